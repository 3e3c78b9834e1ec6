//! SQLite's WAL checkpoints off the writer's path (`storage::checkpoint` says why) as a task: a
//! PASSIVE checkpoint every [`checkpoint::INTERVAL`]; not started on PostgreSQL.

use crate::storage::{checkpoint, Backend, Db};
use crate::tasks::runner::Runner;

/// The task's name, on the runner and in its logs.
pub const NAME: &str = "checkpoint";

/// Starts the task on `runner` when the database is SQLite.
pub fn start(runner: &mut Runner, db: Db) {
    if db.backend != Backend::Sqlite {
        return;
    }
    runner.run_every(NAME, checkpoint::INTERVAL, move || {
        let db = db.clone();
        async move { checkpoint::pass(&db).await }
    });
}
