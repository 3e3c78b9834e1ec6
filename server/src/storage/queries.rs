//! Read queries and the rows they return, and the idempotency keys' pruning that the writer runs
//! inside its batch transaction. The outbox's statements are [`super::outbox`]'s.

use super::Db;
use clinic_core::code::ConfirmationCode;
use clinic_core::model::{BookingStatus, Branch};
use serde::{Deserialize, Serialize};
use sqlx::Row;

/// Where a booking stands with its e-mail check.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Verification {
    /// Waiting for the patient's link; the seat is held until the hold ends.
    Unverified,
    /// The patient opened the link and confirmed.
    Verified,
    /// Not confirmed in time: the booking was cancelled and its seat freed.
    Expired,
}

impl Verification {
    /// The name stored in `bookings.verification`.
    pub fn as_str(self) -> &'static str {
        match self {
            Verification::Unverified => "unverified",
            Verification::Verified => "verified",
            Verification::Expired => "expired",
        }
    }

    /// Reads a stored value; `None` for no check (or a value this version does not know).
    pub fn parse(s: &str) -> Option<Verification> {
        [Verification::Unverified, Verification::Verified, Verification::Expired].into_iter().find(|v| v.as_str() == s)
    }
}

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
    /// The smallest reminder offset (hours) handled for `reminder_sent_for` (`None`: queued when there
    /// was one reminder per visit).
    pub reminder_offset_hours: Option<i64>,
    /// When (Unix ms) the patient answered a reminder with "I will come", and for which visit.
    pub attendance_confirmed_at: Option<i64>,
    pub attendance_confirmed_for: Option<String>,
    /// Its e-mail check, when one was asked (`CLINIC_VERIFY_EMAIL`).
    pub verification: Option<Verification>,
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

    /// When the patient confirmed they will come to the visit as it stands (a confirmation given for a
    /// time the booking has left does not count).
    pub fn attendance_confirmed(&self) -> Option<i64> {
        self.attendance_confirmed_at.filter(|_| self.attendance_confirmed_for.as_deref() == Some(&self.visit_key()))
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
     email_normalized, phone_digits, lang, time_zone, reminder_sent_for, reminder_offset_hours, attendance_confirmed_at, \
     attendance_confirmed_for, verification, verify_until";

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
        reminder_offset_hours: row.try_get("reminder_offset_hours")?,
        attendance_confirmed_at: row.try_get("attendance_confirmed_at")?,
        attendance_confirmed_for: row.try_get("attendance_confirmed_for")?,
        verification: row.try_get::<Option<String>, _>("verification")?.as_deref().and_then(Verification::parse),
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

/// An inquiry's recipient data for its acknowledgement.
pub struct InquiryRow {
    pub name: String,
    pub email: String,
    /// For staff views; never written into an e-mail (the sender typed it, and the address is unproven).
    pub subject: String,
}

/// An inquiry by id.
/// A booking's search text as stored (name, e-mail as stored, phone digits), by canonical code.
pub async fn booking_search_text(db: &Db, code: &str) -> Result<Option<[String; 3]>, sqlx::Error> {
    let row = sqlx::query("SELECT name, email_normalized, phone_digits FROM bookings WHERE code = $1")
        .bind(code)
        .fetch_optional(&db.pool)
        .await?;
    row.map(|r| Ok([r.try_get("name")?, r.try_get("email_normalized")?, r.try_get("phone_digits")?])).transpose()
}

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
