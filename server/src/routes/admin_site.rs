//! The published site's versions (issue 27 point 5): the kept versions with the one served, and an
//! admin's rollback to any of them.

use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::publishing;
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::{site_versions, StorageError};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};

/// The routes, under `/api/admin/site`.
pub fn admin_routes() -> Router<AppState> {
    Router::new().route("/api/admin/site/versions", get(versions)).route("/api/admin/site/rollback", post(rollback))
}

/// One kept version.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct SiteVersionItem {
    pub id: String,
    /// RFC 3339.
    pub created_at: String,
    pub created_by: String,
    /// Files that differ from the build, and the pack's bytes.
    #[cfg_attr(test, ts(type = "number"))]
    pub files: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub bytes: i64,
    /// The version every instance serves.
    pub current: bool,
}

/// `GET /api/admin/site/versions`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct SiteVersions {
    /// Newest first; at most the 20 kept.
    pub items: Vec<SiteVersionItem>,
    /// Whether this server renders pages when a change is approved (false: it serves no built site, or
    /// lacks Node; then `reason`).
    pub renders: bool,
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The kept versions and the one served (reviewers and admins).
#[utoipa::path(get, path = "/api/admin/site/versions", tag = "admin-content", security(("session" = [])),
    responses((status = 200, body = SiteVersions), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not a reviewer or admin", body = crate::http::error::ErrorBody)))]
pub async fn versions(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    staff.require_content_reviewer()?;
    let current = site_versions::current(&app.db).await.map_err(StorageError::from)?.map(|v| v.id);
    let items = site_versions::list(&app.db)
        .await
        .map_err(StorageError::from)?
        .into_iter()
        .map(|v| SiteVersionItem {
            current: current.as_deref() == Some(v.id.as_str()),
            created_at: crate::storage::ids::rfc3339(v.created_at),
            id: v.id,
            created_by: v.created_by,
            files: v.files,
            bytes: v.bytes,
        })
        .collect();
    let p = &app.publishing;
    let body = SiteVersions { items, renders: p.renderer.is_some(), reason: p.unavailable.clone() };
    answer::json(StatusCode::OK, &body)
}

/// `POST /api/admin/site/rollback`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct RollbackRequest {
    /// A kept version's id.
    pub version: String,
}

/// What a rollback did.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct RolledBack {
    pub version: String,
    /// Documents published again as that version shows them.
    pub documents_restored: u32,
}

/// Serves a kept version again, and publishes again the documents as it shows them (admins).
#[utoipa::path(post, path = "/api/admin/site/rollback", tag = "admin-content", security(("session" = [])),
    request_body = RollbackRequest,
    responses((status = 200, body = RolledBack), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin, or csrf", body = crate::http::error::ErrorBody),
        (status = 404, description = "no such kept version", body = crate::http::error::ErrorBody),
        (status = 400, body = crate::http::error::ErrorBody), (status = 413, body = crate::http::error::ErrorBody),
        (status = 415, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn rollback(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<RollbackRequest>,
) -> Result<Response, AppError> {
    staff.require_admin()?;
    let version = body.value.version;
    if version.is_empty() {
        return Err(AppError::Validation(vec![FieldError::new("version", "required")]));
    }
    if version.len() > 64 {
        return Err(AppError::Validation(vec![FieldError::new("version", "max_length").with("max", 64)]));
    }
    let deps = publishing::approve::Deps {
        db: &app.db,
        writer: &app.writer,
        uploads: &app.uploads,
        publishing: &app.publishing,
    };
    let restored = publishing::rollback::rollback(&deps, &staff.actor(), &version).await?;
    answer::json(StatusCode::OK, &RolledBack { version, documents_restored: restored as u32 })
}
