//! iCalendar (RFC 5545) files for bookings, in the clinic's time zone and the booking's language.

use crate::storage::queries::BookingRow;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::hours::TIME_ZONE;
use clinic_core::i18n::{strip_isolation, Arg, Catalog};
use clinic_core::lang::Locale;
use clinic_core::model::BookingStatus;

/// Escapes TEXT values (RFC 5545 §3.3.11).
fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace(';', "\\;").replace(',', "\\,").replace('\r', "").replace('\n', "\\n")
}

/// A translated text without bidi isolation marks (calendar apps show them as boxes).
pub fn text(catalog: &Catalog, lang: Locale, key: &str, args: &[(String, Arg)]) -> String {
    strip_isolation(&catalog.translate(lang, key, args).text)
}

fn stamp(ms: i64) -> String {
    crate::storage::ids::rfc3339(ms)
        .replace(['-', ':'], "")
        .split('.')
        .next()
        .map(|s| format!("{s}Z"))
        .unwrap_or_default()
}

/// How long before the visit the calendar entry's alarm rings: time to set off for the clinic.
pub const ALARM_MINUTES_BEFORE: u32 = 120;

/// The booking's calendar file (with an alarm unless the booking is cancelled), one slot of
/// `slot_minutes` (the hours in force) long.
pub fn booking_ics(catalog: &Catalog, row: &BookingRow, slot_minutes: u32, now: i64) -> String {
    let lang = Locale::from_exact_tag(&row.lang).unwrap_or(Locale::DEFAULT);
    let (date, time) = (Date::parse(&row.preferred_date), TimeOfDay::parse(&row.preferred_time));
    let start = match (date, time) {
        (Some(d), Some(t)) => {
            let (y, m, dd) = d.ymd();
            let (h, mi) = t.hm();
            let end = t.minutes() + slot_minutes;
            (
                format!("{y:04}{m:02}{dd:02}T{h:02}{mi:02}00"),
                format!("{y:04}{m:02}{dd:02}T{:02}{:02}00", end / 60, end % 60),
            )
        }
        _ => (String::new(), String::new()),
    };
    let code = row.code.display();
    let branch = text(catalog, lang, &format!("email-branch-{}", row.branch.as_str()), &[]);
    let summary = text(catalog, lang, "email-ics-summary", &[("branch".into(), Arg::Str(branch.clone()))]);
    let description = text(catalog, lang, "email-ics-description", &[("code".into(), Arg::Str(code.clone()))]);
    let status = if row.status == BookingStatus::Cancelled { "CANCELLED" } else { "CONFIRMED" };
    let lines = [
        "BEGIN:VCALENDAR".to_string(),
        "VERSION:2.0".into(),
        "PRODID:-//clinic//booking//EN".into(),
        "CALSCALE:GREGORIAN".into(),
        "METHOD:PUBLISH".into(),
        "BEGIN:VTIMEZONE".into(),
        format!("TZID:{TIME_ZONE}"),
        "BEGIN:STANDARD".into(),
        "DTSTART:19700101T000000".into(),
        "TZOFFSETFROM:+0800".into(),
        "TZOFFSETTO:+0800".into(),
        "TZNAME:CST".into(),
        "END:STANDARD".into(),
        "END:VTIMEZONE".into(),
        "BEGIN:VEVENT".into(),
        format!("UID:{}@clinic", row.code.canonical()),
        format!("DTSTAMP:{}", stamp(now)),
        format!("DTSTART;TZID={TIME_ZONE}:{}", start.0),
        format!("DTEND;TZID={TIME_ZONE}:{}", start.1),
        format!("SUMMARY;LANGUAGE={}:{}", lang.tag(), escape(&summary)),
        format!("LOCATION;LANGUAGE={}:{}", lang.tag(), escape(&branch)),
        format!("DESCRIPTION;LANGUAGE={}:{}", lang.tag(), escape(&description)),
        format!("STATUS:{status}"),
    ];
    // An open booking's calendar entry rings ahead of the visit on the patient's own device.
    let alarm = [
        "BEGIN:VALARM".to_string(),
        "ACTION:DISPLAY".into(),
        format!("TRIGGER:-PT{ALARM_MINUTES_BEFORE}M"),
        format!("DESCRIPTION;LANGUAGE={}:{}", lang.tag(), escape(&summary)),
        "END:VALARM".into(),
    ];
    let alarm: &[String] = if row.status == BookingStatus::Cancelled { &[] } else { &alarm };
    let end = ["END:VEVENT".to_string(), "END:VCALENDAR".into()];
    lines.iter().chain(alarm).chain(&end).map(|l| fold(l)).collect::<Vec<_>>().join("\r\n") + "\r\n"
}

/// Folds a content line at 75 octets without splitting a UTF-8 character.
fn fold(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 8);
    let mut width = 0;
    for c in line.chars() {
        let n = c.len_utf8();
        if width + n > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += n;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_fold_on_character_boundaries() {
        let folded = fold(&"字".repeat(60));
        assert!(folded.split("\r\n").all(|l| l.len() <= 75));
        assert_eq!(folded.replace("\r\n ", ""), "字".repeat(60));
    }

    #[test]
    fn text_values_are_escaped() {
        assert_eq!(escape("a,b;c\nd"), "a\\,b\\;c\\nd");
    }
}
