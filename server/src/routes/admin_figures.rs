//! The overview's figures (issue 13 point 6): no-show rate, response times and assessments that led
//! to a booking. Every staff member reads them; a branch account's bookings are its branch's.

use crate::http::error::AppError;
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::figures::{self, Figures};
use crate::storage::now_ms;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;
use axum::Router;

/// The routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new().route("/api/admin/figures", get(figures_handler))
}

/// The last 90 days' no-show rate, median time to the first staff response for inquiries and
/// assessments, and how many assessments were followed by a booking with the same e-mail address.
#[utoipa::path(get, path = "/api/admin/figures", tag = "admin-inbox", security(("session" = [])),
    responses((status = 200, body = Figures), (status = 401, body = crate::http::error::ErrorBody)))]
pub async fn figures_handler(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    let f = figures::figures(&mut conn, staff.branch, now_ms()).await?;
    answer::json(StatusCode::OK, &f)
}
