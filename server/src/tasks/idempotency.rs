//! Forgets idempotency keys past their keeping time (`http::idempotency::KEEP_MS`), once an hour on
//! every instance (pruning twice prunes nothing more), a bounded batch at a time through the writer.

use crate::storage::job::{Done, Job, WriteError};
use crate::storage::writer::Writer;
use crate::storage::{now_ms, queries};
use crate::tasks::runner::Runner;
use std::time::Duration;

/// The task's name, on the runner and in its logs.
pub const NAME: &str = "idempotency";

/// How often the keys are pruned.
const INTERVAL: Duration = Duration::from_secs(3600);

/// Forgets the keys stored before `before`; returns how many.
pub async fn prune(writer: &Writer, before: i64) -> Result<u64, WriteError> {
    let mut total = 0;
    loop {
        let written = writer.submit(Job::PruneIdempotency { before }, None).await?;
        let pruned = match written.done {
            Done::IdempotencyPruned { pruned } => pruned,
            _ => 0,
        };
        total += pruned;
        if pruned != queries::PRUNE_ROWS {
            return Ok(total);
        }
    }
}

/// Starts the task on `runner`: a pass now, then every hour.
pub fn start(runner: &mut Runner, writer: Writer) {
    runner.run_every(NAME, INTERVAL, move || {
        let writer = writer.clone();
        async move { prune(&writer, now_ms() - crate::http::idempotency::KEEP_MS).await.map(|_| ()) }
    });
}
