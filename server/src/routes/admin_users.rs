//! Staff accounts, managed by admins: list, create (with a temporary password), disable, enable,
//! reset the password or the authenticator. Every change is audited with the sessions it ends.

use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::staff::users::{self, StaffUser};
use crate::staff::wire::{ContentRoleRequest, CreateUserRequest, UserChanged, UserList};
use crate::staff::{password, sessions, Staff};
use crate::state::AppState;
use crate::storage::audit::{self, AuditEntry};
use crate::storage::{now_ms, StorageError};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use clinic_core::validate::{is_valid_email, FieldError};
use serde_json::json;

/// The users routes (merged by `admin_auth::admin_routes`).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/users", get(list).post(create))
        .route("/api/admin/users/{id}/content-role", post(set_content_role))
        .route("/api/admin/users/{id}/{action}", post(change))
}

/// `GET /api/admin/users`.
#[utoipa::path(get, path = "/api/admin/users", operation_id = "listStaffUsers", tag = "staff", security(("session" = [])),
    responses((status = 200, body = UserList), (status = 401, body = crate::http::error::ErrorBody), (status = 403, description = "not an admin", body = crate::http::error::ErrorBody)))]
pub async fn list(State(app): State<AppState>, staff: Staff) -> Result<Json<UserList>, AppError> {
    staff.require_admin()?;
    let items = users::list(&app.db.pool).await?.into_iter().map(Into::into).collect();
    Ok(Json(UserList { items }))
}

async fn hash_new_password(plain: String) -> Result<String, AppError> {
    tokio::task::spawn_blocking(move || password::hash(&plain))
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?
        .map_err(AppError::Internal)
}

/// `POST /api/admin/users`: a new account with a temporary password, shown once.
#[utoipa::path(post, path = "/api/admin/users", operation_id = "createStaffUser", tag = "staff", security(("session" = [])), request_body = CreateUserRequest,
    responses((status = 201, body = UserChanged), (status = 409, description = "already_exists", body = crate::http::error::ErrorBody),
        (status = 422, description = "validation", body = crate::http::error::ErrorBody), (status = 403, description = "not an admin, or csrf", body = crate::http::error::ErrorBody),
        (status = 400, body = crate::http::error::ErrorBody), (status = 401, body = crate::http::error::ErrorBody), (status = 413, body = crate::http::error::ErrorBody), (status = 415, body = crate::http::error::ErrorBody)))]
pub async fn create(
    State(app): State<AppState>,
    staff: Staff,
    body: JsonBody<CreateUserRequest>,
) -> Result<Response, AppError> {
    staff.require_admin()?;
    let req = body.value;
    let email = users::normalize_email(&req.email);
    if email.is_empty() {
        return Err(AppError::Validation(vec![FieldError::new("email", "required")]));
    }
    if !is_valid_email(&email) {
        return Err(AppError::Validation(vec![FieldError::new("email", "email")]));
    }
    let temporary = password::temporary();
    let hash = hash_new_password(temporary.clone()).await?;
    let now = now_ms();
    let (role, branch) = (req.role, req.branch);
    let created = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                let Some(user) = users::create(c, &email, role, branch, &hash, now).await? else { return Ok(None) };
                let entry = AuditEntry {
                    actor_id: Some(&staff.user_id),
                    actor_email: &staff.email,
                    action: "user.create",
                    target_kind: "user",
                    target_id: &user.id,
                    ip: &staff.ip,
                    detail: json!({"email": user.email, "role": role.as_str(), "branch": branch.map(|b| b.as_str())}),
                };
                audit::append(c, &entry).await?;
                Ok::<_, StorageError>(Some(user))
            })
        })
        .await?
        .ok_or(AppError::AlreadyExists)?;
    let body = UserChanged { user: created.into(), temporary_password: Some(temporary) };
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

/// What an admin can do to an account.
#[derive(Debug, Clone, Copy)]
enum Change {
    Disable,
    Enable,
    ResetPassword,
    Reset2fa,
}

impl Change {
    fn parse(s: &str) -> Option<Change> {
        match s {
            "disable" => Some(Change::Disable),
            "enable" => Some(Change::Enable),
            "reset-password" => Some(Change::ResetPassword),
            "reset-2fa" => Some(Change::Reset2fa),
            _ => None,
        }
    }

    fn action(self) -> &'static str {
        match self {
            Change::Disable => "user.disable",
            Change::Enable => "user.enable",
            Change::ResetPassword => "user.reset_password",
            Change::Reset2fa => "user.reset_2fa",
        }
    }
}

/// Applies a change to an account in the caller's transaction; `None` when there is no such account.
/// Disabling and both resets end the account's sessions.
pub async fn apply_change(
    c: &mut sqlx::AnyConnection,
    id: &str,
    action: &str,
    new_hash: Option<&str>,
    now: i64,
) -> Result<Option<(StaffUser, u64)>, StorageError> {
    let found = match action {
        "user.disable" => users::set_disabled(c, id, true, now).await?,
        "user.enable" => users::set_disabled(c, id, false, now).await?,
        "user.reset_password" => match new_hash {
            Some(h) => users::set_password(c, id, h, now).await?,
            None => false,
        },
        "user.reset_2fa" => users::reset_totp(c, id, now).await?,
        _ => false,
    };
    if !found {
        return Ok(None);
    }
    let ended = if action == "user.enable" { 0 } else { sessions::end_all(c, id).await? };
    Ok(users::find(&mut *c, id).await?.map(|u| (u, ended)))
}

/// `POST /api/admin/users/{id}/disable|enable|reset-2fa|reset-password`.
#[utoipa::path(post, path = "/api/admin/users/{id}/{action}", operation_id = "changeStaffUser", tag = "staff", security(("session" = [])),
    params(("id" = String, Path), ("action" = String, Path, description = "disable | enable | reset-2fa | reset-password")),
    responses((status = 200, body = UserChanged), (status = 404, body = crate::http::error::ErrorBody), (status = 403, description = "not an admin, or csrf", body = crate::http::error::ErrorBody),
        (status = 401, body = crate::http::error::ErrorBody)))]
pub async fn change(
    State(app): State<AppState>,
    staff: Staff,
    Path((id, action)): Path<(String, String)>,
) -> Result<Json<UserChanged>, AppError> {
    staff.require_admin()?;
    let change = Change::parse(&action).ok_or(AppError::NotFound)?;
    // An admin cannot lock themselves out by mistake; another admin can.
    if id == staff.user_id && matches!(change, Change::Disable) {
        return Err(AppError::Forbidden);
    }
    let temporary = matches!(change, Change::ResetPassword).then(password::temporary);
    let hash = match &temporary {
        Some(t) => Some(hash_new_password(t.clone()).await?),
        None => None,
    };
    let now = now_ms();
    let action = change.action();
    let changed = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                let Some((user, ended)) = apply_change(c, &id, action, hash.as_deref(), now).await? else {
                    return Ok(None);
                };
                let entry = AuditEntry {
                    actor_id: Some(&staff.user_id),
                    actor_email: &staff.email,
                    action,
                    target_kind: "user",
                    target_id: &user.id,
                    ip: &staff.ip,
                    detail: json!({"email": user.email, "sessionsEnded": ended}),
                };
                audit::append(c, &entry).await?;
                Ok::<_, StorageError>(Some(user))
            })
        })
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(Json(UserChanged { user: changed.into(), temporary_password: temporary }))
}

/// `POST /api/admin/users/{id}/content-role`: whether the account edits (`editor`) or also reviews and
/// publishes (`reviewer`) the site's content, or neither (`""`). Its sessions go on: the next request
/// reads the new role.
#[utoipa::path(post, path = "/api/admin/users/{id}/content-role", operation_id = "setStaffContentRole", tag = "staff", security(("session" = [])),
    params(("id" = String, Path)), request_body = ContentRoleRequest,
    responses((status = 200, body = UserChanged), (status = 404, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin, or csrf", body = crate::http::error::ErrorBody),
        (status = 401, body = crate::http::error::ErrorBody), (status = 400, body = crate::http::error::ErrorBody),
        (status = 413, body = crate::http::error::ErrorBody), (status = 415, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn set_content_role(
    State(app): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: JsonBody<ContentRoleRequest>,
) -> Result<Json<UserChanged>, AppError> {
    staff.require_admin()?;
    let content_role = body.value.content_role;
    let now = now_ms();
    let changed = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                if !users::set_content_role(c, &id, content_role, now).await? {
                    return Ok(None);
                }
                let Some(user) = users::find(&mut *c, &id).await? else { return Ok(None) };
                let entry = AuditEntry {
                    actor_id: Some(&staff.user_id),
                    actor_email: &staff.email,
                    action: "user.content_role",
                    target_kind: "user",
                    target_id: &user.id,
                    ip: &staff.ip,
                    detail: json!({"email": user.email, "contentRole": content_role.as_str()}),
                };
                audit::append(c, &entry).await?;
                Ok::<_, StorageError>(Some(user))
            })
        })
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(Json(UserChanged { user: changed.into(), temporary_password: None }))
}
