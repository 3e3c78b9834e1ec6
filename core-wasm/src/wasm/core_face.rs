//! Languages, translation and formats: what every page needs.

use super::{locale, to_js, warn};
use crate::date::{Date, TimeOfDay};
use crate::facts;
use crate::format;
use crate::i18n::{Arg, Catalog};
use crate::lang::{self, Locale};
use wasm_bindgen::prelude::*;

/// The page language: path prefix, stored preference, browser languages, then zh-TW.
#[wasm_bindgen(js_name = negotiateLanguage)]
pub fn negotiate_language(path: &str, stored: Option<String>, browser: Vec<String>) -> String {
    lang::negotiate(path, stored.as_deref(), &browser).tag().to_string()
}

/// The same page in another language.
#[wasm_bindgen(js_name = localizedPath)]
pub fn localized_path(tag: &str, path: &str) -> String {
    lang::localized_path(locale(tag), path)
}

/// The path without its language prefix.
#[wasm_bindgen(js_name = cleanPath)]
pub fn clean_path(path: &str) -> String {
    lang::clean_path(path).to_string()
}

/// The seven site languages' tags, default first.
#[wasm_bindgen(js_name = siteLocales)]
pub fn site_locales() -> Vec<String> {
    Locale::SITE.iter().map(|l| l.tag().to_string()).collect()
}

/// A locale's profile (formats, timing, behaviour).
#[wasm_bindgen(js_name = localeProfile)]
pub fn locale_profile(tag: &str) -> JsValue {
    to_js(&lang::profile(locale(tag)))
}

/// Translations for any number of locales, with the fallback chain.
#[wasm_bindgen]
pub struct Translator {
    catalog: Catalog,
}

#[wasm_bindgen]
impl Translator {
    /// An empty translator.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Translator {
        Translator { catalog: Catalog::new() }
    }

    /// Adds an `.ftl` source for a locale; returns the problems found (already logged).
    #[wasm_bindgen(js_name = addFtl)]
    pub fn add_ftl(&mut self, tag: &str, source: &str) -> Vec<String> {
        let problems = self.catalog.add_ftl(locale(tag), source);
        problems.iter().for_each(|p| warn(p));
        problems
    }

    /// Whether a locale has been loaded.
    #[wasm_bindgen(js_name = hasLocale)]
    pub fn has_locale(&self, tag: &str) -> bool {
        self.catalog.locales().contains(&locale(tag))
    }

    /// Every key of a locale.
    pub fn keys(&self, tag: &str) -> Vec<String> {
        self.catalog.keys(locale(tag))
    }

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
    fn default() -> Self {
        Translator::new()
    }
}

/// Message arguments from a plain JS object; values that are neither text nor number are skipped
/// with a warning (the product's error catalogue: wrong value type).
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
pub fn format_number(value: f64, decimals: u32) -> String {
    format::format_number_en(value, decimals.min(6))
}

/// A content text with each `{fact}` of `content/facts.json` filled in, in the locale's number format.
#[wasm_bindgen(js_name = fillFacts)]
pub fn fill_facts(tag: &str, text: &str) -> String {
    facts::fill(locale(tag), text)
}

/// A fact of `content/facts.json` by name (`NaN` for an unknown name).
#[wasm_bindgen(js_name = fact)]
pub fn fact(name: &str) -> f64 {
    facts::value(name).unwrap_or(f64::NAN)
}

/// A number with `decimals` decimals in the locale's one convention (`10.000` in es, `10,000` in en).
#[wasm_bindgen(js_name = formatNumberIn)]
pub fn format_number_in(tag: &str, value: f64, decimals: u32) -> String {
    format::format_fixed(locale(tag), value, decimals.min(6))
}

/// A whole amount of money in the locale's style.
#[wasm_bindgen(js_name = formatMoney)]
pub fn format_money(tag: &str, currency: &str, amount: f64) -> String {
    format::format_money(locale(tag), currency, amount.max(0.0).round() as u64)
}

/// Formats a phone number as typed, following the locale's mask.
#[wasm_bindgen(js_name = applyPhoneMask)]
pub fn apply_phone_mask(tag: &str, input: &str) -> String {
    format::apply_phone_mask(locale(tag), input)
}
