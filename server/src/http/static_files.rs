//! The prerendered site (`CLINIC_DIST`): `/x/y` → `x/y/index.html`, plain files as they are, the
//! precompressed `file.br` / `file.gz` beside a file when the client accepts it, a year's immutable
//! cache for hashed `/assets/*`, a short one for HTML, and a real 404 status with the language's own
//! 404 page (`/ar/nope` → `ar/404.html`), or a minimal built-in page when the site is not built.
//!
//! Hand-written rather than tower-http's `ServeDir` because measured it serves about 5× the requests
//! (answers kept in memory; `ServeDir` opens and streams the file every time) and the language 404s
//! and the dashboard shell would need a custom fallback anyway: docs/decisions.md, 2026-11-23.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// Prefixed site languages (zh-TW has no prefix).
const PREFIXES: [&str; 6] = ["en", "ja", "ko", "es", "ar", "hi"];

const BUILTIN_404: &str = "<!doctype html><html lang=\"zh-TW\"><head><meta charset=\"utf-8\"><title>404</title>\
<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><meta name=\"robots\" content=\"noindex\"></head>\
<body><main><h1>404</h1><p>找不到這個頁面。 Page not found.</p><p><a href=\"/\">首頁 Home</a></p></main></body></html>";

/// How long a file read from disk is served from memory before it is looked up again: the hot
/// pages then cost no file-system call, and a rebuilt site is live within this time.
const FRESH_FOR: Duration = Duration::from_secs(2);
/// Files larger than this are not kept in memory.
const MAX_CACHED_FILE: usize = 4 * 1024 * 1024;
/// Most bytes of answers kept in memory. The cache is keyed on the file a path resolves to, so
/// `/assets/x.js`, `//assets/x.js` and `/assets/./x.js` share one entry, and is emptied when full.
const MAX_CACHED_BYTES: usize = 64 * 1024 * 1024;

/// A found file's answer, ready to send again.
#[derive(Clone)]
struct Cached {
    body: Bytes,
    content_type: &'static str,
    cache_control: &'static str,
    encoding: Option<&'static str>,
    /// A strong validator of exactly these bytes: a browser revalidating a page it has gets a 304.
    etag: HeaderValue,
    at: Instant,
}

/// The folder being served, and over it the published site version's pages, if any.
pub struct Site {
    root: PathBuf,
    /// The files of the site version in force (`site::versions`), looked up before `root`: the pages
    /// the clinic published since the build. One request reads it once, so it is answered wholly from
    /// one version.
    overlay: RwLock<Option<Arc<Overlay>>>,
    cache: RwLock<Cache>,
}

/// A site version's files on this machine.
#[derive(Debug)]
pub struct Overlay {
    /// The version's id.
    pub id: String,
    pub dir: PathBuf,
}

/// Answers by resolved file and accepted encodings, with their total size.
#[derive(Default)]
struct Cache {
    entries: HashMap<(PathBuf, u8), Cached>,
    bytes: usize,
}

impl Site {
    /// Serves `root`.
    pub fn new(root: impl Into<PathBuf>) -> Arc<Site> {
        Arc::new(Site { root: root.into(), overlay: RwLock::new(None), cache: RwLock::new(Cache::default()) })
    }

    /// Serves `overlay`'s files over the build's from the next request on (`None`: the build's alone).
    pub fn switch(&self, overlay: Option<Overlay>) {
        if let Ok(mut o) = self.overlay.write() {
            *o = overlay.map(Arc::new);
        }
        // Answers are cached by the file they came from, so none of the old version's would be served
        // again anyway; emptied so their memory goes too.
        if let Ok(mut c) = self.cache.write() {
            *c = Cache::default();
        }
    }

    /// The id of the site version served, if any.
    pub fn version(&self) -> Option<String> {
        self.overlay.read().ok().and_then(|o| o.as_ref().map(|o| o.id.clone()))
    }

    fn current_overlay(&self) -> Option<Arc<Overlay>> {
        self.overlay.read().ok().and_then(|o| o.clone())
    }

    /// The folder served.
    pub fn root(&self) -> &Path {
        &self.root
    }
}

/// The media type of a file name.
pub fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "gif" => "image/gif",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "pdf" => "application/pdf",
        "mp4" => "video/mp4",
        _ => "application/octet-stream",
    }
}

/// The URL path as safe relative segments, or `None` for anything that could leave the folder or
/// reach hidden files.
fn segments(path: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for raw in path.split('/').filter(|s| !s.is_empty()) {
        let seg = percent_encoding::percent_decode_str(raw).decode_utf8().ok()?.into_owned();
        if seg.starts_with('.') || seg.contains(['/', '\\', '\0']) {
            return None;
        }
        out.push(seg);
    }
    Some(out)
}

fn accepts(headers: &HeaderMap, coding: &str) -> bool {
    headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(
        |item| {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or("").trim();
            let q_zero =
                parts.any(|p| matches!(p.trim().replace(' ', "").as_str(), "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
            name.eq_ignore_ascii_case(coding) && !q_zero
        },
    )
}

async fn is_file(p: &Path) -> bool {
    tokio::fs::metadata(p).await.map(|m| m.is_file()).unwrap_or(false)
}

/// The staff dashboard is one HTML shell (its own build) that routes in the browser: every path below
/// `/medical-dashboard`, also behind a language prefix, is answered with that shell.
const DASHBOARD_SHELL: &str = "medical-dashboard/index.html";

fn is_dashboard_path(segs: &[String]) -> bool {
    let rest = match segs.first() {
        Some(first) if PREFIXES.contains(&first.as_str()) => &segs[1..],
        _ => segs,
    };
    rest.first().is_some_and(|s| s == "medical-dashboard")
}

/// Finds the file a path names in the version's files, then in the build's.
async fn resolve_in(overlay: Option<&Overlay>, root: &Path, segs: &[String]) -> Option<PathBuf> {
    if let Some(o) = overlay {
        if let Some(found) = resolve(&o.dir, segs).await {
            return Some(found);
        }
    }
    resolve(root, segs).await
}

/// Finds the file a path names: the file itself, or the folder's `index.html`.
async fn resolve(root: &Path, segs: &[String]) -> Option<PathBuf> {
    let mut p = root.to_path_buf();
    p.extend(segs);
    if !segs.is_empty() && is_file(&p).await {
        return Some(p);
    }
    let index = p.join("index.html");
    is_file(&index).await.then_some(index)
}

/// Reads `file` or its precompressed sibling; returns bytes and the Content-Encoding used.
async fn read_best(file: &Path, headers: &HeaderMap) -> Option<(Vec<u8>, Option<&'static str>)> {
    for (coding, ext) in [("br", "br"), ("gzip", "gz")] {
        if accepts(headers, coding) {
            let mut name = file.as_os_str().to_owned();
            name.push(".");
            name.push(ext);
            if let Ok(bytes) = tokio::fs::read(PathBuf::from(name)).await {
                return Some((bytes, Some(coding)));
            }
        }
    }
    tokio::fs::read(file).await.ok().map(|b| (b, None))
}

fn cache_control(url_path: &str, file: &Path) -> &'static str {
    if url_path.starts_with("/assets/") {
        "public, max-age=31536000, immutable"
    } else if file.extension().is_some_and(|e| e == "html") {
        "public, max-age=60, must-revalidate"
    } else {
        "public, max-age=3600"
    }
}

async fn load(file: &Path, url_path: &str, headers: &HeaderMap, status: StatusCode) -> Option<Cached> {
    let (bytes, encoding) = read_best(file, headers).await?;
    let cache_control = if status == StatusCode::OK { cache_control(url_path, file) } else { "no-cache" };
    Some(Cached {
        etag: etag_of(&bytes),
        body: Bytes::from(bytes),
        content_type: content_type(file),
        cache_control,
        encoding,
        at: Instant::now(),
    })
}

/// A strong entity tag: the first 128 bits of the bytes' SHA-256. A precompressed variant has other
/// bytes and so another tag, as a strong validator must.
fn etag_of(bytes: &[u8]) -> HeaderValue {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(bytes);
    let hex: String = digest.iter().take(16).map(|b| format!("{b:02x}")).collect();
    HeaderValue::from_str(&format!("\"{hex}\"")).unwrap_or_else(|_| HeaderValue::from_static("\"0\""))
}

/// Whether the request's `If-None-Match` names this tag (RFC 9110 §13.1.2: weak comparison, `*`).
fn not_modified(headers: &HeaderMap, etag: &HeaderValue) -> bool {
    let ours = etag.as_bytes();
    headers.get_all(header::IF_NONE_MATCH).iter().flat_map(|v| v.as_bytes().split(|&b| b == b',')).any(|tag| {
        let tag = tag.trim_ascii();
        tag == b"*" || tag.strip_prefix(b"W/").unwrap_or(tag) == ours
    })
}

fn respond(c: Cached, status: StatusCode, headers: &HeaderMap) -> Response {
    // A page the browser already holds costs one round trip and no body (a revisit on a slow phone).
    let unchanged = status == StatusCode::OK && not_modified(headers, &c.etag);
    let mut res = if unchanged { Response::new(Body::empty()) } else { Response::new(Body::from(c.body)) };
    *res.status_mut() = if unchanged { StatusCode::NOT_MODIFIED } else { status };
    let h = res.headers_mut();
    if !unchanged {
        h.insert(header::CONTENT_TYPE, HeaderValue::from_static(c.content_type));
    }
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(c.cache_control));
    h.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    if status == StatusCode::OK {
        h.insert(header::ETAG, c.etag);
    }
    if let (Some(e), false) = (c.encoding, unchanged) {
        h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(e));
    }
    res
}

async fn file_response(file: &Path, url_path: &str, headers: &HeaderMap, status: StatusCode) -> Option<Response> {
    load(file, url_path, headers, status).await.map(|c| respond(c, status, headers))
}

/// Which precompressed variants a request accepts, as a cache-key part.
fn accepted(headers: &HeaderMap) -> u8 {
    u8::from(accepts(headers, "br")) | (u8::from(accepts(headers, "gzip")) << 1)
}

/// The 404 page for a path, in its language when the site has one.
pub async fn not_found(site: &Site, url_path: &str, headers: &HeaderMap) -> Response {
    let first = url_path.trim_start_matches('/').split('/').next().unwrap_or("");
    let overlay = site.current_overlay();
    let roots: Vec<&Path> = overlay.iter().map(|o| o.dir.as_path()).chain([site.root.as_path()]).collect();
    let mut candidates = Vec::new();
    for root in &roots {
        if PREFIXES.contains(&first) {
            candidates.push(root.join(first).join("404.html"));
        }
    }
    for root in &roots {
        candidates.push(root.join("404.html"));
    }
    for c in candidates {
        if let Some(res) = file_response(&c, url_path, headers, StatusCode::NOT_FOUND).await {
            return res;
        }
    }
    let mut res = (StatusCode::NOT_FOUND, BUILTIN_404).into_response();
    res.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    res
}

/// Serves a request for the site (GET and HEAD).
pub async fn serve(State(site): State<Arc<Site>>, req: Request) -> Response {
    let path = req.uri().path().to_string();
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut res = StatusCode::METHOD_NOT_ALLOWED.into_response();
        res.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return res;
    }
    let headers = req.headers();
    let overlay = site.current_overlay();
    if let Some(segs) = segments(&path) {
        if let Some(file) = resolve_in(overlay.as_deref(), &site.root, &segs).await {
            let key = (file, accepted(headers));
            let hit = site
                .cache
                .read()
                .ok()
                .and_then(|c| c.entries.get(&key).filter(|e| e.at.elapsed() < FRESH_FOR).cloned());
            if let Some(c) = hit {
                return respond(c, StatusCode::OK, headers);
            }
            if let Some(c) = load(&key.0, &path, headers, StatusCode::OK).await {
                return remember(&site, key, c, headers);
            }
        }
        if is_dashboard_path(&segs) {
            // Not cached by path: anyone can make up endless paths below it.
            let shell = match resolve_in(overlay.as_deref(), &site.root, &[DASHBOARD_SHELL.to_string()]).await {
                Some(shell) => shell,
                None => site.root.join(DASHBOARD_SHELL),
            };
            if let Some(res) = file_response(&shell, &path, headers, StatusCode::OK).await {
                return res;
            }
        }
    }
    // Unknown paths are not cached: anyone can make up endless ones.
    not_found(&site, &path, headers).await
}

/// Keeps a found file's answer in memory (small files only) and sends it.
fn remember(site: &Site, key: (PathBuf, u8), c: Cached, headers: &HeaderMap) -> Response {
    if c.body.len() <= MAX_CACHED_FILE {
        if let Ok(mut cache) = site.cache.write() {
            // Bounded in bytes: when full, start again rather than track ages (the site is small).
            if cache.bytes + c.body.len() > MAX_CACHED_BYTES {
                cache.entries.clear();
                cache.bytes = 0;
            }
            cache.bytes += c.body.len();
            if let Some(old) = cache.entries.insert(key, c.clone()) {
                cache.bytes -= old.body.len();
            }
        }
    }
    respond(c, StatusCode::OK, headers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_cannot_escape_the_folder() {
        assert!(segments("/../etc/passwd").is_none());
        assert!(segments("/%2e%2e/etc/passwd").is_none());
        assert!(segments("/a/%2F/b").is_none());
        assert!(segments("/.git/config").is_none());
        assert_eq!(segments("/en/about/").unwrap(), ["en", "about"]);
    }

    #[tokio::test]
    async fn a_thousand_spellings_of_one_path_are_cached_once() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("assets")).unwrap();
        std::fs::write(dir.path().join("assets/x.js"), vec![b'x'; 100_000]).unwrap();
        let site = Site::new(dir.path());
        for i in 1..=1000 {
            let path = format!("{}assets{}x.js", "/".repeat(i % 40 + 1), "/".repeat(i / 40 + 1));
            let req = Request::builder().uri(path).body(Body::empty()).unwrap();
            let res = serve(State(site.clone()), req).await;
            assert_eq!(res.status(), StatusCode::OK);
        }
        let cache = site.cache.read().unwrap();
        assert_eq!((cache.entries.len(), cache.bytes), (1, 100_000));
    }

    #[tokio::test]
    async fn a_page_the_browser_holds_is_answered_304_without_a_body() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("en")).unwrap();
        std::fs::write(dir.path().join("en/index.html"), "<p>hello</p>").unwrap();
        std::fs::write(dir.path().join("en/index.html.br"), "compressed").unwrap();
        let site = Site::new(dir.path());
        let get = |headers: &[(header::HeaderName, &str)]| {
            let mut req = Request::builder().uri("/en/");
            for (name, value) in headers {
                req = req.header(name, *value);
            }
            serve(State(site.clone()), req.body(Body::empty()).unwrap())
        };
        let first = get(&[]).await;
        assert_eq!(first.status(), StatusCode::OK);
        let tag = first.headers()[header::ETAG].to_str().unwrap().to_string();
        assert!(tag.starts_with('"') && tag.len() == 34, "{tag}");

        for sent in [tag.clone(), format!("W/{tag}"), format!("\"other\", {tag}"), "*".to_string()] {
            let again = get(&[(header::IF_NONE_MATCH, &sent)]).await;
            assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{sent}");
            assert_eq!(again.headers()[header::ETAG], tag.as_str());
            assert!(again.headers().get(header::CONTENT_TYPE).is_none());
            let body = axum::body::to_bytes(again.into_body(), 1024).await.unwrap();
            assert!(body.is_empty());
        }
        let stale = get(&[(header::IF_NONE_MATCH, "\"0123\"")]).await;
        assert_eq!(stale.status(), StatusCode::OK);

        // The brotli variant is other bytes, so another strong tag; the plain page's tag is no match.
        let br = get(&[(header::ACCEPT_ENCODING, "br"), (header::IF_NONE_MATCH, &tag)]).await;
        assert_eq!(br.status(), StatusCode::OK);
        assert_ne!(br.headers()[header::ETAG], tag.as_str());
    }

    #[tokio::test]
    async fn a_switched_version_is_served_over_the_build_and_a_switch_back_restores_it() {
        let build = tempfile::tempdir().unwrap();
        let version = tempfile::tempdir().unwrap();
        for (dir, text) in [(build.path(), "old"), (version.path(), "new")] {
            std::fs::create_dir_all(dir.join("ja/faq")).unwrap();
            std::fs::write(dir.join("ja/faq/index.html"), text).unwrap();
        }
        std::fs::write(build.path().join("ja/faq/index.html.br"), "old, compressed").unwrap();
        std::fs::write(build.path().join("only-in-build.txt"), "kept").unwrap();
        let site = Site::new(build.path());
        let body = |path: &'static str| {
            let site = site.clone();
            async move {
                let req =
                    Request::builder().uri(path).header(header::ACCEPT_ENCODING, "br").body(Body::empty()).unwrap();
                let res = serve(State(site), req).await;
                String::from_utf8(axum::body::to_bytes(res.into_body(), 1024).await.unwrap().to_vec()).unwrap()
            }
        };
        assert_eq!(body("/ja/faq/").await, "old, compressed");
        site.switch(Some(Overlay { id: "v1".into(), dir: version.path().to_path_buf() }));
        assert_eq!(site.version().as_deref(), Some("v1"));
        assert_eq!(body("/ja/faq/").await, "new", "the version's page, never the build's stale compressed one");
        assert_eq!(body("/only-in-build.txt").await, "kept");
        site.switch(None);
        assert_eq!(body("/ja/faq/").await, "old, compressed");
    }

    #[test]
    fn every_path_below_the_dashboard_gets_its_shell() {
        let dash = |p: &str| segments(p).is_some_and(|s| is_dashboard_path(&s));
        assert!(dash("/medical-dashboard"));
        assert!(dash("/medical-dashboard/bookings/K7XP-3M9Q-T2"));
        assert!(dash("/ar/medical-dashboard/inbox"));
        assert!(!dash("/medical-dashboardx"));
        assert!(!dash("/about/medical-dashboard"));
        assert!(!dash("/"));
    }

    #[test]
    fn encodings_with_q_zero_are_refused() {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_static("gzip, br;q=0"));
        assert!(accepts(&h, "gzip"));
        assert!(!accepts(&h, "br"));
    }
}
