//! Per-client-IP rate limit for submissions and lookups (`CLINIC_RATE_LIMIT` per minute; 0 = off).
//! A fixed one-minute window per IP: simple, memory-bounded by pruning, and enough to stop a script
//! from guessing confirmation codes or flooding the clinic's inbox.

use crate::error::AppError;
use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const WINDOW: Duration = Duration::from_secs(60);

/// Counts requests per IP in the current window.
pub struct RateLimiter {
    per_minute: u32,
    windows: Mutex<HashMap<IpAddr, (Instant, u32)>>,
}

impl RateLimiter {
    /// A limiter allowing `per_minute` requests per IP (0 = unlimited).
    pub fn new(per_minute: u32) -> RateLimiter {
        RateLimiter { per_minute, windows: Mutex::new(HashMap::new()) }
    }

    /// Counts one request; `Err(seconds)` until the window resets when over the limit.
    pub fn check(&self, ip: IpAddr, now: Instant) -> Result<(), u64> {
        if self.per_minute == 0 {
            return Ok(());
        }
        let mut windows = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        if windows.len() > 100_000 {
            windows.retain(|_, (start, _)| now.duration_since(*start) < WINDOW);
        }
        let entry = windows.entry(ip).or_insert((now, 0));
        if now.duration_since(entry.0) >= WINDOW {
            *entry = (now, 0);
        }
        if entry.1 >= self.per_minute {
            let left = WINDOW.saturating_sub(now.duration_since(entry.0));
            return Err(left.as_secs() + 1);
        }
        entry.1 += 1;
        Ok(())
    }
}

/// Middleware for the limited routes (given the limiter alone, so it needs nothing else of the app).
pub async fn limit(State(limiter): State<Arc<RateLimiter>>, req: Request, next: Next) -> Response {
    let ip = req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip()).unwrap_or(IpAddr::from([0, 0, 0, 0]));
    match limiter.check(ip, Instant::now()) {
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
    fn zero_means_off() {
        let l = RateLimiter::new(0);
        for _ in 0..1000 {
            assert!(l.check(IpAddr::from([10, 0, 0, 1]), Instant::now()).is_ok());
        }
    }
}
