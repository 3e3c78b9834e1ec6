//! Per-client rate limit for submissions and lookups (`CLINIC_RATE_LIMIT` per minute; 0 = off), and a
//! per-client budget of uploaded bytes per minute (`CLINIC_UPLOAD_BYTES_PER_MINUTE`). A fixed
//! one-minute window per client: simple, memory-bounded by pruning, and enough to stop a script from
//! guessing confirmation codes or flooding the clinic's inbox. An IPv6 client is its /64: one
//! subscriber usually holds a whole /64, so counting each /128 apart would give it endless addresses.
//!
//! The health questions' autosave (`PUT /api/intake/draft`) has a window of its own, [`DRAFT_FACTOR`]
//! times `CLINIC_RATE_LIMIT` per minute, and does not count against the other submissions: a page
//! saves every few seconds while its patient types, and two patients behind one router (one
//! address) must neither be stopped nor use up each other's bookings and sends.

use crate::http::error::AppError;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const WINDOW: Duration = Duration::from_secs(60);

/// How many more draft saves than other submissions a client may make per minute. The page saves
/// at most once every 4 s (15 a minute) per open form, so 6 × the default 20 (120) leaves room for
/// several patients, or several tabs, behind one address.
pub const DRAFT_FACTOR: u32 = 6;

pub use crate::http::client_addr::client_key;

/// The client address of a request (the peer, or what a trusted proxy says: [`crate::http::client_addr`]).
pub fn client_ip(req: &Request) -> IpAddr {
    crate::http::client_addr::ClientAddr::of(req.extensions()).0
}

/// Amounts counted per client in fixed one-minute windows.
struct Windows {
    per_minute: u64,
    windows: Mutex<HashMap<IpAddr, (Instant, u64)>>,
}

impl Windows {
    fn new(per_minute: u64) -> Windows {
        Windows { per_minute, windows: Mutex::new(HashMap::new()) }
    }

    /// Counts `amount`; `Err(seconds)` until the window resets when it does not fit.
    fn take(&self, ip: IpAddr, amount: u64, now: Instant) -> Result<(), u64> {
        if self.per_minute == 0 {
            return Ok(());
        }
        let mut windows = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        if windows.len() > 100_000 {
            windows.retain(|_, (start, _)| now.duration_since(*start) < WINDOW);
        }
        let entry = windows.entry(client_key(ip)).or_insert((now, 0));
        if now.duration_since(entry.0) >= WINDOW {
            *entry = (now, 0);
        }
        if entry.1.saturating_add(amount) > self.per_minute {
            let left = WINDOW.saturating_sub(now.duration_since(entry.0));
            return Err(left.as_secs() + 1);
        }
        entry.1 += amount;
        Ok(())
    }
}

/// Counts requests and uploaded bytes per client in the current window.
pub struct RateLimiter {
    requests: Windows,
    drafts: Windows,
    upload_bytes: Windows,
}

impl RateLimiter {
    /// A limiter allowing `per_minute` requests per client (0 = unlimited) and no byte budget.
    pub fn new(per_minute: u32) -> RateLimiter {
        RateLimiter::with_upload_budget(per_minute, 0)
    }

    /// Also allows `bytes_per_minute` uploaded bytes per client (0 = unlimited). Draft saves are
    /// allowed [`DRAFT_FACTOR`] × `per_minute` (unlimited too when 0).
    pub fn with_upload_budget(per_minute: u32, bytes_per_minute: u64) -> RateLimiter {
        RateLimiter {
            requests: Windows::new(u64::from(per_minute)),
            drafts: Windows::new(u64::from(per_minute).saturating_mul(u64::from(DRAFT_FACTOR))),
            upload_bytes: Windows::new(bytes_per_minute),
        }
    }

    /// Counts one request; `Err(seconds)` until the window resets when over the limit.
    pub fn check(&self, ip: IpAddr, now: Instant) -> Result<(), u64> {
        self.requests.take(ip, 1, now)
    }

    /// Counts one draft save (its own window); `Err(seconds)` until the window resets when over.
    pub fn check_draft(&self, ip: IpAddr, now: Instant) -> Result<(), u64> {
        self.drafts.take(ip, 1, now)
    }

    /// Counts uploaded bytes; `Err(seconds)` until the window resets when over the budget.
    pub fn take_upload_bytes(&self, ip: IpAddr, bytes: u64, now: Instant) -> Result<(), u64> {
        self.upload_bytes.take(ip, bytes, now)
    }
}

/// Middleware for the limited routes (given the limiter alone, so it needs nothing else of the app).
pub async fn limit(State(limiter): State<Arc<RateLimiter>>, req: Request, next: Next) -> Response {
    match limiter.check(client_ip(&req), Instant::now()) {
        Ok(()) => next.run(req).await,
        Err(secs) => AppError::RateLimited(secs).into_response(),
    }
}

/// Middleware for the draft saves: their own, looser window ([`DRAFT_FACTOR`]).
pub async fn limit_drafts(State(limiter): State<Arc<RateLimiter>>, req: Request, next: Next) -> Response {
    match limiter.check_draft(client_ip(&req), Instant::now()) {
        Ok(()) => next.run(req).await,
        Err(secs) => AppError::RateLimited(secs).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_resets_after_a_minute() {
        let l = RateLimiter::new(2);
        let ip = IpAddr::from([10, 0, 0, 1]);
        let t = Instant::now();
        assert!(l.check(ip, t).is_ok());
        assert!(l.check(ip, t).is_ok());
        assert!(l.check(ip, t).is_err());
        assert!(l.check(IpAddr::from([10, 0, 0, 2]), t).is_ok());
        assert!(l.check(ip, t + WINDOW).is_ok());
    }

    #[test]
    fn one_ipv6_subscriber_is_one_client_whatever_its_slash_128() {
        let l = RateLimiter::new(3);
        let t = Instant::now();
        for host in 1..=3u16 {
            assert!(l.check(IpAddr::from([0x2001, 0xdb8, 0, 7, 0, 0, 0, host]), t).is_ok());
        }
        assert!(l.check(IpAddr::from([0x2001, 0xdb8, 0, 7, 0xdead, 0xbeef, 1, 2]), t).is_err());
        assert!(l.check(IpAddr::from([0x2001, 0xdb8, 0, 8, 0, 0, 0, 1]), t).is_ok(), "the next /64 is someone else");
    }

    #[test]
    fn uploaded_bytes_have_a_budget_per_minute() {
        let l = RateLimiter::with_upload_budget(0, 1000);
        let (ip, t) = (IpAddr::from([10, 0, 0, 1]), Instant::now());
        assert!(l.take_upload_bytes(ip, 600, t).is_ok());
        assert!(l.take_upload_bytes(ip, 600, t).is_err());
        assert!(l.take_upload_bytes(ip, 600, t + WINDOW).is_ok());
    }

    #[test]
    fn drafts_have_a_window_of_their_own() {
        let l = RateLimiter::new(2);
        let (ip, t) = (IpAddr::from([10, 0, 0, 1]), Instant::now());
        for _ in 0..2 * DRAFT_FACTOR {
            assert!(l.check_draft(ip, t).is_ok());
        }
        assert!(l.check_draft(ip, t).is_err());
        // The drafts used none of the other submissions' budget, and the reverse.
        assert!(l.check(ip, t).is_ok() && l.check(ip, t).is_ok() && l.check(ip, t).is_err());
        assert!(l.check_draft(ip, t + WINDOW).is_ok());
        assert!(RateLimiter::new(0).check_draft(ip, t).is_ok());
    }

    #[test]
    fn zero_means_off() {
        let l = RateLimiter::new(0);
        for _ in 0..1000 {
            assert!(l.check(IpAddr::from([10, 0, 0, 1]), Instant::now()).is_ok());
        }
    }
}
