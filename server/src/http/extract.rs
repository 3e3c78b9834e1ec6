//! Extractors whose rejections come out in the one error shape (400 / 413 / 415).

use crate::http::error::AppError;
use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Query, Request};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use serde::de::DeserializeOwned;

/// A JSON body parsed into `T`, with the raw bytes kept for the idempotency fingerprint.
pub struct JsonBody<T> {
    pub value: T,
    pub raw: Bytes,
}

/// Whether a Content-Type header names JSON.
fn is_json(headers: &HeaderMap) -> bool {
    let ct = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    let mime = ct.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    mime == "application/json" || (mime.starts_with("application/") && mime.ends_with("+json"))
}

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, AppError> {
        if !is_json(req.headers()) {
            return Err(AppError::UnsupportedMediaType);
        }
        let raw = Bytes::from_request(req, state).await.map_err(|r| {
            if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
                AppError::TooLarge
            } else {
                AppError::Malformed(r.body_text())
            }
        })?;
        // Every body of the API is an object; serde would also read a struct from an array.
        if raw.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
            return Err(AppError::Malformed("the body must be a JSON object".into()));
        }
        let value = serde_json::from_slice(&raw).map_err(|e| AppError::Malformed(e.to_string()))?;
        Ok(JsonBody { value, raw })
    }
}

/// A query string parsed into `T`; a bad one is a 400 in the error shape.
pub struct ApiQuery<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|q| ApiQuery(q.0))
            .map_err(|r| AppError::Malformed(r.body_text()))
    }
}

/// A path parameter; an undecodable one is a 400 in the error shape.
pub struct ApiPath<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for ApiPath<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|p| ApiPath(p.0))
            .map_err(|r| AppError::Malformed(r.body_text()))
    }
}
