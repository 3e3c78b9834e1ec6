//! A patient's own changes from the booking status page (code + contact): cancel, and move to another
//! free slot of the same branch. Both stop a set time before the visit (the change window; after it
//! the patient calls the branch), are audited with an empty actor (the patient), go into the
//! booking's history and are confirmed by e-mail. They run as writer jobs, inside the batch's
//! transaction, so the seat freed and the seat taken commit together with the rest.

use super::job::{BookingView, Decided, Done, Refused};
use super::outbox::{self, OutboxKind};
use super::queries::{self, BookingRow};
use super::seats::{self, Seat};
use super::StorageError;
use crate::storage::audit::{self, AuditEntry};
use clinic_core::code::ConfirmationCode;
use clinic_core::model::BookingStatus;
use serde_json::json;
use sqlx::AnyConnection;

/// Who asks: the booking's code and contact, the window, and the address for the audit entry.
pub struct PatientAsk<'a> {
    pub code: &'a ConfirmationCode,
    pub contact: &'a str,
    pub window_ms: i64,
    pub ip: &'a str,
}

/// The booking, if the contact matches and it may still be changed online at `now`.
async fn changeable(
    conn: &mut AnyConnection,
    ask: &PatientAsk<'_>,
    now: i64,
) -> Result<Result<BookingRow, Refused>, sqlx::Error> {
    let Some(row) = queries::find_booking(&mut *conn, ask.code).await? else { return Ok(Err(Refused::NotFound)) };
    if !row.matches_contact(ask.contact) {
        return Ok(Err(Refused::NotFound));
    }
    if !matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed) {
        return Ok(Err(Refused::NotChangeable));
    }
    if !outside_window(&row, ask.window_ms, now) {
        return Ok(Err(Refused::ChangeWindow));
    }
    Ok(Ok(row))
}

/// Whether the visit is still more than `window_ms` away.
pub fn outside_window(row: &BookingRow, window_ms: i64, now: i64) -> bool {
    row.visit_at().is_some_and(|at| at - now > window_ms)
}

/// Until when (Unix ms) the patient may change the booking online, or `None` when they cannot.
pub fn changeable_until(row: &BookingRow, window_ms: i64) -> Option<i64> {
    if !matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed) {
        return None;
    }
    row.visit_at().map(|at| at - window_ms)
}

/// Cancels the booking and frees its seat; cancelling a cancelled booking again changes nothing.
#[tracing::instrument(skip_all)]
pub async fn cancel(conn: &mut AnyConnection, ask: &PatientAsk<'_>, now: i64) -> Result<Decided, sqlx::Error> {
    if let Some(row) = queries::find_booking(&mut *conn, ask.code).await? {
        if row.status == BookingStatus::Cancelled && row.matches_contact(ask.contact) {
            return Ok(Ok(Done::BookingCancelled { code: ask.code.clone() }));
        }
    }
    let row = match changeable(conn, ask, now).await? {
        Ok(row) => row,
        Err(refused) => return Ok(Err(refused)),
    };
    sqlx::query("UPDATE bookings SET status = $1, updated_at = $2 WHERE code = $3")
        .bind(BookingStatus::Cancelled.as_str())
        .bind(now)
        .bind(row.code.canonical())
        .execute(&mut *conn)
        .await?;
    seats::free(conn, row.branch.as_str(), &row.preferred_date, &row.preferred_time).await?;
    let from = row.status.as_str();
    history(conn, &row, "status", from, BookingStatus::Cancelled.as_str(), now).await?;
    outbox::enqueue(conn, OutboxKind::BookingCancelled, row.code.canonical(), &row.lang, now).await?;
    let detail = json!({"from": from, "to": "cancelled", "by": "patient"});
    audited(conn, ask, "booking.cancel", detail).await?;
    Ok(Ok(Done::BookingCancelled { code: row.code }))
}

/// Moves the booking to `date` `time` (already checked against opening hours by the caller): the new
/// seat through the one seat rule (`seats::take`: capacity and closures, as staff reschedules), the
/// old one freed, in this transaction.
#[tracing::instrument(skip_all)]
pub async fn reschedule(
    conn: &mut AnyConnection,
    ask: &PatientAsk<'_>,
    date: &str,
    time: &str,
    capacity: i64,
    now: i64,
) -> Result<Decided, sqlx::Error> {
    let row = match changeable(conn, ask, now).await? {
        Ok(row) => row,
        Err(refused) => return Ok(Err(refused)),
    };
    let view = |date: &str, time: &str| BookingView {
        code: row.code.clone(),
        status: row.status,
        branch: row.branch,
        date: date.to_string(),
        time: time.to_string(),
        verification: row.verification,
        verify_until: row.verify_until.filter(|_| row.verification == Some(super::verify::Verification::Unverified)),
    };
    if row.preferred_date == date && row.preferred_time == time {
        return Ok(Ok(Done::BookingRescheduled(view(date, time))));
    }
    // The new seat through the one seat rule (capacity, closures), then the old one given back.
    match seats::take(conn, row.branch.as_str(), date, time, capacity).await? {
        Seat::Taken => {}
        Seat::Full => return Ok(Err(Refused::SlotFull)),
        Seat::Closed => return Ok(Err(Refused::SlotClosed)),
    }
    seats::free(conn, row.branch.as_str(), &row.preferred_date, &row.preferred_time).await?;
    sqlx::query("UPDATE bookings SET preferred_date = $1, preferred_time = $2, updated_at = $3 WHERE code = $4")
        .bind(date)
        .bind(time)
        .bind(now)
        .bind(row.code.canonical())
        .execute(&mut *conn)
        .await?;
    let (from, to) = (row.visit_key(), format!("{date} {time}"));
    history(conn, &row, "reschedule", &from, &to, now).await?;
    outbox::enqueue(conn, OutboxKind::BookingMoved, row.code.canonical(), &row.lang, now).await?;
    audited(conn, ask, "booking.reschedule", json!({"from": from, "to": to, "by": "patient"})).await?;
    Ok(Ok(Done::BookingRescheduled(view(date, time))))
}

/// The booking's history event, with no staff actor: the patient did it.
async fn history(
    conn: &mut AnyConnection,
    row: &BookingRow,
    action: &str,
    from: &str,
    to: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO submission_events (id, kind, submission_id, at, actor_id, actor_email, action, from_state, to_state, note, actor_kind) \
         VALUES ($1, 'booking', $2, $3, NULL, '', $4, $5, $6, NULL, 'patient')",
    )
    .bind(crate::storage::ids::new_id("evt"))
    .bind(row.code.canonical())
    .bind(now)
    .bind(action)
    .bind(from)
    .bind(to)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The audit entry of a patient's change: an empty actor is the patient (or the system).
async fn audited(
    conn: &mut AnyConnection,
    ask: &PatientAsk<'_>,
    action: &str,
    detail: serde_json::Value,
) -> Result<(), sqlx::Error> {
    let entry = AuditEntry {
        actor_id: None,
        actor_email: "",
        action,
        target_kind: "booking",
        target_id: ask.code.canonical(),
        ip: ask.ip,
        detail,
    };
    audit::append(conn, &entry).await.map_err(sqlx_error)
}

/// The writer's jobs speak `sqlx::Error`; the shared helpers speak `StorageError`.
fn sqlx_error(e: StorageError) -> sqlx::Error {
    match e {
        StorageError::Sqlx(e) => e,
        other => sqlx::Error::Protocol(other.to_string()),
    }
}
