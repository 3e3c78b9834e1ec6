//! The outbox's delivery worker as a task: a pass of [`delivery::pass`] every [`delivery::POLL`], on
//! every instance (each claims its own rows with the outbox's claim, `storage::outbox`).

use crate::messaging::delivery::{self, Worker};
use crate::tasks::runner::Runner;
use std::sync::Arc;

/// The task's name, on the runner and in its logs.
pub const NAME: &str = "outbox";

/// Starts the worker on `runner`.
pub fn start(runner: &mut Runner, worker: Worker) {
    let worker = Arc::new(worker);
    runner.run_every(NAME, delivery::POLL, move || {
        let worker = worker.clone();
        async move { delivery::pass(&worker).await.map(|_| ()) }
    });
}
