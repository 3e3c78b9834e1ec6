//! Patient photos (OWASP file-upload rules): judged by content, decoded with a pixel and memory
//! limit, re-encoded from pixels so no metadata (EXIF, GPS) survives, and stored under a
//! server-generated name in an `object_store` (a local directory by default, S3-compatible when
//! `UPLOAD_STORE=s3://bucket/prefix`). The store is outside the web root and never served publicly.

use clinic_core::validate::{sniff_image_type, ImageType};
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, PutPayload};
use std::io::Cursor;
use std::sync::Arc;

/// Most pixels a photo may have (40 megapixels, more than any phone camera): a pixel flood is refused
/// before its pixels are allocated.
pub const MAX_PIXELS: u64 = 40_000_000;
/// Most bytes the decoder may allocate for one image.
pub const MAX_DECODE_ALLOC: u64 = 256 * 1024 * 1024;

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

/// A photo ready to store: re-encoded bytes and what they are.
#[derive(Debug)]
pub struct CleanImage {
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
    pub extension: &'static str,
    pub width: u32,
    pub height: u32,
}

/// Decodes (within limits) and re-encodes a photo. `Err` is the validation code for the client.
pub fn reencode(data: &[u8]) -> Result<CleanImage, &'static str> {
    let kind = sniff_image_type(data).ok_or("file_type")?;
    let format = match kind {
        ImageType::Jpeg => ImageFormat::Jpeg,
        ImageType::Png => ImageFormat::Png,
    };
    let mut reader = ImageReader::with_format(Cursor::new(data), format);
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODE_ALLOC);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|_| "file_type")?;
    let (w, h) = decoder.dimensions();
    if w == 0 || h == 0 || u64::from(w) * u64::from(h) > MAX_PIXELS {
        return Err("file_type");
    }
    let orientation = decoder.orientation().ok();
    let mut img = DynamicImage::from_decoder(decoder).map_err(|_| "file_type")?;
    // Keep the photo the right way up once the EXIF orientation tag is gone.
    if let Some(o) = orientation {
        img.apply_orientation(o);
    }
    let mut out = Vec::new();
    let (content_type, extension) = match kind {
        ImageType::Jpeg => {
            let rgb = img.to_rgb8();
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
                .encode_image(&rgb)
                .map_err(|_| "file_type")?;
            ("image/jpeg", "jpg")
        }
        ImageType::Png => {
            let clean = if img.color().has_alpha() {
                DynamicImage::ImageRgba8(img.to_rgba8())
            } else {
                DynamicImage::ImageRgb8(img.to_rgb8())
            };
            clean.write_to(&mut Cursor::new(&mut out), ImageFormat::Png).map_err(|_| "file_type")?;
            ("image/png", "png")
        }
    };
    Ok(CleanImage { bytes: out, content_type, extension, width: img.width(), height: img.height() })
}

/// Where photos go.
pub struct Uploads {
    store: Arc<dyn ObjectStore>,
    prefix: String,
}

impl Uploads {
    /// Opens `file://dir` (created if missing) or `s3://bucket/prefix` (credentials from the usual
    /// AWS_* variables).
    pub fn open(url: &str) -> Result<Uploads, UploadError> {
        if let Some(dir) = url.strip_prefix("file://") {
            let dir = if dir.is_empty() { "." } else { dir };
            std::fs::create_dir_all(dir)?;
            let store = object_store::local::LocalFileSystem::new_with_prefix(dir)?;
            Ok(Uploads { store: Arc::new(store), prefix: String::new() })
        } else if let Some(rest) = url.strip_prefix("s3://") {
            let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
            if bucket.is_empty() {
                return Err(UploadError::BadUrl);
            }
            let store = object_store::aws::AmazonS3Builder::from_env().with_bucket_name(bucket).build()?;
            Ok(Uploads { store: Arc::new(store), prefix: prefix.trim_matches('/').to_string() })
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

    /// Reads an object back (tests and staff tools).
    pub async fn get(&self, path: &str) -> Result<bytes::Bytes, object_store::Error> {
        self.store.get(&ObjectPath::from(path)).await?.bytes().await
    }
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
