//! The clinic's clock in messages: one formatter for a moment as the clinic's date and time of day,
//! in the reader's language.

use clinic_core::date::{Date, TimeOfDay, CLINIC_UTC_OFFSET_MS};
use clinic_core::format::{format_date, format_time};
use clinic_core::lang::Locale;

/// A moment (Unix ms) on the clinic's clock as a date and a time of day in `lang`; empty for none.
pub fn clinic_clock(lang: Locale, at: Option<i64>) -> String {
    let Some(at) = at else { return String::new() };
    let day = Date::clinic_today(at);
    let minutes = ((at + CLINIC_UTC_OFFSET_MS).rem_euclid(86_400_000) / 60_000) as u32;
    let time = TimeOfDay::from_minutes(minutes).map(|x| format_time(lang, x)).unwrap_or_default();
    format!("{} {time}", format_date(lang, day))
}
