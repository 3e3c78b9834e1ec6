//! Staff side of issue 13 points 5–7: a day's waitlist, the overview's figures, the retention
//! periods, and erasing one patient's data on request (admins). Reads of personal data and every
//! erasure are audited.

use crate::error::AppError;
use crate::extract::{ApiQuery, JsonBody};
use crate::retention::{self, Contact, Periods, Removed, Requester};
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::inbox::workflow;
use crate::storage::inbox::Actor;
use crate::storage::waitlist::{self, WaitlistItem};
use crate::storage::{figures, now_ms};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use clinic_core::date::Date;
use clinic_core::model::Branch;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// These routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/waitlist", get(day))
        .route("/api/admin/figures", get(figures_handler))
        .route("/api/admin/retention", get(periods))
        .route("/api/admin/erase", post(erase))
}

fn actor(staff: &Staff) -> Actor {
    Actor { id: staff.user_id.clone(), email: staff.email.clone(), ip: staff.ip.clone(), branch: staff.branch }
}

/// `?date=&branch=`
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct WaitlistQuery {
    /// YYYY-MM-DD (default today, clinic time).
    pub date: Option<String>,
    /// taipei | kaohsiung; all the staff member may see when absent.
    pub branch: Option<String>,
}

/// A day's waitlist.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct WaitlistDay {
    pub date: String,
    pub items: Vec<WaitlistItem>,
}

/// The patients waiting for a seat on a day, in queue order, with their offers.
#[utoipa::path(get, path = "/api/admin/waitlist", tag = "admin-waitlist", params(WaitlistQuery),
    responses((status = 200, body = WaitlistDay), (status = 401, body = crate::error::ErrorBody),
        (status = 403, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn day(staff: Staff, State(app): State<AppState>, ApiQuery(q): ApiQuery<WaitlistQuery>) -> Result<Response, AppError> {
    let date = match q.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        None => Date::clinic_today(now_ms()),
        Some(d) => Date::parse(d).ok_or_else(|| AppError::Validation(vec![FieldError::new("date", "format")]))?,
    };
    let branch = match q.branch.as_deref().map(str::trim).filter(|b| !b.is_empty()) {
        None => staff.branch,
        Some(b) => {
            let b = Branch::parse(b)
                .ok_or_else(|| AppError::Validation(vec![FieldError::new("branch", "invalid_choice")]))?;
            if !staff.sees_branch(b) {
                return Err(AppError::Forbidden);
            }
            Some(b)
        }
    };
    let items = waitlist::day_list(&app.db, &date.to_string(), branch).await?;
    let actor = actor(&staff);
    let detail = json!({"date": date.to_string(), "branch": branch.map(|b| b.as_str()), "count": items.len()});
    app.writer
        .transact(move |c| {
            Box::pin(async move { workflow::audit(c, &actor, "waitlist.view", "waitlist", "", detail).await })
        })
        .await?;
    answer::json(StatusCode::OK, &WaitlistDay { date: date.to_string(), items })
}

/// No-show rate, median first-response times, and assessments that led to a booking.
#[utoipa::path(get, path = "/api/admin/figures", tag = "admin-waitlist",
    responses((status = 200, body = figures::Figures), (status = 401, body = crate::error::ErrorBody)))]
pub async fn figures_handler(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    let f = figures::figures(&app.db, staff.branch, now_ms()).await?;
    answer::json(StatusCode::OK, &f)
}

/// How long closed submissions keep their personal data (docs/retention.md).
#[utoipa::path(get, path = "/api/admin/retention", tag = "admin-waitlist",
    responses((status = 200, body = Periods), (status = 401, body = crate::error::ErrorBody)))]
pub async fn periods(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    let _ = &staff;
    answer::json(StatusCode::OK, &app.config.retention)
}

/// Whose data to erase: an e-mail address or a phone number.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct EraseRequest {
    /// The patient's e-mail (any case) or phone number (compared by digits).
    pub contact: String,
}

/// Erases one patient's personal data across every submission (admins only; audited without the
/// contact or any health detail). Active bookings are cancelled and their seats freed.
#[utoipa::path(post, path = "/api/admin/erase", tag = "admin-waitlist", request_body = EraseRequest,
    responses((status = 200, body = Removed), (status = 401, body = crate::error::ErrorBody),
        (status = 403, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn erase(staff: Staff, State(app): State<AppState>, body: JsonBody<EraseRequest>) -> Result<Response, AppError> {
    staff.require_admin()?;
    let contact = Contact::parse(&body.value.contact).ok_or_else(|| {
        let code = if body.value.contact.trim().is_empty() { "required" } else { "format" };
        AppError::Validation(vec![FieldError::new("contact", code)])
    })?;
    let requester =
        Requester { actor_id: Some(staff.user_id.clone()), actor_email: staff.email.clone(), ip: staff.ip.clone(), via: "dashboard" };
    let removed = retention::erase(&app.db, &app.writer, &app.uploads, &contact, &requester, now_ms()).await?;
    answer::json(StatusCode::OK, &removed)
}
