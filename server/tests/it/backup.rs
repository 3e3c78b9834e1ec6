//! `clinic backup` under load and `clinic restore` into a fresh data folder: every booking acknowledged
//! before the backup began is there after the restore, and so is every photo its rows name.

use crate::common;

use clinic_server::cli::backup::{self, BackupError};
use clinic_server::storage::Db;
use common::*;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Sends a self-assessment with one photo and returns the stored photo's path in the upload store.
async fn assessment_with_photo(app: &TestApp) -> String {
    let img = image::ImageBuffer::from_fn(40, 30, |x, y| image::Rgb([(x * 6) as u8, (y * 8) as u8, 120]));
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 90).encode_image(&img).expect("encode");
    let form = reqwest::multipart::Form::new().text("data", assessment_data().to_string()).part(
        "images",
        reqwest::multipart::Part::bytes(jpeg).file_name("lump.jpg").mime_str("image/jpeg").expect("mime"),
    );
    let res = app.client.post(app.url("/api/assessments")).multipart(form).send().await.expect("send");
    assert_eq!(res.status(), 201);
    sqlx::query_scalar("SELECT object_path FROM assessment_photos").fetch_one(&app.db.pool).await.expect("photo row")
}

fn on_postgres() -> bool {
    std::env::var("TEST_DATABASE_URL").map(|u| !u.is_empty()).unwrap_or(false)
}

async fn codes_in(db: &Db) -> HashSet<String> {
    sqlx::query_scalar::<_, String>("SELECT code FROM bookings")
        .fetch_all(&db.pool)
        .await
        .expect("codes")
        .into_iter()
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_backup_taken_under_load_restores_every_booking_acknowledged_before_it() {
    if on_postgres() {
        return; // PostgreSQL is backed up with pg_dump; the refusal is tested below.
    }
    let app = Arc::new(spawn_with(Options { slot_capacity: 100_000, ..Options::default() }).await);
    let photo = assessment_with_photo(&app).await;

    // Patients keep booking from eight clients while the backup runs.
    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let mut clients = Vec::new();
    for worker in 0..8 {
        let (app, acknowledged, stop) = (app.clone(), acknowledged.clone(), stop.clone());
        clients.push(tokio::spawn(async move {
            let mut n = 0usize;
            while !stop.load(Ordering::Relaxed) {
                let day = open_day((worker + n) % 20);
                let res = app.post_json("/api/bookings", &booking(&day, "10:00")).await;
                if res.status() == 201 {
                    let body: serde_json::Value = res.json().await.expect("json");
                    let code = body["confirmationCode"].as_str().expect("code").replace('-', "");
                    acknowledged.lock().expect("lock").push(code);
                }
                n += 1;
            }
        }));
    }
    while acknowledged.lock().expect("lock").len() < 200 {
        tokio::task::yield_now().await;
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let before: Vec<String> = acknowledged.lock().expect("lock").clone();
    let dest = app.dir.path().join("backup");
    let upload_store = format!("file://{}", app.uploads_dir().display());
    let report = backup::backup(&app.db, &upload_store, &dest).await.expect("backup under load");
    stop.store(true, Ordering::Relaxed);
    for c in clients {
        c.await.expect("client");
    }
    assert_eq!(report.manifest.photos.len(), 1, "the one photo is in the backup");

    // Restore into a fresh data folder, as a clinic would on a new machine.
    let fresh = tempfile::tempdir().expect("temp dir");
    let db_url = format!("sqlite://{}/data/clinic.db", fresh.path().display());
    let restored_uploads = fresh.path().join("data/uploads");
    let manifest =
        backup::restore(&dest, &db_url, &format!("file://{}", restored_uploads.display())).await.expect("restore");
    assert_eq!(manifest.bookings, report.manifest.bookings);
    let restored = Db::connect(&db_url).await.expect("open restored");
    let codes = codes_in(&restored).await;
    let missing: Vec<_> = before.iter().filter(|c| !codes.contains(*c)).collect();
    assert!(missing.is_empty(), "{} acknowledged bookings missing after restore", missing.len());
    let photo_back = std::fs::read(restored_uploads.join(&photo)).expect("photo restored");
    assert_eq!(photo_back, std::fs::read(app.uploads_dir().join(&photo)).expect("original"));

    // The backup is private to the server's user.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &std::path::Path| std::fs::metadata(p).expect("meta").permissions().mode() & 0o777;
        assert_eq!(mode(&dest), 0o700);
        assert_eq!(mode(&dest.join(backup::DB_FILE)), 0o600);
        assert_eq!(mode(&dest.join(backup::MANIFEST)), 0o600);
    }
}

#[tokio::test]
async fn a_restore_never_overwrites_a_live_database_nor_takes_an_altered_backup() {
    if on_postgres() {
        return;
    }
    let app = spawn_app().await;
    let day = open_day(0);
    assert_eq!(app.post_json("/api/bookings", &booking(&day, "11:00")).await.status(), 201);
    let dest = app.dir.path().join("backup");
    let uploads = format!("file://{}", app.uploads_dir().display());
    backup::backup(&app.db, &uploads, &dest).await.expect("backup");

    // A second backup into the same folder is refused rather than mixed in.
    assert!(matches!(backup::backup(&app.db, &uploads, &dest).await, Err(BackupError::NotEmpty(_))));
    // Restoring over the running database is refused.
    assert!(matches!(backup::restore(&dest, &app.database_url, &uploads).await, Err(BackupError::TargetExists(_))));

    // A damaged copy is refused before anything is written.
    let db_file = dest.join(backup::DB_FILE);
    let mut bytes = std::fs::read(&db_file).expect("read");
    let last = bytes.len() - 1;
    bytes[last] ^= 0xff;
    std::fs::write(&db_file, bytes).expect("write");
    let fresh = tempfile::tempdir().expect("temp dir");
    let target = fresh.path().join("clinic.db");
    let result = backup::restore(&dest, &format!("sqlite://{}", target.display()), &uploads).await;
    assert!(matches!(result, Err(BackupError::Checksum)), "{result:?}");
    assert!(!target.exists());
}

#[tokio::test]
async fn postgresql_is_pointed_to_pg_dump() {
    if !on_postgres() {
        return;
    }
    let app = spawn_app().await;
    let dest = app.dir.path().join("backup");
    let result = backup::backup(&app.db, "file:///nonexistent", &dest).await;
    assert!(matches!(result, Err(BackupError::NotSqlite)));
    assert!(result.err().map(|e| e.to_string().contains("pg_dump")).unwrap_or(false));
}
