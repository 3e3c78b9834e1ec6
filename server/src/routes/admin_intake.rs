//! The staff side of the health questions and aftercare (issue 26): a booking's answers, their photo
//! and review, the printable chart summary, the overview's list of flagged answers nobody has
//! reviewed, and marking an aftercare worry handled.
//!
//! The answers are health data (PDPA art. 6): every read is audited (the answers, the photo, the
//! chart and each print of it), branch rules are those of the booking itself, and an audit entry
//! names the booking, never an answer.

use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::{ApiPath, JsonBody};
use crate::routes::admin_inbox::MAX_TEXT;
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::inbox::list::InboxItem;
use crate::storage::inbox::{Actor, Refusal};
use crate::storage::intake_review::{self, ChartSummary, IntakeView};
use crate::storage::{audit, now_ms};
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// The routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/bookings/{code}/intake", get(intake))
        .route("/api/admin/bookings/{code}/intake/photo", get(intake_photo))
        .route("/api/admin/bookings/{code}/intake/review", post(review))
        .route("/api/admin/bookings/{code}/chart", get(chart))
        .route("/api/admin/bookings/{code}/chart/printed", post(chart_printed))
        .route("/api/admin/intake/to-review", get(to_review))
        .route("/api/admin/aftercare/{id}/handled", post(aftercare_handled))
}

fn refused(r: Refusal) -> AppError {
    match r {
        Refusal::NotFound => AppError::NotFound,
        Refusal::OtherBranch => AppError::Forbidden,
        _ => AppError::NotAllowed,
    }
}

fn booking_code(raw: &str) -> Result<String, AppError> {
    clinic_core::code::ConfirmationCode::parse(raw).map(|c| c.canonical().to_string()).ok_or(AppError::NotFound)
}

/// A required note: trimmed, not empty, not too long.
fn note_of(value: &str) -> Result<String, AppError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(AppError::Validation(vec![FieldError::new("note", "required")]));
    }
    if v.chars().count() > MAX_TEXT {
        return Err(AppError::Validation(vec![FieldError::new("note", "max_length").with("max", MAX_TEXT as i64)]));
    }
    Ok(v.to_string())
}

/// Records a read of health data in the audit log (its own transaction, as the inbox's reads).
async fn audit_read(
    app: &AppState,
    actor: Actor,
    action: &'static str,
    code: String,
    detail: serde_json::Value,
) -> Result<(), AppError> {
    app.writer
        .transact(move |c| Box::pin(async move { audit::record(c, &actor, action, "booking", &code, detail).await }))
        .await?;
    Ok(())
}

async fn read_view(app: &AppState, staff: &Staff, code: &str) -> Result<IntakeView, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    intake_review::read(&mut conn, &staff.actor(), code, now_ms()).await?.map_err(refused)
}

/// A booking's health questions: where they stand, the answers as sent (choices as codes, the
/// patient's own words as typed), the consent, whether a photo came, the information sheets
/// acknowledged and the review. Each read is audited.
#[utoipa::path(get, path = "/api/admin/bookings/{code}/intake", tag = "admin-intake", operation_id = "bookingIntake",
    security(("session" = [])),
    params(("code" = String, Path, description = "Confirmation code, any spelling")),
    responses((status = 200, body = IntakeView), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn intake(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
) -> Result<Response, AppError> {
    let code = booking_code(&code)?;
    let view = read_view(&app, &staff, &code).await?;
    audit_read(&app, staff.actor(), "intake.view", code, json!({})).await?;
    answer::json(StatusCode::OK, &view)
}

/// The photo sent with the answers: the stored (re-encoded) bytes, never cached, each view audited.
#[utoipa::path(get, path = "/api/admin/bookings/{code}/intake/photo", tag = "admin-intake", operation_id = "bookingIntakePhoto",
    security(("session" = [])),
    params(("code" = String, Path, description = "Confirmation code, any spelling")),
    responses((status = 200, description = "the photo, JPEG or PNG as stored", content((Vec<u8> = "image/jpeg"), (Vec<u8> = "image/png"))),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody, description = "no such booking, or no photo sent")))]
pub async fn intake_photo(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
) -> Result<Response, AppError> {
    let code = booking_code(&code)?;
    let mut conn = app.db.pool.acquire().await?;
    let key = intake_review::photo_key(&mut conn, &staff.actor(), &code).await?.map_err(refused)?;
    drop(conn);
    let bytes = app.uploads.get(&key).await.map_err(|e| match e {
        object_store::Error::NotFound { .. } => AppError::NotFound,
        e if crate::uploads::is_unavailable(&e) => AppError::Unavailable,
        e => AppError::Internal(format!("upload store: {e}")),
    })?;
    // Stored photos are re-encoded JPEG or PNG (the assessment's photo rules): the bytes say which.
    let content_type = if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        HeaderValue::from_static("image/jpeg")
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        HeaderValue::from_static("image/png")
    } else {
        return Err(AppError::Internal("a stored intake photo is neither JPEG nor PNG".into()));
    };
    audit_read(&app, staff.actor(), "photo.view", code, json!({ "photo": "intake" })).await?;
    let mut res = bytes.into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, content_type);
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("inline"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    Ok(res)
}

/// Body of a review of flagged answers.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct IntakeReviewRequest {
    /// What the reviewer decided (internal: never sent to the patient), e.g. "Apixaban: the doctor
    /// called, paused 48 h before."
    pub note: String,
}

/// Marks a booking's flagged answers reviewed, with a note; once. Answers without flags, a draft or
/// none at all need no review (409).
#[utoipa::path(post, path = "/api/admin/bookings/{code}/intake/review", tag = "admin-intake", operation_id = "reviewBookingIntake",
    security(("session" = [])),
    params(("code" = String, Path, description = "Confirmation code, any spelling")), request_body = IntakeReviewRequest,
    responses((status = 200, body = IntakeView), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "not sent, not flagged, or reviewed already"),
        (status = 422, body = ErrorBody)))]
pub async fn review(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    body: JsonBody<IntakeReviewRequest>,
) -> Result<Response, AppError> {
    let code = booking_code(&code)?;
    let note = note_of(&body.value.note)?;
    let (a, c) = (staff.actor(), code.clone());
    app.writer
        .transact(move |conn| Box::pin(async move { intake_review::review(conn, &a, &c, &note, now_ms()).await }))
        .await?
        .map_err(refused)?;
    answer::json(StatusCode::OK, &read_view(&app, &staff, &code).await?)
}

/// The printable chart summary: the patient, the visit, the answers, the flags, the review and the
/// information sheets acknowledged. Each view is audited; each print or download too
/// (`POST …/chart/printed`).
#[utoipa::path(get, path = "/api/admin/bookings/{code}/chart", tag = "admin-intake", operation_id = "bookingChart",
    security(("session" = [])),
    params(("code" = String, Path, description = "Confirmation code, any spelling")),
    responses((status = 200, body = ChartSummary), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn chart(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
) -> Result<Response, AppError> {
    let code = booking_code(&code)?;
    let mut conn = app.db.pool.acquire().await?;
    let summary = intake_review::chart(&mut conn, &staff.actor(), &code, now_ms()).await?.map_err(refused)?;
    drop(conn);
    audit_read(&app, staff.actor(), "chart.view", code, json!({})).await?;
    answer::json(StatusCode::OK, &summary)
}

/// Body of a chart print's record.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ChartPrintedRequest {
    /// `print` (default: sent to a printer or saved as PDF from the print dialog) or `download`.
    #[cfg_attr(test, ts(optional))]
    pub via: Option<String>,
}

/// Records that the chart summary was printed or downloaded (the dashboard calls it from its Print
/// button, before the print dialog opens).
#[utoipa::path(post, path = "/api/admin/bookings/{code}/chart/printed", tag = "admin-intake", operation_id = "bookingChartPrinted",
    security(("session" = [])),
    params(("code" = String, Path, description = "Confirmation code, any spelling")), request_body = ChartPrintedRequest,
    responses((status = 204, description = "recorded"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn chart_printed(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    body: JsonBody<ChartPrintedRequest>,
) -> Result<Response, AppError> {
    let code = booking_code(&code)?;
    let via = match body.value.via.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        None | Some("print") => "print",
        Some("download") => "download",
        Some(_) => return Err(AppError::Validation(vec![FieldError::new("via", "invalid_choice")])),
    };
    let (a, c) = (staff.actor(), code.clone());
    app.writer
        .transact(move |conn| {
            Box::pin(async move {
                match intake_review::visible(conn, &a, &c).await? {
                    Ok(()) => {}
                    Err(r) => return Ok(Err(r)),
                }
                audit::record(conn, &a, "chart.print", "booking", &c, json!({ "via": via })).await?;
                Ok(Ok(()))
            })
        })
        .await?
        .map_err(refused)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// The overview's list of flagged answers nobody has reviewed.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ToReviewList {
    /// Upcoming bookings (pending or confirmed) of the staff member's branch, soonest visit first,
    /// each with its `intake` mark (the flags); at most 200.
    pub items: Vec<InboxItem>,
}

/// Upcoming bookings whose sent answers raised flags nobody has reviewed yet.
#[utoipa::path(get, path = "/api/admin/intake/to-review", tag = "admin-intake", operation_id = "intakeToReview",
    security(("session" = [])),
    responses((status = 200, body = ToReviewList), (status = 401, body = ErrorBody)))]
pub async fn to_review(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    let items = intake_review::to_review(&mut conn, app.db.backend, staff.branch, now_ms()).await?;
    drop(conn);
    // The list names patients (and, by being on it, that their answers raised flags: health data,
    // which the access report counts as such).
    let shown: Vec<String> = items.iter().map(|i| format!("booking:{}", i.id)).collect();
    let detail = json!({ "shown": shown, "health": shown });
    let a = staff.actor();
    app.writer
        .transact(move |c| Box::pin(async move { audit::record(c, &a, "intake.to_review.view", "", "", detail).await }))
        .await?;
    answer::json(StatusCode::OK, &ToReviewList { items })
}

/// Body of marking an aftercare worry handled.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct AftercareHandledRequest {
    /// What was done (internal), e.g. "Called back: slight oozing, pressure advised, seen tomorrow."
    pub note: String,
}

/// Marks a patient's aftercare worry handled, with a note: it leaves the top of the triage queue.
/// Once; only a worry (a "fine" or a question is not handled here).
#[utoipa::path(post, path = "/api/admin/aftercare/{id}/handled", tag = "admin-intake", operation_id = "aftercareHandled",
    security(("session" = [])),
    params(("id" = String, Path, description = "The aftercare answer's id (the triage item's `aftercare.id`)")),
    request_body = AftercareHandledRequest,
    responses((status = 204, description = "handled"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "handled already, or not a worry"),
        (status = 422, body = ErrorBody)))]
pub async fn aftercare_handled(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
    body: JsonBody<AftercareHandledRequest>,
) -> Result<Response, AppError> {
    let note = note_of(&body.value.note)?;
    let a = staff.actor();
    app.writer
        .transact(move |conn| {
            Box::pin(async move { intake_review::handle_worry(conn, &a, &id, &note, now_ms()).await })
        })
        .await?
        .map_err(refused)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
