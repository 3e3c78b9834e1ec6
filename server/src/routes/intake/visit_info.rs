//! The visit's information sheet (`/forms/visit-info`), opened by the same signed link as the health
//! questions: the sheet of the visit's kind (`VisitKind::of` the booking's tumour type) in the page's
//! language, the plain statement that the formal consent is signed at the clinic, and one button.
//! The button's POST stores the patient's acknowledgement of exactly the text shown: the sheet's
//! kind, language, version and SHA-256, the time and the client's address. A sheet updated between
//! showing and pressing is shown again rather than acknowledged unseen. A GET changes nothing.

use super::page::Tx;
use super::{open, page_lang, Refused, Visit};
use crate::http::client_addr::ClientAddr;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::messaging::clock::clinic_clock;
use crate::routes::plain_forms;
use crate::routes::plain_page::{self, escape as e};
use crate::routes::verify::summary;
use crate::site::sheets::{self, Which};
use crate::state::AppState;
use crate::storage::intake::{self, Acknowledgement};
use crate::storage::now_ms;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use clinic_core::i18n::Arg;
use clinic_core::lang::Locale;
use std::fmt::Write;

use super::LinkQuery;

/// What the page shows (one per request: its size does not matter).
#[allow(clippy::large_enum_variant)]
enum Shown {
    /// The sheet, with the acknowledgement already given (and whether by this request), or the
    /// button; `changed` when a press came for a text that has changed since.
    Sheet {
        visit: Visit,
        ack: Option<Acknowledgement>,
        now: bool,
        changed: bool,
    },
    Refused(Refused),
}

/// The sheet's page. Changes nothing.
#[utoipa::path(get, path = "/forms/visit-info", tag = "intake", operation_id = "visitInfoPage",
    params(LinkQuery),
    responses((status = 200, content_type = "text/html", description = "The information sheet, and the acknowledgement given or its button", body = String),
        (status = 404, content_type = "text/html", description = "not a link this server signed", body = String),
        (status = 409, content_type = "text/html", description = "the booking is cancelled or closed", body = String),
        (status = 410, content_type = "text/html", description = "the visit has begun", body = String),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn info_page(State(app): State<AppState>, ApiQuery(q): ApiQuery<LinkQuery>) -> Result<Response, AppError> {
    let opened = open(&app, &q.token).await?;
    let lang = page_lang(q.lang.as_deref(), opened.as_ref().ok().map(|v| &v.row));
    let shown = match opened {
        Ok(visit) => {
            let sheet = sheets::sheet(Which::Info, visit.kind(), lang);
            let ack = intake::acknowledgement(
                &app.db.pool,
                visit.row.code.canonical(),
                visit.kind().as_str(),
                lang.tag(),
                &sheet.version.to_string(),
            )
            .await?;
            Shown::Sheet { visit, ack, now: false, changed: false }
        }
        Err(refused) => Shown::Refused(refused),
    };
    Ok(render(&app, lang, shown))
}

/// "I have read this": stores the acknowledgement of the sheet shown (a second press keeps the first).
#[utoipa::path(post, path = "/forms/visit-info", tag = "intake", operation_id = "acknowledgeVisitInfo",
    request_body(content_type = "application/x-www-form-urlencoded", description = "`token`, `lang`, and the `version` and `hash` of the sheet shown, as the page posts them", content = String),
    responses((status = 200, content_type = "text/html", description = "Acknowledged (now, or before: the first time kept)", body = String),
        (status = 403, description = "a post from another site"),
        (status = 404, content_type = "text/html", description = "not a link this server signed", body = String),
        (status = 409, content_type = "text/html", description = "the sheet changed since it was shown (shown again, nothing stored), or the booking is closed", body = String),
        (status = 410, content_type = "text/html", description = "the visit has begun", body = String),
        (status = 413, description = "too large"), (status = 415, description = "not a form post"),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn acknowledge(
    State(app): State<AppState>,
    ClientAddr(client): ClientAddr,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let posted = plain_forms::form_body(&headers, &body)?;
    let opened = open(&app, &posted.text("token")).await?;
    let lang = page_lang(Some(&posted.text("lang")), opened.as_ref().ok().map(|v| &v.row));
    let visit = match opened {
        Ok(visit) => visit,
        Err(refused) => return Ok(render(&app, lang, Shown::Refused(refused))),
    };
    let kind = visit.kind();
    let sheet = sheets::sheet(Which::Info, kind, lang);
    let (version, hash) = (sheet.version.to_string(), sheet.hash.to_string());
    if posted.text("version") != version || posted.text("hash") != hash {
        let ack =
            intake::acknowledgement(&app.db.pool, visit.row.code.canonical(), kind.as_str(), lang.tag(), &version)
                .await?;
        return Ok(render(&app, lang, Shown::Sheet { visit, ack, now: false, changed: true }));
    }
    let ack = Acknowledgement {
        code: visit.row.code.canonical().to_string(),
        kind: kind.as_str().to_string(),
        lang: lang.tag().to_string(),
        version,
        hash,
        acknowledged_at: now_ms(),
        address: client.to_string(),
    };
    let stored =
        app.writer.transact(move |conn| Box::pin(async move { Ok(intake::acknowledge(conn, &ack).await?) })).await?;
    let shown = match stored {
        Some(ack) => Shown::Sheet { visit, ack: Some(ack), now: true, changed: false },
        // Closed or begun since the link was opened: the page says which.
        None => match open(&app, &visit.token).await? {
            Err(refused) => Shown::Refused(refused),
            Ok(_) => Shown::Refused(Refused::Expired(visit.row.code.canonical().to_string())),
        },
    };
    Ok(render(&app, lang, shown))
}

fn render(app: &AppState, lang: Locale, shown: Shown) -> Response {
    let tx = Tx { catalog: &app.catalog, lang };
    let head = "<style>.notice{border-inline-start:4px solid #0f5f8c;padding:.25rem .75rem;background:#f1f5f9}\
                .sheet h2{font-size:1.15rem;margin-top:1.5rem}.status{font-weight:600;color:#166534}</style>";
    let (status, title, body) = match shown {
        Shown::Sheet { visit, ack, now, changed } => {
            let sheet = sheets::sheet(Which::Info, visit.kind(), lang);
            let title = sheet.title.to_string();
            // The sheet is the clinic's own content, rendered from Markdown when the server starts.
            let mut h = format!(
                "<h1>{}</h1>{}<p class=\"notice\"><strong>{}</strong></p><div class=\"sheet\">{}</div>",
                e(&title),
                summary(app, lang, &visit.row),
                e(&tx.t("visit-info-consent-note")),
                sheet.html
            );
            let _ = write!(h, "<h2>{}</h2>", e(&tx.t("visit-info-ack-title")));
            match &ack {
                Some(a) => {
                    let args = [
                        ("date".to_string(), Arg::Str(clinic_clock(lang, Some(a.acknowledged_at)))),
                        ("version".to_string(), Arg::Str(a.version.clone())),
                    ];
                    let role = if now { " role=\"status\"" } else { "" };
                    let _ = write!(
                        h,
                        "<p class=\"status\" id=\"visit-info-acknowledged\"{role}>{}</p>",
                        e(&tx.with("visit-info-ack-done", &args))
                    );
                }
                None => {
                    if changed {
                        let _ = write!(h, "<p role=\"alert\">{}</p>", e(&tx.t("visit-info-changed")));
                    }
                    let _ = write!(
                        h,
                        "<p id=\"h-ack\">{}</p><form method=\"post\" action=\"/forms/visit-info\">\
                         <input type=\"hidden\" name=\"token\" value=\"{}\"><input type=\"hidden\" name=\"lang\" value=\"{}\">\
                         <input type=\"hidden\" name=\"version\" value=\"{}\"><input type=\"hidden\" name=\"hash\" value=\"{}\">\
                         <button type=\"submit\" aria-describedby=\"h-ack\">{}</button></form>",
                        e(&tx.t("visit-info-ack-hint")),
                        e(&visit.token),
                        lang.tag(),
                        e(&sheet.version.to_string()),
                        e(&sheet.hash.to_string()),
                        e(&tx.t("visit-info-ack-button"))
                    );
                }
            }
            let _ = write!(
                h,
                "<p><a href=\"/forms/intake?lang={}&amp;token={}\">{}</a></p>",
                lang.tag(),
                e(&visit.token),
                e(&tx.t("visit-info-intake-link"))
            );
            let status = if changed { StatusCode::CONFLICT } else { StatusCode::OK };
            (status, title, h)
        }
        Shown::Refused(refused) => {
            let (status, key) = match &refused {
                Refused::Unknown(_) => (StatusCode::NOT_FOUND, "intake-unknown"),
                Refused::Expired(_) => (StatusCode::GONE, "intake-expired"),
                Refused::Closed(_) => (StatusCode::CONFLICT, "intake-closed"),
            };
            let title = tx.t("visit-info-title");
            let body = format!("<h1>{}</h1><p role=\"alert\">{}</p>", e(&title), e(&tx.t(key)));
            (status, title, body)
        }
    };
    plain_page::page_with_head(lang, status, &title, head, &body)
}
