//! Self-assessments with photos: the OWASP upload cases, EXIF stripping, whole-or-nothing storage.

use crate::common;

use common::*;
use image::{ImageBuffer, Rgb, Rgba};
use reqwest::multipart::{Form, Part};
use serde_json::Value;

fn jpeg(w: u32, h: u32) -> Vec<u8> {
    let img = ImageBuffer::from_fn(w, h, |x, y| Rgb([(x % 251) as u8, (y % 241) as u8, ((x * y) % 239) as u8]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).unwrap();
    out
}

fn png(w: u32, h: u32) -> Vec<u8> {
    let img = ImageBuffer::from_fn(w, h, |x, y| Rgba([(x % 256) as u8, (y % 256) as u8, 7, 200]));
    let mut out = Vec::new();
    image::DynamicImage::ImageRgba8(img)
        .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

/// A JPEG carrying an EXIF block with GPS coordinates, as phones write them.
fn jpeg_with_exif() -> Vec<u8> {
    crate::common::photos::with_gps_exif(&jpeg(32, 32), "Secret Patient")
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

fn chunk(kind: &[u8], data: &[u8]) -> Vec<u8> {
    let mut out = (data.len() as u32).to_be_bytes().to_vec();
    let mut body = kind.to_vec();
    body.extend_from_slice(data);
    out.extend_from_slice(&body);
    out.extend_from_slice(&crc32(&body).to_be_bytes());
    out
}

/// A tiny file whose header claims 20000 × 20000 pixels (a decompression bomb's shape).
fn pixel_flood_png() -> Vec<u8> {
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&20_000u32.to_be_bytes());
    ihdr.extend_from_slice(&20_000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    out.extend(chunk(b"IHDR", &ihdr));
    out.extend(chunk(b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
    out.extend(chunk(b"IEND", &[]));
    out
}

fn form(data: &Value, images: Vec<(&str, &str, Vec<u8>)>) -> Form {
    let mut f = Form::new().part("data", Part::text(data.to_string()).mime_str("application/json").unwrap());
    for (name, mime, bytes) in images {
        f = f.part("images", Part::bytes(bytes).file_name(name.to_string()).mime_str(mime).unwrap());
    }
    f
}

async fn submit(app: &TestApp, f: Form) -> (u16, Value) {
    let res = app.client.post(app.url("/api/assessments")).multipart(f).send().await.unwrap();
    (res.status().as_u16(), res.json().await.unwrap_or(Value::Null))
}

fn stored_files(app: &TestApp) -> Vec<std::path::PathBuf> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        if let Ok(entries) = std::fs::read_dir(dir) {
            for e in entries.flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, out)
                } else {
                    out.push(p)
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&app.uploads_dir(), &mut out);
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_assessment_with_two_photos_is_triaged_and_stored_whole() {
    let app = spawn_app().await;
    let (status, body) = submit(
        &app,
        form(
            &assessment_data(),
            vec![("my-back-lump.jpg", "image/jpeg", jpeg(120, 80)), ("closeup.png", "image/png", png(50, 40))],
        ),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert!(body["id"].as_str().unwrap().starts_with("asm_"));
    let r = &body["result"];
    assert!(["high", "medium", "low"].contains(&r["urgency"].as_str().unwrap()));
    assert_eq!(r["estimatedCost"]["currency"], "TWD");
    assert!(r["recommendedTreatment"].is_string() && r["costNote"].is_string() && r["nextSteps"].is_array());
    assert_eq!(app.count("assessments").await, 1);
    assert_eq!(app.count("assessment_photos").await, 2);
    let files = stored_files(&app);
    assert_eq!(files.len(), 2);
    assert!(
        files.iter().all(|f| !f.to_string_lossy().contains("my-back-lump") && !f.to_string_lossy().contains("closeup")),
        "server-chosen names"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_assessment_without_photos_is_fine() {
    let app = spawn_app().await;
    let (status, _) = submit(&app, form(&assessment_data(), vec![])).await;
    assert_eq!(status, 201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn exif_and_gps_do_not_survive_the_upload() {
    let app = spawn_app().await;
    let original = jpeg_with_exif();
    assert!(original.windows(4).any(|w| w == b"Exif"));
    let (status, _) = submit(&app, form(&assessment_data(), vec![("gps.jpg", "image/jpeg", original)])).await;
    assert_eq!(status, 201);
    let files = stored_files(&app);
    assert_eq!(files.len(), 1);
    let stored = std::fs::read(&files[0]).unwrap();
    assert!(stored.starts_with(&[0xFF, 0xD8, 0xFF]));
    assert!(!stored.windows(4).any(|w| w == b"Exif"));
    assert!(!stored.windows(3).any(|w| w == b"GPS"));
    assert!(!stored.windows(6).any(|w| w == b"Secret"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn six_photos_are_too_many() {
    let app = spawn_app().await;
    let images = (0..6).map(|_| ("p.jpg", "image/jpeg", jpeg(16, 16))).collect();
    let (status, body) = submit(&app, form(&assessment_data(), images)).await;
    assert_eq!(status, 422);
    let f = &body["error"]["fields"][0];
    assert_eq!(
        (f["field"].as_str(), f["code"].as_str(), f["params"]["max"].as_i64()),
        (Some("images"), Some("too_many_files"), Some(5))
    );
    assert!(stored_files(&app).is_empty());
    assert_eq!(app.count("assessments").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_pdf_renamed_jpg_is_refused_by_its_content() {
    let app = spawn_app().await;
    let pdf = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF".to_vec();
    let (status, body) = submit(
        &app,
        form(&assessment_data(), vec![("ok.jpg", "image/jpeg", jpeg(16, 16)), ("scan.jpg", "image/jpeg", pdf)]),
    )
    .await;
    assert_eq!(status, 422);
    let codes = field_codes(&body);
    assert_eq!(codes, [("images".to_string(), "file_type".to_string())]);
    assert_eq!(body["error"]["fields"][0]["params"]["index"], 1);
    assert!(stored_files(&app).is_empty(), "the valid photo of a refused submission is not kept");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_eleven_megabyte_photo_is_too_large() {
    let app = spawn_app().await;
    let mut big = jpeg(16, 16);
    big.resize(11 * 1024 * 1024, 0);
    let (status, body) = submit(&app, form(&assessment_data(), vec![("big.jpg", "image/jpeg", big)])).await;
    assert_eq!(status, 422);
    let f = &body["error"]["fields"][0];
    assert_eq!((f["code"].as_str(), f["params"]["maxMb"].as_i64()), (Some("file_too_large"), Some(10)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_pixel_flood_is_refused_without_decoding_it() {
    let app = spawn_app().await;
    let (status, body) =
        submit(&app, form(&assessment_data(), vec![("flood.png", "image/png", pixel_flood_png())])).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(field_codes(&body), [("images".to_string(), "file_type".to_string())]);
    assert!(stored_files(&app).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_body_over_52_megabytes_is_413() {
    let app = spawn_app().await;
    let chunk = vec![0u8; 9 * 1024 * 1024];
    let images = (0..6).map(|_| ("x.jpg", "image/jpeg", chunk.clone())).collect();
    let res = app.client.post(app.url("/api/assessments")).multipart(form(&assessment_data(), images)).send().await;
    // The server may close the connection after answering 413 while the client still sends.
    if let Ok(res) = res {
        assert_eq!(res.status(), 413);
    }
    assert_eq!(app.count("assessments").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn assessment_answers_are_validated_with_the_core_rules() {
    let app = spawn_app().await;
    let (status, body) = submit(&app, form(&serde_json::json!({"symptoms": ["none", "pain"]}), vec![])).await;
    assert_eq!(status, 422);
    let codes = field_codes(&body);
    assert!(codes.contains(&("size".into(), "required".into())));
    assert!(codes.contains(&("symptoms".into(), "format".into())));
    let res = app
        .client
        .post(app.url("/api/assessments"))
        .multipart(Form::new().text("data", "{broken"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_repeated_assessment_with_its_key_stores_nothing_new() {
    let app = spawn_app().await;
    let send = || {
        app.client
            .post(app.url("/api/assessments"))
            .header("Idempotency-Key", "asm-1")
            .multipart(form(&assessment_data(), vec![("a.jpg", "image/jpeg", jpeg(20, 20))]))
            .send()
    };
    let first = send().await.unwrap();
    assert_eq!(first.status(), 201);
    let first = first.text().await.unwrap();
    let second = send().await.unwrap();
    assert_eq!(second.status(), 201);
    assert_eq!(second.text().await.unwrap(), first);
    assert_eq!(app.count("assessments").await, 1);
    assert_eq!(stored_files(&app).len(), 1);
}

#[tokio::test]
async fn ten_thousand_image_parts_get_one_short_refusal() {
    let app = spawn_app().await;
    // Written by hand: a client library nests ten thousand parts too deeply.
    let mut body = format!(
        "--b\r\nContent-Disposition: form-data; name=\"data\"\r\nContent-Type: application/json\r\n\r\n{}\r\n",
        assessment_data()
    );
    for _ in 0..10_000 {
        body.push_str("--b\r\nContent-Disposition: form-data; name=\"images\"; filename=\"x.png\"\r\nContent-Type: image/png\r\n\r\n\r\n");
    }
    body.push_str("--b--\r\n");
    let res = app
        .client
        .post(app.url("/api/assessments"))
        .header("content-type", "multipart/form-data; boundary=b")
        .body(body)
        .send()
        .await;
    // The server may close the connection after answering while the client still sends.
    if let Ok(res) = res {
        assert_eq!(res.status(), 422);
        let body = res.text().await.unwrap();
        assert!(body.len() < 300, "a short answer: {} bytes", body.len());
        assert!(body.contains("too_many_files"), "{body}");
    }
    assert_eq!(app.count("assessments").await, 0);
    assert!(stored_files(&app).is_empty());
}

#[tokio::test]
async fn the_database_and_stored_photos_are_readable_by_the_server_alone() {
    use std::os::unix::fs::PermissionsExt;
    let app = spawn_app().await;
    let (status, _) = submit(&app, form(&assessment_data(), vec![("a.jpg", "image/jpeg", jpeg(64, 48))])).await;
    assert_eq!(status, 201);
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let photo = &stored_files(&app)[0];
    assert_eq!(mode(photo), 0o600, "{}", photo.display());
    assert_eq!(mode(photo.parent().unwrap()), 0o700);
    assert_eq!(mode(&app.uploads_dir()), 0o700);
    if app.database_url.starts_with("sqlite://") {
        assert_eq!(mode(&app.dir.path().join("clinic.db")), 0o600);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn size_and_location_may_be_the_patients_own_words_as_design_4_has_them() {
    let app = spawn_app().await;
    for (size, expected_min) in [("3 cm", 15_000), ("25 mm", 15_000), ("3公分", 15_000), ("3 センチ", 15_000)] {
        let mut data = assessment_data();
        data["size"] = serde_json::json!(size);
        data["location"] = serde_json::json!("upper back");
        let (status, body) = submit(&app, form(&data, vec![])).await;
        assert_eq!(status, 201, "{size}: {body}");
        assert_eq!(body["result"]["estimatedCost"]["min"], expected_min, "{size}");
    }
    // Words that give no measurement are kept and triaged as of unknown size, never refused.
    let mut data = assessment_data();
    data["size"] = serde_json::json!("about as big as a grape");
    let (status, body) = submit(&app, form(&data, vec![])).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["result"]["reasons"], serde_json::json!(["unknown_size"]));
    let kept: String = sqlx::query_scalar("SELECT answers FROM assessments WHERE id = $1")
        .bind(body["id"].as_str().unwrap())
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert!(kept.contains("about as big as a grape"), "{kept}");
    // The form's codes still work.
    let (status, _) = submit(&app, form(&assessment_data(), vec![])).await;
    assert_eq!(status, 201);
}
