//! Storage behind one small interface: SQLite by default, PostgreSQL when `DATABASE_URL=postgres://…`.
//! Both go through sqlx's `Any` driver with runtime-checked queries, so there is one code path; SQL is
//! written in the dialect both accept (`$n` parameters, `ON CONFLICT`).
//!
//! Storage speaks the domain, never HTTP: a write is a [`job::Job`] and comes back as a
//! [`job::Done`] or a [`job::Refused`]; the routes decide what a client is told.
//!
//! - [`writer`]: the single task that commits many jobs in one transaction (group commit);
//! - [`bulk`]: its fast path for new bookings, [`apply`]: its careful path, one job at a time;
//! - [`queries`]: reads, and the rows they return.

pub mod apply;
pub mod figures;
pub mod bulk;
pub mod inbox;
pub mod job;
pub mod leases;
pub mod queries;
pub mod waitlist;
pub mod writer;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor};
use std::str::FromStr;
use std::time::Duration;

/// Which database is behind the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The database: a pool and what kind it is.
#[derive(Clone)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
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

/// Unix milliseconds now.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

impl Db {
    /// Opens the database, creating a SQLite file (and its directory) on first start.
    pub async fn connect(url: &str) -> Result<Db, StorageError> {
        sqlx::any::install_default_drivers();
        let (backend, url) = if let Some(rest) = url.strip_prefix("sqlite:") {
            let path = rest.trim_start_matches("//");
            let file = path.split('?').next().unwrap_or("");
            if !file.is_empty() && file != ":memory:" {
                if let Some(dir) = std::path::Path::new(file).parent().filter(|d| !d.as_os_str().is_empty()) {
                    std::fs::create_dir_all(dir)?;
                }
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
            Backend::Sqlite => {
                pool_options
                    .max_connections(8)
                    .after_connect(|conn, _| {
                        Box::pin(async move {
                            conn.execute("PRAGMA journal_mode = WAL").await?;
                            conn.execute("PRAGMA synchronous = FULL").await?;
                            conn.execute("PRAGMA busy_timeout = 10000").await?;
                            conn.execute("PRAGMA foreign_keys = ON").await?;
                            Ok(())
                        })
                    })
                    .connect_with(options)
                    .await?
            }
            Backend::Postgres => pool_options.max_connections(16).connect_with(options).await?,
        };
        Ok(Db { pool, backend })
    }

    /// Applies the embedded migrations of this backend.
    pub async fn migrate(&self) -> Result<(), StorageError> {
        match self.backend {
            Backend::Sqlite => SQLITE_MIGRATIONS.run(&self.pool).await?,
            Backend::Postgres => POSTGRES_MIGRATIONS.run(&self.pool).await?,
        }
        Ok(())
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.pool).await.is_ok()
    }
}
