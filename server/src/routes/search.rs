//! Search over the articles of one language.

use super::answer;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use clinic_core::lang::Locale;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};

/// Longest query accepted, in characters.
pub const MAX_QUERY_CHARS: usize = 200;
/// Most results returned.
pub const MAX_RESULTS: usize = 20;

/// `?lang=&q=&category=`
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// One of zh-TW en ja ko es ar hi (default zh-TW).
    pub lang: Option<String>,
    /// What to look for; empty lists articles.
    pub q: Option<String>,
    /// An article category, or `all`.
    pub category: Option<String>,
}

/// One hit.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct SearchHit {
    pub id: String,
    pub title: String,
    pub excerpt: String,
    pub category: String,
    pub score: f64,
}

/// The answer.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct SearchResults {
    pub results: Vec<SearchHit>,
}

/// Ranked articles for a query.
#[utoipa::path(get, path = "/api/search", tag = "content", params(SearchQuery),
    responses((status = 200, body = SearchResults), (status = 400, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn search(State(app): State<AppState>, ApiQuery(q): ApiQuery<SearchQuery>) -> Result<Response, AppError> {
    let locale = match q.lang.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => Locale::DEFAULT,
        Some(tag) => match Locale::from_exact_tag(tag).filter(|l| l.is_site()) {
            Some(l) => l,
            None => return Err(AppError::Validation(vec![FieldError::new("lang", "invalid_choice")])),
        },
    };
    let query = q.q.unwrap_or_default();
    if query.chars().count() > MAX_QUERY_CHARS {
        return Err(AppError::Validation(vec![FieldError::new("q", "max_length").with("max", MAX_QUERY_CHARS as i64)]));
    }
    let results = app
        .search
        .current()
        .get(locale)
        .map(|idx| idx.search(&query, q.category.as_deref(), MAX_RESULTS))
        .unwrap_or_default()
        .into_iter()
        .map(|h| SearchHit { id: h.id, title: h.title, excerpt: h.excerpt, category: h.category, score: h.score })
        .collect();
    answer::json(StatusCode::OK, &SearchResults { results })
}
