//! Storage behind one small interface: SQLite by default, PostgreSQL when `DATABASE_URL=postgres://…`.
//! Both go through sqlx's `Any` driver with runtime-checked queries, so there is one code path; SQL is
//! written in the dialect both accept (`$n` parameters, `ON CONFLICT`).
//!
//! Storage speaks the domain, never HTTP: a write is a [`job::Job`] and comes back as a
//! [`job::Done`] or a [`job::Refused`]; the routes decide what a client is told.
//!
//! - [`writer`]: the single task that commits many jobs in one transaction (group commit);
//! - [`checkpoint`]: SQLite's WAL copied back into the database beside the writer, not in its way;
//! - [`bulk`]: its fast path for new bookings, [`apply`]: its careful path, one job at a time;
//! - [`native`]: on SQLite, the writer's own connection and thread, where the fast path runs;
//! - [`values`]: a statement's parameters listed once, for sqlx and for that connection alike;
//! - [`queries`]: reads, and the rows they return;
//! - [`self_service`]: a patient's own cancel and reschedule; [`reminders`]: claiming due reminders;
//! - [`figures`]: the overview's no-show and response figures; [`retention`]: purging and erasing rows;
//! - [`seats`]: the one rule for a slot's seats (capacity, closures), [`closures`]: the exceptions staff set;
//! - [`open_limits`]: how many open bookings one contact or network may hold;
//! - [`verify`]: the e-mail check of new bookings and the expiry of unconfirmed ones;
//! - [`intake_review`]: staff reading and reviewing the health questions, and the aftercare worries;
//! - [`aftercare_answers`]: a patient's answers to "How is the wound?" and the follow-up they book;
//! - [`leases`]: the one lease table of background tasks, and its one claim.

pub mod aftercare_answers;
pub mod answer_links;
pub mod apply;
pub mod audit;
pub mod bulk;
pub mod channels;
pub mod checkpoint;
pub mod closures;
pub mod codes;
pub mod content_drafts;
pub mod content_images;
pub mod figures;
pub mod front_desk;
pub mod ids;
pub mod inbox;
pub mod intake;
pub mod intake_mark;
pub mod intake_review;
pub mod job;
pub mod leases;
pub mod native;
pub mod open_limits;
pub mod outbox;
pub mod queries;
pub mod reminders;
pub mod retention;
pub mod schedule;
pub mod seats;
pub mod self_service;
pub mod signing_keys;
pub mod site_content;
pub mod site_versions;
pub mod slot_limits;
pub mod values;
pub mod verify;
pub mod visit_care;
pub mod visit_links;
pub mod waitlist;
pub mod writer;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor, Row};
use std::str::FromStr;
use std::time::Duration;

/// Which database is behind the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The database: a pool and what kind it is.
#[derive(Clone)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
    /// The bookings' search text in memory (SQLite; built at the server's start, see
    /// [`inbox::text_index`]). One per database, shared by every clone.
    pub text_index: std::sync::Arc<inbox::text_index::TextIndex>,
    /// SQLite: the database file, where the writer opens its own connection ([`native`]); `None` for
    /// an in-memory database and on PostgreSQL.
    pub sqlite_file: Option<std::path::PathBuf>,
}

/// Storage could not be opened or migrated.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("DATABASE_URL must start with sqlite:// or postgres://")]
    UnknownScheme,
    #[error("cannot create the database directory: {0}")]
    Directory(#[from] std::io::Error),
    #[error(transparent)]
    Sqlx(#[from] sqlx::Error),
    #[error(transparent)]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The writer task is gone (the server is stopping) or lost its database connection.
    #[error("the writer is not running")]
    WriterStopped,
    /// A stored row breaks an invariant the code relies on (e.g. an unknown role name).
    #[error("corrupt row: {0}")]
    Corrupt(String),
}

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

/// The `n`th bind parameter as this backend spells it: `$n` on PostgreSQL, an anonymous `?` on SQLite
/// (bound in the order they appear). SQLite resolves each `$n` name by a linear scan, which makes a
/// statement with hundreds of parameters quadratic to prepare and bind.
pub fn param(backend: Backend, n: usize) -> String {
    match backend {
        Backend::Sqlite => "?".to_string(),
        Backend::Postgres => format!("${n}"),
    }
}

/// `count` parameters numbered from `first`, comma-separated.
pub fn params(backend: Backend, first: usize, count: usize) -> String {
    (first..first + count).map(|n| param(backend, n)).collect::<Vec<_>>().join(", ")
}

/// Every SQLite connection's settings: the pool's and the writer's own ([`native`]). Why each, where
/// the pool is built ([`Db::connect`]).
pub const SQLITE_PRAGMAS: &[&str] = &[
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = FULL",
    "PRAGMA busy_timeout = 10000",
    "PRAGMA foreign_keys = ON",
    "PRAGMA temp_store = MEMORY",
    "PRAGMA cache_size = -16384",
    checkpoint::BACKSTOP,
    "PRAGMA secure_delete = ON",
];

/// Whether a database error means "not now" rather than a fault of the request or of the code: the
/// database is unreachable or restarting, or its disk is full. The client is told to retry (503) and
/// nothing was stored; the next request finds the database again without a restart of the server.
pub fn is_unavailable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(db) => db.code().is_some_and(|code| unavailable_code(&code)),
        _ => false,
    }
}

/// PostgreSQL's codes are SQLSTATEs, always five characters: class 08 (connection), 53 (insufficient
/// resources, disk full), 57P01–57P03 (the server is shutting down or starting). SQLite's are
/// (extended) result codes of at most four digits, the primary code in the low byte: SQLITE_BUSY 5,
/// SQLITE_LOCKED 6, SQLITE_NOMEM 7, SQLITE_READONLY 8, SQLITE_IOERR 10, SQLITE_FULL 13, SQLITE_CANTOPEN 14.
fn unavailable_code(code: &str) -> bool {
    if code.len() == 5 {
        return code.starts_with("08") || code.starts_with("53") || matches!(code, "57P01" | "57P02" | "57P03");
    }
    code.parse::<u32>().is_ok_and(|sqlite| matches!(sqlite & 0xff, 5 | 6 | 7 | 8 | 10 | 13 | 14))
}

/// How long idempotency keys are kept (48 h, comfortably over the promised 24 h); the HTTP layer
/// and the aftercare follow-up's claim both read it.
pub const IDEMPOTENCY_KEEP_MS: i64 = 48 * 3600 * 1000;

/// The file of a `sqlite:` URL as sqlx reads it (percent-decoded, slashes as they are), or `None` for
/// other databases, in-memory ones and ones opened read-only. A second connection to "the same"
/// database (the writer's own, a restore's target) must open exactly the file the pool opened.
pub fn sqlite_file(url: &str) -> Option<std::path::PathBuf> {
    if !url.starts_with("sqlite:") {
        return None;
    }
    let options = sqlx::sqlite::SqliteConnectOptions::from_str(url).ok()?;
    let query = url.split_once('?').map(|(_, q)| q).unwrap_or("");
    let not_a_file = query.split('&').any(|p| matches!(p, "mode=memory" | "mode=ro"));
    let file = options.get_filename();
    let name = file.to_string_lossy();
    (!not_a_file && !name.is_empty() && name != ":memory:" && !name.starts_with("file:sqlx-in-memory"))
        .then(|| file.to_path_buf())
}

/// Unix milliseconds now.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

impl Db {
    /// Opens the database, creating a SQLite file (and its directory) on first start.
    pub async fn connect(url: &str) -> Result<Db, StorageError> {
        sqlx::any::install_default_drivers();
        let sqlite_file = sqlite_file(url);
        let (backend, url) = if url.starts_with("sqlite:") {
            if let Some(dir) = sqlite_file.as_deref().and_then(|f| f.parent()).filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir)?;
            }
            let url = if url.contains("mode=") {
                url.to_string()
            } else if url.contains('?') {
                format!("{url}&mode=rwc")
            } else {
                format!("{url}?mode=rwc")
            };
            (Backend::Sqlite, url)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            (Backend::Postgres, url.to_string())
        } else {
            return Err(StorageError::UnknownScheme);
        };
        let options = AnyConnectOptions::from_str(&url)?;
        let pool_options = AnyPoolOptions::new().acquire_timeout(Duration::from_secs(10));
        let pool = match backend {
            // WAL lets readers run beside the one writer; FULL makes every commit durable (a 201 survives
            // a power cut). busy_timeout covers the rare writes outside the writer task (outbox marks).
            // secure_delete overwrites deleted and emptied content with zeros instead of leaving it in
            // the file's free space, so a purged or erased name is gone from the disk, not just hidden
            // (docs/retention.md).
            // The rest keeps work off the single writer's thread, which sets the bookings/s ceiling
            // (docs/performance.md), without touching durability:
            // - temp_store = MEMORY: the statement journal of a multi-row insert (only used to undo that
            //   one statement, never for crash recovery) stays in memory instead of spilling to a temp
            //   file; it was as many bytes written as the WAL itself;
            // - the WAL is checkpointed by [`checkpoint::pass`] (a task on the runner) on another
            //   connection; the writer's own automatic checkpoint is only a backstop that bounds the WAL;
            // - a larger page cache, so index pages are not read back from the file batch after batch.
            Backend::Sqlite => {
                pool_options
                    .max_connections(8)
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            for pragma in SQLITE_PRAGMAS {
                                conn.execute(*pragma).await?;
                            }
                            Ok(())
                        })
                    })
                    .connect_with(options)
                    .await?
            }
            Backend::Postgres => pool_options.max_connections(16).connect_with(options).await?,
        };
        Ok(Db { pool, backend, text_index: Default::default(), sqlite_file })
    }

    /// Applies the embedded migrations of this backend.
    pub async fn migrate(&self) -> Result<(), StorageError> {
        match self.backend {
            Backend::Sqlite => SQLITE_MIGRATIONS.run(&self.pool).await?,
            Backend::Postgres => POSTGRES_MIGRATIONS.run(&self.pool).await?,
        }
        Ok(())
    }

    /// SQLite: copies the write-ahead log into the database file and truncates it, so the older
    /// versions of pages it still holds (a purged or erased name among them) leave the disk too.
    /// Best effort: while a read holds an old snapshot the log cannot be emptied, and the next erasure
    /// or purge tries again. The checkpoint holds new writes back while it waits for readers, so it
    /// waits half a second at most (not the pool's 10 s busy timeout): an export or a backup running
    /// meanwhile never stalls bookings. Returns whether the log was emptied; PostgreSQL: `true`.
    pub async fn truncate_wal(&self) -> bool {
        if self.backend != Backend::Sqlite {
            return true;
        }
        let mut conn = match self.pool.acquire().await {
            Ok(conn) => conn,
            Err(e) => {
                tracing::warn!(error = %e, "could not checkpoint the write-ahead log");
                return false;
            }
        };
        // This connection's busy timeout changes: the pool opens a fresh one in its place.
        conn.close_on_drop();
        let checkpoint = async {
            conn.execute("PRAGMA busy_timeout = 500").await?;
            sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").fetch_one(&mut *conn).await?.try_get::<i64, _>(0)
        };
        match checkpoint.await {
            Ok(busy) => busy == 0,
            Err(e) => {
                tracing::warn!(error = %e, "could not checkpoint the write-ahead log");
                false
            }
        }
    }

    /// SQLite: builds the bookings' search text in memory ([`inbox::text_index`]); the server does
    /// this once at start, before its writer takes jobs. Returns how many bookings it holds.
    pub async fn build_text_index(&self) -> Result<usize, StorageError> {
        if self.backend != Backend::Sqlite {
            return Ok(0);
        }
        let mut conn = self.pool.acquire().await?;
        Ok(self.text_index.build(&mut conn).await?)
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.pool).await.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_urls_name_their_file() {
        use std::path::PathBuf;
        assert_eq!(sqlite_file("sqlite://data/clinic.db"), Some(PathBuf::from("data/clinic.db")));
        assert_eq!(sqlite_file("sqlite:///tmp/x.db?mode=rwc"), Some(PathBuf::from("/tmp/x.db")));
        assert_eq!(sqlite_file("sqlite:////tmp/x.db"), Some(PathBuf::from("//tmp/x.db")), "as sqlx opens it");
        assert_eq!(sqlite_file("sqlite://my%20clinic.db"), Some(PathBuf::from("my clinic.db")));
        assert_eq!(sqlite_file("sqlite:data/clinic.db"), Some(PathBuf::from("data/clinic.db")));
        assert_eq!(sqlite_file("sqlite::memory:"), None);
        assert_eq!(sqlite_file("sqlite://x.db?mode=memory"), None);
        assert_eq!(sqlite_file("sqlite://x.db?mode=ro"), None);
        assert_eq!(sqlite_file("postgres://localhost/clinic"), None);
    }

    #[test]
    fn a_full_disk_or_a_database_that_is_down_is_unavailable_not_a_bug() {
        assert!(unavailable_code("13"), "SQLITE_FULL");
        assert!(unavailable_code("778"), "SQLITE_IOERR_WRITE");
        assert!(unavailable_code("53100"), "PostgreSQL disk_full");
        assert!(unavailable_code("57P01"), "PostgreSQL admin_shutdown");
        assert!(unavailable_code("08006"), "PostgreSQL connection_failure");
        assert!(!unavailable_code("2067"), "SQLITE_CONSTRAINT_UNIQUE is a bug or a conflict, not an outage");
        assert!(!unavailable_code("23505"), "PostgreSQL unique_violation");
        assert!(!unavailable_code("42P01"), "PostgreSQL undefined_table");
        assert!(is_unavailable(&sqlx::Error::PoolTimedOut));
        assert!(is_unavailable(&sqlx::Error::Io(std::io::Error::from(std::io::ErrorKind::ConnectionRefused))));
        assert!(!is_unavailable(&sqlx::Error::RowNotFound));
    }
}
