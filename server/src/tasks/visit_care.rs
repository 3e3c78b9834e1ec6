//! The visit's own messages: every poll it queues the health questions' nudge of the bookings 48 h
//! from their visit with the questions unanswered, and the aftercare check-ins that have come
//! (storage::visit_care). Each is claimed by a row, so a restart or a second instance neither loses
//! nor repeats one; the outbox worker delivers them.

use crate::storage::writer::Writer;
use crate::storage::{now_ms, visit_care, Db, StorageError};
use crate::tasks::runner::Runner;
use std::time::Duration;

/// Most nudges one claim queues (a pass claims again while it finds a full batch).
const CLAIM_LIMIT: i64 = 500;

/// Queues every nudge and check-in due at `now`; returns how many.
pub async fn queue_due(db: &Db, writer: &Writer, aftercare_days: &[i64]) -> Result<usize, StorageError> {
    let mut total = 0;
    // Most passes find nothing: ask with a read before taking the write lock to claim.
    while visit_care::any_nudge_due(&db.pool, now_ms()).await? {
        let queued = writer
            .transact(move |conn| {
                Box::pin(async move { Ok(visit_care::claim_nudges(conn, now_ms(), CLAIM_LIMIT).await?) })
            })
            .await?;
        total += queued;
        if queued == 0 {
            break;
        }
    }
    if visit_care::any_checkin_due(&db.pool, now_ms(), aftercare_days).await? {
        let days = aftercare_days.to_vec();
        total += writer
            .transact(move |conn| Box::pin(async move { Ok(visit_care::claim_checkins(conn, now_ms(), &days).await?) }))
            .await?;
    }
    Ok(total)
}

/// The task's name, on the runner and in its logs.
pub const NAME: &str = "visit-care";

/// Starts the task on `runner`: a pass every `poll`.
pub fn start(runner: &mut Runner, db: Db, writer: Writer, aftercare_days: Vec<i64>, poll: Duration) {
    runner.run_every(NAME, poll, move || {
        let (db, writer, days) = (db.clone(), writer.clone(), aftercare_days.clone());
        async move {
            let queued = queue_due(&db, &writer, &days).await?;
            if queued > 0 {
                tracing::info!(queued, "visit messages queued");
            }
            Ok::<(), StorageError>(())
        }
    });
}
