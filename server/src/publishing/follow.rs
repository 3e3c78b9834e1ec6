//! Every instance serves the version `site_current` names: at start, before the first request, and
//! then within [`POLL`] of a switch made anywhere. A version is fetched whole from the upload store and
//! unpacked into a fresh folder before the switch, so no page is ever half old and half new.

use super::Publishing;
use crate::http::static_files::Overlay;
use crate::site::pack;
use crate::site::render::materialize;
use crate::storage::{site_versions, Db};
use crate::uploads::Uploads;
use std::time::Duration;

/// How often an instance looks for a new version.
pub const POLL: Duration = Duration::from_secs(2);
/// Version folders kept on this instance besides the one served.
const KEEP_LOCAL: usize = 2;

/// Why a version could not be followed.
#[derive(Debug, thiserror::Error)]
pub enum FollowError {
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error("upload store: {0}")]
    Store(#[from] object_store::Error),
    #[error(transparent)]
    Pack(#[from] pack::PackError),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// Serves the current version if this instance does not yet. True when it switched.
pub async fn follow_once(db: &Db, uploads: &Uploads, publishing: &Publishing) -> Result<bool, FollowError> {
    let Some(current) = site_versions::current(db).await? else { return Ok(false) };
    if publishing.site.version().as_deref() == Some(current.id.as_str()) {
        return Ok(false);
    }
    let _serving = publishing.serving.lock().await;
    // Switched to meanwhile by an approval or rollback here.
    if publishing.site.version().as_deref() == Some(current.id.as_str()) {
        return Ok(false);
    }
    let dir = publishing.version_dir(&current.id);
    if !dir.is_dir() {
        let packed = uploads.get(&current.object_path).await?;
        let files = tokio::task::spawn_blocking(move || pack::unpack(&packed))
            .await
            .map_err(|e| std::io::Error::other(e.to_string()))??;
        let target = dir.clone();
        tokio::task::spawn_blocking(move || materialize(&files, &target))
            .await
            .map_err(|e| std::io::Error::other(e.to_string()))??;
    }
    publishing.site.switch(Some(Overlay { id: current.id.clone(), dir }));
    super::refresh_published(db, publishing).await;
    tracing::info!(version = %current.id, "serving site version");
    prune_local(publishing, &current.id);
    Ok(true)
}

/// Removes unpacked versions beyond the few kept (never the one served).
pub fn prune_local(publishing: &Publishing, serving: &str) {
    let Ok(entries) = std::fs::read_dir(&publishing.versions_dir) else { return };
    let mut dirs: Vec<(std::time::SystemTime, std::path::PathBuf)> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy() != serving)
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    dirs.sort();
    let excess = dirs.len().saturating_sub(KEEP_LOCAL);
    for (_, dir) in dirs.into_iter().take(excess) {
        let _ = std::fs::remove_dir_all(dir);
    }
}
