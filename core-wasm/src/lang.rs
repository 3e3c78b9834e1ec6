//! Locales, language negotiation and the per-locale profile (formats, timing, behaviour).

use serde::{Deserialize, Serialize};
use std::str::FromStr;
use unic_langid::LanguageIdentifier;

/// A language the product speaks. The first seven are site languages; `De` and `Fr` exist only for
/// certificate texts.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Locale {
    #[serde(rename = "zh-TW")]
    ZhTw,
    #[serde(rename = "en")]
    En,
    #[serde(rename = "ja")]
    Ja,
    #[serde(rename = "ko")]
    Ko,
    #[serde(rename = "es")]
    Es,
    #[serde(rename = "ar")]
    Ar,
    #[serde(rename = "hi")]
    Hi,
    #[serde(rename = "de")]
    De,
    #[serde(rename = "fr")]
    Fr,
}

/// Text direction.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Ltr,
    Rtl,
}

impl Locale {
    /// The seven site languages, default first.
    pub const SITE: [Locale; 7] =
        [Locale::ZhTw, Locale::En, Locale::Ja, Locale::Ko, Locale::Es, Locale::Ar, Locale::Hi];
    /// Every locale, including the certificate-only ones.
    pub const ALL: [Locale; 9] =
        [Locale::ZhTw, Locale::En, Locale::Ja, Locale::Ko, Locale::Es, Locale::Ar, Locale::Hi, Locale::De, Locale::Fr];
    /// The default language, served without a path prefix.
    pub const DEFAULT: Locale = Locale::ZhTw;

    /// The BCP 47 tag used in URLs, files and `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::ZhTw => "zh-TW",
            Locale::En => "en",
            Locale::Ja => "ja",
            Locale::Ko => "ko",
            Locale::Es => "es",
            Locale::Ar => "ar",
            Locale::Hi => "hi",
            Locale::De => "de",
            Locale::Fr => "fr",
        }
    }

    /// Exact tag of a site or certificate locale (`"zh-TW"`, `"en"`, …); case-insensitive.
    pub fn from_exact_tag(tag: &str) -> Option<Locale> {
        Locale::ALL.into_iter().find(|l| l.tag().eq_ignore_ascii_case(tag))
    }

    /// Maps any BCP 47 tag a browser may send to a site language: every Chinese variant to zh-TW,
    /// `ja-JP` to ja and so on; `None` when the language is not one the site speaks.
    pub fn from_browser_tag(tag: &str) -> Option<Locale> {
        let id = LanguageIdentifier::from_str(tag.trim().replace('_', "-").as_str()).ok()?;
        match id.language.as_str() {
            "zh" => Some(Locale::ZhTw),
            "en" => Some(Locale::En),
            "ja" => Some(Locale::Ja),
            "ko" => Some(Locale::Ko),
            "es" => Some(Locale::Es),
            "ar" => Some(Locale::Ar),
            "hi" => Some(Locale::Hi),
            _ => None,
        }
    }

    /// Whether this is one of the seven site languages.
    pub fn is_site(self) -> bool {
        Locale::SITE.contains(&self)
    }

    /// Right-to-left for Arabic, left-to-right otherwise.
    pub fn direction(self) -> Direction {
        if self == Locale::Ar {
            Direction::Rtl
        } else {
            Direction::Ltr
        }
    }

    /// The URL prefix: empty for the default language, `/en` etc. otherwise.
    pub fn path_prefix(self) -> &'static str {
        match self {
            Locale::ZhTw => "",
            Locale::En => "/en",
            Locale::Ja => "/ja",
            Locale::Ko => "/ko",
            Locale::Es => "/es",
            Locale::Ar => "/ar",
            Locale::Hi => "/hi",
            Locale::De => "/de",
            Locale::Fr => "/fr",
        }
    }
}

/// The site language named by a path's first segment (`/ar/faq` → ar), if any.
pub fn locale_from_path(path: &str) -> Option<Locale> {
    let first = path.trim_start_matches('/').split(['/', '?', '#']).next()?;
    Locale::SITE.into_iter().find(|l| *l != Locale::DEFAULT && &l.path_prefix()[1..] == first)
}

/// The path without its language prefix: `/ar/faq` → `/faq`, `/en` → `/`.
pub fn clean_path(path: &str) -> &str {
    match locale_from_path(path) {
        Some(l) => {
            let rest = &path.trim_start_matches('/')[l.path_prefix().len() - 1..];
            if rest.is_empty() {
                "/"
            } else {
                rest
            }
        }
        None => {
            if path.is_empty() {
                "/"
            } else {
                path
            }
        }
    }
}

/// The same page in another language: `localized_path(Ja, "/ar/faq")` → `/ja/faq`.
pub fn localized_path(locale: Locale, path: &str) -> String {
    let clean = clean_path(path);
    match (locale.path_prefix(), clean) {
        ("", c) => c.to_string(),
        (p, "/") => p.to_string(),
        // A path given without its leading slash is still a path from the site's root.
        (p, c) if !c.starts_with('/') => format!("{p}/{c}"),
        (p, c) => format!("{p}{c}"),
    }
}

/// Chooses the page language in the order the product's states and transitions gives: the path prefix, then a stored preference,
/// then the browser's languages (first one the site speaks; any other language → en), then zh-TW.
pub fn negotiate(path: &str, stored: Option<&str>, browser: &[String]) -> Locale {
    if let Some(l) = locale_from_path(path) {
        return l;
    }
    if let Some(l) = stored.and_then(Locale::from_exact_tag).filter(|l| l.is_site()) {
        return l;
    }
    if browser.iter().any(|t| !t.trim().is_empty()) {
        return browser.iter().find_map(|t| Locale::from_browser_tag(t)).unwrap_or(Locale::En);
    }
    Locale::DEFAULT
}

/// When form fields are checked as the patient types.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ValidationTiming {
    OnBlur,
    OnChange,
    OnSubmit,
}

/// An animation preset: duration and stagger between items.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AnimationPreset {
    /// Preset name: none, subtle, smooth, dynamic.
    #[cfg_attr(any(test, feature = "ts"), ts(type = r#""none" | "subtle" | "smooth" | "dynamic""#))]
    pub name: &'static str,
    /// Duration in milliseconds.
    pub duration_ms: u32,
    /// Delay between consecutive items in milliseconds.
    pub stagger_ms: u32,
}

/// The four presets of the product's business constants.
pub const ANIMATION_NONE: AnimationPreset = AnimationPreset { name: "none", duration_ms: 0, stagger_ms: 0 };
/// Subtle: 150 ms, stagger 50.
pub const ANIMATION_SUBTLE: AnimationPreset = AnimationPreset { name: "subtle", duration_ms: 150, stagger_ms: 50 };
/// Smooth: 300 ms, stagger 100.
pub const ANIMATION_SMOOTH: AnimationPreset = AnimationPreset { name: "smooth", duration_ms: 300, stagger_ms: 100 };
/// Dynamic: 500 ms, stagger 150.
pub const ANIMATION_DYNAMIC: AnimationPreset = AnimationPreset { name: "dynamic", duration_ms: 500, stagger_ms: 150 };

/// An address field.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AddressField {
    Postal,
    State,
    City,
    Street,
    Country,
}

/// Everything that differs by language besides the words.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LocaleProfile {
    /// BCP 47 tag.
    #[cfg_attr(any(test, feature = "ts"), ts(as = "Locale"))]
    pub code: &'static str,
    /// English name.
    pub name: &'static str,
    /// Name in the language itself.
    pub native_name: &'static str,
    /// Flag shown next to the name.
    pub flag: &'static str,
    /// ltr or rtl.
    pub direction: Direction,
    /// Date pattern (YYYY, MM, DD tokens).
    pub date_format: &'static str,
    /// Time pattern (HH:mm or h:mm A).
    pub time_format: &'static str,
    /// ISO 4217 currency shown to this audience.
    pub currency: &'static str,
    /// Phone input hint; X is any digit.
    pub phone_mask: &'static str,
    /// Address fields in display order.
    pub address_order: &'static [AddressField],
    /// Address fields that must be filled.
    pub address_required: &'static [AddressField],
    /// When forms validate.
    pub validation_timing: ValidationTiming,
    /// Indirect-communication cultures get a short confirmation delay on clicks and modals that do
    /// not vanish on a stray backdrop click.
    pub indirect_communication: bool,
    /// Delay before a click acts, in milliseconds.
    pub click_delay_ms: u32,
    /// Whether a click on a modal's backdrop closes it.
    pub modal_closes_on_backdrop: bool,
    /// Whether Escape closes a modal. Always true: keyboard users must be able to leave a dialog.
    pub modal_closes_on_escape: bool,
    /// Preferred animation preset (prefers-reduced-motion overrides it with `none`).
    pub animation: AnimationPreset,
    /// Whether to suggest the on-screen keyboard for text input in this script.
    pub virtual_keyboard_hint: bool,
    /// Speech synthesis language tag.
    pub speech_lang: &'static str,
    /// Speech rate (0.7–0.9).
    pub speech_rate: f64,
    /// Speech volume.
    pub speech_volume: f64,
}

const WESTERN_ADDRESS: &[AddressField] =
    &[AddressField::Street, AddressField::City, AddressField::State, AddressField::Postal, AddressField::Country];
const WESTERN_REQUIRED: &[AddressField] = &[AddressField::Street, AddressField::City];

/// The profile of a locale. Certificate-only locales (de, fr) get the en profile's behaviour with
/// their own names.
pub fn profile(locale: Locale) -> LocaleProfile {
    let base = LocaleProfile {
        code: locale.tag(),
        name: "English",
        native_name: "English",
        flag: "🇺🇸",
        direction: locale.direction(),
        date_format: "MM/DD/YYYY",
        time_format: "h:mm A",
        currency: "USD",
        phone_mask: "(XXX) XXX-XXXX",
        address_order: WESTERN_ADDRESS,
        address_required: WESTERN_REQUIRED,
        validation_timing: ValidationTiming::OnChange,
        indirect_communication: false,
        click_delay_ms: 0,
        modal_closes_on_backdrop: true,
        modal_closes_on_escape: true,
        animation: ANIMATION_SMOOTH,
        virtual_keyboard_hint: false,
        speech_lang: "en-US",
        speech_rate: 0.9,
        speech_volume: 0.8,
    };
    let indirect = |p: LocaleProfile| LocaleProfile {
        indirect_communication: true,
        click_delay_ms: 200,
        modal_closes_on_backdrop: false,
        ..p
    };
    match locale {
        Locale::En => base,
        Locale::ZhTw => indirect(LocaleProfile {
            name: "Traditional Chinese (Taiwan)",
            native_name: "繁體中文",
            flag: "🇹🇼",
            date_format: "YYYY/MM/DD",
            time_format: "HH:mm",
            currency: "TWD",
            phone_mask: "09XX-XXX-XXX",
            validation_timing: ValidationTiming::OnBlur,
            virtual_keyboard_hint: true,
            speech_lang: "zh-TW",
            speech_rate: 0.8,
            ..base
        }),
        Locale::Ja => indirect(LocaleProfile {
            name: "Japanese",
            native_name: "日本語",
            flag: "🇯🇵",
            date_format: "YYYY年MM月DD日",
            time_format: "HH:mm",
            currency: "JPY",
            phone_mask: "0XX-XXXX-XXXX",
            address_order: &[AddressField::Postal, AddressField::State, AddressField::City, AddressField::Street],
            address_required: &[AddressField::Postal, AddressField::State, AddressField::City],
            validation_timing: ValidationTiming::OnBlur,
            animation: ANIMATION_SUBTLE,
            virtual_keyboard_hint: true,
            speech_lang: "ja-JP",
            speech_rate: 0.8,
            ..base
        }),
        Locale::Ko => indirect(LocaleProfile {
            name: "Korean",
            native_name: "한국어",
            flag: "🇰🇷",
            date_format: "YYYY.MM.DD",
            time_format: "HH:mm",
            currency: "KRW",
            phone_mask: "010-XXXX-XXXX",
            address_order: &[AddressField::Postal, AddressField::State, AddressField::City, AddressField::Street],
            address_required: &[AddressField::Postal, AddressField::City],
            validation_timing: ValidationTiming::OnChange,
            virtual_keyboard_hint: true,
            speech_lang: "ko-KR",
            speech_rate: 0.85,
            ..base
        }),
        Locale::Es => LocaleProfile {
            name: "Spanish",
            native_name: "Español",
            flag: "🇪🇸",
            date_format: "DD/MM/YYYY",
            time_format: "HH:mm",
            currency: "EUR",
            phone_mask: "XXX XXX XXX",
            validation_timing: ValidationTiming::OnBlur,
            animation: ANIMATION_DYNAMIC,
            speech_lang: "es-ES",
            speech_rate: 0.9,
            ..base
        },
        Locale::Ar => indirect(LocaleProfile {
            name: "Arabic",
            native_name: "العربية",
            flag: "🇸🇦",
            date_format: "DD/MM/YYYY",
            time_format: "HH:mm",
            currency: "SAR",
            phone_mask: "05X XXX XXXX",
            validation_timing: ValidationTiming::OnSubmit,
            animation: ANIMATION_SUBTLE,
            virtual_keyboard_hint: true,
            speech_lang: "ar-SA",
            speech_rate: 0.7,
            ..base
        }),
        Locale::Hi => indirect(LocaleProfile {
            name: "Hindi",
            native_name: "हिन्दी",
            flag: "🇮🇳",
            date_format: "DD/MM/YYYY",
            time_format: "HH:mm",
            currency: "INR",
            phone_mask: "XXXXX XXXXX",
            validation_timing: ValidationTiming::OnBlur,
            virtual_keyboard_hint: true,
            speech_lang: "hi-IN",
            speech_rate: 0.75,
            ..base
        }),
        Locale::De => LocaleProfile {
            name: "German",
            native_name: "Deutsch",
            flag: "🇩🇪",
            date_format: "DD.MM.YYYY",
            time_format: "HH:mm",
            currency: "EUR",
            speech_lang: "de-DE",
            ..base
        },
        Locale::Fr => LocaleProfile {
            name: "French",
            native_name: "Français",
            flag: "🇫🇷",
            date_format: "DD/MM/YYYY",
            time_format: "HH:mm",
            currency: "EUR",
            speech_lang: "fr-FR",
            ..base
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn langs(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn path_prefix_wins_over_everything() {
        assert_eq!(negotiate("/ar/faq", Some("ja"), &langs(&["ko"])), Locale::Ar);
    }

    #[test]
    fn stored_preference_beats_the_browser() {
        assert_eq!(negotiate("/faq", Some("hi"), &langs(&["ko-KR"])), Locale::Hi);
    }

    #[test]
    fn browser_chinese_of_any_kind_is_traditional() {
        assert_eq!(negotiate("/", None, &langs(&["zh-CN"])), Locale::ZhTw);
        assert_eq!(negotiate("/", None, &langs(&["zh-Hant-HK"])), Locale::ZhTw);
    }

    #[test]
    fn unknown_browser_language_means_english_and_none_means_default() {
        assert_eq!(negotiate("/", None, &langs(&["ru-RU", "de"])), Locale::En);
        assert_eq!(negotiate("/", None, &langs(&["ru", "ja-JP"])), Locale::Ja);
        assert_eq!(negotiate("/", None, &[]), Locale::ZhTw);
    }

    #[test]
    fn certificate_only_locales_are_not_page_languages() {
        assert_eq!(negotiate("/de/faq", Some("fr"), &[]), Locale::ZhTw);
    }

    #[test]
    fn paths_swap_prefixes() {
        assert_eq!(clean_path("/ar/faq"), "/faq");
        assert_eq!(clean_path("/en"), "/");
        assert_eq!(clean_path("/enx"), "/enx");
        assert_eq!(localized_path(Locale::Ja, "/ar/articles/x"), "/ja/articles/x");
        assert_eq!(localized_path(Locale::ZhTw, "/en"), "/");
        assert_eq!(localized_path(Locale::Hi, "/"), "/hi");
    }

    #[test]
    fn arabic_is_right_to_left() {
        assert_eq!(profile(Locale::Ar).direction, Direction::Rtl);
        assert_eq!(profile(Locale::En).direction, Direction::Ltr);
    }
}
