//! A booking's pre-visit health questions (`intakes`) and the acknowledgements of its information
//! sheet (`sheet_acknowledgements`), as the patient's signed link writes them (`routes/intake.rs`).
//!
//! The answers are kept as the patient last saved them (the JSON of the core's `IntakeRequest`),
//! then sent once: a sent row never changes again here (staff review it; a patient who needs a change
//! calls the branch). Every write re-reads the booking in its own transaction, so a draft is never
//! saved for a cancelled booking or after the visit began, whatever the link still says. The writes
//! are few and small (a patient's autosave every few seconds at most), so they run as transactions of
//! their own on the writer ([`super::writer::Writer::transact`]), like a reminder's one-tap answer.

use super::queries;
use clinic_core::code::ConfirmationCode;
use clinic_core::model::BookingStatus;
use sqlx::{AnyConnection, Row};

/// A booking's stored answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IntakeRow {
    /// JSON of `clinic_core::validate::IntakeRequest`, as last saved or as sent.
    pub answers: String,
    /// When they were sent (`None`: still a draft).
    pub submitted_at: Option<i64>,
    /// The flags raised when sent (`clinic_core::intake::flags_to_string`).
    pub flags: String,
    pub consent_at: Option<i64>,
    pub notice_version: Option<String>,
    /// The photo's key in the upload store (`""`: none).
    pub photo_key: String,
    pub updated_at: i64,
}

const COLUMNS: &str = "answers, submitted_at, flags, consent_at, notice_version, photo_key, updated_at";

fn row_from(r: &sqlx::any::AnyRow) -> Result<IntakeRow, sqlx::Error> {
    Ok(IntakeRow {
        answers: r.try_get("answers")?,
        submitted_at: r.try_get("submitted_at")?,
        flags: r.try_get("flags")?,
        consent_at: r.try_get("consent_at")?,
        notice_version: r.try_get("notice_version")?,
        photo_key: r.try_get("photo_key")?,
        updated_at: r.try_get("updated_at")?,
    })
}

/// The answers stored for booking `code` (canonical), if any.
#[tracing::instrument(skip_all)]
pub async fn find<'e, E>(db: E, code: &str) -> Result<Option<IntakeRow>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let sql = format!("SELECT {COLUMNS} FROM intakes WHERE code = $1");
    match sqlx::query(&sql).bind(code).fetch_optional(db).await? {
        Some(r) => Ok(Some(row_from(&r)?)),
        None => Ok(None),
    }
}

/// What happened to a draft or to the answers sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stored {
    /// Stored; `replaced_photo` is the photo the new one replaced (or that was removed), to be
    /// deleted from the upload store now that the row no longer names it.
    Stored { replaced_photo: Option<String> },
    /// The answers were sent before (at this time): nothing changed.
    AlreadySent(i64),
    /// The booking is closed (cancelled, completed, no-show) or its visit has begun: nothing changed.
    Closed,
    /// No booking has this code.
    NotFound,
}

/// The photo part of a write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Photo {
    /// Keep whatever is stored.
    Keep,
    /// Store this key (a photo just put in the upload store) in place of any other.
    Replace(String),
    /// Forget the stored photo.
    Remove,
}

/// The answers as sent, with what the core derived from them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sent {
    /// JSON of the `IntakeRequest` that passed `validate_intake`.
    pub answers: String,
    pub flags: String,
    /// The privacy notice the consent was given under (`clinic_core::notice::NOTICE_VERSION`).
    pub notice_version: String,
}

/// Whether the booking still takes answers at `now`: open, and its visit not begun.
async fn open_booking(conn: &mut AnyConnection, code: &str, now: i64) -> Result<Option<bool>, sqlx::Error> {
    let Some(code) = ConfirmationCode::parse(code) else { return Ok(None) };
    let Some(row) = queries::find_booking(&mut *conn, &code).await? else { return Ok(None) };
    let open = matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed);
    Ok(Some(open && row.visit_at().is_some_and(|at| at > now)))
}

/// Saves a draft (`answers`, JSON) for booking `code`, or sends the answers when `sent` is given:
/// one upsert that changes nothing once the answers were sent. Run in the writer's transaction.
#[tracing::instrument(skip_all)]
pub async fn store(
    conn: &mut AnyConnection,
    code: &str,
    answers: &str,
    sent: Option<&Sent>,
    photo: &Photo,
    now: i64,
) -> Result<Stored, sqlx::Error> {
    match open_booking(&mut *conn, code, now).await? {
        None => return Ok(Stored::NotFound),
        Some(false) => return Ok(Stored::Closed),
        Some(true) => {}
    }
    let before = find(&mut *conn, code).await?;
    if let Some(at) = before.as_ref().and_then(|b| b.submitted_at) {
        return Ok(Stored::AlreadySent(at));
    }
    let old_photo = before.as_ref().map(|b| b.photo_key.clone()).filter(|k| !k.is_empty());
    let (photo_key, replaced_photo) = match photo {
        Photo::Keep => (old_photo.clone().unwrap_or_default(), None),
        Photo::Replace(key) => (key.clone(), old_photo.filter(|o| o != key)),
        Photo::Remove => (String::new(), old_photo),
    };
    let (answers, submitted_at, flags, notice) = match sent {
        Some(s) => (s.answers.as_str(), Some(now), s.flags.as_str(), Some(s.notice_version.as_str())),
        None => (answers, None, "", None),
    };
    // The row can only have been written by this writer since `find` (writes are serialised on
    // SQLite; on PostgreSQL the WHERE keeps a row sent meanwhile by another instance as it is).
    let done = sqlx::query(
        "INSERT INTO intakes (code, answers, submitted_at, flags, consent_at, notice_version, photo_key, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (code) DO UPDATE SET answers = excluded.answers, submitted_at = excluded.submitted_at, \
         flags = excluded.flags, consent_at = excluded.consent_at, notice_version = excluded.notice_version, \
         photo_key = excluded.photo_key, updated_at = excluded.updated_at \
         WHERE intakes.submitted_at IS NULL",
    )
    .bind(code)
    .bind(answers)
    .bind(submitted_at)
    .bind(flags)
    .bind(submitted_at)
    .bind(notice)
    .bind(&photo_key)
    .bind(now)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if done == 0 {
        let at = find(&mut *conn, code).await?.and_then(|r| r.submitted_at).unwrap_or(now);
        return Ok(Stored::AlreadySent(at));
    }
    Ok(Stored::Stored { replaced_photo })
}

/// An acknowledgement of an information sheet, as the patient gave it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acknowledgement {
    pub code: String,
    /// `clinic_core::intake::VisitKind` wire name.
    pub kind: String,
    pub lang: String,
    pub version: String,
    /// SHA-256 of the sheet's text as shown, hex.
    pub hash: String,
    pub acknowledged_at: i64,
    /// The client's network address.
    pub address: String,
}

/// Stores an acknowledgement once: a second press of the same sheet (kind, language, version) keeps
/// the first. Returns the one stored, or `None` when the booking is closed or its visit has begun.
#[tracing::instrument(skip_all)]
pub async fn acknowledge(
    conn: &mut AnyConnection,
    ack: &Acknowledgement,
) -> Result<Option<Acknowledgement>, sqlx::Error> {
    if open_booking(&mut *conn, &ack.code, ack.acknowledged_at).await? != Some(true) {
        return Ok(None);
    }
    sqlx::query(
        "INSERT INTO sheet_acknowledgements (code, kind, lang, version, hash, acknowledged_at, address) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code, kind, lang, version) DO NOTHING",
    )
    .bind(&ack.code)
    .bind(&ack.kind)
    .bind(&ack.lang)
    .bind(&ack.version)
    .bind(&ack.hash)
    .bind(ack.acknowledged_at)
    .bind(&ack.address)
    .execute(&mut *conn)
    .await?;
    acknowledgement(&mut *conn, &ack.code, &ack.kind, &ack.lang, &ack.version).await
}

/// The acknowledgement of one sheet (kind, language, version) for booking `code`, if given.
#[tracing::instrument(skip_all)]
pub async fn acknowledgement<'e, E>(
    db: E,
    code: &str,
    kind: &str,
    lang: &str,
    version: &str,
) -> Result<Option<Acknowledgement>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let row = sqlx::query(
        "SELECT hash, acknowledged_at, address FROM sheet_acknowledgements \
         WHERE code = $1 AND kind = $2 AND lang = $3 AND version = $4",
    )
    .bind(code)
    .bind(kind)
    .bind(lang)
    .bind(version)
    .fetch_optional(db)
    .await?;
    row.map(|r| {
        Ok(Acknowledgement {
            code: code.to_string(),
            kind: kind.to_string(),
            lang: lang.to_string(),
            version: version.to_string(),
            hash: r.try_get("hash")?,
            acknowledged_at: r.try_get("acknowledged_at")?,
            address: r.try_get("address")?,
        })
    })
    .transpose()
}
