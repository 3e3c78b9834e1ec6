//! Remaining seats per bookable slot (slots staff closed are left out).

use super::answer;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::state::AppState;
use crate::storage::now_ms;
use crate::storage::seats::{self, SlotSeats};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use clinic_core::date::Date;
use clinic_core::hours::TIME_ZONE;
use clinic_core::model::Branch;
use clinic_core::validate::{slot_is_bookable, FieldError};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Most days one request may cover.
pub const MAX_DAYS: i32 = 62;
/// Days covered when `to` is not given.
pub const DEFAULT_DAYS: i32 = 14;

/// `?branch=&from=&to=`
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AvailabilityQuery {
    /// taipei | kaohsiung
    pub branch: Option<String>,
    /// First date, YYYY-MM-DD (default today in the clinic's time zone).
    pub from: Option<String>,
    /// Last date, YYYY-MM-DD (default 13 days after `from`; at most 62 days in all).
    pub to: Option<String>,
}

/// One slot with free seats.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Slot {
    /// `YYYY-MM-DD`, clinic time.
    pub date: String,
    /// `HH:mm`, clinic time.
    pub time: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub remaining: i64,
}

/// The answer.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Availability {
    pub time_zone: String,
    pub slots: Vec<Slot>,
}

fn parse_date(field: &str, value: Option<&str>, errors: &mut Vec<FieldError>) -> Option<Date> {
    let v = value?.trim();
    if v.is_empty() {
        return None;
    }
    let d = Date::parse(v);
    if d.is_none() {
        errors.push(FieldError::new(field, "format"));
    }
    d
}

/// Bookable slots of a branch with the seats left.
#[utoipa::path(get, path = "/api/availability", tag = "bookings", params(AvailabilityQuery),
    responses((status = 200, body = Availability), (status = 400, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn availability(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<AvailabilityQuery>,
) -> Result<Response, AppError> {
    let now = now_ms();
    let today = Date::clinic_today(now);
    let mut errors = Vec::new();
    let branch = match q.branch.as_deref().map(str::trim) {
        None | Some("") => {
            errors.push(FieldError::new("branch", "required"));
            None
        }
        Some(b) => {
            let parsed = Branch::parse(b);
            if parsed.is_none() {
                errors.push(FieldError::new("branch", "invalid_choice"));
            }
            parsed
        }
    };
    let from = parse_date("from", q.from.as_deref(), &mut errors).unwrap_or(today);
    let to = parse_date("to", q.to.as_deref(), &mut errors).unwrap_or(from.add_days(DEFAULT_DAYS - 1));
    if errors.is_empty() {
        if to < from {
            errors.push(FieldError::new("to", "format"));
        } else if from.days_until(to) >= MAX_DAYS {
            errors.push(FieldError::new("to", "date_too_far").with("max", MAX_DAYS as i64));
        }
    }
    let Some(branch) = branch.filter(|_| errors.is_empty()) else { return Err(AppError::Validation(errors)) };
    let slots = open_slots(&app, branch, from, to, now).await?;
    answer::json(StatusCode::OK, &Availability { time_zone: TIME_ZONE.to_string(), slots })
}

/// The bookable slots of a branch from `from` to `to` with the seats left: the weekly hours in force, then
/// closures (a closed slot is left out, like a Sunday) and capacities ([`seats`]).
pub async fn open_slots(app: &AppState, branch: Branch, from: Date, to: Date, now: i64) -> Result<Vec<Slot>, AppError> {
    let today = Date::clinic_today(now);
    let stored: HashMap<(String, String), SlotSeats> =
        seats::between(&app.db.pool, branch, &from.to_string(), &to.to_string())
            .await?
            .into_iter()
            .map(|s| ((s.date.clone(), s.time.clone()), s))
            .collect();
    let hours = app.clinic.hours();
    let last_bookable = today.add_days(hours.horizon_days as i32);
    let mut slots = Vec::new();
    let mut day = from.max(today);
    while day <= to && day <= last_bookable {
        let date = day.to_string();
        for time in hours.slots(day) {
            if slot_is_bookable(&hours, day, time, now).is_err() {
                continue;
            }
            let time = time.to_string();
            let state = SlotSeats::state(stored.get(&(date.clone(), time.clone())), app.config.slot_capacity);
            if !state.closed {
                slots.push(Slot { date: date.clone(), time, remaining: state.remaining });
            }
        }
        day = day.add_days(1);
    }
    Ok(slots)
}
