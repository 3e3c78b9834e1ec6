//! A photo's pixels, decoded within a memory budget and encoded again, so nothing but the pixels of
//! what a patient sent is kept. Only the `image` crates and the core's rules: no storage, no HTTP
//! (the fuzz targets compile this file on its own, see fuzz/fuzz_targets/image.rs).

use super::decode;
use clinic_core::validate::{sniff_image_type, ImageType};
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::DynamicImage;

/// Most bytes one request's photo work may hold at once: the photo being decoded (shrunk while it
/// is decoded) plus the re-encoded photos kept so far. A 50 MP baseline JPEG needs about 100 MB.
pub const REQUEST_DECODE_BUDGET: usize = 192 * 1024 * 1024;

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

/// A content image's stored sizes (issue 27): decoded once within the request's budget, like a
/// patient's photo, then resized from the clean pixels to each of `widths_of(width)` (none wider than
/// the decoded image) and encoded as a photo is. The widest decides the format and every size keeps
/// it, so one extension names them all. Narrowest first.
pub fn reencode_at_widths(data: &[u8], widths_of: impl Fn(u32) -> Vec<u32>) -> Result<Vec<CleanImage>, &'static str> {
    let kind = sniff_image_type(data).ok_or("file_type")?;
    let image = match kind {
        ImageType::Jpeg => decode::jpeg(data, REQUEST_DECODE_BUDGET)?,
        ImageType::Png => decode::png(data, REQUEST_DECODE_BUDGET)?,
    };
    let (full_w, full_h) = (image.width(), image.height());
    let mut sizes = Vec::new();
    let mut format: Option<(&'static str, &'static str)> = None;
    for w in widths_of(full_w).into_iter().rev() {
        let w = w.clamp(1, full_w);
        let scaled;
        let sized = if w == full_w {
            &image
        } else {
            let h = ((u64::from(full_h) * u64::from(w) + u64::from(full_w) / 2) / u64::from(full_w)).max(1) as u32;
            scaled = image.resize_exact(w, h, image::imageops::FilterType::CatmullRom);
            &scaled
        };
        let (bytes, content_type, extension) = match format {
            None => encode(sized, kind, data.len())?,
            Some((_, "jpg")) => (jpeg_bytes(sized, 85)?, "image/jpeg", "jpg"),
            Some((content_type, extension)) => (png_bytes(sized, CompressionType::Default)?, content_type, extension),
        };
        format = Some((content_type, extension));
        sizes.push(CleanImage { bytes, content_type, extension, width: sized.width(), height: sized.height() });
    }
    sizes.reverse();
    Ok(sizes)
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
    fn a_content_image_is_stored_at_each_width_asked_never_wider_than_itself() {
        let sizes = reencode_at_widths(&jpeg(1000, 500), |_| vec![480, 960, 1600]).unwrap();
        let got: Vec<(u32, u32, &str)> = sizes.iter().map(|s| (s.width, s.height, s.extension)).collect();
        assert_eq!(got, vec![(480, 240, "jpg"), (960, 480, "jpg"), (1000, 500, "jpg")]);
        for s in &sizes {
            let again = reencode(&s.bytes).unwrap();
            assert_eq!((again.width, again.height), (s.width, s.height));
        }
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
