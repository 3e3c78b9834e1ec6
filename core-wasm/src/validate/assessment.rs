//! The photo self-assessment form (its photos are checked by `photo`).

use super::rules;
use super::{collect, FieldError};
use crate::lang::Locale;
use crate::model::{BodyArea, Duration, Email, SizeRange, Symptom};
use serde::{Deserialize, Serialize};
use validator::Validate;

/// The `data` part of an assessment, exactly as submitted (docs/public-api.md).
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(any(test, feature = "ts"), ts(optional_fields))]
#[derive(Debug, Clone, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct AssessmentRequest {
    #[validate(custom(function = "size_rule"))]
    pub size: String,
    #[validate(custom(function = "location_rule"))]
    pub location: String,
    #[validate(custom(function = "duration_rule"))]
    pub duration: String,
    #[cfg_attr(any(test, feature = "ts"), ts(type = "number | null"))]
    pub patient_age: Option<i64>,
    pub symptoms: Vec<String>,
    #[validate(custom(function = "long_text"))]
    pub previous_treatment: Option<String>,
    #[validate(custom(function = "long_text"))]
    pub medical_history: Option<String>,
    #[validate(custom(function = "rules::optional_email"))]
    pub email: Option<String>,
    /// "Reference only, not a diagnosis" understood.
    #[validate(custom(function = "rules::accepted"))]
    pub terms_accepted: bool,
    /// Explicit consent to process the photos and answers as health data after reading the privacy
    /// notice (PDPA art. 6 and 8), asked apart from the disclaimer (docs/public-api.md "Additions").
    #[validate(custom(function = "rules::accepted"))]
    pub health_data_consent: bool,
    #[validate(custom(function = "rules::site_lang"))]
    #[cfg_attr(feature = "openapi", schema(example = "zh-TW"))]
    pub lang: String,
}

/// Longest size or location in the patient's own words, in characters.
pub const MAX_WORDS_CHARS: usize = 100;

// Size and location take the form's codes or the patient's own words (docs/public-api.md): any text of
// reasonable length is accepted; what cannot be read is kept and triaged as unknown.
fn size_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::text(v, 1, MAX_WORDS_CHARS, false)
}
fn location_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::text(v, 1, MAX_WORDS_CHARS, false)
}
fn duration_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| Duration::parse(s).is_some())
}
fn long_text(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, 2000, true)
}

/// The fields in the order the form shows them (problems are listed in this order).
pub const ASSESSMENT_FIELDS: &[&str] = &[
    "images",
    "size",
    "location",
    "duration",
    "patientAge",
    "symptoms",
    "previousTreatment",
    "medicalHistory",
    "email",
    "termsAccepted",
    "healthDataConsent",
    "lang",
];

/// Oldest age accepted, in years.
pub const MAX_AGE: i64 = 120;

/// An assessment that passed every rule (photos aside).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Assessment {
    /// The size range: the form's code, or read from the patient's words; `None` when unreadable.
    pub size: Option<SizeRange>,
    /// The patient's words for the size, when they were not a code.
    pub size_words: Option<String>,
    /// The body area, when given as the form's code.
    pub location: Option<BodyArea>,
    /// The patient's words for the location, when they were not a code.
    pub location_words: Option<String>,
    pub duration: Duration,
    pub patient_age: u8,
    pub symptoms: Vec<Symptom>,
    pub previous_treatment: Option<String>,
    pub medical_history: Option<String>,
    pub email: Option<Email>,
    pub lang: Locale,
}

/// Checks the assessment's fields. Photos are checked separately (`check_photos`) because the browser
/// knows them as files and the server as multipart parts; pass their problems in `photo_errors` so
/// the answer lists everything in form order.
pub fn validate_assessment(
    req: &AssessmentRequest,
    photo_errors: Vec<FieldError>,
) -> Result<Assessment, Vec<FieldError>> {
    let derived = req.validate();
    let mut extra = photo_errors;
    match req.patient_age {
        None => extra.push(FieldError::new("patientAge", "required")),
        Some(a) if !(0..=MAX_AGE).contains(&a) => {
            extra.push(FieldError::new("patientAge", "format").with("min", 0).with("max", MAX_AGE))
        }
        _ => {}
    }
    let symptoms: Option<Vec<Symptom>> = req.symptoms.iter().map(|s| Symptom::parse(s)).collect();
    match &symptoms {
        _ if req.symptoms.is_empty() => extra.push(FieldError::new("symptoms", "required")),
        None => extra.push(FieldError::new("symptoms", "invalid_choice")),
        // "none" cannot be reported together with a symptom, and no symptom twice.
        Some(list) if (list.contains(&Symptom::None) && list.len() > 1) || has_duplicates(list) => {
            extra.push(FieldError::new("symptoms", "format"))
        }
        _ => {}
    }
    let errors = collect(ASSESSMENT_FIELDS, derived, extra);
    if !errors.is_empty() {
        return Err(errors);
    }
    let parsed = (|| {
        let (size, location) = (req.size.trim(), req.location.trim());
        let size_code = SizeRange::parse(size);
        let location_code = BodyArea::parse(location);
        Some(Assessment {
            size: size_code.or_else(|| crate::measure::size_range(size)),
            size_words: size_code.is_none().then(|| size.to_string()),
            location: location_code,
            location_words: location_code.is_none().then(|| location.to_string()),
            duration: Duration::parse(&req.duration)?,
            patient_age: u8::try_from(req.patient_age?).ok()?,
            symptoms: symptoms?,
            previous_treatment: non_empty(&req.previous_treatment),
            medical_history: non_empty(&req.medical_history),
            email: non_empty(&req.email).map(crate::model::Email),
            lang: Locale::from_exact_tag(&req.lang)?,
        })
    })();
    parsed.ok_or_else(|| vec![FieldError::new("lang", "invalid_choice")])
}

fn has_duplicates(list: &[Symptom]) -> bool {
    list.iter().enumerate().any(|(i, s)| list[..i].contains(s))
}

fn non_empty(v: &Option<String>) -> Option<String> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn none_with_a_symptom_is_contradictory() {
        let req = AssessmentRequest { symptoms: vec!["none".into(), "pain".into()], ..Default::default() };
        let errs = validate_assessment(&req, vec![]).unwrap_err();
        assert!(errs.iter().any(|e| e.field == "symptoms" && e.code == "format"));
    }

    #[test]
    fn photo_problems_come_first() {
        let errs = validate_assessment(
            &AssessmentRequest::default(),
            vec![FieldError::new("images", "too_many_files").with("max", 5)],
        )
        .unwrap_err();
        assert_eq!(errs[0].field, "images");
        assert_eq!(errs[1].field, "size");
    }

    fn answered(size: &str, location: &str) -> AssessmentRequest {
        AssessmentRequest {
            size: size.into(),
            location: location.into(),
            duration: "over_year".into(),
            patient_age: Some(40),
            symptoms: vec!["none".into()],
            terms_accepted: true,
            health_data_consent: true,
            lang: "en".into(),
            ..Default::default()
        }
    }

    #[test]
    fn health_data_consent_is_asked_apart_from_the_disclaimer() {
        let req = AssessmentRequest { health_data_consent: false, ..answered("2_to_5cm", "back") };
        let errs = validate_assessment(&req, vec![]).unwrap_err();
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert_eq!((errs[0].field.as_str(), errs[0].code.as_str()), ("healthDataConsent", "terms_required"));
    }

    #[test]
    fn size_and_location_take_codes_or_the_patients_words() {
        let coded = validate_assessment(&answered("2_to_5cm", "back"), vec![]).expect("valid");
        assert_eq!(
            (coded.size, coded.size_words, coded.location),
            (Some(SizeRange::From2To5cm), None, Some(BodyArea::Back))
        );
        let worded = validate_assessment(&answered("3 cm", "upper back"), vec![]).expect("valid");
        assert_eq!(worded.size, Some(SizeRange::From2To5cm));
        assert_eq!(worded.size_words.as_deref(), Some("3 cm"));
        assert_eq!((worded.location, worded.location_words.as_deref()), (None, Some("upper back")));
        let unreadable = validate_assessment(&answered("like a grape", "arm"), vec![]).expect("valid");
        assert_eq!((unreadable.size, unreadable.size_words.as_deref()), (None, Some("like a grape")));
    }
}
