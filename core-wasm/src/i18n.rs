//! Translation with Fluent: one bundle per locale built from `i18n/<locale>/*.ftl`, shared across
//! threads on the server (the concurrent memoizer), with the product's fallback chain.
//!
//! Lookup order for a key: the page's locale, then en, then zh-TW, then the key itself. Keys in the
//! `medical-` namespace are critical medical texts (disclaimers, warnings) whose reviewed wording is
//! the zh-TW one: when missing they fall back to zh-TW directly, never to an English paraphrase.
//! Every fallback and every formatting problem comes back as a warning for the caller to log.
//! Every message also receives the site's facts (`content/facts.json`, see [`crate::facts`]) as
//! arguments, so `{ $reply_hours }` says the same number on every page; an argument the caller passes
//! under the same name wins. Numbers are shown in the locale's one convention
//! ([`crate::format::format_number`]) and still select plural variants.
//! Bidi isolation stays on (FSI/PDI around arguments) so an Arabic name inside an English sentence
//! cannot reorder it.

use crate::facts;
use crate::format::format_number;
use crate::lang::Locale;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Prefix of keys whose missing translation falls back to zh-TW directly.
pub const CRITICAL_PREFIX: &str = "medical-";

/// A message argument. Numbers are for plural selection; numbers shown to a person are formatted by
/// `format` first and passed as text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number (selects plural forms).
    Num(f64),
    /// Text, inserted as is (bidi-isolated).
    Str(String),
}

/// The outcome of a lookup.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Translation {
    /// The text to show.
    pub text: String,
    /// The locale that supplied it, or `None` when the key itself is shown.
    pub locale: Option<Locale>,
    /// Problems to log (missing key, fallback used, wrong argument type, formatting error).
    pub warnings: Vec<String>,
}

struct LocaleBundle {
    locale: Locale,
    bundle: FluentBundle<FluentResource>,
    keys: BTreeSet<String>,
}

/// All loaded translations.
#[derive(Default)]
pub struct Catalog {
    bundles: Vec<LocaleBundle>,
}

impl Catalog {
    /// An empty catalog.
    pub fn new() -> Catalog {
        Catalog::default()
    }

    /// Adds one `.ftl` source to a locale's bundle. Returns parse and duplicate-key problems; every
    /// message that parsed is added even when others did not.
    pub fn add_ftl(&mut self, locale: Locale, source: &str) -> Vec<String> {
        let mut problems = Vec::new();
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                problems.extend(errors.iter().map(|e| format!("{}: parse error: {e}", locale.tag())));
                r
            }
        };
        let ids: Vec<String> = resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect();
        let entry = match self.bundles.iter().position(|b| b.locale == locale) {
            Some(i) => &mut self.bundles[i],
            None => {
                let id = locale.tag().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                set_number_formatter(&mut bundle, locale);
                self.bundles.push(LocaleBundle { locale, bundle, keys: BTreeSet::new() });
                self.bundles.last_mut().expect("just pushed")
            }
        };
        if let Err(errors) = entry.bundle.add_resource(resource) {
            problems.extend(errors.iter().map(|e| format!("{}: {e}", locale.tag())));
        }
        entry.keys.extend(ids);
        problems
    }

    /// Locales with at least one source loaded.
    pub fn locales(&self) -> Vec<Locale> {
        self.bundles.iter().map(|b| b.locale).collect()
    }

    /// Every message key of a locale, sorted.
    pub fn keys(&self, locale: Locale) -> Vec<String> {
        self.bundle(locale).map(|b| b.keys.iter().cloned().collect()).unwrap_or_default()
    }

    /// Whether a locale has a message for a key (`key` or `key.attribute`).
    pub fn has(&self, locale: Locale, key: &str) -> bool {
        self.bundle(locale).is_some_and(|b| find_pattern(&b.bundle, key).is_some())
    }

    fn bundle(&self, locale: Locale) -> Option<&LocaleBundle> {
        self.bundles.iter().find(|b| b.locale == locale)
    }

    /// The chain of locales tried for a key in a page's locale.
    pub fn chain(locale: Locale, key: &str) -> Vec<Locale> {
        let rest: &[Locale] =
            if key.starts_with(CRITICAL_PREFIX) { &[Locale::ZhTw] } else { &[Locale::En, Locale::ZhTw] };
        let mut chain = vec![locale];
        chain.extend(rest.iter().copied().filter(|l| *l != locale));
        chain
    }

    /// Translates `key` (or `key.attribute`) for `locale` with the fallback chain.
    pub fn translate(&self, locale: Locale, key: &str, args: &[(String, Arg)]) -> Translation {
        let mut warnings = Vec::new();
        let mut fluent_args = FluentArgs::new();
        for (name, value) in facts::FACTS {
            fluent_args.set(*name, FluentValue::from(*value));
        }
        fluent_args.set(facts::FOUNDING_YEAR_NAME, FluentValue::from(facts::FOUNDING_YEAR.to_string()));
        for (name, value) in args {
            match value {
                Arg::Num(n) => fluent_args.set(name.clone(), FluentValue::from(*n)),
                Arg::Str(s) => fluent_args.set(name.clone(), FluentValue::from(s.clone())),
            }
        }
        for (i, l) in Catalog::chain(locale, key).into_iter().enumerate() {
            let Some(b) = self.bundle(l) else { continue };
            let Some(found) = find_pattern(&b.bundle, key) else { continue };
            let Some(pattern) = found else {
                warnings.push(format!("{}: '{key}' has no text value (wrong value type)", l.tag()));
                continue;
            };
            if i > 0 {
                warnings.push(format!("{}: missing key '{key}', using {}", locale.tag(), l.tag()));
            }
            let mut errors = Vec::new();
            let text = b.bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
            warnings.extend(errors.iter().map(|e| format!("{}: '{key}': {e}", l.tag())));
            return Translation { text, locale: Some(l), warnings };
        }
        warnings.push(format!("{}: missing key '{key}' in every fallback locale", locale.tag()));
        Translation { text: key.to_string(), locale: None, warnings }
    }
}

/// Gives the bundle the core's number convention for its locale (a plain function per locale, as
/// Fluent takes a function pointer, not a closure).
fn set_number_formatter(bundle: &mut FluentBundle<FluentResource>, locale: Locale) {
    macro_rules! formatter_for {
        ($l:expr) => {
            bundle.set_formatter(Some(|value, _| match value {
                FluentValue::Number(n) => Some(format_number($l, n.value)),
                _ => None,
            }))
        };
    }
    match locale {
        Locale::ZhTw => formatter_for!(Locale::ZhTw),
        Locale::En => formatter_for!(Locale::En),
        Locale::Ja => formatter_for!(Locale::Ja),
        Locale::Ko => formatter_for!(Locale::Ko),
        Locale::Es => formatter_for!(Locale::Es),
        Locale::Ar => formatter_for!(Locale::Ar),
        Locale::Hi => formatter_for!(Locale::Hi),
        Locale::De => formatter_for!(Locale::De),
        Locale::Fr => formatter_for!(Locale::Fr),
    }
}

/// Finds a message (`Some(None)` when it exists but has no value) or an attribute pattern.
fn find_pattern<'b>(
    bundle: &'b FluentBundle<FluentResource>,
    key: &str,
) -> Option<Option<&'b fluent_syntax::ast::Pattern<&'b str>>> {
    let (id, attr) = match key.split_once('.') {
        Some((id, attr)) => (id, Some(attr)),
        None => (key, None),
    };
    let message = bundle.get_message(id)?;
    Some(match attr {
        Some(a) => Some(message.get_attribute(a)?.value()),
        None => message.value(),
    })
}

/// Removes Fluent's bidi isolation marks (U+2068 FSI, U+2069 PDI), for tests and plain-text contexts.
pub fn strip_isolation(text: &str) -> String {
    text.chars().filter(|c| !matches!(c, '\u{2068}' | '\u{2069}')).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalog() -> Catalog {
        let mut c = Catalog::new();
        assert!(c
            .add_ftl(Locale::ZhTw, "hello = 你好，{ $name }\nonly-zh = 只有中文\nmedical-warning = 醫療警語\n")
            .is_empty());
        assert!(c.add_ftl(Locale::En, "hello = Hello, { $name }\nonly-en = English only\nmedical-warning = Medical warning\nphotos = { $count ->\n [one] one photo\n *[other] { $count } photos\n}\nbutton = Go\n .aria-label = Go to booking\nnovalue =\n .title = t\n").is_empty());
        assert!(c.add_ftl(Locale::Ja, "hello = こんにちは、{ $name }\n").is_empty());
        c
    }

    fn t(c: &Catalog, l: Locale, key: &str, args: &[(String, Arg)]) -> Translation {
        c.translate(l, key, args)
    }

    #[test]
    fn current_locale_first_with_isolated_argument() {
        let r = t(&catalog(), Locale::Ja, "hello", &[("name".into(), Arg::Str("محمد".into()))]);
        assert_eq!(r.text, "こんにちは、\u{2068}محمد\u{2069}");
        assert!(r.warnings.is_empty());
    }

    #[test]
    fn missing_key_falls_back_to_english_then_chinese_then_the_key() {
        let c = catalog();
        assert_eq!(t(&c, Locale::Ja, "only-en", &[]).text, "English only");
        assert_eq!(t(&c, Locale::Ja, "only-zh", &[]).text, "只有中文");
        let r = t(&c, Locale::Ja, "nowhere", &[]);
        assert_eq!((r.text.as_str(), r.locale), ("nowhere", None));
        assert_eq!(r.warnings.len(), 1);
    }

    #[test]
    fn critical_medical_keys_skip_english() {
        assert_eq!(t(&catalog(), Locale::Ja, "medical-warning", &[]).text, "醫療警語");
    }

    #[test]
    fn plurals_and_attributes() {
        let c = catalog();
        assert_eq!(strip_isolation(&t(&c, Locale::En, "photos", &[("count".into(), Arg::Num(1.0))]).text), "one photo");
        assert_eq!(strip_isolation(&t(&c, Locale::En, "photos", &[("count".into(), Arg::Num(3.0))]).text), "3 photos");
        assert_eq!(t(&c, Locale::En, "button.aria-label", &[]).text, "Go to booking");
    }

    #[test]
    fn facts_reach_every_message_in_the_locale_number_format() {
        let mut c = Catalog::new();
        let ftl =
            "reply = We reply within { $reply_hours } hours.\ncases = { $cases }+ cases since { $founding_year }\n";
        assert!(c.add_ftl(Locale::En, ftl).is_empty());
        assert!(c.add_ftl(Locale::Es, "cases = { $cases } casos\nlangs = { $site_languages ->\n [one] una lengua\n *[other] { $site_languages } lenguas\n}\n").is_empty());
        assert_eq!(strip_isolation(&t(&c, Locale::En, "reply", &[]).text), "We reply within 24 hours.");
        assert_eq!(strip_isolation(&t(&c, Locale::En, "cases", &[]).text), "10,000+ cases since 2008");
        assert_eq!(strip_isolation(&t(&c, Locale::Es, "cases", &[]).text), "10.000 casos");
        assert_eq!(strip_isolation(&t(&c, Locale::Es, "langs", &[]).text), "7 lenguas");
        let own = t(&c, Locale::En, "reply", &[("reply_hours".into(), Arg::Num(48.0))]);
        assert_eq!(strip_isolation(&own.text), "We reply within 48 hours.");
    }

    #[test]
    fn a_message_without_value_is_a_wrong_type_warning() {
        let r = t(&catalog(), Locale::En, "novalue", &[]);
        assert_eq!(r.text, "novalue");
        assert!(r.warnings[0].contains("wrong value type"));
    }

    #[test]
    fn a_missing_argument_is_warned_not_fatal() {
        let r = t(&catalog(), Locale::En, "hello", &[]);
        assert!(r.text.starts_with("Hello, "));
        assert!(!r.warnings.is_empty());
    }
}
