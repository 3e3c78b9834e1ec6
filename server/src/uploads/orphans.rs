//! Photos without their row. A photo is stored before the transaction that records it commits, so a
//! process killed in between (kill -9, a power cut, an out-of-memory kill) leaves a file that no row
//! names; the request's clean-up guard never ran. Nothing would ever read or delete it, and it holds
//! health data, so the server removes such files when it starts, before it takes requests. Only files
//! older than a grace period (`CLINIC_ORPHAN_GRACE_SECS`, 10 minutes by default) are touched: another
//! instance sharing the store may be between its own two steps. A single instance may set 0.

use crate::storage::{now_ms, Db};
use crate::uploads::Uploads;
use sqlx::Row;
use std::collections::HashSet;

/// Deletes stored photos that no `assessment_photos` or `intakes` row names, and half-written ones, older than
/// `grace_ms`; returns how many it deleted.
pub async fn sweep(db: &Db, uploads: &Uploads, grace_ms: i64) -> Result<usize, String> {
    let cutoff = now_ms() - grace_ms;
    // A photo whose write was cut off never became a named file: no row can name it either.
    let staging = uploads.remove_stale_staging(cutoff).await;
    // Listed first, then the rows read: a photo recorded meanwhile is found in the rows.
    let stored = uploads.list_photos().await.map_err(|e| format!("upload store: {e}"))?;
    let candidates: Vec<String> = stored.into_iter().filter(|(_, at)| *at <= cutoff).map(|(p, _)| p).collect();
    if candidates.is_empty() {
        return Ok(staging);
    }
    // Assessments' photos and the health questions' photos.
    let named: HashSet<String> = sqlx::query(
        "SELECT object_path FROM assessment_photos UNION ALL SELECT photo_key FROM intakes WHERE photo_key <> ''",
    )
    .fetch_all(&db.pool)
    .await
    .map_err(|e| format!("database: {e}"))?
    .iter()
    .filter_map(|r| r.try_get::<String, _>("object_path").ok())
    .collect();
    let orphans: Vec<String> = candidates.into_iter().filter(|p| !named.contains(p)).collect();
    uploads.delete_all(&orphans).await;
    Ok(staging + orphans.len())
}

/// Deletes site version packs (`site-versions/`) that no `site_versions` row names, older than
/// `grace_ms`: a publication stores its pack before the transaction that records it, so a render cut
/// off in between (the process killed, the transaction lost to another publication and its clean-up
/// never run) leaves one behind. Returns how many it deleted.
pub async fn sweep_site_versions(db: &Db, uploads: &Uploads, grace_ms: i64) -> Result<usize, String> {
    let cutoff = now_ms() - grace_ms;
    // Listed first, then the rows read: a version recorded meanwhile is found in the rows.
    let stored = uploads.list_under("site-versions").await.map_err(|e| format!("upload store: {e}"))?;
    let candidates: Vec<String> = stored.into_iter().filter(|(_, at)| *at <= cutoff).map(|(p, _)| p).collect();
    if candidates.is_empty() {
        return Ok(0);
    }
    let named: HashSet<String> = sqlx::query_scalar("SELECT object_path FROM site_versions")
        .fetch_all(&db.pool)
        .await
        .map_err(|e| format!("database: {e}"))?
        .into_iter()
        .collect();
    let orphans: Vec<String> = candidates.into_iter().filter(|p| !named.contains(p)).collect();
    uploads.delete_all(&orphans).await;
    Ok(orphans.len())
}
