//! The JSON body of the four patient forms, read as the server reads it (`server/src/extract.rs`:
//! an object, then serde into the contract's request type), then the core's validator, the entry
//! point both tiers share. The first byte picks the form (0 booking, 1 inquiry, 2 assessment,
//! 3 waitlist); the rest is the body. Properties: no panic; every problem names one of the form's fields and one of
//! docs/public-api.md's codes; a refusal always lists at least one problem.
#![no_main]

use clinic_core::validate::{
    validate_assessment, validate_booking, validate_inquiry, validate_waitlist, AssessmentRequest, BookingRequest,
    FieldError, InquiryRequest, WaitlistRequest, ASSESSMENT_FIELDS, BOOKING_FIELDS, CODES, INQUIRY_FIELDS,
    WAITLIST_FIELDS,
};
use libfuzzer_sys::fuzz_target;
use serde::de::DeserializeOwned;

/// Saturday 2026-11-21 09:00 in Taipei, the shared vectors' clock.
const NOW_MS: i64 = 1_795_222_800_000;

/// What the server's `JsonBody` extractor accepts (anything else is its 400).
fn read<T: DeserializeOwned>(body: &[u8]) -> Option<T> {
    if body.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return None;
    }
    serde_json::from_slice(body).ok()
}

fn check<T>(outcome: Result<T, Vec<FieldError>>, fields: &[&str]) {
    if let Err(problems) = outcome {
        assert!(!problems.is_empty(), "refused without a problem");
        for p in &problems {
            assert!(CODES.contains(&p.code.as_str()), "unknown code {p:?}");
            assert!(fields.contains(&p.field.as_str()), "unknown field {p:?}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&form, body)) = data.split_first() else { return };
    match form % 4 {
        0 => {
            if let Some(req) = read::<BookingRequest>(body) {
                check(validate_booking(&req, NOW_MS), BOOKING_FIELDS);
            }
        }
        1 => {
            if let Some(req) = read::<InquiryRequest>(body) {
                check(validate_inquiry(&req), INQUIRY_FIELDS);
            }
        }
        2 => {
            if let Some(req) = read::<AssessmentRequest>(body) {
                check(validate_assessment(&req, Vec::new()), ASSESSMENT_FIELDS);
            }
        }
        _ => {
            if let Some(req) = read::<WaitlistRequest>(body) {
                check(validate_waitlist(&req, NOW_MS), WAITLIST_FIELDS);
            }
        }
    }
});
