//! The questions' multipart bodies: the page's own form (`POST /forms/intake`: text fields, lists as
//! repeated fields, an optional file `photo`) and `POST /api/intake` (part `data`, the answers as
//! JSON, and `photo`). Read within limits part by part, like the assessment's photos: a body that
//! says it is too large is refused before a byte is read, and the bytes count against the client's
//! upload budget.

use super::{PhotoPart, INTAKE_LIMIT};
use crate::http::error::AppError;
use crate::routes::assessments::{charge, multipart_error, read_part};
use crate::routes::plain_forms::same_site;
use crate::routes::JSON_LIMIT;
use crate::state::AppState;
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::header;
use clinic_core::lang::Locale;
use clinic_core::validate::{FieldError, IntakeRequest, PhotoMeta, MAX_PHOTO_BYTES};
use std::net::IpAddr;

/// Most parts a body may have: the form has about sixty at most (every listed medicine ticked).
const MAX_PARTS: usize = 200;
/// Largest text field of the form (a note is at most 500 characters).
const MAX_TEXT_PART: usize = 8 * 1024;

/// A body's parts: text fields in order, and the photo.
pub(crate) struct Parts {
    fields: Vec<(String, String)>,
    pub photo: Option<PhotoPart>,
}

impl Parts {
    /// A field's last value (`""` when absent).
    pub fn text(&self, name: &str) -> String {
        self.fields.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.clone()).unwrap_or_default()
    }

    fn all(&self, name: &str) -> Vec<String> {
        self.fields.iter().filter(|(n, _)| n == name).map(|(_, v)| v.clone()).collect()
    }

    fn optional(&self, name: &str) -> Option<String> {
        Some(self.text(name)).filter(|v| !v.trim().is_empty())
    }

    /// A checkbox counts as ticked when the browser sent it at all.
    pub fn ticked(&self, name: &str) -> bool {
        self.fields.iter().any(|(n, v)| n == name && !v.is_empty())
    }

    /// The form's answers as the core reads them, in the page's language.
    pub fn request(&self, lang: Locale) -> IntakeRequest {
        IntakeRequest {
            medicines: self.all("medicines"),
            other_medicines: self.optional("otherMedicines"),
            no_medicines: self.ticked("noMedicines"),
            allergies: self.all("allergies"),
            other_allergy: self.optional("otherAllergy"),
            no_allergies: self.ticked("noAllergies"),
            conditions: self.all("conditions"),
            no_conditions: self.ticked("noConditions"),
            previous_treatment: self.optional("previousTreatment"),
            previous_treatment_note: self.optional("previousTreatmentNote"),
            emergency_name: self.optional("emergencyName"),
            emergency_phone: self.optional("emergencyPhone"),
            emergency_relation: self.optional("emergencyRelation"),
            health_data_consent: self.ticked("healthDataConsent"),
            lang: lang.tag().to_string(),
        }
    }
}

/// Refuses a body that declares more than the limit, and charges a declared length to the client's
/// upload budget at once; `true` when the body has no declared length and is charged as it arrives.
pub(super) fn charge_declared(app: &AppState, req: &Request, client: IpAddr) -> Result<bool, AppError> {
    let declared =
        req.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    match declared {
        Some(len) if len > INTAKE_LIMIT as u64 => Err(AppError::TooLarge),
        Some(len) => charge(app, client, len).map(|()| false),
        None => Ok(true),
    }
}

/// Reads every part within the limits. An empty file part (a file input left empty) is no photo.
pub(super) async fn read(multipart: &mut Multipart, charge_to: Option<(&AppState, IpAddr)>) -> Result<Parts, AppError> {
    let mut parts = Parts { fields: Vec::new(), photo: None };
    let mut count = 0usize;
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        count += 1;
        if count > MAX_PARTS {
            return Err(AppError::Malformed("too many form parts".into()));
        }
        let name = field.name().unwrap_or("").to_string();
        if name == "photo" {
            let (bytes, total) = read_part(&mut field, MAX_PHOTO_BYTES as usize + 1, charge_to).await?;
            if total == 0 {
                continue;
            }
            if parts.photo.is_some() {
                return Err(AppError::Validation(vec![FieldError::new("photo", "too_many_files").with("max", 1)]));
            }
            let head = bytes[..bytes.len().min(16)].to_vec();
            let keep = total <= MAX_PHOTO_BYTES;
            parts.photo =
                Some(PhotoPart { bytes: if keep { bytes } else { Vec::new() }, meta: PhotoMeta { size: total, head } });
            continue;
        }
        let cap = if name == "data" { JSON_LIMIT } else { MAX_TEXT_PART };
        let (bytes, total) = read_part(&mut field, cap + 1, charge_to).await?;
        if total as usize > cap {
            return Err(AppError::TooLarge);
        }
        let text = String::from_utf8(bytes).map_err(|_| AppError::Malformed(format!("{name} is not UTF-8")))?;
        parts.fields.push((name, text));
    }
    Ok(parts)
}

/// The page's own form post: multipart from this site only (403 for another site's), read whole.
pub(super) async fn read_form_post(app: &AppState, req: Request) -> Result<Parts, AppError> {
    let kind = req.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    if !kind.trim_start().to_ascii_lowercase().starts_with("multipart/form-data") {
        return Err(AppError::UnsupportedMediaType);
    }
    if !same_site(req.headers()) {
        return Err(AppError::Forbidden);
    }
    let client = crate::http::ratelimit::client_ip(&req);
    let as_it_arrives = charge_declared(app, &req, client)?;
    let mut multipart = Multipart::from_request(req, app).await.map_err(|r| AppError::Malformed(r.body_text()))?;
    read(&mut multipart, as_it_arrives.then_some((app, client))).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(fields: &[(&str, &str)]) -> Parts {
        Parts { fields: fields.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect(), photo: None }
    }

    #[test]
    fn repeated_fields_are_lists_and_empty_text_is_no_answer() {
        let p = parts(&[
            ("medicines", "warfarin"),
            ("medicines", "apixaban"),
            ("otherMedicines", "  "),
            ("noAllergies", "on"),
            ("emergencyName", "林美華"),
        ]);
        let r = p.request(Locale::Ar);
        assert_eq!(r.medicines, ["warfarin", "apixaban"]);
        assert_eq!(r.other_medicines, None);
        assert!(r.no_allergies && !r.no_medicines && !r.health_data_consent);
        assert_eq!(r.emergency_name.as_deref(), Some("林美華"));
        assert_eq!(r.lang, "ar");
    }
}
