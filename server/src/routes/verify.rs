//! The link of a booking's confirmation message when e-mail verification is on (issue 15 point 4):
//! `POST /api/bookings/verify` for scripts, and `/forms/booking-verify` as a page in the patient's
//! language that works without any. Opening the link (GET) only shows where the booking stands and a
//! button: mail scanners that fetch links never confirm a booking; the button's POST does.

use super::answer::{self, BookingBody};
use super::plain_forms;
use super::plain_page;
use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::{ApiQuery, JsonBody};
use crate::state::AppState;
use crate::storage::now_ms;
use crate::storage::queries::BookingRow;
use crate::storage::verify::{self, Checked, Peeked};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use clinic_core::i18n::Arg;
use clinic_core::lang::{localized_path, Locale};
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};

/// Body of a verification.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Default, Deserialize, utoipa::ToSchema, utoipa::IntoParams)]
#[serde(default)]
pub struct VerifyRequest {
    /// The token of the link in the booking's confirmation message (43 characters, base64url).
    pub token: String,
    /// The page's language (the form only).
    #[serde(default)]
    pub lang: Option<String>,
}

/// What the link did.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum VerifyResult {
    /// Confirmed now.
    Verified,
    /// Confirmed before; nothing changed.
    AlreadyVerified,
}

/// The 200 of a verification: the result and the booking as the status page shows it.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct VerifiedBody {
    pub result: VerifyResult,
    pub booking: BookingBody,
}

/// A well-formed token, or the field problem (422) a malformed one gets.
fn token_of(raw: &str) -> Result<&str, AppError> {
    let token = raw.trim();
    if token.is_empty() {
        return Err(AppError::Validation(vec![FieldError::new("token", "required")]));
    }
    if !verify::well_formed(token) {
        return Err(AppError::Validation(vec![FieldError::new("token", "format")]));
    }
    Ok(token)
}

/// Confirms through the writer, so it commits in order with every other write.
async fn confirm(app: &AppState, token: &str) -> Result<Checked, AppError> {
    let token = token.to_string();
    Ok(app
        .writer
        .transact(move |conn| Box::pin(async move { Ok(verify::confirm(conn, &token, now_ms()).await?) }))
        .await?)
}

/// Confirms a booking by the token of its link.
#[utoipa::path(post, path = "/api/bookings/verify", tag = "bookings", operation_id = "verifyBooking",
    request_body = VerifyRequest,
    responses((status = 200, description = "`verified` now, or `already_verified` (a second click changes nothing)", body = VerifiedBody),
        (status = 400, body = ErrorBody),
        (status = 404, description = "no booking has this token", body = ErrorBody),
        (status = 409, description = "`verification_expired`: not confirmed in time (or cancelled meanwhile); the seat was released", body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 415, body = ErrorBody),
        (status = 422, description = "`token` missing (`required`) or not a token (`format`)", body = ErrorBody),
        (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn verify_api(State(app): State<AppState>, body: JsonBody<VerifyRequest>) -> Result<Response, AppError> {
    let token = token_of(&body.value.token)?;
    let window = app.config.change_window_ms;
    let (result, row) = match confirm(&app, token).await? {
        Checked::Verified(row) => (VerifyResult::Verified, row),
        Checked::AlreadyVerified(row) => (VerifyResult::AlreadyVerified, row),
        Checked::Expired(_) => return Err(AppError::VerificationExpired),
        Checked::Unknown => return Err(AppError::NotFound),
    };
    answer::json(StatusCode::OK, &VerifiedBody { result, booking: BookingBody::with_window(row, window) })
}

/// The page a link opens: where the booking stands, and the button that confirms it. Changes nothing.
#[tracing::instrument(skip_all)]
pub async fn verify_page(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<VerifyRequest>,
) -> Result<Response, AppError> {
    let lang = page_lang(q.lang.as_deref());
    let Ok(token) = token_of(&q.token) else { return Ok(page(&app, lang, Shown::Unknown)) };
    let shown = match verify::peek(&app.db, token, now_ms()).await? {
        Some((Peeked::Waiting, row)) => Shown::Ask(row, token.to_string()),
        Some((Peeked::Verified, row)) => Shown::AlreadyVerified(row),
        Some((Peeked::Expired, row)) => Shown::Expired(row),
        None => Shown::Unknown,
    };
    Ok(page(&app, lang, shown))
}

/// The page's button: confirms, and says what happened.
#[tracing::instrument(skip_all)]
pub async fn verify_form(State(app): State<AppState>, headers: HeaderMap, body: Bytes) -> Result<Response, AppError> {
    let posted = plain_forms::form_body(&headers, &body)?;
    let lang = posted.locale();
    let raw = posted.text("token");
    let Ok(token) = token_of(&raw) else { return Ok(page(&app, lang, Shown::Unknown)) };
    let shown = match confirm(&app, token).await? {
        Checked::Verified(row) => Shown::Verified(row),
        Checked::AlreadyVerified(row) => Shown::AlreadyVerified(row),
        Checked::Expired(row) => Shown::Expired(row),
        Checked::Unknown => Shown::Unknown,
    };
    Ok(page(&app, lang, shown))
}

pub(super) fn page_lang(tag: Option<&str>) -> Locale {
    tag.and_then(Locale::from_exact_tag).filter(|l| l.is_site()).unwrap_or(Locale::DEFAULT)
}

/// What the page says.
pub enum Shown {
    /// Waiting: the button that confirms (with the token to post).
    Ask(BookingRow, String),
    Verified(BookingRow),
    AlreadyVerified(BookingRow),
    Expired(BookingRow),
    Unknown,
}

/// The booking as the status page shows it (code, branch, day and time; nothing personal).
pub(super) fn summary(app: &AppState, lang: Locale, row: &BookingRow) -> String {
    use clinic_core::date::{Date, TimeOfDay};
    use clinic_core::format::{format_date, format_time};
    let t = |key: &str, args: &[(String, Arg)]| crate::messaging::calendar::text(&app.catalog, lang, key, args);
    let date = Date::parse(&row.preferred_date).map(|d| format_date(lang, d)).unwrap_or(row.preferred_date.clone());
    let time =
        TimeOfDay::parse(&row.preferred_time).map(|x| format_time(lang, x)).unwrap_or(row.preferred_time.clone());
    let branch = t(&format!("email-branch-{}", row.branch.as_str()), &[]);
    let details = t(
        "booking-success-details",
        &[("date".into(), Arg::Str(date)), ("time".into(), Arg::Str(time)), ("branch".into(), Arg::Str(branch))],
    );
    format!(
        "<p>{}</p><p class=\"code\" dir=\"ltr\">{}</p><p>{}</p>",
        plain_page::escape(&t("status-field-code", &[])),
        plain_page::escape(&row.code.display()),
        plain_page::escape(&details)
    )
}

fn page(app: &AppState, lang: Locale, shown: Shown) -> Response {
    let t = |key: &str| crate::messaging::calendar::text(&app.catalog, lang, key, &[]);
    let e = plain_page::escape;
    let title = t("verify-page-title");
    let status_link = format!(
        "<p><a href=\"{}\">{}</a></p>",
        e(&localized_path(lang, "/booking-status")),
        e(&t("booking-status-link"))
    );
    let (status, body) = match shown {
        Shown::Ask(row, token) => {
            let intro = crate::messaging::calendar::text(
                &app.catalog,
                lang,
                "verify-page-ask",
                &[("until".to_string(), Arg::Str(crate::messaging::clock::clinic_clock(lang, row.verify_until)))],
            );
            let body = format!(
                "<h1>{}</h1><p>{}</p>{}<form method=\"post\" action=\"/forms/booking-verify\">\
                 <input type=\"hidden\" name=\"token\" value=\"{}\"><input type=\"hidden\" name=\"lang\" value=\"{}\">\
                 <button type=\"submit\">{}</button></form>",
                e(&title),
                e(&intro),
                summary(app, lang, &row),
                e(&token),
                lang.tag(),
                e(&t("verify-page-confirm")),
            );
            (StatusCode::OK, body)
        }
        Shown::Verified(row) => (
            StatusCode::OK,
            format!(
                "<h1>{}</h1><p role=\"status\">{}</p>{}{status_link}",
                e(&title),
                e(&t("verify-page-verified")),
                summary(app, lang, &row)
            ),
        ),
        Shown::AlreadyVerified(row) => (
            StatusCode::OK,
            format!(
                "<h1>{}</h1><p role=\"status\">{}</p>{}{status_link}",
                e(&title),
                e(&t("verify-page-already")),
                summary(app, lang, &row)
            ),
        ),
        Shown::Expired(row) => (
            StatusCode::CONFLICT,
            format!(
                "<h1>{}</h1><p role=\"alert\">{}</p>{}<p><a href=\"{}\">{}</a></p>",
                e(&title),
                e(&t("verify-page-expired")),
                summary(app, lang, &row),
                e(&localized_path(lang, "/medical-booking")),
                e(&t("verify-page-book-again")),
            ),
        ),
        Shown::Unknown => (
            StatusCode::NOT_FOUND,
            format!("<h1>{}</h1><p role=\"alert\">{}</p>{status_link}", e(&title), e(&t("verify-page-unknown"))),
        ),
    };
    plain_page::page(lang, status, &title, &body)
}
