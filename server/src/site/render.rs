//! Renders the site's pages from content documents with the build's own prerender
//! (`frontend/scripts/prerender.mjs`: SEO, JSON-LD, hreflang, sitemap), into a copy of the build, and
//! answers the files that differ from the build: a site version (`site::pack`).
//!
//! It needs Node at run time and the built frontend beside `CLINIC_DIST` (`frontend/dist-ssr`, the
//! prerender script and the repository's `i18n/`), as `make run` leaves them. [`Renderer::find`]
//! says what is missing before anything changes, so a publication is refused whole, never half done.

use super::content_files::{write_folder, Document};
use super::pack::File;
use clinic_core::date::Date;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The longest a render may take (the whole site takes about 1.5 s here).
const RENDER_TIMEOUT: Duration = Duration::from_secs(120);

/// What renders the pages: Node, the prerender script, and the build it starts from.
#[derive(Debug, Clone)]
pub struct Renderer {
    node: PathBuf,
    script: PathBuf,
    build: PathBuf,
    build_id: String,
}

/// Why the pages cannot be rendered.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("publishing needs {0}")]
    Missing(String),
    #[error("the prerender failed: {0}")]
    Failed(String),
    #[error("the prerender took longer than {} s", RENDER_TIMEOUT.as_secs())]
    TimedOut,
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

impl Renderer {
    /// The renderer for the build in `dist` (`…/frontend/dist`), with `node` (`CLINIC_NODE`, else
    /// `node` on the PATH); an error names what is missing.
    pub async fn find(dist: &Path, node: &str) -> Result<Renderer, RenderError> {
        let frontend = dist.parent().unwrap_or(Path::new(".")).to_path_buf();
        let script = frontend.join("scripts").join("prerender.mjs");
        for (needed, what) in [
            (dist.join("index.html"), "the built site (make build)"),
            (
                frontend.join("dist-ssr").join("entry-server.js"),
                "the server-side build (frontend/dist-ssr, make build)",
            ),
            (script.clone(), "the prerender script (frontend/scripts/prerender.mjs)"),
        ] {
            if !tokio::fs::try_exists(&needed).await.unwrap_or(false) {
                return Err(RenderError::Missing(format!("{what}: {} is missing", needed.display())));
            }
        }
        let version = tokio::process::Command::new(node).arg("--version").kill_on_drop(true).output().await;
        match version {
            Ok(out) if out.status.success() => {}
            _ => {
                return Err(RenderError::Missing(format!(
                    "Node.js at run time (`{node}` does not run; make run installs it)"
                )))
            }
        }
        let index = tokio::fs::read(dist.join("index.html")).await?;
        let build_id = hex::encode(&Sha256::digest(&index)[..8]);
        Ok(Renderer { node: node.into(), script, build: dist.to_path_buf(), build_id })
    }

    /// Which build this is: its `index.html` names every hashed asset, so two builds with the same
    /// assets and pages have the same id.
    pub fn build_id(&self) -> &str {
        &self.build_id
    }

    /// The day the build's own pages were rendered for: the clinic's date when its `index.html` was
    /// written (the build renders for the day it runs).
    pub fn build_day(&self) -> Option<Date> {
        let written = std::fs::metadata(self.build.join("index.html")).ok()?.modified().ok()?;
        let ms = written.duration_since(std::time::UNIX_EPOCH).ok()?.as_millis() as i64;
        Some(Date::clinic_today(ms))
    }

    /// Renders every page from `docs` for `day` (what the pages show as of that day: the newly
    /// approved fees) and answers the files that differ from the build's (new ones included).
    /// Precompressed files are the build's own and are not compared.
    pub async fn render(&self, docs: &[Document], day: Date) -> Result<Vec<File>, RenderError> {
        let work = tempfile::Builder::new().prefix("clinic-render-").tempdir()?;
        let (root, out) = (work.path().join("root"), work.path().join("dist"));
        let (docs, build, out2) = (docs.to_vec(), self.build.clone(), out.clone());
        let content = root.join("content");
        tokio::task::spawn_blocking(move || -> Result<(), RenderError> {
            write_folder(&content, &docs).map_err(|e| RenderError::Failed(e.to_string()))?;
            copy_build(&build, &out2)?;
            Ok(())
        })
        .await
        .map_err(|e| RenderError::Failed(e.to_string()))??;
        // Only what the prerender reads: never the server's database URL, upload store keys or secrets.
        let mut command = tokio::process::Command::new(&self.node);
        command.env_clear();
        for kept in ["PATH", "HOME", "LANG", "SITE_URL", "GA_MEASUREMENT_ID"] {
            if let Some(v) = std::env::var_os(kept) {
                command.env(kept, v);
            }
        }
        let run = command
            .arg(&self.script)
            .env("PRERENDER_DIST", &out)
            .env("CLINIC_RENDER_TODAY", day.to_string())
            .env("CONTENT_ROOT", &root)
            .kill_on_drop(true)
            .output();
        let output = tokio::time::timeout(RENDER_TIMEOUT, run).await.map_err(|_| RenderError::TimedOut)??;
        if !output.status.success() {
            let err = String::from_utf8_lossy(&output.stderr);
            let tail: String =
                err.lines().rev().take(8).collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>().join("\n");
            return Err(RenderError::Failed(tail));
        }
        let build = self.build.clone();
        tokio::task::spawn_blocking(move || changed_files(&build, &out))
            .await
            .map_err(|e| RenderError::Failed(e.to_string()))?
    }
}

fn is_precompressed(name: &str) -> bool {
    name.ends_with(".br") || name.ends_with(".gz")
}

/// Copies the build, without its precompressed files, for the prerender to write into.
fn copy_build(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        let (src, dst) = (entry.path(), to.join(&name));
        if entry.file_type()?.is_dir() {
            copy_build(&src, &dst)?;
        } else if !is_precompressed(&name.to_string_lossy()) {
            std::fs::copy(&src, &dst)?;
        }
    }
    Ok(())
}

/// The files under `out` whose bytes differ from the same path under `build`, with `/` paths.
fn changed_files(build: &Path, out: &Path) -> Result<Vec<File>, RenderError> {
    let mut changed = Vec::new();
    let mut folders = vec![(out.to_path_buf(), String::new())];
    while let Some((dir, prefix)) = folders.pop() {
        for entry in std::fs::read_dir(&dir)? {
            let entry = entry?;
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || is_precompressed(&name) {
                continue;
            }
            let path = format!("{prefix}{name}");
            if entry.file_type()?.is_dir() {
                folders.push((entry.path(), format!("{path}/")));
                continue;
            }
            let bytes = std::fs::read(entry.path())?;
            let same = std::fs::read(build.join(&path)).is_ok_and(|old| old == bytes);
            if !same {
                changed.push(File { path, bytes });
            }
        }
    }
    changed.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(changed)
}

/// Writes a version's files into `dir` (made fresh), each text file with a gzip'd copy beside it for
/// clients that accept it: the build's own precompressed files are of the build's pages.
pub fn materialize(files: &[File], dir: &Path) -> std::io::Result<()> {
    use flate2::write::GzEncoder;
    use std::io::Write;
    let parent = dir.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    let staging = tempfile::Builder::new().prefix(".staging-").tempdir_in(parent)?;
    for f in files {
        let target: PathBuf = f.path.split('/').fold(staging.path().to_path_buf(), |p, s| p.join(s));
        if let Some(p) = target.parent() {
            std::fs::create_dir_all(p)?;
        }
        std::fs::write(&target, &f.bytes)?;
        let text = [".html", ".xml", ".txt", ".json", ".ftl", ".js", ".css", ".svg", ".webmanifest"];
        if text.iter().any(|ext| f.path.ends_with(ext)) {
            let mut gz = GzEncoder::new(Vec::new(), flate2::Compression::new(9));
            gz.write_all(&f.bytes)?;
            let mut name = target.into_os_string();
            name.push(".gz");
            std::fs::write(name, gz.finish()?)?;
        }
    }
    if dir.exists() {
        std::fs::remove_dir_all(dir)?;
    }
    std::fs::rename(staging.keep(), dir)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_changed_and_new_files_make_a_version() {
        let (build, out) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        for (dir, page) in [(build.path(), "old"), (out.path(), "new")] {
            std::fs::create_dir_all(dir.join("ja/faq")).unwrap();
            std::fs::write(dir.join("ja/faq/index.html"), page).unwrap();
            std::fs::write(dir.join("same.txt"), "same").unwrap();
        }
        std::fs::write(out.path().join("new.xml"), "<x/>").unwrap();
        std::fs::write(out.path().join("ja/faq/index.html.br"), "ignored").unwrap();
        let files = changed_files(build.path(), out.path()).unwrap();
        let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["ja/faq/index.html", "new.xml"]);

        let served = tempfile::tempdir().unwrap();
        let dir = served.path().join("v1");
        materialize(&files, &dir).unwrap();
        assert_eq!(std::fs::read_to_string(dir.join("ja/faq/index.html")).unwrap(), "new");
        assert!(dir.join("ja/faq/index.html.gz").exists());
        materialize(&files[..1], &dir).unwrap();
        assert!(!dir.join("new.xml").exists(), "a version's folder is made fresh");
    }
}
