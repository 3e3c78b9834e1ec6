//! Retention (issue 13 point 7, docs/retention.md): closed submissions keep their personal data for a
//! configured period, then a daily task (or `clinic purge`) removes it. Photos (files or S3 objects)
//! are deleted; names, contacts and every free-text field are emptied; what stays (status, branch,
//! day, language, kind of tumour, triage urgency) names nobody and keeps the dashboard's charts
//! whole. An admin can erase one patient's data across all submissions at once on request.
//!
//! Photos are deleted before the rows that name them are emptied: if the transaction then fails, the
//! next pass finds the same rows and deletes nothing twice; the other order could leave photos that
//! no row names any more, which nothing would ever delete.

use crate::audit::{self, AuditEntry};
use crate::storage::writer::Writer;
use crate::storage::{leases, Db, StorageError};
use crate::uploads::Uploads;
use clinic_core::date::Date;
use serde::Serialize;
use serde_json::json;
use sqlx::{AnyConnection, Row};

/// How long closed submissions keep their personal data, in days.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Periods {
    /// After the visit day of a completed, no-show or cancelled booking (`CLINIC_RETAIN_BOOKING_DAYS`).
    #[cfg_attr(test, ts(type = "number"))]
    pub booking_days: i64,
    /// After receipt of an answered or closed inquiry (`CLINIC_RETAIN_INQUIRY_DAYS`).
    #[cfg_attr(test, ts(type = "number"))]
    pub inquiry_days: i64,
    /// After receipt of a reviewed or closed self-assessment, photos included (`CLINIC_RETAIN_ASSESSMENT_DAYS`).
    #[cfg_attr(test, ts(type = "number"))]
    pub assessment_days: i64,
    /// After the day a waitlist entry was for (`CLINIC_RETAIN_WAITLIST_DAYS`).
    #[cfg_attr(test, ts(type = "number"))]
    pub waitlist_days: i64,
}

impl Default for Periods {
    fn default() -> Periods {
        Periods { booking_days: 730, inquiry_days: 365, assessment_days: 365, waitlist_days: 30 }
    }
}

/// What a purge or an erasure emptied.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Removed {
    #[cfg_attr(test, ts(type = "number"))]
    pub bookings: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub inquiries: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub assessments: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub photos: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub waitlist: i64,
}

/// The submissions one purge or erasure touches, by id.
#[derive(Debug, Default)]
struct Targets {
    bookings: Vec<String>,
    inquiries: Vec<String>,
    assessments: Vec<String>,
    waitlist: Vec<String>,
    photos: Vec<String>,
}

async fn ids(db: &Db, sql: &str, binds: &[Bind<'_>]) -> Result<Vec<String>, sqlx::Error> {
    let mut q = sqlx::query(sql);
    for b in binds {
        q = match b {
            Bind::Int(i) => q.bind(*i),
            Bind::Text(t) => q.bind(*t),
        };
    }
    q.fetch_all(&db.pool).await?.iter().map(|r| r.try_get::<String, _>(0)).collect()
}

enum Bind<'a> {
    Int(i64),
    Text(&'a str),
}

async fn photo_paths(db: &Db, assessments: &[String]) -> Result<Vec<String>, sqlx::Error> {
    let mut paths = Vec::new();
    for id in assessments {
        paths.extend(ids(db, "SELECT object_path FROM assessment_photos WHERE assessment_id = $1", &[Bind::Text(id)]).await?);
    }
    Ok(paths)
}

/// Closed submissions past their period whose data is still there.
async fn due(db: &Db, periods: &Periods, now: i64) -> Result<Targets, sqlx::Error> {
    let day = 86_400_000i64;
    let today = Date::clinic_today(now);
    let booking_cutoff = today.add_days(-(periods.booking_days as i32)).to_string();
    let waitlist_cutoff = today.add_days(-(periods.waitlist_days as i32)).to_string();
    let mut t = Targets {
        bookings: ids(
            db,
            "SELECT code FROM bookings WHERE purged_at IS NULL AND status IN ('completed', 'no_show', 'cancelled') \
             AND preferred_date < $1",
            &[Bind::Text(&booking_cutoff)],
        )
        .await?,
        inquiries: ids(
            db,
            "SELECT id FROM inquiries WHERE purged_at IS NULL AND status IN ('answered', 'closed') AND received_at < $1",
            &[Bind::Int(now - periods.inquiry_days * day)],
        )
        .await?,
        assessments: ids(
            db,
            "SELECT id FROM assessments WHERE purged_at IS NULL AND status IN ('reviewed', 'closed') AND created_at < $1",
            &[Bind::Int(now - periods.assessment_days * day)],
        )
        .await?,
        waitlist: ids(
            db,
            "SELECT id FROM waitlist_entries WHERE purged_at IS NULL AND status <> 'offered' AND wait_date < $1",
            &[Bind::Text(&waitlist_cutoff)],
        )
        .await?,
        photos: Vec::new(),
    };
    t.photos = photo_paths(db, &t.assessments).await?;
    Ok(t)
}

/// Everything of one patient, found by e-mail (any case) or phone (by digits).
async fn of_patient(db: &Db, contact: &Contact) -> Result<Targets, sqlx::Error> {
    let mut t = Targets::default();
    match contact {
        Contact::Email(e) => {
            let e = e.as_str();
            t.bookings = ids(db, "SELECT code FROM bookings WHERE email_normalized = $1", &[Bind::Text(e)]).await?;
            t.inquiries = ids(db, "SELECT id FROM inquiries WHERE LOWER(email) = $1", &[Bind::Text(e)]).await?;
            t.assessments = ids(db, "SELECT id FROM assessments WHERE LOWER(email) = $1", &[Bind::Text(e)]).await?;
            t.waitlist = ids(db, "SELECT id FROM waitlist_entries WHERE email_normalized = $1", &[Bind::Text(e)]).await?;
        }
        Contact::Phone(digits) => {
            let d = digits.as_str();
            t.bookings = ids(db, "SELECT code FROM bookings WHERE phone_digits = $1", &[Bind::Text(d)]).await?;
            // Inquiries keep the phone as typed: compare by digits here (erasures are rare).
            for r in sqlx::query("SELECT id, phone FROM inquiries WHERE phone IS NOT NULL").fetch_all(&db.pool).await? {
                let phone: String = r.try_get("phone")?;
                if clinic_core::validate::phone_digits(&phone) == *digits {
                    t.inquiries.push(r.try_get("id")?);
                }
            }
            t.waitlist = ids(db, "SELECT id FROM waitlist_entries WHERE phone_digits = $1", &[Bind::Text(d)]).await?;
        }
    }
    t.photos = photo_paths(db, &t.assessments).await?;
    Ok(t)
}

/// Whom an erasure request names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contact {
    /// Lower-cased.
    Email(String),
    /// Digits only, at least 7.
    Phone(String),
}

impl Contact {
    /// An e-mail (contains `@`) or a phone number (at least 7 digits); `None` for anything else.
    pub fn parse(text: &str) -> Option<Contact> {
        let text = text.trim();
        if text.contains('@') {
            return clinic_core::validate::is_valid_email(text).then(|| Contact::Email(text.to_lowercase()));
        }
        let digits = clinic_core::validate::phone_digits(text);
        (digits.len() >= 7).then_some(Contact::Phone(digits))
    }

    fn kind(&self) -> &'static str {
        match self {
            Contact::Email(_) => "email",
            Contact::Phone(_) => "phone",
        }
    }
}

/// Empties the personal data of `t` in one transaction; active bookings and waitlist holds are
/// cancelled first so their seats go back.
async fn empty(conn: &mut AnyConnection, t: &Targets, now: i64) -> Result<Removed, StorageError> {
    let mut removed = Removed::default();
    for code in &t.bookings {
        let row = sqlx::query("SELECT status, branch, preferred_date, preferred_time FROM bookings WHERE code = $1")
            .bind(code)
            .fetch_optional(&mut *conn)
            .await?;
        let Some(r) = row else { continue };
        let status: String = r.try_get("status")?;
        if matches!(status.as_str(), "pending" | "confirmed") {
            let (b, d, tm): (String, String, String) =
                (r.try_get("branch")?, r.try_get("preferred_date")?, r.try_get("preferred_time")?);
            crate::storage::waitlist::release_seat(conn, &b, &d, &tm).await?;
        }
        removed.bookings += sqlx::query(
            "UPDATE bookings SET name = '', phone = '', phone_digits = '', email = '', email_normalized = '', \
             location = NULL, size = NULL, message = NULL, \
             status = CASE WHEN status IN ('pending', 'confirmed') THEN 'cancelled' ELSE status END, \
             purged_at = $1, updated_at = $1 WHERE code = $2",
        )
        .bind(now)
        .bind(code)
        .execute(&mut *conn)
        .await?
        .rows_affected() as i64;
        clear_notes(conn, "booking", code).await?;
    }
    for id in &t.inquiries {
        removed.inquiries += sqlx::query(
            "UPDATE inquiries SET name = '', email = '', phone = NULL, subject = '', message = '', purged_at = $1 WHERE id = $2",
        )
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?
        .rows_affected() as i64;
        clear_notes(conn, "inquiry", id).await?;
    }
    for id in &t.assessments {
        removed.photos += sqlx::query("DELETE FROM assessment_photos WHERE assessment_id = $1")
            .bind(id)
            .execute(&mut *conn)
            .await?
            .rows_affected() as i64;
        removed.assessments +=
            sqlx::query("UPDATE assessments SET answers = '{}', email = NULL, purged_at = $1 WHERE id = $2")
                .bind(now)
                .bind(id)
                .execute(&mut *conn)
                .await?
                .rows_affected() as i64;
        clear_notes(conn, "assessment", id).await?;
    }
    for id in &t.waitlist {
        let held = sqlx::query("SELECT id, branch, slot_date, slot_time FROM waitlist_offers WHERE entry_id = $1 AND status = 'held'")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
        for o in &held {
            let (b, d, tm): (String, String, String) = (o.try_get("branch")?, o.try_get("slot_date")?, o.try_get("slot_time")?);
            crate::storage::waitlist::release_seat(conn, &b, &d, &tm).await?;
            sqlx::query("UPDATE waitlist_offers SET status = 'expired', closed_at = $1 WHERE id = $2")
                .bind(now)
                .bind(o.try_get::<String, _>("id")?)
                .execute(&mut *conn)
                .await?;
        }
        removed.waitlist += sqlx::query(
            "UPDATE waitlist_entries SET name = '', phone = '', phone_digits = '', email = '', email_normalized = '', \
             status = CASE WHEN status IN ('waiting', 'offered') THEN 'lapsed' ELSE status END, \
             purged_at = $1, updated_at = $1 WHERE id = $2",
        )
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?
        .rows_affected() as i64;
    }
    Ok(removed)
}

/// Staff's free text about a submission (replies, clinicians' notes, reasons) goes with it.
async fn clear_notes(conn: &mut AnyConnection, kind: &str, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE submission_events SET note = NULL WHERE kind = $1 AND submission_id = $2")
        .bind(kind)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Who asked for a purge or an erasure, for the audit log (`None`/"" for the system or the CLI).
#[derive(Debug, Clone, Default)]
pub struct Requester {
    pub actor_id: Option<String>,
    pub actor_email: String,
    pub ip: String,
    pub via: &'static str,
}

/// Purges what is past its period now: photos first, then rows, then one audit entry with the counts.
pub async fn purge(
    db: &Db,
    writer: &Writer,
    uploads: &Uploads,
    periods: &Periods,
    requester: &Requester,
    now: i64,
) -> Result<Removed, StorageError> {
    let targets = due(db, periods, now).await?;
    uploads.delete_all(&targets.photos).await;
    let periods = *periods;
    let requester = requester.clone();
    writer
        .transact(move |conn| {
            Box::pin(async move {
                let removed = empty(conn, &targets, now).await?;
                let detail = json!({"via": requester.via, "removed": removed, "periods": periods});
                audit::append(
                    conn,
                    &AuditEntry {
                        actor_id: requester.actor_id.as_deref(),
                        actor_email: &requester.actor_email,
                        action: "retention.purge",
                        target_kind: "",
                        target_id: "",
                        ip: &requester.ip,
                        detail,
                    },
                )
                .await?;
                Ok(removed)
            })
        })
        .await
}

/// Erases one patient's personal data across every submission. The audit entry says how much and
/// by which kind of contact, never the contact itself nor anything about their health.
pub async fn erase(
    db: &Db,
    writer: &Writer,
    uploads: &Uploads,
    contact: &Contact,
    requester: &Requester,
    now: i64,
) -> Result<Removed, StorageError> {
    let targets = of_patient(db, contact).await?;
    uploads.delete_all(&targets.photos).await;
    let by = contact.kind();
    let requester = requester.clone();
    writer
        .transact(move |conn| {
            Box::pin(async move {
                let removed = empty(conn, &targets, now).await?;
                let detail = json!({"via": requester.via, "by": by, "removed": removed});
                audit::append(
                    conn,
                    &AuditEntry {
                        actor_id: requester.actor_id.as_deref(),
                        actor_email: &requester.actor_email,
                        action: "patient.erase",
                        target_kind: "patient",
                        target_id: "",
                        ip: &requester.ip,
                        detail,
                    },
                )
                .await?;
                Ok(removed)
            })
        })
        .await
}

/// How long one instance keeps the daily purge once it took it: a day, so it runs once a day
/// whatever the number of instances.
const DAY_MS: i64 = 86_400_000;

/// Runs the daily purge when this instance wins the day's lease. Returns what it removed, or `None`
/// when another instance has the day.
pub async fn daily(
    db: &Db,
    writer: &Writer,
    uploads: &Uploads,
    periods: &Periods,
    holder: &str,
    now: i64,
) -> Result<Option<Removed>, StorageError> {
    let holder_owned = holder.to_string();
    let won = writer
        .transact(move |conn| {
            Box::pin(async move { Ok(leases::claim(conn, "retention", &holder_owned, now, now + DAY_MS).await?) })
        })
        .await?;
    if !won {
        return Ok(None);
    }
    let requester = Requester { via: "daily", ..Requester::default() };
    Ok(Some(purge(db, writer, uploads, periods, &requester, now).await?))
}
