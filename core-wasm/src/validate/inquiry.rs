//! The contact inquiry form.

use super::rules::{self, name_script_ok};
use super::{collect, FieldError};
use crate::lang::Locale;
use crate::model::{Email, InquiryType, PersonName, PhoneNumber};
use serde::{Deserialize, Serialize};
use validator::Validate;

/// An inquiry exactly as submitted (docs/public-api.md).
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(any(test, feature = "ts"), ts(optional_fields))]
#[derive(Debug, Clone, Default, Serialize, Deserialize, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct InquiryRequest {
    #[validate(custom(function = "rules::person_name"))]
    pub name: String,
    #[validate(custom(function = "rules::required_email"))]
    pub email: String,
    #[validate(custom(function = "rules::optional_phone"))]
    pub phone: Option<String>,
    #[validate(custom(function = "subject_rule"))]
    pub subject: String,
    #[validate(custom(function = "message_rule"))]
    pub message: String,
    #[validate(custom(function = "inquiry_type_rule"))]
    pub inquiry_type: String,
    /// The privacy notice read and accepted. Optional so that clients written before it keep
    /// working (docs/decisions.md); `false` is refused, and the form always sends it.
    #[validate(custom(function = "rules::accepted"))]
    pub terms_accepted: Option<bool>,
    #[validate(custom(function = "rules::site_lang"))]
    #[cfg_attr(feature = "openapi", schema(example = "zh-TW"))]
    pub lang: String,
}

fn subject_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::text(v, 2, 150, false)
}
fn message_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::text(v, 10, 5000, true)
}
fn inquiry_type_rule(v: &str) -> Result<(), validator::ValidationError> {
    rules::choice(v, |s| InquiryType::parse(s).is_some())
}

/// The fields in the order the form shows them (problems are listed in this order).
pub const INQUIRY_FIELDS: &[&str] =
    &["name", "email", "phone", "inquiryType", "subject", "message", "termsAccepted", "lang"];

/// An inquiry that passed every rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Inquiry {
    pub name: PersonName,
    pub email: Email,
    pub phone: Option<PhoneNumber>,
    pub subject: String,
    pub message: String,
    pub inquiry_type: InquiryType,
    /// Whether the sender accepted the privacy notice (only clients older than the notice omit it).
    pub terms_accepted: bool,
    pub lang: Locale,
}

/// Checks an inquiry against every rule.
pub fn validate_inquiry(req: &InquiryRequest) -> Result<Inquiry, Vec<FieldError>> {
    let derived = req.validate();
    let lang = Locale::from_exact_tag(&req.lang).filter(|l| l.is_site());
    let mut extra = Vec::new();
    if let Some(l) = lang {
        if !req.name.trim().is_empty() && !name_script_ok(l, &req.name) {
            extra.push(FieldError::new("name", "format"));
        }
    }
    let errors = collect(INQUIRY_FIELDS, derived, extra);
    if !errors.is_empty() {
        return Err(errors);
    }
    let phone = req.phone.as_deref().map(str::trim).filter(|p| !p.is_empty());
    match (lang, InquiryType::parse(&req.inquiry_type)) {
        (Some(lang), Some(inquiry_type)) => Ok(Inquiry {
            name: PersonName(req.name.trim().to_string()),
            email: Email(req.email.trim().to_string()),
            phone: phone.map(|p| PhoneNumber { display: p.to_string(), digits: rules::phone_digits(p) }),
            subject: req.subject.trim().to_string(),
            message: req.message.trim().to_string(),
            inquiry_type,
            terms_accepted: req.terms_accepted == Some(true),
            lang,
        }),
        _ => Err(vec![FieldError::new("lang", "invalid_choice")]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_text_is_accepted_verbatim_in_the_message() {
        let req = InquiryRequest {
            name: "Robert Tables".into(),
            email: "bobby@example.com".into(),
            subject: "'; DROP TABLE inquiries; --".into(),
            message: "<script>alert(1)</script> \u{202E}gnp.exe 𝒜😀 مرحبا".into(),
            inquiry_type: "general".into(),
            lang: "en".into(),
            ..Default::default()
        };
        let ok = validate_inquiry(&req).unwrap();
        assert_eq!(ok.message, req.message);
    }

    #[test]
    fn a_refused_notice_is_terms_required_and_an_omitted_one_is_an_older_client() {
        let req = InquiryRequest {
            name: "Ana Ruiz".into(),
            email: "ana@example.com".into(),
            subject: "Consulta".into(),
            message: "Quisiera saber más sobre la cirugía.".into(),
            inquiry_type: "general".into(),
            lang: "es".into(),
            ..Default::default()
        };
        assert!(!validate_inquiry(&req).expect("older clients send no termsAccepted").terms_accepted);
        let refused = InquiryRequest { terms_accepted: Some(false), ..req.clone() };
        let errs = validate_inquiry(&refused).unwrap_err();
        assert_eq!((errs[0].field.as_str(), errs[0].code.as_str()), ("termsAccepted", "terms_required"));
        let accepted = InquiryRequest { terms_accepted: Some(true), ..req };
        assert!(validate_inquiry(&accepted).expect("valid").terms_accepted);
    }

    #[test]
    fn short_message_reports_its_minimum() {
        let req = InquiryRequest { message: "hi".into(), ..Default::default() };
        let errs = validate_inquiry(&req).unwrap_err();
        let m = errs.iter().find(|e| e.field == "message").unwrap();
        assert_eq!((m.code.as_str(), m.params.get("min")), ("min_length", Some(&10)));
    }
}
