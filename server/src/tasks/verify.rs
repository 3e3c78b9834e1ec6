//! The expiry task of e-mail verification (issue 15 point 4): unconfirmed bookings whose hold ran out
//! are cancelled and their seats freed, a pass every poll. One instance at a time runs a pass, under
//! the lease it takes in the pass's own transaction (like the waitlist's task).

use crate::storage::writer::Writer;
use crate::storage::{leases, now_ms, verify, Db, StorageError};
use crate::tasks::runner::Runner;
use std::time::Duration;

/// How long a pass may hold the lease before another instance may take over.
const LEASE_MS: i64 = 30_000;

/// What the task needs to know.
#[derive(Debug, Clone)]
pub struct Settings {
    /// How often the task looks (`CLINIC_VERIFY_POLL_SECONDS`).
    pub poll: Duration,
    /// This process's instance id, its name in the lease.
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
                if !leases::claim(conn, NAME, &holder, now, now + LEASE_MS).await? {
                    return Ok(None);
                }
                let expired = verify::expire_due(conn, now).await?;
                leases::release(conn, NAME, &holder, now).await?;
                Ok(Some(expired))
            })
        })
        .await
}

/// The task's name, on the runner and in the lease table.
pub const NAME: &str = "verify";

/// Starts the task on `runner`: a pass every `settings.poll`. It runs whether or not verification is
/// on now: bookings made while it was on still expire after it is switched off.
pub fn start(runner: &mut Runner, db: Db, writer: Writer, settings: Settings) {
    runner.run_every(NAME, settings.poll, move || {
        let (db, writer, settings) = (db.clone(), writer.clone(), settings.clone());
        async move {
            if let Some(n) = pass(&db, &writer, &settings, now_ms()).await? {
                if n > 0 {
                    tracing::info!(expired = n, "unconfirmed bookings expired; their seats are free");
                }
            }
            Ok::<(), StorageError>(())
        }
    });
}
