//! On SQLite, the writer's batches of new bookings run on a thread of their own, on a connection of
//! their own (rusqlite), instead of on sqlx's connection.
//!
//! sqlx runs each SQLite connection on a worker thread and hands every statement, and every answer,
//! between that thread and the async task through channels: a batch of bookings was ten such round
//! trips, each a thread going to sleep and another waking, and the thread that runs SQLite (the one
//! whose time per booking bounds bookings/s) spent a tenth of its time on them (docs/performance.md).
//! Here the whole batch is handed over once and its outcomes come back once.
//!
//! Only the writer task sends work here, and it waits for each piece before it sends the next or uses
//! its sqlx connection: the two connections never write at once, so neither waits for the other's lock.
//! The connection is opened on first use with the pragmas of every connection ([`super::SQLITE_PRAGMAS`]).
//! Work that leaves it inside a transaction (a rollback that failed) closes it, which rolls back, and
//! the next piece of work opens a new one.

use std::path::PathBuf;
use std::sync::mpsc;
use tokio::sync::oneshot;

type Work = Box<dyn FnOnce(&mut Session) + Send>;

/// The thread's state: where the database is, and the connection once it is open.
struct Session {
    path: PathBuf,
    conn: Option<rusqlite::Connection>,
}

/// The handle the writer task holds.
pub struct NativeWriter {
    work: Option<mpsc::Sender<Work>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// Why a piece of work did not run: the thread is gone, or the database could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum NativeError {
    #[error("the writer's SQLite thread has stopped")]
    Stopped,
    #[error("cannot open the database: {0}")]
    Open(#[from] rusqlite::Error),
}

/// Prepared statements kept per connection: the fast path's statement texts come in a few dozen
/// shapes (chunk sizes that are powers of two, times four statements).
const STATEMENT_CACHE: usize = 128;

impl NativeWriter {
    /// Starts the thread for the SQLite file at `path`; it opens its connection on first use.
    pub fn start(path: PathBuf) -> std::io::Result<NativeWriter> {
        let (work, queue) = mpsc::channel::<Work>();
        let thread = std::thread::Builder::new().name("sqlite-writer".into()).spawn(move || {
            let mut session = Session { path, conn: None };
            while let Ok(work) = queue.recv() {
                // A panic in one piece of work ends that piece (its caller hears `Stopped` and takes
                // the sqlx path), not the thread; the connection it left is not trusted again.
                let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(&mut session)));
                if ran.is_err() {
                    tracing::error!("work on the writer's SQLite connection panicked; the connection is closed");
                    session.conn = None;
                }
            }
        })?;
        Ok(NativeWriter { work: Some(work), thread: Some(thread) })
    }

    /// Runs `f` on the thread's connection and waits for what it returns.
    pub async fn run<T, F>(&self, f: F) -> Result<T, NativeError>
    where
        T: Send + 'static,
        F: FnOnce(&mut rusqlite::Connection) -> T + Send + 'static,
    {
        let (answer, result) = oneshot::channel();
        let work: Work = Box::new(move |session: &mut Session| {
            let _ = answer.send(session.run(f));
        });
        self.work.as_ref().ok_or(NativeError::Stopped)?.send(work).map_err(|_| NativeError::Stopped)?;
        result.await.map_err(|_| NativeError::Stopped)?
    }

    /// Lets the thread finish what it was given and close its connection.
    pub async fn stop(mut self) {
        drop(self.work.take());
        if let Some(thread) = self.thread.take() {
            let _ = tokio::task::spawn_blocking(move || thread.join()).await;
        }
    }
}

impl Session {
    fn run<T>(&mut self, f: impl FnOnce(&mut rusqlite::Connection) -> T) -> Result<T, NativeError> {
        let conn = match self.conn.as_mut() {
            Some(conn) => conn,
            None => self.conn.insert(open(&self.path)?),
        };
        let result = f(conn);
        if !conn.is_autocommit() {
            tracing::warn!("the writer's SQLite connection was left inside a transaction; it is closed");
            self.conn = None;
        }
        Ok(result)
    }
}

/// Opens the database the pool opened; never creates one (a path that names no database is an error,
/// not a new empty file taking bookings).
fn open(path: &std::path::Path) -> rusqlite::Result<rusqlite::Connection> {
    use rusqlite::OpenFlags;
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = rusqlite::Connection::open_with_flags(path, flags)?;
    for pragma in super::SQLITE_PRAGMAS {
        // A pragma that sets a value may answer with a row (journal_mode answers the mode).
        conn.query_row(pragma, [], |_| Ok(())).or_else(|e| match e {
            rusqlite::Error::QueryReturnedNoRows => Ok(()),
            e => Err(e),
        })?;
    }
    conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
    Ok(conn)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_runs_on_a_connection_with_every_pragma_and_one_left_in_a_transaction_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("t.db");
        rusqlite::Connection::open(&file).unwrap();
        let native = NativeWriter::start(file).unwrap();
        let pragma = |name: &'static str| {
            native.run(move |c| c.query_row(&format!("PRAGMA {name}"), [], |r| r.get::<_, rusqlite::types::Value>(0)))
        };
        use rusqlite::types::Value::{Integer, Text};
        assert_eq!(pragma("journal_mode").await.unwrap().unwrap(), Text("wal".into()));
        assert_eq!(pragma("synchronous").await.unwrap().unwrap(), Integer(2), "FULL: every commit durable");
        assert_eq!(pragma("secure_delete").await.unwrap().unwrap(), Integer(1), "erased text overwritten");
        assert_eq!(pragma("foreign_keys").await.unwrap().unwrap(), Integer(1));
        assert_eq!(pragma("wal_autocheckpoint").await.unwrap().unwrap(), Integer(16000));
        native.run(|c| c.execute_batch("CREATE TABLE t (x); BEGIN; INSERT INTO t VALUES (1);")).await.unwrap().unwrap();
        // The connection was closed with its transaction open; its successor sees nothing of it.
        let rows: i64 = native.run(|c| c.query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0))).await.unwrap().unwrap();
        assert_eq!(rows, 0);
        native.stop().await;
    }
}

#[cfg(test)]
mod failures {
    use super::*;

    #[tokio::test]
    async fn a_database_that_is_not_there_is_not_created_and_a_panic_leaves_the_thread_working() {
        let dir = tempfile::tempdir().unwrap();
        let native = NativeWriter::start(dir.path().join("none.db")).unwrap();
        assert!(matches!(native.run(|_| ()).await, Err(NativeError::Open(_))));
        assert!(!dir.path().join("none.db").exists(), "no empty database was made");

        let file = dir.path().join("t.db");
        rusqlite::Connection::open(&file).unwrap();
        let native = NativeWriter::start(file).unwrap();
        assert!(matches!(native.run(|_| panic!("a bug")).await, Err(NativeError::Stopped)));
        assert_eq!(native.run(|c| c.query_row("SELECT 1", [], |r| r.get::<_, i64>(0))).await.unwrap().unwrap(), 1);
        native.stop().await;
    }
}
