//! Request ids and the access log, through tower-http.
//!
//! Every request gets an `x-request-id` (kept when a trusted proxy already set one, echoed in the
//! answer) so a patient's "it failed" can be found in the log. Each answer is logged once at INFO under
//! the target `clinic::access`: method, the route's template (`/api/bookings/{code}`, never the code
//! itself), the client's address (after the trusted-proxy rules), status and time. Never the query string (it carries contact details) and never a body.
//! `RUST_LOG=info,clinic::access=off` turns it off.

use axum::extract::MatchedPath;
use axum::http::{HeaderName, Request, Response};
use std::time::Duration;
use tower_http::classify::{ServerErrorsAsFailures, SharedClassifier};
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;
use tracing::Span;

pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");
/// The longest path logged for requests outside the API's routes (static files): enough to read,
/// too little to fill the log with one request.
const MAX_LOGGED_PATH: usize = 120;

/// Sets a request id where none is given.
pub fn set_request_id() -> SetRequestIdLayer<MakeRequestUuid> {
    SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid)
}

/// Echoes the request id in the answer.
pub fn propagate_request_id() -> PropagateRequestIdLayer {
    PropagateRequestIdLayer::new(REQUEST_ID)
}

type AccessLog = TraceLayer<
    SharedClassifier<ServerErrorsAsFailures>,
    fn(&Request<axum::body::Body>) -> Span,
    (),
    fn(&Response<axum::body::Body>, Duration, &Span),
>;

/// One INFO line per answer; 5xx answers are also reported as failures (ERROR) by tower-http.
pub fn layer() -> AccessLog {
    TraceLayer::new_for_http()
        .make_span_with(span as fn(&_) -> _)
        .on_request(())
        .on_response(on_response as fn(&_, _, &_))
}

fn span(req: &Request<axum::body::Body>) -> Span {
    let route = match req.extensions().get::<MatchedPath>() {
        Some(template) => template.as_str().to_owned(),
        None => req.uri().path().chars().take(MAX_LOGGED_PATH).collect(),
    };
    let id = req.headers().get(REQUEST_ID).and_then(|v| v.to_str().ok()).unwrap_or("");
    // `client` is filled in by `client_addr::resolve`, which runs inside this span once the
    // trusted-proxy rules have named the client.
    tracing::info_span!(
        target: "clinic::access",
        "request",
        method = %req.method(),
        route = %route,
        id = %id,
        client = tracing::field::Empty
    )
}

fn on_response(res: &Response<axum::body::Body>, latency: Duration, _span: &Span) {
    tracing::info!(target: "clinic::access", status = res.status().as_u16(), ms = latency.as_secs_f64() * 1000.0, "answered");
}
