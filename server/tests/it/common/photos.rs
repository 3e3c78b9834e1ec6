//! Photos as phones send them, for the upload tests: a JPEG with an EXIF block naming where it was
//! taken and by whom, which no stored or served copy may keep.

/// A `w × h` JPEG with a gradient (nothing a re-encode could drop to nothing).
pub fn jpeg(w: u32, h: u32) -> Vec<u8> {
    let img =
        image::ImageBuffer::from_fn(w, h, |x, y| image::Rgb([(x % 251) as u8, (y % 241) as u8, ((x + y) % 239) as u8]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).expect("encode");
    out
}

/// `plain` (a JPEG) with an EXIF block carrying GPS coordinates and `owner`, as phones write them.
pub fn with_gps_exif(plain: &[u8], owner: &str) -> Vec<u8> {
    let mut payload =
        format!("Exif\0\0MM\0*\0\0\0\x08GPSLatitude=25.0330N;GPSLongitude=121.5654E;Owner={owner}").into_bytes();
    let len = (payload.len() + 2) as u16;
    let mut out = vec![0xFF, 0xD8, 0xFF, 0xE1];
    out.extend_from_slice(&len.to_be_bytes());
    out.append(&mut payload);
    out.extend_from_slice(&plain[2..]);
    out
}
