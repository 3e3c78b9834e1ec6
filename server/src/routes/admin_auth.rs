//! Staff sign-in and sessions: password, then a one-time code (TOTP, or a recovery code), enrolment of
//! the authenticator app on the first sign-in, sign-out here or everywhere. The routes of users and
//! the audit log are merged in [`admin_routes`] too.

use super::{admin_audit, admin_users};
use crate::http::client_addr::ClientAddr;
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::staff::sessions::{self, STAGE_ACTIVE, STAGE_CODE};
use crate::staff::throttle::{self, Gate};
use crate::staff::wire::{CodeRequest, Me, PasswordChangeRequest, SessionUser, SignInNext, SignInRequest, SignedIn};
use crate::staff::{cookies, password, recovery, totp, users, Staff};
use crate::state::AppState;
use crate::storage::audit::{self, AuditEntry};
use crate::storage::{now_ms, StorageError};
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use clinic_core::validate::FieldError;
use serde_json::json;

/// The issuer name authenticator apps show next to the code.
const ISSUER: &str = "Clinic";

/// Every route of the auth part of the staff API.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/session", post(sign_in))
        .route("/api/admin/session/totp", post(sign_in_code))
        .route("/api/admin/session/logout", post(logout))
        .route("/api/admin/session/logout-all", post(logout_all))
        .route("/api/admin/me", get(me))
        .route("/api/admin/me/password", post(change_password))
        .merge(admin_users::routes())
        .merge(admin_audit::routes())
}

/// `/api/admin/*` without a route, whatever the method: 401 (from the extractor) without a session,
/// else 404, as for any unknown `/api` path. No method is refused with 405 here: the path names no
/// resource, so no method is allowed or disallowed on it (a documented path's wrong method gets its
/// 405 and Allow from the router itself). Nothing changes, so a missing CSRF token does not matter.
pub async fn not_found(staff: Result<Staff, AppError>) -> AppError {
    match staff {
        Ok(_) | Err(AppError::Csrf) => AppError::NotFound,
        Err(e) => e,
    }
}

fn with_cookies(mut res: Response, set_cookies: &[String]) -> Response {
    for c in set_cookies {
        if let Ok(v) = HeaderValue::from_str(c) {
            res.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

/// An e-mail as typed into the form, cut to a length the audit log should hold.
fn typed_email(email: &str) -> String {
    users::normalize_email(email).chars().take(254).collect()
}

/// A failed sign-in step, to be recorded.
struct Failure {
    scopes: [(String, i64); 2],
    actor_id: Option<String>,
    email: String,
    ip: String,
    detail: serde_json::Value,
    /// Failures so far (this one included), for the slow-down.
    failures: i64,
}

/// Records a failure, locks if it was one too many, and says how to answer.
async fn refuse(app: &AppState, failure: Failure, wrong: AppError) -> AppError {
    let Failure { scopes, actor_id, email, ip, detail, failures } = failure;
    let now = now_ms();
    let outcome = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                let locked = throttle::failed(c, &scopes, now).await?;
                let entry = AuditEntry {
                    actor_id: actor_id.as_deref(),
                    actor_email: &email,
                    action: "signin.failed",
                    target_kind: "session",
                    target_id: "",
                    ip: &ip,
                    detail,
                };
                audit::append(c, &entry).await?;
                if locked.is_some() {
                    let entry = AuditEntry { action: "signin.locked", detail: json!({}), ..entry };
                    audit::append(c, &entry).await?;
                }
                Ok(locked)
            })
        })
        .await;
    // Each failure answers a little later than the one before (per account and per address).
    tokio::time::sleep(throttle::slowdown(failures)).await;
    match outcome {
        Ok(Some(secs)) => AppError::Locked(secs),
        Ok(None) => wrong,
        Err(e) => e.into(),
    }
}

/// Counts the attempt before any secret is checked; records the moment a lock begins.
async fn open_gate(app: &AppState, scopes: &[(String, i64); 2], email: &str, ip: &str) -> Result<i64, AppError> {
    let now = now_ms();
    let (scopes, email, ip) = (scopes.clone(), email.to_string(), ip.to_string());
    let gate = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                let gate = throttle::begin(c, &scopes, now).await?;
                Ok(gate)
            })
        })
        .await?;
    match gate {
        Gate::Open { failures } => Ok(failures),
        Gate::Locked { retry_after_s } => {
            tracing::info!(%ip, email_len = email.len(), "sign-in refused: locked");
            Err(AppError::Locked(retry_after_s))
        }
    }
}

/// `POST /api/admin/session`: checks the password; next comes a code (or enrolment).
#[utoipa::path(post, path = "/api/admin/session", tag = "staff",
    request_body = SignInRequest,
    responses(
        (status = 200, description = "password right; the code step is next (sets the sign-in cookie)", body = SignInNext),
        (status = 401, description = "invalid_credentials", body = crate::http::error::ErrorBody),
        (status = 403, description = "csrf: not from our origin", body = crate::http::error::ErrorBody),
        (status = 429, description = "locked (Retry-After)", body = crate::http::error::ErrorBody),
        (status = 400, body = crate::http::error::ErrorBody), (status = 413, body = crate::http::error::ErrorBody), (status = 415, body = crate::http::error::ErrorBody),
    ))]
#[tracing::instrument(skip_all)]
pub async fn sign_in(
    State(app): State<AppState>,
    ClientAddr(client): ClientAddr,
    headers: HeaderMap,
    body: JsonBody<SignInRequest>,
) -> Result<Response, AppError> {
    if !cookies::same_origin(&headers, &app.config) {
        return Err(AppError::Csrf);
    }
    let req = body.value;
    let ip = client.to_string();
    let email = typed_email(&req.email);
    let scopes = throttle::scopes(&email, &ip);
    let failures = open_gate(&app, &scopes, &email, &ip).await?;

    let creds = users::credentials(&app.db.pool, &email).await?;
    let hash = creds.as_ref().filter(|c| !c.user.disabled).map(|c| c.password_hash.clone());
    let typed = req.password;
    let right = tokio::task::spawn_blocking(move || match hash {
        Some(h) => password::verify(&typed, &h),
        None => {
            password::verify_nothing(&typed);
            false
        }
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?;
    let Some(creds) = creds.filter(|_| right) else {
        let failure = Failure { scopes, actor_id: None, email, ip, detail: json!({"step": "password"}), failures };
        return Err(refuse(&app, failure, AppError::InvalidCredentials).await);
    };

    let user = creds.user;
    let now = now_ms();
    let enrolling = !user.totp_enabled;
    let secret = enrolling.then(totp::new_secret);
    let (user_id, user_email, ip_w, secret_hex) =
        (user.id.clone(), user.email.clone(), ip.clone(), secret.as_ref().map(hex::encode));
    let pending = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                throttle::succeeded(c, &scopes).await?;
                if let Some(s) = &secret_hex {
                    users::set_pending_totp(c, &user_id, s, now).await?;
                }
                let session = sessions::create(c, &user_id, STAGE_CODE, &ip_w, now).await?;
                let entry = AuditEntry {
                    actor_id: Some(&user_id),
                    actor_email: &user_email,
                    action: "signin.password",
                    target_kind: "session",
                    target_id: "",
                    ip: &ip_w,
                    detail: json!({"enrolling": secret_hex.is_some()}),
                };
                audit::append(c, &entry).await?;
                Ok(session)
            })
        })
        .await?;
    let next = match secret {
        None => SignInNext::Totp,
        Some(secret) => {
            let uri = totp::otpauth_uri(ISSUER, &user.email, &secret);
            let qr_svg = totp::qr_svg(&uri).map_err(AppError::Internal)?;
            SignInNext::Enrol { secret: totp::base32(&secret), otpauth_uri: uri, qr_svg }
        }
    };
    let cookie =
        cookies::set(&app.config, &cookies::pending_name(&app.config), &pending.id, cookies::PENDING_TTL_MS / 1000);
    Ok(with_cookies(Json(next).into_response(), &[cookie]))
}

/// What the code step's transaction decided.
enum CodeOutcome {
    SignedIn { session: sessions::NewSession, recovery_codes: Option<Vec<String>> },
    Wrong,
}

/// `POST /api/admin/session/totp`: checks the one-time code and signs in with a new session id.
#[utoipa::path(post, path = "/api/admin/session/totp", tag = "staff",
    request_body = CodeRequest,
    responses(
        (status = 200, description = "signed in (sets the session cookie)", body = SignedIn),
        (status = 401, description = "invalid_code, or the password step expired", body = crate::http::error::ErrorBody),
        (status = 403, description = "csrf: not from our origin", body = crate::http::error::ErrorBody),
        (status = 429, description = "locked (Retry-After)", body = crate::http::error::ErrorBody),
        (status = 400, body = crate::http::error::ErrorBody), (status = 413, body = crate::http::error::ErrorBody), (status = 415, body = crate::http::error::ErrorBody),
    ))]
#[tracing::instrument(skip_all)]
pub async fn sign_in_code(
    State(app): State<AppState>,
    ClientAddr(client): ClientAddr,
    headers: HeaderMap,
    body: JsonBody<CodeRequest>,
) -> Result<Response, AppError> {
    if !cookies::same_origin(&headers, &app.config) {
        return Err(AppError::Csrf);
    }
    let pending_name = cookies::pending_name(&app.config);
    let token = cookies::read(&headers, &pending_name).ok_or(AppError::InvalidCode)?;
    let pending_hash = sessions::hash_id(&token);
    let pending = sessions::find_pending(&app.db.pool, &pending_hash).await?.ok_or(AppError::InvalidCode)?;
    let now = now_ms();
    if pending.disabled || now - pending.created_at > cookies::PENDING_TTL_MS {
        return Err(AppError::InvalidCode);
    }
    let ip = client.to_string();
    let scopes = throttle::scopes(&pending.email, &ip);
    let failures = open_gate(&app, &scopes, &pending.email, &ip).await?;

    let req = body.value;
    let user_id = pending.user_id.clone();
    let secret_hex = {
        let mut conn = app.db.pool.acquire().await.map_err(AppError::from)?;
        users::totp_secret(&mut conn, &user_id).await?
    };
    let secret = secret_hex.as_deref().and_then(|h| hex::decode(h).ok());
    // What the code proves, checked inside the transaction so a code or a recovery code works once.
    enum Proof {
        Step(i64),
        Recovery(String),
        Nothing,
    }
    let proof = match (&req.code, &req.recovery_code, &secret) {
        (Some(code), _, Some(secret)) => totp::matching_step(secret, code, now).map_or(Proof::Nothing, Proof::Step),
        (None, Some(rc), _) => Proof::Recovery(recovery::hash(rc)),
        _ => Proof::Nothing,
    };
    let method = match &proof {
        Proof::Recovery(_) => "recovery_code",
        _ => "totp",
    };
    let (email, ip_w, scopes_w) = (pending.email.clone(), ip.clone(), scopes.clone());
    let outcome = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                let enrolled_before = users::find(&mut *c, &user_id).await?.is_some_and(|u| u.totp_enabled);
                let right = match &proof {
                    Proof::Step(step) => users::accept_step(c, &user_id, *step, now).await?,
                    Proof::Recovery(hash) => {
                        enrolled_before && users::use_recovery_code(c, &user_id, hash, now).await?
                    }
                    Proof::Nothing => false,
                };
                if !right {
                    return Ok::<_, StorageError>(CodeOutcome::Wrong);
                }
                let recovery_codes = if enrolled_before {
                    None
                } else {
                    let codes = recovery::generate();
                    let hashes: Vec<String> = codes.iter().map(|c| recovery::hash(c)).collect();
                    users::store_recovery_codes(c, &user_id, &hashes).await?;
                    Some(codes)
                };
                throttle::succeeded(c, &scopes_w).await?;
                sessions::end(c, &pending_hash).await?;
                sessions::prune(c, now - app_idle_limit(), now - app_absolute_limit()).await?;
                throttle::prune(c, now).await?;
                let session = sessions::create(c, &user_id, STAGE_ACTIVE, &ip_w, now).await?;
                let entry = AuditEntry {
                    actor_id: Some(&user_id),
                    actor_email: &email,
                    action: "signin.success",
                    target_kind: "session",
                    target_id: "",
                    ip: &ip_w,
                    detail: json!({"method": method, "enrolled": recovery_codes.is_some()}),
                };
                audit::append(c, &entry).await?;
                Ok(CodeOutcome::SignedIn { session, recovery_codes })
            })
        })
        .await?;
    match outcome {
        CodeOutcome::Wrong => {
            let failure = Failure {
                scopes,
                actor_id: Some(pending.user_id),
                email: pending.email,
                ip,
                detail: json!({"step": "code", "method": method}),
                failures,
            };
            Err(refuse(&app, failure, AppError::InvalidCode).await)
        }
        CodeOutcome::SignedIn { session, recovery_codes } => {
            let body = SignedIn {
                user: SessionUser {
                    id: pending.user_id,
                    email: pending.email,
                    role: pending.role,
                    content_role: pending.content_role,
                    branch: pending.branch,
                },
                csrf_token: session.csrf_token,
                recovery_codes,
            };
            let config = &app.config;
            let set = [
                cookies::set(config, &cookies::session_name(config), &session.id, config.session_absolute_ms / 1000),
                cookies::set(config, &pending_name, "", 0),
            ];
            Ok(with_cookies(Json(body).into_response(), &set))
        }
    }
}

/// Sessions idle or old beyond these are pruned at each sign-in (generous: the limits are checked
/// exactly on every request; this only keeps the table small).
fn app_idle_limit() -> i64 {
    24 * 3_600_000
}
fn app_absolute_limit() -> i64 {
    7 * 24 * 3_600_000
}

/// `GET /api/admin/me`: who is signed in, and the CSRF token for changes.
#[utoipa::path(get, path = "/api/admin/me", tag = "staff", security(("session" = [])),
    responses((status = 200, body = Me), (status = 401, description = "unauthorized", body = crate::http::error::ErrorBody)))]
pub async fn me(staff: Staff) -> Result<Response, AppError> {
    let body = Me {
        user: SessionUser {
            id: staff.user_id,
            email: staff.email,
            role: staff.role,
            content_role: staff.content_role,
            branch: staff.branch,
        },
        csrf_token: staff.csrf_token,
    };
    Ok(with_cookies(Json(body).into_response(), &[]))
}

/// `POST /api/admin/me/password`: a staff member changes their own password. The current one is
/// checked like a sign-in's (a wrong one counts towards the same lock-out, so a session left open
/// cannot be used to guess it); the new one is hashed like the CLI's (argon2id); every other session
/// of the account ends, this one stays. Audited as `user.change_password`.
#[utoipa::path(post, path = "/api/admin/me/password", tag = "staff", security(("session" = [])),
    request_body = PasswordChangeRequest,
    responses(
        (status = 204, description = "changed; the account's other sessions are ended, and this one carries on under a new id (`Set-Cookie`; same CSRF token)"),
        (status = 422, description = "validation: `currentPassword` `incorrect`, or `newPassword` `min_length` with `{min}` (the core's `PASSWORD_MIN_CHARS`, 12) or `required`", body = crate::http::error::ErrorBody),
        (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "csrf", body = crate::http::error::ErrorBody),
        (status = 429, description = "locked (Retry-After): too many wrong passwords", body = crate::http::error::ErrorBody),
        (status = 400, body = crate::http::error::ErrorBody), (status = 413, body = crate::http::error::ErrorBody), (status = 415, body = crate::http::error::ErrorBody),
    ))]
#[tracing::instrument(skip_all)]
pub async fn change_password(
    State(app): State<AppState>,
    staff: Staff,
    body: JsonBody<PasswordChangeRequest>,
) -> Result<Response, AppError> {
    let PasswordChangeRequest { current_password, new_password } = body.value;
    if let Some(problem) = clinic_core::validate::check_new_password("newPassword", &new_password) {
        return Err(AppError::Validation(vec![problem]));
    }
    let scopes = throttle::scopes(&staff.email, &staff.ip);
    let failures = open_gate(&app, &scopes, &staff.email, &staff.ip).await?;
    let stored = users::credentials(&app.db.pool, &staff.email).await?.map(|c| c.password_hash);
    let checked = tokio::task::spawn_blocking(move || {
        let right = stored.is_some_and(|h| password::verify(&current_password, &h));
        right.then(|| password::hash(&new_password))
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?;
    let Some(new_hash) = checked else {
        let failure = Failure {
            scopes,
            actor_id: Some(staff.user_id.clone()),
            email: staff.email.clone(),
            ip: staff.ip.clone(),
            detail: json!({"step": "password_change"}),
            failures,
        };
        let wrong = AppError::Validation(vec![FieldError::new("currentPassword", "incorrect")]);
        return Err(refuse(&app, failure, wrong).await);
    };
    let new_hash = new_hash.map_err(AppError::Internal)?;
    let now = now_ms();
    // The other sessions end; this one goes on under a new id (the old id, had anyone copied it, is
    // dead), with the same CSRF token, so the page that changed the password keeps working.
    let renewed = app
        .writer
        .transact(move |c| {
            Box::pin(async move {
                throttle::succeeded(c, &scopes).await?;
                users::set_password(c, &staff.user_id, &new_hash, now).await?;
                let ended = sessions::end_others(c, &staff.user_id, &staff.session_hash).await?;
                let renewed = sessions::rotate(c, &staff.session_hash).await?;
                let entry = AuditEntry {
                    actor_id: Some(&staff.user_id),
                    actor_email: &staff.email,
                    action: "user.change_password",
                    target_kind: "user",
                    target_id: &staff.user_id,
                    ip: &staff.ip,
                    detail: json!({"sessionsEnded": ended}),
                };
                audit::append(c, &entry).await?;
                Ok::<_, StorageError>(renewed)
            })
        })
        .await?;
    let config = &app.config;
    let cookie = cookies::set(config, &cookies::session_name(config), &renewed, config.session_absolute_ms / 1000);
    Ok(with_cookies(StatusCode::NO_CONTENT.into_response(), &[cookie]))
}

async fn end_sessions(app: &AppState, staff: Staff, everywhere: bool) -> Result<Response, AppError> {
    let action = if everywhere { "session.logout_all" } else { "session.logout" };
    app.writer
        .transact(move |c| {
            Box::pin(async move {
                let ended = if everywhere {
                    sessions::end_all(c, &staff.user_id).await?
                } else {
                    sessions::end(c, &staff.session_hash).await?;
                    1
                };
                let entry = AuditEntry {
                    actor_id: Some(&staff.user_id),
                    actor_email: &staff.email,
                    action,
                    target_kind: "session",
                    target_id: "",
                    ip: &staff.ip,
                    detail: json!({"sessions": ended}),
                };
                audit::append(c, &entry).await
            })
        })
        .await?;
    let clear = cookies::set(&app.config, &cookies::session_name(&app.config), "", 0);
    Ok(with_cookies(StatusCode::NO_CONTENT.into_response(), &[clear]))
}

/// `POST /api/admin/session/logout`: ends this session.
#[utoipa::path(post, path = "/api/admin/session/logout", tag = "staff", security(("session" = [])),
    responses((status = 204, description = "signed out"), (status = 401, body = crate::http::error::ErrorBody), (status = 403, description = "csrf", body = crate::http::error::ErrorBody)))]
pub async fn logout(State(app): State<AppState>, staff: Staff) -> Result<Response, AppError> {
    end_sessions(&app, staff, false).await
}

/// `POST /api/admin/session/logout-all`: ends every session of this account, on every device.
#[utoipa::path(post, path = "/api/admin/session/logout-all", tag = "staff", security(("session" = [])),
    responses((status = 204, description = "signed out everywhere"), (status = 401, body = crate::http::error::ErrorBody), (status = 403, description = "csrf", body = crate::http::error::ErrorBody)))]
pub async fn logout_all(State(app): State<AppState>, staff: Staff) -> Result<Response, AppError> {
    end_sessions(&app, staff, true).await
}
