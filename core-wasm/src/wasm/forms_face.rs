//! Validation, triage, photos and slots: what the form pages need.

use super::to_js;
use crate::date::{Date, TimeOfDay};
use crate::validate::{self, FieldError, PhotoMeta};
use crate::{assess, hours};
use serde::Serialize;
use wasm_bindgen::prelude::*;

thread_local! {
    /// The hours the page was built with (`setOpeningHours`), when it gave them: the clinic's published
    /// hours, which the server checks by too. Without them, the hours compiled in.
    static HOURS: std::cell::Cell<Option<hours::OpeningHours>> = const { std::cell::Cell::new(None) };
}

/// The hours in force in this page.
fn current_hours() -> hours::OpeningHours {
    HOURS.with(std::cell::Cell::get).unwrap_or(hours::CLINIC)
}

/// Takes the clinic's published hours (the page's `clinics` data, as `clinics.json` states them, in
/// the form [`super::published_hours`] reads) for every later check; `false`, and the compiled hours
/// kept, when they are not well-formed.
#[wasm_bindgen(js_name = setOpeningHours)]
pub fn set_opening_hours(time_zone: &str, slot_minutes: u32, horizon_days: u32, spans: &str) -> bool {
    match super::published_hours(time_zone, slot_minutes, horizon_days, spans) {
        Some(h) => {
            HOURS.with(|cell| cell.set(Some(h)));
            true
        }
        None => false,
    }
}

/// The answer for a body that does not have the contract's types (the server's 400).
fn malformed() -> Vec<FieldError> {
    vec![FieldError::new("", "format")]
}

/// Every problem with a booking, `[]` when it is valid; `nowMs` is `Date.now()`.
#[wasm_bindgen(js_name = validateBooking)]
pub fn validate_booking(request: JsValue, now_ms: f64) -> JsValue {
    let errors = match serde_wasm_bindgen::from_value::<validate::BookingRequest>(request) {
        Ok(r) => validate::validate_booking_in(&current_hours(), &r, now_ms as i64).err().unwrap_or_default(),
        Err(_) => malformed(),
    };
    to_js(&errors)
}

/// Every problem with an inquiry, `[]` when it is valid.
#[wasm_bindgen(js_name = validateInquiry)]
pub fn validate_inquiry(request: JsValue) -> JsValue {
    let errors = match serde_wasm_bindgen::from_value::<validate::InquiryRequest>(request) {
        Ok(r) => validate::validate_inquiry(&r).err().unwrap_or_default(),
        Err(_) => malformed(),
    };
    to_js(&errors)
}

/// Every problem with a request to join the waitlist, `[]` when it is valid; `nowMs` is `Date.now()`.
#[wasm_bindgen(js_name = validateWaitlist)]
pub fn validate_waitlist(request: JsValue, now_ms: f64) -> JsValue {
    let errors = match serde_wasm_bindgen::from_value::<validate::WaitlistRequest>(request) {
        Ok(r) => validate::validate_waitlist_in(&current_hours(), &r, now_ms as i64).err().unwrap_or_default(),
        Err(_) => malformed(),
    };
    to_js(&errors)
}

fn photos(value: JsValue) -> Option<Vec<PhotoMeta>> {
    if value.is_undefined() || value.is_null() {
        return Some(Vec::new());
    }
    serde_wasm_bindgen::from_value(value).ok()
}

/// Every problem with an assessment and its photos (`[{size, head}]`), `[]` when it is valid.
#[wasm_bindgen(js_name = validateAssessment)]
pub fn validate_assessment(request: JsValue, photo_list: JsValue) -> JsValue {
    let errors = match (serde_wasm_bindgen::from_value::<validate::AssessmentRequest>(request), photos(photo_list)) {
        (Ok(r), Some(p)) => validate::validate_assessment(&r, validate::check_photos(&p)).err().unwrap_or_default(),
        _ => malformed(),
    };
    to_js(&errors)
}

/// Problems with a set of photos alone.
#[wasm_bindgen(js_name = checkPhotos)]
pub fn check_photos(photo_list: JsValue) -> JsValue {
    to_js(&photos(photo_list).map(|p| validate::check_photos(&p)).unwrap_or_else(malformed))
}

/// "jpeg", "png", or undefined, judged by the first bytes.
#[wasm_bindgen(js_name = sniffImageType)]
pub fn sniff_image_type(head: &[u8]) -> Option<String> {
    validate::sniff_image_type(head).map(|t| to_js(&t).as_string().unwrap_or_default())
}

/// The triage of an assessment: `{result}` when valid, `{errors}` otherwise.
#[wasm_bindgen]
pub fn triage(request: JsValue) -> JsValue {
    #[derive(Serialize)]
    struct Out {
        #[serde(skip_serializing_if = "Option::is_none")]
        result: Option<assess::AssessmentResult>,
        #[serde(skip_serializing_if = "Option::is_none")]
        errors: Option<Vec<FieldError>>,
    }
    let out = match serde_wasm_bindgen::from_value::<validate::AssessmentRequest>(request) {
        Ok(r) => match validate::validate_assessment(&r, Vec::new()) {
            Ok(a) => Out { result: Some(assess::triage(&a)), errors: None },
            Err(e) => Out { result: None, errors: Some(e) },
        },
        Err(_) => Out { result: None, errors: Some(malformed()) },
    };
    to_js(&out)
}

/// Opening hours and slot grid.
#[wasm_bindgen(js_name = openingHours)]
pub fn opening_hours() -> JsValue {
    to_js(&current_hours())
}

/// Bookable slot starts (`HH:mm`) on a `YYYY-MM-DD` date, ignoring capacity.
#[wasm_bindgen(js_name = slotsOn)]
pub fn slots_on(date: &str) -> Vec<String> {
    Date::parse(date).map(|d| current_hours().slots(d).iter().map(|t| t.to_string()).collect()).unwrap_or_default()
}

/// Whether a slot can still be booked now (`null`) or the validation code why not.
#[wasm_bindgen(js_name = slotProblem)]
pub fn slot_problem(date: &str, time: &str, now_ms: f64) -> Option<String> {
    match (Date::parse(date), TimeOfDay::parse(time)) {
        (Some(d), Some(t)) => {
            validate::slot_is_bookable(&current_hours(), d, t, now_ms as i64).err().map(str::to_string)
        }
        _ => Some("format".to_string()),
    }
}

/// A confirmation code as a person typed it, in its printed form (`K7XP-3M9Q-T2`), or `null` when
/// it cannot be a code. The server reads codes with the same function.
#[wasm_bindgen(js_name = parseConfirmationCode)]
pub fn parse_confirmation_code(input: &str) -> Option<String> {
    crate::code::ConfirmationCode::parse(input).map(|c| c.display())
}
