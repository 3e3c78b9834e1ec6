//! The content folder's files as documents (docs/content-format.md): read to seed the database, written
//! back by `clinic content export`. A document is a file's path under the folder (with `/`) and its text.
//! Only the format's files are documents: `.json` and `.md`, in the folder, a language's folder or its
//! `articles`, `legal`, `sheets` and `aftercare`. The folder's checking scripts (`.mjs`) are code.

use clinic_core::lang::Locale;
use std::path::{Path, PathBuf};

/// One file of the content format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    /// The path under the content folder, `/`-separated: `facts.json`, `en/articles/what-is-a-lipoma.md`.
    pub path: String,
    pub body: String,
}

/// The language folders' subfolders that hold documents.
const SUBFOLDERS: [&str; 4] = ["articles", "legal", "sheets", "aftercare"];

/// Why a path is not a document's.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PathError {
    #[error("`{0}` is not a content file (`.json` or `.md` in the content format's folders)")]
    NotContent(String),
}

/// The path checked: a `.json` or `.md` file at the top, in a site language's folder, or in one of that
/// folder's [`SUBFOLDERS`], each name of letters, digits, `-`, `_` and `.` and never `..`. Nothing
/// else is ever read from the database into a file name.
pub fn check_path(path: &str) -> Result<(), PathError> {
    let bad = || PathError::NotContent(path.to_string());
    let parts: Vec<&str> = path.split('/').collect();
    let name = parts.last().copied().unwrap_or_default();
    let fine_name = |n: &str| {
        !n.is_empty()
            && !n.starts_with('.')
            && !n.contains("..")
            && n.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
    };
    if path.len() > 200 || !parts.iter().all(|p| fine_name(p)) || !(name.ends_with(".json") || name.ends_with(".md")) {
        return Err(bad());
    }
    let site_locale = |tag: &str| Locale::SITE.iter().any(|l| l.tag() == tag);
    match parts.as_slice() {
        [_] => Ok(()),
        [lang, _] if site_locale(lang) => Ok(()),
        [lang, folder, _] if site_locale(lang) && SUBFOLDERS.contains(folder) => Ok(()),
        _ => Err(bad()),
    }
}

/// Every document under `root`, sorted by path. A file that is not UTF-8 is an error: the format is text.
pub fn read_folder(root: &Path) -> std::io::Result<Vec<Document>> {
    let mut docs = Vec::new();
    let mut folders = vec![(root.to_path_buf(), String::new())];
    while let Some((dir, prefix)) = folders.pop() {
        for entry in std::fs::read_dir(&dir)? {
            let entry = entry?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = format!("{prefix}{name}");
            if entry.file_type()?.is_dir() {
                folders.push((entry.path(), format!("{path}/")));
            } else if check_path(&path).is_ok() {
                let body = std::fs::read_to_string(entry.path())
                    .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", entry.path().display())))?;
                docs.push(Document { path, body });
            }
        }
    }
    docs.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(docs)
}

/// Writes every document under `root` (folders made as needed, files replaced); other files in the
/// folder are left alone. Each path is checked again before it becomes a file name.
pub fn write_folder(root: &Path, docs: &[Document]) -> Result<usize, WriteError> {
    for doc in docs {
        check_path(&doc.path)?;
        let file: PathBuf = doc.path.split('/').fold(root.to_path_buf(), |p, part| p.join(part));
        if let Some(parent) = file.parent() {
            std::fs::create_dir_all(parent).map_err(|e| WriteError::Io(parent.display().to_string(), e))?;
        }
        std::fs::write(&file, &doc.body).map_err(|e| WriteError::Io(file.display().to_string(), e))?;
    }
    Ok(docs.len())
}

/// Why the documents could not all be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error(transparent)]
    Path(#[from] PathError),
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
}

/// Whether every id a document gives its entries is a slug (`a-z`, `0-9`, `-`, at most 80): the `id`
/// of each entry of a list (articles, cases, videos, certificates, a FAQ) and the keys of a language's
/// `videos.json` and `cases.json`. The prerender makes page paths and file names of them, so anything
/// else could name a file outside the site.
pub fn ids_are_slugs(path: &str, value: &serde_json::Value) -> bool {
    let slug = |id: &str| {
        !id.is_empty()
            && id.len() <= 80
            && !id.starts_with('-')
            && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    };
    let keyed =
        path.contains('/') && ["/videos.json", "/cases.json", "/fees.json"].iter().any(|file| path.ends_with(file));
    match value {
        serde_json::Value::Array(entries) => entries.iter().all(|e| match e.get("id") {
            None => true,
            Some(serde_json::Value::String(id)) => slug(id),
            Some(_) => false,
        }),
        serde_json::Value::Object(map) if keyed => map.keys().all(|k| slug(k)),
        _ => true,
    }
}

/// A JSON document's entries by name: an array's by `id`, an object's by key. `None` for anything
/// else (Markdown, an array without ids, text that is not JSON).
fn entries(text: &str) -> Option<std::collections::BTreeMap<String, serde_json::Value>> {
    match serde_json::from_str::<serde_json::Value>(text).ok()? {
        serde_json::Value::Object(map) => Some(map.into_iter().collect()),
        serde_json::Value::Array(items) => {
            items.into_iter().map(|item| Some((item.get("id")?.as_str()?.to_string(), item))).collect::<Option<_>>()
        }
        _ => None,
    }
}

/// The entries of a source document that changed from `then` to `now` (added, changed or removed),
/// by name, in order: the ones a translation made from `then` is behind on. `None` for a document
/// without entries, which is behind as a whole.
pub fn changed_entries(then: &str, now: &str) -> Option<Vec<String>> {
    let (then, now) = (entries(then)?, entries(now)?);
    let names: std::collections::BTreeSet<&String> = then.keys().chain(now.keys()).collect();
    Some(names.into_iter().filter(|n| then.get(*n) != now.get(*n)).cloned().collect())
}

/// For a translation's path (`en/faq.json`), its source's (`zh-TW/faq.json`): the same file in the
/// default language's folder. `None` for the source itself and for shared files.
pub fn source_of(path: &str) -> Option<String> {
    let (lang, rest) = path.split_once('/')?;
    (lang != Locale::DEFAULT.tag() && Locale::SITE.iter().any(|l| l.tag() == lang))
        .then(|| format!("{}/{rest}", Locale::DEFAULT.tag()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_formats_files_are_documents() {
        for fine in ["facts.json", "zh-TW/faq.json", "en/articles/what-is-a-lipoma.md", "ar/legal/privacy.md"] {
            assert_eq!(check_path(fine), Ok(()), "{fine}");
        }
        for bad in [
            "check.mjs",
            "../secrets.json",
            "en/../../x.json",
            "/etc/x.json",
            "en//faq.json",
            "de/faq.json",
            "en/images/a.json",
            "en/articles/deep/a.md",
            ".hidden.json",
            "en/faq.json.bak",
            "en/a b.json",
            "",
        ] {
            assert!(check_path(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn ids_that_could_name_a_file_are_refused() {
        let j = |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap();
        assert!(ids_are_slugs("articles.json", &j(r#"[{"id":"what-is-a-lipoma"}]"#)));
        for bad in [r#"[{"id":"../../tmp/x"}]"#, r#"[{"id":"A"}]"#, r#"[{"id":1}]"#, r#"[{"id":""}]"#] {
            assert!(!ids_are_slugs("articles.json", &j(bad)), "{bad}");
        }
        assert!(!ids_are_slugs("ja/videos.json", &j(r#"{"../x":{"title":"t"}}"#)));
        assert!(!ids_are_slugs("en/fees.json", &j(r#"{"Taipei Consultation":{"name":"n"}}"#)));
        assert!(ids_are_slugs("facts.json", &j(r#"{"reply_hours":24}"#)), "facts are named, not paths");
        let faq = r#"[{"id":"a","answer":"1"},{"id":"b","answer":"2"}]"#;
        let edited = r#"[{"id":"a","answer":"1"},{"id":"b","answer":"two"},{"id":"c","answer":"3"}]"#;
        assert_eq!(changed_entries(faq, edited), Some(vec!["b".to_string(), "c".to_string()]));
        assert_eq!(changed_entries(edited, faq), Some(vec!["b".to_string(), "c".to_string()]), "removed too");
        assert_eq!(changed_entries(faq, &faq.replace(',', ",\n")), Some(vec![]), "layout is no change");
        assert_eq!(changed_entries(r#"{"x":{"t":1}}"#, r#"{"x":{"t":2},"y":{}}"#), Some(vec!["x".into(), "y".into()]));
        assert_eq!(changed_entries("---\ntitle: a\n---\ntext", "---\ntitle: b\n---\ntext"), None);
        for doc in read_folder(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../content")).unwrap() {
            if doc.path.ends_with(".json") {
                assert!(ids_are_slugs(&doc.path, &serde_json::from_str(&doc.body).unwrap()), "{}", doc.path);
            }
        }
    }

    #[test]
    fn a_translation_names_its_source() {
        assert_eq!(source_of("en/faq.json").as_deref(), Some("zh-TW/faq.json"));
        assert_eq!(source_of("ar/articles/a.md").as_deref(), Some("zh-TW/articles/a.md"));
        assert_eq!(source_of("zh-TW/faq.json"), None);
        assert_eq!(source_of("facts.json"), None);
    }

    #[test]
    fn the_repository_folder_reads_back_as_written() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
        let docs = read_folder(&root).expect("content folder");
        assert!(docs.len() > 200, "{} documents", docs.len());
        assert!(docs.iter().all(|d| !d.path.ends_with(".mjs")));
        let out = tempfile::tempdir().expect("temp dir");
        assert_eq!(write_folder(out.path(), &docs).expect("written"), docs.len());
        assert_eq!(read_folder(out.path()).expect("read back"), docs);
    }
}
