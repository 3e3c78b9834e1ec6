//! The audit log for admins: filtered pages and a CSV export. Looking at the log is itself recorded.

use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::staff::wire::{AuditItem, AuditPage, AuditQuery};
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::audit::{self, AuditEntry, AuditRow, Filter};
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use clinic_core::date::Date;
use clinic_core::validate::FieldError;
use serde_json::json;

/// Rows per page when not asked.
const DEFAULT_PAGE_SIZE: u32 = 50;
/// The most rows per page.
const MAX_PAGE_SIZE: u32 = 200;
/// The most rows in one CSV export (narrow the filter for more).
const MAX_EXPORT_ROWS: i64 = 100_000;

/// The audit routes (merged by `admin_auth::admin_routes`).
pub fn routes() -> Router<AppState> {
    Router::new().route("/api/admin/audit", get(list)).route("/api/admin/audit.csv", get(export))
}

/// A date (clinic time) as Unix ms at its start; `to` dates are inclusive, so the day after.
fn day_start(field: &str, value: &str, day_after: bool) -> Result<i64, AppError> {
    let date = Date::parse(value.trim()).ok_or_else(|| AppError::Validation(vec![FieldError::new(field, "format")]))?;
    let date = if day_after { date.add_days(1) } else { date };
    Ok(date.clinic_unix_ms(0))
}

fn filter_of(q: &AuditQuery) -> Result<Filter, AppError> {
    // Out of range is refused, not clamped: the document states the range (issue 29).
    let problems = crate::http::paging::problems(q.page, q.page_size, MAX_PAGE_SIZE);
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    let text = |v: &Option<String>| v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    Ok(Filter {
        actor: text(&q.actor),
        action: text(&q.action),
        target_kind: text(&q.target_kind),
        from_ms: text(&q.from).map(|f| day_start("from", &f, false)).transpose()?,
        to_ms: text(&q.to).map(|t| day_start("to", &t, true)).transpose()?,
    })
}

fn item(row: AuditRow) -> AuditItem {
    AuditItem {
        id: row.id,
        at: crate::storage::ids::rfc3339(row.at),
        actor_email: row.actor_email,
        detail: serde_json::from_str(&row.detail).unwrap_or_else(|_| json!({})),
        action: row.action,
        target_kind: row.target_kind,
        target_id: row.target_id,
        ip: row.ip,
    }
}

/// Records that an admin looked at (or exported) the log, with the filter used.
async fn record(app: &AppState, staff: Staff, action: &'static str, q: &AuditQuery) -> Result<(), AppError> {
    let detail = json!({
        "actor": q.actor, "action": q.action, "targetKind": q.target_kind, "from": q.from, "to": q.to, "page": q.page,
    });
    app.writer
        .transact(move |c| {
            Box::pin(async move {
                let entry = AuditEntry {
                    actor_id: Some(&staff.user_id),
                    actor_email: &staff.email,
                    action,
                    target_kind: "",
                    target_id: "",
                    ip: &staff.ip,
                    detail,
                };
                audit::append(c, &entry).await
            })
        })
        .await?;
    Ok(())
}

/// `GET /api/admin/audit`: newest first.
#[utoipa::path(get, path = "/api/admin/audit", operation_id = "listAudit", tag = "staff", security(("session" = [])), params(AuditQuery),
    responses((status = 200, body = AuditPage), (status = 401, body = crate::http::error::ErrorBody), (status = 403, description = "not an admin", body = crate::http::error::ErrorBody),
        (status = 422, description = "a bad date", body = crate::http::error::ErrorBody), (status = 400, description = "a malformed query", body = crate::http::error::ErrorBody)))]
pub async fn list(
    State(app): State<AppState>,
    staff: Staff,
    ApiQuery(q): ApiQuery<AuditQuery>,
) -> Result<Json<AuditPage>, AppError> {
    staff.require_admin()?;
    let filter = filter_of(&q)?;
    let size = q.page_size.unwrap_or(DEFAULT_PAGE_SIZE).clamp(1, MAX_PAGE_SIZE) as i64;
    let page = q.page.unwrap_or(1).max(1) as i64;
    let (rows, total) = audit::list(&app.db.pool, &filter, size, (page - 1) * size).await?;
    record(&app, staff, "audit.view", &q).await?;
    Ok(Json(AuditPage { items: rows.into_iter().map(item).collect(), total }))
}

/// `GET /api/admin/audit.csv`: the filtered log as CSV (UTF-8 BOM, formula cells neutralised).
#[utoipa::path(get, path = "/api/admin/audit.csv", operation_id = "exportAudit", tag = "staff", security(("session" = [])), params(AuditQuery),
    responses((status = 200, description = "the log as CSV (UTF-8 with BOM)", content_type = "text/csv"), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 400, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn export(
    State(app): State<AppState>,
    staff: Staff,
    ApiQuery(q): ApiQuery<AuditQuery>,
) -> Result<Response, AppError> {
    staff.require_admin()?;
    let filter = filter_of(&q)?;
    let (rows, _) = audit::list(&app.db.pool, &filter, MAX_EXPORT_ROWS, 0).await?;
    record(&app, staff, "audit.export", &q).await?;
    let header = ["id", "at", "actorEmail", "action", "targetKind", "targetId", "ip", "detail"];
    let body = crate::http::csv::csv_document(
        &header,
        rows.into_iter().map(|r| {
            vec![
                r.id.to_string(),
                crate::storage::ids::rfc3339(r.at),
                r.actor_email,
                r.action,
                r.target_kind,
                r.target_id,
                r.ip,
                r.detail,
            ]
        }),
    );
    let mut res = body.into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    h.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("attachment; filename=\"audit-log.csv\""));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}
