//! Staff side of the waitlist (issue 13 point 5): a branch's day of waiting patients, with the seat
//! offered to each. Every read is audited (it shows patients' names and contacts).

use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::audit;
use crate::storage::waitlist::{self, WaitlistItem};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use clinic_core::date::Date;
use clinic_core::model::Branch;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// The routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new().route("/api/admin/waitlist", get(day))
}

/// `?branch=&day=`
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct WaitlistQuery {
    /// taipei | kaohsiung; a branch account's own branch by default (required for clinic-wide accounts).
    pub branch: Option<String>,
    /// YYYY-MM-DD, clinic time.
    pub day: Option<String>,
}

/// A branch's day of waiting patients.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct WaitlistDay {
    pub branch: Branch,
    #[schema(example = "2026-12-01")]
    pub day: String,
    /// In queue order: the first is offered the next free seat.
    pub items: Vec<WaitlistItem>,
}

/// The patients waiting for a seat on a branch's day, in queue order, with their offers.
#[utoipa::path(get, path = "/api/admin/waitlist", tag = "admin-waitlist", params(WaitlistQuery),
    responses((status = 200, body = WaitlistDay), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn day(
    staff: Staff,
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<WaitlistQuery>,
) -> Result<Response, AppError> {
    let mut problems = Vec::new();
    let branch = match q.branch.as_deref().map(str::trim).filter(|b| !b.is_empty()) {
        None => staff.branch,
        Some(b) => match Branch::parse(b) {
            Some(b) if !staff.sees_branch(b) => return Err(AppError::Forbidden),
            Some(b) => Some(b),
            None => {
                problems.push(FieldError::new("branch", "invalid_choice"));
                None
            }
        },
    };
    if branch.is_none() && problems.is_empty() {
        problems.push(FieldError::new("branch", "required"));
    }
    let day = match q.day.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        None => {
            problems.push(FieldError::new("day", "required"));
            None
        }
        Some(d) => {
            let parsed = Date::parse(d);
            if parsed.is_none() {
                problems.push(FieldError::new("day", "format"));
            }
            parsed
        }
    };
    let (Some(branch), Some(day), true) = (branch, day, problems.is_empty()) else {
        return Err(AppError::Validation(problems));
    };
    let items = waitlist::day_list(&app.db, &day.to_string(), Some(branch)).await?;
    let actor = staff.actor();
    let detail = json!({"day": day.to_string(), "count": items.len()});
    app.writer
        .transact(move |c| {
            Box::pin(
                async move { audit::record(c, &actor, "waitlist.view", "waitlist", branch.as_str(), detail).await },
            )
        })
        .await?;
    answer::json(StatusCode::OK, &WaitlistDay { branch, day: day.to_string(), items })
}
