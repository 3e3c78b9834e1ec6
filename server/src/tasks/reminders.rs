//! The reminder worker: every poll it claims the bookings whose visit is within the lead time and has
//! no reminder for that visit time yet, and queues their e-mails in the outbox (storage::reminders),
//! whose worker sends them. Nothing is kept in memory, so a restart or a second instance neither
//! loses nor repeats a reminder.

use crate::storage::writer::Writer;
use crate::storage::{now_ms, reminders, Db};
use std::time::Duration;

/// Most reminders one claim queues (a pass claims again until fewer come back).
const CLAIM_LIMIT: i64 = 500;

/// Queues every reminder due at `now`; returns how many.
pub async fn queue_due(db: &Db, writer: &Writer, lead_ms: i64) -> Result<usize, crate::storage::StorageError> {
    let mut total = 0;
    // Most passes find nothing: ask with a read before taking the write lock to claim.
    while reminders::any_due(db, now_ms(), lead_ms).await? {
        let backend = db.backend;
        let queued = writer
            .transact(move |conn| {
                Box::pin(async move { Ok(reminders::claim_due(conn, backend, now_ms(), lead_ms, CLAIM_LIMIT).await?) })
            })
            .await?;
        total += queued;
        // Another instance took the rest (or the limit was reached and the loop claims again).
        if queued == 0 {
            break;
        }
    }
    Ok(total)
}

/// Runs until `stop` fires, a pass every `poll`.
pub async fn run(db: Db, writer: Writer, lead_ms: i64, poll: Duration, mut stop: tokio::sync::watch::Receiver<bool>) {
    loop {
        if *stop.borrow() {
            return;
        }
        match queue_due(&db, &writer, lead_ms).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(queued = n, "reminders queued"),
            Err(e) => tracing::warn!(error = %e, "reminder pass failed"),
        }
        tokio::select! {
            _ = tokio::time::sleep(poll) => {}
            _ = stop.changed() => return,
        }
    }
}
