//! The reminder e-mail: the visit in the clinic's local time and, when the patient's time zone shows
//! another wall clock, in theirs too, in the booking's language, with the calendar file (and its
//! alarm). The patient's time is computed here with the IANA database bundled into the server
//! (`jiff`); the WASM core never carries one.

use crate::messaging::calendar;
use crate::messaging::message::Email;
use crate::storage::answer_links::{self, Action};
use crate::storage::queries::BookingRow;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::format::{format_date, format_time};
use clinic_core::hours::OpeningHours;
use clinic_core::i18n::{Arg, Catalog};
use clinic_core::lang::Locale;
use clinic_core::model::BookingStatus;

/// The visit's date and time on the patient's wall clock, when their zone is known and its clock
/// differs from the clinic's at that moment (otherwise the clinic's time says it all).
pub fn patient_time(visit_ms: i64, zone: &str) -> Option<(Date, TimeOfDay)> {
    let tz = jiff::tz::TimeZone::get(zone).ok()?;
    let clinic = jiff::tz::TimeZone::get(clinic_core::hours::TIME_ZONE).ok()?;
    let at = jiff::Timestamp::from_millisecond(visit_ms).ok()?;
    if tz.to_offset(at) == clinic.to_offset(at) {
        return None;
    }
    let local = at.to_zoned(tz).datetime();
    let date = Date::from_ymd(i32::from(local.year()), local.month() as u32, local.day() as u32)?;
    let time = TimeOfDay::from_minutes(local.hour() as u32 * 60 + local.minute() as u32)?;
    Some((date, time))
}

/// The visit on the patient's own clock as a line of the reminder ("In your time zone (…): …"), when
/// their zone is known and its wall clock differs from the clinic's.
pub fn own_time(catalog: &Catalog, lang: Locale, row: &BookingRow) -> Option<String> {
    let zone = row.time_zone.as_deref()?;
    let (d, x) = patient_time(row.visit_at()?, zone)?;
    let args: Vec<(String, Arg)> = vec![
        ("zone".into(), Arg::Str(zone.replace('_', " "))),
        ("date".into(), Arg::Str(format_date(lang, d))),
        ("time".into(), Arg::Str(format_time(lang, x))),
    ];
    Some(calendar::text(catalog, lang, "email-booking-reminder-own-time", &args))
}

/// Until when a reminder to a patient in `zone` waits at `now` because it is night on their clock
/// (21:00 to 08:00; the queueing already keeps to the clinic's day): their next 08:00, when that is
/// still at least two hours before the visit at `visit_ms`. `None`: send now (daytime there, an
/// unknown zone, or waiting would make the reminder too late to be useful).
pub fn quiet_until(zone: &str, now: i64, visit_ms: i64) -> Option<i64> {
    let tz = jiff::tz::TimeZone::get(zone).ok()?;
    let local = jiff::Timestamp::from_millisecond(now).ok()?.to_zoned(tz);
    let hour = local.hour();
    if (8..21).contains(&hour) {
        return None;
    }
    let day = if hour >= 21 { local.date().tomorrow().ok()? } else { local.date() };
    let morning = day.at(8, 0, 0, 0).to_zoned(local.time_zone().clone()).ok()?.timestamp().as_millisecond();
    (morning <= visit_ms - 2 * 3_600_000).then_some(morning)
}

/// Whether a reminder queued for `row`'s visit `visit` (`hours` before it, when known) should still go
/// out at `now`: the booking is open, still at that visit time, no nearer reminder was queued since
/// (two never arrive together), and the visit is ahead.
pub fn still_due(row: &BookingRow, visit: &str, hours: Option<i64>, now: i64) -> bool {
    matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed)
        && row.visit_key() == visit
        && row.reminder_sent_for.as_deref() == Some(visit)
        && hours.zip(row.reminder_offset_hours).is_none_or(|(h, done)| done >= h)
        && row.visit_at().is_some_and(|at| at > now)
}

/// What the one-tap answers of a reminder need: the site's address and the server's signing key.
pub struct Answers<'a> {
    /// e.g. `https://clinic.example` (no trailing slash).
    pub base_url: &'a str,
    pub key: &'a [u8],
}

/// The three answer links for `row`'s visit, in its language: attend, change, cancel. Each works until
/// the visit begins.
pub fn answer_links(answers: &Answers<'_>, row: &BookingRow, lang: Locale) -> Option<[String; 3]> {
    let until = row.visit_at()?;
    let visit = row.visit_key();
    Some(Action::ALL.map(|action| {
        let token = answer_links::sign(answers.key, action, row.code.canonical(), &visit, until);
        format!("{}/forms/booking-answer?lang={}&token={token}", answers.base_url, lang.tag())
    }))
}

/// The reminder queued for `row`'s visit `visit`, or `None` when it should not be sent any more
/// (see [`still_due`]). Only the kind of visit's place and time are in it, never the patient's
/// health details.
pub fn render(
    catalog: &Catalog,
    row: &BookingRow,
    visit: &str,
    hours: Option<i64>,
    now: i64,
    answers: &Answers<'_>,
    opening: &OpeningHours,
) -> Option<Email> {
    if !still_due(row, visit, hours, now) {
        return None;
    }
    let lang = Locale::from_exact_tag(&row.lang).unwrap_or(Locale::DEFAULT);
    let t = |key: &str, args: &[(String, Arg)]| calendar::text(catalog, lang, key, args);
    let (date, time) = (Date::parse(&row.preferred_date)?, TimeOfDay::parse(&row.preferred_time)?);
    let own = own_time(catalog, lang, row);
    let args: Vec<(String, Arg)> = vec![
        ("name".into(), Arg::Str(row.name.clone())),
        ("code".into(), Arg::Str(row.code.display())),
        ("date".into(), Arg::Str(format_date(lang, date))),
        ("time".into(), Arg::Str(format_time(lang, time))),
        ("branch".into(), Arg::Str(t(&format!("email-branch-{}", row.branch.as_str()), &[]))),
        ("ownTime".into(), Arg::Str(own.unwrap_or_default())),
    ];
    // How far the visit is, in the clinic's calendar days from the day it is sent: today, tomorrow, in
    // 3 days (the offset it was queued for is in its ref; the calendar says it truer after a night).
    let days = Date::clinic_today(now).days_until(date);
    let mut body = t("email-booking-reminder-body", &args);
    if let Some([attend, change, cancel]) = answer_links(answers, row, lang) {
        let links: Vec<(String, Arg)> = vec![
            ("days".into(), Arg::Num(days as f64)),
            ("attend".into(), Arg::Str(attend)),
            ("change".into(), Arg::Str(change)),
            ("cancel".into(), Arg::Str(cancel)),
        ];
        body = format!("{}\n\n{}", body.trim_end(), t("email-booking-reminder-answers", &links));
    }
    Some(Email {
        to: row.email.clone(),
        subject: t("email-booking-reminder-subject", &args),
        body,
        ics: Some(calendar::booking_ics(catalog, row, opening.slot_minutes, now)),
        lang,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taipei_morning_is_the_evening_before_in_new_york() {
        // 2026-12-01 10:30 in Taipei (UTC+8) is 2026-11-30 21:30 in New York (UTC-5 in winter).
        let visit = Date::parse("2026-12-01").map(|d| d.clinic_unix_ms(10 * 60 + 30)).unwrap_or_default();
        let (d, t) = patient_time(visit, "America/New_York").expect("a different wall clock");
        assert_eq!((d.to_string(), t.to_string()), ("2026-11-30".to_string(), "21:30".to_string()));
    }

    #[test]
    fn a_reminder_waits_for_the_patients_morning_unless_that_is_too_late() {
        let ny_ms = |y: i16, m: i8, d: i8, h: i8| {
            jiff::civil::date(y, m, d).at(h, 0, 0, 0).in_tz("America/New_York").unwrap().timestamp().as_millisecond()
        };
        let visit = ny_ms(2026, 12, 3, 21); // 10:00 in Taipei the next day
                                            // 23:00 in New York: waits until 08:00 there.
        assert_eq!(quiet_until("America/New_York", ny_ms(2026, 12, 1, 23), visit), Some(ny_ms(2026, 12, 2, 8)));
        // 03:00: the same morning.
        assert_eq!(quiet_until("America/New_York", ny_ms(2026, 12, 2, 3), visit), Some(ny_ms(2026, 12, 2, 8)));
        // Daytime there, or an unknown zone: now.
        assert_eq!(quiet_until("America/New_York", ny_ms(2026, 12, 2, 9), visit), None);
        assert_eq!(quiet_until("Mars/Olympus_Mons", ny_ms(2026, 12, 1, 23), visit), None);
        // The morning would leave less than two hours before the visit: now.
        assert_eq!(quiet_until("America/New_York", ny_ms(2026, 12, 3, 2), ny_ms(2026, 12, 3, 9)), None);
    }

    #[test]
    fn the_same_wall_clock_or_an_unknown_zone_adds_nothing() {
        let visit = Date::parse("2026-12-01").map(|d| d.clinic_unix_ms(600)).unwrap_or_default();
        assert_eq!(patient_time(visit, "Asia/Taipei"), None);
        assert_eq!(patient_time(visit, "Asia/Shanghai"), None);
        assert_eq!(patient_time(visit, "Mars/Olympus_Mons"), None);
    }
}
