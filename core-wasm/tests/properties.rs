//! Hostile input against every validator and normaliser of the core (proptest): whatever a client
//! sends, nothing panics, every problem code is one of DESIGN §4's (`validate::CODES`), and every
//! normaliser is idempotent (normalising twice changes nothing).

use clinic_core::code::ConfirmationCode;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::lang::{self, Locale};
use clinic_core::validate::{self, FieldError, PhotoMeta};
use clinic_core::{format, search};
use proptest::prelude::*;
use serde_json::{Map, Value};

/// Strings a form field may receive: realistic values, edge cases and anything at all.
pub fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => any::<String>(),
        2 => "[ -~]{0,24}",
        2 => prop::sample::select(vec![
            "", " ", "王小明", "Ana María", "محمد علي", "राहुल", "山田 太郎", "김민수", "0912-345-678", "+886 2 1234 5678",
            "ming@example.com", "a@b", "taipei", "kaohsiung", "lipoma", "cyst", "2026-12-01", "2026-02-30", "10:30",
            "25:61", "zh-TW", "en", "ar", "xx", "2_to_5cm", "back", "over_year", "none", "\u{202e}evil", "a\u{0}b",
            "\u{2068}x\u{2069}", "ＡＢＣ", "ı", "ß", "K7M2-9QXD-4P",
        ]).prop_map(str::to_string),
        1 => "\\PC{0,400}",
    ]
}

/// Any JSON value, leaning towards strings (what the contract's fields mostly are).
fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        6 => text().prop_map(Value::String),
        1 => any::<bool>().prop_map(Value::Bool),
        1 => any::<i64>().prop_map(|n| Value::from(n)),
        1 => (-1.0e6f64..1.0e6).prop_map(|f| Value::from(f)),
        1 => Just(Value::Null),
    ];
    leaf.prop_recursive(2, 8, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec(("[a-z]{1,6}", inner), 0..3).prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// An object with some of `fields` (each any value), sometimes with the field's type right.
pub fn request(fields: &'static [&'static str]) -> impl Strategy<Value = Value> {
    prop::collection::vec((prop::sample::select(fields), value(), text(), any::<bool>()), 0..=fields.len()).prop_map(
        |entries| {
            let mut m = Map::new();
            for (name, v, s, flag) in entries {
                let v = match name {
                    "termsAccepted" | "healthDataConsent" => Value::Bool(flag),
                    "patientAge" | "companions" if flag => Value::from(s.len() as i64),
                    "symptoms" if flag => Value::Array(vec![Value::String(s)]),
                    _ if flag => Value::String(s),
                    _ => v,
                };
                m.insert(name.to_string(), v);
            }
            Value::Object(m)
        },
    )
}

pub const BOOKING_FIELDS: &[&str] = &[
    "name",
    "phone",
    "email",
    "branch",
    "preferredDate",
    "preferredTime",
    "tumorType",
    "location",
    "size",
    "message",
    "termsAccepted",
    "lang",
    "timeZone",
    "interpreter",
    "companions",
];
pub const INQUIRY_FIELDS: &[&str] = &["name", "email", "phone", "subject", "message", "inquiryType", "lang"];
pub const ASSESSMENT_FIELDS: &[&str] =
    &["size", "location", "duration", "patientAge", "symptoms", "termsAccepted", "lang", "email", "healthDataConsent"];

/// Photo descriptions: a size and the first bytes (sometimes a real image signature).
pub fn photos() -> impl Strategy<Value = Vec<PhotoMeta>> {
    let head = prop_oneof![
        prop::collection::vec(any::<u8>(), 0..16),
        Just(vec![0xFF, 0xD8, 0xFF, 0xE0]),
        Just(b"\x89PNG\r\n\x1a\n".to_vec()),
        Just(b"RIFF\0\0\0\0WEBPVP8 ".to_vec()),
    ];
    prop::collection::vec(
        (prop_oneof![0u64..20_000_000, any::<u64>()], head).prop_map(|(size, head)| PhotoMeta { size, head }),
        0..8,
    )
}

fn codes_are_designs(errors: &[FieldError]) -> Result<(), TestCaseError> {
    for e in errors {
        prop_assert!(validate::CODES.contains(&e.code.as_str()), "code {:?} is not one of DESIGN §4's", e.code);
    }
    Ok(())
}

fn locales() -> impl Strategy<Value = Locale> {
    prop::sample::select(Locale::ALL.to_vec())
}

/// The languages the site has pages in (paths are only localised into these).
fn site_locales() -> impl Strategy<Value = Locale> {
    prop::sample::select(Locale::SITE.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn any_booking_is_answered_with_designs_codes(req in request(BOOKING_FIELDS), now in 1_700_000_000_000i64..1_900_000_000_000) {
        if let Ok(r) = serde_json::from_value::<validate::BookingRequest>(req) {
            if let Err(errors) = validate::validate_booking(&r, now) {
                prop_assert!(!errors.is_empty());
                codes_are_designs(&errors)?;
            }
        }
    }

    #[test]
    fn any_inquiry_is_answered_with_designs_codes(req in request(INQUIRY_FIELDS)) {
        if let Ok(r) = serde_json::from_value::<validate::InquiryRequest>(req) {
            if let Err(errors) = validate::validate_inquiry(&r) {
                codes_are_designs(&errors)?;
            }
        }
    }

    #[test]
    fn any_assessment_and_photos_are_answered_with_designs_codes(req in request(ASSESSMENT_FIELDS), photos in photos()) {
        let photo_errors = validate::check_photos(&photos);
        codes_are_designs(&photo_errors)?;
        if let Ok(r) = serde_json::from_value::<validate::AssessmentRequest>(req) {
            if let Err(errors) = validate::validate_assessment(&r, photo_errors) {
                codes_are_designs(&errors)?;
            }
        }
    }

    #[test]
    fn any_image_head_is_sniffed_without_panic(head in prop::collection::vec(any::<u8>(), 0..64)) {
        let _ = validate::sniff_image_type(&head);
    }

    #[test]
    fn search_normalisation_is_idempotent(text in text(), locale in locales()) {
        let once = search::normalize(&text, locale);
        prop_assert_eq!(search::normalize(&once, locale), once.clone());
        let _ = search::similarity(&text, &once);
    }

    #[test]
    fn phone_normalisation_is_idempotent(text in text()) {
        let digits = validate::phone_digits(&text);
        prop_assert_eq!(validate::phone_digits(&digits), digits.clone());
        let _ = validate::is_valid_phone(&text);
        let _ = validate::is_valid_email(&text);
    }

    #[test]
    fn phone_masks_are_idempotent(text in text(), locale in locales()) {
        let masked = format::apply_phone_mask(locale, &text);
        prop_assert_eq!(format::apply_phone_mask(locale, &masked), masked.clone());
    }

    #[test]
    fn a_confirmation_code_reads_back_as_itself(text in text(), bits in any::<u64>()) {
        if let Some(code) = ConfirmationCode::parse(&text) {
            let again = ConfirmationCode::parse(&code.display());
            prop_assert_eq!(again.as_ref().map(|c| c.canonical()), Some(code.canonical()));
            prop_assert_eq!(ConfirmationCode::parse(code.canonical()).map(|c| c.display()), Some(code.display()));
        }
        let made = ConfirmationCode::from_bits(bits);
        prop_assert_eq!(ConfirmationCode::parse(&made.display()).map(|c| c.display()), Some(made.display()));
    }

    #[test]
    fn paths_clean_and_localise_idempotently(path in text(), locale in site_locales(), browser in prop::collection::vec(text(), 0..4), stored in proptest::option::of(text())) {
        let clean = lang::clean_path(&path).to_string();
        prop_assert_eq!(lang::clean_path(&clean), clean.as_str());
        let localised = lang::localized_path(locale, &path);
        prop_assert_eq!(lang::localized_path(locale, &localised), localised.clone());
        let _ = lang::locale_from_path(&path);
        let _ = lang::negotiate(&path, stored.as_deref(), &browser);
        let _ = Locale::from_browser_tag(&path);
    }

    #[test]
    fn dates_and_times_read_back_as_themselves(text in text(), locale in locales()) {
        if let Some(d) = Date::parse(&text) {
            prop_assert_eq!(Date::parse(&d.to_string()), Some(d));
            let _ = format::format_date(locale, d);
        }
        if let Some(t) = TimeOfDay::parse(&text) {
            prop_assert_eq!(TimeOfDay::parse(&t.to_string()), Some(t));
            let _ = format::format_time(locale, t);
        }
    }
}
