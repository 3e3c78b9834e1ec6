//! Decoding a photo within a memory budget. The header is read first and the photo refused before a
//! pixel is allocated when it claims too many pixels or would not fit the budget; large photos are
//! shrunk while they are decoded, so no full-size copy exists: JPEG by the decoder's scaled inverse
//! DCT (1/2, 1/4, 1/8), PNG row by row into an area-averaging shrinker. The result is at most
//! [`MAX_SIDE`] on its long side and the right way up.

use image::metadata::Orientation;
use image::{DynamicImage, GrayAlphaImage, GrayImage, RgbImage, RgbaImage};
use std::io::Cursor;

/// Most pixels a photo's header may claim: 64 megapixels, so the 50 MP of a phone's high-resolution
/// mode is taken, and a pixel flood is refused before its pixels are allocated.
pub const MAX_PIXELS: u64 = 64_000_000;
/// Longest side a stored photo keeps. The browser sends at most the core's
/// [`UPLOAD_LONG_SIDE`](clinic_core::validate::UPLOAD_LONG_SIDE) (3000 px); larger photos from other
/// clients are shrunk to this, which is plenty for a clinician's first look.
pub const MAX_SIDE: u32 = 3200;
// A photo the browser has already downscaled is never shrunk a second time.
const _: () = assert!(MAX_SIDE >= clinic_core::validate::UPLOAD_LONG_SIDE);

/// Why a photo cannot be decoded: the validation code for the client.
pub type Refusal = &'static str;

/// The size a `w × h` photo is stored at.
pub fn target_size(w: u32, h: u32) -> (u32, u32) {
    let long = w.max(h);
    if long <= MAX_SIDE {
        return (w, h);
    }
    let scale = |v: u32| ((u64::from(v) * u64::from(MAX_SIDE) + u64::from(long) / 2) / u64::from(long)).max(1) as u32;
    (scale(w), scale(h))
}

fn check_pixels(w: u32, h: u32) -> Result<(), Refusal> {
    if w == 0 || h == 0 || u64::from(w) * u64::from(h) > MAX_PIXELS {
        return Err("file_type");
    }
    Ok(())
}

/// Shrinker fed one source row at a time: the source rows that make one target row are gathered in a
/// strip and filtered down to that row by the `image` crate (compiled optimised, see the workspace
/// `Cargo.toml`), so memory is one strip and the output.
struct Shrinker {
    src_w: u32,
    src_h: u32,
    dst_w: u32,
    dst_h: u32,
    channels: usize,
    strip: Vec<u8>,
    current_row: u32,
    next_src_row: u32,
    out: Vec<u8>,
}

impl Shrinker {
    fn new(src_w: u32, src_h: u32, dst_w: u32, dst_h: u32, channels: usize) -> Shrinker {
        Shrinker {
            src_w,
            src_h,
            dst_w,
            dst_h,
            channels,
            strip: Vec::new(),
            current_row: 0,
            next_src_row: 0,
            out: Vec::with_capacity(dst_w as usize * dst_h as usize * channels),
        }
    }

    /// Bytes the shrinker holds at most: a strip of source rows, the filter's floating-point copy of
    /// it, and the output.
    fn bytes(src_w: u32, src_h: u32, dst_w: u32, dst_h: u32, channels: usize) -> usize {
        let rows = (src_h / dst_h.max(1) + 2) as usize;
        let strip = src_w as usize * channels * rows;
        strip * 9 + dst_w as usize * dst_h as usize * channels
    }

    fn push_row(&mut self, row: &[u8]) {
        let len = self.src_w as usize * self.channels;
        if self.next_src_row >= self.src_h || row.len() < len {
            return;
        }
        let target = (u64::from(self.next_src_row) * u64::from(self.dst_h) / u64::from(self.src_h)) as u32;
        if target != self.current_row {
            self.flush();
            self.current_row = target;
        }
        self.strip.extend_from_slice(&row[..len]);
        self.next_src_row += 1;
    }

    fn flush(&mut self) {
        let len = self.src_w as usize * self.channels;
        if self.strip.is_empty() {
            return;
        }
        let rows = (self.strip.len() / len) as u32;
        let strip = std::mem::take(&mut self.strip);
        if rows == 1 && self.dst_w == self.src_w {
            self.out.extend_from_slice(&strip);
            return;
        }
        match to_image(self.src_w, rows, self.channels, strip) {
            Ok(image) => {
                let row = image.resize_exact(self.dst_w, 1, image::imageops::FilterType::Triangle);
                self.out.extend_from_slice(row.as_bytes());
            }
            // Cannot happen (the strip is whole rows); a black row is better than a panic.
            Err(_) => self.out.resize(self.out.len() + self.dst_w as usize * self.channels, 0),
        }
    }

    fn finish(mut self) -> Vec<u8> {
        self.flush();
        self.out.resize(self.dst_w as usize * self.dst_h as usize * self.channels, 0);
        self.out
    }
}

/// Pixels in one of the 8-bit layouts the decoders give, as an image.
fn to_image(w: u32, h: u32, channels: usize, pixels: Vec<u8>) -> Result<DynamicImage, Refusal> {
    let image = match channels {
        1 => GrayImage::from_raw(w, h, pixels).map(DynamicImage::ImageLuma8),
        2 => GrayAlphaImage::from_raw(w, h, pixels).map(DynamicImage::ImageLumaA8),
        3 => RgbImage::from_raw(w, h, pixels).map(DynamicImage::ImageRgb8),
        4 => RgbaImage::from_raw(w, h, pixels).map(DynamicImage::ImageRgba8),
        _ => None,
    };
    image.ok_or("file_type")
}

/// Keeps the photo the right way up once the EXIF orientation tag is gone (rotating makes one copy
/// of the already shrunk image, which the estimate counts).
fn oriented(mut image: DynamicImage, exif: Option<&[u8]>) -> DynamicImage {
    if let Some(o) = exif.and_then(Orientation::from_exif_chunk) {
        image.apply_orientation(o);
    }
    image
}

/// Decodes a PNG row by row, shrinking as it goes; `budget` is the most bytes it may hold at once.
pub fn png(data: &[u8], budget: usize) -> Result<DynamicImage, Refusal> {
    let mut decoder = png::Decoder::new(Cursor::new(data));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    decoder.set_limits(png::Limits { bytes: budget });
    let mut reader = decoder.read_info().map_err(|_| "file_type")?;
    let (w, h, interlaced) = (reader.info().width, reader.info().height, reader.info().interlaced);
    check_pixels(w, h)?;
    let exif = reader.info().exif_metadata.as_ref().map(|e| e.to_vec());
    let channels = reader.output_color_type().0.samples();
    let (tw, th) = target_size(w, h);
    let line = reader.output_line_size(w).ok_or("file_type")?;
    // Adam7-interlaced rows arrive in seven passes, so such a file is decoded whole first.
    let whole = if interlaced { line * h as usize } else { 0 };
    let peak = line * 2 + whole + Shrinker::bytes(w, h, tw, th, channels) + tw as usize * th as usize * channels;
    if peak > budget {
        return Err("file_type");
    }
    let mut shrinker = Shrinker::new(w, h, tw, th, channels);
    if interlaced {
        let mut frame = vec![0u8; reader.output_buffer_size().ok_or("file_type")?];
        reader.next_frame(&mut frame).map_err(|_| "file_type")?;
        for row in frame.chunks_exact(line) {
            shrinker.push_row(row);
        }
    } else {
        while let Some(row) = reader.next_row().map_err(|_| "file_type")? {
            shrinker.push_row(row.data());
        }
    }
    let image = to_image(tw, th, channels, shrinker.finish())?;
    Ok(oriented(image, exif.as_deref()))
}

/// Decodes a JPEG at the smallest DCT scale that still gives at least the stored size, then shrinks
/// the rest of the way; `budget` is the most bytes it may hold at once.
pub fn jpeg(data: &[u8], budget: usize) -> Result<DynamicImage, Refusal> {
    use jpeg_decoder::{CodingProcess, PixelFormat};
    let mut decoder = jpeg_decoder::Decoder::new(Cursor::new(data));
    decoder.read_info().map_err(|_| "file_type")?;
    let info = decoder.info().ok_or("file_type")?;
    let (w, h) = (u32::from(info.width), u32::from(info.height));
    check_pixels(w, h)?;
    let channels_in = match info.pixel_format {
        PixelFormat::L8 => 1,
        PixelFormat::RGB24 => 3,
        PixelFormat::CMYK32 => 4,
        PixelFormat::L16 => return Err("file_type"),
    };
    let channels_out = channels_in.min(3);
    let (tw, th) = target_size(w, h);
    let (sw, sh) = if (tw, th) == (w, h) {
        (w, h)
    } else {
        let (sw, sh) = decoder.scale(tw as u16, th as u16).map_err(|_| "file_type")?;
        (u32::from(sw), u32::from(sh))
    };
    let scaled = sw as usize * sh as usize * channels_in;
    // A progressive file keeps every DCT coefficient (two bytes a sample) until its last scan.
    let coefficients = match info.coding_process {
        CodingProcess::DctProgressive => w as usize * h as usize * channels_in * 2,
        _ => 0,
    };
    let shrink = if (sw, sh) == (tw, th) {
        0
    } else {
        Shrinker::bytes(sw, sh, tw, th, channels_out) + sw as usize * channels_out
    };
    // The decoder's planes and its output, the shrunk copy, and one copy for turning it upright.
    let peak = scaled * 2 + coefficients + shrink + tw as usize * th as usize * channels_out;
    if peak > budget {
        return Err("file_type");
    }
    decoder.set_max_decoding_buffer_size(scaled);
    let mut pixels = decoder.decode().map_err(|_| "file_type")?;
    let exif = decoder.exif_data().map(<[u8]>::to_vec);
    if channels_in == 4 {
        // The decoder gives Adobe's inverted CMYK; fold it to RGB in place.
        for i in 0..sw as usize * sh as usize {
            let (c, m, y, k) = (pixels[i * 4], pixels[i * 4 + 1], pixels[i * 4 + 2], pixels[i * 4 + 3]);
            let fold = |v: u8| ((u16::from(v) * u16::from(k) + 127) / 255) as u8;
            pixels[i * 3] = fold(c);
            pixels[i * 3 + 1] = fold(m);
            pixels[i * 3 + 2] = fold(y);
        }
        pixels.truncate(sw as usize * sh as usize * 3);
    }
    let pixels = if (sw, sh) == (tw, th) {
        pixels
    } else {
        let mut shrinker = Shrinker::new(sw, sh, tw, th, channels_out);
        for row in pixels.chunks_exact(sw as usize * channels_out) {
            shrinker.push_row(row);
        }
        drop(pixels);
        shrinker.finish()
    };
    let image = to_image(tw, th, channels_out, pixels)?;
    Ok(oriented(image, exif.as_deref()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_photos_keep_their_size_and_large_ones_are_shrunk_to_the_long_side() {
        assert_eq!(target_size(640, 480), (640, 480));
        assert_eq!(target_size(8160, 6120), (3200, 2400));
        assert_eq!(target_size(6120, 8160), (2400, 3200));
        assert_eq!(target_size(65_000, 1), (3200, 1));
    }

    #[test]
    fn the_shrinker_averages_areas() {
        let mut s = Shrinker::new(4, 2, 2, 1, 1);
        s.push_row(&[0, 100, 200, 200]);
        s.push_row(&[100, 0, 0, 0]);
        let out = s.finish();
        assert_eq!(out.len(), 2);
        assert!((40..=60).contains(&out[0]) && (90..=110).contains(&out[1]), "{out:?}");
    }

    #[test]
    fn a_fifty_megapixel_header_is_within_the_cap() {
        assert!(check_pixels(8160, 6120).is_ok());
        assert!(check_pixels(20_000, 20_000).is_err());
    }
}
