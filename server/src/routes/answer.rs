//! What the API answers on success (docs/public-api.md): the bodies as real types, which the handlers send and
//! the OpenAPI document describes, and the one mapping from storage's outcomes to HTTP.

use crate::http::error::AppError;
use crate::storage::job::{BookingView, Done, WaitlistView};
use crate::storage::queries::BookingRow;
use crate::storage::verify::Verification;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use clinic_core::assess::AssessmentResult;
use clinic_core::code::ConfirmationCode;
use clinic_core::model::{BookingStatus, Branch};
use serde::Serialize;
use utoipa::ToSchema;

/// A booking as its patient sees it: the 201 of a new booking and the 200 of a status lookup.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingBody {
    pub confirmation_code: ConfirmationCode,
    pub status: BookingStatus,
    pub branch: Branch,
    /// `YYYY-MM-DD`, clinic time.
    #[schema(example = "2026-12-01")]
    pub preferred_date: String,
    /// `HH:mm`, clinic time.
    #[schema(example = "10:30")]
    pub preferred_time: String,
    /// Until when (RFC 3339, UTC) the patient may move or cancel the booking on the status page; after
    /// it they call the branch. Absent when it cannot be changed online at all (e.g. cancelled), and in
    /// the answer to a new booking.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub changeable_until: Option<String>,
    /// With e-mail verification on (`CLINIC_VERIFY_EMAIL`): `unverified` until the patient opens the
    /// link of the confirmation message, then `verified`; `expired` when the hold ran out and the
    /// booking was cancelled for that reason. Absent when no check was asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub verification: Option<Verification>,
    /// Until when (RFC 3339, UTC) an `unverified` booking holds its seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub verify_until: Option<String>,
}

impl From<BookingView> for BookingBody {
    fn from(b: BookingView) -> BookingBody {
        BookingBody {
            confirmation_code: b.code,
            status: b.status,
            branch: b.branch,
            preferred_date: b.date,
            preferred_time: b.time,
            changeable_until: None,
            verify_until: b
                .verify_until
                .filter(|_| b.verification == Some(Verification::Unverified))
                .map(crate::storage::ids::rfc3339),
            verification: b.verification,
        }
    }
}

impl BookingBody {
    /// A stored booking with the end of its online change window (`window_ms` before the visit).
    pub fn with_window(row: BookingRow, window_ms: i64) -> BookingBody {
        let until = crate::storage::self_service::changeable_until(&row, window_ms);
        BookingBody {
            confirmation_code: row.code,
            status: row.status,
            branch: row.branch,
            preferred_date: row.preferred_date,
            preferred_time: row.preferred_time,
            changeable_until: until.map(crate::storage::ids::rfc3339),
            verify_until: row
                .verify_until
                .filter(|_| row.verification == Some(Verification::Unverified))
                .filter(|_| matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed))
                .map(crate::storage::ids::rfc3339),
            verification: row.verification,
        }
    }
}

/// The 200 of a cancellation.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CancelledBody {
    pub confirmation_code: ConfirmationCode,
    pub status: BookingStatus,
}

/// The 201 of an inquiry.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InquiryBody {
    pub id: String,
    /// RFC 3339, UTC.
    pub received_at: String,
}

/// The 201 of joining the waitlist.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistBody {
    pub id: String,
    /// Always `waiting` on joining.
    #[schema(example = "waiting")]
    pub status: String,
    pub branch: Branch,
    #[schema(example = "2026-12-01")]
    pub preferred_date: String,
    /// The slot asked for, or none for any slot of the day.
    #[schema(example = "10:30")]
    pub preferred_time: Option<String>,
}

impl From<WaitlistView> for WaitlistBody {
    fn from(w: WaitlistView) -> WaitlistBody {
        WaitlistBody {
            id: w.id,
            status: "waiting".into(),
            branch: w.branch,
            preferred_date: w.date,
            preferred_time: w.time,
        }
    }
}

/// The 201 of a self-assessment.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, ToSchema)]
pub struct AssessmentBody {
    pub id: String,
    pub result: AssessmentResult,
}

/// `value` as JSON with `status`. Answers of this API are personal, so never cached.
pub fn json<T: Serialize>(status: StatusCode, value: &T) -> Result<Response, AppError> {
    let body = serde_json::to_vec(value).map_err(|e| AppError::Internal(e.to_string()))?;
    let mut res = (status, body).into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}

/// The answer for what a write did, the first time and on every idempotent repeat alike.
pub fn done(done: Done) -> Result<Response, AppError> {
    match done {
        Done::BookingCreated(view) => json(StatusCode::CREATED, &BookingBody::from(view)),
        Done::BookingCancelled { code } => {
            json(StatusCode::OK, &CancelledBody { confirmation_code: code, status: BookingStatus::Cancelled })
        }
        Done::BookingRescheduled(view) => json(StatusCode::OK, &BookingBody::from(view)),
        Done::InquiryReceived { id, received_at } => {
            json(StatusCode::CREATED, &InquiryBody { id, received_at: crate::storage::ids::rfc3339(received_at) })
        }
        Done::AssessmentStored { id, result } => json(StatusCode::CREATED, &AssessmentBody { id, result }),
        Done::WaitlistJoined(view) => json(StatusCode::CREATED, &WaitlistBody::from(view)),
        // Bookkeeping jobs of the server itself; no request submits them.
        Done::OutboxMarked { .. } | Done::IdempotencyPruned { .. } => {
            Err(AppError::Internal("a bookkeeping outcome reached a route".into()))
        }
    }
}
