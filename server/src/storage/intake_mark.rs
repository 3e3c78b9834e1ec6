//! The mark lists carry for a booking's health questions (issue 26): where they stand (missing,
//! draft, sent, reviewed), the flags the sent answers raised, whether flagged answers wait for a
//! review, and "due" when the visit is less than 48 hours away and nothing was sent; and an aftercare
//! worry as the triage queue carries it. A leaf of storage: the list, calendar and front-desk rows
//! hold these types, and [`super::intake_review`] fills them in.

use super::inbox::sql::Sql;
use super::{Backend, StorageError};
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::intake::{flags_from_str, IntakeFlag, WorrySign, NUDGE_HOURS_BEFORE};
use serde::Serialize;
use sqlx::{AnyConnection, Row};
use std::collections::HashMap;

/// Where a booking's health questions stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub enum IntakeState {
    /// The patient has not opened or saved the questions.
    Missing,
    /// Saved as a draft, not sent.
    Draft,
    /// Sent (and, when flagged, waiting for a staff member's review).
    Sent,
    /// Sent, flagged and reviewed by a staff member.
    Reviewed,
}

impl IntakeState {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            IntakeState::Missing => "missing",
            IntakeState::Draft => "draft",
            IntakeState::Sent => "sent",
            IntakeState::Reviewed => "reviewed",
        }
    }
}

/// What lists show of a booking's health questions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct IntakeMark {
    pub state: IntakeState,
    /// What the sent answers raised, most consequential first (empty until sent).
    pub flags: Vec<IntakeFlag>,
    /// Sent with flags and not reviewed yet: a staff member must look before the visit.
    pub needs_review: bool,
    /// The visit is less than 48 hours away and the questions are not sent: the answers are missing.
    pub due: bool,
}

/// The stored row a mark is made from.
#[derive(Debug, Clone, Default)]
pub(crate) struct Stored {
    pub(crate) submitted_at: Option<i64>,
    pub(crate) flags: String,
    pub(crate) reviewed_at: Option<i64>,
}

/// A booking's visit as a Unix time (clinic time zone), if its date and time read.
fn visit_ms(date: &str, time: &str) -> Option<i64> {
    Some(Date::parse(date)?.clinic_unix_ms(TimeOfDay::parse(time)?.minutes()))
}

/// Whether a booking in `status` still expects the patient.
fn expected(status: &str) -> bool {
    matches!(status, "pending" | "confirmed")
}

impl IntakeMark {
    /// The mark of a booking in `status` with its visit at `date time`, from its row (none: missing).
    pub(crate) fn from_stored(stored: Option<&Stored>, status: &str, date: &str, time: &str, now: i64) -> IntakeMark {
        let (state, flags) = match stored {
            None => (IntakeState::Missing, Vec::new()),
            Some(s) if s.submitted_at.is_none() => (IntakeState::Draft, Vec::new()),
            Some(s) => {
                let flags = flags_from_str(&s.flags);
                let state = if s.reviewed_at.is_some() { IntakeState::Reviewed } else { IntakeState::Sent };
                (state, flags)
            }
        };
        let needs_review = state == IntakeState::Sent && !flags.is_empty();
        let unsent = matches!(state, IntakeState::Missing | IntakeState::Draft);
        let due = unsent
            && expected(status)
            && visit_ms(date, time).is_some_and(|at| at > now && at - now <= NUDGE_HOURS_BEFORE * 3_600_000);
        IntakeMark { state, flags, needs_review, due }
    }
}

/// A booking a list shows: enough to make its mark.
#[derive(Debug, Clone)]
pub struct BookingRef {
    /// Canonical code.
    pub code: String,
    pub status: String,
    pub date: String,
    pub time: String,
}

/// How many codes one `IN (…)` list carries.
const CHUNK: usize = 400;

/// The marks of these bookings, by canonical code (every booking gets one; without a row: missing).
pub async fn marks(
    conn: &mut AnyConnection,
    backend: Backend,
    bookings: &[BookingRef],
    now: i64,
) -> Result<HashMap<String, IntakeMark>, StorageError> {
    let mut stored: HashMap<String, Stored> = HashMap::new();
    let mut codes: Vec<&str> = bookings.iter().map(|b| b.code.as_str()).collect();
    codes.sort_unstable();
    codes.dedup();
    for chunk in codes.chunks(CHUNK) {
        let mut s = Sql::new(backend);
        s.push("SELECT code, submitted_at, flags, reviewed_at FROM intakes WHERE code IN (");
        for (i, code) in chunk.iter().enumerate() {
            if i > 0 {
                s.push(", ");
            }
            s.text(code);
        }
        s.push(")");
        for r in s.query().persistent(false).fetch_all(&mut *conn).await? {
            stored.insert(
                r.try_get("code")?,
                Stored {
                    submitted_at: r.try_get("submitted_at")?,
                    flags: r.try_get("flags")?,
                    reviewed_at: r.try_get("reviewed_at")?,
                },
            );
        }
    }
    Ok(bookings
        .iter()
        .map(|b| (b.code.clone(), IntakeMark::from_stored(stored.get(&b.code), &b.status, &b.date, &b.time, now)))
        .collect())
}

/// A patient's "something worries me" about the wound, not handled yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct AftercareWorry {
    /// The answer's id (`POST /api/admin/aftercare/{id}/handled`).
    pub id: String,
    /// Days after the operation when the patient answered.
    pub day: i32,
    /// What worries the patient.
    pub signs: Vec<WorrySign>,
    /// RFC 3339.
    pub answered_at: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    fn at(date: &str, time: &str) -> i64 {
        visit_ms(date, time).expect("a visit time")
    }

    #[test]
    fn nothing_sent_shortly_before_the_visit_is_due() {
        let visit = at("2027-03-10", "10:00");
        let missing = IntakeMark::from_stored(None, "confirmed", "2027-03-10", "10:00", visit - 47 * HOUR);
        assert_eq!((missing.state, missing.due), (IntakeState::Missing, true));
        let early = IntakeMark::from_stored(None, "confirmed", "2027-03-10", "10:00", visit - 49 * HOUR);
        assert!(!early.due, "more than 48 h ahead");
        let past = IntakeMark::from_stored(None, "confirmed", "2027-03-10", "10:00", visit + HOUR);
        assert!(!past.due, "the visit has begun");
        let cancelled = IntakeMark::from_stored(None, "cancelled", "2027-03-10", "10:00", visit - HOUR);
        assert!(!cancelled.due, "nobody is expected");
        let draft = Stored::default();
        let d = IntakeMark::from_stored(Some(&draft), "pending", "2027-03-10", "10:00", visit - HOUR);
        assert_eq!((d.state, d.due), (IntakeState::Draft, true));
    }

    #[test]
    fn flagged_answers_need_a_review_until_reviewed() {
        let visit = at("2027-03-10", "10:00");
        let sent = Stored { submitted_at: Some(1), flags: "anticoagulant,keloid".into(), reviewed_at: None };
        let m = IntakeMark::from_stored(Some(&sent), "confirmed", "2027-03-10", "10:00", visit - HOUR);
        assert_eq!(m.state, IntakeState::Sent);
        assert_eq!(m.flags, vec![IntakeFlag::Anticoagulant, IntakeFlag::Keloid]);
        assert!(m.needs_review && !m.due);
        let reviewed = Stored { reviewed_at: Some(2), ..sent };
        let m = IntakeMark::from_stored(Some(&reviewed), "confirmed", "2027-03-10", "10:00", visit - HOUR);
        assert_eq!(m.state, IntakeState::Reviewed);
        assert!(!m.needs_review);
        let plain = Stored { submitted_at: Some(1), flags: String::new(), reviewed_at: None };
        let m = IntakeMark::from_stored(Some(&plain), "confirmed", "2027-03-10", "10:00", visit - HOUR);
        assert!(!m.needs_review && m.flags.is_empty(), "answers without flags need no review");
    }
}
