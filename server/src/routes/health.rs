//! Liveness and readiness.

use crate::error::AppError;
use crate::extract::Reply;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use serde_json::json;

/// 200 while the process serves.
#[utoipa::path(get, path = "/healthz", tag = "health", responses((status = 200, description = "up")))]
pub async fn healthz() -> Result<Reply, AppError> {
    Reply::json(StatusCode::OK, &json!({"status": "ok"}))
}

/// 200 when the database answers, 503 otherwise.
#[utoipa::path(get, path = "/readyz", tag = "health", responses((status = 200, description = "ready"), (status = 503, description = "database down")))]
pub async fn readyz(State(app): State<AppState>) -> Result<Reply, AppError> {
    if app.db.ping().await {
        Reply::json(StatusCode::OK, &json!({"status": "ready"}))
    } else {
        Err(AppError::Unavailable)
    }
}
