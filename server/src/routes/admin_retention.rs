//! Retention for admins (issue 13 point 7, docs/retention.md): the periods in force, and erasing one
//! patient's data across all submissions on request. Erasure has two steps: a preview that counts
//! what would go, then the erasure itself, which must repeat the contact as confirmation. Both are
//! audited (the preview too: it tells whether someone is a patient); neither entry holds the contact.

use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::audit::{self, AuditEntry};
use crate::storage::now_ms;
use crate::storage::retention::{Contact, Removed};
use crate::tasks::retention::{self, Periods, Requester};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use clinic_core::validate::FieldError;
use serde::Deserialize;
use serde_json::json;

/// The routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/retention", get(periods))
        .route("/api/admin/erasure/preview", post(preview))
        .route("/api/admin/erasure", post(erase))
}

/// Whom to erase: exactly one of `email` and `phone`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ErasureRequest {
    /// The patient's e-mail address, any case.
    pub email: Option<String>,
    /// The patient's phone number, any spelling (compared by its digits).
    pub phone: Option<String>,
    /// The erasure itself: the same e-mail or phone typed again (ignored by the preview).
    pub confirmation: Option<String>,
}

fn problem(field: &str, code: &str) -> AppError {
    AppError::Validation(vec![FieldError::new(field, code)])
}

fn given(v: &Option<String>) -> Option<&str> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

/// The contact the request names, or a clear 422.
fn contact_of(r: &ErasureRequest) -> Result<Contact, AppError> {
    match (given(&r.email), given(&r.phone)) {
        (Some(_), Some(_)) => Err(problem("phone", "one_of")),
        (None, None) => Err(problem("email", "required")),
        (Some(e), None) => Contact::email(e).ok_or_else(|| problem("email", "format")),
        (None, Some(p)) => Contact::phone(p).ok_or_else(|| problem("phone", "format")),
    }
}

fn requester(staff: &Staff) -> Requester {
    Requester {
        actor_id: Some(staff.user_id.clone()),
        actor_email: staff.email.clone(),
        ip: staff.ip.clone(),
        via: "dashboard",
    }
}

/// How long closed submissions keep their personal data (set by the server's environment).
#[utoipa::path(get, path = "/api/admin/retention", tag = "admin-retention", security(("session" = [])),
    responses((status = 200, body = Periods), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin", body = crate::http::error::ErrorBody)))]
pub async fn periods(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    staff.require_admin()?;
    answer::json(StatusCode::OK, &app.config.retention)
}

/// Counts what erasing this patient would empty, changing nothing.
#[utoipa::path(post, path = "/api/admin/erasure/preview", tag = "admin-retention", security(("session" = [])),
    request_body = ErasureRequest,
    responses((status = 200, body = Removed), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin, or csrf", body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn preview(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<ErasureRequest>,
) -> Result<Response, AppError> {
    staff.require_admin()?;
    let contact = contact_of(&body.value)?;
    let counts = retention::erase_preview(&app.db, &contact).await?;
    let (actor_id, actor_email, ip) = (staff.user_id.clone(), staff.email.clone(), staff.ip.clone());
    let detail = json!({ "by": contact.kind(), "found": counts });
    app.writer
        .transact(move |conn| {
            Box::pin(async move {
                audit::append(
                    conn,
                    &AuditEntry {
                        actor_id: Some(&actor_id),
                        actor_email: &actor_email,
                        action: "patient.erase_preview",
                        target_kind: "",
                        target_id: "",
                        ip: &ip,
                        detail,
                    },
                )
                .await
            })
        })
        .await?;
    answer::json(StatusCode::OK, &counts)
}

/// Erases the patient's personal data across every submission: photos deleted, names, contacts and
/// free text emptied, their open bookings cancelled (seats freed). The counts stay for the charts.
#[utoipa::path(post, path = "/api/admin/erasure", tag = "admin-retention", security(("session" = [])),
    request_body = ErasureRequest,
    responses((status = 200, body = Removed), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin, or csrf", body = crate::http::error::ErrorBody),
        (status = 422, description = "no contact, or `confirmation` does not repeat it", body = crate::http::error::ErrorBody)))]
pub async fn erase(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<ErasureRequest>,
) -> Result<Response, AppError> {
    staff.require_admin()?;
    let contact = contact_of(&body.value)?;
    let confirmed = given(&body.value.confirmation).and_then(|c| match &contact {
        Contact::Email(_) => Contact::email(c),
        Contact::Phone(_) => Contact::phone(c),
    });
    if confirmed.as_ref() != Some(&contact) {
        return Err(problem("confirmation", "mismatch"));
    }
    let removed = retention::erase(&app.db, &app.writer, &app.uploads, &contact, &requester(&staff), now_ms()).await?;
    answer::json(StatusCode::OK, &removed)
}
