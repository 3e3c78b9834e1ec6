//! The site's content in the database (migration `site_content`, issue 27): one row per document of
//! the content format ([`crate::site::content_files`]), its published revision, its history, and for a
//! translation the source revision it was translated from.
//!
//! The repository's `content/` folder seeds the table at start ([`seed`]: an empty table, then the files
//! a newer format adds, never one the table holds); from then on the
//! database is where the content lives, and `clinic content export` writes it back in the same format.

use super::{params, Backend, Db};
use crate::site::content_files::{source_of, Document};
use sqlx::{AnyConnection, Row};

/// Who wrote a revision that came from the content folder.
pub const SEEDED_BY: &str = "seed";

/// Rows per INSERT when seeding: seven parameters each, far below both databases' limits.
const SEED_ROWS: usize = 64;

/// Stores the documents of `docs` (the content folder) that the table does not hold yet, each at
/// revision 1 and every translation marked as translated from its source's revision 1: all of them
/// into an empty table, and after an upgrade the files a new version of the format brought (the fee
/// schedule, say). A document the table holds is never touched: the clinic's edits are never
/// overwritten by the repository's files. Two instances seeding at once store each document once.
/// Returns how many documents were stored.
pub async fn seed(db: &Db, docs: &[Document], now: i64) -> Result<u64, sqlx::Error> {
    let mut conn = db.pool.acquire().await?;
    let held: std::collections::HashSet<String> =
        sqlx::query_scalar("SELECT path FROM content_documents").fetch_all(&mut *conn).await?.into_iter().collect();
    let docs: Vec<&Document> = docs.iter().filter(|d| !held.contains(&d.path)).collect();
    if docs.is_empty() {
        return Ok(0);
    }
    // A translation's source is a document of the folder or one the table holds already.
    let paths: std::collections::HashSet<&str> =
        docs.iter().map(|d| d.path.as_str()).chain(held.iter().map(String::as_str)).collect();
    let source = |doc: &Document| source_of(&doc.path).filter(|s| paths.contains(s.as_str()));
    // On SQLite the write lock up front: a deferred transaction that another process's seed wrote
    // under would fail at its first INSERT instead of waiting (two instances starting at once).
    let mut tx = match db.backend {
        Backend::Sqlite => sqlx::Connection::begin_with(&mut *conn, "BEGIN IMMEDIATE").await?,
        Backend::Postgres => sqlx::Connection::begin(&mut *conn).await?,
    };
    let mut stored = 0;
    for chunk in docs.chunks(SEED_ROWS) {
        for (table, width) in [("content_documents", 7), ("content_revisions", 6)] {
            let columns = if width == 7 { "source_path, " } else { "" };
            let sql = format!(
                "INSERT INTO {table} (path, body, revision, {columns}source_revision, updated_at, updated_by) \
                 VALUES {} ON CONFLICT DO NOTHING",
                rows(db.backend, chunk.len(), width)
            );
            let mut q = sqlx::query(&sql);
            for doc in chunk {
                let source = source(doc);
                q = q.bind(&doc.path).bind(&doc.body).bind(1_i64);
                if width == 7 {
                    q = q.bind(source.clone());
                }
                q = q.bind(source.map(|_| 1_i64)).bind(now).bind(SEEDED_BY);
            }
            let changed = q.execute(&mut *tx).await?.rows_affected();
            if table == "content_documents" {
                stored += changed;
            }
        }
    }
    tx.commit().await?;
    Ok(stored)
}

/// `(…), (…)` placeholders for `count` rows of `width` values.
fn rows(backend: Backend, count: usize, width: usize) -> String {
    (0..count).map(|i| format!("({})", params(backend, i * width + 1, width))).collect::<Vec<_>>().join(", ")
}

/// Every published document, sorted by path: what `clinic content export` writes.
pub async fn published(db: &Db) -> Result<Vec<Document>, sqlx::Error> {
    let rows = sqlx::query("SELECT path, body FROM content_documents ORDER BY path").fetch_all(&db.pool).await?;
    rows.iter().map(|r| Ok(Document { path: r.try_get("path")?, body: r.try_get("body")? })).collect()
}

/// The published text of one document and its revision, or `None` when there is none.
pub async fn published_text(db: &Db, path: &str) -> Result<Option<(String, i64)>, sqlx::Error> {
    let row = sqlx::query("SELECT body, revision FROM content_documents WHERE path = $1")
        .bind(path)
        .fetch_optional(&db.pool)
        .await?;
    row.map(|r| Ok((r.try_get("body")?, r.try_get("revision")?))).transpose()
}

/// The published revision of one document (a cheap poll for a change), or `None`.
pub async fn published_revision(db: &Db, path: &str) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT revision FROM content_documents WHERE path = $1")
        .bind(path)
        .fetch_optional(&db.pool)
        .await
}

/// A document as published, with its translation state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    pub path: String,
    pub body: String,
    pub revision: i64,
    pub translation: Option<Translation>,
}

/// Where a translation stands against its source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Translation {
    /// The source's revision this text was translated from.
    pub from_revision: i64,
    /// The source's revision now.
    pub source_revision: i64,
}

impl Translation {
    /// The source changed after this text was translated from it.
    pub fn needs_update(&self) -> bool {
        self.from_revision < self.source_revision
    }
}

/// One document with its translation state, or `None` when there is no such document.
pub async fn document(conn: &mut AnyConnection, path: &str) -> Result<Option<Published>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT d.path, d.body, d.revision, d.source_revision, s.revision AS source_now \
         FROM content_documents d LEFT JOIN content_documents s ON s.path = d.source_path WHERE d.path = $1",
    )
    .bind(path)
    .fetch_optional(&mut *conn)
    .await?;
    row.map(|r| published_row(&r)).transpose()
}

fn published_row(r: &sqlx::any::AnyRow) -> Result<Published, sqlx::Error> {
    let from: Option<i64> = r.try_get("source_revision")?;
    let now: Option<i64> = r.try_get("source_now")?;
    Ok(Published {
        path: r.try_get("path")?,
        body: r.try_get("body")?,
        revision: r.try_get("revision")?,
        translation: from
            .zip(now)
            .map(|(from_revision, source_revision)| Translation { from_revision, source_revision }),
    })
}

/// A document in the list: its revision and whether it is a translation behind its source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    pub path: String,
    pub revision: i64,
    pub needs_update: bool,
}

/// Every published document with its translation state, by path (the dashboard's list).
pub async fn states(conn: &mut AnyConnection) -> Result<Vec<State>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT d.path, d.revision, CAST(CASE WHEN d.source_revision < s.revision THEN 1 ELSE 0 END AS BIGINT) AS behind \
         FROM content_documents d LEFT JOIN content_documents s ON s.path = d.source_path ORDER BY d.path",
    )
    .fetch_all(&mut *conn)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(State {
                path: r.try_get("path")?,
                revision: r.try_get("revision")?,
                needs_update: r.try_get::<i64, _>("behind")? != 0,
            })
        })
        .collect()
}

/// Every translation whose source changed after it was translated: what the dashboard lists as
/// "needs update", by path.
pub async fn needing_update(db: &Db) -> Result<Vec<Published>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT d.path, d.body, d.revision, d.source_revision, s.revision AS source_now \
         FROM content_documents d JOIN content_documents s ON s.path = d.source_path \
         WHERE d.source_revision < s.revision ORDER BY d.path",
    )
    .fetch_all(&db.pool)
    .await?;
    rows.iter().map(published_row).collect()
}

/// How a translation's new text relates to its source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TranslatedFrom {
    /// Translated from the source as published now (the usual case).
    CurrentSource,
    /// A fix that leaves it as far behind its source as it was (a typo, not a new translation).
    Unchanged,
    /// Translated from this revision of the source (the one the editor saw when saving).
    Revision(i64),
}

/// Publishes a new revision of one document (the writer's transaction: call inside
/// [`super::writer::Writer::transact`]); a new document starts at revision 1. A source's new revision
/// leaves its translations behind it ("needs update"); a translation records which source revision it
/// now follows. Returns the new revision. The path must pass
/// [`crate::site::content_files::check_path`] (callers check it to answer the user; here it is refused
/// again, so no other path ever becomes a file on export).
pub async fn publish(
    conn: &mut AnyConnection,
    path: &str,
    body: &str,
    translated: TranslatedFrom,
    by: &str,
    now: i64,
) -> Result<i64, sqlx::Error> {
    crate::site::content_files::check_path(path).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    let current = document(conn, path).await?;
    let revision = next_revision(conn, path).await?;
    // The source as published now; a translation of a document the source language lacks has none.
    let source = match source_of(path) {
        Some(source) => document(conn, &source).await?.map(|s| (source, s.revision)),
        None => None,
    };
    let source_now = source.as_ref().map(|(_, revision)| *revision);
    let source_revision = match translated {
        TranslatedFrom::CurrentSource => source_now,
        TranslatedFrom::Unchanged => {
            current.as_ref().and_then(|d| d.translation.map(|t| t.from_revision)).or(source_now)
        }
        TranslatedFrom::Revision(r) => source_now.map(|now| r.min(now)),
    };
    let written =
        Written { path, body, revision, source_path: source.as_ref().map(|(p, _)| p.as_str()), source_revision };
    write(conn, &written, by, now).await?;
    Ok(revision)
}

/// The revision a document's next text gets: one after every revision it ever had (a document
/// withdrawn by a rollback keeps its history, and comes back after it).
async fn next_revision(conn: &mut AnyConnection, path: &str) -> Result<i64, sqlx::Error> {
    let last: Option<i64> = sqlx::query_scalar("SELECT MAX(revision) FROM content_revisions WHERE path = $1")
        .bind(path)
        .fetch_one(&mut *conn)
        .await?;
    Ok(last.unwrap_or(0) + 1)
}

/// Withdraws a published document (a rollback to a version made before it existed): the site no
/// longer has it, its revisions stay in the history. False when it was not published.
pub async fn withdraw(conn: &mut AnyConnection, path: &str) -> Result<bool, sqlx::Error> {
    let gone = sqlx::query("DELETE FROM content_documents WHERE path = $1").bind(path).execute(&mut *conn).await?;
    Ok(gone.rows_affected() > 0)
}

/// The text of one published revision: the source's side of a translator's diff.
pub async fn revision_body(db: &Db, path: &str, revision: i64) -> Result<Option<String>, sqlx::Error> {
    sqlx::query("SELECT body FROM content_revisions WHERE path = $1 AND revision = $2")
        .bind(path)
        .bind(revision)
        .fetch_optional(&db.pool)
        .await?
        .map(|r| r.try_get("body"))
        .transpose()
}

/// Publishes revision `revision` of a document again, as its next revision, with the translation state
/// it had then (a rollback). False when that revision is not kept.
pub async fn restore(
    conn: &mut AnyConnection,
    path: &str,
    revision: i64,
    by: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let Some(old) =
        sqlx::query("SELECT body, source_revision FROM content_revisions WHERE path = $1 AND revision = $2")
            .bind(path)
            .bind(revision)
            .fetch_optional(&mut *conn)
            .await?
    else {
        return Ok(false);
    };
    let body: String = old.try_get("body")?;
    let source_revision: Option<i64> = old.try_get("source_revision")?;
    let next = next_revision(conn, path).await?;
    // A translation then follows its source again (a shared file or the source follows nothing).
    let source_path = source_revision.and(source_of(path));
    let written = Written { path, body: &body, revision: next, source_path: source_path.as_deref(), source_revision };
    write(conn, &written, by, now).await?;
    Ok(true)
}

/// One revision of a document as it is written.
struct Written<'a> {
    path: &'a str,
    body: &'a str,
    revision: i64,
    source_path: Option<&'a str>,
    source_revision: Option<i64>,
}

/// Makes `w` the document's published text and keeps it in the history.
async fn write(conn: &mut AnyConnection, w: &Written<'_>, by: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO content_documents (path, body, revision, source_path, source_revision, updated_at, updated_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (path) DO UPDATE SET body = excluded.body, \
         revision = excluded.revision, source_path = excluded.source_path, \
         source_revision = excluded.source_revision, updated_at = excluded.updated_at, \
         updated_by = excluded.updated_by",
    )
    .bind(w.path)
    .bind(w.body)
    .bind(w.revision)
    .bind(w.source_path)
    .bind(w.source_revision)
    .bind(now)
    .bind(by)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "INSERT INTO content_revisions (path, revision, body, source_revision, updated_at, updated_by) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(w.path)
    .bind(w.revision)
    .bind(w.body)
    .bind(w.source_revision)
    .bind(now)
    .bind(by)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
