//! A site version's files as one object of the upload store: every instance fetches it whole, so no
//! instance ever holds part of a version. The format is gzip over a magic line, then per file its
//! path's length (u32, big-endian), the path (UTF-8, `/`-separated, relative), its size (u64) and its
//! bytes. Unpacking checks every path and bounds the files and bytes, whatever the object holds.

use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use flate2::Compression;
use std::io::{Read, Write};

const MAGIC: &[u8] = b"clinic-site-version 1\n";
/// The most files and bytes one version may unpack to (the whole built site is ~300 pages, 30 MB).
pub const MAX_FILES: usize = 20_000;
pub const MAX_BYTES: u64 = 128 * 1024 * 1024;

/// One file of a version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    pub path: String,
    pub bytes: Vec<u8>,
}

/// Why a pack cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum PackError {
    #[error("not a site version pack")]
    NotAPack,
    #[error("unsafe path in the pack: {0}")]
    UnsafePath(String),
    #[error("the pack holds more than {MAX_FILES} files or {MAX_BYTES} bytes")]
    TooLarge,
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// A relative path of safe segments: no `..`, no hidden files, no backslashes or empty segments.
pub fn is_safe_path(path: &str) -> bool {
    !path.is_empty()
        && path
            .split('/')
            .all(|seg| !seg.is_empty() && !seg.starts_with('.') && !seg.contains(['\\', '\0']) && seg != "..")
}

/// Packs `files` (level 6: a few hundred milliseconds for a whole site).
pub fn pack(files: &[File]) -> Result<Vec<u8>, PackError> {
    let mut out = GzEncoder::new(Vec::new(), Compression::new(6));
    out.write_all(MAGIC)?;
    for f in files {
        if !is_safe_path(&f.path) {
            return Err(PackError::UnsafePath(f.path.clone()));
        }
        out.write_all(&(f.path.len() as u32).to_be_bytes())?;
        out.write_all(f.path.as_bytes())?;
        out.write_all(&(f.bytes.len() as u64).to_be_bytes())?;
        out.write_all(&f.bytes)?;
    }
    Ok(out.finish()?)
}

/// Unpacks a pack made by [`pack`].
pub fn unpack(packed: &[u8]) -> Result<Vec<File>, PackError> {
    let mut input = GzDecoder::new(packed).take(MAX_BYTES + 64 * 1024 * 1024);
    let mut magic = vec![0u8; MAGIC.len()];
    input.read_exact(&mut magic).map_err(|_| PackError::NotAPack)?;
    if magic != MAGIC {
        return Err(PackError::NotAPack);
    }
    let (mut files, mut total) = (Vec::new(), 0u64);
    loop {
        let mut len = [0u8; 4];
        match input.read(&mut len[..1])? {
            0 => break,
            _ => input.read_exact(&mut len[1..])?,
        }
        let path_len = u32::from_be_bytes(len) as usize;
        if path_len > 1024 {
            return Err(PackError::NotAPack);
        }
        let mut path = vec![0u8; path_len];
        input.read_exact(&mut path)?;
        let path = String::from_utf8(path).map_err(|_| PackError::NotAPack)?;
        if !is_safe_path(&path) {
            return Err(PackError::UnsafePath(path));
        }
        let mut size = [0u8; 8];
        input.read_exact(&mut size)?;
        let size = u64::from_be_bytes(size);
        total += size;
        if files.len() >= MAX_FILES || total > MAX_BYTES {
            return Err(PackError::TooLarge);
        }
        // Read as it comes, not allocated up front from a size the pack states.
        let mut bytes = Vec::with_capacity(size.min(1 << 20) as usize);
        (&mut input).take(size).read_to_end(&mut bytes)?;
        if bytes.len() as u64 != size {
            return Err(PackError::NotAPack);
        }
        files.push(File { path, bytes });
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_come_back_as_packed() {
        let files = vec![
            File { path: "ja/faq/index.html".into(), bytes: "<p>よくある質問</p>".into() },
            File { path: "sitemap.xml".into(), bytes: vec![] },
        ];
        assert_eq!(unpack(&pack(&files).unwrap()).unwrap(), files);
    }

    #[test]
    fn unsafe_paths_and_strangers_are_refused() {
        for bad in ["../x", "a/../../x", ".hidden", "a//b", "a\\b", ""] {
            assert!(!is_safe_path(bad), "{bad}");
            assert!(pack(&[File { path: bad.into(), bytes: vec![] }]).is_err());
        }
        assert!(matches!(unpack(b"not gzip"), Err(PackError::NotAPack)));
        let mut forged = GzEncoder::new(Vec::new(), Compression::fast());
        forged.write_all(MAGIC).unwrap();
        forged.write_all(&4u32.to_be_bytes()).unwrap();
        forged.write_all(b"../x").unwrap();
        forged.write_all(&0u64.to_be_bytes()).unwrap();
        assert!(matches!(unpack(&forged.finish().unwrap()), Err(PackError::UnsafePath(_))));
    }
}
