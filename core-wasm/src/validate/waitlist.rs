//! The waitlist: a patient whose slot or day is full asks to be offered a seat that frees up on that
//! day at that branch (issue 13 point 5). The booking form sends what the patient already typed.

use super::booking::{check_date, check_slot};
use super::rules::{self, name_script_ok};
use super::{collect, FieldError};
use crate::date::{Date, TimeOfDay};
use crate::hours;
use crate::lang::Locale;
use crate::model::{Branch, Email, PersonName, PhoneNumber, TumorType};
use serde::{Deserialize, Serialize};
use validator::Validate;

/// A request to join the waitlist, exactly as submitted. `preferredTime` is optional: without it any
/// seat of the day will do.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(any(test, feature = "ts"), ts(optional_fields))]
#[derive(Debug, Clone, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct WaitlistRequest {
    #[validate(custom(function = "rules::person_name"))]
    pub name: String,
    #[validate(custom(function = "rules::required_phone"))]
    pub phone: String,
    #[validate(custom(function = "rules::required_email"))]
    pub email: String,
    #[validate(custom(function = "branch_rule"))]
    pub branch: String,
    #[cfg_attr(feature = "openapi", schema(example = "2026-12-01"))]
    pub preferred_date: String,
    #[cfg_attr(feature = "openapi", schema(example = "10:30"))]
    pub preferred_time: Option<String>,
    /// What the seat is for: the booking made from an accepted offer needs it.
    #[validate(custom(function = "tumor_type_rule"))]
    pub tumor_type: String,
    #[validate(custom(function = "rules::accepted"))]
    pub terms_accepted: bool,
    #[validate(custom(function = "rules::site_lang"))]
    #[cfg_attr(feature = "openapi", schema(example = "zh-TW"))]
    pub lang: String,
}

fn branch_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| Branch::parse(s).is_some())
}
fn tumor_type_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| TumorType::parse(s).is_some())
}

/// The fields in the order the form shows them (problems are listed in this order).
pub const WAITLIST_FIELDS: &[&str] =
    &["name", "phone", "email", "branch", "preferredDate", "preferredTime", "tumorType", "termsAccepted", "lang"];

/// A waitlist request that passed every rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Waitlist {
    pub name: PersonName,
    pub phone: PhoneNumber,
    pub email: Email,
    pub branch: Branch,
    pub date: Date,
    /// `None`: any slot of the day.
    pub time: Option<TimeOfDay>,
    pub tumor_type: TumorType,
    pub lang: Locale,
}

/// Checks a waitlist request: the booking's rules for who and what, and for when either a whole open
/// day (date rules) or one slot (slot rules).
pub fn validate_waitlist(req: &WaitlistRequest, now_ms: i64) -> Result<Waitlist, Vec<FieldError>> {
    validate_waitlist_in(&hours::CLINIC, req, now_ms)
}

/// [`validate_waitlist`] with the opening hours the clinic publishes.
pub fn validate_waitlist_in(
    hours: &hours::OpeningHours,
    req: &WaitlistRequest,
    now_ms: i64,
) -> Result<Waitlist, Vec<FieldError>> {
    let derived = req.validate();
    let lang = Locale::from_exact_tag(&req.lang).filter(|l| l.is_site());
    let mut extra = Vec::new();
    if let Some(l) = lang {
        if !req.name.trim().is_empty() && !name_script_ok(l, &req.name) {
            extra.push(FieldError::new("name", "format"));
        }
    }
    let wanted_time = req.preferred_time.as_deref().map(str::trim).filter(|t| !t.is_empty());
    let (date, time) = match wanted_time {
        Some(t) => {
            let (d, t) = check_slot(hours, &req.preferred_date, t, now_ms, &mut extra);
            (d, Some(t))
        }
        None => (check_date(hours, &req.preferred_date, now_ms, &mut extra), None),
    };
    let errors = collect(WAITLIST_FIELDS, derived, extra);
    if !errors.is_empty() {
        return Err(errors);
    }
    let parsed = (|| {
        Some(Waitlist {
            name: PersonName(req.name.trim().to_string()),
            phone: PhoneNumber { display: req.phone.trim().to_string(), digits: rules::phone_digits(&req.phone) },
            email: Email(req.email.trim().to_string()),
            branch: Branch::parse(&req.branch)?,
            date: date?,
            // A time was given and checked (then it is Some), or none was given.
            time: match time {
                Some(t) => Some(t?),
                None => None,
            },
            tumor_type: TumorType::parse(&req.tumor_type)?,
            lang: lang?,
        })
    })();
    parsed.ok_or_else(|| vec![FieldError::new("lang", "format")])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Saturday 2026-11-21 09:00 in Taipei.
    const NOW: i64 = 1_795_222_800_000;

    fn valid() -> WaitlistRequest {
        WaitlistRequest {
            name: "Maya Haddad".into(),
            phone: "+886 912 345 678".into(),
            email: "maya@example.com".into(),
            branch: "kaohsiung".into(),
            preferred_date: "2026-11-23".into(),
            tumor_type: "cyst".into(),
            terms_accepted: true,
            lang: "en".into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_whole_day_is_enough() {
        let w = validate_waitlist(&valid(), NOW).unwrap();
        assert_eq!((w.date.to_string(), w.time), ("2026-11-23".to_string(), None));
    }

    #[test]
    fn a_time_must_be_a_slot_of_that_day() {
        let req = WaitlistRequest { preferred_time: Some("21:00".into()), ..valid() };
        let errs = validate_waitlist(&req, NOW).unwrap_err();
        assert_eq!((errs[0].field.as_str(), errs[0].code.as_str()), ("preferredTime", "time_outside_hours"));
        let ok = WaitlistRequest { preferred_time: Some("10:30".into()), ..valid() };
        assert_eq!(validate_waitlist(&ok, NOW).unwrap().time.map(|t| t.to_string()), Some("10:30".into()));
    }

    #[test]
    fn a_closed_day_cannot_be_waited_for() {
        let req = WaitlistRequest { preferred_date: "2026-11-22".into(), ..valid() };
        let errs = validate_waitlist(&req, NOW).unwrap_err();
        assert_eq!(errs[0].code, "date_closed");
    }
}
