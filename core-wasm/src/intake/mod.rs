//! Ready for the operating table: the pre-visit health questions' choices, the rules that raise a
//! flag for staff, the kinds of visit the information and aftercare sheets are written for, and the
//! aftercare check-ins' answers and timing. The medicines patients can pick are in [`medicines`]; the
//! form itself is validated in `validate::intake`.
//!
//! The flag rules (docs/intake.md lists them with their reasons):
//! - a listed anticoagulant → `anticoagulant`; a listed antiplatelet → `antiplatelet`;
//! - a medicine typed in "other" → `medicine_to_check` (it may be either, under a name we do not list);
//! - each allergy → its own flag (`anaesthetic_allergy`, `latex_allergy`, `adhesive_allergy`,
//!   `antibiotic_allergy`, `allergy_to_check` for "other");
//! - each condition → its own flag (`bleeding_disorder`, `implanted_device`, `pregnant`, `keloid`,
//!   `site_infection`, `diabetes`, `heart_disease`, `high_blood_pressure`);
//! - any previous treatment of this lump → `treated_before` (scar tissue, recurrence).
//!
//! Every flag asks a staff member to review the answers before the visit.

pub mod medicines;

use crate::model::TumorType;
use serde::{Deserialize, Serialize};

crate::model::choices!(/// The kind of visit an information sheet and an aftercare sheet are written for: a consultation
    /// (the lump is examined, perhaps removed the same day) or the removal of one kind of lump.
    VisitKind { Consultation = "consultation", Lipoma = "lipoma", Cyst = "cyst", SkinTumor = "skin_tumor", Mole = "mole" });
crate::model::choices!(/// An allergy the questions ask about.
    Allergy { LocalAnaesthetic = "local_anaesthetic", Latex = "latex", AdhesiveTape = "adhesive_tape", Antibiotic = "antibiotic", Other = "other" });
crate::model::choices!(/// A health condition the questions ask about.
    HealthCondition { BleedingDisorder = "bleeding_disorder", Diabetes = "diabetes", HeartDisease = "heart_disease",
        ImplantedDevice = "implanted_device", HighBloodPressure = "high_blood_pressure", Pregnancy = "pregnancy",
        Keloid = "keloid", SiteInfection = "site_infection" });
crate::model::choices!(/// How this lump was treated before, if at all.
    PreviousTreatment { None = "none", Removed = "removed", Drained = "drained", Injected = "injected", Other = "other" });
crate::model::choices!(/// What a medicine in the list does to bleeding.
    MedicineClass { Anticoagulant = "anticoagulant", Antiplatelet = "antiplatelet" });
crate::model::choices!(/// What staff must look at before the visit, most consequential first.
    IntakeFlag { Anticoagulant = "anticoagulant", Antiplatelet = "antiplatelet", BleedingDisorder = "bleeding_disorder",
        AnaestheticAllergy = "anaesthetic_allergy", ImplantedDevice = "implanted_device", Pregnant = "pregnant",
        SiteInfection = "site_infection", MedicineToCheck = "medicine_to_check", LatexAllergy = "latex_allergy",
        AdhesiveAllergy = "adhesive_allergy", AntibioticAllergy = "antibiotic_allergy", AllergyToCheck = "allergy_to_check",
        Keloid = "keloid", Diabetes = "diabetes", HeartDisease = "heart_disease", HighBloodPressure = "high_blood_pressure",
        TreatedBefore = "treated_before" });
crate::model::choices!(/// A patient's answer to an aftercare check-in ("How is the wound?").
    WoundAnswer { Fine = "fine", Question = "question", Worry = "worry" });
crate::model::choices!(/// What worries a patient about the wound (shown with "something worries me").
    WorrySign { Bleeding = "bleeding", Fever = "fever", Redness = "redness", Pus = "pus", SeverePain = "severe_pain" });

impl VisitKind {
    /// The sheet a booking's visit is for: the removal of the lump the patient named, or a
    /// consultation when they chose "other".
    pub fn of(tumor: TumorType) -> VisitKind {
        match tumor {
            TumorType::Lipoma => VisitKind::Lipoma,
            TumorType::Cyst => VisitKind::Cyst,
            TumorType::SkinTumor => VisitKind::SkinTumor,
            TumorType::Mole => VisitKind::Mole,
            TumorType::Other => VisitKind::Consultation,
        }
    }
}

/// How long before the visit unanswered questions get their one extra nudge, in hours.
pub const NUDGE_HOURS_BEFORE: i64 = 48;
/// The days after the operation a check-in asks "How is the wound?" (the server's default;
/// `CLINIC_AFTERCARE_DAYS` changes it).
pub const CHECK_IN_DAYS: &[u32] = &[1, 7];
/// The window a follow-up or stitch removal is offered in, in days after the operation.
pub const FOLLOW_UP_DAYS: (u32, u32) = (7, 14);

/// The answers the flag rules read: what `validate_intake` produced.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlagInput {
    pub medicine_classes: Vec<MedicineClass>,
    pub other_medicines: bool,
    pub allergies: Vec<Allergy>,
    pub conditions: Vec<HealthCondition>,
    pub previous_treatment: Option<PreviousTreatment>,
}

/// The flags a set of answers raises, in [`IntakeFlag::ALL`]'s order, each once.
pub fn flags(input: &FlagInput) -> Vec<IntakeFlag> {
    use IntakeFlag as F;
    let mut raised = Vec::new();
    for class in &input.medicine_classes {
        raised.push(match class {
            MedicineClass::Anticoagulant => F::Anticoagulant,
            MedicineClass::Antiplatelet => F::Antiplatelet,
        });
    }
    if input.other_medicines {
        raised.push(F::MedicineToCheck);
    }
    for allergy in &input.allergies {
        raised.push(match allergy {
            Allergy::LocalAnaesthetic => F::AnaestheticAllergy,
            Allergy::Latex => F::LatexAllergy,
            Allergy::AdhesiveTape => F::AdhesiveAllergy,
            Allergy::Antibiotic => F::AntibioticAllergy,
            Allergy::Other => F::AllergyToCheck,
        });
    }
    for condition in &input.conditions {
        raised.push(match condition {
            HealthCondition::BleedingDisorder => F::BleedingDisorder,
            HealthCondition::Diabetes => F::Diabetes,
            HealthCondition::HeartDisease => F::HeartDisease,
            HealthCondition::ImplantedDevice => F::ImplantedDevice,
            HealthCondition::HighBloodPressure => F::HighBloodPressure,
            HealthCondition::Pregnancy => F::Pregnant,
            HealthCondition::Keloid => F::Keloid,
            HealthCondition::SiteInfection => F::SiteInfection,
        });
    }
    if input.previous_treatment.is_some_and(|t| t != PreviousTreatment::None) {
        raised.push(F::TreatedBefore);
    }
    IntakeFlag::ALL.iter().copied().filter(|f| raised.contains(f)).collect()
}

/// Flags as stored and sent on the wire: wire names joined by commas (`anticoagulant,keloid`).
pub fn flags_to_string(flags: &[IntakeFlag]) -> String {
    flags.iter().map(|f| f.as_str()).collect::<Vec<_>>().join(",")
}

/// Stored flags read back; unknown names (from a later version) are skipped.
pub fn flags_from_str(stored: &str) -> Vec<IntakeFlag> {
    stored.split(',').filter_map(|s| IntakeFlag::parse(s.trim())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_answers_raise_nothing() {
        assert!(flags(&FlagInput::default()).is_empty());
        let none = FlagInput { previous_treatment: Some(PreviousTreatment::None), ..Default::default() };
        assert!(flags(&none).is_empty());
    }

    #[test]
    fn flags_come_in_display_order_once() {
        let input = FlagInput {
            medicine_classes: vec![
                MedicineClass::Antiplatelet,
                MedicineClass::Anticoagulant,
                MedicineClass::Antiplatelet,
            ],
            allergies: vec![Allergy::Latex, Allergy::LocalAnaesthetic],
            conditions: vec![HealthCondition::Keloid, HealthCondition::Pregnancy],
            previous_treatment: Some(PreviousTreatment::Drained),
            other_medicines: true,
        };
        let got = flags_to_string(&flags(&input));
        assert_eq!(
            got,
            "anticoagulant,antiplatelet,anaesthetic_allergy,pregnant,medicine_to_check,latex_allergy,keloid,treated_before"
        );
        assert_eq!(flags_to_string(&flags_from_str(&got)), got);
    }

    #[test]
    fn every_visit_kind_has_a_tumour() {
        for kind in VisitKind::ALL {
            assert!(TumorType::ALL.iter().any(|t| VisitKind::of(*t) == *kind));
        }
    }
}
