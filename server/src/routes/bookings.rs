//! Bookings: create, status by code + contact, cancel, and the calendar file.

use crate::calendar;
use crate::codes;
use crate::error::AppError;
use crate::extract::{ApiPath, ApiQuery, JsonBody, Reply};
use crate::idempotency;
use crate::state::AppState;
use crate::storage::now_ms;
use crate::storage::queries::{self, BookingRow};
use crate::storage::writer::Job;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use clinic_core::validate::{validate_booking, BookingRequest, FieldError};
use serde::Deserialize;
use serde_json::json;

/// `?contact=` of the lookups.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
pub struct ContactQuery {
    /// The booking's e-mail (any case) or phone number (digits are compared).
    #[serde(default)]
    pub contact: Option<String>,
}

/// Body of a cancellation.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
pub struct CancelRequest {
    /// The booking's e-mail or phone.
    pub contact: String,
}

/// Creates a booking.
#[utoipa::path(post, path = "/api/bookings", tag = "bookings",
    request_body = crate::openapi::BookingRequestDoc,
    params(("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    responses((status = 201, body = crate::openapi::BookingCreated), (status = 400, body = crate::openapi::ErrorDoc),
        (status = 409, body = crate::openapi::ErrorDoc), (status = 413, body = crate::openapi::ErrorDoc),
        (status = 415, body = crate::openapi::ErrorDoc), (status = 422, body = crate::openapi::ErrorDoc),
        (status = 429, body = crate::openapi::ErrorDoc)))]
#[tracing::instrument(skip_all)]
pub async fn create(
    State(app): State<AppState>,
    headers: HeaderMap,
    body: JsonBody<BookingRequest>,
) -> Result<Reply, AppError> {
    let idem = idempotency::from_headers(&headers, "POST /api/bookings", &[&body.raw])?;
    let booking = match validate_booking(&body.value, now_ms()) {
        Ok(booking) => booking,
        Err(problems) => return idempotency::replay_or(&app.db, idem.as_ref(), AppError::Validation(problems)).await,
    };
    let notify_staff = app.config.staff_emails.for_branch(Some(booking.branch)).is_some();
    let job = Job::Booking { booking, capacity: app.config.slot_capacity, notify_staff };
    let written = app.writer.submit(job, idem).await?;
    Ok(written.reply)
}

/// Finds the booking a code and contact point to; unknown code and wrong contact look the same.
async fn lookup(app: &AppState, code: &str, contact: Option<&str>) -> Result<BookingRow, AppError> {
    let contact = contact.map(str::trim).unwrap_or("");
    if contact.is_empty() {
        return Err(AppError::Validation(vec![FieldError::new("contact", "required")]));
    }
    let Some(code) = codes::parse(code) else { return Err(AppError::NotFound) };
    match queries::find_booking(&app.db.pool, &code).await? {
        Some(row) if row.matches_contact(contact) => Ok(row),
        _ => Err(AppError::NotFound),
    }
}

/// A booking's status.
#[utoipa::path(get, path = "/api/bookings/{code}", tag = "bookings",
    params(("code" = String, Path, description = "Confirmation code, e.g. K7XP-3M9Q-T2"), ContactQuery),
    responses((status = 200, body = crate::openapi::BookingStatusDoc), (status = 404, body = crate::openapi::ErrorDoc),
        (status = 422, body = crate::openapi::ErrorDoc), (status = 429, body = crate::openapi::ErrorDoc)))]
#[tracing::instrument(skip_all)]
pub async fn status(
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    ApiQuery(q): ApiQuery<ContactQuery>,
) -> Result<Reply, AppError> {
    let row = lookup(&app, &code, q.contact.as_deref()).await?;
    Reply::json(
        StatusCode::OK,
        &json!({
            "confirmationCode": codes::display(&row.code),
            "status": row.status,
            "branch": row.branch,
            "preferredDate": row.preferred_date,
            "preferredTime": row.preferred_time,
        }),
    )
}

/// Cancels a booking.
#[utoipa::path(post, path = "/api/bookings/{code}/cancel", tag = "bookings",
    params(("code" = String, Path, description = "Confirmation code"),
        ("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    request_body = CancelRequest,
    responses((status = 200, body = crate::openapi::BookingCancelled), (status = 400, body = crate::openapi::ErrorDoc),
        (status = 404, body = crate::openapi::ErrorDoc), (status = 409, body = crate::openapi::ErrorDoc),
        (status = 413, body = crate::openapi::ErrorDoc), (status = 415, body = crate::openapi::ErrorDoc),
        (status = 422, body = crate::openapi::ErrorDoc), (status = 429, body = crate::openapi::ErrorDoc)))]
#[tracing::instrument(skip_all)]
pub async fn cancel(
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    headers: HeaderMap,
    body: JsonBody<CancelRequest>,
) -> Result<Reply, AppError> {
    let idem = idempotency::from_headers(&headers, &format!("POST /api/bookings/{code}/cancel"), &[&body.raw])?;
    if let Some(reply) = idempotency::early_replay(&app.db, idem.as_ref()).await? {
        return Ok(reply);
    }
    let contact = body.value.contact.trim().to_string();
    if contact.is_empty() {
        return Err(AppError::Validation(vec![FieldError::new("contact", "required")]));
    }
    let Some(code) = codes::parse(&code) else { return Err(AppError::NotFound) };
    Ok(app.writer.submit(Job::Cancel { code, contact }, idem).await?.reply)
}

/// The booking as an iCalendar file.
#[utoipa::path(get, path = "/api/bookings/{code}/calendar.ics", tag = "bookings",
    params(("code" = String, Path, description = "Confirmation code"), ContactQuery),
    responses((status = 200, content_type = "text/calendar", body = String), (status = 404, body = crate::openapi::ErrorDoc),
        (status = 422, body = crate::openapi::ErrorDoc), (status = 429, body = crate::openapi::ErrorDoc)))]
#[tracing::instrument(skip_all)]
pub async fn calendar(
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    ApiQuery(q): ApiQuery<ContactQuery>,
) -> Result<Response, AppError> {
    let row = lookup(&app, &code, q.contact.as_deref()).await?;
    let ics = calendar::booking_ics(&app.catalog, &row, now_ms());
    let mut res = ics.into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/calendar; charset=utf-8"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("attachment; filename=\"booking.ics\""));
    Ok(res)
}
