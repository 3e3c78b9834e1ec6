//! The photo self-assessment form (its photos are checked by `photo`).

use super::rules;
use super::{collect, FieldError};
use crate::lang::Locale;
use crate::model::{BodyArea, Duration, Email, SizeRange, Symptom};
use serde::{Deserialize, Serialize};
use validator::Validate;

/// The `data` part of an assessment, exactly as submitted (DESIGN §4).
#[derive(Debug, Clone, Default, Serialize, Deserialize, Validate)]
#[serde(rename_all = "camelCase", default)]
pub struct AssessmentRequest {
    #[validate(custom(function = "size_rule"))]
    pub size: String,
    #[validate(custom(function = "location_rule"))]
    pub location: String,
    #[validate(custom(function = "duration_rule"))]
    pub duration: String,
    pub patient_age: Option<i64>,
    pub symptoms: Vec<String>,
    #[validate(custom(function = "long_text"))]
    pub previous_treatment: Option<String>,
    #[validate(custom(function = "long_text"))]
    pub medical_history: Option<String>,
    #[validate(custom(function = "rules::optional_email"))]
    pub email: Option<String>,
    #[validate(custom(function = "rules::accepted"))]
    pub terms_accepted: bool,
    #[validate(custom(function = "rules::site_lang"))]
    pub lang: String,
}

fn size_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| SizeRange::parse(s).is_some())
}
fn location_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| BodyArea::parse(s).is_some())
}
fn duration_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| Duration::parse(s).is_some())
}
fn long_text(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, 2000, true)
}

const FIELDS: &[&str] = &[
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
    "lang",
];

/// Oldest age accepted, in years.
pub const MAX_AGE: i64 = 120;

/// An assessment that passed every rule (photos aside).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Assessment {
    pub size: SizeRange,
    pub location: BodyArea,
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
    let errors = collect(FIELDS, derived, extra);
    if !errors.is_empty() {
        return Err(errors);
    }
    let parsed = (|| {
        Some(Assessment {
            size: SizeRange::parse(&req.size)?,
            location: BodyArea::parse(&req.location)?,
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
}
