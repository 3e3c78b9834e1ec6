//! The one-tap answers of a reminder e-mail: `/forms/booking-answer`, a page in the booking's language
//! that works without scripts or a password. Opening a link (GET) only shows what it would do and a
//! button (mail scanners that fetch links change nothing); the button's POST acts. The link is the
//! capability: signed by the server for one action on one booking at one visit time
//! (`storage::answer_links`), so a forged, altered, expired or outdated one does nothing but explain.
//!
//! "I will come" records the patient's confirmation of attendance; "Cancel" runs the patient's own
//! cancel (`Job::Cancel`, `storage::self_service::cancel`: the seat is freed for the waitlist; up to
//! the visit, the change window does not apply); "Change the time" leads to the booking's status page, whose reschedule form
//! moves it.

use super::plain_forms;
use super::plain_page;
use super::verify::{page_lang, summary};
use crate::http::client_addr::ClientAddr;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::state::AppState;
use crate::storage::answer_links::{self, Action, Attended, Link, Refusal};
use crate::storage::job::{Job, Refused, WriteError};
use crate::storage::now_ms;
use crate::storage::queries::{self, BookingRow};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use clinic_core::code::ConfirmationCode;
use clinic_core::lang::{localized_path, Locale};
use clinic_core::model::BookingStatus;
use serde::Deserialize;

/// The link's query (and the page's form).
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct AnswerQuery {
    /// The signed token of the link in the reminder e-mail.
    pub token: String,
    /// The page's language.
    pub lang: Option<String>,
}

/// What the page says.
pub(crate) enum Shown {
    /// The button that does what the link says (with the token to post).
    Ask(Action, BookingRow, String),
    /// "Change the time": the way to the status page's reschedule form.
    Change(BookingRow),
    Attended(BookingRow),
    AlreadyAttended(BookingRow),
    Cancelled(BookingRow),
    AlreadyCancelled(BookingRow),
    /// Within the change window: the patient calls the branch.
    TooLate(BookingRow),
    /// The booking moved since the e-mail (or is closed): the link is for a time it no longer has.
    Moved(BookingRow),
    Expired,
    Unknown,
}

/// The link's booking, as it stands, or what the page says instead.
async fn open(app: &AppState, token: &str) -> Result<Result<(Link, BookingRow), Shown>, AppError> {
    let key = answer_links::key(&app.db).await?;
    let link = match answer_links::check(&key, token, now_ms()) {
        Ok(link) => link,
        Err(Refusal::Expired(_)) => return Ok(Err(Shown::Expired)),
        Err(Refusal::Forged) => return Ok(Err(Shown::Unknown)),
    };
    let Some(code) = ConfirmationCode::parse(&link.code) else { return Ok(Err(Shown::Unknown)) };
    let Some(row) = queries::find_booking(&app.db.pool, &code).await? else { return Ok(Err(Shown::Unknown)) };
    if row.status == BookingStatus::Cancelled {
        return Ok(Err(Shown::AlreadyCancelled(row)));
    }
    if row.visit_key() != link.visit || !matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed) {
        return Ok(Err(Shown::Moved(row)));
    }
    Ok(Ok((link, row)))
}

/// The page a link opens: what it would do, and its button. Changes nothing.
#[utoipa::path(get, path = "/forms/booking-answer", tag = "bookings", operation_id = "reminderAnswerPage",
    params(AnswerQuery),
    responses((status = 200, content_type = "text/html", description = "What the link does, and the button that does it", body = String),
        (status = 404, content_type = "text/html", description = "not a link this server signed (altered, forged, another action's)", body = String),
        (status = 409, content_type = "text/html", description = "the booking moved since the e-mail, or is cancelled", body = String),
        (status = 410, content_type = "text/html", description = "the visit has begun", body = String),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn answer_page(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<AnswerQuery>,
) -> Result<Response, AppError> {
    let lang = page_lang(q.lang.as_deref());
    let shown = match open(&app, &q.token).await? {
        Ok((link, row)) if link.action == Action::Change => Shown::Change(row),
        Ok((link, row)) if link.action == Action::Attend && row.attendance_confirmed().is_some() => {
            Shown::AlreadyAttended(row)
        }
        Ok((link, row)) => Shown::Ask(link.action, row, q.token.trim().to_string()),
        Err(shown) => shown,
    };
    Ok(page(&app, lang, shown))
}

/// The page's button: does what the link says, and tells what happened.
#[utoipa::path(post, path = "/forms/booking-answer", tag = "bookings", operation_id = "reminderAnswer",
    request_body(content_type = "application/x-www-form-urlencoded", description = "`token` and `lang`, as the page posts them", content = String),
    responses((status = 200, content_type = "text/html", description = "Done (a second press of \"I will come\" changes nothing)", body = String),
        (status = 403, description = "a post from another site"),
        (status = 404, content_type = "text/html", description = "not a link this server signed", body = String),
        (status = 409, content_type = "text/html", description = "moved since, or already cancelled", body = String),
        (status = 410, content_type = "text/html", description = "the visit has begun", body = String),
        (status = 413, description = "too large"), (status = 415, description = "not a form post"),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn answer_form(
    State(app): State<AppState>,
    ClientAddr(client): ClientAddr,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let posted = plain_forms::form_body(&headers, &body)?;
    let lang = posted.locale();
    let shown = act(&app, &posted.text("token"), client.to_string()).await?;
    Ok(page(&app, lang, shown))
}

/// Does what the answer `token` says (the page's button, a LINE postback, a WhatsApp quick reply)
/// and tells what happened.
pub(crate) async fn act(app: &AppState, token: &str, ip: String) -> Result<Shown, AppError> {
    let (link, row) = match open(app, token).await? {
        Ok(found) => found,
        Err(shown) => return Ok(shown),
    };
    let shown = match link.action {
        Action::Change => Shown::Change(row),
        Action::Attend => {
            let (code, visit) = (link.code.clone(), link.visit.clone());
            let attended = app
                .writer
                .transact(move |conn| {
                    Box::pin(async move { Ok(answer_links::confirm_attendance(conn, &code, &visit, now_ms()).await?) })
                })
                .await?;
            match attended {
                Attended::Now => Shown::Attended(row),
                Attended::Already => Shown::AlreadyAttended(row),
                Attended::Gone => Shown::Moved(row),
            }
        }
        Action::Cancel => {
            // The patient's own cancel, as the status page sends it: the link stands for the contact.
            // Until the visit begins, not only outside the change window: the window keeps late
            // moves off the schedule, but a reminder's "Cancel" turns a no-show into a seat the
            // waitlist can still take (docs/decisions.md).
            let job = Job::Cancel { code: row.code.clone(), contact: row.email.clone(), window_ms: 0, ip };
            match app.writer.submit(job, None).await {
                Ok(_) => Shown::Cancelled(row),
                Err(WriteError::Refused(Refused::ChangeWindow)) => Shown::TooLate(row),
                Err(WriteError::Refused(_)) => Shown::Moved(row),
                Err(e) => return Err(e.into()),
            }
        }
    };
    Ok(shown)
}

/// The booking an answer was about, and the Fluent key of what the page says of it (a chat's
/// answer says the same words).
pub(crate) fn outcome(shown: &Shown) -> (Option<&BookingRow>, &'static str) {
    match shown {
        Shown::Ask(_, row, _) => (Some(row), "answer-page-attend-ask"),
        Shown::Change(row) => (Some(row), "answer-page-change-ask"),
        Shown::Attended(row) => (Some(row), "answer-page-attended"),
        Shown::AlreadyAttended(row) => (Some(row), "answer-page-attended-already"),
        Shown::Cancelled(row) => (Some(row), "answer-page-cancelled"),
        Shown::AlreadyCancelled(row) => (Some(row), "answer-page-cancelled-already"),
        Shown::TooLate(row) => (Some(row), "answer-page-too-late"),
        Shown::Moved(row) => (Some(row), "answer-page-moved"),
        Shown::Expired => (None, "answer-page-expired"),
        Shown::Unknown => (None, "answer-page-unknown"),
    }
}

fn page(app: &AppState, lang: Locale, shown: Shown) -> Response {
    let t = |key: &str| crate::messaging::calendar::text(&app.catalog, lang, key, &[]);
    let e = plain_page::escape;
    let title = t("answer-page-title");
    let status_link = |row: Option<&BookingRow>| {
        let query = row.map(|r| format!("?code={}", r.code.canonical())).unwrap_or_default();
        format!(
            "<p><a href=\"{}{query}\">{}</a></p>",
            e(&localized_path(lang, "/booking-status")),
            e(&t("booking-status-link"))
        )
    };
    let said = |status: StatusCode, role: &str, key: &str, row: &BookingRow| {
        let body = format!(
            "<h1>{}</h1><p role=\"{role}\">{}</p>{}{}",
            e(&title),
            e(&t(key)),
            summary(app, lang, row),
            status_link(Some(row))
        );
        (status, body)
    };
    let (status, body) = match shown {
        Shown::Ask(action, row, token) => {
            let (ask, button) = match action {
                Action::Cancel => ("answer-page-cancel-ask", "answer-page-cancel-button"),
                _ => ("answer-page-attend-ask", "answer-page-attend-button"),
            };
            let body = format!(
                "<h1>{}</h1><p>{}</p>{}<form method=\"post\" action=\"/forms/booking-answer\">\
                 <input type=\"hidden\" name=\"token\" value=\"{}\"><input type=\"hidden\" name=\"lang\" value=\"{}\">\
                 <button type=\"submit\">{}</button></form>",
                e(&title),
                e(&t(ask)),
                summary(app, lang, &row),
                e(&token),
                lang.tag(),
                e(&t(button)),
            );
            (StatusCode::OK, body)
        }
        Shown::Change(row) => {
            let body = format!(
                "<h1>{}</h1><p>{}</p>{}<p><a href=\"{}?code={}\">{}</a></p>",
                e(&title),
                e(&t("answer-page-change-ask")),
                summary(app, lang, &row),
                e(&localized_path(lang, "/booking-status")),
                e(row.code.canonical()),
                e(&t("answer-page-change-button")),
            );
            (StatusCode::OK, body)
        }
        Shown::Attended(row) => said(StatusCode::OK, "status", "answer-page-attended", &row),
        Shown::AlreadyAttended(row) => said(StatusCode::OK, "status", "answer-page-attended-already", &row),
        Shown::Cancelled(row) => said(StatusCode::OK, "status", "answer-page-cancelled", &row),
        Shown::AlreadyCancelled(row) => said(StatusCode::CONFLICT, "alert", "answer-page-cancelled-already", &row),
        Shown::TooLate(row) => said(StatusCode::CONFLICT, "alert", "answer-page-too-late", &row),
        Shown::Moved(row) => said(StatusCode::CONFLICT, "alert", "answer-page-moved", &row),
        Shown::Expired => (
            StatusCode::GONE,
            format!(
                "<h1>{}</h1><p role=\"alert\">{}</p>{}",
                e(&title),
                e(&t("answer-page-expired")),
                status_link(None)
            ),
        ),
        Shown::Unknown => (
            StatusCode::NOT_FOUND,
            format!(
                "<h1>{}</h1><p role=\"alert\">{}</p>{}",
                e(&title),
                e(&t("answer-page-unknown")),
                status_link(None)
            ),
        ),
    };
    plain_page::page(lang, status, &title, &body)
}
