//! The waitlist's public side (issue 13 point 5): join the waitlist of a full day, see the seat an
//! offer holds, and take it. Offers are made by the background task in [`crate::tasks::waitlist`].

use super::answer::{self, WaitlistBody};
use crate::http::client_addr::ClientAddr;
use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::{ApiPath, JsonBody};
use crate::http::idempotency;
use crate::state::AppState;
use crate::storage::job::Job;
use crate::storage::open_limits::{self, Holder};
use crate::storage::{now_ms, waitlist};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use clinic_core::model::Branch;
use clinic_core::validate::{validate_waitlist_in, WaitlistRequest};
use serde::{Deserialize, Serialize};

/// Joins the waitlist of a branch's day (or of one slot of it).
#[utoipa::path(post, path = "/api/waitlist", tag = "waitlist", operation_id = "joinWaitlist",
    request_body = WaitlistRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    responses((status = 201, body = WaitlistBody), (status = 400, body = ErrorBody),
        (status = 409, description = "`seats_free`: a seat is free in the slot asked for (or, without a time, on the day): book it instead; `too_many_open_bookings`: the e-mail, the phone or the client's network already holds as many open bookings, or as many open (waiting or offered) waitlist entries, as allowed (CLINIC_OPEN_BOOKINGS_PER_CONTACT, CLINIC_OPEN_BOOKINGS_PER_NETWORK); `idempotency_conflict`", body = ErrorBody),
        (status = 413, body = ErrorBody),
        (status = 415, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn join(
    State(app): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    body: JsonBody<WaitlistRequest>,
) -> Result<Response, AppError> {
    let idem = idempotency::from_headers(&headers, "POST /api/waitlist", &[&body.raw])?;
    let hours = app.clinic.hours();
    let waitlist = match validate_waitlist_in(&hours, &body.value, now_ms()) {
        Ok(w) => w,
        Err(problems) => {
            let written = idempotency::replay_or(&app.db, idem.as_ref(), AppError::Validation(problems)).await?;
            return answer::done(written.done);
        }
    };
    let holder = Holder {
        email_key: open_limits::email_key(waitlist.email.as_str()),
        phone_digits: waitlist.phone.digits().to_string(),
        network: client.network(),
    };
    let (capacity, limits) = (app.config.slot_capacity, app.config.open_bookings);
    let job = Job::JoinWaitlist { waitlist, capacity, holder, limits, hours };
    answer::done(app.writer.submit(job, idem).await?.done)
}

/// A seat offered to a waiting patient, as the offer's link shows it.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferBody {
    /// held | taken | expired
    pub status: String,
    pub branch: Branch,
    #[schema(example = "2026-12-01")]
    pub preferred_date: String,
    #[schema(example = "10:30")]
    pub preferred_time: String,
    /// Until when the seat is held (RFC 3339, UTC).
    pub expires_at: String,
}

/// The seat an offer holds (the offer id in the patient's link is what opens it).
#[utoipa::path(get, path = "/api/waitlist/offers/{id}", tag = "waitlist",
    params(("id" = String, Path, description = "The offer's id from the message's link")),
    responses((status = 200, body = OfferBody), (status = 404, body = ErrorBody), (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn offer(State(app): State<AppState>, ApiPath(id): ApiPath<String>) -> Result<Response, AppError> {
    let Some(o) = waitlist::find_offer(&app.db.pool, id.trim()).await? else { return Err(AppError::NotFound) };
    // A hold that ran out but was not yet collected by the task is already expired for the patient.
    let status = if o.status == "held" && o.expires_at <= now_ms() { "expired".to_string() } else { o.status };
    answer::json(
        StatusCode::OK,
        &OfferBody {
            status,
            branch: o.branch,
            preferred_date: o.date,
            preferred_time: o.time,
            expires_at: crate::storage::ids::rfc3339(o.expires_at),
        },
    )
}

/// Body of taking an offer: nothing is needed beyond the link's id.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct AcceptOfferRequest {}

/// Takes the held seat: it becomes a booking (201, like `POST /api/bookings`, under the same limits on
/// open bookings); 409 `offer_expired` when the hold ran out or the seat was taken already.
#[utoipa::path(post, path = "/api/waitlist/offers/{id}/accept", tag = "waitlist",
    params(("id" = String, Path, description = "The offer's id"),
        ("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    request_body = AcceptOfferRequest,
    responses((status = 201, body = answer::BookingBody), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "`offer_expired`: the hold ran out, the seat was taken already, or it can no longer be booked (the slot was closed or began: the seat then goes to the next waiting patient); `too_many_open_bookings`: as for `POST /api/bookings` (the offer stays held until it expires, so the patient may cancel another booking and take it); `idempotency_conflict`", body = ErrorBody),
        (status = 415, body = ErrorBody), (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn accept(
    State(app): State<AppState>,
    client: ClientAddr,
    ApiPath(id): ApiPath<String>,
    headers: HeaderMap,
    body: JsonBody<AcceptOfferRequest>,
) -> Result<Response, AppError> {
    let idem = idempotency::from_headers(&headers, &format!("POST /api/waitlist/offers/{id}/accept"), &[&body.raw])?;
    if let Some(written) = idempotency::early_replay(&app.db, idem.as_ref()).await? {
        return answer::done(written.done);
    }
    let Some(offer) = waitlist::find_offer(&app.db.pool, id.trim()).await? else { return Err(AppError::NotFound) };
    let notify_staff = app.config.staff_emails.for_branch(Some(offer.branch)).is_some();
    let job = Job::TakeOffer {
        offer_id: offer.id,
        capacity: app.config.slot_capacity,
        notify_staff,
        network: client.network(),
        limits: app.config.open_bookings,
        hours: app.clinic.hours(),
    };
    answer::done(app.writer.submit(job, idem).await?.done)
}
