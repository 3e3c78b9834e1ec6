//! The site's content images in the upload store (issue 27): each size of an image is one object under
//! `media/`, beside (never among) the patients' photos, named by the image's content, so the same
//! image uploaded twice is one image, and an object once written never changes (served as immutable).
//!
//! Names: an image's id is `<hash>-<W>x<H>`, the first 16 hex digits of the SHA-256 of its widest
//! stored file and that file's size; its sizes are `<id>-<w>.<ext>` for each width of
//! [`clinic_core::media::content_image_widths`]`(W)`. Its URL in Markdown, `/media/<id>.<ext>`, names
//! the widest, so a renderer knows the intrinsic size and every width from the URL alone.

use super::{CleanImage, Uploads};
use clinic_core::media::content_image_widths;
use object_store::path::Path as ObjectPath;
use object_store::PutPayload;
use sha2::{Digest, Sha256};

/// The store's folder of content images.
const FOLDER: &str = "media";

/// An image's id from its widest stored size.
pub fn image_id(widest: &CleanImage) -> String {
    let digest = Sha256::digest(&widest.bytes);
    format!("{}-{}x{}", &hex::encode(digest)[..16], widest.width, widest.height)
}

/// The public URL of the image (its widest size), as Markdown and content files name it.
pub fn image_url(id: &str, extension: &str) -> String {
    format!("/media/{id}.{extension}")
}

/// The public URL of one size.
pub fn size_url(id: &str, width: u32, extension: &str) -> String {
    format!("/media/{id}-{width}.{extension}")
}

/// A served file name (`<id>.<ext>` or `<id>-<w>.<ext>`) checked against the naming rule: the object
/// it is and its media type. `None` for any other name, so nothing else of the store is reachable.
pub fn object_of(file: &str) -> Option<(String, &'static str)> {
    let (stem, extension) = file.rsplit_once('.')?;
    let content_type = match extension {
        "jpg" => "image/jpeg",
        "png" => "image/png",
        _ => return None,
    };
    let (hash, rest) = stem.split_once('-')?;
    if hash.len() != 16 || !hash.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return None;
    }
    let (size, asked) = match rest.split_once('-') {
        Some((size, w)) => (size, Some(w)),
        None => (rest, None),
    };
    let number = |s: &str| {
        (!s.is_empty() && s.len() <= 5 && s.bytes().all(|b| b.is_ascii_digit()) && !s.starts_with('0'))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    let (w, h) = size.split_once('x')?;
    let (w, _h) = (number(w)?, number(h)?);
    let widths = content_image_widths(w);
    let width = match asked {
        Some(a) => number(a).filter(|a| widths.contains(a))?,
        None => *widths.last()?,
    };
    // The widest stored is the image's own width: an id whose width is above it names nothing.
    if widths.last() != Some(&w) {
        return None;
    }
    Some((format!("{FOLDER}/{hash}-{size}-{width}.{extension}"), content_type))
}

impl Uploads {
    /// Writes every size of an image (an existing object is written again with the same bytes, so two
    /// uploads of one image at once are harmless). Returns the store paths.
    pub async fn put_media(&self, id: &str, sizes: &[CleanImage]) -> Result<Vec<String>, object_store::Error> {
        let mut paths = Vec::with_capacity(sizes.len());
        for size in sizes {
            let path = self.media_path(id, size.width, size.extension);
            self.store.put(&ObjectPath::from(path.as_str()), PutPayload::from(size.bytes.clone())).await?;
            paths.push(path);
        }
        Ok(paths)
    }

    /// The store path of one size of an image.
    pub fn media_path(&self, id: &str, width: u32, extension: &str) -> String {
        self.path_in(&format!("{FOLDER}/{id}-{width}.{extension}"))
    }

    /// One stored size, by its object name from [`object_of`].
    pub async fn get_media(&self, object: &str) -> Result<bytes::Bytes, object_store::Error> {
        self.get(&self.path_in(object)).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn served_names_map_to_stored_sizes_and_nothing_else() {
        let id = "0123456789abcdef-1600x1067";
        assert_eq!(object_of(&format!("{id}.jpg")), Some((format!("media/{id}-1600.jpg"), "image/jpeg")));
        assert_eq!(object_of(&format!("{id}-480.jpg")), Some((format!("media/{id}-480.jpg"), "image/jpeg")));
        assert_eq!(
            object_of("0123456789abcdef-300x200-300.png"),
            Some(("media/0123456789abcdef-300x200-300.png".into(), "image/png"))
        );
        for bad in [
            format!("{id}-500.jpg"),
            format!("{id}.gif"),
            format!("{id}-0480.jpg"),
            "0123456789ABCDEF-1600x1067.jpg".into(),
            "0123456789abcdef-3200x2000.jpg".into(),
            "../assessments/x.jpg".into(),
            format!("{id}-480.jpg/.."),
            "0123456789abcdef-1600x.jpg".into(),
        ] {
            assert_eq!(object_of(&bad), None, "{bad}");
        }
    }
}
