//! SQLite's WAL checkpoints, off the writer's path.
//!
//! By default the connection that commits past 1,000 WAL pages copies them into the database file
//! itself, inside its commit: on the single writer that put a third of its file I/O (reading the WAL,
//! writing the database) on the thread that sets the bookings/s ceiling. Here a PASSIVE checkpoint
//! runs every [`INTERVAL`] (a task on the runner) on another connection (its own thread): it never
//! takes the write lock and never waits, so the writer keeps committing while the pages are copied. The writer's automatic
//! checkpoint stays as a backstop at [`BACKSTOP`]: by then this task has copied nearly all
//! frames, so the writer only finishes the tail, and the WAL starts over from its beginning.
//!
//! Durability is unchanged: a commit is durable once its WAL frames are synced (synchronous = FULL),
//! and a checkpoint only moves already-durable pages into the database file, syncing it first.

use super::{Backend, Db};
use std::time::Duration;

/// How often the WAL is copied into the database file.
pub const INTERVAL: Duration = Duration::from_millis(50);

/// WAL pages (4 KiB each) after which the writer checkpoints by itself (SQLite's default is 1,000).
pub const BACKSTOP: &str = "PRAGMA wal_autocheckpoint = 16000";

/// One PASSIVE checkpoint (the periodic task in `tasks::checkpoint` runs it every [`INTERVAL`]); nothing
/// to do on PostgreSQL. A failure (a full disk, say) leaves the pages in the WAL, where they are safe;
/// the next pass or the writer's backstop tries again.
pub async fn pass(db: &Db) -> Result<(), sqlx::Error> {
    if db.backend != Backend::Sqlite {
        return Ok(());
    }
    sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&db.pool).await?;
    Ok(())
}
