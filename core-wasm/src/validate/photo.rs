//! Photo rules for the self-assessment: how many, how large, and what they really are.

use super::FieldError;
use serde::{Deserialize, Serialize};

/// At most this many photos per assessment.
pub const MAX_PHOTOS: usize = 5;
/// At most this many bytes per photo (10 MB).
pub const MAX_PHOTO_BYTES: u64 = 10 * 1024 * 1024;
/// Longest side, in pixels, the browser sends a photo at: larger photos are downscaled before upload
/// (less to send on a slow network, less for the server to decode). Plenty for a clinician's first
/// look; the server still shrinks larger photos from other clients (its own cap is a little higher).
pub const UPLOAD_LONG_SIDE: u32 = 3000;

/// What the browser or the server knows about a file before storing it.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PhotoMeta {
    /// Size in bytes.
    pub size: u64,
    /// The first bytes of the file (at least 8 are needed to recognise PNG).
    pub head: Vec<u8>,
}

/// The image formats accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ImageType {
    Jpeg,
    Png,
}

/// Recognises JPEG and PNG by their magic bytes, never by the file name.
pub fn sniff_image_type(head: &[u8]) -> Option<ImageType> {
    if head.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(ImageType::Jpeg)
    } else if head.starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]) {
        Some(ImageType::Png)
    } else {
        None
    }
}

/// Every problem with a set of photos: too many, and per photo (with its `index`) too large or not a
/// JPEG/PNG.
pub fn check_photos(photos: &[PhotoMeta]) -> Vec<FieldError> {
    let mut errors = Vec::new();
    if photos.len() > MAX_PHOTOS {
        errors.push(FieldError::new("images", "too_many_files").with("max", MAX_PHOTOS as i64));
    }
    for (i, p) in photos.iter().enumerate() {
        if sniff_image_type(&p.head).is_none() {
            errors.push(FieldError::new("images", "file_type").with("index", i as i64));
        } else if p.size > MAX_PHOTO_BYTES {
            errors.push(
                FieldError::new("images", "file_too_large")
                    .with("index", i as i64)
                    .with("maxMb", (MAX_PHOTO_BYTES >> 20) as i64),
            );
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pdf_named_jpg_is_not_an_image() {
        let pdf = PhotoMeta { size: 1000, head: b"%PDF-1.7".to_vec() };
        assert_eq!(check_photos(&[pdf])[0].code, "file_type");
    }

    #[test]
    fn six_photos_are_one_too_many() {
        let jpg = PhotoMeta { size: 1000, head: vec![0xFF, 0xD8, 0xFF, 0xE0] };
        let errs = check_photos(&vec![jpg; 6]);
        assert_eq!(errs.len(), 1);
        assert_eq!(errs[0].params.get("max"), Some(&5));
    }

    #[test]
    fn ten_megabytes_is_the_limit() {
        let png = |size| PhotoMeta { size, head: b"\x89PNG\r\n\x1a\n".to_vec() };
        assert!(check_photos(&[png(MAX_PHOTO_BYTES)]).is_empty());
        assert_eq!(check_photos(&[png(MAX_PHOTO_BYTES + 1)])[0].code, "file_too_large");
    }
}
