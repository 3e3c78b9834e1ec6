//! One submission with everything staff need: every field, the history, notes, the assignee.

use super::Kind;
use crate::storage::StorageError;
use serde::Serialize;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

/// One thing that happened to a submission.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct HistoryEntry {
    pub id: String,
    /// RFC 3339.
    pub at: String,
    /// The staff member's e-mail; empty when a patient or the system made the change (see `by`).
    pub actor_email: String,
    /// Who made the change: `staff`, `patient` (on the public status page) or `system`.
    pub by: String,
    /// `status` | `reply` | `review` | `reschedule` | `note` | `assignee`.
    pub action: String,
    pub from: Option<String>,
    pub to: Option<String>,
    /// The reason, the reply, the clinician's note or the internal note.
    pub note: Option<String>,
}

/// The staff member a submission is assigned to.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Assignee {
    pub id: String,
    pub email: String,
}

/// What every detail view shares.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Workflow {
    pub status: String,
    pub assignee: Option<Assignee>,
    /// RFC 3339 of the first staff response, if any.
    pub first_response_at: Option<String>,
    pub overdue: bool,
    /// Every event, oldest first (notes included).
    pub history: Vec<HistoryEntry>,
    /// The internal notes alone, oldest first.
    pub notes: Vec<HistoryEntry>,
}

/// The privacy notice a patient accepted with a submission, and when (issue 14).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct NoticeAccepted {
    /// The notice's version (the date it took effect), e.g. `2026-11-23`; `null` when the row was
    /// stored before the notice existed (or an inquiry came from a client that sends no `termsAccepted`).
    pub privacy_version: Option<String>,
    /// When it was accepted: the moment of submission.
    pub privacy_accepted_at: Option<String>,
}

impl NoticeAccepted {
    /// From a row's `notice_version` and `notice_accepted_at`.
    fn from_row(r: &AnyRow) -> Result<Self, sqlx::Error> {
        let version: Option<String> = r.try_get("notice_version")?;
        let at: Option<i64> = r.try_get("notice_accepted_at")?;
        Ok(Self { privacy_version: version, privacy_accepted_at: at.map(crate::storage::ids::rfc3339) })
    }
}

/// A booking as staff see it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct BookingDetail {
    /// Canonical (no dashes).
    pub id: String,
    /// As patients see it, e.g. `K7XP-3M9Q-T2`.
    pub code: String,
    pub branch: String,
    pub preferred_date: String,
    pub preferred_time: String,
    pub tumor_type: String,
    pub name: String,
    pub phone: String,
    pub email: String,
    pub location: Option<String>,
    pub size: Option<String>,
    pub message: Option<String>,
    /// The site language an interpreter should speak, when the patient asked for one.
    pub interpreter: Option<String>,
    /// People coming with the patient, when the patient said (0-5).
    pub companions: Option<i32>,
    pub lang: String,
    pub received_at: String,
    pub updated_at: String,
    /// Made with e-mail verification on: `unverified` (the patient has not opened the link yet),
    /// `verified` or `expired` (cancelled for that reason); none when no check was asked.
    pub verification: Option<String>,
    /// RFC 3339: until when an unverified booking holds its seat.
    pub verify_until: Option<String>,
    /// RFC 3339: when the patient answered a reminder with "I will come" for the visit as it stands
    /// (none when not, or not since the booking last moved).
    pub attendance_confirmed_at: Option<String>,
    /// The reminders decided for the booking, oldest first, for every visit time it has had.
    pub reminders: Vec<ReminderDecision>,
    /// Where the patient chose to be reminded (none: never chose; reminders go by e-mail).
    pub reminder_channel: Option<super::messages::ReminderChannelInfo>,
    /// Every reminder message queued for the booking, oldest first, with what became of it.
    pub reminder_messages: Vec<super::messages::ReminderMessage>,
    /// The privacy notice accepted with it.
    #[serde(flatten)]
    #[cfg_attr(test, ts(flatten))]
    pub notice: NoticeAccepted,
    #[serde(flatten)]
    #[cfg_attr(test, ts(flatten))]
    pub workflow: Workflow,
}

/// One reminder of a booking as the reminder worker decided it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ReminderDecision {
    /// The visit it was for, `YYYY-MM-DD HH:mm` (clinic time).
    pub visit: String,
    /// Hours before the visit (`CLINIC_REMINDER_HOURS`), e.g. 72 or 24.
    #[cfg_attr(test, ts(type = "number"))]
    pub offset_hours: i64,
    /// Queued for the patient (`true`), or skipped: booked inside its window, or a nearer one was due.
    pub queued: bool,
    /// RFC 3339: when it was decided (queued in the outbox, which sends it at once).
    pub decided_at: String,
}

/// An inquiry as staff see it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct InquiryDetail {
    pub id: String,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub subject: String,
    pub message: String,
    pub inquiry_type: String,
    pub lang: String,
    pub received_at: String,
    /// The privacy notice accepted with it.
    #[serde(flatten)]
    #[cfg_attr(test, ts(flatten))]
    pub notice: NoticeAccepted,
    #[serde(flatten)]
    #[cfg_attr(test, ts(flatten))]
    pub workflow: Workflow,
}

/// A photo of an assessment (the bytes come from the photo endpoint).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct PhotoInfo {
    pub id: String,
    pub content_type: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub bytes: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub width: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub height: i64,
}

/// An assessment as staff see it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct AssessmentDetail {
    pub id: String,
    pub email: Option<String>,
    pub lang: String,
    pub received_at: String,
    /// The patient's answers as submitted.
    #[cfg_attr(test, ts(type = "Record<string, unknown>"))]
    #[schema(value_type = Object)]
    pub answers: serde_json::Value,
    /// The automatic triage result.
    #[cfg_attr(test, ts(type = "Record<string, unknown>"))]
    #[schema(value_type = Object)]
    pub result: serde_json::Value,
    /// As triaged.
    pub urgency: String,
    /// As a clinician confirmed or changed it; `null` until reviewed.
    pub reviewed_urgency: Option<String>,
    pub photos: Vec<PhotoInfo>,
    /// The privacy notice accepted with it.
    #[serde(flatten)]
    #[cfg_attr(test, ts(flatten))]
    pub notice: NoticeAccepted,
    #[serde(flatten)]
    #[cfg_attr(test, ts(flatten))]
    pub workflow: Workflow,
}

/// A stored photo's place in the upload store.
#[derive(Debug, Clone)]
pub struct PhotoObject {
    pub object_path: String,
    pub content_type: String,
}

/// The workflow columns every submission table has.
struct Stand {
    status: String,
    assignee_id: Option<String>,
    received_at: i64,
    first_response_at: Option<i64>,
}

impl Stand {
    fn from_row(r: &sqlx::any::AnyRow, received: &str) -> Result<Stand, sqlx::Error> {
        Ok(Stand {
            status: r.try_get("status")?,
            assignee_id: r.try_get("assignee_id")?,
            received_at: r.try_get(received)?,
            first_response_at: r.try_get("first_response_at")?,
        })
    }
}

async fn workflow(
    conn: &mut AnyConnection,
    kind: Kind,
    id: &str,
    stand: Stand,
    now: i64,
) -> Result<Workflow, StorageError> {
    let Stand { status, assignee_id, received_at, first_response_at } = stand;
    let assignee = match assignee_id {
        None => None,
        Some(uid) => sqlx::query("SELECT email FROM staff_users WHERE id = $1")
            .bind(&uid)
            .fetch_optional(&mut *conn)
            .await?
            .map(|r| r.try_get::<String, _>("email"))
            .transpose()?
            .map(|email| Assignee { id: uid, email }),
    };
    let rows = sqlx::query(
        "SELECT id, at, actor_email, actor_kind, action, from_state, to_state, note FROM submission_events \
         WHERE kind = $1 AND submission_id = $2 ORDER BY at, id",
    )
    .bind(kind.as_str())
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    let mut history = Vec::with_capacity(rows.len());
    for r in &rows {
        history.push(HistoryEntry {
            id: r.try_get("id")?,
            at: crate::storage::ids::rfc3339(r.try_get("at")?),
            actor_email: r.try_get("actor_email")?,
            by: r.try_get("actor_kind")?,
            action: r.try_get("action")?,
            from: r.try_get("from_state")?,
            to: r.try_get("to_state")?,
            note: r.try_get("note")?,
        });
    }
    let notes = history.iter().filter(|h| h.action == "note").cloned().collect();
    Ok(Workflow {
        overdue: super::is_overdue(kind, &status, received_at, first_response_at, now),
        status,
        assignee,
        first_response_at: first_response_at.map(crate::storage::ids::rfc3339),
        history,
        notes,
    })
}

const RECEIVED_BOOKING: &str = "created_at";
const RECEIVED_INQUIRY: &str = "received_at";
const RECEIVED_ASSESSMENT: &str = "created_at";

/// A booking by canonical code.
pub async fn booking(conn: &mut AnyConnection, code: &str, now: i64) -> Result<Option<BookingDetail>, StorageError> {
    let row = sqlx::query(
        "SELECT code, status, branch, preferred_date, preferred_time, tumor_type, name, phone, email, location, size, \
         message, interpreter, companions, lang, created_at, updated_at, assignee_id, first_response_at, notice_version, \
         notice_accepted_at, verification, verify_until, attendance_confirmed_at, attendance_confirmed_for \
         FROM bookings WHERE code = $1",
    )
    .bind(code)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let received: i64 = r.try_get("created_at")?;
    let wf = workflow(conn, Kind::Booking, code, Stand::from_row(&r, RECEIVED_BOOKING)?, now).await?;
    let visit = format!("{} {}", r.try_get::<String, _>("preferred_date")?, r.try_get::<String, _>("preferred_time")?);
    let attended: Option<i64> = r.try_get("attendance_confirmed_at")?;
    let attended =
        attended.filter(|_| r.try_get::<Option<String>, _>("attendance_confirmed_for").ok().flatten() == Some(visit));
    let reminders =
        sqlx::query("SELECT visit, offset_hours, sent, decided_at FROM booking_reminders WHERE code = $1 ORDER BY id")
            .bind(code)
            .fetch_all(&mut *conn)
            .await?
            .iter()
            .map(|x| {
                Ok(ReminderDecision {
                    visit: x.try_get("visit")?,
                    offset_hours: x.try_get("offset_hours")?,
                    queued: x.try_get::<i64, _>("sent")? != 0,
                    decided_at: crate::storage::ids::rfc3339(x.try_get("decided_at")?),
                })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(Some(BookingDetail {
        id: code.to_string(),
        code: super::list::display_code(code),
        branch: r.try_get("branch")?,
        preferred_date: r.try_get("preferred_date")?,
        preferred_time: r.try_get("preferred_time")?,
        tumor_type: r.try_get("tumor_type")?,
        name: r.try_get("name")?,
        phone: r.try_get("phone")?,
        email: r.try_get("email")?,
        location: r.try_get("location")?,
        size: r.try_get("size")?,
        message: r.try_get("message")?,
        interpreter: r.try_get("interpreter")?,
        companions: r.try_get::<Option<i64>, _>("companions")?.and_then(|n| i32::try_from(n).ok()),
        lang: r.try_get("lang")?,
        received_at: crate::storage::ids::rfc3339(received),
        updated_at: crate::storage::ids::rfc3339(r.try_get("updated_at")?),
        verification: r.try_get("verification")?,
        verify_until: r.try_get::<Option<i64>, _>("verify_until")?.map(crate::storage::ids::rfc3339),
        attendance_confirmed_at: attended.map(crate::storage::ids::rfc3339),
        reminders,
        reminder_channel: super::messages::channel_info(conn, code).await?,
        reminder_messages: super::messages::reminder_messages(conn, code).await?,
        notice: NoticeAccepted::from_row(&r)?,
        workflow: wf,
    }))
}

/// An inquiry by id.
pub async fn inquiry(conn: &mut AnyConnection, id: &str, now: i64) -> Result<Option<InquiryDetail>, StorageError> {
    let row = sqlx::query(
        "SELECT id, name, email, phone, subject, message, inquiry_type, lang, received_at, status, assignee_id, \
         first_response_at, notice_version, notice_accepted_at FROM inquiries WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let received: i64 = r.try_get("received_at")?;
    let wf = workflow(conn, Kind::Inquiry, id, Stand::from_row(&r, RECEIVED_INQUIRY)?, now).await?;
    Ok(Some(InquiryDetail {
        id: id.to_string(),
        name: r.try_get("name")?,
        email: r.try_get("email")?,
        phone: r.try_get("phone")?,
        subject: r.try_get("subject")?,
        message: r.try_get("message")?,
        inquiry_type: r.try_get("inquiry_type")?,
        lang: r.try_get("lang")?,
        received_at: crate::storage::ids::rfc3339(received),
        notice: NoticeAccepted::from_row(&r)?,
        workflow: wf,
    }))
}

/// An assessment by id, with its photos' descriptions.
pub async fn assessment(
    conn: &mut AnyConnection,
    id: &str,
    now: i64,
) -> Result<Option<AssessmentDetail>, StorageError> {
    let row = sqlx::query(
        "SELECT id, answers, result, email, lang, created_at, status, urgency, reviewed_urgency, assignee_id, \
         first_response_at, notice_version, notice_accepted_at FROM assessments WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let received: i64 = r.try_get("created_at")?;
    let answers: String = r.try_get("answers")?;
    let result: String = r.try_get("result")?;
    let photos = sqlx::query(
        "SELECT id, content_type, bytes, width, height FROM assessment_photos WHERE assessment_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .map(|p| {
        Ok(PhotoInfo {
            id: p.try_get("id")?,
            content_type: p.try_get("content_type")?,
            bytes: p.try_get("bytes")?,
            width: p.try_get("width")?,
            height: p.try_get("height")?,
        })
    })
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let wf = workflow(conn, Kind::Assessment, id, Stand::from_row(&r, RECEIVED_ASSESSMENT)?, now).await?;
    Ok(Some(AssessmentDetail {
        id: id.to_string(),
        email: r.try_get("email")?,
        lang: r.try_get("lang")?,
        received_at: crate::storage::ids::rfc3339(received),
        answers: serde_json::from_str(&answers).unwrap_or(serde_json::Value::Null),
        result: serde_json::from_str(&result).unwrap_or(serde_json::Value::Null),
        urgency: r.try_get("urgency")?,
        reviewed_urgency: r.try_get("reviewed_urgency")?,
        photos,
        notice: NoticeAccepted::from_row(&r)?,
        workflow: wf,
    }))
}

/// Where a photo of an assessment is stored, if it belongs to that assessment.
pub async fn photo(
    conn: &mut AnyConnection,
    assessment_id: &str,
    photo_id: &str,
) -> Result<Option<PhotoObject>, StorageError> {
    let row =
        sqlx::query("SELECT object_path, content_type FROM assessment_photos WHERE id = $1 AND assessment_id = $2")
            .bind(photo_id)
            .bind(assessment_id)
            .fetch_optional(&mut *conn)
            .await?;
    match row {
        None => Ok(None),
        Some(r) => {
            Ok(Some(PhotoObject { object_path: r.try_get("object_path")?, content_type: r.try_get("content_type")? }))
        }
    }
}
