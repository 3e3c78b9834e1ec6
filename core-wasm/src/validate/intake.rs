//! The pre-visit health questions (`/forms/intake`) and the aftercare check-in's answer. A draft is
//! saved as the patient goes, so it is checked only for what could never be sent (unknown choices,
//! text too long) and for the consent: no answer is stored before the patient consents to the
//! processing of health data (PDPA art. 6), so a draft holding any answer needs it too. The sent
//! answers must also be complete: each of the three lists answered with at least one item or an
//! explicit "none", the previous treatment chosen, an emergency contact, and the consent.

use super::rules;
use super::{collect, FieldError};
use crate::intake::medicines;
use crate::intake::{self, Allergy, FlagInput, HealthCondition, IntakeFlag, PreviousTreatment, WorrySign, WoundAnswer};
use crate::lang::Locale;
use crate::model::PhoneNumber;
use serde::{Deserialize, Serialize};
use validator::Validate;

/// Longest free text of the questions ("other" medicines and allergies, the previous treatment's
/// note), in characters.
pub const INTAKE_NOTE_MAX_CHARS: usize = 500;
/// Longest relationship of the emergency contact, in characters.
pub const RELATION_MAX_CHARS: usize = 50;
/// Longest question a patient writes from an aftercare check-in, in characters.
pub const AFTERCARE_QUESTION_MAX_CHARS: usize = 2000;

/// The health questions, exactly as submitted (a draft or the final answers).
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(any(test, feature = "ts"), ts(optional_fields))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct IntakeRequest {
    /// Listed medicines taken now (`medicines::MEDICINES` ids).
    pub medicines: Vec<String>,
    /// Other medicines, in the patient's words.
    #[validate(custom(function = "note_rule"))]
    pub other_medicines: Option<String>,
    /// "I take no medicines."
    pub no_medicines: bool,
    pub allergies: Vec<String>,
    /// What the "other" allergy is.
    #[validate(custom(function = "note_rule"))]
    pub other_allergy: Option<String>,
    pub no_allergies: bool,
    pub conditions: Vec<String>,
    pub no_conditions: bool,
    pub previous_treatment: Option<String>,
    #[validate(custom(function = "note_rule"))]
    pub previous_treatment_note: Option<String>,
    #[validate(custom(function = "optional_name_rule"))]
    pub emergency_name: Option<String>,
    #[validate(custom(function = "rules::optional_phone"))]
    pub emergency_phone: Option<String>,
    #[validate(custom(function = "relation_rule"))]
    pub emergency_relation: Option<String>,
    /// Explicit consent to process these answers as health data (PDPA art. 6).
    pub health_data_consent: bool,
    #[validate(custom(function = "rules::site_lang"))]
    #[cfg_attr(feature = "openapi", schema(example = "zh-TW"))]
    pub lang: String,
}

fn note_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, INTAKE_NOTE_MAX_CHARS, true)
}
fn relation_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, RELATION_MAX_CHARS, false)
}
fn optional_name_rule(v: &str) -> Result<(), validator::ValidationError> {
    if v.trim().is_empty() {
        Ok(())
    } else {
        rules::person_name(v)
    }
}

/// The fields in the order the form shows them (the consent first: nothing is stored without it).
pub const INTAKE_FIELDS: &[&str] = &[
    "healthDataConsent",
    "medicines",
    "otherMedicines",
    "allergies",
    "otherAllergy",
    "conditions",
    "previousTreatment",
    "previousTreatmentNote",
    "emergencyName",
    "emergencyPhone",
    "emergencyRelation",
    "lang",
];

/// Answers that passed every rule: what is stored, and what the flags are read from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Intake {
    pub medicines: Vec<&'static str>,
    pub other_medicines: Option<String>,
    pub allergies: Vec<Allergy>,
    pub other_allergy: Option<String>,
    pub conditions: Vec<HealthCondition>,
    pub previous_treatment: PreviousTreatment,
    pub previous_treatment_note: Option<String>,
    pub emergency_name: String,
    pub emergency_phone: PhoneNumber,
    pub emergency_relation: Option<String>,
    pub lang: Locale,
    /// What staff must review, from [`intake::flags`].
    pub flags: Vec<IntakeFlag>,
}

fn trimmed(v: &Option<String>) -> Option<String> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string)
}

/// Problems with the lists' items, whatever the state of the draft: unknown or repeated items.
fn list_problems(req: &IntakeRequest, extra: &mut Vec<FieldError>) {
    fn check(field: &str, items: &[String], known: impl Fn(&str) -> bool, extra: &mut Vec<FieldError>) {
        let unknown = items.iter().any(|i| !known(i));
        let repeated = items.iter().enumerate().any(|(n, i)| items[..n].contains(i));
        if unknown || repeated {
            extra.push(FieldError::new(field, "invalid_choice"));
        }
    }
    check("medicines", &req.medicines, |i| medicines::find(i).is_some(), extra);
    check("allergies", &req.allergies, |i| Allergy::parse(i).is_some(), extra);
    check("conditions", &req.conditions, |i| HealthCondition::parse(i).is_some(), extra);
    if let Some(t) = req.previous_treatment.as_deref().filter(|t| !t.is_empty()) {
        if PreviousTreatment::parse(t).is_none() {
            extra.push(FieldError::new("previousTreatment", "invalid_choice"));
        }
    }
    // "None" and an item at once cannot both be meant.
    let other_medicines = trimmed(&req.other_medicines).is_some();
    if req.no_medicines && (!req.medicines.is_empty() || other_medicines) {
        extra.push(FieldError::new("medicines", "format"));
    }
    if req.no_allergies && !req.allergies.is_empty() {
        extra.push(FieldError::new("allergies", "format"));
    }
    if req.no_conditions && !req.conditions.is_empty() {
        extra.push(FieldError::new("conditions", "format"));
    }
}

impl IntakeRequest {
    /// Whether any question is answered: an item ticked (a "none" too), a choice made or a word
    /// typed. The language alone is no answer.
    pub fn has_answers(&self) -> bool {
        let text = [
            &self.other_medicines,
            &self.other_allergy,
            &self.previous_treatment,
            &self.previous_treatment_note,
            &self.emergency_name,
            &self.emergency_phone,
            &self.emergency_relation,
        ];
        !self.medicines.is_empty()
            || !self.allergies.is_empty()
            || !self.conditions.is_empty()
            || self.no_medicines
            || self.no_allergies
            || self.no_conditions
            || text.iter().any(|t| t.as_deref().is_some_and(|t| !t.trim().is_empty()))
    }
}

/// The consent's problem when answers (or a photo, `with_photo`) would be stored without it: health
/// data is stored only with the patient's explicit consent (PDPA art. 6), a draft's as much as the
/// answers sent. An empty draft needs none.
pub fn intake_consent_problem(req: &IntakeRequest, with_photo: bool) -> Option<FieldError> {
    (!req.health_data_consent && (with_photo || req.has_answers()))
        .then(|| FieldError::new("healthDataConsent", "terms_required"))
}

/// Checks a draft: everything a saved draft may not hold (an unknown choice, text too long, a
/// malformed phone, any answer without the consent to process health data); nothing is required
/// yet.
pub fn validate_intake_draft(req: &IntakeRequest) -> Result<(), Vec<FieldError>> {
    let mut extra = Vec::new();
    extra.extend(intake_consent_problem(req, false));
    list_problems(req, &mut extra);
    let errors = collect(INTAKE_FIELDS, req.validate(), extra);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Checks the answers as sent: a draft's rules, and every question answered.
pub fn validate_intake(req: &IntakeRequest) -> Result<Intake, Vec<FieldError>> {
    let mut extra = Vec::new();
    list_problems(req, &mut extra);
    let other_medicines = trimmed(&req.other_medicines);
    if req.medicines.is_empty() && other_medicines.is_none() && !req.no_medicines {
        extra.push(FieldError::new("medicines", "required"));
    }
    if req.allergies.is_empty() && !req.no_allergies {
        extra.push(FieldError::new("allergies", "required"));
    }
    let other_allergy = trimmed(&req.other_allergy);
    if req.allergies.iter().any(|a| a == Allergy::Other.as_str()) && other_allergy.is_none() {
        extra.push(FieldError::new("otherAllergy", "required"));
    }
    if req.conditions.is_empty() && !req.no_conditions {
        extra.push(FieldError::new("conditions", "required"));
    }
    let previous = req.previous_treatment.as_deref().unwrap_or("").trim();
    if previous.is_empty() {
        extra.push(FieldError::new("previousTreatment", "required"));
    }
    let emergency_name = trimmed(&req.emergency_name);
    if emergency_name.is_none() {
        extra.push(FieldError::new("emergencyName", "required"));
    }
    let emergency_phone = trimmed(&req.emergency_phone);
    if emergency_phone.is_none() {
        extra.push(FieldError::new("emergencyPhone", "required"));
    }
    if !req.health_data_consent {
        extra.push(FieldError::new("healthDataConsent", "terms_required"));
    }
    let errors = collect(INTAKE_FIELDS, req.validate(), extra);
    if !errors.is_empty() {
        return Err(errors);
    }
    let parsed = (|| {
        let medicines: Vec<&'static str> =
            req.medicines.iter().map(|i| medicines::find(i).map(|m| m.id)).collect::<Option<_>>()?;
        let allergies: Vec<Allergy> = req.allergies.iter().map(|a| Allergy::parse(a)).collect::<Option<_>>()?;
        let conditions: Vec<HealthCondition> =
            req.conditions.iter().map(|c| HealthCondition::parse(c)).collect::<Option<_>>()?;
        let previous_treatment = PreviousTreatment::parse(previous)?;
        let phone = emergency_phone?;
        let flags = intake::flags(&FlagInput {
            medicine_classes: medicines.iter().filter_map(|id| medicines::find(id)).map(|m| m.class).collect(),
            other_medicines: other_medicines.is_some(),
            allergies: allergies.clone(),
            conditions: conditions.clone(),
            previous_treatment: Some(previous_treatment),
        });
        Some(Intake {
            medicines,
            other_medicines: other_medicines.clone(),
            allergies,
            other_allergy: other_allergy.clone(),
            conditions,
            previous_treatment,
            previous_treatment_note: trimmed(&req.previous_treatment_note),
            emergency_name: emergency_name?,
            emergency_phone: PhoneNumber { digits: rules::phone_digits(&phone), display: phone },
            emergency_relation: trimmed(&req.emergency_relation),
            lang: Locale::from_exact_tag(&req.lang)?,
            flags,
        })
    })();
    parsed.ok_or_else(|| vec![FieldError::new("lang", "format")])
}

/// A patient's answer to an aftercare check-in, exactly as submitted.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(any(test, feature = "ts"), ts(optional_fields))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct AftercareRequest {
    /// `fine`, `question` or `worry`.
    #[validate(custom(function = "answer_rule"))]
    pub answer: String,
    /// With `worry`: what worries the patient (any of `WorrySign`).
    pub signs: Vec<String>,
    /// With `question`: the question, in the patient's words.
    #[validate(custom(function = "question_rule"))]
    pub question: Option<String>,
}

fn answer_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| WoundAnswer::parse(s).is_some())
}
fn question_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 2, AFTERCARE_QUESTION_MAX_CHARS, true)
}

/// The fields of an aftercare answer, in the page's order.
pub const AFTERCARE_FIELDS: &[&str] = &["answer", "signs", "question"];

/// An aftercare answer that passed every rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Aftercare {
    Fine,
    /// The patient's question (it opens an inquiry thread).
    Question(String),
    /// What worries the patient (perhaps nothing named): urgent for staff.
    Worry(Vec<WorrySign>),
}

/// Checks an aftercare answer: a question needs its text; signs belong to a worry only.
pub fn validate_aftercare(req: &AftercareRequest) -> Result<Aftercare, Vec<FieldError>> {
    let mut extra = Vec::new();
    let answer = WoundAnswer::parse(req.answer.trim());
    let signs: Option<Vec<WorrySign>> = req.signs.iter().map(|s| WorrySign::parse(s)).collect();
    let repeated = req.signs.iter().enumerate().any(|(n, s)| req.signs[..n].contains(s));
    if signs.is_none() || repeated || (!req.signs.is_empty() && answer != Some(WoundAnswer::Worry)) {
        extra.push(FieldError::new("signs", "invalid_choice"));
    }
    let question = trimmed(&req.question);
    if answer == Some(WoundAnswer::Question) && question.is_none() {
        extra.push(FieldError::new("question", "required"));
    }
    let errors = collect(AFTERCARE_FIELDS, req.validate(), extra);
    if !errors.is_empty() {
        return Err(errors);
    }
    match (answer, question, signs) {
        (Some(WoundAnswer::Fine), _, _) => Ok(Aftercare::Fine),
        (Some(WoundAnswer::Question), Some(q), _) => Ok(Aftercare::Question(q)),
        (Some(WoundAnswer::Worry), _, Some(signs)) => Ok(Aftercare::Worry(signs)),
        _ => Err(vec![FieldError::new("answer", "format")]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complete() -> IntakeRequest {
        IntakeRequest {
            medicines: vec!["apixaban".into()],
            no_allergies: true,
            conditions: vec!["keloid".into()],
            previous_treatment: Some("none".into()),
            emergency_name: Some("林美華".into()),
            emergency_phone: Some("0912 345 678".into()),
            health_data_consent: true,
            lang: "zh-TW".into(),
            ..Default::default()
        }
    }

    fn codes(errs: &[FieldError]) -> Vec<(String, String)> {
        errs.iter().map(|e| (e.field.clone(), e.code.clone())).collect()
    }

    #[test]
    fn complete_answers_raise_their_flags() {
        let intake = validate_intake(&complete()).unwrap();
        assert_eq!(intake.flags, [IntakeFlag::Anticoagulant, IntakeFlag::Keloid]);
        assert_eq!(intake.emergency_phone.digits(), "0912345678");
    }

    #[test]
    fn an_empty_draft_is_fine_but_not_as_sent() {
        let empty = IntakeRequest { lang: "ar".into(), ..Default::default() };
        assert_eq!(validate_intake_draft(&empty), Ok(()));
        let errs = validate_intake(&empty).unwrap_err();
        let fields: Vec<_> = errs.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(
            fields,
            [
                "healthDataConsent",
                "medicines",
                "allergies",
                "conditions",
                "previousTreatment",
                "emergencyName",
                "emergencyPhone"
            ]
        );
    }

    #[test]
    fn a_draft_with_any_answer_or_a_photo_needs_the_consent() {
        let consent = || vec![("healthDataConsent".to_string(), "terms_required".to_string())];
        let bare = IntakeRequest { lang: "en".into(), ..Default::default() };
        assert_eq!(intake_consent_problem(&bare, false), None);
        assert_eq!(codes(&[intake_consent_problem(&bare, true).expect("a photo is health data")]), consent());
        // Whatever the answer, a "none" and an emergency contact included, it is refused unconsented.
        let answered = [
            IntakeRequest { medicines: vec!["warfarin".into()], ..bare.clone() },
            IntakeRequest { no_allergies: true, ..bare.clone() },
            IntakeRequest { conditions: vec!["pregnancy".into()], ..bare.clone() },
            IntakeRequest { previous_treatment: Some("none".into()), ..bare.clone() },
            IntakeRequest { emergency_phone: Some("0912 345 678".into()), ..bare.clone() },
            IntakeRequest { other_medicines: Some("fish oil".into()), ..bare.clone() },
        ];
        for req in &answered {
            assert_eq!(codes(&validate_intake_draft(req).unwrap_err()), consent(), "{req:?}");
            let consented = IntakeRequest { health_data_consent: true, ..req.clone() };
            assert_eq!(validate_intake_draft(&consented), Ok(()), "{consented:?}");
        }
        // Blank text is no answer; the other problems are still named with the consent's.
        assert_eq!(validate_intake_draft(&IntakeRequest { emergency_name: Some("  ".into()), ..bare.clone() }), Ok(()));
        let both = IntakeRequest { medicines: vec!["ibuprofen".into()], ..bare };
        assert_eq!(
            codes(&validate_intake_draft(&both).unwrap_err()),
            [
                ("healthDataConsent".to_string(), "terms_required".to_string()),
                ("medicines".to_string(), "invalid_choice".to_string())
            ]
        );
    }

    #[test]
    fn unknown_or_contradictory_items_are_refused_even_in_a_draft() {
        let req = IntakeRequest { medicines: vec!["ibuprofen".into()], ..complete() };
        assert_eq!(codes(&validate_intake_draft(&req).unwrap_err()), [("medicines".into(), "invalid_choice".into())]);
        let req = IntakeRequest { no_medicines: true, ..complete() };
        assert_eq!(codes(&validate_intake(&req).unwrap_err()), [("medicines".into(), "format".into())]);
        let req = IntakeRequest { other_allergy: Some("x".repeat(501)), ..complete() };
        assert_eq!(codes(&validate_intake_draft(&req).unwrap_err()), [("otherAllergy".into(), "max_length".into())]);
    }

    #[test]
    fn an_other_allergy_needs_its_name() {
        let req = IntakeRequest { allergies: vec!["other".into()], no_allergies: false, ..complete() };
        assert_eq!(codes(&validate_intake(&req).unwrap_err()), [("otherAllergy".into(), "required".into())]);
    }

    #[test]
    fn aftercare_answers() {
        let worry = AftercareRequest { answer: "worry".into(), signs: vec!["fever".into()], question: None };
        assert_eq!(validate_aftercare(&worry), Ok(Aftercare::Worry(vec![WorrySign::Fever])));
        let bare = AftercareRequest { answer: "question".into(), ..Default::default() };
        assert_eq!(codes(&validate_aftercare(&bare).unwrap_err()), [("question".into(), "required".into())]);
        let odd = AftercareRequest { answer: "fine".into(), signs: vec!["pus".into()], question: None };
        assert_eq!(codes(&validate_aftercare(&odd).unwrap_err()), [("signs".into(), "invalid_choice".into())]);
    }
}
