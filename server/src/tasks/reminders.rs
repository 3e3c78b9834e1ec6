//! The reminder worker: every poll it claims the bookings one of whose reminders (an offset before the
//! visit, `CLINIC_REMINDER_HOURS`) has come and is not handled for that visit time yet, and queues their e-mails in the outbox (storage::reminders),
//! whose worker sends them. Nothing is kept in memory, so a restart or a second instance neither
//! loses nor repeats a reminder.

use crate::storage::writer::Writer;
use crate::storage::{now_ms, reminders, Db, StorageError};
use crate::tasks::runner::Runner;
use std::time::Duration;

/// Most reminders one claim queues (a pass claims again until fewer come back).
const CLAIM_LIMIT: i64 = 500;

/// Queues every reminder due at `now`; returns how many.
pub async fn queue_due(db: &Db, writer: &Writer, offsets_hours: &[i64]) -> Result<usize, StorageError> {
    let mut total = 0;
    // Most passes find nothing: ask with a read before taking the write lock to claim.
    while reminders::any_due(db, now_ms(), offsets_hours).await? {
        let backend = db.backend;
        let offsets = offsets_hours.to_vec();
        let queued = writer
            .transact(move |conn| {
                Box::pin(async move { Ok(reminders::claim_due(conn, backend, now_ms(), &offsets, CLAIM_LIMIT).await?) })
            })
            .await?;
        total += queued.queued;
        // Another instance took the rest (or the limit was reached and the loop claims again).
        if queued.handled == 0 {
            break;
        }
    }
    Ok(total)
}

/// The task's name, on the runner and in its logs.
pub const NAME: &str = "reminders";

/// Starts the task on `runner`: a pass every `poll`.
pub fn start(runner: &mut Runner, db: Db, writer: Writer, offsets_hours: Vec<i64>, poll: Duration) {
    runner.run_every(NAME, poll, move || {
        let (db, writer, offsets) = (db.clone(), writer.clone(), offsets_hours.clone());
        async move {
            let queued = queue_due(&db, &writer, &offsets).await?;
            if queued > 0 {
                tracing::info!(queued, "reminders queued");
            }
            Ok::<(), StorageError>(())
        }
    });
}
