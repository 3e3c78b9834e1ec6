//! The expiry task of e-mail verification (issue 15 point 4): unconfirmed bookings whose hold ran out
//! are cancelled and their seats freed, a pass every poll. One instance at a time runs a pass, under
//! the lease it takes in the pass's own transaction (like the waitlist's task).

use crate::storage::writer::Writer;
use crate::storage::{now_ms, verify, Db, StorageError};
use std::time::Duration;

/// How long a pass may hold the lease before another instance may take over.
const LEASE_MS: i64 = 30_000;

/// What the task needs to know.
#[derive(Debug, Clone)]
pub struct Settings {
    /// How often the task looks (`CLINIC_VERIFY_POLL_SECONDS`).
    pub poll: Duration,
    /// This instance's name in the lease.
    pub holder: String,
}

/// One pass at `now`: returns how many bookings expired, or `None` when another instance holds the lease.
pub async fn pass(db: &Db, writer: &Writer, settings: &Settings, now: i64) -> Result<Option<usize>, StorageError> {
    // Most passes find nothing: ask with a read before taking the write lock.
    if !verify::anything_due(db, now).await? {
        return Ok(Some(0));
    }
    let holder = settings.holder.clone();
    writer
        .transact(move |conn| {
            Box::pin(async move {
                if !verify::claim_lease(conn, &holder, now, now + LEASE_MS).await? {
                    return Ok(None);
                }
                let expired = verify::expire_due(conn, now).await?;
                verify::claim_lease(conn, &holder, now, now).await?;
                Ok(Some(expired))
            })
        })
        .await
}

/// Runs a pass every `settings.poll` until `stop` fires. Runs whether or not verification is on now:
/// bookings made while it was on still expire after it is switched off.
pub async fn run(db: Db, writer: Writer, settings: Settings, mut stop: tokio::sync::watch::Receiver<bool>) {
    loop {
        if *stop.borrow() {
            return;
        }
        match pass(&db, &writer, &settings, now_ms()).await {
            Ok(Some(n)) if n > 0 => tracing::info!(expired = n, "unconfirmed bookings expired; their seats are free"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "verification expiry pass failed"),
        }
        tokio::select! {
            _ = tokio::time::sleep(settings.poll) => {}
            _ = stop.changed() => return,
        }
    }
}
