//! Contact-form inquiries.

use crate::error::AppError;
use crate::extract::{JsonBody, Reply};
use crate::idempotency;
use crate::state::AppState;
use crate::storage::writer::Job;
use axum::extract::State;
use axum::http::HeaderMap;
use clinic_core::validate::{validate_inquiry, InquiryRequest};

/// Receives an inquiry.
#[utoipa::path(post, path = "/api/inquiries", tag = "inquiries",
    request_body = crate::openapi::InquiryRequestDoc,
    params(("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    responses((status = 201, body = crate::openapi::InquiryCreated), (status = 400, body = crate::openapi::ErrorDoc),
        (status = 409, body = crate::openapi::ErrorDoc), (status = 413, body = crate::openapi::ErrorDoc),
        (status = 415, body = crate::openapi::ErrorDoc), (status = 422, body = crate::openapi::ErrorDoc),
        (status = 429, body = crate::openapi::ErrorDoc)))]
#[tracing::instrument(skip_all)]
pub async fn create(
    State(app): State<AppState>,
    headers: HeaderMap,
    body: JsonBody<InquiryRequest>,
) -> Result<Reply, AppError> {
    let idem = idempotency::from_headers(&headers, "POST /api/inquiries", &[&body.raw])?;
    let inquiry = match validate_inquiry(&body.value) {
        Ok(inquiry) => inquiry,
        Err(problems) => return idempotency::replay_or(&app.db, idem.as_ref(), AppError::Validation(problems)).await,
    };
    let notify_staff = app.config.staff_emails.for_branch(None).is_some();
    Ok(app.writer.submit(Job::Inquiry { inquiry, notify_staff }, idem).await?.reply)
}
