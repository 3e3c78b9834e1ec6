//! What the API answers on success (DESIGN §4): the bodies as real types, which the handlers send and
//! the OpenAPI document describes, and the one mapping from storage's outcomes to HTTP.

use crate::error::AppError;
use crate::storage::job::{BookingView, Done, WaitlistView};
use crate::storage::queries::BookingRow;
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
}

impl From<BookingView> for BookingBody {
    fn from(b: BookingView) -> BookingBody {
        BookingBody {
            confirmation_code: b.code,
            status: b.status,
            branch: b.branch,
            preferred_date: b.date,
            preferred_time: b.time,
        }
    }
}

impl From<BookingRow> for BookingBody {
    fn from(row: BookingRow) -> BookingBody {
        BookingBody {
            confirmation_code: row.code,
            status: row.status,
            branch: row.branch,
            preferred_date: row.preferred_date,
            preferred_time: row.preferred_time,
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

/// The 201 of a self-assessment.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, ToSchema)]
pub struct AssessmentBody {
    pub id: String,
    pub result: AssessmentResult,
}

/// The 201 of joining the waitlist.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistBody {
    pub id: String,
    /// Always `waiting` on joining.
    pub status: String,
    pub branch: Branch,
    #[schema(example = "2026-12-01")]
    pub preferred_date: String,
    /// The slot asked for, or none for any slot of the day.
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
        Done::InquiryReceived { id, received_at } => {
            json(StatusCode::CREATED, &InquiryBody { id, received_at: crate::ids::rfc3339(received_at) })
        }
        Done::AssessmentStored { id, result } => json(StatusCode::CREATED, &AssessmentBody { id, result }),
        Done::WaitlistJoined(view) => json(StatusCode::CREATED, &WaitlistBody::from(view)),
        // Bookkeeping jobs of the server itself; no request submits them.
        Done::OutboxMarked { .. } | Done::IdempotencyPruned { .. } => {
            Err(AppError::Internal("a bookkeeping outcome reached a route".into()))
        }
    }
}
