//! Calendar dates and times of day in the clinic's time zone, without a time-zone database.
//!
//! Taiwan has used UTC+8 with no daylight saving since 1979, so "now in Taipei" is a fixed offset.

use std::fmt;

/// The clinic's offset from UTC in milliseconds (Asia/Taipei, UTC+8, no DST).
pub const CLINIC_UTC_OFFSET_MS: i64 = 8 * 3600 * 1000;

/// A valid proleptic-Gregorian calendar date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    days: i32, // days since 1970-01-01
}

/// Day of the week, Monday first (index 0) as in ISO 8601.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weekday {
    Mon,
    Tue,
    Wed,
    Thu,
    Fri,
    Sat,
    Sun,
}

impl Weekday {
    /// 0 for Monday through 6 for Sunday.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl Date {
    /// Builds a date, or `None` when the day does not exist (2026-02-30).
    pub fn from_ymd(y: i32, m: u32, d: u32) -> Option<Date> {
        if !(1..=12).contains(&m) || d == 0 || d > days_in_month(y, m) || !(1900..=9999).contains(&y) {
            return None;
        }
        Some(Date { days: days_from_civil(y, m, d) })
    }

    /// Parses exactly `YYYY-MM-DD`.
    pub fn parse(s: &str) -> Option<Date> {
        let b = s.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let num = |r: std::ops::Range<usize>| -> Option<u32> {
            let part = &s[r];
            part.bytes().all(|c| c.is_ascii_digit()).then(|| part.parse().ok()).flatten()
        };
        Date::from_ymd(num(0..4)? as i32, num(5..7)?, num(8..10)?)
    }

    /// The calendar date in the clinic's time zone at a Unix time in milliseconds.
    pub fn clinic_today(unix_ms: i64) -> Date {
        Date { days: (unix_ms + CLINIC_UTC_OFFSET_MS).div_euclid(86_400_000) as i32 }
    }

    /// (year, month, day).
    pub fn ymd(self) -> (i32, u32, u32) {
        civil_from_days(self.days)
    }

    /// Day of the week.
    pub fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday (index 3).
        const ORDER: [Weekday; 7] =
            [Weekday::Mon, Weekday::Tue, Weekday::Wed, Weekday::Thu, Weekday::Fri, Weekday::Sat, Weekday::Sun];
        ORDER[(self.days + 3).rem_euclid(7) as usize]
    }

    /// The date `n` days later (or earlier when negative).
    pub fn add_days(self, n: i32) -> Date {
        Date { days: self.days + n }
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    pub fn days_until(self, other: Date) -> i32 {
        other.days - self.days
    }

    /// Unix milliseconds of this date at `minutes` after midnight, clinic time.
    pub fn clinic_unix_ms(self, minutes: u32) -> i64 {
        self.days as i64 * 86_400_000 + minutes as i64 * 60_000 - CLINIC_UTC_OFFSET_MS
    }
}

impl serde::Serialize for Date {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl serde::Serialize for TimeOfDay {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// A time of day to the minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TimeOfDay {
    minutes: u32,
}

impl TimeOfDay {
    /// Parses exactly `HH:mm` (24-hour clock).
    pub fn parse(s: &str) -> Option<TimeOfDay> {
        let b = s.as_bytes();
        if b.len() != 5 || b[2] != b':' || !b.iter().enumerate().all(|(i, c)| i == 2 || c.is_ascii_digit()) {
            return None;
        }
        let h: u32 = s[0..2].parse().ok()?;
        let m: u32 = s[3..5].parse().ok()?;
        (h < 24 && m < 60).then_some(TimeOfDay { minutes: h * 60 + m })
    }

    /// From minutes after midnight.
    pub fn from_minutes(minutes: u32) -> Option<TimeOfDay> {
        (minutes < 1440).then_some(TimeOfDay { minutes })
    }

    /// Minutes after midnight.
    pub fn minutes(self) -> u32 {
        self.minutes
    }

    /// (hour, minute).
    pub fn hm(self) -> (u32, u32) {
        (self.minutes / 60, self.minutes % 60)
    }
}

impl fmt::Display for TimeOfDay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, m) = self.hm();
        write!(f, "{h:02}:{m:02}")
    }
}

fn is_leap(y: i32) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i32, m: u32) -> u32 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

// Howard Hinnant's civil-calendar algorithms (public domain).
fn days_from_civil(y: i32, m: u32, d: u32) -> i32 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe as u32 * 365 + yoe as u32 / 4 - yoe as u32 / 100 + doy;
    era * 146_097 + doe as i32 - 719_468
}

fn civil_from_days(z: i32) -> (i32, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = (z - era * 146_097) as u32;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe as i32 + era * 400 + if m <= 2 { 1 } else { 0 };
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_round_trip() {
        for s in ["2026-11-21", "2024-02-29", "1970-01-01", "2099-12-31"] {
            assert_eq!(Date::parse(s).unwrap().to_string(), s);
        }
    }

    #[test]
    fn rejects_impossible_dates() {
        for s in ["2026-02-29", "2026-13-01", "2026-04-31", "26-11-21", "2026/11/21", "2026-1-021", "２０２６-11-21"]
        {
            assert!(Date::parse(s).is_none(), "{s}");
        }
    }

    #[test]
    fn weekday_is_right() {
        assert_eq!(Date::parse("2026-11-21").unwrap().weekday(), Weekday::Sat);
        assert_eq!(Date::parse("2026-11-22").unwrap().weekday(), Weekday::Sun);
        assert_eq!(Date::parse("2000-01-03").unwrap().weekday(), Weekday::Mon);
    }

    #[test]
    fn clinic_today_uses_utc_plus_8() {
        // 2026-11-21T16:30:00Z is 2026-11-22 00:30 in Taipei.
        let ms = Date::parse("2026-11-21").unwrap().days as i64 * 86_400_000 + (16 * 60 + 30) * 60_000;
        assert_eq!(Date::clinic_today(ms).to_string(), "2026-11-22");
        assert_eq!(Date::clinic_today(ms - 3_600_000).to_string(), "2026-11-21");
    }

    #[test]
    fn times_parse_strictly() {
        assert_eq!(TimeOfDay::parse("09:30").unwrap().minutes(), 570);
        for s in ["9:30", "24:00", "12:60", "12-30", "1230", "12:3a"] {
            assert!(TimeOfDay::parse(s).is_none(), "{s}");
        }
    }
}
