//! The opening hours' format in `content/clinics.json` (`openingHours: [{days, opens, closes}]`) as
//! a week: one reading, used by the build script (the hours compiled in) and at run time (the hours the
//! clinic publishes). No `crate::` path: build.rs includes this file as it is.

/// Weekday names, Monday first, as the file spells them.
pub const DAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/// `HH:MM` as minutes after midnight (00:00–24:00).
pub fn minutes(hhmm: &str) -> Result<u32, String> {
    let bad = || format!("`{hhmm}` is not a time of day (HH:MM)");
    let (h, m) = hhmm.split_once(':').ok_or_else(bad)?;
    if h.len() != 2 || m.len() != 2 {
        return Err(bad());
    }
    let (h, m): (u32, u32) = (h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    if m >= 60 || h * 60 + m > 24 * 60 {
        return Err(bad());
    }
    Ok(h * 60 + m)
}

/// The week of (opens, closes) minutes, Monday first, from spans of (days, opens, closes); a day no
/// span names is closed, (0, 0). A day named twice, an unknown day or a span that closes before it
/// opens is an error.
pub fn week_of<'a>(
    spans: impl IntoIterator<Item = (&'a [String], &'a str, &'a str)>,
) -> Result<[(u32, u32); 7], String> {
    let mut week = [(0u32, 0u32); 7];
    let mut named = [false; 7];
    for (days, opens, closes) in spans {
        let (o, c) = (minutes(opens)?, minutes(closes)?);
        if c <= o {
            return Err(format!("{opens}–{closes}: a day closes after it opens"));
        }
        for day in days {
            let i = DAYS.iter().position(|d| d == day).ok_or_else(|| format!("unknown day `{day}`"))?;
            if named[i] {
                return Err(format!("`{day}` has two spans"));
            }
            named[i] = true;
            week[i] = (o, c);
        }
    }
    Ok(week)
}
