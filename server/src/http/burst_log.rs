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

/// Most (client, kind) windows followed at once (about 64 bytes each). A flood from many addresses
/// (an IPv6 client has 2^64 /64s to rotate through) must not grow the map without end: past this,
/// the oldest half is dropped. A client dropped mid-window starts counting again, which can only
/// delay its warning; clients that keep sending stay in the newer half.
const MAX_TRACKED: usize = 16_384;

/// Counts unwelcome answers per client and kind in fixed one-minute windows.
pub struct BurstWatch {
    /// Answers of one kind from one client in a minute before it is reported (0 = off).
    threshold: u32,
    /// Most windows kept at once.
    max_tracked: usize,
    counts: Mutex<Counts>,
}

struct Counts {
    windows: HashMap<(IpAddr, Burst), Window>,
    /// When windows that ended were last dropped: once a window's length, so the map holds only the
    /// last minute's clients however long the server runs.
    pruned: Instant,
}

impl Counts {
    /// Makes room for one more key: drops ended windows once a minute or when full, and the oldest
    /// half when still full.
    fn make_room(&mut self, key: &(IpAddr, Burst), now: Instant, max: usize) {
        let full = self.windows.len() >= max && !self.windows.contains_key(key);
        if full || now.duration_since(self.pruned) >= WINDOW {
            self.windows.retain(|_, w| now.duration_since(w.start) < WINDOW);
            self.pruned = now;
        }
        if self.windows.len() >= max && !self.windows.contains_key(key) {
            let mut by_age: Vec<((IpAddr, Burst), Instant)> = self.windows.iter().map(|(k, w)| (*k, w.start)).collect();
            by_age.sort_unstable_by_key(|(_, start)| *start);
            for (old, _) in by_age.iter().take(self.windows.len().div_ceil(2)) {
                self.windows.remove(old);
            }
        }
    }
}

struct Window {
    start: Instant,
    count: u32,
    reported: bool,
}

impl BurstWatch {
    pub fn new(threshold: u32) -> BurstWatch {
        BurstWatch::with_max_tracked(threshold, MAX_TRACKED)
    }

    fn with_max_tracked(threshold: u32, max_tracked: usize) -> BurstWatch {
        let counts = Counts { windows: HashMap::new(), pruned: Instant::now() };
        BurstWatch { threshold, max_tracked: max_tracked.max(1), counts: Mutex::new(counts) }
    }

    /// How many (client, kind) windows are held now.
    pub fn tracked(&self) -> usize {
        self.counts.lock().unwrap_or_else(|p| p.into_inner()).windows.len()
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
        let key = (crate::http::client_addr::client_key(client), kind);
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        counts.make_room(&key, now, self.max_tracked);
        let w = counts.windows.entry(key).or_insert(Window { start: now, count: 0, reported: false });
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
/// [`crate::http::client_addr::resolve`], so it sees the client a trusted proxy names.
pub async fn watch(State(watch): State<Arc<BurstWatch>>, req: Request, next: Next) -> Response {
    let client = crate::http::client_addr::ClientAddr::of(req.extensions()).0;
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    let res = next.run(req).await;
    if let Some(kind) = Burst::of(&method, &path, res.status()) {
        if watch.count(client, kind, Instant::now()) {
            tracing::warn!(
                target: "clinic::security",
                client = %crate::http::client_addr::client_key(client),
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
    fn many_distinct_addresses_do_not_grow_the_map_past_its_cap_and_ended_windows_go() {
        let watch = BurstWatch::with_max_tracked(3, 1000);
        let t0 = Instant::now();
        // A flood rotating through 10,000 IPv6 /64s within one minute.
        for n in 0..10_000u32 {
            let ip = IpAddr::from(std::net::Ipv6Addr::new(0x2001, 0xdb8, (n >> 16) as u16, n as u16, 0, 0, 0, 1));
            watch.count(ip, Burst::Refused, t0 + Duration::from_millis(u64::from(n)));
            assert!(watch.tracked() <= 1000, "{} windows after {n} addresses", watch.tracked());
        }
        // A client that keeps sending is still reported while the flood goes on.
        let steady: IpAddr = "203.0.113.9".parse().unwrap();
        let later = t0 + Duration::from_secs(10);
        assert!((0..4).any(|_| watch.count(steady, Burst::Refused, later)));
        // A minute after the flood, one new client finds the ended windows gone.
        watch.count("203.0.113.10".parse().unwrap(), Burst::Refused, t0 + Duration::from_secs(90));
        assert_eq!(watch.tracked(), 1);
        // The server's own map has the default cap.
        assert_eq!(BurstWatch::new(20).max_tracked, MAX_TRACKED);
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
