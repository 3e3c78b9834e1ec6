//! The dashboard's calendar: a branch's days, each 30-minute slot with its seats (the one rule of
//! [`super::seats`]) and the bookings in it.

use super::closures::{self, Closure};
use super::seats::{self, SlotSeats};
use clinic_core::date::Date;
use clinic_core::hours::OpeningHours;
use clinic_core::model::Branch;
use serde::Serialize;
use sqlx::{AnyConnection, Row};
use std::collections::{BTreeSet, HashMap};

/// A booking as the calendar shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct CalendarBooking {
    /// Confirmation code (display form).
    pub code: String,
    pub name: String,
    pub status: String,
    pub tumor_type: String,
    /// Where the health questions stand, with their flags (set by the calendar's route).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub intake: Option<crate::storage::intake_mark::IntakeMark>,
}

/// One slot: its seats and bookings.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct CalendarSlot {
    /// `HH:mm`, clinic time.
    pub time: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub capacity: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub taken: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub remaining: i64,
    /// A closure covers it.
    pub closed: bool,
    /// Seats held by waitlist offers (counted in `taken`, without a booking under them).
    #[cfg_attr(test, ts(type = "number"))]
    pub held: i64,
    /// Bookings in the slot that are not cancelled.
    pub bookings: Vec<CalendarBooking>,
}

/// One day of the calendar (no slots on days the clinic never opens).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct CalendarDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    pub slots: Vec<CalendarSlot>,
}

/// A branch's calendar between two days.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Calendar {
    #[schema(value_type = String)]
    pub branch: Branch,
    pub time_zone: String,
    pub days: Vec<CalendarDay>,
    /// Closures touching these days.
    pub closures: Vec<Closure>,
}

/// The calendar of a branch from `first` to `last` (inclusive): each day's slots of `hours`, and any
/// other time a booking is at (made under hours since changed: staff still see it).
pub async fn calendar(
    conn: &mut AnyConnection,
    hours: &OpeningHours,
    branch: Branch,
    first: Date,
    last: Date,
    default_capacity: i64,
) -> Result<Calendar, sqlx::Error> {
    let (from, to) = (first.to_string(), last.to_string());
    let stored: HashMap<(String, String), SlotSeats> = seats::between(&mut *conn, branch, &from, &to)
        .await?
        .into_iter()
        .map(|s| ((s.date.clone(), s.time.clone()), s))
        .collect();
    let mut held = super::waitlist::held_between(&mut *conn, branch, &from, &to).await?;
    let rows = sqlx::query(
        "SELECT code, name, status, tumor_type, preferred_date, preferred_time FROM bookings \
         WHERE branch = $1 AND preferred_date >= $2 AND preferred_date <= $3 AND status <> 'cancelled' \
         ORDER BY preferred_date, preferred_time, created_at, code",
    )
    .bind(branch.as_str())
    .bind(&from)
    .bind(&to)
    .fetch_all(&mut *conn)
    .await?;
    let mut bookings: HashMap<(String, String), Vec<CalendarBooking>> = HashMap::new();
    for r in rows {
        let code: String = r.try_get("code")?;
        let key = (r.try_get("preferred_date")?, r.try_get("preferred_time")?);
        bookings.entry(key).or_default().push(CalendarBooking {
            code: clinic_core::code::ConfirmationCode::parse(&code).map(|c| c.display()).unwrap_or(code),
            name: r.try_get("name")?,
            status: r.try_get("status")?,
            tumor_type: r.try_get("tumor_type")?,
            intake: None,
        });
    }
    let mut booked_times: HashMap<String, BTreeSet<String>> = HashMap::new();
    for (date, time) in bookings.keys() {
        booked_times.entry(date.clone()).or_default().insert(time.clone());
    }
    let mut days = Vec::new();
    let mut day = first;
    while day <= last {
        let date = day.to_string();
        let mut times: BTreeSet<String> = hours.slots(day).iter().map(|t| t.to_string()).collect();
        times.extend(booked_times.remove(&date).unwrap_or_default());
        let slots = times
            .into_iter()
            .map(|time| {
                let key = (date.clone(), time);
                let state = SlotSeats::state(stored.get(&key), default_capacity);
                let held_here = held.remove(&key).unwrap_or(0);
                CalendarSlot {
                    bookings: bookings.remove(&key).unwrap_or_default(),
                    time: key.1,
                    capacity: state.capacity,
                    taken: state.taken,
                    remaining: state.remaining,
                    closed: state.closed,
                    held: held_here,
                }
            })
            .collect();
        days.push(CalendarDay { date, slots });
        day = day.add_days(1);
    }
    let closures = closures::overlapping(conn, branch, &from, &to).await?;
    Ok(Calendar { branch, time_zone: clinic_core::hours::TIME_ZONE.to_string(), days, closures })
}
