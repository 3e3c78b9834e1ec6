//! Due reminders, claimed once. A booking is due when it is open (pending or confirmed), its visit is
//! ahead and within the lead time, and no reminder was queued for that visit time yet
//! (`reminder_sent_for` differs from its slot: never sent, or the booking moved since). A claim marks
//! the booking with the visit time and queues the e-mail in the outbox in the same transaction, so the
//! outbox worker delivers it like any other message, once, across restarts and instances.
//!
//! Two instances never both claim a booking: on PostgreSQL the rows are read `FOR UPDATE SKIP LOCKED`
//! and the mark is conditional (a row already marked for its visit time updates nothing); on SQLite the
//! one writer runs claims one at a time (BEGIN IMMEDIATE).

use super::apply::outbox;
use super::job::OutboxKind;
use super::Backend;
use clinic_core::date::{Date, TimeOfDay, CLINIC_UTC_OFFSET_MS};
use sqlx::{AnyConnection, Row};

/// The clinic's wall clock at `ms` as a slot key, `YYYY-MM-DD HH:mm`, comparable as text.
pub fn clinic_key(ms: i64) -> String {
    let date = Date::clinic_today(ms);
    let minutes = ((ms + CLINIC_UTC_OFFSET_MS).rem_euclid(86_400_000) / 60_000) as u32;
    let time = TimeOfDay::from_minutes(minutes).map(|t| t.to_string()).unwrap_or_else(|| "00:00".into());
    format!("{date} {time}")
}

/// Claims up to `limit` due reminders at `now` with `lead_ms` of lead time and queues their e-mails.
/// Returns how many it queued.
pub async fn claim_due(
    conn: &mut AnyConnection,
    backend: Backend,
    now: i64,
    lead_ms: i64,
    limit: i64,
) -> Result<usize, sqlx::Error> {
    let (from, until) = (clinic_key(now), clinic_key(now + lead_ms));
    let lock = if backend == Backend::Postgres { " FOR UPDATE SKIP LOCKED" } else { "" };
    // The date bounds let the (preferred_date, preferred_time) index narrow the scan to the lead
    // time's days; the slot key then cuts it to the minute.
    let sql = format!(
        "SELECT code, preferred_date, preferred_time, lang FROM bookings \
         WHERE preferred_date >= $1 AND preferred_date <= $2 AND status IN ('pending', 'confirmed') \
         AND preferred_date || ' ' || preferred_time > $3 AND preferred_date || ' ' || preferred_time <= $4 \
         AND (reminder_sent_for IS NULL OR reminder_sent_for <> preferred_date || ' ' || preferred_time) \
         ORDER BY preferred_date, preferred_time LIMIT $5{lock}"
    );
    let due = sqlx::query(&sql)
        .bind(&from[..10])
        .bind(&until[..10])
        .bind(&from)
        .bind(&until)
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?;
    let mut queued = 0;
    for row in due {
        let code: String = row.try_get("code")?;
        let date: String = row.try_get("preferred_date")?;
        let time: String = row.try_get("preferred_time")?;
        let lang: String = row.try_get("lang")?;
        let visit = format!("{date} {time}");
        let marked = sqlx::query(
            "UPDATE bookings SET reminder_sent_for = $1 WHERE code = $2 AND preferred_date = $3 AND preferred_time = $4 \
             AND status IN ('pending', 'confirmed') AND (reminder_sent_for IS NULL OR reminder_sent_for <> $1)",
        )
        .bind(&visit)
        .bind(&code)
        .bind(&date)
        .bind(&time)
        .execute(&mut *conn)
        .await?
        .rows_affected();
        if marked == 1 {
            outbox(conn, OutboxKind::BookingReminder, &code, &lang, now).await?;
            queued += 1;
        }
    }
    Ok(queued)
}

/// Whether any reminder is due (a read, so an idle pass never takes the write lock).
pub async fn any_due(db: &super::Db, now: i64, lead_ms: i64) -> Result<bool, sqlx::Error> {
    let (from, until) = (clinic_key(now), clinic_key(now + lead_ms));
    let row = sqlx::query(
        "SELECT code FROM bookings WHERE preferred_date >= $1 AND preferred_date <= $2 \
         AND status IN ('pending', 'confirmed') \
         AND preferred_date || ' ' || preferred_time > $3 AND preferred_date || ' ' || preferred_time <= $4 \
         AND (reminder_sent_for IS NULL OR reminder_sent_for <> preferred_date || ' ' || preferred_time) LIMIT 1",
    )
    .bind(&from[..10])
    .bind(&until[..10])
    .bind(&from)
    .bind(&until)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_keys_are_the_clinic_wall_clock() {
        // Saturday 2026-11-21 09:00 in Taipei is 01:00 UTC.
        assert_eq!(clinic_key(1_795_222_800_000), "2026-11-21 09:00");
        assert_eq!(clinic_key(1_795_222_800_000 + 15 * 3_600_000 + 59_999), "2026-11-22 00:00");
    }
}
