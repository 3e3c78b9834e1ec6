//! The self-pay fees' "new" rule, for the prerender in Node: it marks the new fees in the pages' data,
//! so no page's build carries this face and the browser never restates the rule.

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
