//! The clinic's side of submissions (issue 12): the inbox list, details with history, and the
//! workflows staff run on bookings, inquiries and assessments.
//!
//! Everything here speaks storage and domain: rows in, rows and [`Refusal`]s out, never HTTP. A change
//! writes its history event, its audit entry and the patient's message (outbox) on the connection it
//! is given, which is the transaction of [`crate::storage::writer::Writer::transact`].

pub mod detail;
pub mod list;
pub mod messages;
pub mod overview;
pub mod sql;
pub mod text_index;
pub mod workflow;

use clinic_core::model::{Branch, SubmissionKind};

/// The kinds of submission the inbox holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Booking,
    Inquiry,
    Assessment,
}

impl Kind {
    /// Every kind, in the order the inbox lists them when tied.
    pub const ALL: [Kind; 3] = [Kind::Booking, Kind::Inquiry, Kind::Assessment];

    /// The wire, audit and history name (the core's, which the dashboard's lists are generated from).
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Booking => SubmissionKind::Booking,
            Kind::Inquiry => SubmissionKind::Inquiry,
            Kind::Assessment => SubmissionKind::Assessment,
        }
        .as_str()
    }

    /// Parses the wire name exactly.
    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// The status a submission starts in: until staff move it on, the patient waits for an answer.
    pub fn initial_status(self) -> &'static str {
        match self {
            Kind::Booking => "pending",
            Kind::Inquiry | Kind::Assessment => "new",
        }
    }
}

/// Who acts, and which branch they are limited to (`None` = every branch).
#[derive(Debug, Clone)]
pub struct Actor {
    pub id: String,
    pub email: String,
    pub ip: String,
    pub branch: Option<Branch>,
}

impl Actor {
    /// Whether this actor may see a booking of `branch` (stored name). Inquiries and assessments
    /// name no branch: every staff member sees them (docs/decisions.md).
    pub fn sees(&self, branch: Option<&str>) -> bool {
        match (self.branch, branch) {
            (None, _) | (_, None) => true,
            (Some(own), Some(b)) => own.as_str() == b,
        }
    }
}

/// Why a read or change did not happen. Decided before anything is written, so a refusal leaves
/// the database as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No such submission (or photo).
    NotFound,
    /// It belongs to a branch this staff member does not see.
    OtherBranch,
    /// The workflow has no step from this status to that one.
    NotAllowed { from: String, to: String },
    /// The slot asked for is fully booked.
    SlotFull,
    /// The branch is closed at the slot asked for.
    SlotClosed,
    /// The assignee is not an active staff member.
    UnknownAssignee,
    /// The assignee is limited to another branch than the submission's, so could not see it.
    AssigneeOtherBranch,
}

/// A submission is overdue when nobody on staff has answered it 24 hours after it came in (the
/// site promises an answer within 24 hours).
pub const RESPONSE_PROMISE_MS: i64 = 24 * 3_600_000;

/// Whether a submission in `status`, received at `received_at`, without a staff response, is overdue.
pub fn is_overdue(kind: Kind, status: &str, received_at: i64, first_response_at: Option<i64>, now: i64) -> bool {
    first_response_at.is_none() && status == kind.initial_status() && received_at <= now - RESPONSE_PROMISE_MS
}
