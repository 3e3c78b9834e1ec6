//! The OpenAPI 3 document (`/api/openapi.json`). Request bodies are described by doc-only mirrors of
//! `clinic-core`'s request types (the core stays free of server dependencies).
#![allow(dead_code)]

use serde::Serialize;
use utoipa::{OpenApi, ToSchema};

/// A booking as submitted.
#[derive(ToSchema)]
#[schema(as = BookingRequest)]
#[serde(rename_all = "camelCase")]
pub struct BookingRequestDoc {
    name: String,
    phone: String,
    email: String,
    #[schema(pattern = "^(taipei|kaohsiung)$")]
    branch: String,
    #[schema(example = "2026-12-01")]
    preferred_date: String,
    #[schema(example = "10:30")]
    preferred_time: String,
    #[schema(pattern = "^(lipoma|cyst|skin_tumor|mole|other)$")]
    tumor_type: String,
    location: Option<String>,
    size: Option<String>,
    message: Option<String>,
    terms_accepted: bool,
    #[schema(example = "en")]
    lang: String,
}

/// 201 of a booking.
#[derive(ToSchema, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BookingCreated {
    #[schema(example = "K7XP-3M9Q-T2")]
    confirmation_code: String,
    status: String,
    branch: String,
    preferred_date: String,
    preferred_time: String,
}

/// A booking's status.
#[derive(ToSchema, Serialize)]
#[schema(as = BookingStatus)]
#[serde(rename_all = "camelCase")]
pub struct BookingStatusDoc {
    confirmation_code: String,
    #[schema(pattern = "^(pending|confirmed|cancelled|completed)$")]
    status: String,
    branch: String,
    preferred_date: String,
    preferred_time: String,
}

/// 200 of a cancellation.
#[derive(ToSchema, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BookingCancelled {
    confirmation_code: String,
    status: String,
}

/// An inquiry as submitted.
#[derive(ToSchema)]
#[schema(as = InquiryRequest)]
#[serde(rename_all = "camelCase")]
pub struct InquiryRequestDoc {
    name: String,
    email: String,
    phone: Option<String>,
    subject: String,
    message: String,
    #[schema(pattern = "^(general|booking|international|assessment)$")]
    inquiry_type: String,
    lang: String,
}

/// 201 of an inquiry.
#[derive(ToSchema, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InquiryCreated {
    id: String,
    #[serde(rename = "receivedAt")]
    received_at: String,
}

/// The multipart body of an assessment.
#[derive(ToSchema)]
#[schema(as = AssessmentUpload)]
pub struct AssessmentUploadDoc {
    /// JSON: size, location, duration, patientAge, symptoms[], previousTreatment?, medicalHistory?,
    /// email?, termsAccepted, lang.
    data: String,
    /// 0–5 JPEG/PNG photos, ≤ 10 MB each.
    #[schema(value_type = Vec<String>, format = Binary)]
    images: Option<Vec<String>>,
}

/// Cost range.
#[derive(ToSchema, Serialize)]
pub struct CostDoc {
    currency: String,
    min: u64,
    max: u64,
}

/// The triage result.
#[derive(ToSchema, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AssessmentResultDoc {
    #[schema(pattern = "^(high|medium|low)$")]
    urgency: String,
    recommended_treatment: String,
    estimated_cost: CostDoc,
    cost_note: String,
    next_steps: Vec<String>,
}

/// 201 of an assessment.
#[derive(ToSchema, Serialize)]
pub struct AssessmentCreated {
    id: String,
    result: AssessmentResultDoc,
}

/// One field problem.
#[derive(ToSchema, Serialize)]
pub struct FieldErrorDoc {
    field: String,
    code: String,
    params: std::collections::BTreeMap<String, i64>,
}

/// The error body.
#[derive(ToSchema, Serialize)]
pub struct ErrorInner {
    code: String,
    message: String,
    fields: Vec<FieldErrorDoc>,
}

/// Every error: `{"error": {...}}`.
#[derive(ToSchema, Serialize)]
#[schema(as = Error)]
pub struct ErrorDoc {
    error: ErrorInner,
}

/// The document.
#[derive(OpenApi)]
#[openapi(
    info(title = "Clinic API", version = "1.0.0", description = "Bookings, inquiries, self-assessments and search; the staff API under /api/admin."),
    paths(
        crate::routes::bookings::create,
        crate::routes::bookings::status,
        crate::routes::bookings::cancel,
        crate::routes::bookings::calendar,
        crate::routes::availability::availability,
        crate::routes::inquiries::create,
        crate::routes::assessments::create,
        crate::routes::search::search,
        crate::routes::health::healthz,
        crate::routes::health::readyz,
        crate::routes::admin_auth::sign_in,
        crate::routes::admin_auth::sign_in_code,
        crate::routes::admin_auth::me,
        crate::routes::admin_auth::logout,
        crate::routes::admin_auth::logout_all,
        crate::routes::admin_users::list,
        crate::routes::admin_users::create,
        crate::routes::admin_users::change,
        crate::routes::admin_audit::list,
        crate::routes::admin_audit::export,
    ),
    components(schemas(
        BookingRequestDoc,
        BookingCreated,
        BookingStatusDoc,
        BookingCancelled,
        InquiryRequestDoc,
        InquiryCreated,
        AssessmentUploadDoc,
        AssessmentCreated,
        AssessmentResultDoc,
        CostDoc,
        ErrorDoc,
        ErrorInner,
        FieldErrorDoc,
        crate::staff::Role,
        crate::staff::wire::SignInRequest,
        crate::staff::wire::SignInNext,
        crate::staff::wire::CodeRequest,
        crate::staff::wire::SessionUser,
        crate::staff::wire::SignedIn,
        crate::staff::wire::Me,
        crate::staff::wire::StaffAccount,
        crate::staff::wire::UserList,
        crate::staff::wire::CreateUserRequest,
        crate::staff::wire::UserChanged,
        crate::staff::wire::AuditItem,
        crate::staff::wire::AuditPage,
    )),
    modifiers(&StaffSession)
)]
pub struct ApiDoc;

/// The staff session cookie as a security scheme (`/api/admin/*`; changes also need `X-CSRF-Token`).
struct StaffSession;

impl utoipa::Modify for StaffSession {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                "clinic_session",
                "Set by POST /api/admin/session/totp (named __Host-clinic_session over TLS). Every POST also \
                 needs the header X-CSRF-Token from the sign-in answer or GET /api/admin/me, from our origin.",
            ))),
        );
    }
}

/// The document as JSON.
pub fn json() -> String {
    let mut doc = ApiDoc::openapi();
    doc.merge(crate::routes::admin_inbox::InboxApiDoc::openapi());
    doc.to_json().unwrap_or_else(|_| "{}".into())
}
