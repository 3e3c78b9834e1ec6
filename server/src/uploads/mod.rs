//! Patient photos (OWASP file-upload rules): judged by content, decoded with a pixel and memory
//! limit, re-encoded from pixels so no metadata (EXIF, GPS) survives, and stored under a
//! server-generated name in an `object_store` (a local directory by default, S3-compatible when
//! `UPLOAD_STORE=s3://bucket/prefix`). The store is outside the web root and never served publicly.

mod decode;
pub mod gate;
pub mod media;
pub mod orphans;
pub mod reencode;

use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, PutPayload};
use std::sync::Arc;

pub use decode::{MAX_PIXELS, MAX_SIDE};
pub use reencode::{reencode, reencode_all, reencode_at_widths, CleanImage, REQUEST_DECODE_BUDGET};

/// The upload store could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    #[error("UPLOAD_STORE must be file://dir or s3://bucket/prefix")]
    BadUrl,
    #[error("cannot create the upload directory: {0}")]
    Directory(#[from] std::io::Error),
    #[error(transparent)]
    Store(#[from] object_store::Error),
}

/// Whether a failed write to the upload store means "not now" (the disk is full, the store is
/// unreachable) rather than a bug: the client is told to retry (503). Found by the `std::io::Error`
/// under the store's error, which both the local and the S3 stores keep as a source.
pub fn is_unavailable(e: &object_store::Error) -> bool {
    use std::io::ErrorKind;
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(err) = cause {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            // ENOSPC 28, EDQUOT 122, EFBIG 27, EIO 5, EROFS 30 (a disk remounted read-only after errors).
            return matches!(io.raw_os_error(), Some(28 | 122 | 27 | 5 | 30))
                || matches!(
                    io.kind(),
                    ErrorKind::StorageFull
                        | ErrorKind::QuotaExceeded
                        | ErrorKind::FileTooLarge
                        | ErrorKind::ReadOnlyFilesystem
                        | ErrorKind::ConnectionRefused
                        | ErrorKind::ConnectionReset
                        | ErrorKind::ConnectionAborted
                        | ErrorKind::TimedOut
                );
        }
        cause = err.source();
    }
    false
}

/// Where photos go.
pub struct Uploads {
    store: Arc<dyn ObjectStore>,
    prefix: String,
    gate: gate::DecodeGate,
    /// The folder of a `file://` store: its half-written staging files are invisible to `list`.
    local_dir: Option<std::path::PathBuf>,
}

/// How long a request waits for its turn to decode before it is told to come back (503).
const DECODE_WAIT: std::time::Duration = std::time::Duration::from_secs(15);

fn decode_gate() -> gate::DecodeGate {
    gate::DecodeGate::per_core(DECODE_WAIT)
}

impl Uploads {
    /// The server-wide turns for decoding photos.
    pub fn gate(&self) -> &gate::DecodeGate {
        &self.gate
    }

    /// Opens `file://dir` (created if missing) or `s3://bucket/prefix` (credentials from the usual
    /// AWS_* variables).
    pub fn open(url: &str) -> Result<Uploads, UploadError> {
        if let Some(dir) = url.strip_prefix("file://") {
            let dir = if dir.is_empty() { "." } else { dir };
            std::fs::create_dir_all(dir)?;
            let store = object_store::local::LocalFileSystem::new_with_prefix(dir)?;
            Ok(Uploads {
                store: Arc::new(store),
                prefix: String::new(),
                gate: decode_gate(),
                local_dir: Some(std::path::PathBuf::from(dir)),
            })
        } else if let Some(rest) = url.strip_prefix("s3://") {
            let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
            if bucket.is_empty() {
                return Err(UploadError::BadUrl);
            }
            let store = object_store::aws::AmazonS3Builder::from_env().with_bucket_name(bucket).build()?;
            Ok(Uploads {
                store: Arc::new(store),
                prefix: prefix.trim_matches('/').to_string(),
                gate: decode_gate(),
                local_dir: None,
            })
        } else {
            Err(UploadError::BadUrl)
        }
    }

    /// Stores bytes under a new random name and returns that name.
    pub async fn put(&self, extension: &str, bytes: Vec<u8>) -> Result<String, object_store::Error> {
        let name = format!("{}.{extension}", crate::storage::ids::new_id("photo"));
        let path = if self.prefix.is_empty() {
            format!("assessments/{name}")
        } else {
            format!("{}/assessments/{name}", self.prefix)
        };
        self.store.put(&ObjectPath::from(path.as_str()), PutPayload::from(bytes)).await?;
        Ok(path)
    }

    /// `rel` under the store's prefix (`s3://bucket/prefix`), as rows name objects.
    pub fn path_in(&self, rel: &str) -> String {
        if self.prefix.is_empty() {
            rel.to_string()
        } else {
            format!("{}/{rel}", self.prefix)
        }
    }

    /// Stores bytes under a given path (a restore puts photos back where their rows say they are).
    pub async fn put_at(&self, path: &str, bytes: Vec<u8>) -> Result<(), object_store::Error> {
        self.store.put(&ObjectPath::from(path), PutPayload::from(bytes)).await?;
        Ok(())
    }

    /// Deletes stored objects (best effort: a failure is logged, the name holds no personal data).
    pub async fn delete_all(&self, paths: &[String]) {
        self.delete_each(paths).await;
    }

    /// Deletes stored objects and returns those that are gone: deleted now, or already missing. A
    /// failure is logged (the generated name and the store's error, no personal data) and the path
    /// left out, so the caller keeps what names it and tries again later.
    pub async fn delete_each(&self, paths: &[String]) -> Vec<String> {
        let mut gone = Vec::with_capacity(paths.len());
        for p in paths {
            match self.store.delete(&ObjectPath::from(p.as_str())).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => gone.push(p.clone()),
                Err(e) => tracing::warn!(error = %e, path = %p, "could not delete a stored photo"),
            }
        }
        gone
    }

    /// Every stored photo (path and when it was written), for the sweep of [`crate::uploads::orphans`].
    pub async fn list_photos(&self) -> Result<Vec<(String, i64)>, object_store::Error> {
        self.list_under("assessments").await
    }

    /// Every object in one folder of the store (under its prefix): path and when it was written.
    pub async fn list_under(&self, folder: &str) -> Result<Vec<(String, i64)>, object_store::Error> {
        use futures::TryStreamExt;
        let prefix = self.path_in(folder);
        let listed: Vec<object_store::ObjectMeta> =
            self.store.list(Some(&ObjectPath::from(prefix.as_str()))).try_collect().await?;
        Ok(listed.into_iter().map(|m| (m.location.to_string(), m.last_modified.timestamp_millis())).collect())
    }

    /// Removes the staging files of a `file://` store older than `cutoff_ms`. The store writes a photo
    /// to `name#N` and renames it when complete, so a process killed mid-write leaves `name#N` behind;
    /// its listing skips such names, so [`Uploads::list_photos`] never sees them. Returns how many.
    pub async fn remove_stale_staging(&self, cutoff_ms: i64) -> usize {
        let Some(dir) = self.local_dir.clone() else { return 0 };
        tokio::task::spawn_blocking(move || remove_staging_in(&dir.join("assessments"), cutoff_ms)).await.unwrap_or(0)
    }

    /// Whether an object is in the store (`Err` only when the store cannot say).
    pub async fn exists(&self, path: &str) -> Result<bool, object_store::Error> {
        match self.store.head(&ObjectPath::from(path)).await {
            Ok(_) => Ok(true),
            Err(object_store::Error::NotFound { .. }) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Reads an object back (tests and staff tools).
    pub async fn get(&self, path: &str) -> Result<bytes::Bytes, object_store::Error> {
        self.store.get(&ObjectPath::from(path)).await?.bytes().await
    }
}

fn remove_staging_in(dir: &std::path::Path, cutoff_ms: i64) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    let mut removed = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(meta) = entry.metadata() else { continue };
        if meta.is_dir() {
            removed += remove_staging_in(&path, cutoff_ms);
            continue;
        }
        let staging = path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.rsplit_once('#'))
            .is_some_and(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        let modified_ms = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(i64::MAX, |d| d.as_millis() as i64);
        if staging && modified_ms <= cutoff_ms && std::fs::remove_file(&path).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// Deletes what a request wrote unless the request completed: covers errors and clients that hang up
/// mid-request (the handler's future is dropped and this guard with it).
pub struct CleanupGuard {
    uploads: Arc<Uploads>,
    paths: Vec<String>,
}

impl CleanupGuard {
    /// A guard with nothing to clean yet.
    pub fn new(uploads: Arc<Uploads>) -> CleanupGuard {
        CleanupGuard { uploads, paths: Vec::new() }
    }
    /// Remembers a written object.
    pub fn track(&mut self, path: String) {
        self.paths.push(path)
    }
    /// The request succeeded: keep the files.
    pub fn keep(mut self) {
        self.paths.clear()
    }
}

impl Drop for CleanupGuard {
    fn drop(&mut self) {
        if self.paths.is_empty() {
            return;
        }
        let uploads = self.uploads.clone();
        let paths = std::mem::take(&mut self.paths);
        if let Ok(rt) = tokio::runtime::Handle::try_current() {
            rt.spawn(async move { uploads.delete_all(&paths).await });
        }
    }
}
