//! The staff inbox over HTTP (issue 12): list, search and export; details; the booking, inquiry and
//! assessment workflows; notes, assignees, photos, the triage queue and the overview.
//!
//! Handlers check input, call [`crate::storage::inbox`] and map its outcomes to answers. Every read
//! of personal data (a detail, a photo, a search, an export) and every change writes an audit entry;
//! a change writes it in the change's own transaction.

use crate::http::error::AppError;
use crate::http::extract::{ApiPath, ApiQuery, JsonBody};
use crate::routes::answer;
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::audit;
use crate::storage::inbox::list::{self, Filter, InboxItem, Sort};
use crate::storage::inbox::workflow::{self, Changed};
use crate::storage::inbox::{detail, overview, Actor, Kind, Refusal};
use crate::storage::intake_review;
use crate::storage::{now_ms, StorageError};
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use clinic_core::assess::Urgency;
use clinic_core::date::Date;
use clinic_core::lang::Locale;
use clinic_core::model::{AssessmentStatus, BookingStatus, Branch, InquiryStatus, TumorType};
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Most rows a page of the inbox holds.
pub const MAX_PAGE_SIZE: i64 = 200;
/// Most rows one CSV export holds.
pub const MAX_EXPORT_ROWS: i64 = 50_000;
/// Longest reason, reply, review note or internal note.
pub const MAX_TEXT: usize = 10_000;

/// The inbox's routes, under `/api/admin`.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/inbox", get(inbox))
        .route("/api/admin/inbox.csv", get(inbox_csv))
        .route("/api/admin/triage", get(triage))
        .route("/api/admin/overview", get(overview_handler))
        .route("/api/admin/bookings/{code}", get(booking))
        .route("/api/admin/bookings/{code}/status", post(booking_status))
        .route("/api/admin/bookings/{code}/reschedule", post(booking_reschedule))
        .route("/api/admin/inquiries/{id}", get(inquiry))
        .route("/api/admin/inquiries/{id}/reply", post(inquiry_reply))
        .route("/api/admin/inquiries/{id}/status", post(inquiry_status))
        .route("/api/admin/assessments/{id}", get(assessment))
        .route("/api/admin/assessments/{id}/review", post(assessment_review))
        .route("/api/admin/assessments/{id}/status", post(assessment_status))
        .route("/api/admin/assessments/{id}/photos/{photo}", get(photo))
        .route("/api/admin/bookings/{id}/notes", post(note))
        .route("/api/admin/inquiries/{id}/notes", post(note))
        .route("/api/admin/assessments/{id}/notes", post(note))
        .route("/api/admin/bookings/{id}/assignee", post(assignee))
        .route("/api/admin/inquiries/{id}/assignee", post(assignee))
        .route("/api/admin/assessments/{id}/assignee", post(assignee))
}

fn actor(staff: &Staff) -> Actor {
    staff.actor()
}

fn refused(r: Refusal) -> AppError {
    match r {
        Refusal::NotFound => AppError::NotFound,
        Refusal::OtherBranch => AppError::Forbidden,
        Refusal::NotAllowed { .. } => AppError::NotAllowed,
        Refusal::SlotFull => AppError::SlotFull,
        Refusal::SlotClosed => AppError::closed_slot(),
        Refusal::UnknownAssignee => AppError::Validation(vec![FieldError::new("userId", "invalid_choice")]),
        Refusal::AssigneeOtherBranch => AppError::Validation(vec![FieldError::new("userId", "other_branch")]),
    }
}

fn invalid(field: &str, code: &str) -> AppError {
    AppError::Validation(vec![FieldError::new(field, code)])
}

/// A required free text: trimmed, not empty, not too long.
fn required_text(field: &str, value: &str) -> Result<String, AppError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(invalid(field, "required"));
    }
    if v.chars().count() > MAX_TEXT {
        return Err(AppError::Validation(vec![FieldError::new(field, "max_length").with("max", MAX_TEXT as i64)]));
    }
    Ok(v.to_string())
}

/// Runs a change in one transaction and maps its refusal.
async fn change<F>(app: &AppState, work: F) -> Result<Changed, AppError>
where
    F: for<'c> FnOnce(
            &'c mut sqlx::AnyConnection,
        ) -> futures::future::BoxFuture<'c, Result<Result<Changed, Refusal>, StorageError>>
        + Send
        + 'static,
{
    app.writer.transact(work).await?.map_err(refused)
}

/// Records a read of personal data.
async fn audit_read(
    app: &AppState,
    staff: &Staff,
    action: &'static str,
    kind: &'static str,
    id: String,
    detail: serde_json::Value,
) -> Result<(), AppError> {
    let actor = actor(staff);
    app.writer
        .transact(move |c| Box::pin(async move { audit::record(c, &actor, action, kind, &id, detail).await }))
        .await?;
    Ok(())
}

// ---------------------------------------------------------------- the list

/// The inbox's filters, as the query string gives them.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct InboxQuery {
    /// `booking` | `inquiry` | `assessment`; all when absent.
    pub kind: Option<String>,
    /// A status of the kind (bookings: pending, confirmed, completed, no_show, cancelled; inquiries: new,
    /// answered, closed; assessments: new, reviewed, closed).
    pub status: Option<String>,
    /// `taipei` | `kaohsiung` (bookings only).
    pub branch: Option<String>,
    /// Received on or after this clinic day (YYYY-MM-DD).
    pub from: Option<String>,
    /// Received on or before this clinic day (YYYY-MM-DD).
    pub to: Option<String>,
    /// The patient's language (site locale tag).
    pub lang: Option<String>,
    /// Bookings only.
    pub tumor_type: Option<String>,
    /// Assessments only: `high` | `medium` | `low`.
    pub urgency: Option<String>,
    /// Name, e-mail, phone or confirmation code (any spelling).
    #[param(max_length = 200)]
    pub q: Option<String>,
    /// `true`: only submissions without a staff response 24 h after receipt.
    pub overdue: Option<bool>,
    /// `true`: only bookings still waiting for the patient's e-mail link (`CLINIC_VERIFY_EMAIL`), e.g.
    /// to select a flood of them for the bulk cancellation.
    pub unverified: Option<bool>,
    /// `receivedAt` (default) | `name` | `status` | `preferredDate`.
    pub sort: Option<String>,
    /// `desc` (default) | `asc`.
    pub dir: Option<String>,
    /// From 1.
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<i64>,
    /// 1 to 200, default 50.
    #[param(minimum = 1, maximum = 200)]
    pub page_size: Option<i64>,
}

/// A page of the inbox.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct InboxPage {
    pub items: Vec<InboxItem>,
    /// How many match; for a search with very many matches, a lower bound (see `totalCapped`).
    #[cfg_attr(test, ts(type = "number"))]
    pub total: i64,
    /// More than `total` match: a search that finds very many is counted only so far.
    pub total_capped: bool,
    #[cfg_attr(test, ts(type = "number"))]
    pub page: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub page_size: i64,
}

fn non_empty(v: &Option<String>) -> Option<&str> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

fn day_start(field: &str, v: &str) -> Result<i64, AppError> {
    Date::parse(v).map(|d| d.clinic_unix_ms(0)).ok_or_else(|| invalid(field, "format"))
}

/// Checks the query and turns it into a storage filter; every problem is listed.
fn filter(staff: &Staff, q: &InboxQuery, now: i64) -> Result<Filter, AppError> {
    let mut problems = Vec::new();
    let mut choice = |field: &str, value: Option<&str>, ok: &dyn Fn(&str) -> bool| -> Option<String> {
        let v = value?;
        if ok(v) {
            Some(v.to_string())
        } else {
            problems.push(FieldError::new(field, "invalid_choice"));
            None
        }
    };
    let kind = choice("kind", non_empty(&q.kind), &|v| Kind::parse(v).is_some()).and_then(|k| Kind::parse(&k));
    let status = choice("status", non_empty(&q.status), &|v| {
        BookingStatus::parse(v).is_some() || InquiryStatus::parse(v).is_some() || AssessmentStatus::parse(v).is_some()
    });
    let branch =
        choice("branch", non_empty(&q.branch), &|v| Branch::parse(v).is_some()).and_then(|b| Branch::parse(&b));
    let lang = choice("lang", non_empty(&q.lang), &|v| Locale::from_exact_tag(v).is_some_and(|l| l.is_site()));
    let tumor_type = choice("tumorType", non_empty(&q.tumor_type), &|v| TumorType::parse(v).is_some());
    let urgency = choice("urgency", non_empty(&q.urgency), &|v| Urgency::parse(v).is_some());
    let sort = match non_empty(&q.sort) {
        None => Some(Sort::ReceivedAt),
        Some(s) => choice("sort", Some(s), &|v| Sort::parse(v).is_some()).and_then(|s| Sort::parse(&s)),
    };
    let descending = match non_empty(&q.dir) {
        None | Some("desc") => true,
        Some("asc") => false,
        Some(_) => {
            problems.push(FieldError::new("dir", "invalid_choice"));
            true
        }
    };
    let from = match non_empty(&q.from) {
        None => None,
        Some(v) => day_start("from", v).map_err(|_| problems.push(FieldError::new("from", "format"))).ok(),
    };
    let to = match non_empty(&q.to) {
        None => None,
        Some(v) => day_start("to", v)
            .map(|ms| ms + 86_400_000)
            .map_err(|_| problems.push(FieldError::new("to", "format")))
            .ok(),
    };
    let page = q.page.unwrap_or(1);
    if !(1..=1_000_000).contains(&page) {
        problems.push(FieldError::new("page", "format"));
    }
    let page_size = q.page_size.unwrap_or(50);
    if !(1..=MAX_PAGE_SIZE).contains(&page_size) {
        problems.push(FieldError::new("pageSize", "format"));
    }
    if let Some(text) = non_empty(&q.q) {
        if text.chars().count() > 200 {
            problems.push(FieldError::new("q", "max_length").with("max", 200));
        }
    }
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    Ok(Filter {
        kind,
        status,
        branch,
        scope: staff.branch,
        from,
        to,
        lang,
        tumor_type,
        urgency,
        q: non_empty(&q.q).map(str::to_string),
        overdue: q.overdue.unwrap_or(false),
        unverified: q.unverified.unwrap_or(false),
        sort: sort.unwrap_or(Sort::ReceivedAt),
        descending,
        offset: (page.max(1) - 1) * page_size,
        limit: page_size,
        now,
    })
}

/// What a search or export is audited with: the filters, never the results, and of the search text
/// only its length. Staff search by a patient's name, e-mail or phone: the audit log, kept longer than
/// the submissions (docs/retention.md), would otherwise hold those words after an erasure.
fn filter_detail(q: &InboxQuery, total: i64) -> serde_json::Value {
    json!({
        "qLength": q.q.as_deref().map(|text| text.trim().chars().count()), "kind": q.kind, "status": q.status, "branch": q.branch, "from": q.from, "to": q.to,
        "lang": q.lang, "tumorType": q.tumor_type, "urgency": q.urgency, "overdue": q.overdue,
        "unverified": q.unverified, "total": total,
    })
}

/// The inbox: one list of bookings, inquiries and assessments.
#[utoipa::path(get, path = "/api/admin/inbox", tag = "admin-inbox", params(InboxQuery),
    responses((status = 200, body = InboxPage), (status = 401, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn inbox(
    staff: Staff,
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<InboxQuery>,
) -> Result<Response, AppError> {
    let now = now_ms();
    let f = filter(&staff, &q, now)?;
    let mut conn = app.db.pool.acquire().await?;
    let mut page = list::list(&mut conn, app.db.backend, &app.db.text_index, &f).await?;
    intake_review::attach_to_items(&mut conn, app.db.backend, &mut page.items, now).await?;
    drop(conn);
    let search = f.q.is_some().then(|| filter_detail(&q, page.total));
    // A page whose bookings carry health flags shows health data: on record, naming the bookings
    // shown, as the overview, calendar and front desk are (a search's own entry names no record).
    let flagged = page.items.iter().any(|i| i.intake.as_ref().is_some_and(|m| !m.flags.is_empty()));
    let list = flagged.then(|| {
        let bookings: Vec<InboxItem> =
            page.items.iter().filter(|i| i.kind == Kind::Booking.as_str()).cloned().collect();
        shown(&bookings)
    });
    if search.is_some() || list.is_some() {
        let actor = actor(&staff);
        app.writer
            .transact(move |c| {
                Box::pin(async move {
                    if let Some(detail) = search {
                        audit::record(c, &actor, "inbox.search", "", "", detail).await?;
                    }
                    if let Some(detail) = list {
                        audit::record(c, &actor, "inbox.view", "booking", "", detail).await?;
                    }
                    Ok(())
                })
            })
            .await?;
    }
    answer::json(
        StatusCode::OK,
        &InboxPage {
            items: page.items,
            total: page.total,
            total_capped: page.total_capped,
            page: f.offset / f.limit + 1,
            page_size: f.limit,
        },
    )
}

/// The filtered inbox as CSV (UTF-8 with BOM, formula cells neutralised).
#[utoipa::path(get, path = "/api/admin/inbox.csv", tag = "admin-inbox", params(InboxQuery),
    responses((status = 200, content_type = "text/csv", body = String), (status = 401, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn inbox_csv(
    staff: Staff,
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<InboxQuery>,
) -> Result<Response, AppError> {
    let now = now_ms();
    let mut f = filter(&staff, &q, now)?;
    f.offset = 0;
    f.limit = MAX_EXPORT_ROWS;
    let mut conn = app.db.pool.acquire().await?;
    let page = list::list(&mut conn, app.db.backend, &app.db.text_index, &f).await?;
    drop(conn);
    audit_read(&app, &staff, "inbox.export", "", String::new(), filter_detail(&q, page.total)).await?;
    let header_row = [
        "kind",
        "id",
        "code",
        "name",
        "branch",
        "status",
        "lang",
        "receivedAt",
        "preferredDate",
        "preferredTime",
        "tumorType",
        "urgency",
        "assigneeEmail",
        "overdue",
        "verification",
    ];
    let rows: Vec<Vec<String>> = page
        .items
        .into_iter()
        .map(|i| {
            vec![
                i.kind,
                i.id,
                i.code.unwrap_or_default(),
                i.name,
                i.branch.unwrap_or_default(),
                i.status,
                i.lang,
                i.received_at,
                i.preferred_date.unwrap_or_default(),
                i.preferred_time.unwrap_or_default(),
                i.tumor_type.unwrap_or_default(),
                i.urgency.unwrap_or_default(),
                i.assignee_email.unwrap_or_default(),
                i.overdue.to_string(),
                i.verification.unwrap_or_default(),
            ]
        })
        .collect();
    let body = crate::http::csv::csv_document(&header_row, rows.into_iter());
    let mut res = body.into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("attachment; filename=\"inbox.csv\""));
    Ok(res)
}

/// The triage queue.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct TriageList {
    pub items: Vec<InboxItem>,
}

/// The triage queue: first the aftercare worries not handled yet (bookings carrying `aftercare`, of the
/// staff member's branch, oldest first), then open assessments, most urgent first, then oldest first.
#[utoipa::path(get, path = "/api/admin/triage", tag = "admin-inbox",
    responses((status = 200, body = TriageList), (status = 401, body = crate::http::error::ErrorBody)))]
pub async fn triage(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    let items = overview::triage(&mut conn, app.db.backend, staff.branch, now_ms()).await?;
    drop(conn);
    // The queue names patients by their e-mail addresses, and its worries and flags are health data.
    audit_read(&app, &staff, "triage.view", list_kind(&items), String::new(), shown(&items)).await?;
    answer::json(StatusCode::OK, &TriageList { items })
}

/// Which submissions a list showed, for its audit entry; `health`: those shown with health data (an
/// intake flag or an aftercare worry), which the access report counts as such. Never the data itself.
fn shown(items: &[InboxItem]) -> serde_json::Value {
    let name = |i: &InboxItem| format!("{}:{}", i.kind, i.id);
    let health =
        items.iter().filter(|i| i.aftercare.is_some() || i.intake.as_ref().is_some_and(|m| !m.flags.is_empty()));
    json!({
        "shown": items.iter().map(name).collect::<Vec<_>>(),
        "health": health.map(name).collect::<Vec<_>>(),
    })
}

/// A list's audit target kind: the one kind it shows (the triage queue: `booking` for its aftercare
/// worries, `assessment`), or "" when it shows both (each is named in `shown`).
fn list_kind(items: &[InboxItem]) -> &'static str {
    let has = |k: Kind| items.iter().any(|i| i.kind == k.as_str());
    match (has(Kind::Booking), has(Kind::Assessment)) {
        (true, true) => "",
        (true, false) => "booking",
        _ => "assessment",
    }
}

/// The day at a glance.
#[utoipa::path(get, path = "/api/admin/overview", tag = "admin-inbox",
    responses((status = 200, body = overview::Overview), (status = 401, body = crate::http::error::ErrorBody)))]
pub async fn overview_handler(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    let now = now_ms();
    let mut o = overview::overview(&mut conn, app.db.backend, staff.branch, now).await?;
    intake_review::attach_to_items(&mut conn, app.db.backend, &mut o.today, now).await?;
    intake_review::attach_to_items(&mut conn, app.db.backend, &mut o.upcoming, now).await?;
    drop(conn);
    // Today's and the upcoming bookings carry patients' names and assignees' e-mail addresses.
    let listed: Vec<InboxItem> = o.today.iter().chain(&o.upcoming).cloned().collect();
    audit_read(&app, &staff, "overview.view", "booking", String::new(), shown(&listed)).await?;
    answer::json(StatusCode::OK, &o)
}

// ---------------------------------------------------------------- bookings

fn booking_code(raw: &str) -> Result<String, AppError> {
    clinic_core::code::ConfirmationCode::parse(raw).map(|c| c.canonical().to_string()).ok_or(AppError::NotFound)
}

async fn booking_detail(app: &AppState, staff: &Staff, code: &str) -> Result<detail::BookingDetail, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    let d = detail::booking(&mut conn, code, now_ms()).await?.ok_or(AppError::NotFound)?;
    if !actor(staff).sees(Some(&d.branch)) {
        return Err(AppError::Forbidden);
    }
    Ok(d)
}

/// A booking with its history, notes and assignee (the code in any spelling).
#[utoipa::path(get, path = "/api/admin/bookings/{code}", tag = "admin-inbox",
    params(("code" = String, Path, description = "Confirmation code, any spelling")),
    responses((status = 200, body = detail::BookingDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody)))]
pub async fn booking(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
) -> Result<Response, AppError> {
    let code = booking_code(&code)?;
    let d = booking_detail(&app, &staff, &code).await?;
    audit_read(&app, &staff, "booking.view", "booking", code, json!({})).await?;
    answer::json(StatusCode::OK, &d)
}

/// Body of a booking's status change.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct BookingStatusRequest {
    /// `confirmed` | `completed` | `no_show` | `cancelled`.
    pub status: String,
    /// Required when cancelling; told to the patient.
    #[cfg_attr(test, ts(optional))]
    pub reason: Option<String>,
}

/// Moves a booking along: pending → confirmed → completed | no_show; cancelled (reason required).
#[utoipa::path(post, path = "/api/admin/bookings/{code}/status", tag = "admin-inbox",
    params(("code" = String, Path, description = "Confirmation code, any spelling")), request_body = BookingStatusRequest,
    responses((status = 200, body = detail::BookingDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody),
        (status = 409, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn booking_status(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    body: JsonBody<BookingStatusRequest>,
) -> Result<Response, AppError> {
    let code = booking_code(&code)?;
    let to = body.value.status.trim().to_string();
    if BookingStatus::parse(&to).is_none_or(|s| s == BookingStatus::Pending) {
        return Err(invalid("status", "invalid_choice"));
    }
    let reason = match (to.as_str(), body.value.reason.as_deref().map(str::trim).filter(|r| !r.is_empty())) {
        ("cancelled", None) => return Err(invalid("reason", "required")),
        (_, Some(r)) => Some(required_text("reason", r)?),
        (_, None) => None,
    };
    let a = actor(&staff);
    let c = code.clone();
    change(&app, move |conn| {
        Box::pin(async move { workflow::booking_status(conn, &a, &c, &to, reason.as_deref(), now_ms()).await })
    })
    .await?;
    answer::json(StatusCode::OK, &booking_detail(&app, &staff, &code).await?)
}

/// Body of a reschedule.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct RescheduleRequest {
    /// YYYY-MM-DD.
    pub preferred_date: String,
    /// HH:mm, a slot inside opening hours.
    pub preferred_time: String,
}

/// Moves a booking to another slot of its branch (capacity enforced; the old seat is freed).
#[utoipa::path(post, path = "/api/admin/bookings/{code}/reschedule", tag = "admin-inbox",
    params(("code" = String, Path, description = "Confirmation code, any spelling")), request_body = RescheduleRequest,
    responses((status = 200, body = detail::BookingDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody),
        (status = 409, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn booking_reschedule(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    body: JsonBody<RescheduleRequest>,
) -> Result<Response, AppError> {
    let code = booking_code(&code)?;
    let mut problems = Vec::new();
    let (date, time) = clinic_core::validate::check_slot(
        &app.clinic.hours(),
        &body.value.preferred_date,
        &body.value.preferred_time,
        now_ms(),
        &mut problems,
    );
    let (Some(date), Some(time)) = (date, time) else { return Err(AppError::Validation(problems)) };
    let (date, time) = (date.to_string(), time.to_string());
    let capacity = app.config.slot_capacity;
    let a = actor(&staff);
    let c = code.clone();
    change(&app, move |conn| {
        Box::pin(async move { workflow::booking_reschedule(conn, &a, &c, &date, &time, capacity, now_ms()).await })
    })
    .await?;
    answer::json(StatusCode::OK, &booking_detail(&app, &staff, &code).await?)
}

// ---------------------------------------------------------------- inquiries

async fn inquiry_detail(app: &AppState, id: &str) -> Result<detail::InquiryDetail, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    detail::inquiry(&mut conn, id, now_ms()).await?.ok_or(AppError::NotFound)
}

/// An inquiry with its history, notes and assignee.
#[utoipa::path(get, path = "/api/admin/inquiries/{id}", tag = "admin-inbox",
    params(("id" = String, Path, description = "Inquiry id")),
    responses((status = 200, body = detail::InquiryDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 404, body = crate::http::error::ErrorBody)))]
pub async fn inquiry(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<Response, AppError> {
    let d = inquiry_detail(&app, &id).await?;
    audit_read(&app, &staff, "inquiry.view", "inquiry", id, json!({})).await?;
    answer::json(StatusCode::OK, &d)
}

/// Body of a reply.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ReplyRequest {
    /// The answer, e-mailed to the patient as written.
    pub message: String,
}

/// Answers an inquiry: the reply is e-mailed to the patient; the inquiry becomes `answered`.
#[utoipa::path(post, path = "/api/admin/inquiries/{id}/reply", tag = "admin-inbox",
    params(("id" = String, Path, description = "Inquiry id")), request_body = ReplyRequest,
    responses((status = 200, body = detail::InquiryDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 404, body = crate::http::error::ErrorBody), (status = 409, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn inquiry_reply(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
    body: JsonBody<ReplyRequest>,
) -> Result<Response, AppError> {
    let message = required_text("message", &body.value.message)?;
    let a = actor(&staff);
    let i = id.clone();
    change(&app, move |c| Box::pin(async move { workflow::inquiry_reply(c, &a, &i, &message, now_ms()).await }))
        .await?;
    answer::json(StatusCode::OK, &inquiry_detail(&app, &id).await?)
}

/// Body of an inquiry's or assessment's status change.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct StatusRequest {
    /// `closed` (answering is a reply, reviewing is a review).
    pub status: String,
}

/// Closes an inquiry.
#[utoipa::path(post, path = "/api/admin/inquiries/{id}/status", tag = "admin-inbox",
    params(("id" = String, Path, description = "Inquiry id")), request_body = StatusRequest,
    responses((status = 200, body = detail::InquiryDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 404, body = crate::http::error::ErrorBody), (status = 409, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn inquiry_status(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
    body: JsonBody<StatusRequest>,
) -> Result<Response, AppError> {
    let to = body.value.status.trim().to_string();
    if InquiryStatus::parse(&to).is_none() {
        return Err(invalid("status", "invalid_choice"));
    }
    let a = actor(&staff);
    let i = id.clone();
    change(&app, move |c| Box::pin(async move { workflow::close(c, &a, Kind::Inquiry, &i, &to, now_ms()).await }))
        .await?;
    answer::json(StatusCode::OK, &inquiry_detail(&app, &id).await?)
}

// ---------------------------------------------------------------- assessments

async fn assessment_detail(app: &AppState, id: &str) -> Result<detail::AssessmentDetail, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    detail::assessment(&mut conn, id, now_ms()).await?.ok_or(AppError::NotFound)
}

/// An assessment with its answers, triage result, photos, history, notes and assignee.
#[utoipa::path(get, path = "/api/admin/assessments/{id}", tag = "admin-inbox",
    params(("id" = String, Path, description = "Assessment id")),
    responses((status = 200, body = detail::AssessmentDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 404, body = crate::http::error::ErrorBody)))]
pub async fn assessment(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<Response, AppError> {
    let d = assessment_detail(&app, &id).await?;
    audit_read(&app, &staff, "assessment.view", "assessment", id, json!({})).await?;
    answer::json(StatusCode::OK, &d)
}

/// Body of a review.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ReviewRequest {
    /// The clinician's note (internal: never sent to the patient).
    pub note: String,
    /// `high` | `medium` | `low`: the triage's urgency confirmed or changed.
    pub urgency: String,
}

/// Reviews an assessment; the patient (if they left an e-mail) is told and invited to book.
#[utoipa::path(post, path = "/api/admin/assessments/{id}/review", tag = "admin-inbox",
    params(("id" = String, Path, description = "Assessment id")), request_body = ReviewRequest,
    responses((status = 200, body = detail::AssessmentDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 404, body = crate::http::error::ErrorBody), (status = 409, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn assessment_review(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
    body: JsonBody<ReviewRequest>,
) -> Result<Response, AppError> {
    let mut problems = Vec::new();
    let note = required_text("note", &body.value.note).map_err(|e| {
        if let AppError::Validation(mut p) = e {
            problems.append(&mut p);
        }
    });
    let urgency = body.value.urgency.trim().to_string();
    if Urgency::parse(&urgency).is_none() {
        problems.push(FieldError::new("urgency", "invalid_choice"));
    }
    let Ok(note) = note else { return Err(AppError::Validation(problems)) };
    if !problems.is_empty() {
        return Err(AppError::Validation(problems));
    }
    let a = actor(&staff);
    let i = id.clone();
    change(&app, move |c| {
        Box::pin(async move { workflow::assessment_review(c, &a, &i, &note, &urgency, now_ms()).await })
    })
    .await?;
    answer::json(StatusCode::OK, &assessment_detail(&app, &id).await?)
}

/// Closes an assessment.
#[utoipa::path(post, path = "/api/admin/assessments/{id}/status", tag = "admin-inbox",
    params(("id" = String, Path, description = "Assessment id")), request_body = StatusRequest,
    responses((status = 200, body = detail::AssessmentDetail), (status = 401, body = crate::http::error::ErrorBody),
        (status = 404, body = crate::http::error::ErrorBody), (status = 409, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn assessment_status(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<String>,
    body: JsonBody<StatusRequest>,
) -> Result<Response, AppError> {
    let to = body.value.status.trim().to_string();
    if AssessmentStatus::parse(&to).is_none() {
        return Err(invalid("status", "invalid_choice"));
    }
    let a = actor(&staff);
    let i = id.clone();
    change(&app, move |c| Box::pin(async move { workflow::close(c, &a, Kind::Assessment, &i, &to, now_ms()).await }))
        .await?;
    answer::json(StatusCode::OK, &assessment_detail(&app, &id).await?)
}

/// A photo of an assessment: the stored (re-encoded) bytes, never cached, each view audited.
#[utoipa::path(get, path = "/api/admin/assessments/{id}/photos/{photo}", tag = "admin-inbox",
    params(("id" = String, Path, description = "Assessment id"), ("photo" = String, Path, description = "Photo id")),
    responses((status = 200, content_type = "image/jpeg", body = Vec<u8>), (status = 401, body = crate::http::error::ErrorBody),
        (status = 404, body = crate::http::error::ErrorBody)))]
pub async fn photo(
    staff: Staff,
    State(app): State<AppState>,
    ApiPath((id, photo_id)): ApiPath<(String, String)>,
) -> Result<Response, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    let found = detail::photo(&mut conn, &id, &photo_id).await?.ok_or(AppError::NotFound)?;
    drop(conn);
    let content_type = match found.content_type.as_str() {
        "image/jpeg" => HeaderValue::from_static("image/jpeg"),
        "image/png" => HeaderValue::from_static("image/png"),
        _ => return Err(AppError::Internal("a stored photo has an unknown type".into())),
    };
    let bytes = app.uploads.get(&found.object_path).await.map_err(|e| match e {
        object_store::Error::NotFound { .. } => AppError::NotFound,
        e => AppError::Internal(format!("upload store: {e}")),
    })?;
    audit_read(&app, &staff, "photo.view", "assessment", id, json!({ "photo": photo_id })).await?;
    let mut res = bytes.into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, content_type);
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("inline"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    Ok(res)
}

// ---------------------------------------------------------------- notes and assignees

/// The kind a path names (`/api/admin/<bookings|inquiries|assessments>/{id}/…`), and the submission's
/// id in its stored form.
fn kind_and_id(uri: &Uri, id: &str) -> Result<(Kind, String), AppError> {
    match uri.path().split('/').nth(3).unwrap_or("") {
        "bookings" => Ok((Kind::Booking, booking_code(id)?)),
        "inquiries" => Ok((Kind::Inquiry, id.to_string())),
        "assessments" => Ok((Kind::Assessment, id.to_string())),
        _ => Err(AppError::NotFound),
    }
}

/// The `{kind}` segment of `/api/admin/{kind}/{id}/notes` and `…/assignee`: the document names the
/// three real values, so a client never builds a path that matches no route (the routes are written
/// out per kind; any other segment is an unknown path).
#[derive(utoipa::ToSchema)]
#[schema(rename_all = "lowercase")]
pub enum SubmissionPathKind {
    Bookings,
    Inquiries,
    Assessments,
}

/// Body of a note.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct NoteRequest {
    /// Internal; never sent to the patient.
    pub text: String,
}

/// What a note or assignment answers.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ChangeResult {
    pub status: String,
    /// The history event written.
    pub event_id: String,
}

/// Adds an internal note to a booking, inquiry or assessment.
#[utoipa::path(post, path = "/api/admin/{kind}/{id}/notes", tag = "admin-inbox",
    params(("kind" = inline(SubmissionPathKind), Path), ("id" = String, Path, description = "Code or id")),
    request_body = NoteRequest,
    responses((status = 200, body = ChangeResult), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn note(
    staff: Staff,
    State(app): State<AppState>,
    uri: Uri,
    ApiPath(id): ApiPath<String>,
    body: JsonBody<NoteRequest>,
) -> Result<Response, AppError> {
    let (kind, id) = kind_and_id(&uri, &id)?;
    let text = required_text("text", &body.value.text)?;
    let a = actor(&staff);
    let done =
        change(&app, move |c| Box::pin(async move { workflow::add_note(c, &a, kind, &id, &text, now_ms()).await }))
            .await?;
    answer::json(StatusCode::OK, &ChangeResult { status: done.status, event_id: done.event_id })
}

/// Body of an assignment.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct AssigneeRequest {
    /// A staff member's id, or `null` for nobody.
    pub user_id: Option<String>,
}

/// Assigns a booking, inquiry or assessment to a staff member (or to nobody).
#[utoipa::path(post, path = "/api/admin/{kind}/{id}/assignee", tag = "admin-inbox",
    params(("kind" = inline(SubmissionPathKind), Path), ("id" = String, Path, description = "Code or id")),
    request_body = AssigneeRequest,
    responses((status = 200, body = ChangeResult), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, body = crate::http::error::ErrorBody), (status = 404, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn assignee(
    staff: Staff,
    State(app): State<AppState>,
    uri: Uri,
    ApiPath(id): ApiPath<String>,
    body: JsonBody<AssigneeRequest>,
) -> Result<Response, AppError> {
    let (kind, id) = kind_and_id(&uri, &id)?;
    let user = body.value.user_id.as_deref().map(str::trim).filter(|u| !u.is_empty()).map(str::to_string);
    let a = actor(&staff);
    let done = change(&app, move |c| {
        Box::pin(async move { workflow::set_assignee(c, &a, kind, &id, user.as_deref(), now_ms()).await })
    })
    .await?;
    answer::json(StatusCode::OK, &ChangeResult { status: done.status, event_id: done.event_id })
}
