//! Changes to the site's content on their way to publication (`content_drafts`, issue 27 point 4): one
//! per document at a time, saved by an editor, submitted for review, then approved (published through
//! [`super::site_content::publish`], and the draft goes) or sent back with a note. Every function runs
//! in the writer's transaction ([`super::writer::Writer::transact`]), which the caller audits in.

use super::site_content::TranslatedFrom;
use sqlx::{AnyConnection, Row};

/// Where a change stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub enum ContentDraftStatus {
    /// Being edited.
    Draft,
    /// Submitted: waits for a reviewer; the editor can no longer change it.
    InReview,
    /// Sent back by a reviewer with a note: editable again.
    Returned,
}

impl ContentDraftStatus {
    fn as_str(self) -> &'static str {
        match self {
            ContentDraftStatus::Draft => "draft",
            ContentDraftStatus::InReview => "in_review",
            ContentDraftStatus::Returned => "returned",
        }
    }

    fn parse(s: &str) -> Option<ContentDraftStatus> {
        [ContentDraftStatus::Draft, ContentDraftStatus::InReview, ContentDraftStatus::Returned]
            .into_iter()
            .find(|d| d.as_str() == s)
    }
}

/// A change as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub path: String,
    pub body: String,
    pub base_revision: i64,
    pub status: ContentDraftStatus,
    pub translated: TranslatedFrom,
    pub note: String,
    /// JSON array of the overridden findings with their reasons.
    pub overrides: String,
    /// For a translation: the source's revision when the draft was saved, which a new translation
    /// follows once approved.
    pub source_revision: Option<i64>,
    pub author_email: String,
    pub updated_at: i64,
}

fn translated_str(t: TranslatedFrom) -> &'static str {
    match t {
        TranslatedFrom::CurrentSource | TranslatedFrom::Revision(_) => "current",
        TranslatedFrom::Unchanged => "unchanged",
    }
}

/// The document's change, if one is under way.
pub async fn find(conn: &mut AnyConnection, path: &str) -> Result<Option<Draft>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT path, body, base_revision, status, translated, note, overrides, author_email, updated_at, \
         source_revision FROM content_drafts WHERE path = $1",
    )
    .bind(path)
    .fetch_optional(&mut *conn)
    .await?;
    row.map(|r| draft_row(&r)).transpose()
}

fn draft_row(r: &sqlx::any::AnyRow) -> Result<Draft, sqlx::Error> {
    let status: String = r.try_get("status")?;
    let translated: String = r.try_get("translated")?;
    Ok(Draft {
        path: r.try_get("path")?,
        body: r.try_get("body")?,
        base_revision: r.try_get("base_revision")?,
        status: ContentDraftStatus::parse(&status)
            .ok_or_else(|| sqlx::Error::Protocol(format!("draft status {status}")))?,
        translated: if translated == "unchanged" { TranslatedFrom::Unchanged } else { TranslatedFrom::CurrentSource },
        note: r.try_get("note")?,
        overrides: r.try_get("overrides")?,
        author_email: r.try_get("author_email")?,
        updated_at: r.try_get("updated_at")?,
        source_revision: r.try_get("source_revision")?,
    })
}

/// Every change under way, by path (the list's "draft" and "in review" marks).
pub async fn all(conn: &mut AnyConnection) -> Result<Vec<Draft>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT path, body, base_revision, status, translated, note, overrides, author_email, updated_at, \
         source_revision FROM content_drafts ORDER BY path",
    )
    .fetch_all(&mut *conn)
    .await?;
    rows.iter().map(draft_row).collect()
}

/// What a save needs.
pub struct Save<'a> {
    pub path: &'a str,
    pub body: &'a str,
    pub base_revision: i64,
    pub translated: TranslatedFrom,
    pub overrides: &'a str,
    pub author_email: &'a str,
    /// For a translation: the source's revision now (see [`Draft::source_revision`]).
    pub source_revision: Option<i64>,
}

/// Why a draft could not be saved or moved on.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Submitted: only a reviewer's decision moves it now.
    InReview,
    /// Not submitted, or no change under way.
    NotInReview,
}

/// Saves the editor's text (a new change, or the one under way unless it is in review).
pub async fn save(conn: &mut AnyConnection, s: &Save<'_>, now: i64) -> Result<Result<(), Refusal>, sqlx::Error> {
    if find(conn, s.path).await?.is_some_and(|d| d.status == ContentDraftStatus::InReview) {
        return Ok(Err(Refusal::InReview));
    }
    sqlx::query(
        "INSERT INTO content_drafts (path, body, base_revision, status, translated, note, overrides, author_email, \
         updated_at, source_revision) VALUES ($1, $2, $3, 'draft', $4, '', $5, $6, $7, $8) ON CONFLICT (path) DO UPDATE \
         SET body = excluded.body, base_revision = excluded.base_revision, status = 'draft', \
         translated = excluded.translated, overrides = excluded.overrides, author_email = excluded.author_email, \
         updated_at = excluded.updated_at, source_revision = excluded.source_revision, submitted_at = NULL",
    )
    .bind(s.path)
    .bind(s.body)
    .bind(s.base_revision)
    .bind(translated_str(s.translated))
    .bind(s.overrides)
    .bind(s.author_email)
    .bind(now)
    .bind(s.source_revision)
    .execute(&mut *conn)
    .await?;
    Ok(Ok(()))
}

/// Submits the change for review.
pub async fn submit(conn: &mut AnyConnection, path: &str, now: i64) -> Result<Result<Draft, Refusal>, sqlx::Error> {
    let changed = sqlx::query(
        "UPDATE content_drafts SET status = 'in_review', submitted_at = $2, updated_at = $2 \
         WHERE path = $1 AND status IN ('draft', 'returned')",
    )
    .bind(path)
    .bind(now)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    match find(conn, path).await? {
        Some(d) if changed == 1 => Ok(Ok(d)),
        Some(_) => Ok(Err(Refusal::InReview)),
        None => Ok(Err(Refusal::NotInReview)),
    }
}

/// Sends a submitted change back to its editor with the reviewer's note.
pub async fn send_back(
    conn: &mut AnyConnection,
    path: &str,
    note: &str,
    now: i64,
) -> Result<Result<(), Refusal>, sqlx::Error> {
    let changed = sqlx::query(
        "UPDATE content_drafts SET status = 'returned', note = $2, updated_at = $3 WHERE path = $1 AND status = 'in_review'",
    )
    .bind(path)
    .bind(note)
    .bind(now)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(if changed == 1 { Ok(()) } else { Err(Refusal::NotInReview) })
}

/// Removes the change once it is published.
pub async fn remove(conn: &mut AnyConnection, path: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM content_drafts WHERE path = $1").bind(path).execute(&mut *conn).await?;
    Ok(())
}
