//! Publishing the site (issue 27 point 5): an approval renders the pages with the site's prerender
//! into a new version in the upload store and switches every instance to it; a rollback goes back; a
//! server that cannot render refuses the approval whole, and a failed render publishes nothing.
//!
//! The site here is a small build of its own: a `frontend/` folder with a prerender script that writes
//! the ja FAQ page from the content it is given, built once from the repository's content, as `make
//! build` builds the real one. Node runs it, as it runs the real prerender (the browser tests publish
//! through the real one: tests/e2e/content-publishing.spec.ts).

use crate::common::staff::StaffClient;
use crate::common::{signed_in, spawn_with, Options, TestApp};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const PRERENDER: &str = r#"
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const dist = process.env.PRERENDER_DIST;
const root = process.env.CONTENT_ROOT;
const faq = JSON.parse(readFileSync(join(root, 'content', 'ja', 'faq.json'), 'utf8'));
if (faq[0].answer.includes('FAIL-THE-RENDER')) {
  console.error('the page cannot be rendered');
  process.exit(3);
}
mkdirSync(join(dist, 'ja', 'faq'), { recursive: true });
writeFileSync(join(dist, 'ja', 'faq', 'index.html'), `<!doctype html><html lang="ja"><p>${faq[0].answer}</p></html>`);
// The day the pages are rendered for, as the real prerender takes it (the newly approved fees).
mkdirSync(join(dist, 'day'), { recursive: true });
writeFileSync(join(dist, 'day', 'index.html'), `<p>rendered for ${process.env.CLINIC_RENDER_TODAY ?? 'the build day'}</p>`);
"#;

/// A built site: `frontend/dist` with its pages rendered from the repository's content.
fn build_site(dir: &Path) -> PathBuf {
    let frontend = dir.join("frontend");
    std::fs::create_dir_all(frontend.join("scripts")).unwrap();
    std::fs::create_dir_all(frontend.join("dist-ssr")).unwrap();
    std::fs::create_dir_all(frontend.join("dist")).unwrap();
    std::fs::write(frontend.join("scripts/prerender.mjs"), PRERENDER).unwrap();
    std::fs::write(frontend.join("dist-ssr/entry-server.js"), "export {};\n").unwrap();
    std::fs::write(frontend.join("dist/index.html"), "<!doctype html><title>home</title>").unwrap();
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let status = std::process::Command::new("node")
        .arg(frontend.join("scripts/prerender.mjs"))
        .env("PRERENDER_DIST", frontend.join("dist"))
        .env("CONTENT_ROOT", &repo)
        .status()
        .expect("node runs");
    assert!(status.success());
    frontend.join("dist")
}

fn options(dist: &Path, versions: &Path, extra: &[(&'static str, String)]) -> Options {
    let mut env = vec![("CLINIC_SITE_VERSIONS", versions.display().to_string())];
    env.extend(extra.iter().cloned());
    Options { dist: Some(dist.to_path_buf()), env, ..Options::default() }
}

async fn page(app: &TestApp) -> String {
    app.get("/ja/faq/").await.text().await.unwrap()
}

async fn admin_changes_the_first_answer(admin: &StaffClient, answer: &str) -> reqwest::Response {
    let path = "ja/faq.json";
    let doc: Value = admin.get(&format!("/api/admin/content/document?path={path}")).await.json().await.unwrap();
    let mut faq: Value = serde_json::from_str(doc["body"].as_str().unwrap()).unwrap();
    faq[0]["answer"] = json!(answer);
    let body = serde_json::to_string_pretty(&faq).unwrap() + "\n";
    let draft = json!({"path": path, "body": body, "baseRevision": doc["revision"]});
    assert_eq!(admin.put_json("/api/admin/content/draft", &draft).await.status(), 200);
    assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
    admin.post_json("/api/admin/content/review", &json!({"path": path, "decision": "approve"})).await
}

async fn eventually_serves(app: &TestApp, text: &str) -> Duration {
    let started = Instant::now();
    loop {
        if page(app).await.contains(text) {
            return started.elapsed();
        }
        assert!(started.elapsed() < Duration::from_secs(10), "never served {text:?}: {}", page(app).await);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn an_approval_is_served_by_both_instances_and_a_rollback_brings_the_old_page_back() {
    let site = tempfile::tempdir().unwrap();
    let dist = build_site(site.path());
    let before = page_text_of(&dist);
    let a = spawn_with(options(&dist, &site.path().join("a"), &[])).await;
    let b = spawn_with(Options {
        reuse: Some((a.database_url.clone(), a.uploads_dir())),
        ..options(&dist, &site.path().join("b"), &[])
    })
    .await;
    assert!(page(&a).await.contains(&before) && page(&b).await.contains(&before), "both serve the build");

    let admin = signed_in(&a, "admin", None).await;
    let started = Instant::now();
    let res = admin_changes_the_first_answer(&admin, "予約は24時間オンラインで受け付けています。").await;
    let approved = started.elapsed();
    assert_eq!(res.status(), 200);
    let done: Value = res.json().await.unwrap();
    let first = done["version"].as_str().expect("a site version").to_string();
    assert!(
        page(&a).await.contains("予約は24時間オンラインで受け付けています。"),
        "the approving instance serves it at once"
    );
    let on_b = eventually_serves(&b, "予約は24時間オンラインで受け付けています。").await;
    eprintln!("site publishing: approval answered in {approved:?}, the other instance served it {on_b:?} later");

    let second = admin_changes_the_first_answer(&admin, "二度目の変更です。").await;
    assert_eq!(second.status(), 200);
    eventually_serves(&b, "二度目の変更です。").await;
    let versions: Value = admin.get("/api/admin/site/versions").await.json().await.unwrap();
    let items = versions["items"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!((items[0]["current"].as_bool(), items[1]["id"].as_str()), (Some(true), Some(first.as_str())));
    assert_eq!(versions["renders"], true);

    // Back to the first version, asked on the other instance: both serve it, and the document is
    // published again as that version shows it.
    let admin_b = signed_in(&b, "admin", None).await;
    let res = admin_b.post_json("/api/admin/site/rollback", &json!({"version": first})).await;
    assert_eq!(res.status(), 200);
    let rolled: Value = res.json().await.unwrap();
    assert_eq!(rolled["documentsRestored"], 1);
    eventually_serves(&b, "予約は24時間オンラインで受け付けています。").await;
    eventually_serves(&a, "予約は24時間オンラインで受け付けています。").await;
    let doc: Value = admin.get("/api/admin/content/document?path=ja/faq.json").await.json().await.unwrap();
    assert_eq!(doc["revision"], 4, "published again as a new revision");
    assert!(doc["body"].as_str().unwrap().contains("予約は24時間オンラインで受け付けています。"));
    assert_eq!(admin.post_json("/api/admin/site/rollback", &json!({"version": "site_nope"})).await.status(), 404);

    // A third instance started now serves the current version before its first request.
    let c = spawn_with(Options {
        reuse: Some((a.database_url.clone(), a.uploads_dir())),
        ..options(&dist, &site.path().join("c"), &[])
    })
    .await;
    assert!(page(&c).await.contains("予約は24時間オンラインで受け付けています。"));
}

/// The first answer as the build's page shows it.
fn page_text_of(dist: &Path) -> String {
    let html = std::fs::read_to_string(dist.join("ja/faq/index.html")).unwrap();
    html.split("<p>").nth(1).unwrap().split("</p>").next().unwrap().to_string()
}

#[tokio::test]
async fn a_server_that_cannot_render_or_a_failed_render_publishes_nothing() {
    let site = tempfile::tempdir().unwrap();
    let dist = build_site(site.path());
    let without_node =
        spawn_with(options(&dist, &site.path().join("a"), &[("CLINIC_NODE", "/nonexistent/node".into())])).await;
    let admin = signed_in(&without_node, "admin", None).await;
    let res = admin_changes_the_first_answer(&admin, "届かない変更").await;
    assert_eq!(res.status(), 503);
    let err: Value = res.json().await.unwrap();
    assert_eq!(err["error"]["code"], "publishing_unavailable");
    let doc: Value = admin.get("/api/admin/content/document?path=ja/faq.json").await.json().await.unwrap();
    assert_eq!(
        (doc["revision"].as_i64(), doc["draft"]["status"].as_str()),
        (Some(1), Some("in_review")),
        "nothing published"
    );
    let versions: Value = admin.get("/api/admin/site/versions").await.json().await.unwrap();
    assert_eq!((versions["renders"].as_bool(), versions["items"].as_array().unwrap().len()), (Some(false), 0));
    assert!(versions["reason"].as_str().unwrap().contains("Node.js"));

    let rendering = spawn_with(options(&dist, &site.path().join("b"), &[])).await;
    let admin = signed_in(&rendering, "admin", None).await;
    let res = admin_changes_the_first_answer(&admin, "FAIL-THE-RENDER").await;
    assert_eq!(res.status(), 422, "the change cannot be rendered: the reviewer's to fix, not a server fault");
    let err: Value = res.json().await.unwrap();
    assert_eq!(err["error"]["fields"][0]["code"], "unrenderable");
    let doc: Value = admin.get("/api/admin/content/document?path=ja/faq.json").await.json().await.unwrap();
    assert_eq!(
        (doc["revision"].as_i64(), doc["draft"]["status"].as_str()),
        (Some(1), Some("in_review")),
        "nothing published"
    );
    assert_eq!(
        std::fs::read_dir(rendering.uploads_dir()).map(|d| d.count()).unwrap_or(0),
        0,
        "no version object left behind"
    );
}

#[tokio::test]
async fn the_site_is_rendered_again_on_the_day_a_fee_stops_being_new() {
    use clinic_core::date::Date;
    use clinic_server::publishing::{approve::Deps, rerender};
    let site = tempfile::tempdir().unwrap();
    let dist = build_site(site.path());
    let app = spawn_with(options(&dist, &site.path().join("a"), &[])).await;
    let admin = signed_in(&app, "admin", None).await;
    let today = Date::clinic_today(clinic_server::storage::now_ms());

    // A fee approved today, published: the pages are rendered for today.
    let doc: Value = admin.get("/api/admin/content/document?path=fees.json").await.json().await.unwrap();
    let mut fees: Value = serde_json::from_str(doc["body"].as_str().unwrap()).unwrap();
    // Every other fee approved long ago: the only change ahead is this one's.
    for fee in fees.as_array_mut().unwrap() {
        fee["approvedOn"] = json!("2025-01-02");
    }
    fees[0]["approvedOn"] = json!(today.to_string());
    let body = serde_json::to_string_pretty(&fees).unwrap() + "\n";
    let draft = json!({"path": "fees.json", "body": body, "baseRevision": doc["revision"]});
    assert_eq!(admin.put_json("/api/admin/content/draft", &draft).await.status(), 200);
    assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": "fees.json"})).await.status(), 200);
    let res = admin.post_json("/api/admin/content/review", &json!({"path": "fees.json", "decision": "approve"})).await;
    assert_eq!(res.status(), 200);
    let day = |app: &TestApp| {
        let url = app.url("/day/");
        async move { reqwest::get(url).await.unwrap().text().await.unwrap() }
    };
    assert!(day(&app).await.contains(&format!("rendered for {today}")), "{}", day(&app).await);

    let running = app.running.as_ref().unwrap();
    let writer = app.writer();
    let deps = Deps { db: &app.db, writer: &writer, uploads: &running.uploads, publishing: &running.publishing };
    // Days 1 to 6: still new, nothing to do.
    assert_eq!(rerender::rerender_if_due(&deps, today.add_days(6)).await.unwrap(), None);
    // Day 7: no longer new; the site is rendered for that day, from the same content, and served.
    let on_day_7 = today.add_days(7);
    let version = rerender::rerender_if_due(&deps, on_day_7).await.unwrap().expect("rendered again");
    assert!(day(&app).await.contains(&format!("rendered for {on_day_7}")), "{}", day(&app).await);
    let versions: Value = admin.get("/api/admin/site/versions").await.json().await.unwrap();
    assert_eq!(versions["items"][0]["id"], version.as_str());
    let audited: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM audit_log WHERE action = 'site.rerender' AND target_id = $1")
            .bind(&version)
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(audited, 1);
    // Rendered for day 7: nothing is due again later on.
    assert_eq!(rerender::rerender_if_due(&deps, today.add_days(30)).await.unwrap(), None);
}

#[tokio::test]
async fn a_pack_left_without_its_version_by_a_cut_off_publication_is_removed_at_start() {
    let site = tempfile::tempdir().unwrap();
    let dist = build_site(site.path());
    let grace = [("CLINIC_ORPHAN_GRACE_SECS", "0".to_string())];
    let mut app = spawn_with(options(&dist, &site.path().join("a"), &grace)).await;
    let admin = signed_in(&app, "admin", None).await;
    assert_eq!(admin_changes_the_first_answer(&admin, "版を残します。").await.status(), 200);
    let packs = |dir: &Path| {
        let mut names: Vec<String> = std::fs::read_dir(dir.join("site-versions"))
            .map(|d| d.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect())
            .unwrap_or_default();
        names.sort();
        names
    };
    let uploads = app.uploads_dir();
    let kept = packs(&uploads);
    assert_eq!(kept.len(), 1, "the published version's pack: {kept:?}");
    // A render stored its pack, then the process died before the transaction recorded it.
    std::fs::write(uploads.join("site-versions/site_cut_off.pack"), b"never recorded").unwrap();

    let url = app.database_url.clone();
    app.stop().await;
    let again =
        spawn_with(Options { reuse: Some((url, uploads.clone())), ..options(&dist, &site.path().join("a"), &grace) })
            .await;
    assert_eq!(packs(&uploads), kept, "the orphan is gone, the version's pack kept");
    assert!(page(&again).await.contains("版を残します。"));
}

#[tokio::test]
async fn a_rollback_withdraws_a_document_published_after_the_version_and_it_can_come_back() {
    let site = tempfile::tempdir().unwrap();
    let dist = build_site(site.path());
    let app = spawn_with(options(&dist, &site.path().join("a"), &[])).await;
    let admin = signed_in(&app, "admin", None).await;
    let res = admin_changes_the_first_answer(&admin, "最初の版です。").await;
    let first: Value = res.json().await.unwrap();
    let first = first["version"].as_str().unwrap().to_string();

    // A new article after that version.
    let path = "zh-TW/articles/new-after-the-version.md";
    let article = |revision: i64| json!({"path": path, "body": "---\ntitle: 新文章\ndescription: 說明\n---\n內容。\n", "baseRevision": revision});
    let publish = |revision: i64| {
        let admin = &admin;
        async move {
            assert_eq!(admin.put_json("/api/admin/content/draft", &article(revision)).await.status(), 200);
            assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
            let res = admin.post_json("/api/admin/content/review", &json!({"path": path, "decision": "approve"})).await;
            assert_eq!(res.status(), 200);
            res.json::<Value>().await.unwrap()
        }
    };
    assert_eq!(publish(0).await["revision"], 1);

    // Back to the first version: the article is withdrawn with it, its history kept.
    let res = admin.post_json("/api/admin/site/rollback", &json!({"version": first})).await;
    assert_eq!(res.status(), 200);
    let doc = admin.get(&format!("/api/admin/content/document?path={path}")).await;
    assert_eq!(doc.status(), 404, "withdrawn");
    let docs = clinic_server::storage::site_content::published(&app.db).await.unwrap();
    assert!(docs.iter().all(|d| d.path != path), "not in the content an export writes");

    // Published again, it follows its history: revision 2.
    assert_eq!(publish(0).await["revision"], 2);
}

#[tokio::test]
async fn a_server_started_on_a_new_build_renders_the_published_content_against_it_before_serving() {
    let site = tempfile::tempdir().unwrap();
    let dist = build_site(site.path());
    let mut app = spawn_with(options(&dist, &site.path().join("a"), &[])).await;
    let admin = signed_in(&app, "admin", None).await;
    assert_eq!(admin_changes_the_first_answer(&admin, "新しいビルドでも残ります。").await.status(), 200);
    let (url, uploads) = (app.database_url.clone(), app.uploads_dir());

    // The same build again: the version is served as it is.
    app.stop().await;
    let mut same = spawn_with(Options {
        reuse: Some((url.clone(), uploads.clone())),
        ..options(&dist, &site.path().join("a"), &[])
    })
    .await;
    let versions = |app: &TestApp| {
        let db = app.db.clone();
        async move {
            sqlx::query_as::<_, (String, String)>(
                "SELECT created_by, build FROM site_versions ORDER BY created_at DESC",
            )
            .fetch_all(&db.pool)
            .await
            .unwrap()
        }
    };
    assert_eq!(versions(&same).await.len(), 1);
    same.stop().await;

    // A new build (its pages name other assets): the content is rendered against it before serving.
    std::fs::write(dist.join("index.html"), "<!doctype html><title>home</title><script src=/assets/new.js></script>")
        .unwrap();
    let again =
        spawn_with(Options { reuse: Some((url, uploads)), ..options(&dist, &site.path().join("a"), &[]) }).await;
    let after = versions(&again).await;
    assert_eq!(after.len(), 2, "{after:?}");
    assert_eq!(after[0].0, "system");
    assert_ne!(after[0].1, after[1].1, "recorded against the new build");
    assert!(page(&again).await.contains("新しいビルドでも残ります。"), "the clinic's text on the new build");
    let reason: String = sqlx::query_scalar("SELECT detail FROM audit_log WHERE action = 'site.rerender'")
        .fetch_one(&again.db.pool)
        .await
        .unwrap();
    assert!(reason.contains("new-build"), "{reason}");
}

/// A server on a built site whose first ja FAQ answer an admin changed to `answer`, approved and served.
async fn with_published_answer(answer: &str) -> (tempfile::TempDir, PathBuf, TestApp, StaffClient) {
    let site = tempfile::tempdir().unwrap();
    let dist = build_site(site.path());
    let app = spawn_with(options(&dist, &site.path().join("a"), &[])).await;
    let admin = signed_in(&app, "admin", None).await;
    assert_eq!(admin_changes_the_first_answer(&admin, answer).await.status(), 200);
    (site, dist, app, admin)
}

#[tokio::test]
async fn a_published_version_is_in_the_backup_and_served_after_a_restore() {
    if std::env::var("TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty()) {
        return; // `clinic backup` is for the embedded SQLite database
    }
    let (site, dist, app, _) = with_published_answer("バックアップの後も同じ答えです。").await;

    let dest = site.path().join("backup");
    let uploads = format!("file://{}", app.uploads_dir().display());
    let report = clinic_server::cli::backup::backup(&app.db, &uploads, &dest).await.expect("backup");
    assert_eq!(report.manifest.site_files.len(), 1, "the version's pack: {:?}", report.manifest.site_files);
    assert!(report.site_bytes > 0);

    let fresh = tempfile::tempdir().unwrap();
    let database_url = format!("sqlite://{}", fresh.path().join("clinic.db").display());
    let store = fresh.path().join("uploads");
    clinic_server::cli::backup::restore(&dest, &database_url, &format!("file://{}", store.display()))
        .await
        .expect("restore");
    let restored = spawn_with(Options {
        reuse: Some((database_url, store)),
        ..options(&dist, &site.path().join("restored"), &[])
    })
    .await;
    assert!(
        page(&restored).await.contains("バックアップの後も同じ答えです。"),
        "the restored server serves the version"
    );
}

#[tokio::test]
async fn a_version_whose_pack_is_gone_from_the_store_is_rendered_again_at_start() {
    let (site, dist, app, admin) = with_published_answer("パックがなくても同じ答えです。").await;
    let versions: Value = admin.get("/api/admin/site/versions").await.json().await.unwrap();
    let first = versions["items"][0]["id"].clone();
    let packs: Vec<String> =
        sqlx::query_scalar("SELECT object_path FROM site_versions").fetch_all(&app.db.pool).await.unwrap();
    for pack in &packs {
        std::fs::remove_file(app.uploads_dir().join(pack)).unwrap();
    }

    // A new instance on the same data, with no unpacked copy of its own.
    let other = spawn_with(Options {
        reuse: Some((app.database_url.clone(), app.uploads_dir())),
        ..options(&dist, &site.path().join("b"), &[])
    })
    .await;
    assert!(page(&other).await.contains("パックがなくても同じ答えです。"), "rendered again, not the build");
    let versions: Value = admin.get("/api/admin/site/versions").await.json().await.unwrap();
    let current = &versions["items"][0];
    assert_eq!((current["current"].as_bool(), current["createdBy"].as_str()), (Some(true), Some("system")));
    assert_ne!(current["id"], first, "a new version, with its pack in the store");
}
