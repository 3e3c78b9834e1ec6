//! `GET /api/admin/access-report` (and `.csv`): what one staff account touched in a window, for a
//! breach notice ([`crate::staff::access_report`]). Admins only; running the report is itself recorded.

use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::staff::access_report::{self, AccessReport};
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::audit;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use clinic_core::validate::FieldError;
use serde::Deserialize;
use serde_json::json;

/// The routes.
pub fn admin_routes() -> Router<AppState> {
    Router::new().route("/api/admin/access-report", get(report)).route("/api/admin/access-report.csv", get(report_csv))
}

/// Whose report, over which window.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct AccessReportQuery {
    /// The staff account's e-mail (any case).
    #[param(required = true, min_length = 3, max_length = 254)]
    #[cfg_attr(test, ts(optional))]
    pub user: Option<String>,
    /// The window's start: RFC 3339 (`2026-12-01T08:00:00Z`) or a clinic day (`2026-12-01`).
    #[param(required = true)]
    #[cfg_attr(test, ts(optional))]
    pub from: Option<String>,
    /// The window's end, exclusive; a clinic day counts whole.
    #[param(required = true)]
    #[cfg_attr(test, ts(optional))]
    pub to: Option<String>,
}

/// At most this long a window (a year and a day): a report over the whole log is a different job.
const MAX_WINDOW_MS: i64 = 367 * 86_400_000;

fn window(q: &AccessReportQuery) -> Result<(String, i64, i64), AppError> {
    let mut problems = Vec::new();
    let text = |v: &Option<String>| v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    let user = text(&q.user);
    if user.is_none() {
        problems.push(FieldError::new("user", "required"));
    }
    let mut time = |field: &'static str, v: &Option<String>, day_after: bool| match text(v) {
        None => {
            problems.push(FieldError::new(field, "required"));
            None
        }
        Some(t) => {
            let ms = access_report::parse_time(&t, day_after);
            if ms.is_none() {
                problems.push(FieldError::new(field, "format"));
            }
            ms
        }
    };
    let from = time("from", &q.from, false);
    let to = time("to", &q.to, true);
    match (user, from, to) {
        (Some(user), Some(from), Some(to)) if problems.is_empty() => {
            if to <= from || to - from > MAX_WINDOW_MS {
                return Err(AppError::Validation(vec![FieldError::new("to", "format")]));
            }
            Ok((user, from, to))
        }
        _ => Err(AppError::Validation(problems)),
    }
}

async fn run(
    app: &AppState,
    staff: Staff,
    q: &AccessReportQuery,
    action: &'static str,
) -> Result<AccessReport, AppError> {
    staff.require_admin()?;
    let (user, from, to) = window(q)?;
    let report = access_report::build(&app.db.pool, &user, from, to).await?;
    let detail =
        json!({"account": report.account, "from": report.from, "to": report.to, "chainIntact": report.chain.intact});
    let actor = staff.actor();
    app.writer
        .transact(move |c| Box::pin(async move { audit::record(c, &actor, action, "user", "", detail).await }))
        .await?;
    Ok(report)
}

/// What the account touched: records, photos, exports and searches, with the data categories.
#[utoipa::path(get, path = "/api/admin/access-report", operation_id = "accessReport", tag = "staff", security(("session" = [])),
    params(AccessReportQuery),
    responses((status = 200, body = AccessReport), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin", body = crate::http::error::ErrorBody),
        (status = 400, description = "a malformed query", body = crate::http::error::ErrorBody),
        (status = 422, description = "`user`, `from` or `to` missing or malformed", body = crate::http::error::ErrorBody)))]
pub async fn report(
    State(app): State<AppState>,
    staff: Staff,
    ApiQuery(q): ApiQuery<AccessReportQuery>,
) -> Result<Json<AccessReport>, AppError> {
    Ok(Json(run(&app, staff, &q, "access_report.view").await?))
}

/// The same as CSV, one row per thing touched (for the notice letters).
#[utoipa::path(get, path = "/api/admin/access-report.csv", operation_id = "accessReportCsv", tag = "staff", security(("session" = [])),
    params(AccessReportQuery),
    responses((status = 200, description = "UTF-8 with BOM", content_type = "text/csv"), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not an admin", body = crate::http::error::ErrorBody),
        (status = 400, description = "a malformed query", body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn report_csv(
    State(app): State<AppState>,
    staff: Staff,
    ApiQuery(q): ApiQuery<AccessReportQuery>,
) -> Result<Response, AppError> {
    let report = run(&app, staff, &q, "access_report.export").await?;
    let mut res = access_report::csv(&report).into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    h.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("attachment; filename=\"access-report.csv\""));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}
