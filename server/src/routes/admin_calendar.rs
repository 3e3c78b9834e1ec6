//! The dashboard's calendar and the exceptions to the weekly hours (issue 13): closures of a whole
//! day, part of a day or a range of days, and capacity changes of a slot or a day.
//!
//! Every staff member reads (a branch account only its branch); changes need the admin role. A
//! change writes its audit entry in its own transaction; adding a closure answers with the bookings
//! still inside it, which staff then move or cancel through the booking workflow.

use crate::http::error::AppError;
use crate::http::extract::{ApiPath, ApiQuery, JsonBody};
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::audit;
use crate::storage::closures::{self, AffectedBooking, CapacityChange, Closure, NewCapacity, NewClosure};
use crate::storage::inbox::Actor;
use crate::storage::now_ms;
use crate::storage::schedule::{self, Calendar};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::model::Branch;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Most days one calendar request covers (a week view and some).
pub const MAX_CALENDAR_DAYS: i32 = 14;
/// Longest closure, in days.
pub const MAX_CLOSURE_DAYS: i32 = 366;
/// Most days the closures list covers.
pub const MAX_LIST_DAYS: i32 = 400;
/// Most seats staff may give one slot.
pub const MAX_CAPACITY: i64 = 50;
/// Longest reason.
pub const MAX_REASON: usize = 500;

/// The routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/calendar", get(calendar))
        .route("/api/admin/closures", get(list_closures).post(add_closure))
        .route("/api/admin/closures/{id}/remove", post(remove_closure))
        .route("/api/admin/capacity", post(set_capacity))
}

fn actor(staff: &Staff) -> Actor {
    staff.actor()
}

fn problem(field: &str, code: &str) -> FieldError {
    FieldError::new(field, code)
}

/// The branch asked for (a branch account's own by default); another branch than one's own is 403.
pub(crate) fn branch_of(
    staff: &Staff,
    value: Option<&str>,
    problems: &mut Vec<FieldError>,
) -> Result<Option<Branch>, AppError> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => match staff.branch {
            Some(b) => Ok(Some(b)),
            None => {
                problems.push(problem("branch", "required"));
                Ok(None)
            }
        },
        Some(v) => match Branch::parse(v) {
            None => {
                problems.push(problem("branch", "invalid_choice"));
                Ok(None)
            }
            Some(b) if !staff.sees_branch(b) => Err(AppError::Forbidden),
            Some(b) => Ok(Some(b)),
        },
    }
}

fn date_of(field: &str, value: Option<&str>, problems: &mut Vec<FieldError>) -> Option<Date> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => {
            problems.push(problem(field, "required"));
            None
        }
        Some(v) => {
            let d = Date::parse(v);
            if d.is_none() {
                problems.push(problem(field, "format"));
            }
            d
        }
    }
}

/// A range of days: `to` defaults to `from + default_days - 1`; at most `max` days.
fn range(
    from: Option<&str>,
    to: Option<&str>,
    default_days: i32,
    max: i32,
    problems: &mut Vec<FieldError>,
) -> Option<(Date, Date)> {
    let first = date_of("from", from, problems)?;
    let last = match to.map(str::trim).filter(|v| !v.is_empty()) {
        None => first.add_days(default_days - 1),
        Some(_) => date_of("to", to, problems)?,
    };
    if last < first {
        problems.push(problem("to", "format"));
        return None;
    }
    if first.days_until(last) >= max {
        problems.push(problem("to", "date_too_far").with("max", max as i64));
        return None;
    }
    Some((first, last))
}

fn reason_of(value: &str, problems: &mut Vec<FieldError>) -> String {
    let r = value.trim();
    if r.is_empty() {
        problems.push(problem("reason", "required"));
    } else if r.chars().count() > MAX_REASON {
        problems.push(problem("reason", "max_length").with("max", MAX_REASON as i64));
    }
    r.to_string()
}

// ---------------------------------------------------------------- the calendar

/// `?branch=&from=&to=` of the calendar and the closures list.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct RangeQuery {
    /// `taipei` | `kaohsiung` (a branch account: its own by default).
    pub branch: Option<String>,
    /// First day, YYYY-MM-DD.
    pub from: Option<String>,
    /// Last day (inclusive); calendar: default `from` + 6 days, at most 14 days.
    pub to: Option<String>,
}

/// A branch's days, each slot with its seats and bookings, and the closures touching them.
#[utoipa::path(get, path = "/api/admin/calendar", tag = "admin-calendar", security(("session" = [])), params(RangeQuery),
    responses((status = 200, body = Calendar), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn calendar(
    staff: Staff,
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<RangeQuery>,
) -> Result<Response, AppError> {
    let (branch, first, last) =
        branch_and_days(&staff, q.branch.as_deref(), q.from.as_deref(), q.to.as_deref(), 7, MAX_CALENDAR_DAYS)?;
    let mut conn = app.db.pool.acquire().await?;
    let mut view =
        schedule::calendar(&mut conn, &app.clinic.hours(), branch, first, last, app.config.slot_capacity).await?;
    crate::storage::intake_review::attach_to_calendar(&mut conn, app.db.backend, &mut view, now_ms()).await?;
    drop(conn);
    audit_look(&app, &staff, "calendar.view", branch, first, last).await?;
    answer::json(StatusCode::OK, &view)
}

/// The branch and days a read asks for, or every problem with them at once.
fn branch_and_days(
    staff: &Staff,
    branch: Option<&str>,
    from: Option<&str>,
    to: Option<&str>,
    default_days: i32,
    max: i32,
) -> Result<(Branch, Date, Date), AppError> {
    let mut problems = Vec::new();
    let branch = branch_of(staff, branch, &mut problems)?;
    let days = range(from, to, default_days, max, &mut problems);
    match (branch, days) {
        (Some(branch), Some((first, last))) => Ok((branch, first, last)),
        _ => Err(AppError::Validation(problems)),
    }
}

/// Both reads show patients' names, so each look is on record like the inbox's.
pub(crate) async fn audit_look(
    app: &AppState,
    staff: &Staff,
    action: &'static str,
    branch: Branch,
    first: Date,
    last: Date,
) -> Result<(), AppError> {
    let a = actor(staff);
    let detail = json!({"branch": branch.as_str(), "from": first.to_string(), "to": last.to_string()});
    app.writer
        .transact(move |c| {
            Box::pin(async move { audit::record(c, &a, action, "calendar", branch.as_str(), detail).await })
        })
        .await?;
    Ok(())
}

// ---------------------------------------------------------------- closures

/// A closure with the bookings still inside it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ClosureWithBookings {
    pub closure: Closure,
    /// Pending and confirmed bookings inside: staff move or cancel them (the patient is told).
    pub bookings: Vec<AffectedBooking>,
}

/// A branch's closures and capacity changes.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Exceptions {
    pub closures: Vec<ClosureWithBookings>,
    pub capacities: Vec<CapacityChange>,
}

/// Closures (with the bookings still inside each) and capacity changes of a branch touching the
/// days asked for (default: today and the next 400 days).
#[utoipa::path(get, path = "/api/admin/closures", tag = "admin-calendar", security(("session" = [])), params(RangeQuery),
    responses((status = 200, body = Exceptions), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn list_closures(
    staff: Staff,
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<RangeQuery>,
) -> Result<Response, AppError> {
    let today = Date::clinic_today(now_ms()).to_string();
    let from = q.from.clone().filter(|f| !f.trim().is_empty()).unwrap_or(today);
    let (branch, first, last) = branch_and_days(
        &staff,
        q.branch.as_deref(),
        Some(from.as_str()),
        q.to.as_deref(),
        MAX_LIST_DAYS,
        MAX_LIST_DAYS,
    )?;
    let (from, to) = (first.to_string(), last.to_string());
    let mut conn = app.db.pool.acquire().await?;
    let closures = closures::list(&mut conn, branch, &from, &to)
        .await?
        .into_iter()
        .map(|(closure, bookings)| ClosureWithBookings { closure, bookings })
        .collect();
    let capacities = closures::capacity_changes(&mut conn, branch, &from, &to).await?;
    drop(conn);
    audit_look(&app, &staff, "closures.view", branch, first, last).await?;
    answer::json(StatusCode::OK, &Exceptions { closures, capacities })
}

/// Body of a new closure.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ClosureRequest {
    /// `taipei` | `kaohsiung`.
    pub branch: String,
    /// First closed day, YYYY-MM-DD (today or later).
    pub from_date: String,
    /// Last closed day (inclusive); absent: `fromDate` only. At most 366 days in all.
    pub to_date: Option<String>,
    /// HH:mm: close part of each day from this time (with `endTime`); absent: whole days.
    pub start_time: Option<String>,
    /// HH:mm: open again from this time.
    pub end_time: Option<String>,
    /// Why (a holiday, the doctor's leave); shown to staff and kept in the audit log.
    pub reason: String,
}

fn time_of(field: &str, value: &str, problems: &mut Vec<FieldError>) -> Option<TimeOfDay> {
    let t = TimeOfDay::parse(value.trim());
    if t.is_none() {
        problems.push(problem(field, "format"));
    }
    t
}

fn new_closure(staff: &Staff, req: &ClosureRequest, today: Date) -> Result<NewClosure, AppError> {
    let mut problems = Vec::new();
    let branch = branch_of(staff, Some(&req.branch), &mut problems)?;
    let first = date_of("fromDate", Some(&req.from_date), &mut problems);
    let last = match req.to_date.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        None => first,
        Some(v) => date_of("toDate", Some(v), &mut problems),
    };
    if let (Some(f), Some(l)) = (first, last) {
        if f < today {
            problems.push(problem("fromDate", "date_past"));
        } else if l < f {
            problems.push(problem("toDate", "format"));
        } else if f.days_until(l) >= MAX_CLOSURE_DAYS {
            problems.push(problem("toDate", "date_too_far").with("max", MAX_CLOSURE_DAYS as i64));
        }
    }
    let start = req.start_time.as_deref().map(str::trim).filter(|v| !v.is_empty());
    let end = req.end_time.as_deref().map(str::trim).filter(|v| !v.is_empty());
    let hours = match (start, end) {
        (None, None) => None,
        (Some(_), None) => {
            problems.push(problem("endTime", "required"));
            None
        }
        (None, Some(_)) => {
            problems.push(problem("startTime", "required"));
            None
        }
        (Some(s), Some(e)) => match (time_of("startTime", s, &mut problems), time_of("endTime", e, &mut problems)) {
            (Some(s), Some(e)) if e <= s => {
                problems.push(problem("endTime", "format"));
                None
            }
            (Some(s), Some(e)) => Some((s, e)),
            _ => None,
        },
    };
    let reason = reason_of(&req.reason, &mut problems);
    match (branch, first, last) {
        (Some(branch), Some(first), Some(last)) if problems.is_empty() => {
            Ok(NewClosure { branch, first, last, hours, reason })
        }
        _ => Err(AppError::Validation(problems)),
    }
}

/// Closes a branch for a day, part of a day or a range of days. No booking is accepted into the
/// closed slots once this answers; the bookings already there are listed, never moved silently.
#[utoipa::path(post, path = "/api/admin/closures", tag = "admin-calendar", security(("session" = [])), request_body = ClosureRequest,
    responses((status = 201, body = ClosureWithBookings), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin, another branch, or csrf", body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn add_closure(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<ClosureRequest>,
) -> Result<Response, AppError> {
    staff.require_admin()?;
    let now = now_ms();
    let new = new_closure(&staff, &body.value, Date::clinic_today(now))?;
    let (a, hours) = (actor(&staff), app.clinic.hours());
    let (closure, bookings) =
        app.writer.transact(move |c| Box::pin(async move { closures::add(c, &hours, &a, &new, now).await })).await?;
    answer::json(StatusCode::CREATED, &ClosureWithBookings { closure, bookings })
}

/// Removes a closure: its slots open again (unless another closure covers them).
#[utoipa::path(post, path = "/api/admin/closures/{id}/remove", tag = "admin-calendar", security(("session" = [])),
    params(("id" = String, Path, description = "Closure id")),
    responses((status = 200, body = Closure), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody)))]
pub async fn remove_closure(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<Response, AppError> {
    staff.require_admin()?;
    let (a, hours) = (actor(&staff), app.clinic.hours());
    let removed =
        app.writer.transact(move |c| Box::pin(async move { closures::remove(c, &hours, &a, &id).await })).await?;
    answer::json(StatusCode::OK, &removed.ok_or(AppError::NotFound)?)
}

/// Body of a capacity change.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct CapacityRequest {
    /// `taipei` | `kaohsiung`.
    pub branch: String,
    /// YYYY-MM-DD (today or later).
    pub date: String,
    /// HH:mm of one slot of that day; absent: every slot of the day.
    pub time: Option<String>,
    /// Seats (0–50); `null` or absent: back to the configured default.
    #[cfg_attr(test, ts(type = "number | null"))]
    pub capacity: Option<i64>,
    /// Why; kept in the audit log.
    pub reason: String,
}

/// Sets the seats of a slot or of every slot of a day, or puts them back to the default. Bookings
/// already above a smaller capacity stay (staff see them in the calendar).
#[utoipa::path(post, path = "/api/admin/capacity", tag = "admin-calendar", security(("session" = [])), request_body = CapacityRequest,
    responses((status = 200, body = Exceptions, description = "the day's capacity changes"), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin, another branch, or csrf", body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn set_capacity(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<CapacityRequest>,
) -> Result<Response, AppError> {
    staff.require_admin()?;
    let now = now_ms();
    let req = body.value;
    let mut problems = Vec::new();
    let branch = branch_of(&staff, Some(&req.branch), &mut problems)?;
    let date = date_of("date", Some(&req.date), &mut problems);
    if date.is_some_and(|d| d < Date::clinic_today(now)) {
        problems.push(problem("date", "date_past"));
    }
    let time = match req.time.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        None => None,
        Some(v) => {
            let t = time_of("time", v, &mut problems);
            if let (Some(t), Some(d)) = (t, date) {
                if !app.clinic.hours().slots(d).contains(&t) {
                    problems.push(problem("time", "time_outside_hours"));
                }
            }
            t
        }
    };
    if req.capacity.is_some_and(|c| !(0..=MAX_CAPACITY).contains(&c)) {
        problems.push(problem("capacity", "format").with("max", MAX_CAPACITY));
    }
    let reason = reason_of(&req.reason, &mut problems);
    let (Some(branch), Some(date)) = (branch, date) else { return Err(AppError::Validation(problems)) };
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    let change = NewCapacity { branch, date, time, capacity: req.capacity, reason };
    let (a, hours) = (actor(&staff), app.clinic.hours());
    let day = date.to_string();
    let capacities = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                closures::set_capacity(c, &hours, &a, &change, now).await?;
                Ok(closures::capacity_changes(c, branch, &day, &day).await?)
            })
        })
        .await?;
    answer::json(StatusCode::OK, &Exceptions { closures: Vec::new(), capacities })
}
