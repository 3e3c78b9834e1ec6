//! Patient photos (OWASP file-upload rules): judged by content, decoded with a pixel and memory
//! limit, re-encoded from pixels so no metadata (EXIF, GPS) survives, and stored under a
//! server-generated name in an `object_store` (a local directory by default, S3-compatible when
//! `UPLOAD_STORE=s3://bucket/prefix`). The store is outside the web root and never served publicly.

mod decode;
pub mod gate;

use clinic_core::validate::{sniff_image_type, ImageType};
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::DynamicImage;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, PutPayload};
use std::sync::Arc;

pub use decode::{MAX_PIXELS, MAX_SIDE};

/// Most bytes one request's photo work may hold at once: the photo being decoded (shrunk while it
/// is decoded) plus the re-encoded photos kept so far. A 50 MP baseline JPEG needs about 100 MB.
pub const REQUEST_DECODE_BUDGET: usize = 192 * 1024 * 1024;

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

/// A photo ready to store: re-encoded bytes and what they are.
#[derive(Debug)]
pub struct CleanImage {
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
    pub extension: &'static str,
    pub width: u32,
    pub height: u32,
}

/// Decodes (within the whole budget of a request) and re-encodes one photo. `Err` is the validation
/// code for the client.
pub fn reencode(data: &[u8]) -> Result<CleanImage, &'static str> {
    reencode_within(data, REQUEST_DECODE_BUDGET)
}

/// Re-encodes a request's photos one after another, within one budget for the whole request; each
/// original is dropped as soon as it is done.
pub fn reencode_all(photos: Vec<Vec<u8>>) -> Vec<Result<CleanImage, &'static str>> {
    let mut kept = 0usize;
    photos
        .into_iter()
        .map(|raw| {
            let result = reencode_within(&raw, REQUEST_DECODE_BUDGET.saturating_sub(kept));
            if let Ok(clean) = &result {
                kept += clean.bytes.len();
            }
            result
        })
        .collect()
}

fn reencode_within(data: &[u8], budget: usize) -> Result<CleanImage, &'static str> {
    let kind = sniff_image_type(data).ok_or("file_type")?;
    let image = match kind {
        ImageType::Jpeg => decode::jpeg(data, budget)?,
        ImageType::Png => decode::png(data, budget)?,
    };
    let (bytes, content_type, extension) = encode(&image, kind, data.len())?;
    Ok(CleanImage { bytes, content_type, extension, width: image.width(), height: image.height() })
}

fn jpeg_bytes(image: &DynamicImage, quality: u8) -> Result<Vec<u8>, &'static str> {
    let mut out = Vec::new();
    image.write_with_encoder(JpegEncoder::new_with_quality(&mut out, quality)).map_err(|_| "file_type")?;
    Ok(out)
}

fn png_bytes(image: &DynamicImage, compression: CompressionType) -> Result<Vec<u8>, &'static str> {
    let mut out = Vec::new();
    image
        .write_with_encoder(PngEncoder::new_with_quality(&mut out, compression, FilterType::Adaptive))
        .map_err(|_| "file_type")?;
    Ok(out)
}

/// Encodes the clean pixels so the stored file is never much larger than what was sent (a small,
/// highly compressed original must not become a large stored file): JPEG steps its quality down,
/// PNG tries harder compression, and an opaque PNG that still comes out large is stored as JPEG.
fn encode(
    image: &DynamicImage,
    kind: ImageType,
    original: usize,
) -> Result<(Vec<u8>, &'static str, &'static str), &'static str> {
    let ceiling = original + original / 10 + 4096;
    let jpeg = |bytes| (bytes, "image/jpeg", "jpg");
    let png = |bytes| (bytes, "image/png", "png");
    match kind {
        ImageType::Jpeg => {
            let mut out = jpeg_bytes(image, 85)?;
            for quality in [75, 60] {
                if out.len() <= ceiling {
                    break;
                }
                out = jpeg_bytes(image, quality)?;
            }
            Ok(jpeg(out))
        }
        ImageType::Png => {
            let out = png_bytes(image, CompressionType::Default)?;
            if out.len() <= ceiling {
                return Ok(png(out));
            }
            let out = png_bytes(image, CompressionType::Best)?;
            if out.len() <= ceiling || image.color().has_alpha() {
                return Ok(png(out));
            }
            let as_jpeg = jpeg_bytes(image, 85)?;
            Ok(if as_jpeg.len() < out.len() { jpeg(as_jpeg) } else { png(out) })
        }
    }
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
        let name = format!("{}.{extension}", crate::ids::new_id("photo"));
        let path = if self.prefix.is_empty() {
            format!("assessments/{name}")
        } else {
            format!("{}/assessments/{name}", self.prefix)
        };
        self.store.put(&ObjectPath::from(path.as_str()), PutPayload::from(bytes)).await?;
        Ok(path)
    }

    /// Stores bytes under a given path (a restore puts photos back where their rows say they are).
    pub async fn put_at(&self, path: &str, bytes: Vec<u8>) -> Result<(), object_store::Error> {
        self.store.put(&ObjectPath::from(path), PutPayload::from(bytes)).await?;
        Ok(())
    }

    /// Deletes stored objects (best effort: a failure is logged, the name holds no personal data).
    pub async fn delete_all(&self, paths: &[String]) {
        for p in paths {
            if let Err(e) = self.store.delete(&ObjectPath::from(p.as_str())).await {
                tracing::warn!(error = %e, path = %p, "could not delete an orphaned upload");
            }
        }
    }

    /// Every stored photo (path and when it was written), for the sweep of [`crate::orphans`].
    pub async fn list_photos(&self) -> Result<Vec<(String, i64)>, object_store::Error> {
        use futures::TryStreamExt;
        let prefix =
            if self.prefix.is_empty() { "assessments".to_string() } else { format!("{}/assessments", self.prefix) };
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

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageBuffer, Rgb};

    fn jpeg(w: u32, h: u32) -> Vec<u8> {
        let img = ImageBuffer::from_fn(w, h, |x, y| Rgb([(x % 255) as u8, (y % 255) as u8, 90]));
        let mut out = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).unwrap();
        out
    }

    #[test]
    fn a_photo_is_reencoded_with_its_size_kept() {
        let clean = reencode(&jpeg(64, 48)).unwrap();
        assert_eq!((clean.width, clean.height, clean.content_type), (64, 48, "image/jpeg"));
    }

    #[test]
    fn a_pdf_is_not_a_photo() {
        assert_eq!(reencode(b"%PDF-1.7 hello").unwrap_err(), "file_type");
    }

    #[test]
    fn truncated_images_are_refused_not_panicked_on() {
        let j = jpeg(64, 48);
        assert_eq!(reencode(&j[..40]).unwrap_err(), "file_type");
    }
}
