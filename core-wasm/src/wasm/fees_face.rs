//! What the prerender in Node asks the core, so no page's build carries this face and the browser never
//! restates a rule: the self-pay fees' "new" rule (it marks the new fees in the pages' data) and the
//! published hours' slot times (the booking form's time list without scripts).

use crate::date::Date;
use crate::fees;
use wasm_bindgen::prelude::*;

/// Whether a fee approved on `approved_on` is new on `today` (`YYYY-MM-DD` each); `undefined` when
/// either is not a date.
#[wasm_bindgen(js_name = isFeeNew)]
pub fn is_fee_new(approved_on: &str, today: &str) -> Option<bool> {
    Some(fees::is_new(Date::parse(approved_on)?, Date::parse(today)?))
}

/// The first day a fee approved on `approved_on` is no longer new (`YYYY-MM-DD`); `undefined` when it
/// is not a date.
#[wasm_bindgen(js_name = feeNewUntil)]
pub fn fee_new_until(approved_on: &str) -> Option<String> {
    Date::parse(approved_on).map(|d| fees::new_until(d).to_string())
}

/// The clinic's calendar date (Asia/Taipei) at a Unix time in milliseconds, `YYYY-MM-DD`.
#[wasm_bindgen(js_name = clinicDate)]
pub fn clinic_date(unix_ms: f64) -> String {
    Date::clinic_today(unix_ms as i64).to_string()
}

/// Every slot start (`HH:mm`) of any open day of the published hours (given as
/// [`super::published_hours`] reads them); `[]` when they are not well-formed.
#[wasm_bindgen(js_name = slotTimes)]
pub fn slot_times(time_zone: &str, slot_minutes: u32, horizon_days: u32, spans: &str) -> Vec<String> {
    super::published_hours(time_zone, slot_minutes, horizon_days, spans)
        .map(|h| h.any_day_slots().iter().map(|t| t.to_string()).collect())
        .unwrap_or_default()
}
