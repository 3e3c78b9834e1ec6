//! An admin goes back to a kept site version: its pages are served again, and every document it shows
//! is published again as it was then (a new revision with the old text and translation state), so the
//! next publication renders from the content those pages show instead of bringing the newer texts back.

use super::approve::{entry, Deps};
use crate::http::error::AppError;
use crate::storage::inbox::Actor;
use crate::storage::{audit, now_ms, site_content, site_versions, StorageError};
use serde_json::json;

/// Serves version `id` again. Answers how many documents were published again.
pub async fn rollback(deps: &Deps<'_>, staff: &Actor, id: &str) -> Result<usize, AppError> {
    let (staff2, id2) = (staff.clone(), id.to_string());
    let restored = deps
        .writer
        .transact(move |conn| {
            Box::pin(async move {
                site_versions::lock_publication(conn).await?;
                let Some(version) = site_versions::find(conn, &id2).await? else { return Ok(None) };
                let mut restored = 0;
                let now = now_ms();
                for (path, revision) in &version.documents {
                    let current = site_content::document(conn, path).await?.map(|d| d.revision);
                    if current != Some(*revision)
                        && site_content::restore(conn, path, *revision, &staff2.email, now).await?
                    {
                        restored += 1;
                        if path == super::clinic::CLINICS {
                            if let Some(d) = site_content::document(conn, path).await? {
                                super::clinic::settle_published(conn, path, &d.body).await?;
                            }
                        }
                    }
                }
                // Documents published after that version (a new article, say) are withdrawn: the
                // version's pages do not have them, and the next publication must not bring them back.
                let mut withdrawn = Vec::new();
                for state in site_content::states(conn).await? {
                    if !version.documents.contains_key(&state.path) && site_content::withdraw(conn, &state.path).await?
                    {
                        withdrawn.push(state.path);
                    }
                }
                site_versions::switch(conn, &version.id, &staff2.email, now).await?;
                let detail = json!({
                    "documentsRestored": restored, "documentsWithdrawn": withdrawn, "createdAt": version.created_at,
                });
                audit::append(conn, &entry(&staff2, "site.rollback", "site_version", &version.id, detail)).await?;
                Ok::<_, StorageError>(Some(restored))
            })
        })
        .await?
        .ok_or(AppError::NotFound)?;
    if let Err(e) = super::follow::follow_once(deps.db, deps.uploads, deps.publishing).await {
        tracing::warn!(error = %e, version = id, "could not serve the version rolled back to here yet; the follower retries");
    }
    // Also when this instance already served that version (the documents changed all the same).
    super::refresh_published(deps.db, deps.publishing).await;
    Ok(restored)
}
