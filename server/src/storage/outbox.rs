//! The outbox, one owner: a message is a row written in the same transaction as the change that
//! causes it ([`enqueue`]); the delivery worker claims due rows with a lease, and the writer marks
//! each one sent, failed (with the next attempt) or over a recipient's daily limit in its batch.
//! Rendering happens at delivery (`crate::messaging`); a row holds only what to render.

use super::{Backend, Db};
use sqlx::{AnyConnection, Row};

/// Why an outbox row exists; the e-mail it sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutboxKind {
    BookingCreated,
    BookingCancelled,
    InquiryReceived,
    /// To the patient after a staff change (ref_id = the history event's id).
    BookingConfirmed,
    BookingCancelledByClinic,
    BookingRescheduled,
    InquiryAnswered,
    AssessmentReviewed,
    /// To staff about a new submission: kind, branch, code and a dashboard link, no health details
    /// (ref_id = the submission's code or id). The recipient is chosen when it is sent.
    StaffBooking,
    StaffInquiry,
    StaffAssessment,
    /// To the patient a set time before the visit (ref_id = the booking's code); sent only while the
    /// booking is open and still at the visit time it was queued for.
    BookingReminder,
    /// To the patient after they moved their booking themselves (ref_id = the booking's code).
    BookingMoved,
    /// To a waiting patient: a seat is held for them (ref_id = the offer's id).
    WaitlistOffer,
    /// To the patient whose health questions are unanswered 48 h before the visit, once
    /// (ref_id = `CODE@visit`, `storage::visit_care`).
    IntakeNudge,
    /// To the patient when staff mark the booking completed: the way to the aftercare sheet
    /// (ref_id = the booking's code).
    AftercareSheet,
    /// To the patient on a check-in day after the operation: "How is the wound?" (ref_id = `CODE#day`).
    AftercareCheckin,
    /// To the branch's staff: a patient answered an aftercare check-in "something worries me"
    /// (ref_id = the answer's id). The code and a link to the triage queue, no health detail.
    StaffAftercareWorry,
}

impl OutboxKind {
    /// Every kind this version knows.
    pub const ALL: [OutboxKind; 18] = [
        OutboxKind::BookingCreated,
        OutboxKind::BookingCancelled,
        OutboxKind::InquiryReceived,
        OutboxKind::BookingConfirmed,
        OutboxKind::BookingCancelledByClinic,
        OutboxKind::BookingRescheduled,
        OutboxKind::InquiryAnswered,
        OutboxKind::AssessmentReviewed,
        OutboxKind::StaffBooking,
        OutboxKind::StaffInquiry,
        OutboxKind::StaffAssessment,
        OutboxKind::BookingReminder,
        OutboxKind::BookingMoved,
        OutboxKind::WaitlistOffer,
        OutboxKind::IntakeNudge,
        OutboxKind::AftercareSheet,
        OutboxKind::AftercareCheckin,
        OutboxKind::StaffAftercareWorry,
    ];

    /// The name stored in `outbox.kind`.
    pub fn as_str(self) -> &'static str {
        match self {
            OutboxKind::BookingCreated => "booking_created",
            OutboxKind::BookingCancelled => "booking_cancelled",
            OutboxKind::InquiryReceived => "inquiry_received",
            OutboxKind::BookingConfirmed => "booking_confirmed",
            OutboxKind::BookingCancelledByClinic => "booking_cancelled_by_clinic",
            OutboxKind::BookingRescheduled => "booking_rescheduled",
            OutboxKind::InquiryAnswered => "inquiry_answered",
            OutboxKind::AssessmentReviewed => "assessment_reviewed",
            OutboxKind::StaffBooking => "staff_booking",
            OutboxKind::StaffInquiry => "staff_inquiry",
            OutboxKind::StaffAssessment => "staff_assessment",
            OutboxKind::BookingReminder => "booking_reminder",
            OutboxKind::BookingMoved => "booking_moved",
            OutboxKind::WaitlistOffer => "waitlist_offer",
            OutboxKind::IntakeNudge => "intake_nudge",
            OutboxKind::AftercareSheet => "aftercare_sheet",
            OutboxKind::AftercareCheckin => "aftercare_checkin",
            OutboxKind::StaffAftercareWorry => "staff_aftercare_worry",
        }
    }

    /// Reads a stored kind; `None` for one this version does not know.
    pub fn parse(s: &str) -> Option<OutboxKind> {
        OutboxKind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// Whether the row tells a patient about a staff change (its ref_id is a history event).
    pub fn is_patient_change(self) -> bool {
        matches!(
            self,
            OutboxKind::BookingConfirmed
                | OutboxKind::BookingCancelledByClinic
                | OutboxKind::BookingRescheduled
                | OutboxKind::InquiryAnswered
                | OutboxKind::AssessmentReviewed
        )
    }

    /// Whether the row alerts staff of a new submission.
    pub fn is_staff_alert(self) -> bool {
        matches!(
            self,
            OutboxKind::StaffBooking
                | OutboxKind::StaffInquiry
                | OutboxKind::StaffAssessment
                | OutboxKind::StaffAftercareWorry
        )
    }

    /// Whether the row counts toward its recipient's daily limit: the messages anyone can cause by
    /// typing an address into a public form (acknowledgements, booking confirmations, the patient's
    /// own changes, and waitlist offers: anyone can join a waitlist with any address). Staff alerts,
    /// staff decisions and reminders of a booking never count and are never held back: they follow
    /// a real person's action or a real visit.
    pub fn counts_toward_recipient_limit(self) -> bool {
        matches!(
            self,
            OutboxKind::BookingCreated
                | OutboxKind::BookingCancelled
                | OutboxKind::BookingMoved
                | OutboxKind::InquiryReceived
                | OutboxKind::WaitlistOffer
        )
    }

    /// Whether the row is one of the visit's own messages (`messaging::visit_mail`): it goes on the
    /// patient's chat channel when they chose one.
    pub fn is_visit_message(self) -> bool {
        matches!(self, OutboxKind::IntakeNudge | OutboxKind::AftercareSheet | OutboxKind::AftercareCheckin)
    }

    /// Whether the row refers to a booking by its code.
    pub fn is_booking(self) -> bool {
        matches!(
            self,
            OutboxKind::BookingCreated
                | OutboxKind::BookingCancelled
                | OutboxKind::BookingReminder
                | OutboxKind::BookingMoved
        )
    }
}

/// Queues one message in the caller's transaction (the writer's jobs and the inbox's workflows).
pub async fn enqueue(
    conn: &mut AnyConnection,
    kind: OutboxKind,
    ref_id: &str,
    lang: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO outbox (kind, ref_id, lang, created_at, attempts, next_attempt_at) VALUES ($1, $2, $3, $4, 0, $4)",
    )
    .bind(kind.as_str())
    .bind(ref_id)
    .bind(lang)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// A new booking's messages: the patient's and, when staff are alerted of new bookings, theirs, in
/// one statement. Each statement is a round trip to the database's own thread, which waits for the
/// next one in between (about a tenth of the writer's time per booking went to those hand-overs).
pub async fn enqueue_new_booking(
    conn: &mut AnyConnection,
    code: &str,
    patient_lang: &str,
    staff_lang: Option<&str>,
    now: i64,
) -> Result<(), sqlx::Error> {
    let Some(staff_lang) = staff_lang else {
        return enqueue(conn, OutboxKind::BookingCreated, code, patient_lang, now).await;
    };
    // SQLite numbers `$n` by first appearance: they appear here in order.
    sqlx::query(
        "INSERT INTO outbox (kind, ref_id, lang, created_at, attempts, next_attempt_at) \
         VALUES ($1, $2, $3, $4, 0, $4), ($5, $2, $6, $4, 0, $4)",
    )
    .bind(OutboxKind::BookingCreated.as_str())
    .bind(code)
    .bind(patient_lang)
    .bind(now)
    .bind(OutboxKind::StaffBooking.as_str())
    .bind(staff_lang)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// One message waiting in the outbox.
#[derive(Debug, Clone, Default)]
pub struct OutboxRow {
    pub id: i64,
    /// `None` for a kind this version does not know (nothing to send; it is marked handled).
    pub kind: Option<OutboxKind>,
    pub ref_id: String,
    pub lang: String,
    pub attempts: i64,
    /// Set when the message must go by e-mail although the patient chose a chat channel: the chat
    /// channel failed for good (`fallback_reason` says why).
    pub by_email: bool,
}

/// The columns an [`OutboxRow`] is read from.
const ROW_COLUMNS: &str = "id, kind, ref_id, lang, attempts, channel";

fn outbox_row(r: &sqlx::any::AnyRow) -> Result<OutboxRow, sqlx::Error> {
    Ok(OutboxRow {
        id: r.try_get("id")?,
        kind: OutboxKind::parse(r.try_get::<String, _>("kind")?.as_str()),
        ref_id: r.try_get("ref_id")?,
        lang: r.try_get("lang")?,
        attempts: r.try_get("attempts")?,
        by_email: r.try_get::<Option<String>, _>("channel")?.as_deref() == Some("email"),
    })
}

/// Messages due for (another) delivery attempt.
pub async fn due_outbox(db: &Db, now: i64, limit: i64) -> Result<Vec<OutboxRow>, sqlx::Error> {
    let sql = format!(
        "SELECT {ROW_COLUMNS} FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1 ORDER BY id LIMIT $2"
    );
    let rows = sqlx::query(&sql).bind(now).bind(limit).fetch_all(&db.pool).await?;
    rows.iter().map(outbox_row).collect()
}

/// Whether any message is due (a read: the claim below takes the write lock).
pub async fn any_due_outbox(db: &Db, now: i64) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1 LIMIT 1")
        .bind(now)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.is_some())
}

/// Claims up to `limit` due messages for this instance by moving their next attempt `lease_ms` ahead,
/// and returns them. Another instance skips them until the lease runs out, which is also what brings a
/// message back if this instance dies before marking it sent. On PostgreSQL `FOR UPDATE SKIP LOCKED`
/// keeps two instances from claiming the same row; on SQLite the one writer runs claims one at a time.
pub async fn claim_due_outbox(
    conn: &mut sqlx::AnyConnection,
    backend: Backend,
    now: i64,
    lease_ms: i64,
    limit: i64,
) -> Result<Vec<OutboxRow>, sqlx::Error> {
    let lock = if backend == Backend::Postgres { " FOR UPDATE SKIP LOCKED" } else { "" };
    let sql = format!(
        "UPDATE outbox SET next_attempt_at = $1 WHERE id IN \
         (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $2 ORDER BY id LIMIT $3{lock}) \
         RETURNING {ROW_COLUMNS}"
    );
    let rows = sqlx::query(&sql).bind(now + lease_ms).bind(now).bind(limit).fetch_all(&mut *conn).await?;
    let mut claimed = rows.iter().map(outbox_row).collect::<Result<Vec<_>, sqlx::Error>>()?;
    claimed.sort_by_key(|r| r.id);
    Ok(claimed)
}

/// A delivery attempt that failed, and when to try again.
#[derive(Debug, Clone)]
pub struct FailedDelivery {
    pub id: i64,
    pub next_attempt_at: i64,
    pub error: String,
    /// The chat channel failed for good: the next attempts go by e-mail, and this says why.
    pub fallback_reason: Option<String>,
}

/// A message sent on a chat channel, or by e-mail instead of one: what staff see of it.
#[derive(Debug, Clone)]
pub struct SentVia {
    pub id: i64,
    /// `line` or `whatsapp`; `None` for the e-mail sent instead.
    pub channel: Option<&'static str>,
    pub provider_id: Option<String>,
    pub fallback_reason: Option<String>,
}

/// Puts messages off until the given time (id, Unix ms) without counting an attempt.
pub async fn defer(conn: &mut sqlx::AnyConnection, deferred: &[(i64, i64)]) -> Result<(), sqlx::Error> {
    for (id, at) in deferred {
        sqlx::query("UPDATE outbox SET next_attempt_at = $1 WHERE id = $2 AND sent_at IS NULL")
            .bind(*at)
            .bind(*id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Records how each message in `sent` went (after [`mark_sent`] marked it sent).
pub async fn mark_sent_via(conn: &mut sqlx::AnyConnection, sent: &[SentVia]) -> Result<(), sqlx::Error> {
    for s in sent {
        sqlx::query(
            "UPDATE outbox SET channel = COALESCE($1, channel), provider_id = $2, fallback_reason = COALESCE($3, fallback_reason) WHERE id = $4",
        )
        .bind(s.channel)
        .bind(s.provider_id.clone())
        .bind(s.fallback_reason.clone())
        .bind(s.id)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Queues the e-mail that replaces a chat message a provider reported failed after accepting it (a
/// number without WhatsApp): the same message, marked to go by e-mail.
pub async fn enqueue_by_email(
    conn: &mut AnyConnection,
    failed_id: i64,
    reason: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO outbox (kind, ref_id, lang, created_at, attempts, next_attempt_at, channel, fallback_reason) \
         SELECT kind, ref_id, lang, $1, 0, $1, 'email', $2 FROM outbox WHERE id = $3 AND channel IN ('line', 'whatsapp')",
    )
    .bind(now)
    .bind(reason)
    .bind(failed_id)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Marks messages delivered (inside the writer's transaction: the writer is SQLite's only writer).
pub async fn mark_sent(
    conn: &mut sqlx::AnyConnection,
    backend: super::Backend,
    ids: &[i64],
    now: i64,
) -> Result<(), sqlx::Error> {
    for chunk in ids.chunks(500) {
        let sql = format!(
            "UPDATE outbox SET sent_at = {}, attempts = attempts + 1, last_error = NULL WHERE id IN ({})",
            super::param(backend, 1),
            super::params(backend, 2, chunk.len())
        );
        let mut q = sqlx::query(&sql).bind(now);
        for id in chunk {
            q = q.bind(*id);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

/// What `last_error` says of a message not sent because its recipient had reached the daily limit
/// (a code, never the address). `sent_at` is set too: the row is handled and never tried again.
pub const OVER_RECIPIENT_LIMIT: &str = "recipient_daily_limit";

/// Marks messages handled without sending them: their recipient had reached the daily limit.
pub async fn mark_over_limit(
    conn: &mut sqlx::AnyConnection,
    backend: super::Backend,
    ids: &[i64],
    now: i64,
) -> Result<(), sqlx::Error> {
    for chunk in ids.chunks(500) {
        let sql = format!(
            "UPDATE outbox SET sent_at = {}, last_error = {} WHERE id IN ({})",
            super::param(backend, 1),
            super::param(backend, 2),
            super::params(backend, 3, chunk.len())
        );
        let mut q = sqlx::query(&sql).bind(now).bind(OVER_RECIPIENT_LIMIT);
        for id in chunk {
            q = q.bind(*id);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

/// How many messages that count toward the daily limit (`OutboxKind::counts_toward_recipient_limit`)
/// each of `addresses` (lower case) was sent since `since`, by address. The outbox keeps no address
/// (it is the booking's, the inquiry's or the waitlist entry's), so this follows each message to what it announced; it
/// reads the messages handled since `since` through the `outbox_due` index, one query per pass.
pub async fn recipient_counts_since(
    db: &Db,
    since: i64,
    addresses: &[String],
) -> Result<std::collections::HashMap<String, i64>, sqlx::Error> {
    let mut counts = std::collections::HashMap::new();
    let quoted =
        |kinds: Vec<OutboxKind>| kinds.iter().map(|k| format!("'{}'", k.as_str())).collect::<Vec<_>>().join(", ");
    let counted = |k: &OutboxKind| k.counts_toward_recipient_limit();
    let booking_kinds = quoted(OutboxKind::ALL.into_iter().filter(|k| counted(k) && k.is_booking()).collect());
    let offer = OutboxKind::WaitlistOffer;
    let inquiry_kinds =
        quoted(OutboxKind::ALL.into_iter().filter(|k| counted(k) && !k.is_booking() && *k != offer).collect());
    let offer_kind = quoted(vec![offer]);
    let backend = db.backend;
    for chunk in addresses.chunks(200) {
        let n = chunk.len();
        // A waitlist offer's address is its entry's (the offer's id is the row's ref_id).
        let sql = format!(
            "SELECT LOWER(b.email) AS addr FROM outbox o JOIN bookings b ON b.code = o.ref_id \
             WHERE o.sent_at >= {} AND o.last_error IS NULL AND o.kind IN ({booking_kinds}) AND LOWER(b.email) IN ({}) \
             UNION ALL \
             SELECT LOWER(i.email) AS addr FROM outbox o JOIN inquiries i ON i.id = o.ref_id \
             WHERE o.sent_at >= {} AND o.last_error IS NULL AND o.kind IN ({inquiry_kinds}) AND LOWER(i.email) IN ({}) \
             UNION ALL \
             SELECT LOWER(e.email) AS addr FROM outbox o JOIN waitlist_offers w ON w.id = o.ref_id \
             JOIN waitlist_entries e ON e.id = w.entry_id \
             WHERE o.sent_at >= {} AND o.last_error IS NULL AND o.kind IN ({offer_kind}) AND LOWER(e.email) IN ({})",
            super::param(backend, 1),
            super::params(backend, 2, n),
            super::param(backend, n + 2),
            super::params(backend, n + 3, n),
            super::param(backend, 2 * n + 3),
            super::params(backend, 2 * n + 4, n),
        );
        let mut q = sqlx::query(&sql);
        for _ in 0..3 {
            q = q.bind(since);
            for a in chunk {
                q = q.bind(a);
            }
        }
        for row in q.fetch_all(&db.pool).await? {
            *counts.entry(row.try_get::<String, _>("addr")?).or_insert(0) += 1;
        }
    }
    Ok(counts)
}

/// Records a failed attempt and when to try again.
pub async fn mark_failed(conn: &mut sqlx::AnyConnection, failed: &FailedDelivery) -> Result<(), sqlx::Error> {
    // A chat channel that failed for good hands the message to e-mail for its next attempts.
    let by_email = if failed.fallback_reason.is_some() { ", channel = 'email', fallback_reason = $4" } else { "" };
    let sql = format!(
        "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2{by_email} WHERE id = $3"
    );
    let q = sqlx::query(&sql).bind(failed.next_attempt_at).bind(&failed.error).bind(failed.id);
    let q = match &failed.fallback_reason {
        Some(reason) => q.bind(reason.clone()),
        None => q,
    };
    q.execute(&mut *conn).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outbox_kinds_round_trip_and_unknown_ones_are_none() {
        for k in OutboxKind::ALL {
            assert_eq!(OutboxKind::parse(k.as_str()), Some(k));
        }
        assert_eq!(OutboxKind::parse("fax"), None);
    }
}
