//! The rows retention and erasure touch (docs/retention.md): which submissions are due, which belong
//! to one patient, and emptying them. A purged row keeps what names nobody (status, branch, day,
//! language, kind of tumour, triage urgency, times) so the dashboard's counts and figures stay whole;
//! everything that names or describes the patient in their own words goes.

use super::{seats, StorageError};
use clinic_core::date::Date;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

const DAY_MS: i64 = 86_400_000;

/// What a purge or an erasure emptied.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, utoipa::ToSchema)]
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
    /// Waitlist entries deleted, with their offers (a held seat goes back).
    #[cfg_attr(test, ts(type = "number"))]
    pub waitlist: i64,
    /// Bookings' health questions deleted (answers, flags, review, sheet acknowledgements).
    #[cfg_attr(test, ts(type = "number"))]
    pub health_answers: i64,
    /// Answers to aftercare check-ins deleted.
    #[cfg_attr(test, ts(type = "number"))]
    pub aftercare_answers: i64,
}

/// The submissions one purge or erasure touches, by id, and the stored photos among them.
#[derive(Debug, Default, Clone)]
pub struct Targets {
    pub bookings: Vec<String>,
    pub inquiries: Vec<String>,
    pub assessments: Vec<String>,
    /// Object paths in the upload store. [`empty`] deletes the rows of these paths only: the caller
    /// leaves out a photo the store could not delete, so its row stays and a later purge tries again.
    pub photos: Vec<String>,
    /// Waitlist entries, by id.
    pub waitlist: Vec<String>,
    /// The bookings among `bookings` with health questions (sent or draft), by code.
    pub health_answers: Vec<String>,
    /// How many aftercare answers the bookings have.
    pub aftercare_answers: i64,
    /// Health questions never sent whose visit day has passed or whose booking closed (a purge
    /// only): the draft served only that visit.
    pub stale_drafts: Vec<String>,
}

impl Targets {
    /// Whether there is nothing to empty.
    pub fn is_empty(&self) -> bool {
        self.bookings.is_empty()
            && self.inquiries.is_empty()
            && self.assessments.is_empty()
            && self.photos.is_empty()
            && self.waitlist.is_empty()
            && self.stale_drafts.is_empty()
    }

    /// How much these targets would empty (the erasure's preview).
    pub fn counts(&self) -> Removed {
        Removed {
            bookings: self.bookings.len() as i64,
            inquiries: self.inquiries.len() as i64,
            assessments: self.assessments.len() as i64,
            photos: self.photos.len() as i64,
            waitlist: self.waitlist.len() as i64,
            health_answers: self.health_answers.len() as i64,
            aftercare_answers: self.aftercare_answers,
        }
    }
}

/// How long closed submissions keep their personal data, in days.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Periods {
    /// After the visit day of a completed, missed or cancelled booking (`CLINIC_RETAIN_BOOKING_DAYS`).
    #[cfg_attr(test, ts(type = "number"))]
    pub booking_days: i64,
    /// After an inquiry was answered or closed: staff's last action on it (`CLINIC_RETAIN_INQUIRY_DAYS`).
    #[cfg_attr(test, ts(type = "number"))]
    pub inquiry_days: i64,
    /// After a self-assessment was reviewed or closed, photos included (`CLINIC_RETAIN_ASSESSMENT_DAYS`).
    #[cfg_attr(test, ts(type = "number"))]
    pub assessment_days: i64,
    /// After a waitlist entry's day, or after it ended (booked or lapsed), whichever is first; the
    /// entry and its offers are deleted (`CLINIC_RETAIN_WAITLIST_DAYS`).
    #[cfg_attr(test, ts(type = "number"))]
    pub waitlist_days: i64,
}

impl Default for Periods {
    /// Two years for bookings (a returning patient's history), one for inquiries and assessments,
    /// thirty days for the waitlist (long enough to answer a question about a missed offer).
    fn default() -> Periods {
        Periods { booking_days: 730, inquiry_days: 365, assessment_days: 365, waitlist_days: 30 }
    }
}

impl Periods {
    /// The cut-offs the purge applies.
    pub fn cutoffs(self) -> Cutoffs {
        Cutoffs {
            booking_days: self.booking_days,
            inquiry_days: self.inquiry_days,
            assessment_days: self.assessment_days,
            waitlist_days: self.waitlist_days,
        }
    }
}

/// How long each kind keeps its personal data once closed, in days.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cutoffs {
    pub booking_days: i64,
    pub inquiry_days: i64,
    pub assessment_days: i64,
    pub waitlist_days: i64,
}

async fn strings(conn: &mut AnyConnection, sql: &str, bind: Bind<'_>) -> Result<Vec<String>, sqlx::Error> {
    let q = sqlx::query(sql);
    let q = match bind {
        Bind::Int(i) => q.bind(i),
        Bind::Text(t) => q.bind(t.to_string()),
    };
    q.fetch_all(&mut *conn).await?.iter().map(|r| r.try_get::<String, _>(0)).collect()
}

enum Bind<'a> {
    Int(i64),
    Text(&'a str),
}

async fn photo_paths(conn: &mut AnyConnection, assessments: &[String]) -> Result<Vec<String>, sqlx::Error> {
    let mut paths = Vec::new();
    for id in assessments {
        paths.extend(
            strings(conn, "SELECT object_path FROM assessment_photos WHERE assessment_id = $1", Bind::Text(id)).await?,
        );
    }
    Ok(paths)
}

/// What the bookings' visits hold besides the booking: which have health questions, how many
/// aftercare answers, and the intake photos' paths.
async fn visit_data(conn: &mut AnyConnection, t: &mut Targets) -> Result<(), sqlx::Error> {
    for code in &t.bookings {
        if let Some(r) =
            sqlx::query("SELECT photo_key FROM intakes WHERE code = $1").bind(code).fetch_optional(&mut *conn).await?
        {
            t.health_answers.push(code.clone());
            let photo: String = r.try_get("photo_key")?;
            if !photo.is_empty() {
                t.photos.push(photo);
            }
        }
        let n = sqlx::query("SELECT COUNT(*) AS n FROM aftercare_answers WHERE code = $1")
            .bind(code)
            .fetch_one(&mut *conn)
            .await?;
        t.aftercare_answers += n.try_get::<i64, _>("n")?;
    }
    Ok(())
}

/// Deletes what a booking's visit holds besides the booking: the health questions (kept, emptied,
/// only while their photo is still in the store: the photo's own deletion removes the row), the
/// nudges, sheet acknowledgements, aftercare and its answers. Returns (health answers, aftercare
/// answers) removed.
async fn forget_visit(conn: &mut AnyConnection, code: &str) -> Result<(i64, i64), sqlx::Error> {
    let emptied = sqlx::query(
        "UPDATE intakes SET answers = '{}', flags = '', review_note = NULL, reviewed_by = NULL WHERE code = $1",
    )
    .bind(code)
    .execute(&mut *conn)
    .await?
    .rows_affected() as i64;
    sqlx::query("DELETE FROM intakes WHERE code = $1 AND photo_key = ''").bind(code).execute(&mut *conn).await?;
    for table in ["intake_nudges", "sheet_acknowledgements", "aftercare", "aftercare_checkins"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE code = $1")).bind(code).execute(&mut *conn).await?;
    }
    let answers = sqlx::query("DELETE FROM aftercare_answers WHERE code = $1")
        .bind(code)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    Ok((emptied, answers as i64))
}

/// Submissions past their period at `now` whose data is still there: a booking whose visit day is
/// past the period, whatever its status (the privacy notice promises "2 years after the visit day";
/// a booking nobody marked after its day serves no one); an inquiry answered or closed, an assessment
/// reviewed or closed (counted from staff's last action on it, as the notice promises, else from
/// receipt). An inquiry or assessment still open is never due: staff still have to act on it.
pub async fn due(conn: &mut AnyConnection, periods: Cutoffs, now: i64) -> Result<Targets, sqlx::Error> {
    let booking_cutoff = Date::clinic_today(now).add_days(-(periods.booking_days as i32)).to_string();
    let bookings = strings(
        conn,
        "SELECT code FROM bookings WHERE purged_at IS NULL AND preferred_date < $1 ORDER BY code",
        Bind::Text(&booking_cutoff),
    )
    .await?;
    let inquiries = strings(
        conn,
        "SELECT id FROM inquiries t WHERE purged_at IS NULL AND status IN ('answered', 'closed') \
         AND COALESCE((SELECT MAX(e.at) FROM submission_events e WHERE e.kind = 'inquiry' AND e.submission_id = t.id), \
         t.received_at) < $1 ORDER BY id",
        Bind::Int(now - periods.inquiry_days * DAY_MS),
    )
    .await?;
    let assessments = strings(
        conn,
        "SELECT id FROM assessments t WHERE purged_at IS NULL AND status IN ('reviewed', 'closed') \
         AND COALESCE((SELECT MAX(e.at) FROM submission_events e WHERE e.kind = 'assessment' \
         AND e.submission_id = t.id), t.created_at) < $1 ORDER BY id",
        Bind::Int(now - periods.assessment_days * DAY_MS),
    )
    .await?;
    let mut photos = photo_paths(conn, &assessments).await?;
    // Photos of assessments purged already whose deletion from the store failed then: tried again.
    let left = sqlx::query(
        "SELECT p.object_path FROM assessment_photos p JOIN assessments a ON a.id = p.assessment_id \
         WHERE a.purged_at IS NOT NULL ORDER BY p.object_path",
    )
    .fetch_all(&mut *conn)
    .await?;
    for r in &left {
        photos.push(r.try_get::<String, _>(0)?);
    }
    // Intake photos of bookings purged already whose deletion from the store failed then: tried again.
    let left = sqlx::query(
        "SELECT i.photo_key FROM intakes i JOIN bookings b ON b.code = i.code \
         WHERE b.purged_at IS NOT NULL AND i.photo_key <> '' ORDER BY i.photo_key",
    )
    .fetch_all(&mut *conn)
    .await?;
    for r in &left {
        photos.push(r.try_get::<String, _>(0)?);
    }
    // A waitlist entry is only worth keeping while its day can still get a seat: it goes once its day
    // is that long past, or once it ended (booked: the booking keeps what the clinic needs; lapsed)
    // that long ago, whichever comes first.
    let waitlist_cutoff = Date::clinic_today(now).add_days(-(periods.waitlist_days as i32)).to_string();
    let waitlist = sqlx::query(
        "SELECT id FROM waitlist_entries WHERE wait_date < $1 \
         OR (status IN ('booked', 'lapsed') AND updated_at < $2) ORDER BY id",
    )
    .bind(waitlist_cutoff)
    .bind(now - periods.waitlist_days * DAY_MS)
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .map(|r| r.try_get::<String, _>(0))
    .collect::<Result<Vec<_>, _>>()?;
    let mut t = Targets { bookings, inquiries, assessments, photos, waitlist, ..Targets::default() };
    visit_data(conn, &mut t).await?;
    // Drafts of the health questions never sent: gone once their visit day has passed or the
    // booking closed, with their photo.
    let drafts = sqlx::query(
        "SELECT i.code, i.photo_key FROM intakes i JOIN bookings b ON b.code = i.code \
         WHERE i.submitted_at IS NULL AND b.purged_at IS NULL \
         AND (b.status NOT IN ('pending', 'confirmed') OR b.preferred_date < $1) ORDER BY i.code",
    )
    .bind(Date::clinic_today(now).to_string())
    .fetch_all(&mut *conn)
    .await?;
    for r in &drafts {
        let (code, photo): (String, String) = (r.try_get("code")?, r.try_get("photo_key")?);
        if t.bookings.contains(&code) {
            continue;
        }
        if !photo.is_empty() {
            t.photos.push(photo);
        }
        t.stale_drafts.push(code);
    }
    Ok(t)
}

/// Whom an erasure request names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contact {
    /// Trimmed and lower-cased.
    Email(String),
    /// Digits only, at least 7.
    Phone(String),
}

impl Contact {
    /// An e-mail address (any case) or a phone number (any spelling, at least 7 digits).
    pub fn email(text: &str) -> Option<Contact> {
        let text = text.trim();
        clinic_core::validate::is_valid_email(text).then(|| Contact::Email(text.to_lowercase()))
    }

    pub fn phone(text: &str) -> Option<Contact> {
        let digits = clinic_core::validate::phone_digits(text);
        (digits.len() >= 7).then_some(Contact::Phone(digits))
    }

    /// `email` or `phone`, for the audit log (which never holds the contact itself).
    pub fn kind(&self) -> &'static str {
        match self {
            Contact::Email(_) => "email",
            Contact::Phone(_) => "phone",
        }
    }
}

/// Every submission of one patient, found by e-mail (any case) or phone (by its digits), purged or not.
pub async fn of_patient(conn: &mut AnyConnection, contact: &Contact) -> Result<Targets, sqlx::Error> {
    let mut t = Targets::default();
    match contact {
        Contact::Email(e) => {
            t.bookings =
                strings(conn, "SELECT code FROM bookings WHERE email_normalized = $1 ORDER BY code", Bind::Text(e))
                    .await?;
            t.inquiries =
                strings(conn, "SELECT id FROM inquiries WHERE LOWER(TRIM(email)) = $1 ORDER BY id", Bind::Text(e))
                    .await?;
            t.assessments =
                strings(conn, "SELECT id FROM assessments WHERE LOWER(TRIM(email)) = $1 ORDER BY id", Bind::Text(e))
                    .await?;
            t.waitlist = strings(
                conn,
                "SELECT id FROM waitlist_entries WHERE LOWER(TRIM(email)) = $1 ORDER BY id",
                Bind::Text(e),
            )
            .await?;
        }
        Contact::Phone(digits) => {
            t.bookings =
                strings(conn, "SELECT code FROM bookings WHERE phone_digits = $1 ORDER BY code", Bind::Text(digits))
                    .await?;
            t.inquiries =
                strings(conn, "SELECT id FROM inquiries WHERE phone_digits = $1 ORDER BY id", Bind::Text(digits))
                    .await?;
            // Assessments ask for no phone number.
            let rows = sqlx::query("SELECT id, phone FROM waitlist_entries ORDER BY id").fetch_all(&mut *conn).await?;
            for r in rows {
                let phone: String = r.try_get("phone")?;
                if clinic_core::validate::phone_digits(&phone) == *digits {
                    t.waitlist.push(r.try_get("id")?);
                }
            }
        }
    }
    t.photos = photo_paths(conn, &t.assessments).await?;
    visit_data(conn, &mut t).await?;
    Ok(t)
}

/// Empties the personal data of `t`, in the caller's transaction. A booking still pending or
/// confirmed (only an erasure reaches one) is cancelled and its seat freed, and messages not yet sent
/// about any of them are dropped: there is nobody left to send them to.
pub async fn empty(conn: &mut AnyConnection, t: &Targets, now: i64) -> Result<Removed, StorageError> {
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
            seats::free(conn, &b, &d, &tm).await?;
        }
        removed.bookings += sqlx::query(
            "UPDATE bookings SET name = '', phone = '', phone_digits = '', email = '', email_normalized = '', email_key = NULL, client_network = NULL, \
             location = NULL, size = NULL, message = NULL, \
             status = CASE WHEN status IN ('pending', 'confirmed') THEN 'cancelled' ELSE status END, \
             purged_at = $1, updated_at = $1 WHERE code = $2",
        )
        .bind(now)
        .bind(code)
        .execute(&mut *conn)
        .await?
        .rows_affected() as i64;
        forget(conn, "booking", code).await?;
        let (health, aftercare) = forget_visit(conn, code).await?;
        removed.health_answers += health;
        removed.aftercare_answers += aftercare;
    }
    for id in &t.inquiries {
        removed.inquiries += sqlx::query(
            "UPDATE inquiries SET name = '', email = '', phone = NULL, phone_digits = '', subject = '', message = '', purged_at = $1 \
             WHERE id = $2",
        )
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?
        .rows_affected() as i64;
        forget(conn, "inquiry", id).await?;
    }
    for code in &t.stale_drafts {
        // Emptied; the row itself goes with its photo below (or now, when it has none).
        removed.health_answers +=
            sqlx::query("UPDATE intakes SET answers = '{}' WHERE code = $1 AND submitted_at IS NULL")
                .bind(code)
                .execute(&mut *conn)
                .await?
                .rows_affected() as i64;
        sqlx::query("DELETE FROM intakes WHERE code = $1 AND submitted_at IS NULL AND photo_key = ''")
            .bind(code)
            .execute(&mut *conn)
            .await?;
    }
    for path in &t.photos {
        removed.photos += sqlx::query("DELETE FROM assessment_photos WHERE object_path = $1")
            .bind(path)
            .execute(&mut *conn)
            .await?
            .rows_affected() as i64;
        // An intake's photo: its (emptied) row goes with it.
        removed.photos += sqlx::query("DELETE FROM intakes WHERE photo_key = $1")
            .bind(path)
            .execute(&mut *conn)
            .await?
            .rows_affected() as i64;
    }
    for id in &t.assessments {
        removed.assessments +=
            sqlx::query("UPDATE assessments SET answers = '{}', email = NULL, purged_at = $1 WHERE id = $2")
                .bind(now)
                .bind(id)
                .execute(&mut *conn)
                .await?
                .rows_affected() as i64;
        forget(conn, "assessment", id).await?;
    }
    for id in &t.waitlist {
        removed.waitlist += delete_waitlist_entry(conn, id).await?;
    }
    Ok(removed)
}

/// Deletes a waitlist entry and its offers (they hold nothing a figure needs). A seat still held for
/// the patient goes back through [`seats::release`], and an offer's message not yet sent is dropped.
async fn delete_waitlist_entry(conn: &mut AnyConnection, id: &str) -> Result<i64, sqlx::Error> {
    let held =
        sqlx::query("SELECT branch, slot_date, slot_time FROM waitlist_offers WHERE entry_id = $1 AND status = 'held'")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    for r in &held {
        let (b, d, tm): (String, String, String) =
            (r.try_get("branch")?, r.try_get("slot_date")?, r.try_get("slot_time")?);
        seats::release(conn, &b, &d, &tm).await?;
    }
    sqlx::query(
        "DELETE FROM outbox WHERE sent_at IS NULL AND ref_id IN (SELECT id FROM waitlist_offers WHERE entry_id = $1)",
    )
    .bind(id)
    .execute(&mut *conn)
    .await?;
    sqlx::query("DELETE FROM waitlist_offers WHERE entry_id = $1").bind(id).execute(&mut *conn).await?;
    Ok(sqlx::query("DELETE FROM waitlist_entries WHERE id = $1").bind(id).execute(&mut *conn).await?.rows_affected()
        as i64)
}

/// Staff's free text about a submission (replies, clinicians' notes, reasons) goes with it, and so do
/// the messages about it still waiting in the outbox.
async fn forget(conn: &mut AnyConnection, kind: &str, id: &str) -> Result<(), sqlx::Error> {
    if kind == "booking" {
        // The patient's LINE user id or WhatsApp number goes with the booking.
        sqlx::query("DELETE FROM reminder_channels WHERE code = $1").bind(id).execute(&mut *conn).await?;
        // Messages about its visit not sent yet: reminders and the nudge (`CODE@visit`), check-ins
        // (`CODE#day`), and staff's alert of an aftercare worry (the answer's id).
        sqlx::query(
            "DELETE FROM outbox WHERE sent_at IS NULL AND (ref_id LIKE $1 || '@%' OR ref_id LIKE $1 || '#%' \
             OR (kind = 'staff_aftercare_worry' AND ref_id IN (SELECT a.id FROM aftercare_answers a WHERE a.code = $1)))",
        )
        .bind(id)
        .execute(&mut *conn)
        .await?;
    }
    sqlx::query("UPDATE submission_events SET note = NULL WHERE kind = $1 AND submission_id = $2")
        .bind(kind)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    // Patient messages name the submission, or (after a staff change) the history event.
    sqlx::query(
        "DELETE FROM outbox WHERE sent_at IS NULL AND (ref_id = $1 OR ref_id IN \
         (SELECT id FROM submission_events WHERE kind = $2 AND submission_id = $1))",
    )
    .bind(id)
    .bind(kind)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Forgets the client network of bookings that no longer count against the open-booking limit
/// ([`super::open_limits`]): cancelled, completed or missed, or whose day is before `today`; and of
/// waitlist entries that no longer count (booked, lapsed, or their day is before `today`). The
/// network (an IP address) served only that limit. Returns how many were cleared. On SQLite the
/// counts of open bookings of days before `today` go too.
pub async fn forget_networks(conn: &mut AnyConnection, today: Date) -> Result<u64, sqlx::Error> {
    let bookings = sqlx::query(
        "UPDATE bookings SET client_network = NULL WHERE client_network IS NOT NULL \
         AND (status NOT IN ('pending', 'confirmed') OR preferred_date < $1)",
    )
    .bind(today.to_string())
    .execute(&mut *conn)
    .await?
    .rows_affected();
    let entries = sqlx::query(
        "UPDATE waitlist_entries SET client_network = NULL WHERE client_network IS NOT NULL \
         AND (status NOT IN ('waiting', 'offered') OR wait_date < $1)",
    )
    .bind(today.to_string())
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if conn.backend_name().eq_ignore_ascii_case("sqlite") {
        // The counts of days gone by count nothing any more (a network among them): SQLite's table of
        // open bookings per holder keeps today's and later ones only (migration 0021).
        sqlx::query("DELETE FROM open_booking_counts WHERE day < $1")
            .bind(today.to_string())
            .execute(&mut *conn)
            .await?;
    }
    Ok(bookings + entries)
}
