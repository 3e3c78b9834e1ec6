//! Staff changes to submissions. Each function decides first (exists, visible to this actor, a
//! step the workflow has) and only then writes: the row, a history event, the audit entry and, when
//! the patient should know, an outbox message in the patient's language. Run inside one
//! `writer.transact`, so all of it commits together or not at all.

use super::{Actor, Kind, Refusal};
use crate::storage::audit;
use crate::storage::outbox;
use crate::storage::outbox::OutboxKind;
use crate::storage::seats::{self, Seat};
use crate::storage::StorageError;
use clinic_core::model::{BookingStatus, SubmissionKind};
use serde_json::json;
use sqlx::{AnyConnection, Row};

/// What a change did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Changed {
    /// The submission's status afterwards.
    pub status: String,
    /// The history event it wrote.
    pub event_id: String,
}

type Outcome = Result<Result<Changed, Refusal>, StorageError>;

/// Where a submission stands before the change.
struct Current {
    status: String,
    branch: Option<String>,
    lang: String,
    /// For bookings: the slot it holds.
    slot: Option<(String, String)>,
    /// Whether it has an address to write to (assessments may have none).
    has_email: bool,
}

fn table(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Booking => ("bookings", "code"),
        Kind::Inquiry => ("inquiries", "id"),
        Kind::Assessment => ("assessments", "id"),
    }
}

async fn current(conn: &mut AnyConnection, kind: Kind, id: &str) -> Result<Option<Current>, StorageError> {
    let sql = match kind {
        Kind::Booking => {
            "SELECT status, branch, lang, preferred_date, preferred_time, email FROM bookings WHERE code = $1"
        }
        Kind::Inquiry => "SELECT status, lang, email FROM inquiries WHERE id = $1",
        Kind::Assessment => "SELECT status, lang, email FROM assessments WHERE id = $1",
    };
    let Some(r) = sqlx::query(sql).bind(id).fetch_optional(&mut *conn).await? else { return Ok(None) };
    let email: Option<String> = r.try_get("email")?;
    Ok(Some(Current {
        status: r.try_get("status")?,
        branch: if kind == Kind::Booking { Some(r.try_get("branch")?) } else { None },
        lang: r.try_get("lang")?,
        slot: if kind == Kind::Booking {
            Some((r.try_get("preferred_date")?, r.try_get("preferred_time")?))
        } else {
            None
        },
        has_email: email.is_some_and(|e| !e.is_empty()),
    }))
}

/// The submission, if it exists and this actor may see it.
async fn visible(
    conn: &mut AnyConnection,
    actor: &Actor,
    kind: Kind,
    id: &str,
) -> Result<Result<Current, Refusal>, StorageError> {
    match current(conn, kind, id).await? {
        None => Ok(Err(Refusal::NotFound)),
        Some(c) if !actor.sees(c.branch.as_deref()) => Ok(Err(Refusal::OtherBranch)),
        Some(c) => Ok(Ok(c)),
    }
}

/// Whether the core's workflow for `kind` has a step from status `from` to `to` (wire names; an
/// unknown name has none).
fn step_allowed(kind: Kind, from: &str, to: &str) -> bool {
    let kind = match kind {
        Kind::Booking => SubmissionKind::Booking,
        Kind::Inquiry => SubmissionKind::Inquiry,
        Kind::Assessment => SubmissionKind::Assessment,
    };
    kind.can_move(from, to)
}

/// One history event.
struct Event<'a> {
    kind: Kind,
    id: &'a str,
    action: &'a str,
    from: Option<&'a str>,
    to: Option<&'a str>,
    note: Option<&'a str>,
}

async fn record(conn: &mut AnyConnection, actor: &Actor, e: &Event<'_>, now: i64) -> Result<String, StorageError> {
    let event_id = crate::storage::ids::new_id("evt");
    sqlx::query(
        "INSERT INTO submission_events (id, kind, submission_id, at, actor_id, actor_email, action, from_state, to_state, note, actor_kind) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'staff')",
    )
    .bind(&event_id)
    .bind(e.kind.as_str())
    .bind(e.id)
    .bind(now)
    .bind(actor.id.as_str())
    .bind(actor.email.as_str())
    .bind(e.action)
    .bind(e.from)
    .bind(e.to)
    .bind(e.note)
    .execute(&mut *conn)
    .await?;
    Ok(event_id)
}

/// Sets the status, and the first response time if this is the first, only while the status is still
/// `from` (the one the step was allowed from). False when something else changed it meanwhile (another
/// instance, the patient, the verification expiry): the caller refuses rather than free a seat twice or
/// confirm a booking that no longer holds one.
async fn set_status(
    conn: &mut AnyConnection,
    kind: Kind,
    id: &str,
    from: &str,
    to: &str,
    now: i64,
) -> Result<bool, StorageError> {
    let (table, key) = table(kind);
    let touch = if kind == Kind::Booking { ", updated_at = $2" } else { "" };
    let sql = format!(
        "UPDATE {table} SET status = $1, first_response_at = COALESCE(first_response_at, $2){touch} \
         WHERE {key} = $3 AND status = $4"
    );
    let changed = sqlx::query(&sql).bind(to).bind(now).bind(id).bind(from).execute(&mut *conn).await?.rows_affected();
    Ok(changed == 1)
}

/// Moves a booking along its workflow. Cancelling frees its seat and needs a reason (checked by the
/// caller); the patient hears of a confirmation or a cancellation.
pub async fn booking_status(
    conn: &mut AnyConnection,
    actor: &Actor,
    code: &str,
    to: &str,
    reason: Option<&str>,
    now: i64,
) -> Outcome {
    booking_status_as(conn, actor, code, to, reason, Told::Patient, now).await
}

/// Whether a staff change is told to the patient, and how it is audited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Told {
    /// One change, told to the patient (a confirmation or a cancellation).
    Patient,
    /// One of a bulk cancellation; `notify` says whether each patient gets the cancellation message
    /// (a flood of made-up contacts should not be mailed).
    Bulk { notify: bool },
}

/// [`booking_status`], with the choice of telling the patient.
pub async fn booking_status_as(
    conn: &mut AnyConnection,
    actor: &Actor,
    code: &str,
    to: &str,
    reason: Option<&str>,
    told: Told,
    now: i64,
) -> Outcome {
    let cur = match visible(conn, actor, Kind::Booking, code).await? {
        Ok(c) => c,
        Err(r) => return Ok(Err(r)),
    };
    if !step_allowed(Kind::Booking, &cur.status, to) {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: to.into() }));
    }
    if !set_status(conn, Kind::Booking, code, &cur.status, to, now).await? {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: to.into() }));
    }
    if to == "cancelled" {
        if let (Some(branch), Some((date, time))) = (&cur.branch, &cur.slot) {
            seats::free(conn, branch, date, time).await?;
        }
    }
    if to == "completed" {
        // The aftercare sheet's message and, later, the check-ins (storage::visit_care).
        crate::storage::visit_care::start_aftercare(conn, code, now).await?;
    }
    let event =
        Event { kind: Kind::Booking, id: code, action: "status", from: Some(&cur.status), to: Some(to), note: reason };
    let event_id = record(conn, actor, &event, now).await?;
    let message = match to {
        // An address nobody has proven yet gets no staff mail: staff messages are outside the
        // per-recipient limit, so mailing it would let anyone have a stranger mailed.
        "confirmed" if unverified(conn, code).await? => None,
        "confirmed" => Some(OutboxKind::BookingConfirmed),
        "cancelled" => Some(OutboxKind::BookingCancelledByClinic),
        _ => None,
    };
    let notify = match told {
        Told::Patient => true,
        Told::Bulk { notify } => notify,
    };
    if let (Some(kind), true) = (message, notify) {
        outbox::enqueue(conn, kind, &event_id, &cur.lang, now).await?;
    }
    let mut detail = json!({"from": cur.status, "to": to});
    if let Some(r) = reason {
        detail["reason"] = json!(r);
    }
    if let Told::Bulk { notify } = told {
        detail["bulk"] = json!(true);
        detail["notified"] = json!(notify);
    }
    audit::record(conn, actor, "booking.status", "booking", code, detail).await?;
    Ok(Ok(Changed { status: to.into(), event_id }))
}

/// The front desk marks the patient arrived for an open booking's visit (once: a second mark keeps
/// the first time), or takes a mistaken mark back (`arrived` false). Recorded in the booking's history
/// and the audit log when it changes something.
pub async fn booking_arrived(conn: &mut AnyConnection, actor: &Actor, code: &str, arrived: bool, now: i64) -> Outcome {
    let cur = match visible(conn, actor, Kind::Booking, code).await? {
        Ok(c) => c,
        Err(r) => return Ok(Err(r)),
    };
    if !matches!(cur.status.as_str(), "pending" | "confirmed") {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: "arrived".into() }));
    }
    let changed = if arrived {
        sqlx::query("UPDATE bookings SET arrived_at = $1 WHERE code = $2 AND arrived_at IS NULL").bind(now).bind(code)
    } else {
        sqlx::query("UPDATE bookings SET arrived_at = NULL WHERE code = $1 AND arrived_at IS NOT NULL").bind(code)
    }
    .execute(&mut *conn)
    .await?
    .rows_affected();
    let (action, audited) =
        if arrived { ("arrived", "booking.arrived") } else { ("arrival_undone", "booking.arrival_undone") };
    let event = Event { kind: Kind::Booking, id: code, action, from: None, to: None, note: None };
    let event_id = if changed > 0 {
        let id = record(conn, actor, &event, now).await?;
        audit::record(conn, actor, audited, "booking", code, json!({})).await?;
        id
    } else {
        String::new()
    };
    Ok(Ok(Changed { status: cur.status, event_id }))
}

/// Whether the booking still waits for its patient's e-mail link.
async fn unverified(conn: &mut AnyConnection, code: &str) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT 1 AS yes FROM bookings WHERE code = $1 AND verification = 'unverified'")
        .bind(code)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.is_some())
}

/// Moves a booking to another slot of its branch: the new seat is taken only in an open slot below its
/// capacity (the same rule as a patient's booking, [`seats::take`]), the old one freed, in one transaction.
pub async fn booking_reschedule(
    conn: &mut AnyConnection,
    actor: &Actor,
    code: &str,
    date: &str,
    time: &str,
    capacity: i64,
    now: i64,
) -> Outcome {
    let cur = match visible(conn, actor, Kind::Booking, code).await? {
        Ok(c) => c,
        Err(r) => return Ok(Err(r)),
    };
    let (Some(branch), Some((old_date, old_time))) = (cur.branch.clone(), cur.slot.clone()) else {
        return Ok(Err(Refusal::NotFound));
    };
    let to = format!("{date} {time}");
    let from = format!("{old_date} {old_time}");
    let movable = BookingStatus::parse(&cur.status).is_some_and(BookingStatus::can_reschedule);
    if !movable || (old_date == date && old_time == time) {
        return Ok(Err(Refusal::NotAllowed { from, to }));
    }
    match seats::take(conn, &branch, date, time, capacity).await? {
        Seat::Taken => {}
        Seat::Full => return Ok(Err(Refusal::SlotFull)),
        Seat::Closed => return Ok(Err(Refusal::SlotClosed)),
    }
    seats::free(conn, &branch, &old_date, &old_time).await?;
    sqlx::query(
        "UPDATE bookings SET preferred_date = $1, preferred_time = $2, updated_at = $3, \
         first_response_at = COALESCE(first_response_at, $3) WHERE code = $4",
    )
    .bind(date)
    .bind(time)
    .bind(now)
    .bind(code)
    .execute(&mut *conn)
    .await?;
    let event =
        Event { kind: Kind::Booking, id: code, action: "reschedule", from: Some(&from), to: Some(&to), note: None };
    let event_id = record(conn, actor, &event, now).await?;
    outbox::enqueue(conn, OutboxKind::BookingRescheduled, &event_id, &cur.lang, now).await?;
    audit::record(conn, actor, "booking.reschedule", "booking", code, json!({"from": from, "to": to})).await?;
    Ok(Ok(Changed { status: cur.status, event_id }))
}

/// Answers an inquiry: the reply is stored in its history and e-mailed to the patient.
pub async fn inquiry_reply(conn: &mut AnyConnection, actor: &Actor, id: &str, message: &str, now: i64) -> Outcome {
    let cur = match visible(conn, actor, Kind::Inquiry, id).await? {
        Ok(c) => c,
        Err(r) => return Ok(Err(r)),
    };
    if !step_allowed(Kind::Inquiry, &cur.status, "answered") {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: "answered".into() }));
    }
    if !set_status(conn, Kind::Inquiry, id, &cur.status, "answered", now).await? {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: "answered".into() }));
    }
    let event = Event {
        kind: Kind::Inquiry,
        id,
        action: "reply",
        from: Some(&cur.status),
        to: Some("answered"),
        note: Some(message),
    };
    let event_id = record(conn, actor, &event, now).await?;
    outbox::enqueue(conn, OutboxKind::InquiryAnswered, &event_id, &cur.lang, now).await?;
    audit::record(conn, actor, "inquiry.reply", "inquiry", id, json!({"from": cur.status, "to": "answered"})).await?;
    Ok(Ok(Changed { status: "answered".into(), event_id }))
}

/// Reviews an assessment: the clinician's note (internal) and the urgency they confirm or set; the
/// patient, if they left an address, is told and invited to book.
pub async fn assessment_review(
    conn: &mut AnyConnection,
    actor: &Actor,
    id: &str,
    note: &str,
    urgency: &str,
    now: i64,
) -> Outcome {
    let cur = match visible(conn, actor, Kind::Assessment, id).await? {
        Ok(c) => c,
        Err(r) => return Ok(Err(r)),
    };
    if !step_allowed(Kind::Assessment, &cur.status, "reviewed") {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: "reviewed".into() }));
    }
    let previous: String = sqlx::query("SELECT urgency FROM assessments WHERE id = $1")
        .bind(id)
        .fetch_one(&mut *conn)
        .await?
        .try_get("urgency")?;
    if !set_status(conn, Kind::Assessment, id, &cur.status, "reviewed", now).await? {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: "reviewed".into() }));
    }
    sqlx::query("UPDATE assessments SET reviewed_urgency = $1 WHERE id = $2")
        .bind(urgency)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    let event = Event {
        kind: Kind::Assessment,
        id,
        action: "review",
        from: Some(&previous),
        to: Some(urgency),
        note: Some(note),
    };
    let event_id = record(conn, actor, &event, now).await?;
    if cur.has_email {
        outbox::enqueue(conn, OutboxKind::AssessmentReviewed, &event_id, &cur.lang, now).await?;
    }
    let detail = json!({"from": "new", "to": "reviewed", "urgencyFrom": previous, "urgencyTo": urgency});
    audit::record(conn, actor, "assessment.review", "assessment", id, detail).await?;
    Ok(Ok(Changed { status: "reviewed".into(), event_id }))
}

/// Closes an inquiry or an assessment (the only step their status endpoints take).
pub async fn close(conn: &mut AnyConnection, actor: &Actor, kind: Kind, id: &str, to: &str, now: i64) -> Outcome {
    let cur = match visible(conn, actor, kind, id).await? {
        Ok(c) => c,
        Err(r) => return Ok(Err(r)),
    };
    // Answering and reviewing are steps of their own endpoints (a reply, a review), never this one.
    let allowed = kind != Kind::Booking && to == "closed" && step_allowed(kind, &cur.status, to);
    if !allowed {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: to.into() }));
    }
    if !set_status(conn, kind, id, &cur.status, to, now).await? {
        return Ok(Err(Refusal::NotAllowed { from: cur.status, to: to.into() }));
    }
    let event = Event { kind, id, action: "status", from: Some(&cur.status), to: Some(to), note: None };
    let event_id = record(conn, actor, &event, now).await?;
    let action = format!("{}.status", kind.as_str());
    audit::record(conn, actor, &action, kind.as_str(), id, json!({"from": cur.status, "to": to})).await?;
    Ok(Ok(Changed { status: to.into(), event_id }))
}

/// Adds an internal note (never sent to the patient).
pub async fn add_note(conn: &mut AnyConnection, actor: &Actor, kind: Kind, id: &str, text: &str, now: i64) -> Outcome {
    let cur = match visible(conn, actor, kind, id).await? {
        Ok(c) => c,
        Err(r) => return Ok(Err(r)),
    };
    let event = Event { kind, id, action: "note", from: None, to: None, note: Some(text) };
    let event_id = record(conn, actor, &event, now).await?;
    audit::record(conn, actor, &format!("{}.note", kind.as_str()), kind.as_str(), id, json!({})).await?;
    Ok(Ok(Changed { status: cur.status, event_id }))
}

/// Assigns the submission to an active staff member, or to nobody.
pub async fn set_assignee(
    conn: &mut AnyConnection,
    actor: &Actor,
    kind: Kind,
    id: &str,
    user_id: Option<&str>,
    now: i64,
) -> Outcome {
    let cur = match visible(conn, actor, kind, id).await? {
        Ok(c) => c,
        Err(r) => return Ok(Err(r)),
    };
    let email = match user_id {
        None => None,
        Some(uid) => {
            let row = sqlx::query("SELECT email, branch FROM staff_users WHERE id = $1 AND disabled = 0")
                .bind(uid)
                .fetch_optional(&mut *conn)
                .await?;
            let Some(r) = row else { return Ok(Err(Refusal::UnknownAssignee)) };
            // A staff member limited to one branch cannot open another branch's submissions, so
            // being handed one would leave it with nobody able to act on it.
            let branch: Option<String> = r.try_get("branch")?;
            if let (Some(theirs), Some(its)) = (branch.as_deref(), cur.branch.as_deref()) {
                if theirs != its {
                    return Ok(Err(Refusal::AssigneeOtherBranch));
                }
            }
            Some(r.try_get::<String, _>("email")?)
        }
    };
    let (table, key) = table(kind);
    sqlx::query(&format!("UPDATE {table} SET assignee_id = $1 WHERE {key} = $2"))
        .bind(user_id)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    let event = Event { kind, id, action: "assignee", from: None, to: email.as_deref(), note: None };
    let event_id = record(conn, actor, &event, now).await?;
    let detail = json!({"assignee": user_id});
    audit::record(conn, actor, &format!("{}.assignee", kind.as_str()), kind.as_str(), id, detail).await?;
    Ok(Ok(Changed { status: cur.status, event_id }))
}
