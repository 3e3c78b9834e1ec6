//! The clinic's opening hours and bookable slots, generated from `content/clinics.json`.

use crate::date::{Date, TimeOfDay};
use serde::Serialize;

mod generated {
    include!(concat!(env!("OUT_DIR"), "/hours.rs"));
}

pub use generated::TIME_ZONE;

/// A week of opening hours and the slot grid.
#[derive(Debug, Clone, Serialize)]
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

impl OpeningHours {
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
}
