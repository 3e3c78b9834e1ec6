//! The inbox list: bookings, inquiries and assessments in one page, filtered, searched, sorted.
//!
//! One statement: each kind's rows are filtered and cut to the page's end on that kind's own index
//! (newest first, or the chosen sort), then the three short lists are merged. So a page costs three
//! index walks of at most `offset + limit` rows however many submissions are stored.

use super::sql::{contains_pattern, Sql};
use super::text_index::TextIndex;
use super::{is_overdue, Kind};
use crate::storage::{Backend, StorageError};
use clinic_core::code::ConfirmationCode;
use clinic_core::model::Branch;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

/// What the list is sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    ReceivedAt,
    Name,
    Status,
    PreferredDate,
}

impl Sort {
    /// Parses the wire name (`receivedAt`, `name`, `status`, `preferredDate`).
    pub fn parse(s: &str) -> Option<Sort> {
        match s {
            "receivedAt" => Some(Sort::ReceivedAt),
            "name" => Some(Sort::Name),
            "status" => Some(Sort::Status),
            "preferredDate" => Some(Sort::PreferredDate),
            _ => None,
        }
    }
}

/// The filters of one list request, already validated.
#[derive(Debug, Clone)]
pub struct Filter {
    pub kind: Option<Kind>,
    pub status: Option<String>,
    /// Only bookings of this branch (inquiries and assessments name no branch, so they drop out).
    pub branch: Option<Branch>,
    /// The staff member's own branch, when limited to one: their bookings only.
    pub scope: Option<Branch>,
    /// Received at or after (Unix ms).
    pub from: Option<i64>,
    /// Received before (Unix ms).
    pub to: Option<i64>,
    pub lang: Option<String>,
    /// Only bookings of this tumour type.
    pub tumor_type: Option<String>,
    /// Only assessments of this urgency (as reviewed, else as triaged).
    pub urgency: Option<String>,
    /// Name, e-mail, phone or confirmation code.
    pub q: Option<String>,
    /// Only submissions without a staff response 24 h after receipt.
    pub overdue: bool,
    /// Only bookings still waiting for the patient's e-mail link (`CLINIC_VERIFY_EMAIL`); other kinds
    /// drop out.
    pub unverified: bool,
    pub sort: Sort,
    pub descending: bool,
    pub offset: i64,
    pub limit: i64,
    /// Now (Unix ms), for the overdue cut-off.
    pub now: i64,
}

/// One line of the inbox.
#[derive(Debug, Clone, Serialize, PartialEq, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct InboxItem {
    /// `booking` | `inquiry` | `assessment`.
    pub kind: String,
    /// The booking's canonical code, or the inquiry's or assessment's id.
    pub id: String,
    /// The confirmation code as patients see it (bookings only).
    pub code: Option<String>,
    /// The patient's name (an assessment has only the e-mail it may give).
    pub name: String,
    pub branch: Option<String>,
    pub status: String,
    pub lang: String,
    /// RFC 3339.
    pub received_at: String,
    pub preferred_date: Option<String>,
    pub preferred_time: Option<String>,
    pub tumor_type: Option<String>,
    pub urgency: Option<String>,
    pub assignee_email: Option<String>,
    /// No staff response 24 h after receipt.
    pub overdue: bool,
    /// Bookings made with e-mail verification on: `unverified` (the patient has not opened the link
    /// yet; the seat is held only until the hold ends), `verified` or `expired`. None otherwise.
    pub verification: Option<String>,
    /// Past its retention period: what named the patient has been emptied (docs/retention.md).
    pub purged: bool,
    /// Bookings: where the health questions stand (missing, draft, sent, reviewed), their flags and
    /// whether the answers are missing shortly before the visit. Absent for other kinds.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub intake: Option<crate::storage::intake_mark::IntakeMark>,
    /// The triage queue's aftercare items: the patient's "something worries me", not handled yet.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub aftercare: Option<crate::storage::intake_mark::AftercareWorry>,
}

/// One page and how many match in all.
#[derive(Debug, Clone, Serialize)]
pub struct Page {
    pub items: Vec<InboxItem>,
    /// How many match, counted up to [`SEARCH_COUNT_CAP`] for a search.
    pub total: i64,
    /// More than `total` match (a search with very many matches).
    pub total_capped: bool,
}

/// The columns each kind contributes, under shared names.
pub(crate) fn columns(kind: Kind, sort: Sort) -> String {
    let (id, name, branch, received, date, time, tumor, urgency) = match kind {
        Kind::Booking => (
            "t.code",
            "t.name",
            "t.branch",
            "t.created_at",
            "t.preferred_date",
            "t.preferred_time",
            "t.tumor_type",
            "CAST(NULL AS TEXT)",
        ),
        Kind::Inquiry => (
            "t.id",
            "t.name",
            "CAST(NULL AS TEXT)",
            "t.received_at",
            "CAST(NULL AS TEXT)",
            "CAST(NULL AS TEXT)",
            "CAST(NULL AS TEXT)",
            "CAST(NULL AS TEXT)",
        ),
        Kind::Assessment => (
            "t.id",
            "COALESCE(t.email, '')",
            "CAST(NULL AS TEXT)",
            "t.created_at",
            "CAST(NULL AS TEXT)",
            "CAST(NULL AS TEXT)",
            "CAST(NULL AS TEXT)",
            "COALESCE(t.reviewed_urgency, t.urgency)",
        ),
    };
    let sort_key = sort_expr(kind, sort);
    let verification = if kind == Kind::Booking { "t.verification" } else { "CAST(NULL AS TEXT)" };
    format!(
        "'{}' AS kind, {id} AS id, {name} AS name, {branch} AS branch, t.status AS status, t.lang AS lang, \
         {received} AS received_at, {date} AS preferred_date, {time} AS preferred_time, {tumor} AS tumor_type, \
         {urgency} AS urgency, CAST(CASE WHEN t.purged_at IS NULL THEN 0 ELSE 1 END AS BIGINT) AS purged, t.assignee_id AS assignee_id, \
         t.first_response_at AS first_response_at, {verification} AS verification, {sort_key} AS sort_key",
        kind.as_str()
    )
}

fn table(kind: Kind) -> &'static str {
    match kind {
        Kind::Booking => "bookings",
        Kind::Inquiry => "inquiries",
        Kind::Assessment => "assessments",
    }
}

fn received_col(kind: Kind) -> &'static str {
    match kind {
        Kind::Inquiry => "t.received_at",
        Kind::Booking | Kind::Assessment => "t.created_at",
    }
}

/// The sort expression of a kind: the same type across kinds, never NULL (the two databases order
/// NULLs differently).
fn sort_expr(kind: Kind, sort: Sort) -> String {
    match sort {
        Sort::ReceivedAt => received_col(kind).to_string(),
        Sort::Name => match kind {
            Kind::Assessment => "COALESCE(t.email, '')".into(),
            _ => "t.name".into(),
        },
        Sort::Status => "t.status".into(),
        Sort::PreferredDate => match kind {
            Kind::Booking => "t.preferred_date || ' ' || t.preferred_time".into(),
            _ => "''".into(),
        },
    }
}

/// Whether a kind can match the filter at all.
fn included(kind: Kind, f: &Filter) -> bool {
    if f.kind.is_some_and(|k| k != kind) {
        return false;
    }
    match kind {
        Kind::Booking => f.urgency.is_none(),
        Kind::Inquiry => f.branch.is_none() && f.tumor_type.is_none() && f.urgency.is_none() && !f.unverified,
        Kind::Assessment => f.branch.is_none() && f.tumor_type.is_none() && !f.unverified,
    }
}

/// Appends ` WHERE …` for one kind.
fn push_where(s: &mut Sql, backend: Backend, kind: Kind, f: &Filter, search: Option<&Search>) {
    s.push(" WHERE 1 = 1");
    let received = received_col(kind);
    if let Some(status) = &f.status {
        s.push(" AND t.status = ").text(status);
    }
    if kind == Kind::Booking {
        if let Some(b) = f.scope {
            s.push(" AND t.branch = ").text(b.as_str());
        }
        if let Some(b) = f.branch {
            s.push(" AND t.branch = ").text(b.as_str());
        }
        if let Some(t) = &f.tumor_type {
            s.push(" AND t.tumor_type = ").text(t);
        }
        if f.unverified {
            // A literal, as migration 0021's partial index names it, so the planner can use that index.
            s.push(" AND t.verification = 'unverified'");
            s.push(" AND t.status IN (").text("pending").push(", ").text("confirmed").push(")");
        }
    }
    if kind == Kind::Assessment {
        if let Some(u) = &f.urgency {
            s.push(" AND COALESCE(t.reviewed_urgency, t.urgency) = ").text(u);
        }
    }
    if let Some(from) = f.from {
        s.push(&format!(" AND {received} >= ")).int(from);
    }
    if let Some(to) = f.to {
        s.push(&format!(" AND {received} < ")).int(to);
    }
    if let Some(lang) = &f.lang {
        s.push(" AND t.lang = ").text(lang);
    }
    if f.overdue {
        s.push(" AND t.first_response_at IS NULL AND t.status = ").text(kind.initial_status());
        s.push(&format!(" AND {received} <= ")).int(f.now - super::RESPONSE_PROMISE_MS);
    }
    if let (Some(q), Some(search)) = (f.q.as_deref().map(str::trim).filter(|q| !q.is_empty()), search) {
        push_search(s, backend, kind, q, search);
    }
}

/// Name, e-mail, phone (by digits) or code, in any spelling, through a trigram index (any substring
/// of 3 characters or more): PostgreSQL's `pg_trgm`; on SQLite the bookings' index in memory
/// ([`TextIndex`]) and migration 0009's FTS5 index of the others. Shorter text no trigram index can
/// serve; SQLite then reads the tables themselves.
fn push_search(s: &mut Sql, backend: Backend, kind: Kind, q: &str, search: &Search) {
    let digits = clinic_core::validate::phone_digits(q);
    let digits = (digits.chars().count() >= MIN_INDEXED_CHARS).then_some(digits);
    let key = match kind {
        Kind::Booking => "t.code",
        Kind::Inquiry | Kind::Assessment => "t.id",
    };
    s.push(" AND (");
    match (backend, search) {
        (Backend::Postgres, _) => {
            // The generated column is lower-cased as PostgreSQL lower-cases, and so is the text.
            s.push("t.search_text LIKE LOWER(").text(&contains_pattern(q)).push(") ESCAPE '\\'");
            if let Some(d) = &digits {
                s.push(" OR t.search_text LIKE ").text(&contains_pattern(d)).push(" ESCAPE '\\'");
            }
        }
        (Backend::Sqlite, Search::Codes(codes)) => {
            // Emptied rows (an erasure, perhaps by `clinic erase` beside the server) never match by text.
            s.push("t.name <> '' AND t.code IN (");
            for (i, code) in codes.iter().enumerate() {
                s.push(if i == 0 { "" } else { ", " }).text(code);
            }
            s.push(if codes.is_empty() { "NULL)" } else { ")" });
        }
        (Backend::Sqlite, Search::Indexed) if q.chars().count() >= MIN_INDEXED_CHARS => match search_index(kind) {
            Some(index) => {
                s.push(&format!("{key} IN (SELECT ref FROM {index} WHERE {index} MATCH "));
                s.text(&fts_phrases(q, digits.as_deref())).push(")");
            }
            None => push_scan_search(s, kind, q, digits.as_deref()),
        },
        (Backend::Sqlite, _) => push_scan_search(s, kind, q, digits.as_deref()),
    }
    match kind {
        Kind::Booking => {
            if let Some(code) = ConfirmationCode::parse(q) {
                s.push(" OR t.code = ").text(code.canonical());
            }
        }
        Kind::Inquiry | Kind::Assessment => {
            s.push(&format!(" OR {key} = ")).text(q);
        }
    }
    s.push(")");
}

/// SQLite's trigram index of one kind (migration 0009); the bookings' is in memory (migration 0020).
fn search_index(kind: Kind) -> Option<&'static str> {
    match kind {
        Kind::Booking => None,
        Kind::Inquiry => Some("inquiry_search"),
        Kind::Assessment => Some("assessment_search"),
    }
}

/// The shortest text the trigram indexes can find.
const MIN_INDEXED_CHARS: usize = 3;

/// An FTS5 query for the text as typed or its digits: each a quoted phrase, which the trigram
/// tokenizer matches as a substring, case-insensitively. Quotes are doubled; control characters,
/// which no stored text holds, are left out.
fn fts_phrases(q: &str, digits: Option<&str>) -> String {
    let phrase = |t: &str| {
        let clean: String = t.chars().filter(|c| !c.is_control()).collect();
        format!("\"{}\"", clean.replace('"', "\"\""))
    };
    match digits {
        Some(d) if d != q => format!("{} OR {}", phrase(q), phrase(d)),
        _ => phrase(q),
    }
}

/// The same match as the search index's, read from the columns themselves row by row: for text
/// shorter than a trigram, and for an index walk through very many matches.
fn push_scan_search(s: &mut Sql, kind: Kind, q: &str, digits: Option<&str>) {
    // The columns the index's text is made of (migrations 0009 and 0015), lower-cased where people type case.
    let columns: &[&str] = match kind {
        Kind::Booking => &["LOWER(t.name)", "t.email_normalized", "t.phone_digits", "t.code"],
        Kind::Inquiry => &["LOWER(t.name)", "LOWER(t.email)", "t.phone_digits", "t.id"],
        Kind::Assessment => &["LOWER(COALESCE(t.email, ''))", "t.id"],
    };
    let mut patterns = vec![contains_pattern(&q.to_lowercase())];
    patterns.extend(digits.map(contains_pattern));
    let mut first = true;
    for column in columns {
        for pattern in &patterns {
            s.push(if first { "" } else { " OR " });
            s.push(&format!("{column} LIKE ")).text(pattern).push(" ESCAPE '\\'");
            first = false;
        }
    }
}

/// How many matches of a search are counted exactly. Past this the total says "more than", and the
/// kind's page is found by walking its index in the page's order (many matches: the page fills fast)
/// instead of sorting every match.
pub const SEARCH_COUNT_CAP: i64 = 1_000;

/// How a search's text is matched.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Search {
    /// Through the trigram index: finds few matches fast, whatever their order.
    Indexed,
    /// SQLite's bookings: the codes the index in memory found (no more than the cap).
    Codes(Vec<String>),
    /// Row by row, as an index walk in the page's order reaches them: fast when most rows match.
    Scan,
}

/// One page of the inbox and the total that match.
pub async fn list(
    conn: &mut AnyConnection,
    backend: Backend,
    index: &TextIndex,
    f: &Filter,
) -> Result<Page, StorageError> {
    let kinds: Vec<Kind> = Kind::ALL.into_iter().filter(|k| included(*k, f)).collect();
    if kinds.is_empty() {
        return Ok(Page { items: Vec::new(), total: 0, total_capped: false });
    }
    let q = f.q.as_deref().map(str::trim).filter(|q| !q.is_empty());
    let Some(q) = q else {
        let plan: Vec<(Kind, Option<Search>)> = kinds.iter().map(|k| (*k, None)).collect();
        let items = page(conn, backend, f, &plan).await?;
        let mut total = 0;
        for kind in &kinds {
            total += count(conn, backend, f, *kind, None, None).await?;
        }
        return Ok(Page { items, total, total_capped: false });
    };
    if let Some(page) = jump_to_code(conn, backend, f, &kinds).await? {
        return Ok(page);
    }
    // Each kind's matches are counted up to the cap: few are found through the index and sorted
    // whole, many are reached by walking the page's order and counted only so far.
    let mut plan = Vec::with_capacity(kinds.len());
    let (mut total, mut total_capped) = (0, false);
    for kind in &kinds {
        let search = search_for(conn, backend, index, *kind, q).await?;
        let n = count(conn, backend, f, *kind, Some(&search), Some(SEARCH_COUNT_CAP + 1)).await?;
        total_capped |= n > SEARCH_COUNT_CAP;
        total += n.min(SEARCH_COUNT_CAP);
        plan.push((*kind, Some(search)));
    }
    let items = page(conn, backend, f, &plan).await?;
    Ok(Page { items, total, total_capped })
}

/// How one kind is searched for this text. SQLite reads the trigram index's matches into a list
/// before it applies the other filters, which costs as much as the matches are many (a second at
/// 100,000): so the index is asked first how many it holds, no further than the cap, and past the
/// cap the rows are read in the page's order instead. PostgreSQL's planner weighs this itself.
async fn search_for(
    conn: &mut AnyConnection,
    backend: Backend,
    index: &TextIndex,
    kind: Kind,
    q: &str,
) -> Result<Search, StorageError> {
    if backend != Backend::Sqlite || q.chars().count() < MIN_INDEXED_CHARS {
        return Ok(Search::Indexed);
    }
    let digits = clinic_core::validate::phone_digits(q);
    let digits = (digits.chars().count() >= MIN_INDEXED_CHARS).then_some(digits);
    let Some(table) = search_index(kind) else {
        // The bookings' index in memory. Until it is built (the command line never builds it) the
        // rows are read one by one.
        return Ok(match index.matches(q, digits.as_deref(), SEARCH_COUNT_CAP as usize) {
            Some(codes) if codes.len() <= SEARCH_COUNT_CAP as usize => Search::Codes(codes),
            _ => Search::Scan,
        });
    };
    let index = table;
    let mut s = Sql::new(backend);
    s.push(&format!("SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM {index} WHERE {index} MATCH "));
    s.text(&fts_phrases(q, digits.as_deref()));
    s.push(" LIMIT ").int(SEARCH_COUNT_CAP + 1).push(") AS hits");
    let hits: i64 = s.query().fetch_one(&mut *conn).await?.try_get("n")?;
    Ok(if hits > SEARCH_COUNT_CAP { Search::Scan } else { Search::Indexed })
}

/// The page's rows: each kind filtered and cut to the page's end in the page's order (on its own
/// index, unless the trigram index picks the rows), then the short lists merged.
async fn page(
    conn: &mut AnyConnection,
    backend: Backend,
    f: &Filter,
    plan: &[(Kind, Option<Search>)],
) -> Result<Vec<InboxItem>, StorageError> {
    let dir = if f.descending { "DESC" } else { "ASC" };
    // Equal names follow in the order they came in (the name indexes of migration 0022, 0020 on PostgreSQL, hold it, so a
    // new booking of a name already stored goes at that name's end instead of at its random code).
    let (tie, outer_tie) = match f.sort {
        Sort::Name => (format!("received_at {dir}, id {dir}"), format!("u.received_at {dir}, u.id {dir}")),
        _ => (format!("id {dir}"), format!("u.id {dir}")),
    };
    let reach = f.offset + f.limit;
    let mut s = Sql::new(backend);
    s.push("SELECT u.*, su.email AS assignee_email FROM (");
    for (i, (kind, search)) in plan.iter().enumerate() {
        if i > 0 {
            s.push(" UNION ALL ");
        }
        s.push(&format!("SELECT * FROM (SELECT {} FROM {} t", columns(*kind, f.sort), table(*kind)));
        push_where(&mut s, backend, *kind, f, search.as_ref());
        s.push(&format!(" ORDER BY sort_key {dir}, {tie} LIMIT ")).int(reach);
        s.push(&format!(") AS part{i}"));
    }
    s.push(&format!(
        ") AS u LEFT JOIN staff_users su ON su.id = u.assignee_id ORDER BY u.sort_key {dir}, {outer_tie} LIMIT "
    ));
    s.int(f.limit).push(" OFFSET ").int(f.offset);
    let searching = plan.iter().any(|(_, search)| search.is_some());
    let rows = s.query().persistent(!searching).fetch_all(&mut *conn).await?;
    rows.iter().map(|r| item_from(r, f.now)).collect()
}

/// How many rows of one kind match, counting no further than `cap`.
///
/// A search's statements are not kept prepared: PostgreSQL plans a kept statement once for any
/// pattern after a few runs (a generic plan, which reads the whole table, 100 ms at 100,000 rows),
/// while an unnamed one is planned with the pattern itself and uses the trigram index for a rare one.
async fn count(
    conn: &mut AnyConnection,
    backend: Backend,
    f: &Filter,
    kind: Kind,
    search: Option<&Search>,
    cap: Option<i64>,
) -> Result<i64, StorageError> {
    let mut c = Sql::new(backend);
    c.push(&format!("SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM {} t", table(kind)));
    push_where(&mut c, backend, kind, f, search);
    if let Some(cap) = cap {
        c.push(" LIMIT ").int(cap);
    }
    c.push(") AS matched");
    let row = c.query().persistent(search.is_none()).fetch_one(&mut *conn).await?;
    Ok(row.try_get::<i64, _>("n")?)
}

/// Quick jump: a search that is a booking's confirmation code (any spelling) finds that booking
/// alone, by its primary key, when it exists and passes the other filters.
async fn jump_to_code(
    conn: &mut AnyConnection,
    backend: Backend,
    f: &Filter,
    kinds: &[Kind],
) -> Result<Option<Page>, StorageError> {
    let Some(code) = f.q.as_deref().and_then(ConfirmationCode::parse) else { return Ok(None) };
    if !kinds.contains(&Kind::Booking) {
        return Ok(None);
    }
    let exact = Filter { q: None, ..f.clone() };
    let mut s = Sql::new(backend);
    s.push(&format!(
        "SELECT {}, su.email AS assignee_email FROM bookings t LEFT JOIN staff_users su ON su.id = t.assignee_id",
        columns(Kind::Booking, f.sort)
    ));
    push_where(&mut s, backend, Kind::Booking, &exact, None);
    s.push(" AND t.code = ").text(code.canonical());
    let Some(row) = s.query().fetch_optional(&mut *conn).await? else { return Ok(None) };
    let items = if f.offset == 0 { vec![item_from(&row, f.now)?] } else { Vec::new() };
    Ok(Some(Page { items, total: 1, total_capped: false }))
}

pub(crate) fn item_from(r: &sqlx::any::AnyRow, now: i64) -> Result<InboxItem, StorageError> {
    let kind_s: String = r.try_get("kind")?;
    let kind = Kind::parse(&kind_s).ok_or_else(|| StorageError::Corrupt(format!("inbox kind {kind_s}")))?;
    let id: String = r.try_get("id")?;
    let status: String = r.try_get("status")?;
    let received_at: i64 = r.try_get("received_at")?;
    let first_response_at: Option<i64> = r.try_get("first_response_at")?;
    Ok(InboxItem {
        code: (kind == Kind::Booking).then(|| display_code(&id)),
        overdue: is_overdue(kind, &status, received_at, first_response_at, now),
        kind: kind_s,
        id,
        name: r.try_get("name")?,
        branch: r.try_get("branch")?,
        status,
        lang: r.try_get("lang")?,
        received_at: crate::storage::ids::rfc3339(received_at),
        preferred_date: r.try_get("preferred_date")?,
        preferred_time: r.try_get("preferred_time")?,
        tumor_type: r.try_get("tumor_type")?,
        urgency: r.try_get("urgency")?,
        assignee_email: r.try_get("assignee_email")?,
        verification: r.try_get("verification")?,
        purged: r.try_get::<i64, _>("purged")? != 0,
        intake: None,
        aftercare: None,
    })
}

/// A stored (canonical) booking code as patients and staff read it.
pub(crate) fn display_code(canonical: &str) -> String {
    ConfirmationCode::parse(canonical).map(|c| c.display()).unwrap_or_else(|| canonical.to_string())
}
