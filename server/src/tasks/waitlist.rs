//! The waitlist's background task (issue 13 point 5). Seats free up in many ways (a patient or staff
//! cancels or moves a booking, a hold runs out, staff raise a slot's seats or lift a closure); rather
//! than hook into each, a task looks every poll for days with waiting patients and free seats, and
//! offers them. One instance at a time runs a pass: it takes the waitlist lease in the same
//! transaction that expires holds and makes offers, so a restart or a second instance neither loses
//! nor repeats an offer.

use crate::site::clinic::LiveClinic;
use crate::storage::writer::Writer;
use crate::storage::{leases, now_ms, waitlist, Db, StorageError};
use crate::tasks::runner::Runner;
use std::sync::Arc;
use std::time::Duration;

/// How long a pass may hold the lease before another instance may take over (a pass takes
/// milliseconds; the lease only matters if an instance dies mid-pass).
const LEASE_MS: i64 = 30_000;

/// What the task needs to know.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Seats per slot when staff set none (`CLINIC_SLOT_CAPACITY`).
    pub default_capacity: i64,
    /// How long an offer holds its seat (`CLINIC_WAITLIST_HOLD_MINUTES`).
    pub hold_ms: i64,
    /// How often the task looks.
    pub poll: Duration,
    /// This process's instance id, its name in the lease.
    pub holder: String,
    /// The opening hours in force: seats are offered in their slots.
    pub clinic: Arc<LiveClinic>,
}

/// One pass at `now`: expire holds that ran out, then offer free seats in queue order. Returns `None`
/// when another instance holds the lease.
pub async fn pass(
    db: &Db,
    writer: &Writer,
    settings: &Settings,
    now: i64,
) -> Result<Option<waitlist::PassReport>, StorageError> {
    // Most passes find nothing: ask with a read before taking the write lock.
    if !waitlist::anything_to_do(db, now).await? {
        return Ok(Some(waitlist::PassReport::default()));
    }
    let s = settings.clone();
    let hours = settings.clinic.hours();
    writer
        .transact(move |conn| {
            Box::pin(async move {
                if !leases::claim(conn, NAME, &s.holder, now, now + LEASE_MS).await? {
                    return Ok(None);
                }
                let expired = waitlist::expire_offers(conn, now).await?;
                let offered = waitlist::make_offers(conn, &hours, s.default_capacity, s.hold_ms, now).await?;
                // Done: the next pass, here or elsewhere, may run at once.
                leases::release(conn, NAME, &s.holder, now).await?;
                Ok(Some(waitlist::PassReport { expired, offered }))
            })
        })
        .await
}

/// The task's name, on the runner and in the lease table.
pub const NAME: &str = "waitlist";

/// Starts the task on `runner`: a pass every `settings.poll`.
pub fn start(runner: &mut Runner, db: Db, writer: Writer, settings: Settings) {
    runner.run_every(NAME, settings.poll, move || {
        let (db, writer, settings) = (db.clone(), writer.clone(), settings.clone());
        async move {
            if let Some(r) = pass(&db, &writer, &settings, now_ms()).await? {
                if r.offered > 0 || r.expired > 0 {
                    tracing::info!(offered = r.offered, expired = r.expired, "waitlist pass");
                }
            }
            Ok::<(), StorageError>(())
        }
    });
}
