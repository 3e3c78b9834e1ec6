//! Headers on every response, and a request id for every log line of a request.

use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};
use std::path::Path;
use std::time::Instant;
use tracing::Instrument;

/// What the site needs and nothing more: its own scripts (plus WebAssembly compilation), inline
/// styles from the prerender, data/blob images (previews of chosen photos), and the YouTube
/// (no-cookie) and Google Maps embeds. `{script}` is where [`content_security_policy`] allows the
/// one inline script.
const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{script}; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com https://www.google.com; \
object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/// The policy for a site: the prerender inlines `boot.js` (the stored theme, applied before first
/// paint without a blocking request), so the policy allows exactly that script, by its SHA-256. No
/// other inline script can run.
pub fn content_security_policy(dist: &Path) -> HeaderValue {
    let script = match std::fs::read(dist.join("boot.js")) {
        Ok(boot) => format!(" 'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(Sha256::digest(&boot))),
        Err(_) => String::new(),
    };
    HeaderValue::from_str(&CSP.replace("{script}", &script))
        .unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'"))
}

const HEADERS: [(&str, &str); 5] = [
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    ("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"),
    ("x-frame-options", "DENY"),
    ("cross-origin-opener-policy", "same-origin"),
];

/// Adds the security headers, the request id, and one log line per request (route template only:
/// paths can hold confirmation codes and query strings contact details).
pub async fn headers(State(csp): State<HeaderValue>, req: Request, next: Next) -> Response {
    let mut id_bytes = [0u8; 8];
    rand::thread_rng().fill_bytes(&mut id_bytes);
    let id = hex::encode(id_bytes);
    let route =
        req.extensions().get::<MatchedPath>().map(|m| m.as_str().to_string()).unwrap_or_else(|| "static".into());
    let method = req.method().clone();
    // Behind a TLS-terminating proxy only: HSTS is meaningless (and ignored) over plain HTTP.
    let tls = req.headers().get("x-forwarded-proto").is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"https"));
    let span = tracing::info_span!("request", id = %id, %method, %route);
    let started = Instant::now();
    let mut res = next.run(req).instrument(span.clone()).await;
    span.in_scope(|| {
        tracing::debug!(status = res.status().as_u16(), micros = started.elapsed().as_micros() as u64, "answered")
    });
    let h = res.headers_mut();
    h.insert(HeaderName::from_static("content-security-policy"), csp);
    for (name, value) in HEADERS {
        h.insert(HeaderName::from_static(name), HeaderValue::from_static(value));
    }
    if tls {
        h.insert(
            HeaderName::from_static("strict-transport-security"),
            HeaderValue::from_static("max-age=63072000; includeSubDomains"),
        );
    }
    if let Ok(v) = HeaderValue::from_str(&id) {
        h.insert(HeaderName::from_static("x-request-id"), v);
    }
    res
}
