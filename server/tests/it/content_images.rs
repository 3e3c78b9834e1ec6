//! Images for the site's content (issue 27): an editor uploads a photo, which comes back re-encoded
//! without its EXIF at each width up to its own, served publicly with immutable caching; staff
//! without a content role cannot upload; a file that is not an image is refused and nothing stored;
//! the same image twice is one image.

use crate::common::staff::{with_content_role, StaffClient};
use crate::common::{signed_in, spawn_app, spawn_with, Options, TestApp};
use serde_json::{json, Value};

/// A `w × h` JPEG with an EXIF block carrying GPS coordinates, as phones write them.
fn photo_with_gps(w: u32, h: u32) -> Vec<u8> {
    crate::common::photos::with_gps_exif(&crate::common::photos::jpeg(w, h), "Dr Lin")
}

/// Uploads `bytes` as the form's `image` part, as the dashboard does.
async fn upload(who: &StaffClient, bytes: Vec<u8>, alt: &str) -> (u16, Value) {
    let form = reqwest::multipart::Form::new().text("alt", alt.to_string()).part(
        "image",
        reqwest::multipart::Part::bytes(bytes).file_name("photo.jpg").mime_str("image/jpeg").expect("mime"),
    );
    let res = who
        .client
        .post(who.url("/api/admin/content/images"))
        .header("cookie", &who.cookie)
        .header("origin", &who.base)
        .header("x-csrf-token", &who.csrf)
        .multipart(form)
        .send()
        .await
        .expect("upload");
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

async fn images(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM content_images").fetch_one(&app.db.pool).await.expect("count")
}

fn media_files(app: &TestApp) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(app.uploads_dir().join("media"))
        .map(|d| d.filter_map(|e| Some(e.ok()?.file_name().to_string_lossy().into_owned())).collect())
        .unwrap_or_default();
    names.sort();
    names
}

#[tokio::test]
async fn an_editors_photo_is_stored_at_each_width_without_its_exif_and_served_to_everyone() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let editor = with_content_role(&app, &admin, "editor").await;
    let original = photo_with_gps(2000, 1500);
    assert!(original.windows(3).any(|w| w == b"GPS"));

    let (status, body) = upload(&editor, original, "A healed scar [day 7]").await;
    assert_eq!(status, 201, "{body}");
    let id = body["id"].as_str().expect("id");
    assert!(id.ends_with("-1600x1200"), "{id}: the widest stored size is in the id");
    assert_eq!((body["width"].as_u64(), body["height"].as_u64()), (Some(1600), Some(1200)));
    assert_eq!(body["url"], format!("/media/{id}.jpg"));
    assert_eq!(body["markdown"], format!("![A healed scar day 7](/media/{id}.jpg)"));
    let widths: Vec<u64> = body["sizes"].as_array().unwrap().iter().map(|s| s["width"].as_u64().unwrap()).collect();
    assert_eq!(widths, vec![480, 960, 1600]);

    // Each size is public (no session), the right type, immutable, re-encoded without the EXIF.
    for size in body["sizes"].as_array().unwrap() {
        let res = app.get(size["url"].as_str().unwrap()).await;
        assert_eq!(res.status(), 200, "{size}");
        let h = res.headers().clone();
        assert_eq!(h["content-type"], "image/jpeg");
        assert_eq!(h["cache-control"], "public, max-age=31536000, immutable");
        assert_eq!(h["x-content-type-options"], "nosniff");
        let bytes = res.bytes().await.unwrap();
        assert!(
            !bytes.windows(4).any(|w| w == b"Exif") && !bytes.windows(3).any(|w| w == b"GPS"),
            "{size}: metadata kept"
        );
        let decoded = image::load_from_memory(&bytes).expect("a whole JPEG");
        assert_eq!(u64::from(decoded.width()), size["width"].as_u64().unwrap());
        assert!(decoded.width() <= 2000);
    }
    // The Markdown's URL is the widest size; a browser that has it gets a 304.
    let widest = app.get(&format!("/media/{id}.jpg")).await;
    let etag = widest.headers()["etag"].clone();
    assert_eq!(image::load_from_memory(&widest.bytes().await.unwrap()).unwrap().width(), 1600);
    let again =
        app.client.get(app.url(&format!("/media/{id}.jpg"))).header("if-none-match", etag).send().await.unwrap();
    assert_eq!(again.status(), 304);

    // Names outside the rule and images never stored are 404.
    for path in [
        format!("/media/{id}-500.jpg"),
        format!("/media/{id}.png"),
        "/media/0000000000000000-1600x1200.jpg".to_string(),
        "/media/..%2Fassessments%2Fx.jpg".to_string(),
    ] {
        assert_eq!(app.get(&path).await.status(), 404, "{path}");
    }

    // The upload is in the audit log, and in the list editors pick images from.
    let (actor, target): (String, String) = sqlx::query_as(
        "SELECT actor_email, target_id FROM audit_log WHERE action = 'content.image' AND target_kind = 'content_image'",
    )
    .fetch_one(&app.db.pool)
    .await
    .expect("audit row");
    assert_eq!((actor.as_str(), target.as_str()), (editor.email.as_str(), id));
    let list: Value = editor.get("/api/admin/content/images").await.json().await.unwrap();
    assert_eq!((list["total"].as_i64(), list["items"][0]["id"].as_str()), (Some(1), Some(id)));
    assert_eq!(list["items"][0]["alt"], "A healed scar day 7");
}

#[tokio::test]
async fn a_small_image_is_never_enlarged() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let (status, body) = upload(&admin, photo_with_gps(700, 300), "").await;
    assert_eq!(status, 201, "{body}");
    let widths: Vec<u64> = body["sizes"].as_array().unwrap().iter().map(|s| s["width"].as_u64().unwrap()).collect();
    assert_eq!(widths, vec![480, 700]);
    assert_eq!(media_files(&app).len(), 2);
}

#[tokio::test]
async fn staff_without_a_content_role_cannot_upload_or_list() {
    let app = spawn_app().await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let (status, body) = upload(&staff, photo_with_gps(64, 48), "x").await;
    assert_eq!((status, body["error"]["code"].as_str()), (403, Some("forbidden")), "{body}");
    assert_eq!(staff.get("/api/admin/content/images").await.status(), 403);
    assert_eq!(app.get("/api/admin/content/images").await.status(), 401);
    assert_eq!(images(&app).await, 0);
    assert!(media_files(&app).is_empty());
}

#[tokio::test]
async fn a_file_that_is_not_an_image_is_refused_and_nothing_is_stored() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let editor = with_content_role(&app, &admin, "editor").await;

    let (status, body) = upload(&editor, b"%PDF-1.7 a price list".to_vec(), "fees").await;
    assert_eq!((status, body["error"]["fields"][0]["code"].as_str()), (422, Some("file_type")), "{body}");
    // A JPEG's start and nothing after: cannot be decoded.
    let truncated = photo_with_gps(64, 48)[..200].to_vec();
    let (status, body) = upload(&editor, truncated, "x").await;
    assert_eq!((status, body["error"]["fields"][0]["field"].as_str()), (422, Some("image")), "{body}");
    // Over the photo limit.
    let (status, _) = upload(&editor, vec![0xFF; 10 * 1024 * 1024 + 1], "big").await;
    assert_eq!(status, 413);
    // Not a form at all.
    let res = editor.post_json("/api/admin/content/images", &json!({"image": "x"})).await;
    assert_eq!(res.status(), 415);

    assert_eq!(images(&app).await, 0);
    assert!(media_files(&app).is_empty(), "{:?}", media_files(&app));
}

#[tokio::test]
async fn the_same_image_uploaded_twice_is_one_image() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let editor = with_content_role(&app, &admin, "reviewer").await;
    let photo = photo_with_gps(1200, 800);

    let (first, a) = upload(&editor, photo.clone(), "first").await;
    let (second, b) = upload(&admin, photo, "second").await;
    assert_eq!((first, second), (201, 200), "{a} {b}");
    assert_eq!(a["id"], b["id"]);
    assert_eq!(
        b["markdown"],
        format!("![second]({})", a["url"].as_str().unwrap()),
        "the answer carries this upload's text"
    );
    assert_eq!(images(&app).await, 1);
    assert_eq!(media_files(&app).len(), 3, "{:?}", media_files(&app));
}

#[tokio::test]
async fn an_image_uploaded_on_one_instance_is_served_by_another() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let (status, body) = upload(&admin, photo_with_gps(1000, 1000), "x").await;
    assert_eq!(status, 201, "{body}");
    let other =
        spawn_with(Options { reuse: Some((app.database_url.clone(), app.uploads_dir())), ..Options::default() }).await;
    let res = other.get(body["sizes"][0]["url"].as_str().unwrap()).await;
    assert_eq!((res.status().as_u16(), res.headers()["content-type"].to_str().unwrap()), (200, "image/jpeg"));
}

#[tokio::test]
async fn a_backup_holds_every_size_of_every_image_and_a_restore_brings_them_back() {
    if std::env::var("TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty()) {
        return; // `clinic backup` is for the embedded SQLite database
    }
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let (status, body) = upload(&admin, photo_with_gps(1200, 800), "x").await;
    assert_eq!(status, 201, "{body}");
    let dest = app.dir.path().join("backup");
    let uploads = format!("file://{}", app.uploads_dir().display());
    let report = clinic_server::cli::backup::backup(&app.db, &uploads, &dest).await.expect("backup");
    let stored: Vec<String> = media_files(&app).into_iter().map(|name| format!("media/{name}")).collect();
    let mut copied = report.manifest.site_files.clone();
    copied.sort();
    assert_eq!(copied, stored, "every size of the image, and nothing else");
    assert_eq!(stored.len(), 3);

    let fresh = tempfile::tempdir().expect("temp dir");
    let database_url = format!("sqlite://{}", fresh.path().join("clinic.db").display());
    let store = fresh.path().join("uploads");
    clinic_server::cli::backup::restore(&dest, &database_url, &format!("file://{}", store.display()))
        .await
        .expect("restore");
    let restored = spawn_with(Options { reuse: Some((database_url, store)), ..Options::default() }).await;
    for size in body["sizes"].as_array().expect("sizes") {
        let url = size["url"].as_str().expect("url");
        let (before, after) = (app.get(url).await, restored.get(url).await);
        assert_eq!((before.status().as_u16(), after.status().as_u16()), (200, 200), "{url}");
        assert_eq!(before.bytes().await.unwrap(), after.bytes().await.unwrap(), "{url}");
    }
}
