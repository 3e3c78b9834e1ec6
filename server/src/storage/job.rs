//! What the writer is asked to do and what it answers, in the domain's terms: storage knows nothing
//! of HTTP; the routes turn these outcomes into answers.

use clinic_core::assess::AssessmentResult;
use clinic_core::code::ConfirmationCode;
use clinic_core::hours::OpeningHours;
use clinic_core::model::{BookingStatus, Branch};
use clinic_core::validate::{Booking, Inquiry, Waitlist};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The Idempotency-Key of a request and the fingerprint of what it asked.
#[derive(Debug, Clone)]
pub struct Idem {
    pub key: String,
    pub fingerprint: String,
}

/// A photo already stored in the upload store, to be recorded with its assessment.
#[derive(Debug, Clone)]
pub struct StoredPhoto {
    pub id: String,
    pub object_path: String,
    pub content_type: &'static str,
    pub bytes: i64,
    pub width: i64,
    pub height: i64,
}

/// Staff alerts of new submissions are written in the clinic's own language.
pub const STAFF_LANG: &str = "zh-TW";

/// One write.
pub enum Job {
    Booking {
        booking: Booking,
        capacity: i64,
        /// Whether the branch's staff address is configured: then a staff alert is queued too.
        notify_staff: bool,
        /// Who the booking counts against, and the limits on open bookings.
        holder: super::open_limits::Holder,
        limits: super::open_limits::OpenLimits,
        /// With e-mail verification on: how long it holds its seat unconfirmed (ms).
        verify_hold_ms: Option<i64>,
    },
    /// A patient cancels their own booking (outside the change window).
    Cancel {
        code: ConfirmationCode,
        contact: String,
        /// How long before the visit online changes stop (ms).
        window_ms: i64,
        /// The patient's address, for the audit entry.
        ip: String,
    },
    /// A patient moves their own booking to another slot of its branch (outside the change window).
    Reschedule {
        code: ConfirmationCode,
        contact: String,
        date: String,
        time: String,
        capacity: i64,
        window_ms: i64,
        ip: String,
    },
    Inquiry {
        inquiry: Inquiry,
        notify_staff: bool,
    },
    Assessment {
        id: String,
        answers: String,
        result: AssessmentResult,
        email: Option<String>,
        lang: String,
        photos: Vec<StoredPhoto>,
        notify_staff: bool,
    },
    /// A patient joins the waitlist of a full day (or slot).
    JoinWaitlist {
        waitlist: Waitlist,
        /// Seats per slot when staff set none: a join is refused while a seat is free.
        capacity: i64,
        /// Who the entry counts against, and the limits on open bookings (and on open entries).
        holder: super::open_limits::Holder,
        limits: super::open_limits::OpenLimits,
        /// The hours in force: a seat is free in one of their slots.
        hours: Arc<OpeningHours>,
    },
    /// A patient takes the seat a waitlist offer holds: it becomes a booking through the booking path.
    TakeOffer {
        offer_id: String,
        capacity: i64,
        notify_staff: bool,
        /// The taking client's network (the booking's holder is the entry's contact and this network).
        network: String,
        limits: super::open_limits::OpenLimits,
        /// The hours in force: the booking is checked by them as a patient's own would be.
        hours: Arc<OpeningHours>,
    },
    /// What the outbox worker delivered and what failed.
    OutboxResults {
        sent: Vec<i64>,
        /// Of `sent`, those that went on a chat channel or by e-mail instead of one.
        sent_via: Vec<super::outbox::SentVia>,
        failed: Vec<super::outbox::FailedDelivery>,
        /// Not sent: the recipient had all the messages a day allows.
        over_limit: Vec<i64>,
        /// Not sent yet: reminders waiting for their patient's morning (id, when).
        deferred: Vec<(i64, i64)>,
    },
    /// Forget idempotency keys stored before this time (Unix ms).
    PruneIdempotency {
        before: i64,
    },
}

/// A booking as its patient may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BookingView {
    pub code: ConfirmationCode,
    pub status: BookingStatus,
    pub branch: Branch,
    /// `YYYY-MM-DD`, clinic time.
    pub date: String,
    /// `HH:mm`, clinic time.
    pub time: String,
    /// Its e-mail check, when one is asked (absent in outcomes kept before checks existed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verification: Option<super::verify::Verification>,
    /// Until when (Unix ms) an unverified booking holds its seat (absent in outcomes kept before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verify_until: Option<i64>,
}

/// A waitlist entry as its patient may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitlistView {
    pub id: String,
    pub branch: Branch,
    /// `YYYY-MM-DD`, clinic time.
    pub date: String,
    /// `HH:mm`, or none for any slot of the day.
    pub time: Option<String>,
}

/// What a job did. An Idempotency-Key keeps this (serialised) to answer repeats the same way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "done", rename_all = "snake_case")]
pub enum Done {
    BookingCreated(BookingView),
    BookingCancelled { code: ConfirmationCode },
    BookingRescheduled(BookingView),
    InquiryReceived { id: String, received_at: i64 },
    AssessmentStored { id: String, result: AssessmentResult },
    WaitlistJoined(WaitlistView),
    OutboxMarked { marked: usize },
    IdempotencyPruned { pruned: u64 },
}

/// `idempotency_keys.status` of a key whose request is still in flight.
pub const KEY_IN_FLIGHT: i64 = 0;
/// `idempotency_keys.status` of a key whose outcome is kept.
pub const KEY_ANSWERED: i64 = 1;

/// What an Idempotency-Key keeps of its first outcome.
pub fn keep(done: &Done) -> Result<String, serde_json::Error> {
    serde_json::to_string(done)
}

/// A job the rules refused; nothing was stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The slot has no seat left.
    SlotFull,
    /// The contact (e-mail or phone) already holds as many open bookings as allowed.
    TooManyOpenBookings,
    /// The client's network already holds as many open bookings as allowed.
    TooManyOpenBookingsOnNetwork,
    /// The branch is closed at that time (a closure staff added).
    SlotClosed,
    /// No such booking, or the contact does not match it (the same answer on purpose).
    NotFound,
    /// The booking can no longer change (completed, no-show).
    NotChangeable,
    /// The visit is too close for the patient to change it online: they call the branch.
    ChangeWindow,
    /// The Idempotency-Key was used with another request, or that request is still in flight.
    IdempotencyConflict,
    /// A waitlist offer that is no longer held (taken, or its time ran out).
    OfferGone,
    /// A waitlist join while a seat is free that the patient can book themselves.
    SeatsFree,
}

/// Why a job did not complete.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("refused: {0:?}")]
    Refused(Refused),
    /// The database is down, restarting or out of disk space (see [`super::is_unavailable`]): nothing
    /// was stored and the same request may simply be sent again.
    #[error("storage unavailable: {0}")]
    Unavailable(String),
    /// The database or the writer failed; the detail is for the log.
    #[error("storage failed: {0}")]
    Failed(String),
}

impl From<sqlx::Error> for WriteError {
    fn from(e: sqlx::Error) -> WriteError {
        if super::is_unavailable(&e) {
            WriteError::Unavailable(format!("database: {e}"))
        } else {
            WriteError::Failed(format!("database: {e}"))
        }
    }
}

impl From<Refused> for WriteError {
    fn from(r: Refused) -> WriteError {
        WriteError::Refused(r)
    }
}

/// What one job came to: done, or refused by the rules.
pub type Decided = Result<Done, Refused>;

/// What the writer answers: the outcome, and whether this request stored something new (false for a
/// replay, so the caller can drop files it wrote for nothing).
#[derive(Debug)]
pub struct Written {
    pub done: Done,
    pub fresh: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_outcome_reads_back_the_same() {
        let done = Done::BookingCreated(BookingView {
            code: ConfirmationCode::from_bits(12345),
            status: BookingStatus::Pending,
            branch: Branch::Taipei,
            date: "2026-12-01".into(),
            time: "10:30".into(),
            verification: None,
            verify_until: None,
        });
        let kept = serde_json::to_string(&done).expect("serialises");
        assert_eq!(serde_json::from_str::<Done>(&kept).expect("reads"), done);
    }
}
