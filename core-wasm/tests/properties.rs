//! Hostile input against every validator and normaliser of the core (proptest): whatever a client
//! sends, nothing panics, every problem code is one of docs/public-api.md's (`validate::CODES`), and every
//! normaliser is idempotent (normalising twice changes nothing), and the claims check's spans hold what it found.

use clinic_core::claims::{self, ClaimRules};
use clinic_core::code::ConfirmationCode;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::lang::{self, Locale};
use clinic_core::validate::{self, FieldError};
use clinic_core::{format, search};
use proptest::prelude::*;

mod strategies;
use strategies::*;

fn codes_are_designs(errors: &[FieldError]) -> Result<(), TestCaseError> {
    for e in errors {
        prop_assert!(
            validate::CODES.contains(&e.code.as_str()),
            "code {:?} is not one of docs/public-api.md's",
            e.code
        );
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

/// Each site language with its glossary's banned claims (`i18n/<locale>/glossary.json`).
fn glossaries() -> &'static [(Locale, ClaimRules)] {
    static RULES: std::sync::OnceLock<Vec<(Locale, ClaimRules)>> = std::sync::OnceLock::new();
    RULES.get_or_init(|| {
        Locale::SITE
            .iter()
            .map(|&l| {
                let path = format!("{}/../i18n/{}/glossary.json", env!("CARGO_MANIFEST_DIR"), l.tag());
                let json = std::fs::read_to_string(&path).expect("the glossary");
                (l, serde_json::from_str(&json).expect("the glossary's claims and advertising lists"))
            })
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn any_text_around_a_banned_phrase_gives_spans_that_hold_a_finding(before in text(), after in text(), which in any::<usize>()) {
        let (locale, rules) = &glossaries()[which % Locale::SITE.len()];
        let phrases: Vec<&str> = rules.advertising.iter().flat_map(|a| a.never.iter().map(|p| p.as_str())).collect();
        let text = format!("{before} {} {after}", phrases[which % phrases.len()]);
        let units: Vec<u16> = text.encode_utf16().collect();
        let found = claims::check_claims(&text, *locale, rules);
        prop_assert!(!found.is_empty(), "nothing found in {:?}", text);
        for pair in found.windows(2) {
            prop_assert!(pair[0].start <= pair[1].start);
        }
        for f in &found {
            prop_assert!(f.start < f.end && f.end as usize <= units.len());
            let span = String::from_utf16(&units[f.start as usize..f.end as usize]);
            prop_assert!(span.is_ok(), "a span cuts a character in two: {:?}", f);
            let again = claims::check_claims(&span.unwrap_or_default(), *locale, rules);
            prop_assert!(again.iter().any(|g| g.phrase == f.phrase && g.start == 0), "{:?} alone: {:?}", f, again);
        }
    }

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
