//! The JavaScript face of `clinic-core`: converts JS values to core types and back, calls the core,
//! and never panics on input (bad input comes back as a value). No rule lives here.
//!
//! The face is split by what a page needs, so a page downloads only that: `core_face` (languages,
//! translation, formats) on every page, `forms_face` (validation, triage, slots) and `intake_face` (health questions, aftercare) on form pages, and
//! `search_face` on the article list; `staff_face` (workflow steps, e-mail identity) only for the shared
//! vectors; `claims_face` (the banned-claims check) for the dashboard's content editor; `fees_face` (the
//! self-pay fees' "new" rule) for the prerender. Cargo features choose which parts a build exports; the
//! default exports all six (the Node build used by the prerender and the shared vectors).

#[cfg(feature = "wasm-claims")]
mod claims_face;
#[cfg(feature = "wasm-core")]
mod core_face;
#[cfg(feature = "wasm-fees")]
mod fees_face;
#[cfg(feature = "wasm-forms")]
mod forms_face;
#[cfg(feature = "wasm-forms")]
mod intake_face;
#[cfg(feature = "wasm-search")]
mod search_face;
#[cfg(feature = "wasm-staff")]
mod staff_face;

use crate::lang::Locale;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console)]
    pub(crate) fn warn(message: &str);
}

pub(crate) fn to_js<T: Serialize>(value: &T) -> JsValue {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::NULL)
}

/// Unknown locale tags fall back to zh-TW (the product's error catalogue).
#[cfg_attr(
    not(any(feature = "wasm-core", feature = "wasm-search", feature = "wasm-forms", feature = "wasm-claims")),
    allow(dead_code)
)]
pub(crate) fn locale(tag: &str) -> Locale {
    Locale::from_exact_tag(tag).unwrap_or(Locale::DEFAULT)
}

/// The clinic's published hours from a page's data: `spans` are the entries of `openingHours` as
/// `"mon tue|10:00|19:00"`, separated by `;` (one plain string: a structure's glue would weigh KBs in
/// the forms' WASM). `None` when they are not well-formed.
#[cfg(any(feature = "wasm-forms", feature = "wasm-fees"))]
pub(crate) fn published_hours(
    time_zone: &str,
    slot_minutes: u32,
    horizon_days: u32,
    spans: &str,
) -> Option<crate::hours::OpeningHours> {
    let spans: Vec<(Vec<&str>, &str, &str)> = spans
        .split(';')
        .filter(|span| !span.is_empty())
        .map(|span| {
            let mut parts = span.split('|');
            let days = parts.next().unwrap_or_default().split_whitespace().collect();
            (days, parts.next().unwrap_or_default(), parts.next().unwrap_or_default())
        })
        .collect();
    let spans = spans.iter().map(|(days, opens, closes)| (days.as_slice(), *opens, *closes));
    crate::hours::OpeningHours::from_parts(time_zone, slot_minutes, horizon_days, spans).ok()
}
