//! Search: what the article list needs.

use super::{locale, to_js};
use crate::search::{self, Document, SearchIndex};
use wasm_bindgen::prelude::*;

/// Search normalisation (the product's validation rules).
#[wasm_bindgen]
pub fn normalize(text: &str, tag: &str) -> String {
    search::normalize(text, locale(tag))
}

/// Jaro-Winkler similarity.
#[wasm_bindgen]
pub fn similarity(a: &str, b: &str) -> f64 {
    search::similarity(a, b)
}

/// A search index over one locale's documents.
#[wasm_bindgen]
pub struct Search {
    index: SearchIndex,
}

#[wasm_bindgen]
impl Search {
    /// Builds an index from `[{id, title, excerpt, category, tags}]` (bad input gives an empty index).
    #[wasm_bindgen(constructor)]
    pub fn new(tag: &str, docs: JsValue) -> Search {
        let docs: Vec<Document> = serde_wasm_bindgen::from_value(docs).unwrap_or_default();
        Search { index: SearchIndex::build(locale(tag), docs) }
    }

    /// Ranked `[{id, title, excerpt, category, score}]`.
    pub fn search(&self, query: &str, category: Option<String>, limit: Option<u32>) -> JsValue {
        to_js(&self.index.search(query, category.as_deref(), limit.unwrap_or(20) as usize))
    }

    /// Number of documents indexed.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.index.len() as u32
    }
}
