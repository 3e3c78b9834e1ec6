//! Contact-form inquiries.

use super::answer::{self, InquiryBody};
use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::JsonBody;
use crate::http::idempotency;
use crate::state::AppState;
use crate::storage::job::Job;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use clinic_core::validate::{validate_inquiry, InquiryRequest};

/// Receives an inquiry.
#[utoipa::path(post, path = "/api/inquiries", tag = "inquiries", operation_id = "createInquiry",
    request_body = InquiryRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    responses((status = 201, body = InquiryBody), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 413, body = ErrorBody),
        (status = 415, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody),
        (status = 503, description = "unavailable: the database is down or its disk full; nothing stored (Retry-After)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn create(
    State(app): State<AppState>,
    headers: HeaderMap,
    body: JsonBody<InquiryRequest>,
) -> Result<Response, AppError> {
    let idem = idempotency::from_headers(&headers, "POST /api/inquiries", &[&body.raw])?;
    let inquiry = match validate_inquiry(&body.value) {
        Ok(inquiry) => inquiry,
        Err(problems) => {
            let written = idempotency::replay_or(&app.db, idem.as_ref(), AppError::Validation(problems)).await?;
            return answer::done(written.done);
        }
    };
    let notify_staff = app.config.staff_emails.for_branch(None).is_some();
    answer::done(app.writer.submit(Job::Inquiry { inquiry, notify_staff }, idem).await?.done)
}
