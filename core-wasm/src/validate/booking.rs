//! The booking form: personal info, appointment info, tumour info.

use super::rules::{self, name_script_ok};
use super::{collect, FieldError};
use crate::date::{Date, TimeOfDay};
use crate::hours::{self, OpeningHours};
use crate::lang::Locale;
use crate::model::{Branch, Email, PersonName, PhoneNumber, TumorType};
use serde::{Deserialize, Serialize};
use validator::Validate;

/// A booking exactly as submitted (DESIGN §4). Missing fields default to empty so that they are
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
/// Longest location, size and message of a booking, in characters.
pub const LOCATION_MAX_CHARS: usize = 100;
pub const SIZE_MAX_CHARS: usize = 50;
pub const MESSAGE_MAX_CHARS: usize = 2000;

fn location_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, LOCATION_MAX_CHARS, false)
}
fn size_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, SIZE_MAX_CHARS, false)
}
fn message_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::optional_text(v, 1, MESSAGE_MAX_CHARS, true)
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
    "termsAccepted",
    "lang",
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
    pub lang: Locale,
}

/// Checks a booking against every rule, with `now_ms` (Unix milliseconds) as the present moment.
pub fn validate_booking(req: &BookingRequest, now_ms: i64) -> Result<Booking, Vec<FieldError>> {
    let derived = req.validate();
    let lang = Locale::from_exact_tag(&req.lang).filter(|l| l.is_site());
    let mut extra = Vec::new();
    if let Some(l) = lang {
        if !req.name.trim().is_empty() && !name_script_ok(l, &req.name) {
            extra.push(FieldError::new("name", "format"));
        }
    }
    let (date, time) = check_slot(&hours::CLINIC, &req.preferred_date, &req.preferred_time, now_ms, &mut extra);
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
            lang: lang?,
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
    fn the_horizon_is_180_days() {
        let r = BookingRequest { preferred_date: Date::clinic_today(NOW).add_days(181).to_string(), ..valid() };
        assert_eq!(codes(validate_booking(&r, NOW))[0].1, "date_too_far");
    }
}
