//! The prerendered site: clean URLs, precompressed files, caching, real 404s per language, HEAD.

use crate::common;

use common::*;
use std::path::Path;

fn write(root: &Path, rel: &str, body: &[u8]) {
    let p = root.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, body).unwrap();
}

const BOOT: &[u8] = b"document.documentElement.classList.add('dark');\n";

async fn site() -> TestApp {
    let dist = tempfile::tempdir().unwrap().keep();
    write(&dist, "index.html", b"<h1>zh-TW home</h1>");
    write(&dist, "en/index.html", b"<h1>en home</h1>");
    write(&dist, "en/about/index.html", b"<h1>en about</h1>");
    write(&dist, "404.html", b"<h1>zh-TW 404</h1>");
    write(&dist, "ar/404.html", b"<h1 dir=rtl>ar 404</h1>");
    write(&dist, "assets/app-1a2b3c.js", b"console.log('plain')");
    write(&dist, "assets/app-1a2b3c.js.br", b"BROTLI-BYTES");
    write(&dist, "assets/app-1a2b3c.js.gz", b"GZIP-BYTES");
    write(&dist, "assets/core-9f8e.wasm", b"\0asm\x01\0\0\0");
    write(&dist, "robots.txt", b"User-agent: *");
    write(&dist, "boot.js", BOOT);
    spawn_with(Options { dist: Some(dist), ..Default::default() }).await
}

async fn get(app: &TestApp, path: &str, encoding: Option<&str>) -> (u16, reqwest::header::HeaderMap, String) {
    let client = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
    let mut req = client.get(app.url(path));
    if let Some(e) = encoding {
        req = req.header("accept-encoding", e);
    }
    let res = req.send().await.unwrap();
    let status = res.status().as_u16();
    let headers = res.headers().clone();
    (status, headers, res.text().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn clean_urls_map_to_index_files() {
    let app = site().await;
    assert_eq!(get(&app, "/", None).await.2, "<h1>zh-TW home</h1>");
    assert_eq!(get(&app, "/en", None).await.2, "<h1>en home</h1>");
    assert_eq!(get(&app, "/en/", None).await.2, "<h1>en home</h1>");
    let (status, headers, body) = get(&app, "/en/about", None).await;
    assert_eq!((status, body.as_str()), (200, "<h1>en about</h1>"));
    assert!(headers["content-type"].to_str().unwrap().starts_with("text/html"));
    assert!(headers["cache-control"].to_str().unwrap().contains("max-age=60"));
    assert_eq!(get(&app, "/robots.txt", None).await.2, "User-agent: *");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn hashed_assets_are_immutable_and_precompressed_when_accepted() {
    let app = site().await;
    let (_, h, body) = get(&app, "/assets/app-1a2b3c.js", Some("gzip, deflate, br")).await;
    assert_eq!(body, "BROTLI-BYTES");
    assert_eq!(h["content-encoding"], "br");
    assert_eq!(h["vary"], "Accept-Encoding");
    assert_eq!(h["cache-control"], "public, max-age=31536000, immutable");
    assert!(h["content-type"].to_str().unwrap().starts_with("text/javascript"));
    let (_, h, body) = get(&app, "/assets/app-1a2b3c.js", Some("gzip")).await;
    assert_eq!((body.as_str(), h["content-encoding"].to_str().unwrap()), ("GZIP-BYTES", "gzip"));
    let (_, h, body) = get(&app, "/assets/app-1a2b3c.js", None).await;
    assert_eq!(body, "console.log('plain')");
    assert!(!h.contains_key("content-encoding"));
    let (status, h, _) = get(&app, "/assets/core-9f8e.wasm", None).await;
    assert_eq!((status, h["content-type"].to_str().unwrap()), (200, "application/wasm"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn unknown_pages_are_404_with_the_page_of_their_language() {
    let app = site().await;
    let (status, _, body) = get(&app, "/ar/nope", None).await;
    assert_eq!((status, body.as_str()), (404, "<h1 dir=rtl>ar 404</h1>"));
    let (status, _, body) = get(&app, "/nope/deeper", None).await;
    assert_eq!((status, body.as_str()), (404, "<h1>zh-TW 404</h1>"));
    let (status, _, body) = get(&app, "/en/nope", None).await;
    assert_eq!(
        (status, body.as_str()),
        (404, "<h1>zh-TW 404</h1>"),
        "en has no 404 page of its own here: the default one"
    );
    for evil in ["/../Cargo.toml", "/%2e%2e/%2e%2e/etc/passwd", "/.env"] {
        assert_eq!(get(&app, evil, None).await.0, 404, "{evil}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_a_built_site_unknown_paths_still_get_a_404_page() {
    let app = spawn_app().await;
    let res = app.get("/anything").await;
    assert_eq!(res.status(), 404);
    assert!(res.text().await.unwrap().contains("404"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn head_requests_get_headers_without_a_body() {
    let app = site().await;
    let res = app.client.head(app.url("/en/about")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-length"], "17");
    assert!(res.text().await.unwrap().is_empty());
    assert_eq!(app.client.head(app.url("/missing")).send().await.unwrap().status(), 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_policy_allows_the_inlined_theme_script_by_its_hash_and_no_other_inline_script() {
    use base64::Engine;
    use sha2::{Digest, Sha256};
    let app = site().await;
    let (_, headers, _) = get(&app, "/en", None).await;
    let csp = headers["content-security-policy"].to_str().unwrap();
    let script_src = csp.split(';').map(str::trim).find(|d| d.starts_with("script-src")).unwrap();
    let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(BOOT));
    assert_eq!(script_src, format!("script-src 'self' 'wasm-unsafe-eval' 'sha256-{hash}'"));
    // Without a boot.js, nothing inline is allowed.
    let bare = spawn_app().await;
    let csp = bare.get("/healthz").await.headers()["content-security-policy"].to_str().unwrap().to_string();
    assert!(csp.contains("script-src 'self' 'wasm-unsafe-eval';"), "{csp}");
}
