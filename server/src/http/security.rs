//! Headers on every response, and a request id for every log line of a request.

use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use base64::Engine;
use sha2::{Digest, Sha256};
use std::path::Path;

/// What the site needs and nothing more: its own scripts (plus WebAssembly compilation), inline
/// styles from the prerender, data/blob images (previews of chosen photos), and the YouTube
/// (no-cookie) and Google Maps embeds. `{script}` is where [`content_security_policy`] allows the
/// one inline script.
const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{script}{tag_script}; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:{tag_img}; font-src 'self'; connect-src 'self'{tag_connect}; frame-src https://www.youtube-nocookie.com https://www.google.com; \
object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/// Google's tag (gtag.js) when the site was built with `GA_MEASUREMENT_ID` (the prerender then writes
/// `analytics.json`): exactly the hosts Google documents for a GA4 tag under a CSP — the script from
/// Tag Manager, measurement hits to Google Analytics (fetch/beacon, and image pixels as fallback).
/// The tag itself still loads only after the visitor allows analytics (frontend `analytics.ts`).
const TAG_SCRIPT: &str = " https://*.googletagmanager.com";
const TAG_IMG: &str = " https://*.google-analytics.com https://*.googletagmanager.com";
const TAG_CONNECT: &str =
    " https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

/// Whether the built site carries an analytics tag (a measurement id of letters, digits and dashes).
fn has_analytics_tag(dist: &Path) -> bool {
    let Ok(text) = std::fs::read_to_string(dist.join("analytics.json")) else { return false };
    serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| v.get("measurementId").and_then(|id| id.as_str()).map(str::to_string))
        .is_some_and(|id| !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
}

/// The policy for a site: the prerender inlines `boot.js` (the stored theme, applied before first
/// paint without a blocking request), so the policy allows exactly that script, by its SHA-256. No
/// other inline script can run.
pub fn content_security_policy(dist: &Path) -> HeaderValue {
    let script = match std::fs::read(dist.join("boot.js")) {
        Ok(boot) => format!(" 'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(Sha256::digest(&boot))),
        Err(_) => String::new(),
    };
    let tag = has_analytics_tag(dist);
    let pick = |hosts: &'static str| if tag { hosts } else { "" };
    let policy = CSP
        .replace("{script}", &script)
        .replace("{tag_script}", pick(TAG_SCRIPT))
        .replace("{tag_img}", pick(TAG_IMG))
        .replace("{tag_connect}", pick(TAG_CONNECT));
    HeaderValue::from_str(&policy).unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'"))
}

const HEADERS: [(&str, &str); 5] = [
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    ("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"),
    ("x-frame-options", "DENY"),
    ("cross-origin-opener-policy", "same-origin"),
];

/// Adds the security headers (the request id and the access log are tower-http's: `access_log`).
pub async fn headers(State(csp): State<HeaderValue>, req: Request, next: Next) -> Response {
    // Behind a TLS-terminating proxy only: HSTS is meaningless (and ignored) over plain HTTP.
    let tls = req.headers().get("x-forwarded-proto").is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"https"));
    let mut res = next.run(req).await;
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
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(dist: &Path) -> String {
        content_security_policy(dist).to_str().unwrap_or_default().to_string()
    }

    #[test]
    fn without_a_measurement_id_no_third_party_script_or_beacon_is_allowed() {
        let dir = tempfile::tempdir().unwrap();
        let p = policy(dir.path());
        assert!(!p.contains("google-analytics") && !p.contains("googletagmanager"), "{p}");
        assert!(p.contains("connect-src 'self';"), "{p}");
    }

    #[test]
    fn with_a_measurement_id_exactly_the_tags_hosts_are_allowed() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("analytics.json"), r#"{"measurementId":"G-TEST123"}"#).unwrap();
        let p = policy(dir.path());
        assert!(p.contains("script-src 'self' 'wasm-unsafe-eval' https://*.googletagmanager.com;"), "{p}");
        assert!(
            p.contains(
                "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;"
            ),
            "{p}"
        );
        assert!(p.contains("img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;"));
        assert!(p.contains("default-src 'self';") && p.contains("form-action 'self'"));
    }

    #[test]
    fn a_tampered_measurement_id_opens_nothing() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("analytics.json"), r#"{"measurementId":"G-1; script-src *"}"#).unwrap();
        assert!(!policy(dir.path()).contains("googletagmanager"));
    }
}
