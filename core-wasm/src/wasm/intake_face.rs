//! The health questions and the aftercare check-in: what the intake page's script needs.

use super::{locale, to_js};
use crate::intake::medicines;
use crate::validate::{self, FieldError};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The problems with the health questions and, when there are none, the flags they raise:
/// `{errors, flags}`. `complete` checks them as sent; otherwise as a draft (nothing required yet).
#[wasm_bindgen(js_name = checkIntake)]
pub fn check_intake(request: JsValue, complete: bool) -> JsValue {
    to_js(&match serde_wasm_bindgen::from_value::<validate::IntakeRequest>(request) {
        Ok(r) => checked(&r, complete),
        Err(_) => IntakeCheck { errors: vec![FieldError::new("", "format")], flags: Vec::new() },
    })
}

#[derive(Serialize)]
struct IntakeCheck {
    errors: Vec<FieldError>,
    flags: Vec<&'static str>,
}

fn checked(r: &validate::IntakeRequest, complete: bool) -> IntakeCheck {
    if complete {
        match validate::validate_intake(r) {
            Ok(i) => IntakeCheck { errors: Vec::new(), flags: i.flags.iter().map(|f| f.as_str()).collect() },
            Err(errors) => IntakeCheck { errors, flags: Vec::new() },
        }
    } else {
        IntakeCheck { errors: validate::validate_intake_draft(r).err().unwrap_or_default(), flags: Vec::new() }
    }
}

/// The listed medicines matching what the patient typed, the names of the page language's country
/// first (`[{id, class, names}]`).
#[wasm_bindgen(js_name = searchMedicines)]
pub fn search_medicines(query: &str, lang: &str) -> JsValue {
    to_js(&medicines::search(query, medicines::home_country(locale(lang))))
}

/// Every problem with an aftercare answer, `[]` when it is valid.
#[wasm_bindgen(js_name = validateAftercare)]
pub fn validate_aftercare(request: JsValue) -> JsValue {
    let errors = match serde_wasm_bindgen::from_value::<validate::AftercareRequest>(request) {
        Ok(r) => validate::validate_aftercare(&r).err().unwrap_or_default(),
        Err(_) => vec![FieldError::new("", "format")],
    };
    to_js(&errors)
}
