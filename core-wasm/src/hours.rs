//! The clinic's opening hours and bookable slots, generated from `content/clinics.json`.

use crate::date::{Date, TimeOfDay};
use serde::{Deserialize, Serialize};

pub mod week;

mod generated {
    include!(concat!(env!("OUT_DIR"), "/hours.rs"));
}

pub use generated::TIME_ZONE;

/// A week of opening hours and the slot grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OpeningHours {
    /// (opens, closes) in minutes after midnight, Monday first; (0, 0) is closed.
    pub week: [(u32, u32); 7],
    /// Minutes per slot.
    pub slot_minutes: u32,
    /// Days ahead a booking may be made.
    pub horizon_days: u32,
}

/// The clinic's hours, as `content/clinics.json` says.
pub const CLINIC: OpeningHours = OpeningHours {
    week: generated::WEEK,
    slot_minutes: generated::SLOT_MINUTES,
    horizon_days: generated::BOOKING_HORIZON_DAYS,
};

/// The part of `clinics.json` the hours come from, as the clinic publishes it (other keys ignored).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClinicHours {
    pub time_zone: String,
    pub slot_minutes: u32,
    pub booking_horizon_days: u32,
    pub opening_hours: Vec<HoursSpan>,
}

/// Days with the same hours.
#[derive(Debug, Clone, Deserialize)]
pub struct HoursSpan {
    pub days: Vec<String>,
    pub opens: String,
    pub closes: String,
}

/// Why published hours cannot be used (said in words by `Display`, for the server's log).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoursError {
    TimeZone,
    SlotMinutes,
    HorizonDays,
    Week(week::WeekError),
}

impl std::fmt::Display for HoursError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HoursError::TimeZone => write!(f, "the time zone is {TIME_ZONE}"),
            HoursError::SlotMinutes => f.write_str("a slot lasts 5 to 240 minutes"),
            HoursError::HorizonDays => f.write_str("bookings open 1 to 730 days ahead"),
            HoursError::Week(e) => e.fmt(f),
        }
    }
}

impl OpeningHours {
    /// The hours a published `clinics.json` states, checked: the clinic's one time zone, a slot of
    /// 5–240 minutes, a horizon of 1–730 days, and well-formed spans ([`week::week_of`]).
    pub fn from_clinic(c: &ClinicHours) -> Result<OpeningHours, HoursError> {
        let spans = c.opening_hours.iter().map(|s| (s.days.as_slice(), s.opens.as_str(), s.closes.as_str()));
        OpeningHours::from_parts(&c.time_zone, c.slot_minutes, c.booking_horizon_days, spans)
    }

    /// [`OpeningHours::from_clinic`] from its parts: each span is (days, opens, closes).
    pub fn from_parts<'a, D: AsRef<str> + 'a>(
        time_zone: &str,
        slot_minutes: u32,
        horizon_days: u32,
        spans: impl IntoIterator<Item = (&'a [D], &'a str, &'a str)>,
    ) -> Result<OpeningHours, HoursError> {
        if time_zone != TIME_ZONE {
            return Err(HoursError::TimeZone);
        }
        if !(5..=240).contains(&slot_minutes) {
            return Err(HoursError::SlotMinutes);
        }
        if !(1..=730).contains(&horizon_days) {
            return Err(HoursError::HorizonDays);
        }
        let week = week::week_of(spans).map_err(HoursError::Week)?;
        Ok(OpeningHours { week, slot_minutes, horizon_days })
    }

    /// Opening and closing minutes on a date, or `None` when closed.
    pub fn day(&self, date: Date) -> Option<(u32, u32)> {
        let (open, close) = self.week[date.weekday().index()];
        (close > open).then_some((open, close))
    }

    /// Every slot start on a date (empty when closed).
    pub fn slots(&self, date: Date) -> Vec<TimeOfDay> {
        match self.day(date) {
            Some((open, close)) => (open..close)
                .step_by(self.slot_minutes as usize)
                .filter(|m| m + self.slot_minutes <= close)
                .filter_map(TimeOfDay::from_minutes)
                .collect(),
            None => Vec::new(),
        }
    }

    /// Every slot start of any open day, earliest first: the choices a form offers when it cannot ask
    /// which times of the chosen day are free (no scripts); the day's own rules still decide.
    pub fn any_day_slots(&self) -> Vec<TimeOfDay> {
        let opens = self.week.iter().filter(|(o, c)| c > o).map(|(o, _)| *o).min().unwrap_or(0);
        let closes = self.week.iter().filter(|(o, c)| c > o).map(|(_, c)| *c).max().unwrap_or(0);
        (opens..closes)
            .step_by(self.slot_minutes.max(1) as usize)
            .filter(|m| m + self.slot_minutes <= closes)
            .filter_map(TimeOfDay::from_minutes)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weekdays_have_eighteen_slots_saturday_fourteen_sunday_none() {
        assert_eq!(CLINIC.slots(Date::parse("2026-11-23").unwrap()).len(), 18);
        assert_eq!(CLINIC.slots(Date::parse("2026-11-21").unwrap()).len(), 14);
        assert!(CLINIC.slots(Date::parse("2026-11-22").unwrap()).is_empty());
        assert_eq!(CLINIC.slots(Date::parse("2026-11-23").unwrap()).last().unwrap().to_string(), "18:30");
    }

    fn published(text: &str) -> Result<OpeningHours, String> {
        OpeningHours::from_clinic(&serde_json::from_str(text).map_err(|e| e.to_string())?).map_err(|e| e.to_string())
    }

    #[test]
    fn the_repositorys_clinics_json_read_at_run_time_is_the_compiled_week() {
        let text = include_str!("../../content/clinics.json");
        assert_eq!(published(text).unwrap(), CLINIC);
    }

    #[test]
    fn published_hours_are_checked() {
        let with = |hours: &str, slot: u32| {
            format!(
                r#"{{"timeZone":"Asia/Taipei","slotMinutes":{slot},"bookingHorizonDays":180,"openingHours":{hours}}}"#
            )
        };
        let sunday = published(&with(r#"[{"days":["sun"],"opens":"09:00","closes":"12:00"}]"#, 30)).unwrap();
        assert_eq!(sunday.slots(Date::parse("2026-11-22").unwrap()).len(), 6);
        assert!(sunday.slots(Date::parse("2026-11-23").unwrap()).is_empty(), "Monday closed now");
        for bad in [
            with(r#"[{"days":["sun"],"opens":"12:00","closes":"09:00"}]"#, 30),
            with(r#"[{"days":["sunday"],"opens":"09:00","closes":"12:00"}]"#, 30),
            with(r#"[{"days":["sun"],"opens":"9:00","closes":"12:00"}]"#, 30),
            with(r#"[{"days":["sun","sun"],"opens":"09:00","closes":"12:00"}]"#, 30),
            with("[]", 2),
        ] {
            assert!(published(&bad).is_err(), "{bad}");
        }
    }
}
