//! Staff cookies and the same-origin check of CSRF protection.
//!
//! Cookies are HttpOnly and SameSite=Strict always; over TLS (`CLINIC_PUBLIC_URL` is https) they are
//! also `Secure` and named with the `__Host-` prefix, which the browser only accepts from a secure
//! origin, without Domain and with Path=/ (so no subdomain can plant or overwrite one).

use crate::config::Config;
use axum::http::{header, HeaderMap};

/// The signed-in session.
const SESSION: &str = "clinic_session";
/// Between the password and the one-time code.
const PENDING: &str = "clinic_signin";

/// How long the step between password and code may take.
pub const PENDING_TTL_MS: i64 = 5 * 60_000;

fn named(config: &Config, base: &str) -> String {
    if config.secure_cookies() {
        format!("__Host-{base}")
    } else {
        base.to_string()
    }
}

/// The session cookie's name for this configuration.
pub fn session_name(config: &Config) -> String {
    named(config, SESSION)
}

/// The sign-in step cookie's name for this configuration.
pub fn pending_name(config: &Config) -> String {
    named(config, PENDING)
}

/// A `Set-Cookie` value; `max_age_s` 0 deletes the cookie.
pub fn set(config: &Config, name: &str, value: &str, max_age_s: i64) -> String {
    let secure = if config.secure_cookies() { "; Secure" } else { "" };
    format!("{name}={value}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age_s}{secure}")
}

/// A cookie's value from the request's `Cookie` headers.
pub fn read(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

/// Whether a state-changing request comes from our own pages: `Sec-Fetch-Site: same-origin` when
/// the browser sends it, else an `Origin` equal to ours (`CLINIC_PUBLIC_URL`, or the Host it was sent
/// to). A request with neither is refused: every browser sends `Origin` on a POST.
pub fn same_origin(headers: &HeaderMap, config: &Config) -> bool {
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        return site.eq_ignore_ascii_case("same-origin");
    }
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else { return false };
    match config.public_url.as_deref() {
        Some(public) => origin_of(public).is_some_and(|o| o.eq_ignore_ascii_case(origin)),
        None => {
            let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or("");
            !host.is_empty()
                && (origin.eq_ignore_ascii_case(&format!("http://{host}"))
                    || origin.eq_ignore_ascii_case(&format!("https://{host}")))
        }
    }
}

/// `scheme://host[:port]` of a URL.
fn origin_of(url: &str) -> Option<String> {
    let parsed = url::Url::parse(url).ok()?;
    Some(parsed.origin().ascii_serialization())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn config(public: Option<&str>) -> Config {
        let public = public.map(str::to_string);
        Config::from_lookup(|k| if k == "CLINIC_PUBLIC_URL" { public.clone() } else { None }).unwrap()
    }

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn over_tls_cookies_are_host_prefixed_and_secure() {
        let c = config(Some("https://clinic.example"));
        assert_eq!(session_name(&c), "__Host-clinic_session");
        let v = set(&c, &session_name(&c), "abc", 60);
        assert!(
            v.contains("; Secure") && v.contains("HttpOnly") && v.contains("SameSite=Strict") && v.contains("Path=/")
        );
        let plain = config(None);
        assert_eq!(session_name(&plain), "clinic_session");
        assert!(!set(&plain, "clinic_session", "abc", 60).contains("Secure"));
    }

    #[test]
    fn reads_one_cookie_among_many() {
        let h = headers(&[("cookie", "a=1; clinic_session=tok; b=2")]);
        assert_eq!(read(&h, "clinic_session").as_deref(), Some("tok"));
        assert_eq!(read(&h, "clinic_signin"), None);
    }

    #[test]
    fn same_origin_needs_proof() {
        let c = config(None);
        assert!(same_origin(&headers(&[("sec-fetch-site", "same-origin")]), &c));
        assert!(!same_origin(&headers(&[("sec-fetch-site", "cross-site"), ("origin", "http://h")]), &c));
        assert!(same_origin(&headers(&[("origin", "http://h:8080"), ("host", "h:8080")]), &c));
        assert!(!same_origin(&headers(&[("origin", "http://evil.example"), ("host", "h:8080")]), &c));
        assert!(!same_origin(&headers(&[("host", "h:8080")]), &c));
        let tls = config(Some("https://clinic.example"));
        assert!(same_origin(&headers(&[("origin", "https://clinic.example"), ("host", "internal:8080")]), &tls));
        assert!(!same_origin(&headers(&[("origin", "http://internal:8080"), ("host", "internal:8080")]), &tls));
    }
}
