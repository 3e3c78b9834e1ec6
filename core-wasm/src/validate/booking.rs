//! The booking form: personal info, appointment info, tumour info.

use super::rules::{self, name_script_ok};
use super::{collect, FieldError};
use crate::date::{Date, TimeOfDay};
use crate::hours::{self, OpeningHours};
use crate::lang::Locale;
use crate::model::{Branch, Email, PersonName, PhoneNumber, TumorType};
use serde::{Deserialize, Serialize};
use validator::Validate;

/// A booking exactly as submitted (docs/public-api.md). Missing fields default to empty so that they are
/// reported as `required`, not as a malformed body.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(any(test, feature = "ts"), ts(optional_fields))]
#[derive(Debug, Clone, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct BookingRequest {
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
    pub preferred_time: String,
    #[validate(custom(function = "tumor_type_rule"))]
    pub tumor_type: String,
    #[validate(custom(function = "location_rule"))]
    pub location: Option<String>,
    #[validate(custom(function = "size_rule"))]
    pub size: Option<String>,
    #[validate(custom(function = "message_rule"))]
    pub message: Option<String>,
    /// The site language the patient would like an interpreter for (docs/public-api.md "Additions").
    #[validate(custom(function = "interpreter_rule"))]
    #[cfg_attr(feature = "openapi", schema(example = "en"))]
    pub interpreter: Option<String>,
    /// How many people come with the patient: 0 to [`MAX_COMPANIONS`].
    #[validate(custom(function = "companions_rule"))]
    pub companions: Option<i32>,
    #[validate(custom(function = "rules::accepted"))]
    pub terms_accepted: bool,
    #[validate(custom(function = "rules::site_lang"))]
    #[cfg_attr(feature = "openapi", schema(example = "zh-TW"))]
    pub lang: String,
    /// The patient's time zone as the browser names it (an IANA name such as `America/New_York`), so
    /// reminders can show the visit in their own time too. Optional; checked by shape only.
    #[validate(custom(function = "time_zone_rule"))]
    #[cfg_attr(feature = "openapi", schema(example = "America/New_York"))]
    pub time_zone: Option<String>,
}

fn branch_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| Branch::parse(s).is_some())
}
fn tumor_type_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| TumorType::parse(s).is_some())
}
/// Longest location, size and message of a booking, in characters.
pub const LOCATION_MAX_CHARS: usize = 100;
pub const SIZE_MAX_CHARS: usize = 50;
pub const MESSAGE_MAX_CHARS: usize = 2000;

/// Longest time zone name accepted (the longest IANA name is 32 characters).
pub const TIME_ZONE_MAX_CHARS: usize = 64;

fn time_zone_rule(v: &str) -> Result<(), validator::ValidationError> {
    if v.is_empty() || is_time_zone_name(v) {
        Ok(())
    } else {
        Err(validator::ValidationError::new("format"))
    }
}

/// Whether `name` has the shape of an IANA time zone name: `Area/Location` (more `/` parts allowed,
/// e.g. `America/Argentina/Buenos_Aires`), each part starting with a letter and made of ASCII
/// letters, digits, `_`, `-` and `+`, at most [`TIME_ZONE_MAX_CHARS`] in all; or `UTC`, which some
/// browsers report on machines set to it. The core carries no time zone database: whether the zone
/// exists is the server's business (an unknown one only means the reminder shows clinic time alone).
pub fn is_time_zone_name(name: &str) -> bool {
    if name == "UTC" {
        return true;
    }
    let parts: Vec<&str> = name.split('/').collect();
    name.len() <= TIME_ZONE_MAX_CHARS
        && parts.len() >= 2
        && parts.iter().all(|p| {
            p.starts_with(|c: char| c.is_ascii_alphabetic())
                && p.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '+'))
        })
}

fn location_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, LOCATION_MAX_CHARS, false)
}
fn size_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, SIZE_MAX_CHARS, false)
}
fn message_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, MESSAGE_MAX_CHARS, true)
}

/// Most companions a booking may announce (the waiting room's seats, docs/public-api.md).
pub const MAX_COMPANIONS: i32 = 5;

fn interpreter_rule(v: &str) -> Result<(), validator::ValidationError> {
    if v.trim().is_empty() {
        return Ok(());
    }
    rules::site_lang(v)
}
fn companions_rule(v: i32) -> Result<(), validator::ValidationError> {
    if (0..=MAX_COMPANIONS).contains(&v) {
        Ok(())
    } else {
        Err(rules::err("invalid_choice"))
    }
}

/// The fields in the order the form shows them (problems are listed in this order).
pub const BOOKING_FIELDS: &[&str] = &[
    "name",
    "phone",
    "email",
    "branch",
    "preferredDate",
    "preferredTime",
    "tumorType",
    "location",
    "size",
    "message",
    "interpreter",
    "companions",
    "termsAccepted",
    "lang",
    "timeZone",
];

/// A booking that passed every rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Booking {
    pub name: PersonName,
    pub phone: PhoneNumber,
    pub email: Email,
    pub branch: Branch,
    pub date: Date,
    pub time: TimeOfDay,
    pub tumor_type: TumorType,
    pub location: Option<String>,
    pub size: Option<String>,
    pub message: Option<String>,
    /// The language an interpreter should speak, when the patient asked for one.
    pub interpreter: Option<Locale>,
    /// People coming with the patient, when the patient said.
    pub companions: Option<u8>,
    pub lang: Locale,
    /// The patient's IANA time zone name, when the browser gave one.
    pub time_zone: Option<String>,
}

/// Checks a booking against every rule, with `now_ms` (Unix milliseconds) as the present moment and
/// the hours compiled in ([`hours::CLINIC`]).
pub fn validate_booking(req: &BookingRequest, now_ms: i64) -> Result<Booking, Vec<FieldError>> {
    validate_booking_in(&hours::CLINIC, req, now_ms)
}

/// [`validate_booking`] with the opening hours the clinic publishes.
pub fn validate_booking_in(
    hours: &OpeningHours,
    req: &BookingRequest,
    now_ms: i64,
) -> Result<Booking, Vec<FieldError>> {
    let derived = req.validate();
    let lang = Locale::from_exact_tag(&req.lang).filter(|l| l.is_site());
    let mut extra = Vec::new();
    if let Some(l) = lang {
        if !req.name.trim().is_empty() && !name_script_ok(l, &req.name) {
            extra.push(FieldError::new("name", "format"));
        }
    }
    let (date, time) = check_slot(hours, &req.preferred_date, &req.preferred_time, now_ms, &mut extra);
    let errors = collect(BOOKING_FIELDS, derived, extra);
    if !errors.is_empty() {
        return Err(errors);
    }
    // Every unwrap-free conversion below is guaranteed by the checks above; map failures to errors anyway.
    let parsed = (|| {
        Some(Booking {
            name: PersonName(req.name.trim().to_string()),
            phone: PhoneNumber { display: req.phone.trim().to_string(), digits: rules::phone_digits(&req.phone) },
            email: Email(req.email.trim().to_string()),
            branch: Branch::parse(&req.branch)?,
            date: date?,
            time: time?,
            tumor_type: TumorType::parse(&req.tumor_type)?,
            location: non_empty(&req.location),
            size: non_empty(&req.size),
            message: non_empty(&req.message),
            interpreter: match non_empty(&req.interpreter) {
                Some(tag) => Some(Locale::from_exact_tag(&tag)?),
                None => None,
            },
            companions: match req.companions {
                Some(n) => Some(u8::try_from(n).ok()?),
                None => None,
            },
            lang: lang?,
            time_zone: non_empty(&req.time_zone),
        })
    })();
    parsed.ok_or_else(|| vec![FieldError::new("lang", "format")])
}

fn non_empty(v: &Option<String>) -> Option<String> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string)
}

/// Date and time rules: a real date, not past, within the booking horizon, on an open day; a time on
/// a slot boundary inside opening hours and, today, not already past. Staff reschedules use them too.
pub fn check_slot(
    hours: &OpeningHours,
    date_s: &str,
    time_s: &str,
    now_ms: i64,
    out: &mut Vec<FieldError>,
) -> (Option<Date>, Option<TimeOfDay>) {
    let date = check_date(hours, date_s, now_ms, out);
    let time = if time_s.trim().is_empty() {
        out.push(FieldError::new("preferredTime", "required"));
        None
    } else {
        match TimeOfDay::parse(time_s) {
            Some(t) if t.minutes() % hours.slot_minutes == 0 => Some(t),
            _ => {
                out.push(FieldError::new("preferredTime", "format"));
                None
            }
        }
    };
    if let (Some(d), Some(t)) = (date, time) {
        match slot_is_bookable(hours, d, t, now_ms) {
            Ok(()) => return (date, time),
            Err(code) => out.push(FieldError::new("preferredTime", code)),
        }
        return (date, None);
    }
    (date, time)
}

/// Date rules alone: a real date, not past, within the booking horizon, on an open day. The waitlist,
/// which may name a day without a time, uses them too.
pub fn check_date(hours: &OpeningHours, date_s: &str, now_ms: i64, out: &mut Vec<FieldError>) -> Option<Date> {
    let today = Date::clinic_today(now_ms);
    if date_s.trim().is_empty() {
        out.push(FieldError::new("preferredDate", "required"));
        None
    } else {
        match Date::parse(date_s) {
            None => {
                out.push(FieldError::new("preferredDate", "format"));
                None
            }
            Some(d) if d < today => {
                out.push(FieldError::new("preferredDate", "date_past"));
                None
            }
            Some(d) if today.days_until(d) > hours.horizon_days as i32 => {
                out.push(FieldError::new("preferredDate", "date_too_far").with("max", hours.horizon_days as i64));
                None
            }
            Some(d) if hours.day(d).is_none() => {
                out.push(FieldError::new("preferredDate", "date_closed"));
                None
            }
            Some(d) => Some(d),
        }
    }
}

/// Whether a slot can still be booked at `now_ms`: inside opening hours, and not already begun.
/// Returns the validation code when it cannot.
pub fn slot_is_bookable(hours: &OpeningHours, date: Date, time: TimeOfDay, now_ms: i64) -> Result<(), &'static str> {
    let Some((opens, closes)) = hours.day(date) else { return Err("date_closed") };
    if time.minutes() < opens || time.minutes() + hours.slot_minutes > closes {
        return Err("time_outside_hours");
    }
    if date.clinic_unix_ms(time.minutes()) <= now_ms {
        return Err("date_past");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Saturday 2026-11-21 09:00 in Taipei.
    const NOW: i64 = 1_795_222_800_000;

    fn valid() -> BookingRequest {
        BookingRequest {
            name: "王小明".into(),
            phone: "0912-345-678".into(),
            email: "ming@example.com".into(),
            branch: "taipei".into(),
            preferred_date: "2026-11-23".into(),
            preferred_time: "10:30".into(),
            tumor_type: "lipoma".into(),
            terms_accepted: true,
            lang: "zh-TW".into(),
            ..Default::default()
        }
    }

    fn codes(r: Result<Booking, Vec<FieldError>>) -> Vec<(String, String)> {
        r.err().unwrap_or_default().into_iter().map(|e| (e.field, e.code)).collect()
    }

    #[test]
    fn now_constant_is_the_saturday_morning_it_claims() {
        assert_eq!(Date::clinic_today(NOW).to_string(), "2026-11-21");
    }

    #[test]
    fn a_complete_booking_passes() {
        let b = validate_booking(&valid(), NOW).unwrap();
        assert_eq!(b.date.to_string(), "2026-11-23");
        assert_eq!(b.phone.digits(), "0912345678");
    }

    #[test]
    fn an_empty_booking_reports_every_required_field_in_form_order() {
        let got = codes(validate_booking(&BookingRequest::default(), NOW));
        let fields: Vec<&str> = got.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            [
                "name",
                "phone",
                "email",
                "branch",
                "preferredDate",
                "preferredTime",
                "tumorType",
                "termsAccepted",
                "lang"
            ]
        );
        assert_eq!(got[7].1, "terms_required");
    }

    #[test]
    fn sunday_is_closed_and_saturday_closes_at_five() {
        let r = BookingRequest { preferred_date: "2026-11-22".into(), ..valid() };
        assert_eq!(codes(validate_booking(&r, NOW)), [("preferredDate".into(), "date_closed".into())]);
        let r = BookingRequest { preferred_date: "2026-11-28".into(), preferred_time: "17:00".into(), ..valid() };
        assert_eq!(codes(validate_booking(&r, NOW)), [("preferredTime".into(), "time_outside_hours".into())]);
    }

    #[test]
    fn a_slot_earlier_today_is_past() {
        let r = BookingRequest { preferred_date: "2026-11-21".into(), preferred_time: "10:00".into(), ..valid() };
        assert!(validate_booking(&r, NOW).is_ok());
        let later = NOW + 2 * 3_600_000;
        assert_eq!(codes(validate_booking(&r, later)), [("preferredTime".into(), "date_past".into())]);
    }

    #[test]
    fn a_time_zone_is_checked_by_shape_only() {
        for ok in ["America/New_York", "Asia/Taipei", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "UTC", ""] {
            let r = BookingRequest { time_zone: Some(ok.into()), ..valid() };
            assert!(validate_booking(&r, NOW).is_ok(), "{ok}");
        }
        for bad in ["New York", "America/", "/Taipei", "Asia//Taipei", "Asia/台北", "EST", "Asia/1Taipei"] {
            let r = BookingRequest { time_zone: Some(bad.into()), ..valid() };
            assert_eq!(codes(validate_booking(&r, NOW)), [("timeZone".into(), "format".into())], "{bad}");
        }
        let long = format!("Area/{}", "x".repeat(60));
        assert!(!is_time_zone_name(&long));
    }

    #[test]
    fn interpreter_and_companions_are_optional_and_kept() {
        let b = validate_booking(&valid(), NOW).unwrap();
        assert_eq!((b.interpreter, b.companions), (None, None));
        let r = BookingRequest { interpreter: Some("ar".into()), companions: Some(2), ..valid() };
        let b = validate_booking(&r, NOW).unwrap();
        assert_eq!((b.interpreter, b.companions), (Some(Locale::Ar), Some(2)));
        let r = BookingRequest { interpreter: Some(" ".into()), companions: Some(0), ..valid() };
        assert_eq!(validate_booking(&r, NOW).unwrap().interpreter, None);
    }

    #[test]
    fn an_interpreter_must_speak_a_site_language_and_companions_stay_within_five() {
        let r = BookingRequest { interpreter: Some("fr".into()), companions: Some(6), ..valid() };
        assert_eq!(
            codes(validate_booking(&r, NOW)),
            [("interpreter".into(), "invalid_choice".into()), ("companions".into(), "invalid_choice".into())]
        );
        let r = BookingRequest { companions: Some(-1), ..valid() };
        assert_eq!(codes(validate_booking(&r, NOW)), [("companions".into(), "invalid_choice".into())]);
    }

    #[test]
    fn the_horizon_is_180_days() {
        let r = BookingRequest { preferred_date: Date::clinic_today(NOW).add_days(181).to_string(), ..valid() };
        assert_eq!(codes(validate_booking(&r, NOW))[0].1, "date_too_far");
    }
}
