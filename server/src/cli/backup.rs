//! `clinic backup <dir>` and `clinic restore <dir>`: a consistent copy of the embedded SQLite database
//! and of the files in the upload store its rows name (the patients' photos; the site's content images
//! and its published versions), taken while the server keeps taking bookings.
//!
//! The database is copied with `VACUUM INTO`, which reads one transaction's snapshot (WAL lets the
//! writer go on meanwhile). Photos are copied after that, and only the ones the snapshot names: a
//! photo is stored before the row that names it commits, so every row of the snapshot finds its file,
//! and a photo whose row came later is not part of this backup. A `manifest.json` records what was
//! copied and the database's SHA-256, which `restore` checks before it writes anything.
//! PostgreSQL deployments back up with `pg_dump` (README), so this refuses them.

use crate::storage::{Backend, Db};
use crate::uploads::Uploads;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use sqlx::Connection;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The database file's name inside a backup folder.
pub const DB_FILE: &str = "clinic.db";
/// The manifest's name inside a backup folder.
pub const MANIFEST: &str = "manifest.json";
/// The photos' folder inside a backup folder.
pub const UPLOADS_DIR: &str = "uploads";

/// Why a backup or a restore did not happen.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("backup and restore are for the embedded SQLite database; back PostgreSQL up with pg_dump (README)")]
    NotSqlite,
    #[error("{0} already exists and is not empty: choose a new folder")]
    NotEmpty(PathBuf),
    #[error("{0} already exists: stop the server and move it away, then restore into a fresh data folder")]
    TargetExists(PathBuf),
    #[error("{0} is not a backup folder (no manifest.json)")]
    NoManifest(PathBuf),
    #[error("the backup's database does not match its manifest (damaged or altered copy)")]
    Checksum,
    #[error("the restored database failed SQLite's integrity check: {0}")]
    Integrity(String),
    #[error("photo {0} named by the database is missing from the store")]
    MissingPhoto(String),
    #[error("site file {0} named by the database is missing from the store")]
    MissingSiteFile(String),
    #[error("file: {0}")]
    Io(#[from] std::io::Error),
    #[error("database: {0}")]
    Sqlx(#[from] sqlx::Error),
    #[error("database: {0}")]
    Storage(#[from] crate::storage::StorageError),
    #[error("upload store: {0}")]
    Uploads(#[from] crate::uploads::UploadError),
    #[error("upload store: {0}")]
    Store(#[from] object_store::Error),
    #[error("manifest: {0}")]
    Manifest(#[from] serde_json::Error),
}

/// What a backup folder holds, written as `manifest.json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    /// Manifest format version.
    pub version: u32,
    /// When the snapshot was taken (Unix ms).
    pub created_at: i64,
    /// SHA-256 of `clinic.db`, hex.
    pub database_sha256: String,
    /// Rows per table in the snapshot.
    pub bookings: i64,
    pub inquiries: i64,
    pub assessments: i64,
    /// Photo objects copied, by their path in the upload store.
    pub photos: Vec<String>,
    /// The site's objects copied, by their path in the upload store: each size of each content image,
    /// and each kept published version's pack. (Absent from backups made before version 2.)
    #[serde(default)]
    pub site_files: Vec<String>,
}

/// What `backup` did.
#[derive(Debug)]
pub struct BackupReport {
    pub manifest: Manifest,
    pub database_bytes: u64,
    pub photo_bytes: u64,
    pub site_bytes: u64,
    pub elapsed: Duration,
}

/// Writes a consistent backup of `db` and the photos it names into `dest` (new or empty).
pub async fn backup(db: &Db, upload_store: &str, dest: &Path) -> Result<BackupReport, BackupError> {
    if db.backend != Backend::Sqlite {
        return Err(BackupError::NotSqlite);
    }
    let started = Instant::now();
    create_private_dir(dest)?;
    if std::fs::read_dir(dest)?.next().is_some() {
        return Err(BackupError::NotEmpty(dest.to_path_buf()));
    }
    let created_at = crate::storage::now_ms();
    let db_path = dest.join(DB_FILE);
    // The file is created by SQLite; it holds health data, so it is made private before any row is
    // written into it (SQLite keeps the mode of an existing file).
    create_private_file(&db_path)?;
    std::fs::remove_file(&db_path)?;
    sqlx::query("VACUUM INTO ?").bind(db_path.display().to_string()).execute(&db.pool).await?;
    set_private_file(&db_path)?;

    // Read what the snapshot holds from the copy itself, never from the live database.
    let mut snapshot = open_read_only(&db_path).await?;
    let mut counts = [0i64; 3];
    for (n, table) in counts.iter_mut().zip(["bookings", "inquiries", "assessments"]) {
        *n = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}")).fetch_one(&mut snapshot).await?;
    }
    let [bookings, inquiries, assessments] = counts;
    // The assessments' photos and the health questions' photos.
    let photos: Vec<String> = sqlx::query_scalar(
        "SELECT object_path FROM assessment_photos UNION SELECT photo_key FROM intakes WHERE photo_key <> '' ORDER BY 1",
    )
    .fetch_all(&mut snapshot)
    .await?;
    let store = Uploads::open(upload_store)?;
    // The site's files: each size of each content image, each kept version's pack. Each is stored
    // before the row that names it commits, as photos are.
    let mut site_files: Vec<String> =
        sqlx::query_scalar("SELECT object_path FROM site_versions ORDER BY 1").fetch_all(&mut snapshot).await?;
    for image in crate::storage::content_images::all(&mut snapshot).await? {
        site_files.extend(image.widths.iter().map(|&w| store.media_path(&image.id, w, &image.extension)));
    }
    snapshot.close().await?;

    let photo_bytes = copy_out(&store, &photos, dest, BackupError::MissingPhoto).await?;
    let site_bytes = copy_out(&store, &site_files, dest, BackupError::MissingSiteFile).await?;

    let database_sha256 = sha256_file(&db_path)?;
    let manifest =
        Manifest { version: 2, created_at, database_sha256, bookings, inquiries, assessments, photos, site_files };
    write_private(&dest.join(MANIFEST), serde_json::to_string_pretty(&manifest)?.as_bytes())?;
    let database_bytes = std::fs::metadata(&db_path)?.len();
    Ok(BackupReport { manifest, database_bytes, photo_bytes, site_bytes, elapsed: started.elapsed() })
}

/// Copies these objects of the store into the backup's `uploads/`, under their store paths. Returns
/// the bytes copied; an object the database names but the store lacks is `missing`.
async fn copy_out(
    store: &Uploads,
    paths: &[String],
    dest: &Path,
    missing: fn(String) -> BackupError,
) -> Result<u64, BackupError> {
    let mut copied = 0u64;
    for path in paths {
        let bytes = store.get(path).await.map_err(|e| match e {
            object_store::Error::NotFound { .. } => missing(path.clone()),
            other => BackupError::Store(other),
        })?;
        let target = inside(&dest.join(UPLOADS_DIR), path)?;
        if let Some(parent) = target.parent() {
            create_private_dir(parent)?;
        }
        write_private(&target, &bytes)?;
        copied += bytes.len() as u64;
    }
    Ok(copied)
}

/// Brings a backup back into a fresh data folder: the SQLite file of `database_url` must not exist yet.
pub async fn restore(src: &Path, database_url: &str, upload_store: &str) -> Result<Manifest, BackupError> {
    let target = crate::storage::sqlite_file(database_url).ok_or(BackupError::NotSqlite)?;
    let manifest_path = src.join(MANIFEST);
    if !manifest_path.is_file() {
        return Err(BackupError::NoManifest(src.to_path_buf()));
    }
    let manifest: Manifest = serde_json::from_slice(&std::fs::read(&manifest_path)?)?;
    if sha256_file(&src.join(DB_FILE))? != manifest.database_sha256 {
        return Err(BackupError::Checksum);
    }
    if target.exists() {
        return Err(BackupError::TargetExists(target));
    }
    if let Some(parent) = target.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_private_dir(parent)?;
    }
    // Copy to a temporary name and rename, so a half-copied file is never taken for a database.
    let partial = target.with_extension("db.restoring");
    std::fs::copy(src.join(DB_FILE), &partial)?;
    set_private_file(&partial)?;
    std::fs::File::open(&partial)?.sync_all()?;
    let mut check = open_read_only(&partial).await?;
    let verdict: String = sqlx::query_scalar("PRAGMA integrity_check").fetch_one(&mut check).await?;
    check.close().await?;
    if verdict != "ok" {
        let _ = std::fs::remove_file(&partial);
        return Err(BackupError::Integrity(verdict));
    }

    let store = Uploads::open(upload_store)?;
    for path in manifest.photos.iter().chain(&manifest.site_files) {
        let bytes = std::fs::read(inside(&src.join(UPLOADS_DIR), path)?)?;
        store.put_at(path, bytes).await?;
    }
    std::fs::rename(&partial, &target)?;
    Ok(manifest)
}

/// One read-only connection to a SQLite file (not through `Db::connect`, whose pool switches the
/// file to WAL: a backup copy stays a single self-contained file).
async fn open_read_only(path: &Path) -> Result<sqlx::AnyConnection, sqlx::Error> {
    sqlx::any::install_default_drivers();
    sqlx::AnyConnection::connect(&format!("sqlite://{}?mode=ro", path.display())).await
}

/// `base/path`, refusing a stored path that would leave `base` (the names come from our own rows,
/// but a restore reads a folder someone could have edited).
fn inside(base: &Path, path: &str) -> Result<PathBuf, BackupError> {
    let relative = Path::new(path);
    let safe = relative.components().all(|c| matches!(c, std::path::Component::Normal(_)));
    if !safe {
        return Err(BackupError::Io(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("unsafe path {path}"),
        )));
    }
    Ok(base.join(relative))
}

fn sha256_file(path: &Path) -> Result<String, BackupError> {
    use std::io::Read;
    let mut file = std::fs::File::open(path)?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = file.read(&mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hex::encode(hasher.finalize()))
}

/// Creates a folder (and its parents) readable by the server's user only.
fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
    }
    Ok(())
}

fn create_private_file(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

fn set_private_file(path: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
    }
    Ok(())
}

fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut file = create_private_file(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_paths_cannot_leave_the_backup_folder() {
        let base = Path::new("/b");
        assert_eq!(inside(base, "assessments/p.jpg").ok(), Some(PathBuf::from("/b/assessments/p.jpg")));
        assert!(inside(base, "../etc/passwd").is_err());
        assert!(inside(base, "/etc/passwd").is_err());
    }
}
