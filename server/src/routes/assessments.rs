//! The online self-assessment: answers (JSON part `data`) and up to five photos (parts `images`),
//! re-checked with `clinic-core`, triaged, and stored whole or not at all.

use super::answer::{self, AssessmentBody};
use crate::http::error::{AppError, ErrorBody};
use crate::http::idempotency;
use crate::state::AppState;
use crate::storage::ids;
use crate::storage::job::{Job, StoredPhoto};
use crate::uploads::gate::Busy;
use crate::uploads::{reencode_all, CleanupGuard};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, StatusCode};
use axum::response::Response;
use clinic_core::assess::triage;
use clinic_core::validate::{
    check_photos, validate_assessment, AssessmentRequest, FieldError, PhotoMeta, MAX_PHOTOS, MAX_PHOTO_BYTES,
};
use std::net::IpAddr;
use std::time::Instant;

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
/// Parts that are neither `data` nor `images` (ignored, but counted: an endless stream of parts is
/// refused rather than read).
const MAX_OTHER_PARTS: usize = 4;

/// A photo part as received: its bytes (only kept while within limits) and what the rules need.
pub struct PhotoPart {
    pub bytes: Vec<u8>,
    pub meta: PhotoMeta,
}

pub(super) fn multipart_error(e: axum::extract::multipart::MultipartError) -> AppError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        AppError::TooLarge
    } else {
        AppError::Malformed(e.body_text())
    }
}

/// Charges uploaded bytes to the client's budget per minute.
pub(super) fn charge(app: &AppState, client: IpAddr, bytes: u64) -> Result<(), AppError> {
    app.limiter.take_upload_bytes(client, bytes, Instant::now()).map_err(AppError::RateLimited)
}

/// Reads one part up to `cap` bytes; beyond that only the size is counted (the rest is drained).
/// Bytes are charged to the client's budget as they arrive unless the whole body was charged already.
pub(super) async fn read_part(
    field: &mut axum::extract::multipart::Field<'_>,
    cap: usize,
    charge_to: Option<(&AppState, IpAddr)>,
) -> Result<(Vec<u8>, u64), AppError> {
    let mut buf = Vec::new();
    let mut total: u64 = 0;
    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
        total += chunk.len() as u64;
        if let Some((app, client)) = charge_to {
            charge(app, client, chunk.len() as u64)?;
        }
        if buf.len() < cap {
            let room = cap - buf.len();
            buf.extend_from_slice(&chunk[..chunk.len().min(room)]);
        }
    }
    Ok((buf, total))
}

/// A self-assessment's multipart body, read within the limits: the raw `data` part (empty when
/// absent) and the photo parts in the order sent.
pub struct AssessmentForm {
    pub data: Vec<u8>,
    pub photos: Vec<PhotoPart>,
}

/// Reads every part of a self-assessment's body. Client faults (a broken body, too many parts, an
/// oversized `data` part, a sixth photo) are 4xx errors; nothing past the first fault is read.
/// `charge_to` charges the bytes to a client's upload budget as they arrive.
pub async fn read_form(
    multipart: &mut Multipart,
    charge_to: Option<(&AppState, IpAddr)>,
) -> Result<AssessmentForm, AppError> {
    let mut data: Option<Vec<u8>> = None;
    let mut parts: Vec<PhotoPart> = Vec::new();
    let mut other_parts = 0usize;
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        match field.name() {
            Some("data") => {
                // One answer per submission: a second `data` part stops the read.
                if data.is_some() {
                    return Err(AppError::Validation(vec![FieldError::new("data", "format")]));
                }
                let (bytes, total) = read_part(&mut field, MAX_DATA_BYTES + 1, charge_to).await?;
                if total as usize > MAX_DATA_BYTES {
                    return Err(AppError::TooLarge);
                }
                data = Some(bytes);
            }
            Some("images") | Some("images[]") => {
                // The sixth photo stops the read: nothing past it is read, kept or answered about.
                if parts.len() >= MAX_PHOTOS {
                    return Err(AppError::Validation(vec![
                        FieldError::new("images", "too_many_files").with("max", MAX_PHOTOS as i64)
                    ]));
                }
                let (bytes, total) = read_part(&mut field, MAX_PHOTO_BYTES as usize + 1, charge_to).await?;
                let head = bytes[..bytes.len().min(16)].to_vec();
                let keep = total <= MAX_PHOTO_BYTES;
                parts.push(PhotoPart {
                    bytes: if keep { bytes } else { Vec::new() },
                    meta: PhotoMeta { size: total, head },
                });
            }
            // Unknown parts are drained and ignored, up to a few.
            _ => {
                other_parts += 1;
                if other_parts > MAX_OTHER_PARTS {
                    // A form this endpoint never sends: malformed, not merely large.
                    return Err(AppError::Malformed("too many form parts".into()));
                }
                read_part(&mut field, 0, charge_to).await?;
            }
        }
    }

    Ok(AssessmentForm { data: data.unwrap_or_default(), photos: parts })
}

/// The `data` part as the answers: empty means no answers (each is then reported as required), and
/// anything else must be a JSON object of the contract's types.
pub fn parse_answers(raw: &[u8]) -> Result<AssessmentRequest, AppError> {
    if raw.is_empty() {
        return Ok(AssessmentRequest::default());
    }
    if raw.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(AppError::Malformed("the data part must be a JSON object".into()));
    }
    serde_json::from_slice(raw).map_err(|e| AppError::Malformed(e.to_string()))
}

/// Receives a self-assessment.
#[utoipa::path(post, path = "/api/assessments", tag = "assessments", operation_id = "createAssessment",
    request_body(content = AssessmentUpload, content_type = "multipart/form-data"),
    params(("Idempotency-Key" = Option<String>, Header, description = "Repeat-safe key")),
    responses((status = 201, body = AssessmentBody), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 413, body = ErrorBody),
        (status = 415, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody),
        (status = 503, description = "unavailable: the database is down or its disk full; nothing stored (Retry-After)", body = ErrorBody)))]
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
    let client = crate::http::ratelimit::client_ip(&req);
    // The declared length is charged at once, so a client over its budget is refused before its
    // body is read; a body without one is charged as it arrives.
    let declared =
        headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if let Some(len) = declared {
        // A declared body over the limit is refused before a byte of it is read.
        if len > super::MULTIPART_LIMIT as u64 {
            return Err(AppError::TooLarge);
        }
        charge(&app, client, len)?;
    }
    let charge_to = if declared.is_some() { None } else { Some((&app, client)) };
    let mut multipart = Multipart::from_request(req, &app).await.map_err(|r| AppError::Malformed(r.body_text()))?;

    let form = read_form(&mut multipart, charge_to).await?;
    let raw_data = form.data;
    let parts = form.photos;
    let mut fingerprint_parts: Vec<&[u8]> = vec![&raw_data];
    fingerprint_parts.extend(parts.iter().map(|p| p.bytes.as_slice()));
    let idem = idempotency::from_headers(&headers, "POST /api/assessments", &fingerprint_parts)?;
    if let Some(written) = idempotency::early_replay(&app.db, idem.as_ref()).await? {
        return answer::done(written.done);
    }

    let request = parse_answers(&raw_data)?;
    let metas: Vec<PhotoMeta> = parts.iter().map(|p| p.meta.clone()).collect();
    let assessment = validate_assessment(&request, check_photos(&metas)).map_err(AppError::Validation)?;

    // Decoding is CPU and memory work: it waits for one of the server's few turns, and runs off the
    // async workers. The turn moves into the blocking task, so a client that hangs up does not free
    // it before its decoding really ends.
    let images: Vec<Vec<u8>> = parts.into_iter().map(|p| p.bytes).collect();
    let cleaned = if images.is_empty() {
        Vec::new()
    } else {
        let turn = app.uploads.gate().enter().await.map_err(|Busy(secs)| AppError::Busy(secs))?;
        tokio::task::spawn_blocking(move || {
            let cleaned = reencode_all(images);
            drop(turn);
            cleaned
        })
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?
    };
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
        let path = app.uploads.put(ext, img.bytes).await.map_err(|e| {
            if crate::uploads::is_unavailable(&e) {
                tracing::warn!(error = %e, "upload store unavailable");
                AppError::Unavailable
            } else {
                AppError::Internal(format!("upload store: {e}"))
            }
        })?;
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
        notify_staff: app.config.staff_emails.for_branch(None).is_some(),
    };
    let written = app.writer.submit(job, idem).await?;
    if written.fresh {
        guard.keep();
    }
    answer::done(written.done)
}
