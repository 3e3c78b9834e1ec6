//! The opening hours' format in `content/clinics.json` (`openingHours: [{days, opens, closes}]`) as
//! a week: one reading, used by the build script (the hours compiled in) and at run time (the hours the
//! clinic publishes). No `crate::` path: build.rs includes this file as it is.

/// Weekday names, Monday first, as the file spells them.
pub const DAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// What is wrong with a week's spans. Kinds rather than formatted text: the forms' WASM, which only
/// asks whether the hours are usable, links no formatting or strings for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WeekError {
    NotATime,
    ClosesBeforeOpens,
    UnknownDay,
    TwoSpans,
}

impl std::fmt::Display for WeekError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WeekError::NotATime => f.write_str("a time is not a time of day (HH:MM)"),
            WeekError::ClosesBeforeOpens => f.write_str("a span closes before it opens"),
            WeekError::UnknownDay => f.write_str("a day is not one of mon … sun"),
            WeekError::TwoSpans => f.write_str("a day has two spans"),
        }
    }
}

/// `HH:MM` as minutes after midnight (00:00–24:00).
pub fn minutes(hhmm: &str) -> Result<u32, WeekError> {
    let bad = WeekError::NotATime;
    let (h, m) = hhmm.split_once(':').ok_or(bad)?;
    if h.len() != 2 || m.len() != 2 {
        return Err(bad);
    }
    let (h, m): (u32, u32) = (h.parse().map_err(|_| bad)?, m.parse().map_err(|_| bad)?);
    if m >= 60 || h * 60 + m > 24 * 60 {
        return Err(bad);
    }
    Ok(h * 60 + m)
}

/// The week of (opens, closes) minutes, Monday first, from spans of (days, opens, closes); a day no
/// span names is closed, (0, 0). A day named twice, an unknown day or a span that closes before it
/// opens is an error.
pub fn week_of<'a, D: AsRef<str> + 'a>(
    spans: impl IntoIterator<Item = (&'a [D], &'a str, &'a str)>,
) -> Result<[(u32, u32); 7], WeekError> {
    let mut week = [(0u32, 0u32); 7];
    let mut named = [false; 7];
    for (days, opens, closes) in spans {
        let (o, c) = (minutes(opens)?, minutes(closes)?);
        if c <= o {
            return Err(WeekError::ClosesBeforeOpens);
        }
        for day in days {
            let day = day.as_ref();
            let i = DAYS.iter().position(|d| *d == day).ok_or(WeekError::UnknownDay)?;
            if named[i] {
                return Err(WeekError::TwoSpans);
            }
            named[i] = true;
            week[i] = (o, c);
        }
    }
    Ok(week)
}
