//! The front desk ("Fewer empty chairs"): a branch's day in time order with who said they will come,
//! marking a patient arrived, and the reminders' figures (confirmation and no-show rates by channel and
//! by offset, week by week). Every staff member reads their branch; the day shows names, so each look
//! is on record like the calendar's.

use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::{ApiPath, ApiQuery};
use crate::routes::admin_calendar::{audit_look, branch_of};
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::front_desk::{self, FrontDeskDay, ReminderFigures};
use crate::storage::inbox::{workflow, Refusal};
use crate::storage::now_ms;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use clinic_core::date::Date;
use clinic_core::validate::FieldError;
use serde::Deserialize;

/// Most weeks the figures cover.
pub const MAX_WEEKS: i32 = 52;

/// The routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/front-desk", get(day))
        .route("/api/admin/bookings/{code}/arrived", post(arrived))
        .route("/api/admin/bookings/{code}/arrived/undo", post(undo_arrived))
        .route("/api/admin/reminder-figures", get(figures))
}

/// `?branch=&date=` of the front desk's day.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct DayQuery {
    /// `taipei` | `kaohsiung` (a branch account: its own by default).
    pub branch: Option<String>,
    /// YYYY-MM-DD; today (clinic time) by default.
    pub date: Option<String>,
}

/// A branch's patients of the day, in time order.
#[utoipa::path(get, path = "/api/admin/front-desk", tag = "admin-calendar", operation_id = "frontDeskDay", security(("session" = [])), params(DayQuery),
    responses((status = 200, body = FrontDeskDay), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn day(
    staff: Staff,
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<DayQuery>,
) -> Result<Response, AppError> {
    let mut problems = Vec::new();
    let branch = branch_of(&staff, q.branch.as_deref(), &mut problems)?;
    let date = match q.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        None => Some(Date::clinic_today(now_ms())),
        Some(d) => Date::parse(d).or_else(|| {
            problems.push(FieldError::new("date", "format"));
            None
        }),
    };
    let (Some(branch), Some(date)) = (branch, date) else { return Err(AppError::Validation(problems)) };
    let mut conn = app.db.pool.acquire().await?;
    let mut view = front_desk::day(&mut conn, branch, date).await?;
    crate::storage::intake_review::attach_to_day(&mut conn, app.db.backend, &mut view, now_ms()).await?;
    drop(conn);
    audit_look(&app, &staff, "front_desk.view", branch, date, date).await?;
    answer::json(StatusCode::OK, &view)
}

/// Marks the patient arrived (once; again changes nothing). Answers with the day as it now stands.
#[utoipa::path(post, path = "/api/admin/bookings/{code}/arrived", tag = "admin-calendar", operation_id = "markArrived", security(("session" = [])),
    params(("code" = String, Path, description = "Confirmation code, any spelling")),
    responses((status = 200, body = FrontDeskDay), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "the booking is cancelled or decided")))]
pub async fn arrived(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
) -> Result<Response, AppError> {
    mark(&staff, &app, &code, true).await
}

/// Takes a mistaken arrival mark back (nothing to take back changes nothing). Answers with the day.
#[utoipa::path(post, path = "/api/admin/bookings/{code}/arrived/undo", tag = "admin-calendar", operation_id = "undoArrived", security(("session" = [])),
    params(("code" = String, Path, description = "Confirmation code, any spelling")),
    responses((status = 200, body = FrontDeskDay), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "the booking is cancelled or decided")))]
pub async fn undo_arrived(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
) -> Result<Response, AppError> {
    mark(&staff, &app, &code, false).await
}

/// Marks or unmarks the arrival, then answers with the booking's day.
async fn mark(staff: &Staff, app: &AppState, code: &str, arrived: bool) -> Result<Response, AppError> {
    let code = clinic_core::code::ConfirmationCode::parse(code)
        .map(|c| c.canonical().to_string())
        .ok_or(AppError::NotFound)?;
    let (a, c) = (staff.actor(), code.clone());
    let outcome = app
        .writer
        .transact(move |conn| Box::pin(async move { workflow::booking_arrived(conn, &a, &c, arrived, now_ms()).await }))
        .await?;
    match outcome {
        Ok(_) => {}
        Err(Refusal::NotFound) => return Err(AppError::NotFound),
        Err(Refusal::OtherBranch) => return Err(AppError::Forbidden),
        Err(_) => return Err(AppError::NotAllowed),
    }
    let row: (String, String) = sqlx::query_as("SELECT branch, preferred_date FROM bookings WHERE code = $1")
        .bind(&code)
        .fetch_one(&app.db.pool)
        .await?;
    let (Some(branch), Some(date)) = (clinic_core::model::Branch::parse(&row.0), Date::parse(&row.1)) else {
        return Err(AppError::NotFound);
    };
    let mut conn = app.db.pool.acquire().await?;
    let mut view = front_desk::day(&mut conn, branch, date).await?;
    crate::storage::intake_review::attach_to_day(&mut conn, app.db.backend, &mut view, now_ms()).await?;
    answer::json(StatusCode::OK, &view)
}

/// `?weeks=` of the figures.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct FiguresQuery {
    /// How many weeks, up to this one (default 12, at most 52).
    pub weeks: Option<String>,
}

/// Reminded visits week by week: confirmed, completed, no-show and cancelled, by the channel of their
/// last reminder and by reminder offset. A branch account's are its branch's.
#[utoipa::path(get, path = "/api/admin/reminder-figures", tag = "admin-inbox", operation_id = "reminderFigures", security(("session" = [])), params(FiguresQuery),
    responses((status = 200, body = ReminderFigures), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn figures(
    staff: Staff,
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<FiguresQuery>,
) -> Result<Response, AppError> {
    let weeks = match q.weeks.as_deref().map(str::trim).filter(|w| !w.is_empty()) {
        None => 12,
        Some(w) => match w.parse::<i32>() {
            Ok(n) if (1..=MAX_WEEKS).contains(&n) => n,
            _ => return Err(AppError::Validation(vec![FieldError::new("weeks", "format")])),
        },
    };
    let mut conn = app.db.pool.acquire().await?;
    let f = front_desk::reminder_figures(&mut conn, staff.branch, Date::clinic_today(now_ms()), weeks).await?;
    answer::json(StatusCode::OK, &f)
}
