//! Writes the contract's values for the TypeScript side: choice lists, field orders, limits, the
//! booking horizon and the clinic's time zone, as `contract.ts` (typed, for the app) and
//! `contract.json` (for the build scripts in Node). Types come from ts-rs; values need this small
//! exporter because ts-rs writes types only. It runs as a test, so `cargo test` regenerates the files
//! and `make test` fails when the committed ones differ.

use crate::assess::Urgency;
use crate::claims::ClaimRule;
use crate::date::CLINIC_UTC_OFFSET_MS;
use crate::hours::{CLINIC, TIME_ZONE};
use crate::lang::Locale;
use crate::model::{
    AssessmentStatus, BodyArea, BookingStatus, Branch, Duration, InquiryStatus, InquiryType, SizeRange, SubmissionKind,
    Symptom, TumorType,
};
use crate::validate::{self, MAX_PHOTOS, MAX_PHOTO_BYTES, UPLOAD_LONG_SIDE};
use serde_json::{json, Value};
use std::path::PathBuf;

/// `lang` is part of every request but not a field of any form: the page supplies it (and the
/// booking's `timeZone`, which the browser supplies).
fn form_fields(fields: &[&'static str]) -> Vec<&'static str> {
    fields.iter().copied().filter(|f| !matches!(*f, "lang" | "timeZone")).collect()
}

/// `{kind: {status: [next statuses]}}` for every kind and each of its statuses.
fn transitions() -> Value {
    let statuses = |kind: SubmissionKind| -> Vec<&'static str> {
        match kind {
            SubmissionKind::Booking => BookingStatus::ALL.iter().map(|c| c.as_str()).collect(),
            SubmissionKind::Inquiry => InquiryStatus::ALL.iter().map(|c| c.as_str()).collect(),
            SubmissionKind::Assessment => AssessmentStatus::ALL.iter().map(|c| c.as_str()).collect(),
        }
    };
    let by_kind: serde_json::Map<String, Value> = SubmissionKind::ALL
        .iter()
        .map(|&kind| {
            let by_status: serde_json::Map<String, Value> =
                statuses(kind).into_iter().map(|from| (from.to_string(), json!(kind.next_statuses(from)))).collect();
            (kind.as_str().to_string(), Value::Object(by_status))
        })
        .collect();
    Value::Object(by_kind)
}

/// Every exported value, by its TypeScript name.
fn values() -> Vec<(&'static str, &'static str, Value)> {
    let names = |all: Vec<&'static str>| json!(all);
    vec![
        ("SITE_LOCALES", "The site's languages, the default first.", json!(Locale::SITE.map(Locale::tag))),
        ("BRANCHES", "Clinic branches.", names(Branch::ALL.iter().map(|c| c.as_str()).collect())),
        ("TUMOR_TYPES", "What a booking is for.", names(TumorType::ALL.iter().map(|c| c.as_str()).collect())),
        ("INQUIRY_TYPES", "Why someone writes.", names(InquiryType::ALL.iter().map(|c| c.as_str()).collect())),
        ("DURATIONS", "How long the lump has been there.", names(Duration::ALL.iter().map(|c| c.as_str()).collect())),
        ("SYMPTOMS", "Symptoms a patient reports.", names(Symptom::ALL.iter().map(|c| c.as_str()).collect())),
        ("SIZES", "Size ranges of the assessment form.", names(SizeRange::ALL.iter().map(|c| c.as_str()).collect())),
        ("BODY_AREAS", "Body areas of the assessment form.", names(BodyArea::ALL.iter().map(|c| c.as_str()).collect())),
        ("BOOKING_STATUSES", "Where a booking stands.", names(BookingStatus::ALL.iter().map(|c| c.as_str()).collect())),
        (
            "INQUIRY_STATUSES",
            "Where an inquiry stands.",
            names(InquiryStatus::ALL.iter().map(|c| c.as_str()).collect()),
        ),
        (
            "ASSESSMENT_STATUSES",
            "Where a self-assessment stands.",
            names(AssessmentStatus::ALL.iter().map(|c| c.as_str()).collect()),
        ),
        (
            "SUBMISSION_KINDS",
            "The kinds of submission in the clinic's inbox.",
            names(SubmissionKind::ALL.iter().map(|c| c.as_str()).collect()),
        ),
        (
            "STATUS_TRANSITIONS",
            "The statuses a submission may move to, by kind and current status (the core's `can_move_to`).",
            transitions(),
        ),
        (
            "RESCHEDULABLE_BOOKING_STATUSES",
            "The booking statuses from which a booking may move to another slot.",
            names(BookingStatus::ALL.iter().filter(|s| s.can_reschedule()).map(|c| c.as_str()).collect()),
        ),
        (
            "ADVERTISING_RULES",
            "The medical-advertising rules a glossary's `advertising` list names (`i18n/<locale>/glossary.json`).",
            names(ClaimRule::advertising().map(|r| r.as_str()).collect()),
        ),
        (
            "URGENCIES",
            "How soon a patient should be seen, most urgent first.",
            names(Urgency::ALL.iter().map(|c| c.as_str()).collect()),
        ),
        ("BOOKING_FIELDS", "The booking form's fields in order.", json!(form_fields(validate::BOOKING_FIELDS))),
        ("INQUIRY_FIELDS", "The inquiry form's fields in order.", json!(form_fields(validate::INQUIRY_FIELDS))),
        (
            "ASSESSMENT_FIELDS",
            "The assessment form's fields in order.",
            json!(form_fields(validate::ASSESSMENT_FIELDS)),
        ),
        (
            "LIMITS",
            "Longest texts in characters, and the photo limits (`photoLongSide`: the long side in pixels the browser sends a photo at).",
            json!({
                "bookingLocation": validate::LOCATION_MAX_CHARS,
                "bookingSize": validate::SIZE_MAX_CHARS,
                "bookingMessage": validate::MESSAGE_MAX_CHARS,
                "companions": validate::MAX_COMPANIONS,
                "assessmentWords": validate::MAX_WORDS_CHARS,
                "patientAge": validate::MAX_AGE,
                "photos": MAX_PHOTOS,
                "photoMb": MAX_PHOTO_BYTES / (1024 * 1024),
                "photoLongSide": UPLOAD_LONG_SIDE,
            }),
        ),
        (
            "PASSWORD_MIN_CHARS",
            "The shortest password a staff account accepts, in characters (`min_length` below it).",
            json!(validate::PASSWORD_MIN_CHARS),
        ),
        (
            "SLOT_TIMES",
            "Every slot start of any open day (the booking form's time list without scripts).",
            json!(CLINIC.any_day_slots().iter().map(|t| t.to_string()).collect::<Vec<_>>()),
        ),
        ("BOOKING_HORIZON_DAYS", "How many days ahead a booking may be made.", json!(CLINIC.horizon_days)),
        (
            "CONTENT_IMAGE_WIDTHS",
            "The widths a content image is stored at when it is wider (`/media/…`); the widest it is stored at otherwise is its own.",
            json!(crate::media::CONTENT_IMAGE_WIDTHS),
        ),
        ("CLINIC_TIME_ZONE", "The clinic's IANA time zone.", json!(TIME_ZONE)),
        (
            "NOTICE_VERSION",
            "The privacy notice's version (the date it took effect); every submission stores it.",
            json!(crate::notice::NOTICE_VERSION),
        ),
        (
            "PLACEHOLDERS",
            "Content entries still marked as sample content (`file: path`); pages say so while any remain.",
            json!(crate::notice::PLACEHOLDERS),
        ),
        (
            "FEE_NEW_FOR_DAYS",
            "How many days a newly approved self-pay fee is marked new and shown on the home page (its approval day first).",
            json!(crate::fees::NEW_FOR_DAYS),
        ),
        (
            "CLINIC_UTC_OFFSET_MINUTES",
            "The clinic's offset from UTC all year (Taiwan keeps no daylight saving).",
            json!(CLINIC_UTC_OFFSET_MS / 60_000),
        ),
    ]
}

const HEADER: &str =
    "// Generated from clinic-core (core-wasm/src/contract.rs) by `cargo test -p clinic-core`; do not edit.";

fn typescript() -> String {
    let mut out = format!("{HEADER}\n");
    for (name, doc, value) in values() {
        let literal = serde_json::to_string(&value).unwrap_or_default();
        let constness = if value.is_string() || value.is_number() { "" } else { " as const" };
        out.push_str(&format!("\n/** {doc} */\nexport const {name} = {literal}{constness};\n"));
    }
    out
}

fn json_file() -> String {
    let map: serde_json::Map<String, Value> = values().into_iter().map(|(name, _, v)| (name.to_string(), v)).collect();
    let mut out =
        serde_json::to_string_pretty(&json!({ "_generated": HEADER.trim_start_matches("// "), "values": map }))
            .unwrap_or_default();
    out.push('\n');
    out
}

/// Where ts-rs writes too (`TS_RS_EXPORT_DIR`, set in `.cargo/config.toml`).
fn out_dir() -> PathBuf {
    std::env::var_os("TS_RS_EXPORT_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../frontend/src/generated"))
}

#[test]
fn export_bindings_contract() {
    let dir = out_dir();
    std::fs::create_dir_all(&dir).expect("the generated folder can be created");
    std::fs::write(dir.join("contract.ts"), typescript()).expect("contract.ts is written");
    std::fs::write(dir.join("contract.json"), json_file()).expect("contract.json is written");
}

#[test]
fn the_exported_lists_are_the_cores_own() {
    let ts = typescript();
    assert!(ts.contains(r#"export const SIZES = ["under_2cm","2_to_5cm","5_to_10cm","over_10cm"] as const;"#), "{ts}");
    assert!(ts.contains("export const BOOKING_HORIZON_DAYS = 180;"), "{ts}");
    assert!(ts.contains("export const CLINIC_UTC_OFFSET_MINUTES = 480;"), "{ts}");
    assert!(ts.contains("export const PASSWORD_MIN_CHARS = 12;"), "{ts}");
    assert!(!ts.contains(r#""lang""#), "lang is not a form field: {ts}");
    assert!(ts.contains(r#""pending":["confirmed","cancelled"]"#), "{ts}");
    assert!(ts.contains(r#""closed":[]"#), "{ts}");
}
