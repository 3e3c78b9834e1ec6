//! The online self-assessment: answers (JSON part `data`) and up to five photos (parts `images`),
//! re-checked with `clinic-core`, triaged, and stored whole or not at all.

use super::answer::{self, AssessmentBody};
use crate::error::{AppError, ErrorBody};
use crate::idempotency;
use crate::ids;
use crate::state::AppState;
use crate::storage::job::{Job, StoredPhoto};
use crate::uploads::{reencode, CleanupGuard};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, StatusCode};
use axum::response::Response;
use clinic_core::assess::triage;
use clinic_core::validate::{
    check_photos, validate_assessment, AssessmentRequest, FieldError, PhotoMeta, MAX_PHOTOS, MAX_PHOTO_BYTES,
};

/// The multipart body of a self-assessment, as the OpenAPI document describes it (the handler reads
/// the parts one by one, so this type only documents them).
#[derive(utoipa::ToSchema)]
pub struct AssessmentUpload {
    /// The answers, as JSON.
    pub data: AssessmentRequest,
    /// 0–5 JPEG/PNG photos, ≤ 10 MB each.
    #[schema(value_type = Option<Vec<String>>, format = Binary)]
    pub images: Option<Vec<Vec<u8>>>,
}

/// Largest `data` part.
const MAX_DATA_BYTES: usize = 64 * 1024;
/// Bytes of a photo kept for sniffing when it is refused anyway.
const HEAD_BYTES: usize = 16;

/// A photo part as received: its bytes (only kept while within limits) and what the rules need.
struct Part {
    bytes: Vec<u8>,
    meta: PhotoMeta,
}

fn multipart_error(e: axum::extract::multipart::MultipartError) -> AppError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        AppError::TooLarge
    } else {
        AppError::Malformed(e.body_text())
    }
}

/// Reads one part up to `cap` bytes; beyond that only the size is counted (the rest is drained).
async fn read_part(field: &mut axum::extract::multipart::Field<'_>, cap: usize) -> Result<(Vec<u8>, u64), AppError> {
    let mut buf = Vec::new();
    let mut total: u64 = 0;
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        total += chunk.len() as u64;
        if buf.len() < cap {
            let room = cap - buf.len();
            buf.extend_from_slice(&chunk[..chunk.len().min(room)]);
        }
    }
    Ok((buf, total))
}

/// Receives a self-assessment.
#[utoipa::path(post, path = "/api/assessments", tag = "assessments",
    request_body(content = AssessmentUpload, content_type = "multipart/form-data"),
    params(("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    responses((status = 201, body = AssessmentBody), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 413, body = ErrorBody),
        (status = 415, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn create(State(app): State<AppState>, req: Request) -> Result<Response, AppError> {
    let is_multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.trim().to_ascii_lowercase().starts_with("multipart/form-data"));
    if !is_multipart {
        return Err(AppError::UnsupportedMediaType);
    }
    let headers = req.headers().clone();
    let mut multipart = Multipart::from_request(req, &app).await.map_err(|r| AppError::Malformed(r.body_text()))?;

    let mut data: Option<Vec<u8>> = None;
    let mut parts: Vec<Part> = Vec::new();
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        match field.name() {
            Some("data") => {
                let (bytes, total) = read_part(&mut field, MAX_DATA_BYTES + 1).await?;
                if total as usize > MAX_DATA_BYTES {
                    return Err(AppError::TooLarge);
                }
                data = Some(bytes);
            }
            Some("images") | Some("images[]") => {
                // Past the count limit only the count matters; keep just enough to report it.
                let cap = if parts.len() < MAX_PHOTOS { MAX_PHOTO_BYTES as usize + 1 } else { HEAD_BYTES };
                let (bytes, total) = read_part(&mut field, cap).await?;
                let head = bytes[..bytes.len().min(HEAD_BYTES)].to_vec();
                let keep = total <= MAX_PHOTO_BYTES && parts.len() < MAX_PHOTOS;
                parts
                    .push(Part { bytes: if keep { bytes } else { Vec::new() }, meta: PhotoMeta { size: total, head } });
            }
            // Unknown parts are drained and ignored.
            _ => {
                read_part(&mut field, 0).await?;
            }
        }
    }

    let raw_data = data.unwrap_or_default();
    let mut fingerprint_parts: Vec<&[u8]> = vec![&raw_data];
    fingerprint_parts.extend(parts.iter().map(|p| p.bytes.as_slice()));
    let idem = idempotency::from_headers(&headers, "POST /api/assessments", &fingerprint_parts)?;
    if let Some(written) = idempotency::early_replay(&app.db, idem.as_ref()).await? {
        return answer::done(written.done);
    }

    if !raw_data.is_empty() && raw_data.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(AppError::Malformed("the data part must be a JSON object".into()));
    }
    let request: AssessmentRequest = if raw_data.is_empty() {
        AssessmentRequest::default()
    } else {
        serde_json::from_slice(&raw_data).map_err(|e| AppError::Malformed(e.to_string()))?
    };
    let metas: Vec<PhotoMeta> = parts.iter().map(|p| p.meta.clone()).collect();
    let assessment = validate_assessment(&request, check_photos(&metas)).map_err(AppError::Validation)?;

    // Decoding is CPU work; keep it off the async workers.
    let images: Vec<Vec<u8>> = parts.into_iter().map(|p| p.bytes).collect();
    let cleaned = tokio::task::spawn_blocking(move || images.iter().map(|b| reencode(b)).collect::<Vec<_>>())
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let errors: Vec<FieldError> = cleaned
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.as_ref().err().map(|code| FieldError::new("images", code).with("index", i as i64)))
        .collect();
    if !errors.is_empty() {
        return Err(AppError::Validation(errors));
    }

    let mut guard = CleanupGuard::new(app.uploads.clone());
    let mut photos = Vec::new();
    for img in cleaned.into_iter().flatten() {
        let (w, h, bytes_len, ct, ext) = (img.width, img.height, img.bytes.len(), img.content_type, img.extension);
        let path =
            app.uploads.put(ext, img.bytes).await.map_err(|e| AppError::Internal(format!("upload store: {e}")))?;
        guard.track(path.clone());
        photos.push(StoredPhoto {
            id: ids::new_id("ph"),
            object_path: path,
            content_type: ct,
            bytes: bytes_len as i64,
            width: w as i64,
            height: h as i64,
        });
    }

    let result = triage(&assessment);
    let answers = serde_json::to_string(&assessment).map_err(|e| AppError::Internal(e.to_string()))?;
    let job = Job::Assessment {
        id: ids::new_id("asm"),
        answers,
        result,
        email: assessment.email.as_ref().map(|e| e.as_str().to_string()),
        lang: assessment.lang.tag().to_string(),
        photos,
    };
    let written = app.writer.submit(job, idem).await?;
    if written.fresh {
        guard.keep();
    }
    answer::done(written.done)
}
