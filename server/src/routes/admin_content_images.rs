//! Images for the site's content (issue 27 point 2): an editor uploads one image, which takes the
//! patients' photo path (judged by content, decoded within limits, re-encoded from pixels so no EXIF
//! or GPS survives) and is stored at the widths of `clinic_core::media` in the upload store; the answer
//! gives the Markdown that shows it. The same image uploaded again is the same image. Editors also
//! page through the images stored, to use one again.

use super::assessments::{multipart_error, read_part};
use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::ApiQuery;
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::audit::{self, AuditEntry};
use crate::storage::content_images::{self, ContentImage};
use crate::storage::{now_ms, StorageError};
use crate::uploads::gate::Busy;
use crate::uploads::media::{image_id, image_url, size_url};
use crate::uploads::reencode_at_widths;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State};
use axum::http::{header, StatusCode};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use clinic_core::media::content_image_widths;
use clinic_core::validate::{FieldError, MAX_PHOTO_BYTES};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// The body of an upload: one photo of at most the patients' photo size, and its description.
pub const UPLOAD_LIMIT: usize = MAX_PHOTO_BYTES as usize + 64 * 1024;
/// The longest description, in characters.
pub const MAX_ALT_CHARS: usize = 300;
/// Rows per page when not asked, and the most.
const DEFAULT_PAGE_SIZE: u32 = 24;
const MAX_PAGE_SIZE: u32 = 100;
/// Parts other than `image` and `alt` (ignored, but counted).
const MAX_OTHER_PARTS: usize = 4;

/// The routes, under `/api/admin/content/images`.
pub fn admin_routes() -> Router<AppState> {
    Router::new().route("/api/admin/content/images", get(list).post(upload)).layer(DefaultBodyLimit::max(UPLOAD_LIMIT))
}

/// The multipart body of an upload, as the OpenAPI document describes it (the handler reads the
/// parts one by one).
#[derive(utoipa::ToSchema)]
pub struct ContentImageUpload {
    /// One JPEG or PNG, ≤ 10 MB.
    #[schema(value_type = String, format = Binary)]
    pub image: Vec<u8>,
    /// What the image shows, for people who cannot see it (≤ 300 characters; `[`, `]` and `\` are
    /// kept out of the Markdown).
    pub alt: Option<String>,
}

/// One stored width of an image.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentImageSize {
    pub width: u32,
    /// `/media/<id>-<width>.<ext>`.
    pub url: String,
}

/// A stored content image.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentImageView {
    /// `<hash>-<width>x<height>`: the content's hash and the widest stored size.
    pub id: String,
    /// The widest stored size, as Markdown and content files name the image: `/media/<id>.<ext>`.
    pub url: String,
    pub width: u32,
    pub height: u32,
    /// `image/jpeg` or `image/png`.
    pub content_type: String,
    /// Every stored width, narrowest first.
    pub sizes: Vec<ContentImageSize>,
    /// The description given (the first upload's, in the list).
    pub alt: String,
    /// `![alt](url)`, ready to insert into a body.
    pub markdown: String,
    pub uploaded_by: String,
    /// RFC 3339.
    pub created_at: String,
}

impl ContentImageView {
    fn of(image: ContentImage, alt: &str) -> ContentImageView {
        let ext = image.extension.as_str();
        let url = image_url(&image.id, ext);
        ContentImageView {
            sizes: image
                .widths
                .iter()
                .map(|w| ContentImageSize { width: *w, url: size_url(&image.id, *w, ext) })
                .collect(),
            markdown: format!("![{alt}]({url})"),
            content_type: if ext == "png" { "image/png" } else { "image/jpeg" }.into(),
            width: image.width as u32,
            height: image.height as u32,
            alt: alt.to_string(),
            created_at: crate::storage::ids::rfc3339(image.created_at),
            uploaded_by: image.uploaded_by,
            url,
            id: image.id,
        }
    }
}

/// A description as Markdown can carry it: one line, without the brackets and backslash that would
/// end or escape the image's text.
fn markdown_alt(raw: &str) -> String {
    let cleaned: String =
        raw.chars().map(|c| if c.is_control() || matches!(c, '[' | ']' | '\\') { ' ' } else { c }).collect();
    cleaned.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Reads the body: the image's bytes (refused above the photo size) and the description.
async fn read_upload(multipart: &mut Multipart) -> Result<(Vec<u8>, String), AppError> {
    let (mut image, mut alt, mut others) = (None::<Vec<u8>>, String::new(), 0usize);
    while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
        match field.name() {
            Some("image") => {
                if image.is_some() {
                    return Err(AppError::Validation(vec![FieldError::new("image", "too_many_files").with("max", 1)]));
                }
                let (bytes, total) = read_part(&mut field, MAX_PHOTO_BYTES as usize + 1, None).await?;
                if total > MAX_PHOTO_BYTES {
                    return Err(AppError::TooLarge);
                }
                image = Some(bytes);
            }
            Some("alt") => {
                let (bytes, total) = read_part(&mut field, MAX_ALT_CHARS * 4 + 1, None).await?;
                let text = String::from_utf8(bytes)
                    .map_err(|_| AppError::Validation(vec![FieldError::new("alt", "format")]))?;
                if total as usize > MAX_ALT_CHARS * 4 || text.chars().count() > MAX_ALT_CHARS {
                    return Err(AppError::Validation(vec![
                        FieldError::new("alt", "max_length").with("max", MAX_ALT_CHARS as i64)
                    ]));
                }
                alt = markdown_alt(&text);
            }
            _ => {
                others += 1;
                if others > MAX_OTHER_PARTS {
                    return Err(AppError::Malformed("too many form parts".into()));
                }
                read_part(&mut field, 0, None).await?;
            }
        }
    }
    let image = image
        .filter(|b| !b.is_empty())
        .ok_or_else(|| AppError::Validation(vec![FieldError::new("image", "required")]))?;
    Ok((image, alt))
}

fn store_error(e: object_store::Error) -> AppError {
    if crate::uploads::is_unavailable(&e) {
        tracing::warn!(error = %e, "upload store unavailable");
        AppError::Unavailable
    } else {
        AppError::Internal(format!("upload store: {e}"))
    }
}

/// Uploads one image for the site's content: re-encoded without its metadata and stored at each width
/// of `CONTENT_IMAGE_WIDTHS` below its own (never enlarged). 201 with a new image, 200 with the one
/// stored before when the same image comes again.
#[utoipa::path(post, path = "/api/admin/content/images", tag = "admin-content", operation_id = "uploadContentImage", security(("session" = [])),
    request_body(content = ContentImageUpload, content_type = "multipart/form-data"),
    responses((status = 201, description = "stored", body = ContentImageView),
        (status = 200, description = "the same image was stored before: that one", body = ContentImageView),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, description = "no content role, or csrf", body = ErrorBody),
        (status = 413, description = "the image is over 10 MB", body = ErrorBody),
        (status = 415, description = "not a multipart form", body = ErrorBody),
        (status = 422, description = "`image`: `required`, `file_type` (not a JPEG or PNG, or it cannot be decoded); `alt`: `max_length`", body = ErrorBody),
        (status = 503, description = "busy decoding other photos, or the store is unavailable (Retry-After)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn upload(staff: Staff, State(app): State<AppState>, req: Request) -> Result<Response, AppError> {
    staff.require_content_editor()?;
    let headers = req.headers();
    let is_multipart = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.trim().to_ascii_lowercase().starts_with("multipart/form-data"));
    if !is_multipart {
        return Err(AppError::UnsupportedMediaType);
    }
    let declared =
        headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|len| len > UPLOAD_LIMIT as u64) {
        return Err(AppError::TooLarge);
    }
    let mut multipart = Multipart::from_request(req, &app).await.map_err(|r| AppError::Malformed(r.body_text()))?;
    let (raw, alt) = read_upload(&mut multipart).await?;

    // The patients' photos' turns: decoding is CPU and memory work, off the async workers.
    let turn = app.uploads.gate().enter().await.map_err(|Busy(secs)| AppError::Busy(secs))?;
    let sizes = tokio::task::spawn_blocking(move || {
        let sizes = reencode_at_widths(&raw, content_image_widths);
        drop(turn);
        sizes
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?
    .map_err(|code| AppError::Validation(vec![FieldError::new("image", code)]))?;
    let widest = sizes.last().ok_or_else(|| AppError::Internal("an image with no size".into()))?;
    let id = image_id(widest);
    // Named by their content: never deleted on a failure below, another row may name the same files.
    app.uploads.put_media(&id, &sizes).await.map_err(store_error)?;

    let image = ContentImage {
        id: id.clone(),
        extension: widest.extension.to_string(),
        width: i64::from(widest.width),
        height: i64::from(widest.height),
        widths: sizes.iter().map(|s| s.width).collect(),
        bytes: sizes.iter().map(|s| s.bytes.len() as i64).sum(),
        alt: alt.clone(),
        uploaded_by: staff.email.clone(),
        created_at: now_ms(),
    };
    let (stored, added) = app
        .writer
        .transact(move |conn| {
            Box::pin(async move {
                let (stored, added) = content_images::insert(conn, &image).await?;
                let detail = json!({
                    "new": added, "width": stored.width, "height": stored.height, "widths": stored.widths, "bytes": stored.bytes,
                });
                let entry = AuditEntry {
                    actor_id: Some(&staff.user_id),
                    actor_email: &staff.email,
                    action: "content.image",
                    target_kind: "content_image",
                    target_id: &stored.id,
                    ip: &staff.ip,
                    detail,
                };
                audit::append(conn, &entry).await?;
                Ok((stored, added))
            })
        })
        .await?;
    let status = if added { StatusCode::CREATED } else { StatusCode::OK };
    answer::json(status, &ContentImageView::of(stored, &alt))
}

/// `?page=&pageSize=` of the list.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ContentImageQuery {
    /// From 1.
    #[param(minimum = 1, maximum = 1000000)]
    pub page: Option<u32>,
    /// 1–100, 24 when not given.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// A page of stored images.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentImagePage {
    pub items: Vec<ContentImageView>,
    #[cfg_attr(test, ts(type = "number"))]
    pub total: i64,
}

/// The stored images, newest first, to use one again.
#[utoipa::path(get, path = "/api/admin/content/images", tag = "admin-content", operation_id = "listContentImages", security(("session" = [])),
    params(ContentImageQuery),
    responses((status = 200, body = ContentImagePage), (status = 401, body = ErrorBody),
        (status = 403, description = "no content role", body = ErrorBody),
        (status = 422, description = "`page` or `pageSize` out of range", body = ErrorBody)))]
pub async fn list(
    staff: Staff,
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<ContentImageQuery>,
) -> Result<Response, AppError> {
    staff.require_content_editor()?;
    let problems = crate::http::paging::problems(q.page, q.page_size, MAX_PAGE_SIZE);
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    let size = i64::from(q.page_size.unwrap_or(DEFAULT_PAGE_SIZE));
    let offset = (i64::from(q.page.unwrap_or(1)) - 1) * size;
    let mut conn = app.db.pool.acquire().await.map_err(StorageError::from)?;
    let (rows, total) = content_images::page(&mut conn, size, offset).await.map_err(StorageError::from)?;
    let items = rows
        .into_iter()
        .map(|image| {
            let alt = image.alt.clone();
            ContentImageView::of(image, &alt)
        })
        .collect();
    answer::json(StatusCode::OK, &ContentImagePage { items, total })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_cannot_end_or_escape_the_markdown_it_goes_in() {
        assert_eq!(markdown_alt("  A [small]\nscar \\ after  "), "A small scar after");
        assert_eq!(markdown_alt("傷口　癒合"), "傷口 癒合");
    }
}
