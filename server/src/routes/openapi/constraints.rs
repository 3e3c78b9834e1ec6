//! The request schemas' closed choices and required fields, written into the OpenAPI document from
//! the core's own lists and limits (issue 29: generated bodies rarely reached the logic because the
//! schemas did not say what the core accepts). Only what the core checks exactly is stated: a choice
//! compared to the wire names as sent, a number range, a field reported `required` when missing.
//! Lengths and dates are left out, as the core trims before it counts or parses them, so a schema
//! bound would not be the core's bound.

use clinic_core::lang::Locale;
use clinic_core::model::{Branch, InquiryType, TumorType};
use clinic_core::validate::MAX_COMPANIONS;
use serde_json::{json, Value};

fn choices<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> Value {
    json!({ "type": "string", "enum": all.iter().map(|c| name(*c)).collect::<Vec<_>>() })
}

/// Sets `properties.<field>` of the schema `schema` to `value` (kept where the field is absent).
fn set(doc: &mut Value, schema: &str, field: &str, value: Value) {
    if let Some(p) = doc.pointer_mut(&format!("/components/schemas/{schema}/properties/{field}")) {
        let description = p.get("description").cloned();
        *p = value;
        if let (Some(d), Some(obj)) = (description, p.as_object_mut()) {
            obj.insert("description".into(), d);
        }
    }
}

fn require(doc: &mut Value, schema: &str, fields: &[&str]) {
    if let Some(s) = doc.pointer_mut(&format!("/components/schemas/{schema}")).and_then(|s| s.as_object_mut()) {
        s.insert("required".into(), json!(fields));
    }
}

/// Writes the constraints into the document.
pub fn apply(doc: &mut Value) {
    let branch = choices(Branch::ALL, Branch::as_str);
    let tumor = choices(TumorType::ALL, TumorType::as_str);
    let lang = choices(&Locale::SITE, Locale::tag);
    for schema in ["BookingRequest", "WaitlistRequest"] {
        set(doc, schema, "branch", branch.clone());
        set(doc, schema, "tumorType", tumor.clone());
        set(doc, schema, "lang", lang.clone());
        set(doc, schema, "termsAccepted", json!({ "type": "boolean", "enum": [true] }));
    }
    set(
        doc,
        "BookingRequest",
        "companions",
        json!({ "type": ["integer", "null"], "minimum": 0, "maximum": MAX_COMPANIONS }),
    );
    require(
        doc,
        "BookingRequest",
        &["name", "phone", "email", "branch", "preferredDate", "preferredTime", "tumorType", "termsAccepted", "lang"],
    );
    set(doc, "InquiryRequest", "inquiryType", choices(InquiryType::ALL, InquiryType::as_str));
    set(doc, "InquiryRequest", "lang", lang);
}
