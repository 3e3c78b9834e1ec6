//! The self-assessment triage: explainable rules from the patient's answers to an urgency, a
//! recommended next treatment, a cost range and next steps. It is a reference, never a diagnosis:
//! every result says so through `costNote` and the first next step.
//!
//! Rules, in order (the first that matches sets the urgency):
//! 1. **High**: bleeding or a change of colour (warning signs that a doctor should see promptly), or
//!    growth noticed within the last six months.
//! 2. **Medium**: pain, growth over a longer time, itching, a lump of 5 cm or more, or a patient
//!    under 18 (a paediatric case is always seen in person).
//! 3. **Low**: otherwise: a stable, painless lump.
//!
//! The recommended treatment follows the urgency: in-person evaluation first when high; minimally
//! invasive excision otherwise, planned after an in-clinic ultrasound when the lump is 5 cm or more.
//! Costs are TWD ranges by size (self-pay, the product's business constants), always with the note that the actual cost varies.

use crate::model::{Duration, SizeRange, Symptom};
use crate::validate::Assessment;
use serde::{Deserialize, Serialize};

/// How soon the patient should be seen.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Urgency {
    High,
    Medium,
    Low,
}

impl Urgency {
    /// Every urgency, most urgent first.
    pub const ALL: &'static [Urgency] = &[Urgency::High, Urgency::Medium, Urgency::Low];

    /// The wire name (`high`, `medium`, `low`).
    pub fn as_str(self) -> &'static str {
        match self {
            Urgency::High => "high",
            Urgency::Medium => "medium",
            Urgency::Low => "low",
        }
    }

    /// Parses the wire name exactly.
    pub fn parse(s: &str) -> Option<Urgency> {
        Urgency::ALL.iter().copied().find(|u| u.as_str() == s)
    }
}

/// A cost range.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CostRange {
    /// ISO 4217 code.
    pub currency: String,
    /// Lower end, whole currency units.
    #[cfg_attr(any(test, feature = "ts"), ts(type = "number"))]
    pub min: u64,
    /// Upper end, whole currency units.
    #[cfg_attr(any(test, feature = "ts"), ts(type = "number"))]
    pub max: u64,
}

/// The triage result. Treatment, note and steps are stable codes; the UI shows them through the
/// Fluent keys `assessment-treatment-<code>`, `assessment-<costNote>` and `assessment-step-<code>`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AssessmentResult {
    pub urgency: Urgency,
    pub recommended_treatment: String,
    pub estimated_cost: CostRange,
    pub cost_note: String,
    pub next_steps: Vec<String>,
    /// Which rules fired, in order, so staff and patients can see why.
    pub reasons: Vec<String>,
}

/// Self-pay cost ranges in TWD by size. The clinic sets these; they are estimates, not quotes.
pub const COST_TWD: [(SizeRange, u64, u64); 4] = [
    (SizeRange::Under2cm, 8_000, 15_000),
    (SizeRange::From2To5cm, 15_000, 30_000),
    (SizeRange::From5To10cm, 30_000, 60_000),
    (SizeRange::Over10cm, 60_000, 120_000),
];

/// Triage of a validated assessment.
pub fn triage(a: &Assessment) -> AssessmentResult {
    let has = |s: Symptom| a.symptoms.contains(&s);
    let recent = matches!(a.duration, Duration::LessThanMonth | Duration::OneToSixMonths);
    let large = matches!(a.size, Some(SizeRange::From5To10cm | SizeRange::Over10cm));
    let mut reasons = Vec::new();
    if has(Symptom::Bleeding) {
        reasons.push("bleeding");
    }
    if has(Symptom::ColorChange) {
        reasons.push("color_change");
    }
    if has(Symptom::Growing) && recent {
        reasons.push("recent_growth");
    }
    let urgency = if !reasons.is_empty() {
        Urgency::High
    } else {
        if has(Symptom::Pain) {
            reasons.push("pain");
        }
        if has(Symptom::Growing) {
            reasons.push("slow_growth");
        }
        if has(Symptom::Itching) {
            reasons.push("itching");
        }
        if large {
            reasons.push("large_size");
        }
        if a.patient_age < 18 {
            reasons.push("minor");
        }
        if a.size.is_none() {
            reasons.push("unknown_size");
        }
        if reasons.is_empty() {
            reasons.push("stable");
            Urgency::Low
        } else {
            Urgency::Medium
        }
    };
    let treatment = match urgency {
        Urgency::High => "in_person_evaluation",
        _ if large => "minimally_invasive_excision_with_ultrasound",
        _ => "minimally_invasive_excision",
    };
    // An unknown size gets the whole range, from the smallest lump's lower end to the largest's upper.
    let (min, max) = COST_TWD
        .iter()
        .find(|(s, _, _)| Some(*s) == a.size)
        .map(|(_, lo, hi)| (*lo, *hi))
        .unwrap_or((COST_TWD[0].1, COST_TWD[COST_TWD.len() - 1].2));
    let mut steps = vec!["not_a_diagnosis"];
    steps.push(match urgency {
        Urgency::High => "book_within_week",
        Urgency::Medium => "book_consultation",
        Urgency::Low => "book_when_convenient",
    });
    if large {
        steps.push("ultrasound");
    }
    steps.extend(["bring_photos_and_records", "pathology"]);
    AssessmentResult {
        urgency,
        recommended_treatment: treatment.to_string(),
        estimated_cost: CostRange { currency: "TWD".to_string(), min, max },
        cost_note: "cost-note".to_string(),
        next_steps: steps.into_iter().map(str::to_string).collect(),
        reasons: reasons.into_iter().map(str::to_string).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Locale;
    use crate::model::BodyArea;

    fn case(size: SizeRange, duration: Duration, symptoms: &[Symptom], age: u8) -> Assessment {
        Assessment {
            size: Some(size),
            size_words: None,
            location: Some(BodyArea::Back),
            location_words: None,
            duration,
            patient_age: age,
            symptoms: symptoms.to_vec(),
            previous_treatment: None,
            medical_history: None,
            email: None,
            lang: Locale::En,
        }
    }

    #[test]
    fn an_unreadable_size_is_triaged_with_the_whole_cost_range() {
        let mut a = case(SizeRange::Under2cm, Duration::OverYear, &[Symptom::None], 40);
        a.size = None;
        a.size_words = Some("like a grape".into());
        let r = triage(&a);
        assert_eq!(r.urgency, Urgency::Medium);
        assert_eq!(r.reasons, ["unknown_size"]);
        assert_eq!((r.estimated_cost.min, r.estimated_cost.max), (8_000, 120_000));
    }

    #[test]
    fn bleeding_is_urgent_whatever_the_size() {
        let r = triage(&case(SizeRange::Under2cm, Duration::OverYear, &[Symptom::Bleeding], 40));
        assert_eq!((r.urgency, r.recommended_treatment.as_str()), (Urgency::High, "in_person_evaluation"));
    }

    #[test]
    fn a_stable_small_lump_is_low_and_priced_by_size() {
        let r = triage(&case(SizeRange::Under2cm, Duration::OverYear, &[Symptom::None], 40));
        assert_eq!(r.urgency, Urgency::Low);
        assert_eq!((r.estimated_cost.min, r.estimated_cost.max), (8_000, 15_000));
        assert_eq!(r.next_steps[0], "not_a_diagnosis");
    }

    #[test]
    fn a_large_lump_gets_an_ultrasound_first() {
        let r = triage(&case(SizeRange::Over10cm, Duration::OverYear, &[Symptom::None], 40));
        assert_eq!(
            (r.urgency, r.recommended_treatment.as_str()),
            (Urgency::Medium, "minimally_invasive_excision_with_ultrasound")
        );
        assert!(r.next_steps.contains(&"ultrasound".to_string()));
    }

    #[test]
    fn growth_is_urgent_only_when_recent() {
        assert_eq!(
            triage(&case(SizeRange::Under2cm, Duration::OneToSixMonths, &[Symptom::Growing], 40)).urgency,
            Urgency::High
        );
        assert_eq!(
            triage(&case(SizeRange::Under2cm, Duration::OverYear, &[Symptom::Growing], 40)).urgency,
            Urgency::Medium
        );
    }
}
