//! Warnings for bursts of unwelcome answers from one client: rate-limited (429), refused (409, 422,
//! and 401/403 from the staff API) and failed sign-ins. One request of each is ordinary (a typo, a
//! slot taken a second earlier); many from one address in a minute is a script guessing codes,
//! flooding the forms or trying passwords, and the access log's INFO lines alone hide it. A WARN
//! line under the target `clinic::security` names the client (its address after trusted-proxy
//! resolution, an IPv6 client by its /64 like the rate limiter), what kind of burst and the
//! threshold, once per client, kind and minute; never a path parameter, a query or a body.

use axum::extract::{Request, State};
use axum::http::{Method, StatusCode};
use axum::middleware::Next;
use axum::response::Response;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const WINDOW: Duration = Duration::from_secs(60);

/// Failed sign-ins are rarer than mistyped forms: a person mistypes a password a few times, not
/// dozens, so these warn at a quarter of the threshold (at least 1).
const SIGN_IN_SHARE: u32 = 4;

/// What kind of unwelcome answer a request got.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Burst {
    RateLimited,
    Refused,
    FailedSignIn,
}

impl Burst {
    fn as_str(self) -> &'static str {
        match self {
            Burst::RateLimited => "rate_limited",
            Burst::Refused => "refused",
            Burst::FailedSignIn => "failed_sign_in",
        }
    }

    /// The kind of an answer, from its status and the request's method and path; `None` for an
    /// answer that is no sign of abuse.
    pub fn of(method: &Method, path: &str, status: StatusCode) -> Option<Burst> {
        let sign_in = *method == Method::POST && matches!(path, "/api/admin/session" | "/api/admin/session/totp");
        match status.as_u16() {
            429 => Some(Burst::RateLimited),
            401 if sign_in => Some(Burst::FailedSignIn),
            409 | 422 => Some(Burst::Refused),
            401 | 403 if path.starts_with("/api/admin/") => Some(Burst::Refused),
            _ => None,
        }
    }
}

/// Counts unwelcome answers per client and kind in fixed one-minute windows.
pub struct BurstWatch {
    /// Answers of one kind from one client in a minute before it is reported (0 = off).
    threshold: u32,
    counts: Mutex<HashMap<(IpAddr, Burst), Window>>,
}

struct Window {
    start: Instant,
    count: u32,
    reported: bool,
}

impl BurstWatch {
    pub fn new(threshold: u32) -> BurstWatch {
        BurstWatch { threshold, counts: Mutex::new(HashMap::new()) }
    }

    fn limit(&self, kind: Burst) -> u32 {
        match kind {
            Burst::FailedSignIn => (self.threshold / SIGN_IN_SHARE).max(1),
            _ => self.threshold,
        }
    }

    /// Counts one answer; `true` when this one takes the client past the threshold for the first
    /// time in its window (the moment to warn).
    pub fn count(&self, client: IpAddr, kind: Burst, now: Instant) -> bool {
        if self.threshold == 0 {
            return false;
        }
        let key = (crate::ratelimit::client_key(client), kind);
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        if counts.len() > 100_000 {
            counts.retain(|_, w| now.duration_since(w.start) < WINDOW);
        }
        let w = counts.entry(key).or_insert(Window { start: now, count: 0, reported: false });
        if now.duration_since(w.start) >= WINDOW {
            *w = Window { start: now, count: 0, reported: false };
        }
        w.count = w.count.saturating_add(1);
        if w.count > self.limit(kind) && !w.reported {
            w.reported = true;
            return true;
        }
        false
    }
}

/// Middleware: counts the answer and warns once per client, kind and window. Runs inside
/// [`crate::client_addr::resolve`], so it sees the client a trusted proxy names.
pub async fn watch(State(watch): State<Arc<BurstWatch>>, req: Request, next: Next) -> Response {
    let client = crate::client_addr::ClientAddr::of(req.extensions()).0;
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    let res = next.run(req).await;
    if let Some(kind) = Burst::of(&method, &path, res.status()) {
        if watch.count(client, kind, Instant::now()) {
            tracing::warn!(
                target: "clinic::security",
                client = %crate::ratelimit::client_key(client),
                kind = kind.as_str(),
                more_than = watch.limit(kind),
                window_s = WINDOW.as_secs(),
                "burst of unwelcome requests from one client"
            );
        }
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_is_reported_once_per_window_when_it_passes_the_threshold() {
        let watch = BurstWatch::new(3);
        let ip: IpAddr = "203.0.113.7".parse().unwrap();
        let t0 = Instant::now();
        let reports: Vec<bool> = (0..6).map(|_| watch.count(ip, Burst::Refused, t0)).collect();
        assert_eq!(reports, [false, false, false, true, false, false]);
        // Another kind and another client count apart; a new window reports again.
        assert!(!watch.count(ip, Burst::RateLimited, t0));
        assert!(!watch.count("203.0.113.8".parse().unwrap(), Burst::Refused, t0));
        let later = t0 + WINDOW;
        assert!(!(0..3).any(|_| watch.count(ip, Burst::Refused, later)));
        assert!(watch.count(ip, Burst::Refused, later));
    }

    #[test]
    fn failed_sign_ins_warn_sooner_and_zero_turns_it_off() {
        let watch = BurstWatch::new(20);
        let ip: IpAddr = "2001:db8::1".parse().unwrap();
        let t0 = Instant::now();
        let first_report = (1..=10).find(|_| watch.count(ip, Burst::FailedSignIn, t0));
        assert_eq!(first_report, Some(6));
        let off = BurstWatch::new(0);
        assert!(!(0..1000).any(|_| off.count(ip, Burst::RateLimited, t0)));
    }

    #[test]
    fn answers_are_sorted_by_what_they_say_of_the_client() {
        let post = Method::POST;
        assert_eq!(Burst::of(&post, "/api/bookings", StatusCode::TOO_MANY_REQUESTS), Some(Burst::RateLimited));
        assert_eq!(Burst::of(&post, "/api/bookings", StatusCode::UNPROCESSABLE_ENTITY), Some(Burst::Refused));
        assert_eq!(Burst::of(&post, "/api/bookings", StatusCode::CONFLICT), Some(Burst::Refused));
        assert_eq!(Burst::of(&post, "/api/admin/session", StatusCode::UNAUTHORIZED), Some(Burst::FailedSignIn));
        assert_eq!(Burst::of(&Method::GET, "/api/admin/inbox", StatusCode::FORBIDDEN), Some(Burst::Refused));
        assert_eq!(Burst::of(&Method::GET, "/api/bookings/X", StatusCode::NOT_FOUND), None);
        assert_eq!(Burst::of(&post, "/api/bookings", StatusCode::CREATED), None);
    }
}
