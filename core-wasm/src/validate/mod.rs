//! Validation of everything a patient submits. Each form has a request type (raw input, exactly the
//! JSON of the HTTP contract) and a validated type; `validate_*` returns the validated value or every
//! problem at once as `{field, code, params}`.

mod assessment;
mod booking;
mod inquiry;
mod intake;
mod password;
mod photo;
mod rules;
mod waitlist;

pub use assessment::{validate_assessment, Assessment, AssessmentRequest, ASSESSMENT_FIELDS, MAX_AGE, MAX_WORDS_CHARS};
pub use booking::{
    check_date, check_slot, is_time_zone_name, slot_is_bookable, validate_booking, validate_booking_in, Booking,
    BookingRequest, BOOKING_FIELDS, LOCATION_MAX_CHARS, MAX_COMPANIONS, MESSAGE_MAX_CHARS, SIZE_MAX_CHARS,
};
pub use inquiry::{validate_inquiry, Inquiry, InquiryRequest, INQUIRY_FIELDS};
pub use intake::{
    intake_consent_problem, validate_aftercare, validate_intake, validate_intake_draft, Aftercare, AftercareRequest,
    Intake, IntakeRequest, AFTERCARE_FIELDS, AFTERCARE_QUESTION_MAX_CHARS, INTAKE_FIELDS, INTAKE_NOTE_MAX_CHARS,
    RELATION_MAX_CHARS,
};
pub use password::{check_new_password, password_long_enough, PASSWORD_MIN_CHARS};
pub use photo::{check_photos, sniff_image_type, ImageType, PhotoMeta, MAX_PHOTOS, MAX_PHOTO_BYTES, UPLOAD_LONG_SIDE};
pub use rules::{is_valid_email, is_valid_phone, phone_digits};
pub use waitlist::{validate_waitlist, validate_waitlist_in, Waitlist, WaitlistRequest, WAITLIST_FIELDS};

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One problem with one field. `code` is one of docs/public-api.md's validation codes; the UI shows it through
/// the Fluent key `validation-<code>` with `params` as arguments.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FieldError {
    /// The JSON field name (camelCase), e.g. `preferredDate` or `images`.
    pub field: String,
    /// The validation code, e.g. `required` or `min_length`.
    pub code: String,
    /// Numbers the message needs, e.g. `{"min": 2}`.
    #[serde(default)]
    #[cfg_attr(any(test, feature = "ts"), ts(type = "Record<string, number>"))]
    pub params: BTreeMap<String, i64>,
}

impl FieldError {
    /// A problem without parameters.
    pub fn new(field: &str, code: &str) -> FieldError {
        FieldError { field: field.to_string(), code: code.to_string(), params: BTreeMap::new() }
    }

    /// Adds a parameter.
    pub fn with(mut self, name: &str, value: i64) -> FieldError {
        self.params.insert(name.to_string(), value);
        self
    }
}

/// Every validation code the product uses (docs/public-api.md), with the server's `slot_full`,
/// `change_window` (a patient's change inside the clinic's change window) and
/// `too_many_open_bookings` / `too_many_open_bookings_network` (the contact, or the client's network,
/// holds as many open bookings as allowed).
pub const CODES: &[&str] = &[
    "required",
    "email",
    "phone",
    "min_length",
    "max_length",
    "format",
    "invalid_choice",
    "date_past",
    "date_closed",
    "date_too_far",
    "time_outside_hours",
    "terms_required",
    "too_many_files",
    "file_too_large",
    "file_type",
    "no_links",
    "slot_full",
    "change_window",
    "too_many_open_bookings",
    "too_many_open_bookings_network",
];

/// Collects the problems `validator` found (one per field, the first) and the cross-field ones,
/// ordered as the form lists its fields so both tiers report in the same order.
pub(crate) fn collect(
    order: &[&str],
    derived: Result<(), validator::ValidationErrors>,
    extra: Vec<FieldError>,
) -> Vec<FieldError> {
    let mut found: Vec<FieldError> = Vec::new();
    if let Err(errors) = derived {
        for (field, errs) in errors.field_errors() {
            if let Some(e) = errs.first() {
                let mut fe = FieldError::new(&camel_case(&field), &e.code);
                for (k, v) in &e.params {
                    if k != "value" {
                        if let Some(n) = v.as_i64() {
                            fe.params.insert(k.to_string(), n);
                        }
                    }
                }
                found.push(fe);
            }
        }
    }
    // A cross-field problem is reported only when the field has no problem of its own; several
    // cross-field problems may share a field (one per photo).
    let derived_fields: Vec<String> = found.iter().map(|f| f.field.clone()).collect();
    found.extend(extra.into_iter().filter(|e| !derived_fields.contains(&e.field)));
    let rank = |f: &FieldError| order.iter().position(|o| *o == f.field).unwrap_or(order.len());
    found.sort_by_key(|f| (rank(f), f.params.get("index").copied().unwrap_or(-1)));
    found
}

/// `preferred_date` → `preferredDate`.
fn camel_case(snake: &str) -> String {
    let mut out = String::with_capacity(snake.len());
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}
