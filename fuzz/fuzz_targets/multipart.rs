//! The self-assessment's multipart body: multer (the parser under axum's `Multipart`, boundary
//! `XfuzzX`) read part by part with the limits of `server/src/routes/assessments.rs` (`read_form`:
//! one `data` part ≤ 64 KiB, ≤ 5 photos of ≤ 10 MB, ≤ 4 other parts), then the answers and photo
//! checks through the core as the handler runs them. The first byte sets the size of the chunks the
//! body arrives in, as a network would split it. Properties: no panic; a photo's recorded size is
//! the bytes sent; every problem names one of the form's fields and one of docs/public-api.md's codes.
#![no_main]

use bytes::Bytes;
use clinic_core::validate::{
    check_photos, validate_assessment, AssessmentRequest, PhotoMeta, ASSESSMENT_FIELDS, CODES, MAX_PHOTOS,
    MAX_PHOTO_BYTES,
};
use futures::stream;
use libfuzzer_sys::fuzz_target;

const MAX_DATA_BYTES: usize = 64 * 1024;
const MAX_OTHER_PARTS: usize = 4;

/// Reads the form as `read_form` does; `None` where the server answers 4xx.
async fn read_form(body: Vec<Bytes>) -> Option<(Vec<u8>, Vec<PhotoMeta>)> {
    let chunks = stream::iter(body.into_iter().map(Ok::<Bytes, std::convert::Infallible>));
    let mut multipart = multer::Multipart::new(chunks, "XfuzzX");
    let (mut data, mut photos, mut others) = (None::<Vec<u8>>, Vec::new(), 0usize);
    while let Some(mut field) = multipart.next_field().await.ok()? {
        let name = field.name().map(str::to_string);
        let mut bytes = Vec::new();
        while let Some(chunk) = field.chunk().await.ok()? {
            bytes.extend_from_slice(&chunk);
        }
        match name.as_deref() {
            Some("data") => {
                if data.is_some() || bytes.len() > MAX_DATA_BYTES {
                    return None;
                }
                data = Some(bytes);
            }
            Some("images") | Some("images[]") => {
                if photos.len() >= MAX_PHOTOS {
                    return None;
                }
                let head = bytes[..bytes.len().min(16)].to_vec();
                photos.push(PhotoMeta { size: bytes.len() as u64, head });
            }
            _ => {
                others += 1;
                if others > MAX_OTHER_PARTS {
                    return None;
                }
            }
        }
    }
    Some((data.unwrap_or_default(), photos))
}

fuzz_target!(|input: &[u8]| {
    let Some((&split, body)) = input.split_first() else { return };
    let size = usize::from(split).max(1);
    let chunks: Vec<Bytes> = body.chunks(size).map(Bytes::copy_from_slice).collect();
    let Some((data, photos)) = futures::executor::block_on(read_form(chunks)) else { return };
    assert!(photos.len() <= MAX_PHOTOS);
    assert!(photos.iter().all(|p| p.size <= body.len() as u64 && p.size <= MAX_PHOTO_BYTES));
    let answers: AssessmentRequest = if data.is_empty() {
        AssessmentRequest::default()
    } else if data.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{') {
        match serde_json::from_slice(&data) {
            Ok(answers) => answers,
            Err(_) => return,
        }
    } else {
        return;
    };
    if let Err(problems) = validate_assessment(&answers, check_photos(&photos)) {
        assert!(!problems.is_empty());
        for p in &problems {
            assert!(CODES.contains(&p.code.as_str()), "unknown code {p:?}");
            assert!(ASSESSMENT_FIELDS.contains(&p.field.as_str()), "unknown field {p:?}");
        }
    }
});
