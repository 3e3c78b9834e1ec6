//! The HTTP surface: the API of docs/public-api.md under `/api`, health checks, and the static site as the
//! fallback.

pub mod admin_access_report;
pub mod admin_audit;
pub mod admin_auth;
pub mod admin_bulk;
pub mod admin_calendar;
pub mod admin_content;
pub mod admin_content_images;
pub mod admin_figures;
pub mod admin_front_desk;
pub mod admin_inbox;
pub mod admin_intake;
pub mod admin_retention;
pub mod admin_site;
pub mod admin_users;
pub mod admin_waitlist;
pub mod aftercare;
pub mod answer;
pub mod assessments;
pub mod availability;
pub mod bookings;
pub mod health;
pub mod inquiries;
pub mod intake;
pub mod line_login;
pub mod media;
pub mod openapi;
pub mod plain_forms;
pub mod plain_page;
pub mod reminder_answer;
pub mod reminder_channel;
pub mod search;
pub mod verify;
pub mod waitlist;
pub mod webhooks;

use crate::http::error::AppError;
use crate::http::static_files::{self, Site};
use crate::state::AppState;
use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post, put};
use axum::Router;
use std::sync::Arc;
use std::time::Duration;
use tower_http::timeout::TimeoutLayer;

/// JSON bodies (issue 3: 64 KB).
pub const JSON_LIMIT: usize = 64 * 1024;
/// Multipart bodies: five 10 MB photos and the answers, with room for part headers.
pub const MULTIPART_LIMIT: usize = 52 * 1024 * 1024;

async fn method_not_allowed() -> AppError {
    AppError::MethodNotAllowed
}
async fn api_not_found() -> AppError {
    AppError::NotFound
}

fn document_response(document: &Arc<str>) -> Response {
    let mut res = (StatusCode::OK, document.to_string()).into_response();
    res.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    res
}

/// The whole application. `api_document` is the OpenAPI document (`crate::routes::openapi::json`), built once
/// by the caller: the document names these routes' handlers, so this module does not import it back.
pub fn router(state: AppState, site: Arc<Site>, api_document: Arc<str>) -> Router {
    // Submissions and lookups: rate-limited per client IP, small bodies, short timeout.
    let limited = Router::new()
        .route("/api/bookings", post(bookings::create))
        .route("/api/bookings/verify", post(verify::verify_api))
        .route("/api/bookings/{code}", get(bookings::status))
        .route("/api/bookings/{code}/cancel", post(bookings::cancel))
        .route("/api/bookings/{code}/reschedule", post(bookings::reschedule))
        .route("/api/bookings/{code}/calendar.ics", get(bookings::calendar))
        .route("/api/bookings/{code}/reminder-channel", get(reminder_channel::show).post(reminder_channel::choose))
        .route(line_login::CALLBACK_PATH, get(line_login::callback))
        .route("/api/inquiries", post(inquiries::create))
        .route("/api/waitlist", post(waitlist::join))
        .route("/api/waitlist/offers/{id}", get(waitlist::offer))
        .route("/api/waitlist/offers/{id}/accept", post(waitlist::accept))
        .route("/forms/booking", post(plain_forms::booking))
        .route("/forms/inquiry", post(plain_forms::inquiry))
        .route("/forms/booking-verify", get(verify::verify_page).post(verify::verify_form))
        .route("/forms/booking-answer", get(reminder_answer::answer_page).post(reminder_answer::answer_form))
        .route("/forms/aftercare", get(aftercare::page).post(aftercare::answer))
        .route("/forms/aftercare/follow-up", post(aftercare::follow_up))
        .route("/forms/visit-info", get(intake::visit_info::info_page).post(intake::visit_info::acknowledge))
        .layer(DefaultBodyLimit::max(JSON_LIMIT))
        .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, Duration::from_secs(30)))
        .merge(
            Router::new()
                .route("/api/assessments", post(assessments::create))
                .layer(DefaultBodyLimit::max(MULTIPART_LIMIT))
                .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, Duration::from_secs(120))),
        )
        .merge(
            // The health questions' page and sends carry one photo: a body of their own size, and the
            // assessment's time for a slow phone.
            Router::new()
                .route("/forms/intake", get(intake::form_page).post(intake::form_post))
                .route("/api/intake", get(intake::show).post(intake::send))
                .layer(DefaultBodyLimit::max(intake::INTAKE_LIMIT))
                .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, Duration::from_secs(120))),
        )
        .route_layer(middleware::from_fn_with_state(state.limiter.clone(), crate::http::ratelimit::limit));

    // The health questions' autosave: a window of its own per address, looser than the submissions'
    // (`ratelimit::DRAFT_FACTOR`), so a patient typing uses up nobody's bookings or sends.
    let drafts = Router::new()
        .route("/api/intake/draft", put(intake::save_draft))
        .layer(DefaultBodyLimit::max(JSON_LIMIT))
        .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, Duration::from_secs(30)))
        .route_layer(middleware::from_fn_with_state(state.limiter.clone(), crate::http::ratelimit::limit_drafts));

    // The chat providers' webhooks: signed, so not limited per address (a provider calls from a few
    // addresses at its own pace); their bodies are capped.
    let webhooks = Router::new()
        .route("/api/webhooks/line", post(webhooks::line))
        .route("/api/webhooks/whatsapp", post(webhooks::whatsapp).get(webhooks::whatsapp_handshake))
        .layer(DefaultBodyLimit::max(webhooks::WEBHOOK_LIMIT))
        .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, Duration::from_secs(30)));

    let open = Router::new()
        .merge(webhooks)
        .route("/api/availability", get(availability::availability))
        .route("/api/search", get(search::search))
        .route("/media/{file}", get(media::serve))
        .route("/api/openapi.json", get(move || std::future::ready(document_response(&api_document))))
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .merge(admin_inbox::admin_routes())
        .merge(admin_intake::admin_routes())
        .merge(admin_calendar::admin_routes())
        .merge(admin_bulk::admin_routes())
        .merge(admin_figures::admin_routes())
        .merge(admin_front_desk::admin_routes())
        .merge(admin_retention::admin_routes())
        .merge(admin_content::admin_routes())
        .merge(admin_content_images::admin_routes())
        .merge(admin_site::admin_routes())
        .merge(admin_waitlist::admin_routes())
        .merge(admin_access_report::admin_routes())
        .merge(admin_auth::admin_routes())
        .route("/api/admin", any(admin_auth::not_found))
        .route("/api/admin/{*rest}", any(admin_auth::not_found))
        .route("/api", any(api_not_found))
        .route("/api/{*rest}", any(api_not_found))
        .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, Duration::from_secs(30)));

    let csp = crate::http::security::content_security_policy(site.root());
    let trusted_proxies = Arc::new(state.config.trusted_proxies.clone());
    let bursts = Arc::new(crate::http::burst_log::BurstWatch::new(state.config.warn_burst));
    Router::new()
        .merge(limited)
        .merge(drafts)
        .merge(open)
        .method_not_allowed_fallback(method_not_allowed)
        .with_state(state)
        .fallback_service(get(static_files::serve).head(static_files::serve).with_state(site))
        .layer(middleware::from_fn_with_state(csp, crate::http::security::headers))
        .layer(middleware::from_fn_with_state(bursts, crate::http::burst_log::watch))
        .layer(middleware::from_fn_with_state(trusted_proxies, crate::http::client_addr::resolve))
        .layer(crate::http::access_log::layer())
        .layer(crate::http::access_log::propagate_request_id())
        .layer(crate::http::access_log::set_request_id())
}
