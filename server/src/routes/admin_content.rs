//! The site's content in the dashboard (issue 27 points 3 and 4): the documents with their translation
//! state, one document with its source's change, and the way of a change: an editor saves a draft and
//! submits it, a reviewer approves it (published) or sends it back with a note. Every step is in the
//! audit log with who and what; a staff account without a content role reads nothing here.

use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::publishing;
use crate::publishing::claims::{ClaimOverride, MAX_REASON};
use crate::routes::answer;
use crate::site::content_files::{changed_entries, check_path, source_of};
use crate::staff::Staff;
use crate::state::AppState;
use crate::storage::audit::{self, AuditEntry};
use crate::storage::content_drafts::{self, ContentDraftStatus, Draft, Refusal, Save};
use crate::storage::site_content::{self, TranslatedFrom};
use crate::storage::{now_ms, StorageError};
use axum::extract::{DefaultBodyLimit, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post, put};
use axum::Router;
use clinic_core::claims::ClaimFinding;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::HashMap;

/// The longest document the editor takes, in bytes (the longest file of `content/` is about 21 KB).
pub const MAX_DOCUMENT_BYTES: usize = 200_000;

/// The routes, under `/api/admin/content`.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/content", get(list))
        .route("/api/admin/content/document", get(document))
        .route("/api/admin/content/draft", put(save_draft))
        .route("/api/admin/content/submit", post(submit))
        .route("/api/admin/content/review", post(review))
        .route("/api/admin/content/claim-rules", get(claim_rules))
        // A document and its JSON quoting, with room to spare.
        .layer(DefaultBodyLimit::max(2 * MAX_DOCUMENT_BYTES + 16 * 1024))
}

/// One document in the list.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentItem {
    /// The path in the content format (`en/faq.json`).
    pub path: String,
    /// The site language of the document, if it is in a language's folder.
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// The path without the language folder: the same for every language of one document.
    pub name: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub revision: i64,
    /// A translation behind its source (zh-TW) since the source changed: for a document of entries
    /// (the FAQ's answers, the videos, the fees), since one of its entries changed.
    pub needs_update: bool,
    /// How many of the source's entries changed since this translation was made (a document of
    /// entries that needs an update).
    #[cfg_attr(test, ts(optional, type = "number"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entries_behind: Option<usize>,
    /// A change under way, and where it stands.
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draft: Option<ContentDraftStatus>,
}

/// `GET /api/admin/content`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentList {
    pub items: Vec<ContentItem>,
}

/// `lang` and `name` of a path.
fn split(path: &str) -> (Option<String>, String) {
    match path.split_once('/') {
        Some((lang, rest)) => (Some(lang.to_string()), rest.to_string()),
        None => (None, path.to_string()),
    }
}

/// Every document, with its translation state and any change under way.
#[utoipa::path(get, path = "/api/admin/content", tag = "admin-content", security(("session" = [])),
    responses((status = 200, body = ContentList), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "no content role", body = crate::http::error::ErrorBody)))]
pub async fn list(staff: Staff, State(app): State<AppState>) -> Result<Response, AppError> {
    staff.require_content_editor()?;
    let mut conn = app.db.pool.acquire().await.map_err(StorageError::from)?;
    let docs = site_content::states(&mut conn).await.map_err(StorageError::from)?;
    let drafts = content_drafts::all(&mut conn).await.map_err(StorageError::from)?;
    drop(conn);
    // Of the translations behind their source's revision, by entry where the document has entries.
    let mut behind: HashMap<String, Option<Vec<String>>> = HashMap::new();
    let mut sources = SourceTexts::default();
    for d in site_content::needing_update(&app.db).await.map_err(StorageError::from)? {
        if let (Some(t), Some(source)) = (d.translation, source_of(&d.path)) {
            behind.insert(d.path, sources.entries_behind(&app.db, &source, t).await?);
        }
    }
    let mut items: Vec<ContentItem> = docs
        .into_iter()
        .map(|d| {
            let (lang, name) = split(&d.path);
            let draft = drafts.iter().find(|x| x.path == d.path).map(|x| x.status);
            let entries = behind.get(&d.path).cloned().flatten();
            let needs_update = behind_on(d.needs_update, entries.as_deref());
            let entries_behind = entries.map(|e| e.len()).filter(|_| needs_update);
            ContentItem { lang, name, revision: d.revision, needs_update, entries_behind, draft, path: d.path }
        })
        .collect();
    // A new document (drafted, never published) is listed too.
    for d in drafts.iter().filter(|d| d.base_revision == 0) {
        let (lang, name) = split(&d.path);
        items.push(ContentItem {
            path: d.path.clone(),
            lang,
            name,
            revision: 0,
            needs_update: false,
            entries_behind: None,
            draft: Some(d.status),
        });
    }
    answer::json(StatusCode::OK, &ContentList { items })
}

/// `?path=` of the document endpoints.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PathQuery {
    /// The document's path in the content format (`ja/faq.json`).
    pub path: String,
}

fn checked(path: &str) -> Result<(), AppError> {
    check_path(path).map_err(|_| AppError::Validation(vec![FieldError::new("path", "format")]))
}

/// Where a translation stands, with the source's two texts for the diff.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct TranslationView {
    pub source_path: String,
    /// The source's revision this text was translated from, and its text then.
    #[cfg_attr(test, ts(type = "number"))]
    pub from_revision: i64,
    pub source_then: String,
    /// The source's revision and text now.
    #[cfg_attr(test, ts(type = "number"))]
    pub source_revision: i64,
    pub source_now: String,
    pub needs_update: bool,
    /// For a document of entries, the source's entries (by id or key) that changed from `sourceThen`
    /// to `sourceNow`: the ones to translate again. Empty when none did (only the layout changed).
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entries_behind: Option<Vec<String>>,
}

/// Whether a translation behind its source's revision needs an update: for a document of entries,
/// only when one of the source's entries changed (`entries`), else as a whole.
fn behind_on(behind_revision: bool, entries: Option<&[String]>) -> bool {
    behind_revision && entries.is_none_or(|e| !e.is_empty())
}

/// The source's texts by revision, each read once, and the entries that changed between two.
#[derive(Default)]
struct SourceTexts(HashMap<(String, i64), String>);

impl SourceTexts {
    async fn text(&mut self, db: &crate::storage::Db, path: &str, revision: i64) -> Result<String, AppError> {
        let key = (path.to_string(), revision);
        if let Some(t) = self.0.get(&key) {
            return Ok(t.clone());
        }
        let text =
            site_content::revision_body(db, path, revision).await.map_err(StorageError::from)?.unwrap_or_default();
        self.0.insert(key, text.clone());
        Ok(text)
    }

    /// The source's entries changed since `t.from_revision`, or `None` for a document without entries.
    async fn entries_behind(
        &mut self,
        db: &crate::storage::Db,
        source: &str,
        t: site_content::Translation,
    ) -> Result<Option<Vec<String>>, AppError> {
        let then = self.text(db, source, t.from_revision).await?;
        let now = self.text(db, source, t.source_revision).await?;
        Ok(changed_entries(&then, &now))
    }
}

/// A change under way.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentDraft {
    pub body: String,
    /// The published revision it was made on (0: a new document).
    #[cfg_attr(test, ts(type = "number"))]
    pub base_revision: i64,
    pub status: ContentDraftStatus,
    /// For a translation: `current` (a new translation of the source as published now) or
    /// `unchanged` (a fix that leaves it as far behind its source as it was).
    pub translated: String,
    /// The reviewer's note when sent back.
    pub note: String,
    /// The claims check's findings the editor kept, with why.
    pub overrides: Vec<ClaimOverride>,
    pub author_email: String,
    /// RFC 3339.
    pub updated_at: String,
}

impl From<Draft> for ContentDraft {
    fn from(d: Draft) -> ContentDraft {
        ContentDraft {
            body: d.body,
            base_revision: d.base_revision,
            status: d.status,
            translated: match d.translated {
                TranslatedFrom::CurrentSource | TranslatedFrom::Revision(_) => "current".into(),
                TranslatedFrom::Unchanged => "unchanged".into(),
            },
            note: d.note,
            overrides: serde_json::from_str(&d.overrides).unwrap_or_default(),
            author_email: d.author_email,
            updated_at: crate::storage::ids::rfc3339(d.updated_at),
        }
    }
}

/// `GET /api/admin/content/document`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentDocument {
    pub path: String,
    /// The published text and its revision (0 and "" for a document not yet published).
    pub body: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub revision: i64,
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub translation: Option<TranslationView>,
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draft: Option<ContentDraft>,
    /// The claims check over the draft's text (the published text's without a draft), with UTF-16
    /// offsets into it.
    pub findings: Vec<ClaimFinding>,
}

/// One document: the published text, its translation state with the source's change since, and the
/// change under way.
#[utoipa::path(get, path = "/api/admin/content/document", tag = "admin-content", security(("session" = [])),
    params(PathQuery),
    responses((status = 200, body = ContentDocument), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "no content role", body = crate::http::error::ErrorBody),
        (status = 404, body = crate::http::error::ErrorBody),
        (status = 422, description = "not a content path", body = crate::http::error::ErrorBody)))]
pub async fn document(
    staff: Staff,
    State(app): State<AppState>,
    query: Result<Query<PathQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    staff.require_content_editor()?;
    let Query(q) = query.map_err(|_| AppError::Validation(vec![FieldError::new("path", "required")]))?;
    checked(&q.path)?;
    let mut conn = app.db.pool.acquire().await.map_err(StorageError::from)?;
    let published = site_content::document(&mut conn, &q.path).await.map_err(StorageError::from)?;
    let draft = content_drafts::find(&mut conn, &q.path).await.map_err(StorageError::from)?;
    if published.is_none() && draft.is_none() {
        return Err(AppError::NotFound);
    }
    let translation = match (published.as_ref().and_then(|p| p.translation), source_of(&q.path)) {
        (Some(t), Some(source_path)) => {
            let mut sources = SourceTexts::default();
            let source_then = sources.text(&app.db, &source_path, t.from_revision).await?;
            let source_now = sources.text(&app.db, &source_path, t.source_revision).await?;
            let entries_behind = changed_entries(&source_then, &source_now).filter(|_| t.needs_update());
            Some(TranslationView {
                source_path,
                from_revision: t.from_revision,
                source_then,
                source_revision: t.source_revision,
                source_now,
                needs_update: behind_on(t.needs_update(), entries_behind.as_deref()),
                entries_behind,
            })
        }
        _ => None,
    };
    let (body, revision) = published.map(|p| (p.body, p.revision)).unwrap_or_default();
    let findings = app.publishing.claims.check(&q.path, draft.as_ref().map_or(body.as_str(), |d| d.body.as_str()));
    let draft = draft.map(ContentDraft::from);
    answer::json(StatusCode::OK, &ContentDocument { path: q.path, body, revision, translation, draft, findings })
}

/// `PUT /api/admin/content/draft`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ContentDraftRequest {
    pub path: String,
    pub body: String,
    /// The published revision the editor started from (0 for a new document).
    #[cfg_attr(test, ts(type = "number"))]
    pub base_revision: i64,
    /// `current` (the default) or `unchanged`; see [`ContentDraft::translated`].
    #[cfg_attr(test, ts(optional))]
    pub translated: Option<String>,
    /// The claims check's findings kept on purpose, each with the reason (the reviewer sees them).
    #[cfg_attr(test, ts(optional))]
    pub overrides: Option<Vec<ClaimOverride>>,
}

/// Values still compiled in from the content (`core-wasm/build.rs`): the clinic's time zone (every
/// stored time is clinic time), the founding year, and the privacy notice's version stored with every
/// submission. A change to them would show one thing on the pages and act by another, so it is refused
/// with its own code. The opening hours, slot length and booking horizon are read at run time
/// (`site::clinic`): they are checked instead ([`crate::publishing::clinic::problem`]).
const COMPILED: &[(&str, &[&str])] = &[("clinics.json", &["timeZone", "foundingYear"]), ("notice.json", &["version"])];

/// Whether `body` changes a compiled value of `published`.
fn changes_compiled(path: &str, published: Option<&str>, body: &str) -> bool {
    let Some((_, keys)) = COMPILED.iter().find(|(p, _)| *p == path) else { return false };
    let parse = |t: &str| serde_json::from_str::<serde_json::Value>(t).ok();
    let (Some(old), Some(new)) = (published.and_then(parse), parse(body)) else { return false };
    keys.iter().any(|k| old.get(k) != new.get(k))
}

/// The document's kind of text: a `.json` document must stay JSON, whatever the editor did.
fn check_body(path: &str, body: &str) -> Result<(), AppError> {
    let field = |code| AppError::Validation(vec![FieldError::new("body", code)]);
    if body.len() > MAX_DOCUMENT_BYTES {
        return Err(AppError::Validation(vec![
            FieldError::new("body", "max_length").with("max", MAX_DOCUMENT_BYTES as i64)
        ]));
    }
    if body.trim().is_empty() {
        return Err(field("required"));
    }
    if path.ends_with(".json") {
        let Ok(value) = serde_json::from_str::<serde_json::Value>(body) else { return Err(field("json")) };
        if !crate::site::content_files::ids_are_slugs(path, &value) {
            return Err(field("id"));
        }
        if let Some(reason) = crate::publishing::clinic::problem(path, body) {
            tracing::info!(path, %reason, "opening hours refused");
            return Err(field("hours"));
        }
    }
    Ok(())
}

fn audit_entry<'a>(staff: &'a Staff, action: &'a str, path: &'a str, detail: serde_json::Value) -> AuditEntry<'a> {
    AuditEntry {
        actor_id: Some(&staff.user_id),
        actor_email: &staff.email,
        action,
        target_kind: "content",
        target_id: path,
        ip: &staff.ip,
        detail,
    }
}

/// Saves the editor's text as the document's draft (a new document too). Refused while the change
/// is in review, and when the document was published since the editor opened it.
#[utoipa::path(put, path = "/api/admin/content/draft", tag = "admin-content", security(("session" = [])),
    request_body = ContentDraftRequest,
    responses((status = 200, body = ContentDraft), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "no content role, or csrf", body = crate::http::error::ErrorBody),
        (status = 409, description = "`stale`: published since `baseRevision`; `not_allowed`: in review", body = crate::http::error::ErrorBody),
        (status = 400, body = crate::http::error::ErrorBody), (status = 413, body = crate::http::error::ErrorBody),
        (status = 415, body = crate::http::error::ErrorBody),
        (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn save_draft(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<ContentDraftRequest>,
) -> Result<Response, AppError> {
    staff.require_content_editor()?;
    let req = body.value;
    checked(&req.path)?;
    check_body(&req.path, &req.body)?;
    let kept = req.overrides.clone().unwrap_or_default();
    let too_long = |o: &ClaimOverride| o.phrase.len() > 200 || o.reason.len() > MAX_REASON;
    if kept.len() > 100 || kept.iter().any(too_long) {
        return Err(AppError::Validation(vec![
            FieldError::new("overrides", "max_length").with("max", MAX_REASON as i64)
        ]));
    }
    if kept.iter().any(|o| o.reason.trim().is_empty()) {
        return Err(AppError::Validation(vec![FieldError::new("overrides", "required")]));
    }
    let overrides = serde_json::to_string(&kept).map_err(|e| AppError::Internal(e.to_string()))?;
    let translated = match req.translated.as_deref() {
        None | Some("current") => TranslatedFrom::CurrentSource,
        Some("unchanged") => TranslatedFrom::Unchanged,
        Some(_) => return Err(AppError::Validation(vec![FieldError::new("translated", "invalid_choice")])),
    };
    let staff2 = staff.clone();
    let saved = app
        .writer
        .transact(move |conn| {
            Box::pin(async move {
                let published = site_content::document(conn, &req.path).await?;
                if published.as_ref().map_or(0, |d| d.revision) != req.base_revision {
                    return Ok(Err(AppError::Stale));
                }
                if changes_compiled(&req.path, published.as_ref().map(|d| d.body.as_str()), &req.body) {
                    return Ok(Err(AppError::Validation(vec![FieldError::new("body", "compiled")])));
                }
                // The source as the translator saw it: what this translation follows once approved.
                let source_revision = match crate::site::content_files::source_of(&req.path) {
                    Some(source) => site_content::document(conn, &source).await?.map(|d| d.revision),
                    None => None,
                };
                let save = Save {
                    source_revision,
                    path: &req.path,
                    body: &req.body,
                    base_revision: req.base_revision,
                    translated,
                    overrides: &overrides,
                    author_email: &staff2.email,
                };
                let now = now_ms();
                if content_drafts::save(conn, &save, now).await? == Err(Refusal::InReview) {
                    return Ok(Err(AppError::NotAllowed));
                }
                let detail = json!({ "baseRevision": req.base_revision, "bytes": req.body.len() });
                audit::append(conn, &audit_entry(&staff2, "content.draft", &req.path, detail)).await?;
                Ok(Ok(content_drafts::find(conn, &req.path).await?))
            })
        })
        .await??;
    match saved {
        Some(d) => answer::json(StatusCode::OK, &ContentDraft::from(d)),
        None => Err(AppError::Internal("draft saved but not found".into())),
    }
}

/// `POST /api/admin/content/submit` and the path of a review.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ContentSubmitRequest {
    pub path: String,
}

/// Submits the document's draft for review; the editor can no longer change it.
#[utoipa::path(post, path = "/api/admin/content/submit", tag = "admin-content", security(("session" = [])),
    request_body = ContentSubmitRequest,
    responses((status = 200, body = ContentDraft), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "no content role, or csrf", body = crate::http::error::ErrorBody),
        (status = 404, description = "no draft", body = crate::http::error::ErrorBody),
        (status = 409, description = "`not_allowed`: already in review", body = crate::http::error::ErrorBody),
        (status = 400, body = crate::http::error::ErrorBody), (status = 413, body = crate::http::error::ErrorBody),
        (status = 415, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn submit(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<ContentSubmitRequest>,
) -> Result<Response, AppError> {
    staff.require_content_editor()?;
    let path = body.value.path;
    checked(&path)?;
    let staff2 = staff.clone();
    let draft = app
        .writer
        .transact(move |conn| {
            Box::pin(async move {
                match content_drafts::submit(conn, &path, now_ms()).await? {
                    Ok(d) => {
                        audit::append(conn, &audit_entry(&staff2, "content.submit", &path, json!({}))).await?;
                        Ok(Ok(d))
                    }
                    Err(Refusal::InReview) => Ok(Err(AppError::NotAllowed)),
                    Err(Refusal::NotInReview) => Ok(Err(AppError::NotFound)),
                }
            })
        })
        .await??;
    answer::json(StatusCode::OK, &ContentDraft::from(draft))
}

/// `POST /api/admin/content/review`.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ContentReviewRequest {
    pub path: String,
    /// `approve` (publishes) or `return` (back to the editor with `note`).
    pub decision: String,
    /// Why it goes back: required to send it back.
    pub note: String,
    /// The draft's `updatedAt` as the reviewer read it: an approval of a draft changed since (sent back
    /// and submitted again by someone else) is refused `stale` rather than publishing unseen text.
    #[cfg_attr(test, ts(optional))]
    pub draft_updated_at: Option<String>,
}

/// What a review did.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentReviewDone {
    pub path: String,
    /// `published` or `returned`.
    pub outcome: String,
    /// The revision published now (approvals only).
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(type = "number"))]
    pub revision: Option<i64>,
    /// The site version now served (approvals on a server that renders the site).
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

/// A reviewer approves a submitted change (it is published as the document's next revision) or sends
/// it back with a note. Refused for a change made on an older revision than the published one.
#[utoipa::path(post, path = "/api/admin/content/review", tag = "admin-content", security(("session" = [])),
    request_body = ContentReviewRequest,
    responses((status = 200, body = ContentReviewDone), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "not a reviewer, or csrf", body = crate::http::error::ErrorBody),
        (status = 404, description = "no draft", body = crate::http::error::ErrorBody),
        (status = 408, description = "the render took longer than the request may (the publication may still complete)", body = crate::http::error::ErrorBody),
        (status = 409, description = "`not_allowed`: not in review; `stale`: published since, or the draft changed since `draftUpdatedAt`", body = crate::http::error::ErrorBody),
        (status = 500, description = "`publishing_failed`: the new site version could not be made or stored; nothing was published", body = crate::http::error::ErrorBody),
        (status = 503, description = "`publishing_unavailable`: this server cannot render the site (no Node.js, no server-side build); `busy` (Retry-After): other publications kept landing while this one rendered", body = crate::http::error::ErrorBody),
        (status = 400, body = crate::http::error::ErrorBody), (status = 413, body = crate::http::error::ErrorBody),
        (status = 415, body = crate::http::error::ErrorBody), (status = 422, body = crate::http::error::ErrorBody)))]
pub async fn review(
    staff: Staff,
    State(app): State<AppState>,
    body: JsonBody<ContentReviewRequest>,
) -> Result<Response, AppError> {
    staff.require_content_reviewer()?;
    let req = body.value;
    checked(&req.path)?;
    let approve = match req.decision.as_str() {
        "approve" => true,
        "return" if !req.note.trim().is_empty() => false,
        "return" => return Err(AppError::Validation(vec![FieldError::new("note", "required")])),
        _ => return Err(AppError::Validation(vec![FieldError::new("decision", "invalid_choice")])),
    };
    if req.note.len() > 2000 {
        return Err(AppError::Validation(vec![FieldError::new("note", "max_length").with("max", 2000)]));
    }
    if approve {
        // A task of its own: the request's time limit (or the reviewer closing the tab) never stops a
        // publication between its render, its object in the store and its transaction.
        let (task_app, actor, path, seen) =
            (app.clone(), staff.actor(), req.path.clone(), req.draft_updated_at.clone());
        let approved = tokio::spawn(async move {
            let deps = publishing::approve::Deps {
                db: &task_app.db,
                writer: &task_app.writer,
                uploads: &task_app.uploads,
                publishing: &task_app.publishing,
            };
            publishing::approve::approve(&deps, &actor, &path, seen.as_deref()).await
        })
        .await
        .map_err(|e| AppError::Internal(format!("approval task: {e}")))??;
        let done = ContentReviewDone {
            path: req.path,
            outcome: "published".into(),
            revision: Some(approved.revision),
            version: approved.version,
        };
        return answer::json(StatusCode::OK, &done);
    }
    let staff2 = staff.clone();
    let path = req.path.clone();
    app.writer
        .transact(move |conn| {
            Box::pin(async move {
                let Some(draft) = content_drafts::find(conn, &req.path).await? else {
                    return Ok(Err(AppError::NotFound));
                };
                if draft.status != ContentDraftStatus::InReview
                    || content_drafts::send_back(conn, &req.path, req.note.trim(), now_ms()).await?.is_err()
                {
                    return Ok(Err(AppError::NotAllowed));
                }
                let detail = json!({ "note": req.note.trim() });
                audit::append(conn, &audit_entry(&staff2, "content.return", &req.path, detail)).await?;
                Ok(Ok(()))
            })
        })
        .await??;
    answer::json(StatusCode::OK, &ContentReviewDone { path, outcome: "returned".into(), revision: None, version: None })
}

/// `?lang=` of the claims lists.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LangQuery {
    /// A site language (`ja`).
    pub lang: String,
}

/// One language's banned-claims lists (its glossary's `claims` and `advertising`), for the editor's live
/// check with the core's own rule (WASM `checkClaims`); the server applies the same lists on approval.
#[utoipa::path(get, path = "/api/admin/content/claim-rules", tag = "admin-content", security(("session" = [])),
    params(LangQuery),
    responses((status = 200, body = clinic_core::claims::ClaimRules), (status = 401, body = crate::http::error::ErrorBody),
        (status = 403, description = "no content role", body = crate::http::error::ErrorBody),
        (status = 404, description = "no lists for this language", body = crate::http::error::ErrorBody),
        (status = 422, description = "not a site language", body = crate::http::error::ErrorBody)))]
pub async fn claim_rules(
    staff: Staff,
    State(app): State<AppState>,
    query: Result<Query<LangQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    staff.require_content_editor()?;
    let Query(q) = query.map_err(|_| AppError::Validation(vec![FieldError::new("lang", "required")]))?;
    let locale = clinic_core::lang::Locale::from_exact_tag(&q.lang)
        .filter(|l| l.is_site())
        .ok_or_else(|| AppError::Validation(vec![FieldError::new("lang", "invalid_choice")]))?;
    let rules = app.publishing.claims.rules(locale).ok_or(AppError::NotFound)?;
    answer::json(StatusCode::OK, rules)
}
