//! Failed sign-ins, counted per account and per client address: each failure slows the next answer
//! down, and too many lock the account (or the address) out for a while.
//!
//! An attempt is counted *before* its secret is checked and forgiven when it succeeds, so parallel
//! guesses cannot slip past the limit while earlier ones are still being checked. The address limit is
//! higher than the account's: a clinic's staff share one address.

use crate::storage::StorageError;
use sqlx::{AnyConnection, Row};

/// Failures per account within [`WINDOW_MS`] before it locks.
pub const ACCOUNT_LIMIT: i64 = 5;
/// Failures per client address within [`WINDOW_MS`] before it locks.
pub const ADDRESS_LIMIT: i64 = 20;
/// How far back failures count.
pub const WINDOW_MS: i64 = 15 * 60_000;
/// How long a lock lasts.
pub const LOCK_MS: i64 = 15 * 60_000;
/// The extra wait per earlier failure before a failed answer goes out (at most 8 of them).
pub const SLOWDOWN_STEP_MS: u64 = 250;

/// The two counters an attempt touches, with their limits.
pub fn scopes(email: &str, ip: &str) -> [(String, i64); 2] {
    [(format!("account:{}", super::users::normalize_email(email)), ACCOUNT_LIMIT), (format!("ip:{ip}"), ADDRESS_LIMIT)]
}

/// Whether an attempt may go ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gate {
    /// Go ahead; the most failures either counter holds, this attempt included.
    Open { failures: i64 },
    /// Locked for this many more seconds.
    Locked { retry_after_s: u64 },
}

struct Counter {
    failures: i64,
    window_start: i64,
    locked_until: i64,
}

async fn read(conn: &mut AnyConnection, scope: &str) -> Result<Option<Counter>, StorageError> {
    let row = sqlx::query("SELECT failures, window_start, locked_until FROM signin_attempts WHERE scope = $1")
        .bind(scope)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(match row {
        Some(r) => Some(Counter {
            failures: r.try_get("failures")?,
            window_start: r.try_get("window_start")?,
            locked_until: r.try_get("locked_until")?,
        }),
        None => None,
    })
}

async fn write(conn: &mut AnyConnection, scope: &str, c: &Counter, now: i64) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO signin_attempts (scope, failures, window_start, last_failure_at, locked_until) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (scope) DO UPDATE SET failures = $2, window_start = $3, last_failure_at = $4, locked_until = $5",
    )
    .bind(scope)
    .bind(c.failures)
    .bind(c.window_start)
    .bind(now)
    .bind(c.locked_until)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

fn seconds_until(until: i64, now: i64) -> u64 {
    ((until - now).max(0) as u64).div_ceil(1000).max(1)
}

/// Before checking a secret: refuses while a counter is locked, else counts this attempt as a failure
/// (until [`succeeded`] forgives it) and locks a counter this attempt takes past its limit.
pub async fn begin(conn: &mut AnyConnection, scopes: &[(String, i64)], now: i64) -> Result<Gate, StorageError> {
    let mut counters = Vec::with_capacity(scopes.len());
    for (scope, _) in scopes {
        let c = read(conn, scope).await?;
        if let Some(c) = &c {
            if c.locked_until > now {
                return Ok(Gate::Locked { retry_after_s: seconds_until(c.locked_until, now) });
            }
        }
        counters.push(c);
    }
    let mut most = 0;
    let mut locked = false;
    for ((scope, limit), c) in scopes.iter().zip(counters) {
        let mut c = match c {
            Some(c) if now - c.window_start <= WINDOW_MS => Counter { failures: c.failures + 1, ..c },
            _ => Counter { failures: 1, window_start: now, locked_until: 0 },
        };
        if c.failures > *limit {
            c.locked_until = now + LOCK_MS;
            locked = true;
        }
        most = most.max(c.failures);
        write(conn, scope, &c, now).await?;
    }
    Ok(if locked {
        Gate::Locked { retry_after_s: seconds_until(now + LOCK_MS, now) }
    } else {
        Gate::Open { failures: most }
    })
}

/// After a wrong secret (already counted by [`begin`]): locks the counters that reached their limit;
/// answers the lock's length in seconds if one did.
pub async fn failed(conn: &mut AnyConnection, scopes: &[(String, i64)], now: i64) -> Result<Option<u64>, StorageError> {
    let mut locked = None;
    for (scope, limit) in scopes {
        if let Some(mut c) = read(conn, scope).await? {
            if c.failures >= *limit && c.locked_until <= now {
                c.locked_until = now + LOCK_MS;
                write(conn, scope, &c, now).await?;
                locked = Some(seconds_until(c.locked_until, now));
            }
        }
    }
    Ok(locked)
}

/// After a right secret: the account starts afresh; the address gets this attempt back.
pub async fn succeeded(conn: &mut AnyConnection, scopes: &[(String, i64)]) -> Result<(), StorageError> {
    if let Some((account, _)) = scopes.first() {
        sqlx::query("DELETE FROM signin_attempts WHERE scope = $1").bind(account).execute(&mut *conn).await?;
    }
    for (scope, _) in scopes.iter().skip(1) {
        sqlx::query("UPDATE signin_attempts SET failures = failures - 1 WHERE scope = $1 AND failures > 0")
            .bind(scope)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// How long to hold back a failed answer, growing with the failures before it.
pub fn slowdown(failures: i64) -> std::time::Duration {
    std::time::Duration::from_millis(SLOWDOWN_STEP_MS * (failures - 1).clamp(0, 8) as u64)
}
