//! A reviewer's approval: the pages are rendered from the content as it will be (the published
//! documents with this change) before anything is stored; then one transaction publishes the document,
//! stores the version and switches to it. When another publication lands while the pages render, they
//! are rendered again from the content as it is then, so a version never lacks a published change.

use super::claims::{unresolved, ClaimOverride};
use super::Publishing;
use crate::http::error::AppError;
use crate::http::static_files::Overlay;
use crate::site::content_files::Document;
use crate::site::pack;
use crate::site::render::{materialize, RenderError};
use crate::storage::audit::{self, AuditEntry};
use crate::storage::content_drafts::{self, ContentDraftStatus};
use crate::storage::inbox::Actor;
use crate::storage::site_versions::{self, Version};
use crate::storage::writer::Writer;
use crate::storage::{ids, now_ms, site_content, Db, StorageError};
use crate::uploads::Uploads;
use clinic_core::date::Date;
use clinic_core::validate::FieldError;
use serde_json::json;
use std::collections::BTreeMap;

/// Renders tried before the approval gives up (each lost to a publication landing meanwhile).
const ATTEMPTS: usize = 3;

/// What an approval did.
#[derive(Debug)]
pub struct Approved {
    /// The document's new revision.
    pub revision: i64,
    /// The site version now served, when this server renders the site.
    pub version: Option<String>,
}

/// What the transaction decided.
enum Outcome {
    Done {
        revision: i64,
        dropped: Vec<String>,
    },
    /// Content was published while the pages rendered: render again.
    Again,
}

/// Everything an approval uses.
pub struct Deps<'a> {
    pub db: &'a Db,
    pub writer: &'a Writer,
    pub uploads: &'a Uploads,
    pub publishing: &'a Publishing,
}

/// Publishes the change under review at `path`, with its pages: the text the reviewer saw, when `seen`
/// (the draft's `updatedAt` as they read it) says which; a draft changed since is `stale`.
pub async fn approve(deps: &Deps<'_>, staff: &Actor, path: &str, seen: Option<&str>) -> Result<Approved, AppError> {
    if let Some(why) = &deps.publishing.unavailable {
        return Err(AppError::PublishingUnavailable(why.clone()));
    }
    // The draft this approval is about: a render lost to another publication renders again, but only
    // ever this text.
    let mut approving: Option<i64> = None;
    for _ in 0..ATTEMPTS {
        let mut conn = deps.db.pool.acquire().await.map_err(StorageError::from)?;
        let Some(draft) = content_drafts::find(&mut conn, path).await.map_err(StorageError::from)? else {
            return Err(AppError::NotFound);
        };
        if draft.status != ContentDraftStatus::InReview {
            return Err(AppError::NotAllowed);
        }
        if seen.is_some_and(|s| s != ids::rfc3339(draft.updated_at)) || approving.is_some_and(|u| u != draft.updated_at)
        {
            return Err(AppError::Stale);
        }
        approving = Some(draft.updated_at);
        // Checked again at approval (the rules may be newer than the draft): ids are page paths.
        if draft.path.ends_with(".json") {
            let parsed = serde_json::from_str::<serde_json::Value>(&draft.body).ok();
            if !parsed.is_some_and(|v| crate::site::content_files::ids_are_slugs(path, &v)) {
                return Err(AppError::Validation(vec![FieldError::new("body", "id")]));
            }
            if super::clinic::problem(path, &draft.body).is_some() {
                return Err(AppError::Validation(vec![FieldError::new("body", "hours")]));
            }
        }
        // Every finding of the claims check fixed, or kept with a reason the reviewer read.
        let findings = deps.publishing.claims.check(path, &draft.body);
        let overrides: Vec<ClaimOverride> = serde_json::from_str(&draft.overrides).unwrap_or_default();
        if !unresolved(&findings, &overrides).is_empty() {
            return Err(AppError::Validation(vec![FieldError::new("body", "claims")]));
        }
        let generation = site_versions::generation(&mut conn).await.map_err(StorageError::from)?;
        let states = site_content::states(&mut conn).await.map_err(StorageError::from)?;
        drop(conn);
        let mut docs = site_content::published(deps.db).await.map_err(StorageError::from)?;
        let mut documents: BTreeMap<String, i64> = states.into_iter().map(|s| (s.path, s.revision)).collect();
        let next = documents.get(path).map_or(1, |r| r + 1);
        documents.insert(path.to_string(), next);
        match docs.iter_mut().find(|d| d.path == path) {
            Some(d) => d.body = draft.body.clone(),
            None => {
                docs.push(Document { path: path.to_string(), body: draft.body.clone() });
                docs.sort_by(|a, b| a.path.cmp(&b.path));
            }
        }

        let version =
            render_version(deps, &docs, documents.clone(), generation + 1, &staff.email, Date::clinic_today(now_ms()))
                .await?;

        let (staff2, path2, stored) = (staff.clone(), path.to_string(), version.as_ref().map(|(v, _)| v.clone()));
        let expected_update = draft.updated_at;
        let outcome = deps
            .writer
            .transact(move |conn| {
                Box::pin(async move {
                    site_versions::lock_publication(conn).await?;
                    let current = content_drafts::find(conn, &path2).await?;
                    let Some(d) = current.filter(|d| d.status == ContentDraftStatus::InReview) else {
                        return Ok(Err(AppError::NotAllowed));
                    };
                    if d.updated_at != expected_update {
                        return Ok(Err(AppError::Stale));
                    }
                    if site_versions::generation(conn).await? != generation {
                        return Ok(Ok(Outcome::Again));
                    }
                    let published = site_content::document(conn, &path2).await?.map_or(0, |p| p.revision);
                    if published != d.base_revision {
                        return Ok(Err(AppError::Stale));
                    }
                    let now = now_ms();
                    let revision =
                        site_content::publish(conn, &path2, &d.body, translated_from(&d), &staff2.email, now).await?;
                    super::clinic::settle_published(conn, &path2, &d.body).await?;
                    content_drafts::remove(conn, &path2).await?;
                    let overrides: serde_json::Value = serde_json::from_str(&d.overrides).unwrap_or_default();
                    let detail = json!({
                        "revision": revision, "author": d.author_email, "bytes": d.body.len(), "claimOverrides": overrides,
                    });
                    audit::append(conn, &entry(&staff2, "content.publish", "content", &path2, detail)).await?;
                    let mut dropped = Vec::new();
                    if let Some(mut v) = stored {
                        // The revision it got (after a withdrawn document's history, it is not the next
                        // of the ones published).
                        v.documents.insert(path2.clone(), revision);
                        dropped = site_versions::insert_and_switch(conn, &v, now).await?;
                        let detail = json!({ "document": path2, "files": v.files, "bytes": v.bytes });
                        audit::append(conn, &entry(&staff2, "site.publish", "site_version", &v.id, detail)).await?;
                    }
                    Ok::<_, StorageError>(Ok(Outcome::Done { revision, dropped }))
                })
            })
            .await;
        let outcome = match outcome {
            Ok(Ok(o)) => o,
            Ok(Err(e)) => {
                forget(deps.uploads, version.as_ref().map(|(v, _)| v.object_path.clone())).await;
                return Err(e);
            }
            Err(e) => {
                forget(deps.uploads, version.as_ref().map(|(v, _)| v.object_path.clone())).await;
                return Err(e.into());
            }
        };
        match outcome {
            Outcome::Again => {
                forget(deps.uploads, version.map(|(v, _)| v.object_path)).await;
                continue;
            }
            Outcome::Done { revision, dropped } => {
                deps.uploads.delete_all(&dropped).await;
                let served = match version {
                    Some((v, files)) => Some(serve_here(deps.publishing, &v.id, files).await),
                    None => None,
                };
                super::refresh_published(deps.db, deps.publishing).await;
                return Ok(Approved { revision, version: served });
            }
        }
    }
    // Publications kept landing while this one rendered: the reviewer approves again in a moment.
    Err(AppError::Busy(2))
}

/// Renders the pages of `docs` for `day` (the day the site shows: the newly approved fees) into a new
/// version stored in the upload store, not yet switched to; `None` when this server renders no site.
pub(super) async fn render_version(
    deps: &Deps<'_>,
    docs: &[Document],
    documents: BTreeMap<String, i64>,
    generation: i64,
    created_by: &str,
    day: Date,
) -> Result<Option<(Version, Vec<pack::File>)>, AppError> {
    let Some(renderer) = &deps.publishing.renderer else { return Ok(None) };
    let files = renderer.render(docs, day).await.map_err(|e| match e {
        // The build renders from the published content, so a failure now is this change's.
        RenderError::Failed(detail) => AppError::Unrenderable(detail),
        other => AppError::PublishingFailed(other.to_string()),
    })?;
    let id = ids::new_id("site");
    let object_path = deps.uploads.path_in(&format!("site-versions/{id}.pack"));
    let listed = files.clone();
    let packed = tokio::task::spawn_blocking(move || pack::pack(&listed))
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?
        .map_err(|e| AppError::PublishingFailed(e.to_string()))?;
    let bytes = packed.len() as i64;
    deps.uploads.put_at(&object_path, packed).await.map_err(|e| AppError::PublishingFailed(e.to_string()))?;
    let v = Version {
        id,
        created_at: now_ms(),
        created_by: created_by.to_string(),
        generation,
        documents,
        object_path,
        files: files.len() as i64,
        bytes,
        rendered_for: day.to_string(),
        build: renderer.build_id().to_string(),
    };
    Ok(Some((v, files)))
}

/// What a draft's approved text follows: a new translation, the source revision it was saved against
/// (the source may have changed while it waited for review: it is then still behind).
fn translated_from(d: &content_drafts::Draft) -> site_content::TranslatedFrom {
    match (d.translated, d.source_revision) {
        (site_content::TranslatedFrom::CurrentSource, Some(r)) => site_content::TranslatedFrom::Revision(r),
        (t, _) => t,
    }
}

/// Serves the new version on this instance at once (the others follow within their poll). A failure
/// here leaves the follower to do it.
pub(super) async fn serve_here(publishing: &Publishing, id: &str, files: Vec<pack::File>) -> String {
    let _serving = publishing.serving.lock().await;
    let dir = publishing.version_dir(id);
    if publishing.site.version().as_deref() == Some(id) || dir.is_dir() {
        // The follower unpacked it first (or is serving it): nothing to write again.
        if publishing.site.version().as_deref() != Some(id) {
            publishing.site.switch(Some(Overlay { id: id.to_string(), dir }));
        }
        return id.to_string();
    }
    let target = dir.clone();
    match tokio::task::spawn_blocking(move || materialize(&files, &target)).await {
        Ok(Ok(())) => {
            publishing.site.switch(Some(Overlay { id: id.to_string(), dir }));
            super::follow::prune_local(publishing, id);
        }
        Ok(Err(e)) => {
            tracing::warn!(error = %e, version = id, "could not unpack the new site version here; the follower retries")
        }
        Err(e) => {
            tracing::warn!(error = %e, version = id, "could not unpack the new site version here; the follower retries")
        }
    }
    id.to_string()
}

/// Deletes a version object that no row names (its publication did not happen).
pub(super) async fn forget(uploads: &Uploads, object: Option<String>) {
    if let Some(o) = object {
        uploads.delete_all(&[o]).await;
    }
}

/// An audit entry of a staff member's publishing step.
pub fn entry<'a>(
    staff: &'a Actor,
    action: &'a str,
    kind: &'a str,
    id: &'a str,
    detail: serde_json::Value,
) -> AuditEntry<'a> {
    AuditEntry {
        actor_id: Some(&staff.id),
        actor_email: &staff.email,
        action,
        target_kind: kind,
        target_id: id,
        ip: &staff.ip,
        detail,
    }
}
