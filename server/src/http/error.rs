//! One error type for the HTTP layer and the one JSON error shape of docs/public-api.md:
//! `{"error": {"code", "message", "fields": [{field, code, params}]}}`.

use crate::storage::job::{Refused, WriteError};
use crate::storage::open_limits::Limit;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use clinic_core::validate::FieldError;
use serde::Serialize;

/// Everything a handler can answer other than success.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The body is not what the endpoint reads (bad JSON, wrong JSON type, broken multipart).
    #[error("malformed request: {0}")]
    Malformed(String),
    /// The body is larger than the endpoint accepts.
    #[error("request body too large")]
    TooLarge,
    /// The body's media type is not the one the endpoint reads.
    #[error("unsupported media type")]
    UnsupportedMediaType,
    /// Validation failed; every problem is listed.
    #[error("validation failed")]
    Validation(Vec<FieldError>),
    /// Unknown resource, or a lookup whose contact does not match (the same answer on purpose).
    #[error("not found")]
    NotFound,
    /// The slot was taken by others meanwhile.
    #[error("slot full")]
    SlotFull,
    /// The contact (e-mail or phone) already holds as many open bookings as allowed.
    #[error("too many open bookings")]
    TooManyOpenBookings,
    /// The client's network already holds as many open bookings as allowed (the same code, `limit`
    /// says which).
    #[error("too many open bookings from this network")]
    TooManyOpenBookingsOnNetwork,
    /// The booking cannot change any more (e.g. completed).
    #[error("booking cannot be changed")]
    NotChangeable,
    /// The visit is too close for the patient to change the booking online (they call the branch).
    #[error("inside the change window")]
    ChangeWindow,
    /// The workflow has no step from the submission's status to the one asked for.
    #[error("status change not allowed")]
    NotAllowed,
    /// The Idempotency-Key was used with another request.
    #[error("idempotency key reused with another request")]
    IdempotencyConflict,
    /// Too many requests from this client; retry after this many seconds.
    #[error("rate limited")]
    RateLimited(u64),
    /// The path exists but not with this method.
    #[error("method not allowed")]
    MethodNotAllowed,
    /// Staff endpoints without a valid session.
    #[error("unauthorized")]
    Unauthorized,
    /// The server is at its limit for this kind of work (photo decoding); retry after this many seconds.
    #[error("busy")]
    Busy(u64),
    /// Signed in, but this role or branch may not do this.
    #[error("forbidden")]
    Forbidden,
    /// A change without the same-origin proof or the session's CSRF token.
    #[error("csrf check failed")]
    Csrf,
    /// Sign-in: the e-mail or the password is wrong (the same answer for both on purpose).
    #[error("invalid credentials")]
    InvalidCredentials,
    /// Sign-in: the one-time code (TOTP or recovery code) is wrong, or the sign-in step expired.
    #[error("invalid code")]
    InvalidCode,
    /// Sign-in refused for this many seconds after too many failures.
    #[error("locked")]
    Locked(u64),
    /// A waitlist offer that is no longer held: taken, or its time ran out.
    #[error("offer no longer held")]
    OfferGone,
    /// A waitlist join while a seat is free that the patient can book themselves.
    #[error("a seat is free")]
    SeatsFree,
    /// An e-mail verification link for a booking that was not confirmed in time (or was cancelled).
    #[error("verification expired")]
    VerificationExpired,
    /// The thing changed since the client read it (a content document published since the editor
    /// opened it): reload, then change it again.
    #[error("stale")]
    Stale,
    /// The site cannot be rendered on this server (no Node, no server-side build): nothing was published.
    #[error("publishing unavailable: {0}")]
    PublishingUnavailable(String),
    /// The prerender could not render the pages from the changed document (its format is not what the
    /// pages read): nothing was published; the detail is logged.
    #[error("unrenderable: {0}")]
    Unrenderable(String),
    /// Rendering or storing the new site version failed: nothing was published.
    #[error("publishing failed: {0}")]
    PublishingFailed(String),
    /// A unique value (a staff e-mail) is taken already.
    #[error("already exists")]
    AlreadyExists,
    /// Answers sent once already (the pre-visit health questions): they no longer change online.
    #[error("already sent")]
    AlreadySent,
    /// A signed link past its time (the health questions' link once the visit has begun).
    #[error("link expired")]
    LinkExpired,
    /// A webhook call whose every event was handled before (a replay): nothing is done again.
    #[error("replayed")]
    Replayed,
    /// A dependency is not answering (the database is down or restarting, the disk is full): nothing
    /// was stored, and the same request may be sent again in a moment.
    #[error("unavailable")]
    Unavailable,
    /// Our fault. The detail is logged, never sent.
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<WriteError> for AppError {
    fn from(e: WriteError) -> AppError {
        match e {
            WriteError::Refused(Refused::SlotFull) => AppError::SlotFull,
            WriteError::Refused(Refused::TooManyOpenBookings) => AppError::TooManyOpenBookings,
            WriteError::Refused(Refused::TooManyOpenBookingsOnNetwork) => AppError::TooManyOpenBookingsOnNetwork,
            WriteError::Refused(Refused::SlotClosed) => AppError::closed_slot(),
            WriteError::Refused(Refused::NotFound) => AppError::NotFound,
            WriteError::Refused(Refused::NotChangeable) => AppError::NotChangeable,
            WriteError::Refused(Refused::ChangeWindow) => AppError::ChangeWindow,
            WriteError::Refused(Refused::IdempotencyConflict) => AppError::IdempotencyConflict,
            WriteError::Refused(Refused::OfferGone) => AppError::OfferGone,
            WriteError::Refused(Refused::SeatsFree) => AppError::SeatsFree,
            WriteError::Unavailable(detail) => {
                tracing::warn!(%detail, "storage unavailable");
                AppError::Unavailable
            }
            WriteError::Failed(detail) => AppError::Internal(detail),
        }
    }
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> AppError {
        WriteError::from(e).into()
    }
}

impl From<crate::storage::StorageError> for AppError {
    fn from(e: crate::storage::StorageError) -> AppError {
        use crate::storage::StorageError;
        match e {
            StorageError::Sqlx(e) => e.into(),
            StorageError::WriterStopped => WriteError::Unavailable("writer stopped".into()).into(),
            other => AppError::Internal(format!("storage: {other}")),
        }
    }
}

/// When a client may try again after a 503 `unavailable`: a database restart takes seconds.
const UNAVAILABLE_RETRY_SECS: u64 = 5;

/// Every error answer: `{"error": {...}}`.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[schema(as = Error)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

/// What went wrong: a machine code, a message for people, and each field's problem.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorDetail {
    pub code: &'static str,
    pub message: &'static str,
    pub fields: Vec<FieldError>,
    /// With `too_many_open_bookings` only: which limit refused, `contact` (the e-mail or the phone)
    /// or `network` (the client's IPv4 address or IPv6 /64).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    #[schema(nullable = false)]
    pub limit: Option<&'static str>,
}

impl AppError {
    /// A slot staff closed (a holiday, the doctor's leave): the same answer as a day the clinic is
    /// closed every week, so the form shows the message it already has.
    pub fn closed_slot() -> AppError {
        AppError::Validation(vec![FieldError::new("preferredDate", "date_closed")])
    }

    /// HTTP status, machine code and human message.
    fn parts(&self) -> (StatusCode, &'static str, &'static str) {
        match self {
            AppError::Malformed(_) => (StatusCode::BAD_REQUEST, "malformed", "The request body could not be read."),
            AppError::TooLarge => (StatusCode::PAYLOAD_TOO_LARGE, "too_large", "The request body is too large."),
            AppError::UnsupportedMediaType => (
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                "The request body has the wrong media type.",
            ),
            AppError::Validation(_) => (StatusCode::UNPROCESSABLE_ENTITY, "validation", "Some fields need attention."),
            AppError::NotFound => (StatusCode::NOT_FOUND, "not_found", "Nothing was found."),
            AppError::SlotFull => (StatusCode::CONFLICT, "slot_full", "This time slot has just been fully booked."),
            AppError::TooManyOpenBookings => (
                StatusCode::CONFLICT,
                "too_many_open_bookings",
                "These contact details already hold as many open bookings as allowed.",
            ),
            AppError::TooManyOpenBookingsOnNetwork => (
                StatusCode::CONFLICT,
                "too_many_open_bookings",
                "This network already holds as many open bookings as allowed.",
            ),
            AppError::NotChangeable => {
                (StatusCode::CONFLICT, "not_changeable", "This booking can no longer be changed.")
            }
            AppError::ChangeWindow => (
                StatusCode::CONFLICT,
                "change_window",
                "The visit is too close to change it online; please call the branch.",
            ),
            AppError::NotAllowed => {
                (StatusCode::CONFLICT, "not_allowed", "This change is not possible from the current status.")
            }
            AppError::IdempotencyConflict => (
                StatusCode::CONFLICT,
                "idempotency_conflict",
                "This Idempotency-Key was already used for another request.",
            ),
            AppError::RateLimited(_) => {
                (StatusCode::TOO_MANY_REQUESTS, "rate_limited", "Too many requests; please wait a moment.")
            }
            AppError::MethodNotAllowed => {
                (StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed", "This method is not allowed here.")
            }
            AppError::Unauthorized => (StatusCode::UNAUTHORIZED, "unauthorized", "Please sign in."),
            AppError::Busy(_) => {
                (StatusCode::SERVICE_UNAVAILABLE, "busy", "The server is busy; please try again in a moment.")
            }
            AppError::Forbidden => (StatusCode::FORBIDDEN, "forbidden", "You may not do this."),
            AppError::Csrf => (StatusCode::FORBIDDEN, "csrf", "The request did not come from the dashboard."),
            AppError::InvalidCredentials => {
                (StatusCode::UNAUTHORIZED, "invalid_credentials", "The e-mail or the password is wrong.")
            }
            AppError::InvalidCode => (StatusCode::UNAUTHORIZED, "invalid_code", "The code is wrong or has expired."),
            AppError::Locked(_) => {
                (StatusCode::TOO_MANY_REQUESTS, "locked", "Too many failed sign-ins; please wait before trying again.")
            }
            AppError::AlreadyExists => (StatusCode::CONFLICT, "already_exists", "This already exists."),
            AppError::PublishingUnavailable(_) => (
                StatusCode::SERVICE_UNAVAILABLE,
                "publishing_unavailable",
                "Publishing is not set up on this server (it needs Node.js and the built site); nothing was published.",
            ),
            AppError::Unrenderable(_) => (
                StatusCode::UNPROCESSABLE_ENTITY,
                "validation",
                "The pages could not be made from this text; check its format. Nothing was published.",
            ),
            AppError::PublishingFailed(_) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "publishing_failed",
                "The pages could not be rendered; nothing was published.",
            ),
            AppError::Stale => {
                (StatusCode::CONFLICT, "stale", "This was changed since you opened it; reload to see the change.")
            }
            AppError::AlreadySent => (
                StatusCode::CONFLICT,
                "already_sent",
                "These answers were sent already; please call the branch to change them.",
            ),
            AppError::LinkExpired => (StatusCode::GONE, "link_expired", "This link no longer works."),
            AppError::Replayed => (StatusCode::CONFLICT, "replayed", "Every event in this call was handled before."),
            AppError::OfferGone => (StatusCode::CONFLICT, "offer_expired", "This seat is no longer held for you."),
            AppError::SeatsFree => (
                StatusCode::CONFLICT,
                "seats_free",
                "A seat is free at this time: book it directly instead of joining the waitlist.",
            ),
            AppError::VerificationExpired => (
                StatusCode::CONFLICT,
                "verification_expired",
                "This booking was not confirmed in time; its seat was released.",
            ),
            AppError::Unavailable => (
                StatusCode::SERVICE_UNAVAILABLE,
                "unavailable",
                "The service is briefly unavailable; nothing was saved, please try again in a moment.",
            ),
            AppError::Internal(_) => {
                (StatusCode::INTERNAL_SERVER_ERROR, "internal", "Something went wrong on our side.")
            }
        }
    }

    /// The fields a form marks: a validation's problems, and the field a conflict is about.
    pub fn fields(&self) -> Vec<FieldError> {
        match self {
            AppError::Validation(f) => f.clone(),
            AppError::Unrenderable(_) => vec![FieldError::new("body", "unrenderable")],
            AppError::SlotFull => vec![FieldError::new("preferredTime", "slot_full")],
            // The patient's way out is their existing bookings, found by their e-mail.
            AppError::TooManyOpenBookings => vec![FieldError::new("email", "too_many_open_bookings")],
            AppError::TooManyOpenBookingsOnNetwork => {
                vec![FieldError::new("email", "too_many_open_bookings_network")]
            }
            _ => Vec::new(),
        }
    }

    /// Which open-booking limit refused ([`ErrorDetail::limit`]).
    fn limit(&self) -> Option<&'static str> {
        match self {
            AppError::TooManyOpenBookings => Some(Limit::Contact.as_str()),
            AppError::TooManyOpenBookingsOnNetwork => Some(Limit::Network.as_str()),
            _ => None,
        }
    }

    /// The status this error answers with.
    pub fn status(&self) -> StatusCode {
        self.parts().0
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, code, message) = self.parts();
        match &self {
            // The detail stays in the log; the client gets only the shape.
            AppError::Internal(detail) => tracing::error!(%detail, "internal error"),
            AppError::PublishingFailed(detail) => tracing::error!(%detail, "publishing failed"),
            AppError::PublishingUnavailable(detail) => tracing::warn!(%detail, "publishing refused"),
            AppError::Unrenderable(detail) => tracing::warn!(%detail, "a change could not be rendered"),
            _ => {}
        }
        let fields = self.fields();
        let body =
            serde_json::to_string(&ErrorBody { error: ErrorDetail { code, message, fields, limit: self.limit() } })
                .unwrap_or_else(|_| r#"{"error":{"code":"internal","message":"","fields":[]}}"#.into());
        let mut res =
            (status, [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response();
        res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        if let AppError::RateLimited(secs) | AppError::Busy(secs) | AppError::Locked(secs) = self {
            res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs.max(1)));
        }
        if let AppError::Unavailable = self {
            res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(UNAVAILABLE_RETRY_SECS));
        }
        res
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn internal_errors_hide_their_detail() {
        let res = AppError::Internal("password=hunter2".into()).into_response();
        assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
    }
}
