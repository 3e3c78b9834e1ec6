//! The site's content images, public (issue 27): `GET /media/<id>.<ext>` (the widest stored size)
//! and `GET /media/<id>-<width>.<ext>` (one size), read from the upload store, so every instance
//! serves every image however it was uploaded. A name is its content, so an answer never changes:
//! cached for a year, immutable. Names outside the rule of `uploads::media` are 404 without a look
//! into the store.

use crate::http::error::{AppError, ErrorBody};
use crate::state::AppState;
use crate::uploads::media::object_of;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// One size of a content image.
#[utoipa::path(get, path = "/media/{file}", tag = "media", operation_id = "mediaFile",
    params(("file" = String, Path, description = "`<id>.<ext>` (the widest size) or `<id>-<width>.<ext>`, as the upload's answer names them")),
    responses((status = 200, description = "the image; `Cache-Control: public, max-age=31536000, immutable`", content_type = "image/jpeg", body = Vec<u8>),
        (status = 304, description = "not modified (`If-None-Match`)"),
        (status = 404, body = ErrorBody)))]
pub async fn serve(
    State(app): State<AppState>,
    Path(file): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let (object, content_type) = object_of(&file).ok_or(AppError::NotFound)?;
    let etag = HeaderValue::from_str(&format!("\"{file}\"")).map_err(|_| AppError::NotFound)?;
    let immutable = HeaderValue::from_static("public, max-age=31536000, immutable");
    if headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag))
    {
        let mut res = StatusCode::NOT_MODIFIED.into_response();
        res.headers_mut().insert(header::ETAG, etag);
        res.headers_mut().insert(header::CACHE_CONTROL, immutable);
        return Ok(res);
    }
    let bytes = app.uploads.get_media(&object).await.map_err(|e| match e {
        object_store::Error::NotFound { .. } => AppError::NotFound,
        e if crate::uploads::is_unavailable(&e) => AppError::Unavailable,
        e => AppError::Internal(format!("upload store: {e}")),
    })?;
    let mut res = bytes.into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(header::CACHE_CONTROL, immutable);
    h.insert(header::ETAG, etag);
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    Ok(res)
}
