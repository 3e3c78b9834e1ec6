//! Liveness and readiness.

use super::answer;
use crate::http::error::AppError;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Serialize;

/// The body of both checks.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Health {
    /// `ok` (up) or `ready` (the database answers).
    pub status: &'static str,
}

/// 200 while the process serves.
#[utoipa::path(get, path = "/healthz", tag = "health", responses((status = 200, description = "up", body = Health)))]
pub async fn healthz() -> Result<Response, AppError> {
    answer::json(StatusCode::OK, &Health { status: "ok" })
}

/// 200 when the database answers, 503 otherwise.
#[utoipa::path(get, path = "/readyz", tag = "health",
    responses((status = 200, description = "ready", body = Health), (status = 503, description = "database down", body = crate::http::error::ErrorBody)))]
pub async fn readyz(State(app): State<AppState>) -> Result<Response, AppError> {
    if app.db.ping().await {
        answer::json(StatusCode::OK, &Health { status: "ready" })
    } else {
        Err(AppError::Unavailable)
    }
}
