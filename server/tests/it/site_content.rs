//! The site's content in the database (issue 27, point 1 and the translation state of point 3): seeded
//! from the repository's `content/` at the first start, written back by `clinic content export` byte for
//! byte, never re-seeded over the clinic's edits, and a change of the source language's text marks every
//! other language of that document "needs update".

use crate::common::{spawn_with, Options};
use clinic_server::site::content_files::{read_folder, Document};
use clinic_server::storage::site_content::{self, TranslatedFrom};
use clinic_server::storage::StorageError;
use std::path::PathBuf;
use std::process::Command;

fn repository_content() -> Vec<Document> {
    read_folder(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../content")).expect("content folder")
}

/// Publishes one document through the writer, as the dashboard will.
async fn publish(app: &crate::common::TestApp, path: &str, body: &str, translated: TranslatedFrom) -> i64 {
    let (path, body) = (path.to_string(), body.to_string());
    app.writer()
        .transact(move |conn| {
            Box::pin(async move {
                site_content::publish(conn, &path, &body, translated, "editor@clinic.example", 1)
                    .await
                    .map_err(StorageError::from)
            })
        })
        .await
        .expect("published")
}

#[tokio::test]
async fn the_first_start_seeds_the_content_and_export_writes_the_same_files() {
    let app = spawn_with(Options::default()).await;
    let repo = repository_content();
    assert_eq!(site_content::published(&app.db).await.expect("published"), repo, "the database holds the folder");

    // The command a developer runs, on the app's own database.
    let out = tempfile::tempdir().expect("temp dir");
    let export = Command::new(env!("CARGO_BIN_EXE_clinic"))
        .args(["content", "export"])
        .arg(out.path())
        .env("DATABASE_URL", &app.database_url)
        .output()
        .expect("clinic content export runs");
    assert!(export.status.success(), "{}", String::from_utf8_lossy(&export.stderr));
    assert!(String::from_utf8_lossy(&export.stdout).contains(&format!("{} documents written", repo.len())));
    let exported = read_folder(out.path()).expect("exported folder");
    assert_eq!(exported.len(), repo.len());
    for (got, want) in exported.iter().zip(&repo) {
        assert_eq!(got.path, want.path);
        assert!(got.body == want.body, "{} differs from the repository's file after export", got.path);
    }
}

#[tokio::test]
async fn a_source_edit_marks_the_other_languages_and_a_new_translation_clears_its_own() {
    let mut app = spawn_with(Options::default()).await;
    assert!(site_content::needing_update(&app.db).await.expect("list").is_empty(), "the seed is in step");
    let faq = |lang: &str| format!("{lang}/faq.json");
    let source =
        site_content::document(&mut app.db.pool.acquire().await.unwrap(), &faq("zh-TW")).await.unwrap().unwrap();
    assert_eq!(source.translation, None, "the source follows nothing");

    let edited = source.body.replacen("[", "[\n", 1);
    assert_eq!(publish(&app, &faq("zh-TW"), &edited, TranslatedFrom::CurrentSource).await, 2);
    let behind: Vec<String> =
        site_content::needing_update(&app.db).await.expect("list").into_iter().map(|d| d.path).collect();
    assert_eq!(behind, ["ar", "en", "es", "hi", "ja", "ko"].map(faq), "every other language of the FAQ, nothing else");

    // A typo fixed in ja keeps it behind; its new translation brings it in step.
    let ja = site_content::document(&mut app.db.pool.acquire().await.unwrap(), &faq("ja")).await.unwrap().unwrap();
    publish(&app, &faq("ja"), &ja.body, TranslatedFrom::Unchanged).await;
    let still = site_content::document(&mut app.db.pool.acquire().await.unwrap(), &faq("ja")).await.unwrap().unwrap();
    assert_eq!((still.revision, still.translation.map(|t| t.needs_update())), (2, Some(true)));
    publish(&app, &faq("ja"), &ja.body, TranslatedFrom::CurrentSource).await;
    let behind = site_content::needing_update(&app.db).await.expect("list");
    assert!(behind.iter().all(|d| d.path != faq("ja")) && behind.len() == 5, "ja is in step again");
    assert_eq!(
        site_content::revision_body(&app.db, &faq("zh-TW"), 1).await.unwrap().as_deref(),
        Some(source.body.as_str()),
        "the source's earlier text stays for the translator's diff"
    );

    // A database from before the fee schedule: its documents are not there.
    for table in ["content_revisions", "content_documents"] {
        let sql = format!("DELETE FROM {table} WHERE path LIKE '%fees.json'");
        sqlx::query(&sql).execute(&app.db.pool).await.unwrap();
    }

    // A restart never seeds over the clinic's edits, and seeds the documents the format added since.
    let (url, uploads) = (app.database_url.clone(), app.uploads_dir());
    app.stop().await;
    let again = spawn_with(Options { reuse: Some((url, uploads)), ..Options::default() }).await;
    let mut conn = again.db.pool.acquire().await.unwrap();
    let kept = site_content::document(&mut conn, &faq("zh-TW")).await.unwrap().unwrap();
    assert_eq!((kept.revision, kept.body), (2, edited));
    let fees = site_content::document(&mut conn, "en/fees.json").await.unwrap().expect("the fee schedule seeded");
    assert_eq!(fees.revision, 1);
    assert_eq!(fees.translation.map(|t| t.needs_update()), Some(false), "in step with its seeded source");
    assert!(site_content::document(&mut conn, "fees.json").await.unwrap().is_some());
}

#[tokio::test]
async fn no_path_outside_the_format_is_stored() {
    let app = spawn_with(Options::default()).await;
    for path in ["../escape.json", "en/../../x.md", "check.mjs", "de/faq.json"] {
        let p = path.to_string();
        let refused = app
            .writer()
            .transact(move |conn| {
                Box::pin(async move {
                    site_content::publish(conn, &p, "{}", TranslatedFrom::CurrentSource, "x", 1)
                        .await
                        .map_err(StorageError::from)
                })
            })
            .await;
        assert!(refused.is_err(), "{path} refused");
    }
    assert_eq!(site_content::published(&app.db).await.unwrap().len(), repository_content().len());
}
