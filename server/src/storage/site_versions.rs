//! The published site's versions (`site_versions`, `site_current`; issue 27 point 5): which version
//! every instance serves, switched in one statement, and the last [`KEPT`] kept for a rollback.

use super::Db;
use sqlx::{AnyConnection, Row};
use std::collections::BTreeMap;

/// Versions kept (the current one and the ones an admin can roll back to).
pub const KEPT: usize = 20;

/// A stored version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub id: String,
    pub created_at: i64,
    pub created_by: String,
    pub generation: i64,
    /// The documents it shows: path → revision.
    pub documents: BTreeMap<String, i64>,
    pub object_path: String,
    pub files: i64,
    pub bytes: i64,
    /// The day its pages were rendered for (`YYYY-MM-DD`; empty for a version stored before it was
    /// recorded).
    pub rendered_for: String,
    /// The build its pages were rendered against ([`crate::site::render::Renderer::build_id`]; empty
    /// for a version stored before it was recorded).
    pub build: String,
}

/// One publication at a time across instances, for the rest of the caller's transaction: on
/// PostgreSQL an advisory lock (two instances' writers run at once there); on SQLite the writer's
/// `BEGIN IMMEDIATE` already holds the one write lock.
pub async fn lock_publication(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    if conn.backend_name().eq_ignore_ascii_case("postgresql") {
        // Any constant of the application's own: "27" for the issue that brought site versions.
        sqlx::query("SELECT pg_advisory_xact_lock(27027027)").execute(&mut *conn).await?;
    }
    Ok(())
}

/// How many content revisions exist: grows with every publication, never shrinks.
pub async fn generation(conn: &mut AnyConnection) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM content_revisions").fetch_one(&mut *conn).await?.try_get("n")
}

fn version_row(r: &sqlx::any::AnyRow) -> Result<Version, sqlx::Error> {
    let documents: String = r.try_get("documents")?;
    Ok(Version {
        id: r.try_get("id")?,
        created_at: r.try_get("created_at")?,
        created_by: r.try_get("created_by")?,
        generation: r.try_get("generation")?,
        documents: serde_json::from_str(&documents).map_err(|e| sqlx::Error::Protocol(e.to_string()))?,
        object_path: r.try_get("object_path")?,
        files: r.try_get("files")?,
        bytes: r.try_get("bytes")?,
        rendered_for: r.try_get("rendered_for")?,
        build: r.try_get("build")?,
    })
}

const COLUMNS: &str =
    "id, created_at, created_by, generation, documents, object_path, files, bytes, rendered_for, build";

/// Stores a version and makes it the one served. Returns the object paths of versions no longer kept
/// (their rows are gone; the caller deletes the objects after the commit).
pub async fn insert_and_switch(conn: &mut AnyConnection, v: &Version, now: i64) -> Result<Vec<String>, sqlx::Error> {
    let documents = serde_json::to_string(&v.documents).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    sqlx::query(&format!("INSERT INTO site_versions ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"))
        .bind(&v.id)
        .bind(v.created_at)
        .bind(&v.created_by)
        .bind(v.generation)
        .bind(documents)
        .bind(&v.object_path)
        .bind(v.files)
        .bind(v.bytes)
        .bind(&v.rendered_for)
        .bind(&v.build)
        .execute(&mut *conn)
        .await?;
    switch(conn, &v.id, &v.created_by, now).await?;
    // At most KEPT + 1 rows: read them all and drop the oldest.
    let rows = sqlx::query("SELECT id, object_path FROM site_versions ORDER BY created_at DESC, id DESC")
        .fetch_all(&mut *conn)
        .await?;
    let mut dropped = Vec::new();
    for r in rows.iter().skip(KEPT) {
        let id: String = r.try_get("id")?;
        sqlx::query("DELETE FROM site_versions WHERE id = $1").bind(&id).execute(&mut *conn).await?;
        dropped.push(r.try_get("object_path")?);
    }
    Ok(dropped)
}

/// The version served now, by id, inside a transaction.
pub async fn current_id(conn: &mut AnyConnection) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT version_id FROM site_current WHERE id = 1").fetch_optional(&mut *conn).await
}

/// Makes `id` the version served.
pub async fn switch(conn: &mut AnyConnection, id: &str, by: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO site_current (id, version_id, switched_at, switched_by) VALUES (1, $1, $2, $3) \
         ON CONFLICT (id) DO UPDATE SET version_id = excluded.version_id, switched_at = excluded.switched_at, \
         switched_by = excluded.switched_by",
    )
    .bind(id)
    .bind(now)
    .bind(by)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The version served now, if any was published.
pub async fn current(db: &Db) -> Result<Option<Version>, sqlx::Error> {
    let row = sqlx::query(&format!(
        "SELECT {} FROM site_versions v JOIN site_current c ON c.version_id = v.id WHERE c.id = 1",
        COLUMNS.split(", ").map(|c| format!("v.{c}")).collect::<Vec<_>>().join(", ")
    ))
    .fetch_optional(&db.pool)
    .await?;
    row.map(|r| version_row(&r)).transpose()
}

/// One version by id.
pub async fn find(conn: &mut AnyConnection, id: &str) -> Result<Option<Version>, sqlx::Error> {
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM site_versions WHERE id = $1"))
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
    row.map(|r| version_row(&r)).transpose()
}

/// The kept versions, newest first.
pub async fn list(db: &Db) -> Result<Vec<Version>, sqlx::Error> {
    let rows = sqlx::query(&format!("SELECT {COLUMNS} FROM site_versions ORDER BY created_at DESC, id DESC"))
        .fetch_all(&db.pool)
        .await?;
    rows.iter().map(version_row).collect()
}
