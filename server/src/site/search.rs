//! The articles search index per locale, built from the content's documents (docs/content-format.md):
//! `articles.json` gives id and category, `<locale>/articles/<id>.md` front matter gives title, excerpt
//! and tags. A locale without articles yet simply has an empty index. Built at start from the database's
//! published content and again whenever a new site version is served ([`LiveIndexes`]).

use super::content_files;
use clinic_core::facts;
use clinic_core::lang::Locale;
use clinic_core::search::{Document, SearchIndex};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, RwLock};

/// The indexes in force, replaced whole when the content changes: a search reads one set.
#[derive(Default)]
pub struct LiveIndexes(RwLock<Arc<SearchIndexes>>);

impl LiveIndexes {
    pub fn new(indexes: SearchIndexes) -> LiveIndexes {
        LiveIndexes(RwLock::new(Arc::new(indexes)))
    }

    /// The indexes now.
    pub fn current(&self) -> Arc<SearchIndexes> {
        self.0.read().map(|i| i.clone()).unwrap_or_default()
    }

    /// Serves `indexes` from the next search on.
    pub fn replace(&self, indexes: SearchIndexes) {
        if let Ok(mut i) = self.0.write() {
            *i = Arc::new(indexes);
        }
    }
}

/// One index per site locale.
#[derive(Default)]
pub struct SearchIndexes {
    by_locale: HashMap<Locale, SearchIndex>,
}

#[derive(serde::Deserialize)]
struct ArticleMeta {
    id: String,
    #[serde(default)]
    category: String,
}

impl SearchIndexes {
    /// Reads the content folder; missing or broken files leave that part of the index empty (logged).
    pub fn load(content: &Path) -> SearchIndexes {
        SearchIndexes::from_documents(&content_files::read_folder(content).unwrap_or_default())
    }

    /// Builds the indexes from the content's documents.
    pub fn from_documents(docs: &[content_files::Document]) -> SearchIndexes {
        let text_of = |path: &str| docs.iter().find(|d| d.path == path).map(|d| d.body.as_str());
        let metas: Vec<ArticleMeta> = match text_of("articles.json") {
            Some(text) => serde_json::from_str(text).unwrap_or_else(|e| {
                tracing::warn!(error = %e, "articles.json is not readable; search is empty");
                Vec::new()
            }),
            None => Vec::new(),
        };
        let by_locale = Locale::SITE
            .iter()
            .map(|&locale| {
                let docs: Vec<Document> = metas
                    .iter()
                    .filter_map(|m| {
                        let text = text_of(&format!("{}/articles/{}.md", locale.tag(), m.id))?;
                        let front = front_matter(text);
                        Some(Document {
                            id: m.id.clone(),
                            title: facts::fill(locale, front.get("title").map_or("", String::as_str)),
                            excerpt: facts::fill(locale, front.get("excerpt").map_or("", String::as_str)),
                            category: m.category.clone(),
                            tags: front
                                .get("tags")
                                .map(|t| t.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect())
                                .unwrap_or_default(),
                        })
                    })
                    .collect();
                (locale, SearchIndex::build(locale, docs))
            })
            .collect();
        SearchIndexes { by_locale }
    }

    /// The index of a locale.
    pub fn get(&self, locale: Locale) -> Option<&SearchIndex> {
        self.by_locale.get(&locale)
    }
}

/// `key: value` lines between the opening and closing `---`.
fn front_matter(text: &str) -> HashMap<String, String> {
    let mut out = HashMap::new();
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some("---") {
        return out;
    }
    for line in lines {
        if line.trim() == "---" {
            break;
        }
        if let Some((k, v)) = line.split_once(':') {
            out.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn front_matter_reads_key_value_lines() {
        let f = front_matter("---\ntitle: What is a lipoma?\ntags: a, b\n---\nbody: not this\n");
        assert_eq!(f["title"], "What is a lipoma?");
        assert_eq!(f["tags"], "a, b");
        assert!(!f.contains_key("body"));
    }

    #[test]
    fn the_repository_content_is_searchable_in_english() {
        let idx = SearchIndexes::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../content"));
        let en = idx.get(Locale::En).unwrap();
        assert!(!en.is_empty());
        assert!(en.search("lipoma", None, 10).iter().any(|h| h.id == "what-is-a-lipoma"));
    }
}
