//! The banned-claims check, for the dashboard's content editor: the rule the content check and the
//! server apply, on a glossary's own lists.

use super::{locale, to_js};
use crate::claims::{self, ClaimRules};
use wasm_bindgen::prelude::*;

/// The banned claims in `text` by the lists of a glossary's JSON (`i18n/<locale>/glossary.json`):
/// `[{rule, phrase, why, start, end}]`, offsets in UTF-16 units (string indices); `null` when the JSON
/// has no valid `claims` and `advertising` lists.
#[wasm_bindgen(js_name = checkClaims)]
pub fn check_claims(tag: &str, rules_json: &str, text: &str) -> JsValue {
    let rules = js_sys::JSON::parse(rules_json).ok().and_then(|v| serde_wasm_bindgen::from_value::<ClaimRules>(v).ok());
    rules.map_or(JsValue::NULL, |r| to_js(&claims::check_claims(text, locale(tag), &r)))
}
