//! Read queries and the rows they return, and the bookkeeping statements (outbox marks, key pruning)
//! that the writer runs inside its batch transaction.

use super::job::OutboxKind;
use super::{Backend, Db};
use clinic_core::code::ConfirmationCode;
use clinic_core::model::{BookingStatus, Branch};
use sqlx::Row;

/// A stored booking, as status lookups and e-mails need it.
#[derive(Debug, Clone)]
pub struct BookingRow {
    pub code: ConfirmationCode,
    pub status: BookingStatus,
    pub branch: Branch,
    pub preferred_date: String,
    pub preferred_time: String,
    pub tumor_type: String,
    pub name: String,
    pub email: String,
    pub email_normalized: String,
    pub phone_digits: String,
    pub lang: String,
    /// The patient's IANA time zone, when the booking form sent one.
    pub time_zone: Option<String>,
    /// The visit (`YYYY-MM-DD HH:mm`) the last reminder was queued for.
    pub reminder_sent_for: Option<String>,
    /// Its e-mail check, when one was asked (`CLINIC_VERIFY_EMAIL`).
    pub verification: Option<super::verify::Verification>,
    /// Until when (Unix ms) an unconfirmed booking holds its seat.
    pub verify_until: Option<i64>,
}

impl BookingRow {
    /// The visit as reminders key it: `YYYY-MM-DD HH:mm`, clinic time.
    pub fn visit_key(&self) -> String {
        format!("{} {}", self.preferred_date, self.preferred_time)
    }

    /// When the visit begins (Unix ms), or `None` for a stored slot this version cannot read.
    pub fn visit_at(&self) -> Option<i64> {
        let date = clinic_core::date::Date::parse(&self.preferred_date)?;
        let time = clinic_core::date::TimeOfDay::parse(&self.preferred_time)?;
        Some(date.clinic_unix_ms(time.minutes()))
    }

    /// Whether `contact` is this booking's e-mail (any case) or phone (by digits).
    pub fn matches_contact(&self, contact: &str) -> bool {
        let contact = contact.trim();
        if contact.is_empty() {
            return false;
        }
        if contact.contains('@') {
            return contact.to_lowercase() == self.email_normalized;
        }
        let digits = clinic_core::validate::phone_digits(contact);
        digits.len() >= 7 && digits == self.phone_digits
    }
}

const BOOKING_COLUMNS: &str = "code, status, branch, preferred_date, preferred_time, tumor_type, name, email, \
     email_normalized, phone_digits, lang, time_zone, reminder_sent_for, verification, verify_until";

/// A stored value this version cannot read: the row is refused rather than guessed at.
fn unreadable(column: &str, value: &str) -> sqlx::Error {
    sqlx::Error::Decode(format!("bookings.{column} holds {value:?}").into())
}

fn booking_from(row: &sqlx::any::AnyRow) -> Result<BookingRow, sqlx::Error> {
    let code: String = row.try_get("code")?;
    let status: String = row.try_get("status")?;
    let branch: String = row.try_get("branch")?;
    Ok(BookingRow {
        code: ConfirmationCode::parse(&code).ok_or_else(|| unreadable("code", &code))?,
        status: BookingStatus::parse(&status).ok_or_else(|| unreadable("status", &status))?,
        branch: Branch::parse(&branch).ok_or_else(|| unreadable("branch", &branch))?,
        preferred_date: row.try_get("preferred_date")?,
        preferred_time: row.try_get("preferred_time")?,
        tumor_type: row.try_get("tumor_type")?,
        name: row.try_get("name")?,
        email: row.try_get("email")?,
        email_normalized: row.try_get("email_normalized")?,
        phone_digits: row.try_get("phone_digits")?,
        lang: row.try_get("lang")?,
        time_zone: row.try_get("time_zone")?,
        reminder_sent_for: row.try_get("reminder_sent_for")?,
        verification: row
            .try_get::<Option<String>, _>("verification")?
            .as_deref()
            .and_then(super::verify::Verification::parse),
        verify_until: row.try_get("verify_until")?,
    })
}

/// A booking by its code (not logged: with the contact it opens the booking).
#[tracing::instrument(skip_all)]
pub async fn find_booking<'e, E>(db: E, code: &ConfirmationCode) -> Result<Option<BookingRow>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let sql = format!("SELECT {BOOKING_COLUMNS} FROM bookings WHERE code = $1");
    match sqlx::query(&sql).bind(code.canonical()).fetch_optional(db).await? {
        Some(row) => Ok(Some(booking_from(&row)?)),
        None => Ok(None),
    }
}

/// Many bookings by canonical code, in one query.
pub async fn find_bookings(
    db: &Db,
    codes: &[&str],
) -> Result<std::collections::HashMap<String, BookingRow>, sqlx::Error> {
    let mut out = std::collections::HashMap::new();
    for chunk in codes.chunks(500) {
        let sql = format!(
            "SELECT {BOOKING_COLUMNS} FROM bookings WHERE code IN ({})",
            super::params(db.backend, 1, chunk.len())
        );
        let mut q = sqlx::query(&sql);
        for c in chunk {
            q = q.bind(*c);
        }
        for row in q.fetch_all(&db.pool).await? {
            let b = booking_from(&row)?;
            out.insert(b.code.canonical().to_string(), b);
        }
    }
    Ok(out)
}

/// What an Idempotency-Key holds: the request's fingerprint, whether it was answered
/// ([`super::job::KEY_ANSWERED`]) and the kept outcome.
pub struct StoredAnswer {
    pub fingerprint: String,
    pub status: i64,
    pub body: String,
}

/// The answer stored under an Idempotency-Key.
pub async fn find_idempotent<'e, E>(db: E, key: &str) -> Result<Option<StoredAnswer>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let row = sqlx::query("SELECT fingerprint, status, body FROM idempotency_keys WHERE idem_key = $1")
        .bind(key)
        .fetch_optional(db)
        .await?;
    match row {
        Some(r) => Ok(Some(StoredAnswer {
            fingerprint: r.try_get("fingerprint")?,
            status: r.try_get("status")?,
            body: r.try_get("body")?,
        })),
        None => Ok(None),
    }
}

/// The most idempotency keys one pruning pass forgets.
pub const PRUNE_ROWS: u64 = 5_000;

/// Forgets idempotency keys older than `before` (Unix ms).
/// At most [`PRUNE_ROWS`] at a time, so one pass never holds up a batch of bookings for long.
pub async fn prune_idempotency(conn: &mut sqlx::AnyConnection, before: i64) -> Result<u64, sqlx::Error> {
    let sql = format!("DELETE FROM idempotency_keys WHERE idem_key IN (SELECT idem_key FROM idempotency_keys WHERE created_at < $1 LIMIT {PRUNE_ROWS})");
    Ok(sqlx::query(&sql).bind(before).execute(&mut *conn).await?.rows_affected())
}

/// One message waiting in the outbox.
#[derive(Debug, Clone)]
pub struct OutboxRow {
    pub id: i64,
    /// `None` for a kind this version does not know (nothing to send; it is marked handled).
    pub kind: Option<OutboxKind>,
    pub ref_id: String,
    pub lang: String,
    pub attempts: i64,
}

/// Messages due for (another) delivery attempt.
pub async fn due_outbox(db: &Db, now: i64, limit: i64) -> Result<Vec<OutboxRow>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, kind, ref_id, lang, attempts FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1 ORDER BY id LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(OutboxRow {
                id: r.try_get("id")?,
                kind: OutboxKind::parse(r.try_get::<String, _>("kind")?.as_str()),
                ref_id: r.try_get("ref_id")?,
                lang: r.try_get("lang")?,
                attempts: r.try_get("attempts")?,
            })
        })
        .collect()
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
         RETURNING id, kind, ref_id, lang, attempts"
    );
    let rows = sqlx::query(&sql).bind(now + lease_ms).bind(now).bind(limit).fetch_all(&mut *conn).await?;
    let mut claimed = rows
        .iter()
        .map(|r| {
            Ok(OutboxRow {
                id: r.try_get("id")?,
                kind: OutboxKind::parse(r.try_get::<String, _>("kind")?.as_str()),
                ref_id: r.try_get("ref_id")?,
                lang: r.try_get("lang")?,
                attempts: r.try_get("attempts")?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    claimed.sort_by_key(|r| r.id);
    Ok(claimed)
}

/// A delivery attempt that failed, and when to try again.
#[derive(Debug, Clone)]
pub struct FailedDelivery {
    pub id: i64,
    pub next_attempt_at: i64,
    pub error: String,
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
/// (it is the booking's or the inquiry's), so this follows each message to what it announced; it
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
    let inquiry_kinds = quoted(OutboxKind::ALL.into_iter().filter(|k| counted(k) && !k.is_booking()).collect());
    let backend = db.backend;
    for chunk in addresses.chunks(200) {
        let n = chunk.len();
        let sql = format!(
            "SELECT LOWER(b.email) AS addr FROM outbox o JOIN bookings b ON b.code = o.ref_id \
             WHERE o.sent_at >= {} AND o.last_error IS NULL AND o.kind IN ({booking_kinds}) AND LOWER(b.email) IN ({}) \
             UNION ALL \
             SELECT LOWER(i.email) AS addr FROM outbox o JOIN inquiries i ON i.id = o.ref_id \
             WHERE o.sent_at >= {} AND o.last_error IS NULL AND o.kind IN ({inquiry_kinds}) AND LOWER(i.email) IN ({})",
            super::param(backend, 1),
            super::params(backend, 2, n),
            super::param(backend, n + 2),
            super::params(backend, n + 3, n),
        );
        let mut q = sqlx::query(&sql).bind(since);
        for a in chunk {
            q = q.bind(a);
        }
        q = q.bind(since);
        for a in chunk {
            q = q.bind(a);
        }
        for row in q.fetch_all(&db.pool).await? {
            *counts.entry(row.try_get::<String, _>("addr")?).or_insert(0) += 1;
        }
    }
    Ok(counts)
}

/// Records a failed attempt and when to try again.
pub async fn mark_failed(conn: &mut sqlx::AnyConnection, failed: &FailedDelivery) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2 WHERE id = $3")
        .bind(failed.next_attempt_at)
        .bind(&failed.error)
        .bind(failed.id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// An inquiry's recipient data for its acknowledgement.
pub struct InquiryRow {
    pub name: String,
    pub email: String,
    /// For staff views; never written into an e-mail (the sender typed it, and the address is unproven).
    pub subject: String,
}

/// An inquiry by id.
pub async fn find_inquiry(db: &Db, id: &str) -> Result<Option<InquiryRow>, sqlx::Error> {
    let row = sqlx::query("SELECT name, email, subject FROM inquiries WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    match row {
        Some(r) => Ok(Some(InquiryRow {
            name: r.try_get("name")?,
            email: r.try_get("email")?,
            subject: r.try_get("subject")?,
        })),
        None => Ok(None),
    }
}

/// Counts rows of a table (for tests, readiness and the durability check).
pub async fn count(db: &Db, table: &str) -> Result<i64, sqlx::Error> {
    let allowed = [
        "bookings",
        "inquiries",
        "assessments",
        "assessment_photos",
        "outbox",
        "idempotency_keys",
        "audit_log",
        "staff_users",
        "staff_sessions",
    ];
    if !allowed.contains(&table) {
        return Err(sqlx::Error::Protocol(format!("unknown table {table}")));
    }
    let row = sqlx::query(&format!("SELECT COUNT(*) AS n FROM {table}")).fetch_one(&db.pool).await?;
    row.try_get("n")
}
