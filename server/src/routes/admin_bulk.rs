//! Staff bulk actions on bookings: cancelling many at once (a flood of made-up bookings, a doctor's
//! sudden leave). Each booking goes through the same workflow step as a single cancellation
//! ([`workflow::booking_status_as`]): its seat is freed, its history and audit entry written, and the
//! patient told unless staff chose not to.

use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::routes::admin_inbox::MAX_TEXT;
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::inbox::workflow::{self, Told};
use crate::storage::inbox::Refusal;
use crate::storage::now_ms;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::post;
use axum::Router;
use clinic_core::code::ConfirmationCode;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};

/// Most bookings one bulk request cancels (one page of the inbox).
pub const MAX_BULK: usize = 200;

/// The bulk routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new().route("/api/admin/bookings/cancel", post(bulk_cancel))
}

/// Body of a bulk cancellation.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct BulkCancelRequest {
    /// Confirmation codes, any spelling; 1 to 200.
    pub codes: Vec<String>,
    /// Why; required, written to each booking's history and, when told, to each patient.
    pub reason: String,
    /// Whether each patient gets the clinic's cancellation e-mail.
    pub notify_patients: bool,
}

/// What happened to one booking of a bulk cancellation.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct BulkCancelResult {
    /// The code as sent.
    pub code: String,
    /// `cancelled` | `not_found` | `forbidden` (another branch) | `not_allowed` (already cancelled,
    /// completed or a no-show).
    pub outcome: String,
}

/// The answer of a bulk cancellation: one result per code, in the order sent.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct BulkCancelBody {
    /// How many were cancelled.
    pub cancelled: usize,
    pub results: Vec<BulkCancelResult>,
}

fn invalid(field: &str, code: &str) -> AppError {
    AppError::Validation(vec![FieldError::new(field, code)])
}

/// Cancels many bookings at once, in one transaction; a booking that cannot be cancelled (unknown,
/// another branch's, no longer open) is reported and the others still are.
#[utoipa::path(post, path = "/api/admin/bookings/cancel", tag = "admin-inbox", operation_id = "bulkCancelBookings",
    request_body = BulkCancelRequest,
    responses((status = 200, body = BulkCancelBody), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn bulk_cancel(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<BulkCancelRequest>,
) -> Result<Response, AppError> {
    let BulkCancelRequest { codes, reason, notify_patients } = body.value;
    if codes.is_empty() {
        return Err(invalid("codes", "required"));
    }
    if codes.len() > MAX_BULK {
        return Err(AppError::Validation(vec![FieldError::new("codes", "max_length").with("max", MAX_BULK as i64)]));
    }
    let reason = reason.trim().to_string();
    if reason.is_empty() {
        return Err(invalid("reason", "required"));
    }
    if reason.chars().count() > MAX_TEXT {
        return Err(AppError::Validation(vec![FieldError::new("reason", "max_length").with("max", MAX_TEXT as i64)]));
    }
    let actor = staff.actor();
    let told = Told::Bulk { notify: notify_patients };
    let results = app
        .writer
        .transact(move |conn| {
            Box::pin(async move {
                let now = now_ms();
                let mut results = Vec::with_capacity(codes.len());
                let mut seen: Vec<String> = Vec::new();
                for sent in codes {
                    let Some(code) = ConfirmationCode::parse(&sent).map(|c| c.canonical().to_string()) else {
                        results.push(BulkCancelResult { code: sent, outcome: "not_found".into() });
                        continue;
                    };
                    // The same booking twice in one request is cancelled once; the repeat is reported
                    // as what it now is (no longer open).
                    let outcome = if seen.contains(&code) {
                        Err(Refusal::NotAllowed { from: "cancelled".into(), to: "cancelled".into() })
                    } else {
                        workflow::booking_status_as(conn, &actor, &code, "cancelled", Some(&reason), told, now).await?
                    };
                    seen.push(code);
                    let outcome = match outcome {
                        Ok(_) => "cancelled",
                        Err(Refusal::OtherBranch) => "forbidden",
                        Err(Refusal::NotAllowed { .. }) => "not_allowed",
                        Err(_) => "not_found",
                    };
                    results.push(BulkCancelResult { code: sent, outcome: outcome.into() });
                }
                Ok(results)
            })
        })
        .await?;
    let cancelled = results.iter().filter(|r| r.outcome == "cancelled").count();
    answer::json(StatusCode::OK, &BulkCancelBody { cancelled, results })
}
