//! The staff side of the health questions and of aftercare (issue 26): a booking's answers as staff
//! read them, the review of flagged answers before the visit, the mark lists carry (missing, draft,
//! sent, reviewed; the flags; "due" when the visit is near and nothing was sent), the overview's
//! "flagged, not reviewed" list, and the aftercare worries that head the triage queue until a staff
//! member marks them handled.
//!
//! Every lookup here is cheap however many bookings are stored: marks are primary-key reads of the
//! bookings a screen already shows, the to-review list and the open worries walk partial indexes
//! that hold only what is still waiting (`intakes_to_review`, `aftercare_worries_open`, migration 0019).
//!
//! The answers are health data: nothing here logs them, and audit entries and history events name
//! the booking, never an answer or a flag.

use super::front_desk::FrontDeskDay;
use super::inbox::list::{columns, item_from, InboxItem, Sort};
use super::inbox::sql::Sql;
use super::inbox::{Actor, Kind, Refusal};
use super::intake_mark::{marks, BookingRef, IntakeMark, Stored};
use super::schedule::Calendar;
use super::{audit, Backend, StorageError};
use crate::storage::ids::{new_id, rfc3339};
use clinic_core::code::ConfirmationCode;
use clinic_core::date::Date;
use clinic_core::intake::medicines;
use clinic_core::intake::{Allergy, HealthCondition, MedicineClass, PreviousTreatment, VisitKind, WorrySign};
use clinic_core::model::Branch;
use clinic_core::validate::IntakeRequest;
use serde::Serialize;
use serde_json::json;
use sqlx::{AnyConnection, Row};

pub use super::intake_mark::{AftercareWorry, IntakeState};

/// Sets the mark of every booking among inbox items (other kinds keep none).
pub async fn attach_to_items(
    conn: &mut AnyConnection,
    backend: Backend,
    items: &mut [InboxItem],
    now: i64,
) -> Result<(), StorageError> {
    let refs: Vec<BookingRef> = items
        .iter()
        .filter(|i| i.kind == Kind::Booking.as_str() && !i.purged)
        .map(|i| BookingRef {
            code: i.id.clone(),
            status: i.status.clone(),
            date: i.preferred_date.clone().unwrap_or_default(),
            time: i.preferred_time.clone().unwrap_or_default(),
        })
        .collect();
    if refs.is_empty() {
        return Ok(());
    }
    let mut found = marks(conn, backend, &refs, now).await?;
    for item in items.iter_mut().filter(|i| i.kind == Kind::Booking.as_str()) {
        item.intake = found.remove(&item.id);
    }
    Ok(())
}

fn canonical(code: &str) -> String {
    ConfirmationCode::parse(code).map(|c| c.canonical().to_string()).unwrap_or_else(|| code.to_string())
}

/// Sets the mark of every booking of a calendar.
pub async fn attach_to_calendar(
    conn: &mut AnyConnection,
    backend: Backend,
    calendar: &mut Calendar,
    now: i64,
) -> Result<(), StorageError> {
    let mut refs = Vec::new();
    for day in &calendar.days {
        for slot in &day.slots {
            for b in &slot.bookings {
                refs.push(BookingRef {
                    code: canonical(&b.code),
                    status: b.status.clone(),
                    date: day.date.clone(),
                    time: slot.time.clone(),
                });
            }
        }
    }
    if refs.is_empty() {
        return Ok(());
    }
    let found = marks(conn, backend, &refs, now).await?;
    for day in &mut calendar.days {
        for slot in &mut day.slots {
            for b in &mut slot.bookings {
                b.intake = found.get(&canonical(&b.code)).cloned();
            }
        }
    }
    Ok(())
}

/// Sets the mark of every patient of a front-desk day.
pub async fn attach_to_day(
    conn: &mut AnyConnection,
    backend: Backend,
    day: &mut FrontDeskDay,
    now: i64,
) -> Result<(), StorageError> {
    let refs: Vec<BookingRef> = day
        .arrivals
        .iter()
        .map(|a| BookingRef {
            code: a.id.clone(),
            status: a.status.clone(),
            date: day.date.clone(),
            time: a.time.clone(),
        })
        .collect();
    if refs.is_empty() {
        return Ok(());
    }
    let mut found = marks(conn, backend, &refs, now).await?;
    for a in &mut day.arrivals {
        a.intake = found.remove(&a.id);
    }
    Ok(())
}

// ---------------------------------------------------------------- one booking's answers

/// A listed medicine the patient takes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct MedicineTaken {
    /// The list's id (the international non-proprietary name in snake case).
    pub id: String,
    pub class: MedicineClass,
    /// The generic name, as the list writes it.
    pub name: String,
}

/// The answers as sent. Choices are codes (the dashboard names them in the reader's language); the
/// free texts are the patient's own words, exactly as typed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct IntakeAnswers {
    pub medicines: Vec<MedicineTaken>,
    pub other_medicines: Option<String>,
    pub no_medicines: bool,
    pub allergies: Vec<Allergy>,
    pub other_allergy: Option<String>,
    pub no_allergies: bool,
    pub conditions: Vec<HealthCondition>,
    pub no_conditions: bool,
    pub previous_treatment: Option<PreviousTreatment>,
    pub previous_treatment_note: Option<String>,
    pub emergency_name: Option<String>,
    pub emergency_phone: Option<String>,
    pub emergency_relation: Option<String>,
    /// The language the patient answered in.
    pub lang: String,
}

fn text(v: &Option<String>) -> Option<String> {
    v.as_deref().filter(|s| !s.trim().is_empty()).map(str::to_string)
}

impl IntakeAnswers {
    /// The stored request, its choices read back (a choice a later version dropped is left out).
    fn from_request(r: &IntakeRequest) -> IntakeAnswers {
        IntakeAnswers {
            medicines: r
                .medicines
                .iter()
                .filter_map(|id| medicines::find(id))
                .map(|m| MedicineTaken {
                    id: m.id.to_string(),
                    class: m.class,
                    name: m
                        .names
                        .iter()
                        .find(|(country, _)| *country == "*")
                        .and_then(|(_, names)| names.first())
                        .copied()
                        .unwrap_or(m.id)
                        .to_string(),
                })
                .collect(),
            other_medicines: text(&r.other_medicines),
            no_medicines: r.no_medicines,
            allergies: r.allergies.iter().filter_map(|a| Allergy::parse(a)).collect(),
            other_allergy: text(&r.other_allergy),
            no_allergies: r.no_allergies,
            conditions: r.conditions.iter().filter_map(|c| HealthCondition::parse(c)).collect(),
            no_conditions: r.no_conditions,
            previous_treatment: r.previous_treatment.as_deref().and_then(PreviousTreatment::parse),
            previous_treatment_note: text(&r.previous_treatment_note),
            emergency_name: text(&r.emergency_name),
            emergency_phone: text(&r.emergency_phone),
            emergency_relation: text(&r.emergency_relation),
            lang: r.lang.clone(),
        }
    }
}

/// A patient's acknowledgement of a visit's information sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct SheetAcknowledgement {
    pub kind: VisitKind,
    /// The language of the sheet read.
    pub lang: String,
    pub version: String,
    /// SHA-256 (hex) of the sheet's text as shown.
    pub hash: String,
    /// RFC 3339.
    pub acknowledged_at: String,
}

/// A staff member's review of flagged answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct IntakeReview {
    /// RFC 3339.
    pub at: String,
    /// The reviewer's e-mail.
    pub by: String,
    /// Internal: never sent to the patient.
    pub note: String,
}

/// A booking's health questions as staff read them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct IntakeView {
    /// Canonical code.
    pub id: String,
    #[serde(flatten)]
    #[cfg_attr(test, ts(flatten))]
    pub mark: IntakeMark,
    /// RFC 3339: when the answers were sent.
    pub submitted_at: Option<String>,
    /// RFC 3339: the patient's explicit consent to process the answers as health data.
    pub consent_at: Option<String>,
    /// The privacy notice shown with that consent.
    pub notice_version: Option<String>,
    /// The answers as sent; none before then (a draft is the patient's until they send it).
    pub answers: Option<IntakeAnswers>,
    /// A photo was sent with the answers (`GET …/intake/photo`).
    pub photo: bool,
    /// The information sheets the patient acknowledged, oldest first.
    pub acknowledgements: Vec<SheetAcknowledgement>,
    pub review: Option<IntakeReview>,
}

/// The booking facts the intake read needs.
struct BookingFacts {
    pub branch: String,
    pub status: String,
    pub preferred_date: String,
    pub preferred_time: String,
}

async fn booking_facts(conn: &mut AnyConnection, code: &str) -> Result<Option<BookingFacts>, StorageError> {
    let row = sqlx::query("SELECT branch, status, preferred_date, preferred_time FROM bookings WHERE code = $1")
        .bind(code)
        .fetch_optional(&mut *conn)
        .await?;
    let Some(r) = row else { return Ok(None) };
    Ok(Some(BookingFacts {
        branch: r.try_get("branch")?,
        status: r.try_get("status")?,
        preferred_date: r.try_get("preferred_date")?,
        preferred_time: r.try_get("preferred_time")?,
    }))
}

/// A booking's health questions (`code` canonical), or `Refusal::NotFound` / `OtherBranch`.
pub async fn read(
    conn: &mut AnyConnection,
    actor: &Actor,
    code: &str,
    now: i64,
) -> Result<Result<IntakeView, Refusal>, StorageError> {
    let Some(b) = booking_facts(conn, code).await? else { return Ok(Err(Refusal::NotFound)) };
    if !actor.sees(Some(&b.branch)) {
        return Ok(Err(Refusal::OtherBranch));
    }
    let row = sqlx::query(
        "SELECT answers, submitted_at, flags, consent_at, notice_version, photo_key, reviewed_at, reviewed_by, \
         review_note FROM intakes WHERE code = $1",
    )
    .bind(code)
    .fetch_optional(&mut *conn)
    .await?;
    let acknowledgements = sqlx::query(
        "SELECT kind, lang, version, hash, acknowledged_at FROM sheet_acknowledgements WHERE code = $1 \
         ORDER BY acknowledged_at, kind, lang, version",
    )
    .bind(code)
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .filter_map(|r| {
        let kind: String = r.try_get("kind").ok()?;
        Some(SheetAcknowledgement {
            kind: VisitKind::parse(&kind)?,
            lang: r.try_get("lang").ok()?,
            version: r.try_get("version").ok()?,
            hash: r.try_get("hash").ok()?,
            acknowledged_at: rfc3339(r.try_get("acknowledged_at").ok()?),
        })
    })
    .collect();
    let Some(r) = row else {
        let mark = IntakeMark::from_stored(None, &b.status, &b.preferred_date, &b.preferred_time, now);
        return Ok(Ok(IntakeView {
            id: code.to_string(),
            mark,
            submitted_at: None,
            consent_at: None,
            notice_version: None,
            answers: None,
            photo: false,
            acknowledgements,
            review: None,
        }));
    };
    let stored = Stored {
        submitted_at: r.try_get("submitted_at")?,
        flags: r.try_get("flags")?,
        reviewed_at: r.try_get("reviewed_at")?,
    };
    let mark = IntakeMark::from_stored(Some(&stored), &b.status, &b.preferred_date, &b.preferred_time, now);
    let sent = stored.submitted_at.is_some();
    let answers = if sent {
        let raw: String = r.try_get("answers")?;
        let request: IntakeRequest =
            serde_json::from_str(&raw).map_err(|_| StorageError::Corrupt(format!("intake answers of {code}")))?;
        Some(IntakeAnswers::from_request(&request))
    } else {
        None
    };
    let review = match (stored.reviewed_at, r.try_get::<Option<String>, _>("reviewed_by")?) {
        (Some(at), by) => Some(IntakeReview {
            at: rfc3339(at),
            by: by.unwrap_or_default(),
            note: r.try_get::<Option<String>, _>("review_note")?.unwrap_or_default(),
        }),
        _ => None,
    };
    let photo_key: String = r.try_get("photo_key")?;
    Ok(Ok(IntakeView {
        id: code.to_string(),
        mark,
        submitted_at: stored.submitted_at.map(rfc3339),
        consent_at: if sent { r.try_get::<Option<i64>, _>("consent_at")?.map(rfc3339) } else { None },
        notice_version: if sent { r.try_get("notice_version")? } else { None },
        answers,
        photo: sent && !photo_key.is_empty(),
        acknowledgements,
        review,
    }))
}

/// The sent answers' photo: its key in the upload store, or `Refusal::NotFound` when there is none.
pub async fn photo_key(
    conn: &mut AnyConnection,
    actor: &Actor,
    code: &str,
) -> Result<Result<String, Refusal>, StorageError> {
    let Some(b) = booking_facts(conn, code).await? else { return Ok(Err(Refusal::NotFound)) };
    if !actor.sees(Some(&b.branch)) {
        return Ok(Err(Refusal::OtherBranch));
    }
    let key: Option<String> = sqlx::query("SELECT photo_key FROM intakes WHERE code = $1 AND submitted_at IS NOT NULL")
        .bind(code)
        .fetch_optional(&mut *conn)
        .await?
        .map(|r| r.try_get("photo_key"))
        .transpose()?;
    Ok(key.filter(|k| !k.is_empty()).ok_or(Refusal::NotFound))
}

/// One history event of a booking, written by a staff member (the booking's history shows it).
async fn history(
    conn: &mut AnyConnection,
    actor: &Actor,
    code: &str,
    action: &str,
    now: i64,
) -> Result<String, StorageError> {
    let event_id = new_id("evt");
    sqlx::query(
        "INSERT INTO submission_events (id, kind, submission_id, at, actor_id, actor_email, action, from_state, to_state, note, actor_kind) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, NULL, NULL, 'staff')",
    )
    .bind(&event_id)
    .bind(Kind::Booking.as_str())
    .bind(code)
    .bind(now)
    .bind(actor.id.as_str())
    .bind(actor.email.as_str())
    .bind(action)
    .execute(&mut *conn)
    .await?;
    Ok(event_id)
}

/// Marks a booking's flagged answers reviewed, with the reviewer's note, once. Only sent answers
/// with flags need (and take) a review: otherwise `Refusal::NotAllowed` from the intake's state.
/// Writes a history event and the audit entry in the caller's transaction.
pub async fn review(
    conn: &mut AnyConnection,
    actor: &Actor,
    code: &str,
    note: &str,
    now: i64,
) -> Result<Result<(), Refusal>, StorageError> {
    let Some(b) = booking_facts(conn, code).await? else { return Ok(Err(Refusal::NotFound)) };
    if !actor.sees(Some(&b.branch)) {
        return Ok(Err(Refusal::OtherBranch));
    }
    let stored = sqlx::query("SELECT submitted_at, flags, reviewed_at FROM intakes WHERE code = $1")
        .bind(code)
        .fetch_optional(&mut *conn)
        .await?
        .map(|r| -> Result<Stored, sqlx::Error> {
            Ok(Stored {
                submitted_at: r.try_get("submitted_at")?,
                flags: r.try_get("flags")?,
                reviewed_at: r.try_get("reviewed_at")?,
            })
        })
        .transpose()?;
    let mark = IntakeMark::from_stored(stored.as_ref(), &b.status, &b.preferred_date, &b.preferred_time, now);
    if !mark.needs_review {
        return Ok(Err(Refusal::NotAllowed { from: mark.state.as_str().into(), to: "reviewed".into() }));
    }
    // Only while still unreviewed: a second reviewer at the same moment changes nothing.
    let done = sqlx::query(
        "UPDATE intakes SET reviewed_at = $1, reviewed_by = $2, review_note = $3 \
         WHERE code = $4 AND submitted_at IS NOT NULL AND reviewed_at IS NULL",
    )
    .bind(now)
    .bind(actor.email.as_str())
    .bind(note)
    .bind(code)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() != 1 {
        return Ok(Err(Refusal::NotAllowed { from: "reviewed".into(), to: "reviewed".into() }));
    }
    history(conn, actor, code, "intake_review", now).await?;
    audit::record(conn, actor, "intake.review", "booking", code, json!({})).await?;
    Ok(Ok(()))
}

// ---------------------------------------------------------------- the overview's list

/// Most bookings the "flagged, not reviewed" list holds.
pub const TO_REVIEW_LIMIT: i64 = 200;

/// Upcoming bookings whose sent answers raised flags nobody has reviewed, soonest visit first; each
/// item carries its mark (and so its flags).
pub async fn to_review(
    conn: &mut AnyConnection,
    backend: Backend,
    scope: Option<Branch>,
    now: i64,
) -> Result<Vec<InboxItem>, StorageError> {
    let today = Date::clinic_today(now).to_string();
    let mut s = Sql::new(backend);
    // The partial index `intakes_to_review` holds only flagged, unreviewed answers (the WHERE below
    // repeats its condition so both databases use it); each is joined to its booking by key. SQLite
    // would rather walk the open bookings by status (every upcoming booking, thousands); CROSS JOIN
    // keeps the intakes as its outer loop (PostgreSQL plans it as the inner join it is).
    s.push(&format!(
        "SELECT {}, su.email AS assignee_email FROM intakes i CROSS JOIN bookings t \
         LEFT JOIN staff_users su ON su.id = t.assignee_id \
         WHERE t.code = i.code AND i.flags <> '' AND i.reviewed_at IS NULL AND i.submitted_at IS NOT NULL \
         AND t.status IN ('pending', 'confirmed') AND t.preferred_date >= ",
        columns(Kind::Booking, Sort::PreferredDate)
    ));
    s.text(&today);
    if let Some(b) = scope {
        s.push(" AND t.branch = ").text(b.as_str());
    }
    s.push(" ORDER BY t.preferred_date, t.preferred_time, t.code LIMIT ").int(TO_REVIEW_LIMIT);
    let rows = s.query().fetch_all(&mut *conn).await?;
    let mut items = rows.iter().map(|r| item_from(r, now)).collect::<Result<Vec<_>, _>>()?;
    attach_to_items(conn, backend, &mut items, now).await?;
    Ok(items)
}

// ---------------------------------------------------------------- aftercare worries

/// Most worries the triage queue lists.
pub const WORRIES_LIMIT: i64 = 200;

/// Unhandled worries, oldest first, each as its booking's inbox item carrying the worry. Walks the
/// partial index `aftercare_worries_open`, which holds only the open ones.
pub async fn open_worries(
    conn: &mut AnyConnection,
    backend: Backend,
    scope: Option<Branch>,
    now: i64,
) -> Result<Vec<InboxItem>, StorageError> {
    let mut s = Sql::new(backend);
    s.push(&format!(
        "SELECT {}, su.email AS assignee_email, a.id AS worry_id, a.day AS worry_day, a.signs AS worry_signs, \
         a.answered_at AS worry_at FROM aftercare_answers a JOIN bookings t ON t.code = a.code \
         LEFT JOIN staff_users su ON su.id = t.assignee_id \
         WHERE a.answer = 'worry' AND a.handled_at IS NULL",
        columns(Kind::Booking, Sort::ReceivedAt)
    ));
    if let Some(b) = scope {
        s.push(" AND t.branch = ").text(b.as_str());
    }
    s.push(" ORDER BY a.answered_at, a.id LIMIT ").int(WORRIES_LIMIT);
    let rows = s.query().fetch_all(&mut *conn).await?;
    let mut items = Vec::with_capacity(rows.len());
    for r in &rows {
        let mut item = item_from(r, now)?;
        let signs: String = r.try_get("worry_signs")?;
        item.aftercare = Some(AftercareWorry {
            id: r.try_get("worry_id")?,
            day: i32::try_from(r.try_get::<i64, _>("worry_day")?).unwrap_or(0),
            signs: signs.split(',').filter_map(|s| WorrySign::parse(s.trim())).collect(),
            answered_at: rfc3339(r.try_get("worry_at")?),
        });
        items.push(item);
    }
    attach_to_items(conn, backend, &mut items, now).await?;
    Ok(items)
}

/// Marks a worry handled with a staff member's note (what was done: called back, seen, sent to the
/// emergency room), once. Refuses an answer that is not an open worry (`NotAllowed`), another
/// branch's (`OtherBranch`), an unknown id (`NotFound`). Returns the booking's canonical code.
pub async fn handle_worry(
    conn: &mut AnyConnection,
    actor: &Actor,
    id: &str,
    note: &str,
    now: i64,
) -> Result<Result<String, Refusal>, StorageError> {
    let row = sqlx::query(
        "SELECT a.code, a.answer, a.handled_at, b.branch FROM aftercare_answers a JOIN bookings b ON b.code = a.code \
         WHERE a.id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(r) = row else { return Ok(Err(Refusal::NotFound)) };
    let code: String = r.try_get("code")?;
    let branch: String = r.try_get("branch")?;
    if !actor.sees(Some(&branch)) {
        return Ok(Err(Refusal::OtherBranch));
    }
    let answer: String = r.try_get("answer")?;
    let handled: Option<i64> = r.try_get("handled_at")?;
    if answer != "worry" || handled.is_some() {
        return Ok(Err(Refusal::NotAllowed { from: answer, to: "handled".into() }));
    }
    let done = sqlx::query(
        "UPDATE aftercare_answers SET handled_at = $1, handled_by = $2, handled_note = $3 \
         WHERE id = $4 AND answer = 'worry' AND handled_at IS NULL",
    )
    .bind(now)
    .bind(actor.email.as_str())
    .bind(note)
    .bind(id)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() != 1 {
        return Ok(Err(Refusal::NotAllowed { from: "handled".into(), to: "handled".into() }));
    }
    history(conn, actor, &code, "aftercare_handled", now).await?;
    audit::record(conn, actor, "aftercare.handled", "booking", &code, json!({ "answer": id })).await?;
    Ok(Ok(code))
}

// ---------------------------------------------------------------- the chart summary

/// The patient and the visit, as the chart summary prints them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ChartSummary {
    /// Canonical code.
    pub id: String,
    /// As patients see it.
    pub code: String,
    pub name: String,
    pub phone: String,
    pub email: String,
    /// The patient's language.
    pub lang: String,
    pub interpreter: Option<String>,
    pub branch: String,
    pub status: String,
    pub preferred_date: String,
    pub preferred_time: String,
    pub tumor_type: String,
    /// The information and aftercare sheets' kind for this visit.
    pub visit_kind: VisitKind,
    /// Where the lump is and how large, in the patient's words.
    pub location: Option<String>,
    pub size: Option<String>,
    pub intake: IntakeView,
}

/// The chart summary of a booking (`code` canonical).
pub async fn chart(
    conn: &mut AnyConnection,
    actor: &Actor,
    code: &str,
    now: i64,
) -> Result<Result<ChartSummary, Refusal>, StorageError> {
    let intake = match read(conn, actor, code, now).await? {
        Ok(v) => v,
        Err(r) => return Ok(Err(r)),
    };
    let r = sqlx::query(
        "SELECT name, phone, email, lang, interpreter, branch, status, preferred_date, preferred_time, tumor_type, \
         location, size FROM bookings WHERE code = $1",
    )
    .bind(code)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(r) = r else { return Ok(Err(Refusal::NotFound)) };
    let tumor_type: String = r.try_get("tumor_type")?;
    let visit_kind =
        clinic_core::model::TumorType::parse(&tumor_type).map(VisitKind::of).unwrap_or(VisitKind::Consultation);
    Ok(Ok(ChartSummary {
        id: code.to_string(),
        code: super::inbox::list::display_code(code),
        name: r.try_get("name")?,
        phone: r.try_get("phone")?,
        email: r.try_get("email")?,
        lang: r.try_get("lang")?,
        interpreter: r.try_get("interpreter")?,
        branch: r.try_get("branch")?,
        status: r.try_get("status")?,
        preferred_date: r.try_get("preferred_date")?,
        preferred_time: r.try_get("preferred_time")?,
        tumor_type,
        visit_kind,
        location: r.try_get("location")?,
        size: r.try_get("size")?,
        intake,
    }))
}

/// Whether this actor may see the booking (`code` canonical): for audit-only actions such as a print.
pub async fn visible(conn: &mut AnyConnection, actor: &Actor, code: &str) -> Result<Result<(), Refusal>, StorageError> {
    match booking_facts(conn, code).await? {
        None => Ok(Err(Refusal::NotFound)),
        Some(b) if !actor.sees(Some(&b.branch)) => Ok(Err(Refusal::OtherBranch)),
        Some(_) => Ok(Ok(())),
    }
}
