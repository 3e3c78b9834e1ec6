//! Bookings: create, status by code + contact, the patient's own cancel and reschedule (outside the
//! change window), and the calendar file.

use super::answer::{self, BookingBody, CancelledBody};
use crate::http::client_addr::ClientAddr;
use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::{ApiPath, ApiQuery, JsonBody};
use crate::http::idempotency;
use crate::messaging::calendar;
use crate::state::AppState;
use crate::storage::job::Job;
use crate::storage::now_ms;
use crate::storage::open_limits::{self, Holder};
use crate::storage::queries::{self, BookingRow};
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use clinic_core::code::ConfirmationCode;
use clinic_core::validate::{check_slot, validate_booking_in, Booking, BookingRequest, FieldError};
use serde::Deserialize;

/// `?contact=` of the lookups.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ContactQuery {
    /// The booking's e-mail (any case) or phone number (digits are compared).
    #[serde(default)]
    pub contact: Option<String>,
}

/// Body of a cancellation.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
pub struct CancelRequest {
    /// The booking's e-mail or phone.
    pub contact: String,
}

/// Body of a patient's reschedule.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PatientRescheduleRequest {
    /// The booking's e-mail or phone.
    pub contact: String,
    /// The new date, YYYY-MM-DD.
    #[schema(example = "2026-12-02")]
    pub preferred_date: String,
    /// The new time, HH:mm, a slot inside opening hours.
    #[schema(example = "14:00")]
    pub preferred_time: String,
}

/// Creates a booking.
#[utoipa::path(post, path = "/api/bookings", tag = "bookings", operation_id = "createBooking",
    request_body = BookingRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    responses((status = 201, body = BookingBody), (status = 400, body = ErrorBody),
        (status = 409, description = "`slot_full`: the slot was fully booked meanwhile; `too_many_open_bookings`: the e-mail, the phone or the client's network (IPv4 address or IPv6 /64) already holds as many open (pending or confirmed, not past) bookings as allowed (CLINIC_OPEN_BOOKINGS_PER_CONTACT, CLINIC_OPEN_BOOKINGS_PER_NETWORK), its `limit` naming which (`contact` or `network`; the `email` field's code `too_many_open_bookings` or `too_many_open_bookings_network`); `idempotency_conflict`", body = ErrorBody),
        (status = 413, body = ErrorBody),
        (status = 415, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody),
        (status = 503, description = "unavailable: the database is down or its disk full; nothing stored (Retry-After)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn create(
    State(app): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    body: JsonBody<BookingRequest>,
) -> Result<Response, AppError> {
    let idem = idempotency::from_headers(&headers, "POST /api/bookings", &[&body.raw])?;
    let booking = match validate_booking_in(&app.clinic.hours(), &body.value, now_ms()) {
        Ok(booking) => booking,
        Err(problems) => {
            let written = idempotency::replay_or(&app.db, idem.as_ref(), AppError::Validation(problems)).await?;
            return answer::done(written.done);
        }
    };
    answer::done(app.writer.submit(booking_job(&app, booking, client), idem).await?.done)
}

/// The writer's job for a validated booking from `client` (the JSON API and the script-free form).
pub(crate) fn booking_job(app: &AppState, booking: Booking, client: ClientAddr) -> Job {
    let notify_staff = app.config.staff_emails.for_branch(Some(booking.branch)).is_some();
    let holder = Holder {
        email_key: open_limits::email_key(booking.email.as_str()),
        phone_digits: booking.phone.digits().to_string(),
        network: client.network(),
    };
    Job::Booking {
        booking,
        capacity: app.config.slot_capacity,
        notify_staff,
        holder,
        limits: app.config.open_bookings,
        // Every patient booking has an e-mail address (the core requires one), so with verification
        // on every one is checked (docs/decisions.md, "E-mail verification of bookings").
        verify_hold_ms: app.config.verify_hold_ms,
    }
}

/// Finds the booking a code and contact point to; unknown code and wrong contact look the same.
pub(crate) async fn lookup(app: &AppState, code: &str, contact: Option<&str>) -> Result<BookingRow, AppError> {
    let contact = contact.map(str::trim).unwrap_or("");
    if contact.is_empty() {
        return Err(AppError::Validation(vec![FieldError::new("contact", "required")]));
    }
    let Some(code) = ConfirmationCode::parse(code) else { return Err(AppError::NotFound) };
    match queries::find_booking(&app.db.pool, &code).await? {
        Some(row) if row.matches_contact(contact) => Ok(row),
        _ => Err(AppError::NotFound),
    }
}

/// A booking's status.
#[utoipa::path(get, path = "/api/bookings/{code}", tag = "bookings",
    params(("code" = String, Path, description = "Confirmation code, e.g. K7XP-3M9Q-T2"), ContactQuery),
    responses((status = 200, body = BookingBody), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn status(
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    ApiQuery(q): ApiQuery<ContactQuery>,
) -> Result<Response, AppError> {
    let row = lookup(&app, &code, q.contact.as_deref()).await?;
    answer::json(StatusCode::OK, &BookingBody::with_window(row, app.config.change_window_ms))
}

/// Cancels a booking (until the change window before the visit; then 409 `change_window`).
#[utoipa::path(post, path = "/api/bookings/{code}/cancel", tag = "bookings",
    params(("code" = String, Path, description = "Confirmation code"),
        ("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    request_body = CancelRequest,
    responses((status = 200, body = CancelledBody), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 415, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn cancel(
    State(app): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiPath(code): ApiPath<String>,
    headers: HeaderMap,
    body: JsonBody<CancelRequest>,
) -> Result<Response, AppError> {
    let idem = idempotency::from_headers(&headers, &format!("POST /api/bookings/{code}/cancel"), &[&body.raw])?;
    if let Some(written) = idempotency::early_replay(&app.db, idem.as_ref()).await? {
        return answer::done(written.done);
    }
    let contact = body.value.contact.trim().to_string();
    if contact.is_empty() {
        return Err(AppError::Validation(vec![FieldError::new("contact", "required")]));
    }
    let Some(code) = ConfirmationCode::parse(&code) else { return Err(AppError::NotFound) };
    let job = Job::Cancel { code, contact, window_ms: app.config.change_window_ms, ip: client.to_string() };
    answer::done(app.writer.submit(job, idem).await?.done)
}

/// Moves a booking to another free slot of its branch (until the change window before the visit;
/// then 409 `change_window`). The old seat is freed and the new one taken in one transaction.
#[utoipa::path(post, path = "/api/bookings/{code}/reschedule", tag = "bookings", operation_id = "rescheduleBooking",
    params(("code" = String, Path, description = "Confirmation code"),
        ("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    request_body = PatientRescheduleRequest,
    responses((status = 200, body = BookingBody), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 415, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn reschedule(
    State(app): State<AppState>,
    ClientAddr(client): ClientAddr,
    ApiPath(code): ApiPath<String>,
    headers: HeaderMap,
    body: JsonBody<PatientRescheduleRequest>,
) -> Result<Response, AppError> {
    let idem = idempotency::from_headers(&headers, &format!("POST /api/bookings/{code}/reschedule"), &[&body.raw])?;
    if let Some(written) = idempotency::early_replay(&app.db, idem.as_ref()).await? {
        return answer::done(written.done);
    }
    let contact = body.value.contact.trim().to_string();
    let mut problems = Vec::new();
    if contact.is_empty() {
        problems.push(FieldError::new("contact", "required"));
    }
    let (date, time) = check_slot(
        &app.clinic.hours(),
        &body.value.preferred_date,
        &body.value.preferred_time,
        now_ms(),
        &mut problems,
    );
    let (Some(date), Some(time)) = (date, time) else { return Err(AppError::Validation(problems)) };
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    let Some(code) = ConfirmationCode::parse(&code) else { return Err(AppError::NotFound) };
    let job = Job::Reschedule {
        code: code.clone(),
        contact: contact.clone(),
        date: date.to_string(),
        time: time.to_string(),
        capacity: app.config.slot_capacity,
        window_ms: app.config.change_window_ms,
        ip: client.to_string(),
    };
    let written = app.writer.submit(job, idem).await?;
    if !written.fresh {
        return answer::done(written.done);
    }
    // The booking as the status page shows it, with its new change window.
    match queries::find_booking(&app.db.pool, &code).await? {
        Some(row) => answer::json(StatusCode::OK, &BookingBody::with_window(row, app.config.change_window_ms)),
        None => answer::done(written.done),
    }
}

/// The booking as an iCalendar file.
#[utoipa::path(get, path = "/api/bookings/{code}/calendar.ics", tag = "bookings", operation_id = "bookingCalendarFile",
    params(("code" = String, Path, description = "Confirmation code"), ContactQuery),
    responses((status = 200, content_type = "text/calendar", body = String), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn calendar(
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    ApiQuery(q): ApiQuery<ContactQuery>,
) -> Result<Response, AppError> {
    let row = lookup(&app, &code, q.contact.as_deref()).await?;
    let ics = calendar::booking_ics(&app.catalog, &row, app.clinic.hours().slot_minutes, now_ms());
    let mut res = ics.into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/calendar; charset=utf-8"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("attachment; filename=\"booking.ics\""));
    Ok(res)
}
