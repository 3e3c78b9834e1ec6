//! Random inputs shared by the property tests and the two-tier comparison (proptest strategies).
#![allow(dead_code)]

use clinic_core::validate::PhotoMeta;
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
pub fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        6 => text().prop_map(Value::String),
        1 => any::<bool>().prop_map(Value::Bool),
        1 => any::<i64>().prop_map(Value::from),
        1 => (-1.0e6f64..1.0e6).prop_map(Value::from),
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

// The field lists are the core's own, so a field added to a form is drawn here without a second list.
pub use clinic_core::validate::{ASSESSMENT_FIELDS, BOOKING_FIELDS, INQUIRY_FIELDS};

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
