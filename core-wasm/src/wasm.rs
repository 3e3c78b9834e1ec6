//! The JavaScript face of `clinic-core`: converts JS values to core types and back, calls the core,
//! and never panics on input (bad input comes back as a value).

use crate::date::{Date, TimeOfDay};
use crate::i18n::{Arg, Catalog};
use crate::lang::{self, Locale};
use crate::search::{Document, SearchIndex};
use crate::validate::{self, FieldError, PhotoMeta};
use crate::{assess, format, hours, search};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console)]
    fn warn(message: &str);
}

fn to_js<T: Serialize>(value: &T) -> JsValue {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::NULL)
}

/// Unknown locale tags fall back to zh-TW (SPEC §8).
fn locale(tag: &str) -> Locale { Locale::from_exact_tag(tag).unwrap_or(Locale::DEFAULT) }

fn malformed() -> Vec<FieldError> { vec![FieldError::new("", "format")] }

/// The page language: path prefix, stored preference, browser languages, then zh-TW.
#[wasm_bindgen(js_name = negotiateLanguage)]
pub fn negotiate_language(path: &str, stored: Option<String>, browser: Vec<String>) -> String {
    lang::negotiate(path, stored.as_deref(), &browser).tag().to_string()
}

/// The same page in another language.
#[wasm_bindgen(js_name = localizedPath)]
pub fn localized_path(tag: &str, path: &str) -> String { lang::localized_path(locale(tag), path) }

/// The path without its language prefix.
#[wasm_bindgen(js_name = cleanPath)]
pub fn clean_path(path: &str) -> String { lang::clean_path(path).to_string() }

/// The seven site languages' tags, default first.
#[wasm_bindgen(js_name = siteLocales)]
pub fn site_locales() -> Vec<String> { Locale::SITE.iter().map(|l| l.tag().to_string()).collect() }

/// A locale's profile (formats, timing, behaviour).
#[wasm_bindgen(js_name = localeProfile)]
pub fn locale_profile(tag: &str) -> JsValue { to_js(&lang::profile(locale(tag))) }

/// Translations for any number of locales, with the fallback chain.
#[wasm_bindgen]
pub struct Translator {
    catalog: Catalog,
}

#[wasm_bindgen]
impl Translator {
    /// An empty translator.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Translator { Translator { catalog: Catalog::new() } }

    /// Adds an `.ftl` source for a locale; returns the problems found (already logged).
    #[wasm_bindgen(js_name = addFtl)]
    pub fn add_ftl(&mut self, tag: &str, source: &str) -> Vec<String> {
        let problems = self.catalog.add_ftl(locale(tag), source);
        problems.iter().for_each(|p| warn(p));
        problems
    }

    /// Whether a locale has been loaded.
    #[wasm_bindgen(js_name = hasLocale)]
    pub fn has_locale(&self, tag: &str) -> bool { self.catalog.locales().contains(&locale(tag)) }

    /// Every key of a locale.
    pub fn keys(&self, tag: &str) -> Vec<String> { self.catalog.keys(locale(tag)) }

    /// The text for a key; warnings go to the console.
    pub fn t(&self, tag: &str, key: &str, args: JsValue) -> String {
        let r = self.catalog.translate(locale(tag), key, &js_args(&args));
        r.warnings.iter().for_each(|w| warn(w));
        r.text
    }

    /// The full lookup result: `{text, locale, warnings}` (nothing logged).
    pub fn translate(&self, tag: &str, key: &str, args: JsValue) -> JsValue {
        to_js(&self.catalog.translate(locale(tag), key, &js_args(&args)))
    }
}

impl Default for Translator {
    fn default() -> Self { Translator::new() }
}

/// Message arguments from a plain JS object; values that are neither text nor number are skipped
/// with a warning (SPEC §8: wrong value type).
fn js_args(args: &JsValue) -> Vec<(String, Arg)> {
    if args.is_undefined() || args.is_null() {
        return Vec::new();
    }
    let Some(object) = args.dyn_ref::<js_sys::Object>() else {
        warn("translation arguments must be a plain object");
        return Vec::new();
    };
    js_sys::Object::entries(object)
        .iter()
        .filter_map(|entry| {
            let pair = js_sys::Array::from(&entry);
            let name = pair.get(0).as_string()?;
            let value = pair.get(1);
            if let Some(s) = value.as_string() {
                Some((name, Arg::Str(s)))
            } else if let Some(n) = value.as_f64() {
                Some((name, Arg::Num(n)))
            } else {
                warn(&format!("translation argument '{name}' has the wrong type"));
                None
            }
        })
        .collect()
}

/// Every problem with a booking, `[]` when it is valid; `nowMs` is `Date.now()`.
#[wasm_bindgen(js_name = validateBooking)]
pub fn validate_booking(request: JsValue, now_ms: f64) -> JsValue {
    let errors = match serde_wasm_bindgen::from_value::<validate::BookingRequest>(request) {
        Ok(r) => validate::validate_booking(&r, now_ms as i64).err().unwrap_or_default(),
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

/// Search normalisation (SPEC §5).
#[wasm_bindgen]
pub fn normalize(text: &str, tag: &str) -> String { search::normalize(text, locale(tag)) }

/// Jaro-Winkler similarity.
#[wasm_bindgen]
pub fn similarity(a: &str, b: &str) -> f64 { search::similarity(a, b) }

/// A search index over one locale's documents.
#[wasm_bindgen]
pub struct Search {
    index: SearchIndex,
}

#[wasm_bindgen]
impl Search {
    /// Builds an index from `[{id, title, excerpt, category, tags}]` (bad input gives an empty index).
    #[wasm_bindgen(constructor)]
    pub fn new(tag: &str, docs: JsValue) -> Search {
        let docs: Vec<Document> = serde_wasm_bindgen::from_value(docs).unwrap_or_default();
        Search { index: SearchIndex::build(locale(tag), docs) }
    }

    /// Ranked `[{id, title, excerpt, category, score}]`.
    pub fn search(&self, query: &str, category: Option<String>, limit: Option<u32>) -> JsValue {
        to_js(&self.index.search(query, category.as_deref(), limit.unwrap_or(20) as usize))
    }

    /// Number of documents indexed.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 { self.index.len() as u32 }
}

/// A `YYYY-MM-DD` date in the locale's format (the input unchanged when it is not a date).
#[wasm_bindgen(js_name = formatDate)]
pub fn format_date(tag: &str, date: &str) -> String {
    Date::parse(date).map(|d| format::format_date(locale(tag), d)).unwrap_or_else(|| date.to_string())
}

/// An `HH:mm` time in the locale's format (the input unchanged when it is not a time).
#[wasm_bindgen(js_name = formatTime)]
pub fn format_time(tag: &str, time: &str) -> String {
    TimeOfDay::parse(time).map(|t| format::format_time(locale(tag), t)).unwrap_or_else(|| time.to_string())
}

/// A number in en-US grouping.
#[wasm_bindgen(js_name = formatNumber)]
pub fn format_number(value: f64, decimals: u32) -> String { format::format_number_en(value, decimals.min(6)) }

/// A whole amount of money in the locale's style.
#[wasm_bindgen(js_name = formatMoney)]
pub fn format_money(tag: &str, currency: &str, amount: f64) -> String {
    format::format_money(locale(tag), currency, amount.max(0.0).round() as u64)
}

/// Formats a phone number as typed, following the locale's mask.
#[wasm_bindgen(js_name = applyPhoneMask)]
pub fn apply_phone_mask(tag: &str, input: &str) -> String { format::apply_phone_mask(locale(tag), input) }

/// Opening hours and slot grid.
#[wasm_bindgen(js_name = openingHours)]
pub fn opening_hours() -> JsValue { to_js(&hours::CLINIC) }

/// Bookable slot starts (`HH:mm`) on a `YYYY-MM-DD` date, ignoring capacity.
#[wasm_bindgen(js_name = slotsOn)]
pub fn slots_on(date: &str) -> Vec<String> {
    Date::parse(date).map(|d| hours::CLINIC.slots(d).iter().map(|t| t.to_string()).collect()).unwrap_or_default()
}

/// Whether a slot can still be booked now (`null`) or the validation code why not.
#[wasm_bindgen(js_name = slotProblem)]
pub fn slot_problem(date: &str, time: &str, now_ms: f64) -> Option<String> {
    match (Date::parse(date), TimeOfDay::parse(time)) {
        (Some(d), Some(t)) => validate::slot_is_bookable(&hours::CLINIC, d, t, now_ms as i64).err().map(str::to_string),
        _ => Some("format".to_string()),
    }
}
