//! The breach report (PDPA breach notice, issue 29): from the audit log, everything one staff account
//! touched in a window — patient records, photos, exports and searches — with the data categories
//! each exposed, counts per kind, and a CSV for the notice letters. The hash chain over the window is
//! verified first, so the report says whether the log it stands on is intact.
//!
//! Used by `clinic admin access-report` and `GET /api/admin/access-report`.

use crate::storage::audit::{self, AuditRow, GENESIS};
use crate::storage::StorageError;
use serde::Serialize;
use sqlx::Row;
use std::collections::BTreeMap;

/// Contact details (name, e-mail, phone).
pub const CONTACT: &str = "contact";
/// Health answers (tumour type, size, location, symptoms, history, a patient's message).
pub const HEALTH: &str = "health answers";
/// Photos of the skin.
pub const PHOTOS: &str = "photos";

/// What the chain check over the window found.
#[derive(Debug, Clone, Serialize, PartialEq, Eq, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ChainCheck {
    /// Every entry of the window (and the link into it) matches its hash.
    pub intact: bool,
    /// The first and last entry checked (0 when the window is empty).
    #[cfg_attr(test, ts(type = "number"))]
    pub first_id: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub last_id: i64,
    /// How many entries were checked.
    #[cfg_attr(test, ts(type = "number"))]
    pub entries: i64,
    /// Where and why it is broken.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(type = "number", optional))]
    pub broken_at: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub reason: Option<String>,
}

/// One thing the account touched.
#[derive(Debug, Clone, Serialize, PartialEq, Eq, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct Touched {
    /// `booking` | `inquiry` | `assessment` | `photo` | `export` | `search`.
    pub kind: String,
    /// The record's code or id; a photo as `<assessment id>/<photo id>`; the audit entry's id for an
    /// export or a search.
    pub id: String,
    /// Which kinds of personal data this exposed ([`CONTACT`], [`HEALTH`], [`PHOTOS`]).
    pub categories: Vec<String>,
    /// The audit actions, distinct (e.g. `booking.view`, `overview.view`).
    pub actions: Vec<String>,
    #[cfg_attr(test, ts(type = "number"))]
    pub times: i64,
    pub first_at: String,
    pub last_at: String,
    /// For a record still stored: the patient's name and e-mail, for the notice letter.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub patient_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub patient_email: Option<String>,
    /// For an export or a search: its filters and how many rows it matched (no search words: the
    /// log keeps only their length).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    #[cfg_attr(test, ts(type = "Record<string, unknown>", optional))]
    pub detail: Option<serde_json::Value>,
}

/// How many of each kind.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct Counts {
    #[cfg_attr(test, ts(type = "number"))]
    pub bookings: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub inquiries: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub assessments: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub photos: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub exports: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub searches: i64,
    /// Rows the exports and searches matched, together (an upper bound of the patients they showed).
    #[cfg_attr(test, ts(type = "number"))]
    pub rows_in_exports_and_searches: i64,
}

/// The report.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct AccessReport {
    pub account: String,
    pub from: String,
    pub to: String,
    pub chain: ChainCheck,
    /// The account's audit entries in the window.
    #[cfg_attr(test, ts(type = "number"))]
    pub entries: i64,
    pub counts: Counts,
    /// Every data category the window exposed.
    pub categories: Vec<String>,
    pub touched: Vec<Touched>,
}

/// Verifies the entries stored in `[from_ms, to_ms)` and the link from the one before them.
pub async fn verify_window(pool: &sqlx::AnyPool, from_ms: i64, to_ms: i64) -> Result<ChainCheck, StorageError> {
    let range = sqlx::query("SELECT MIN(id) AS lo, MAX(id) AS hi FROM audit_log WHERE at >= $1 AND at < $2")
        .bind(from_ms)
        .bind(to_ms)
        .fetch_one(pool)
        .await?;
    let (lo, hi): (Option<i64>, Option<i64>) = (range.try_get("lo")?, range.try_get("hi")?);
    let (Some(lo), Some(hi)) = (lo, hi) else {
        return Ok(ChainCheck { intact: true, first_id: 0, last_id: 0, entries: 0, broken_at: None, reason: None });
    };
    let broken = |id: i64, reason: &str| ChainCheck {
        intact: false,
        first_id: lo,
        last_id: hi,
        entries: 0,
        broken_at: Some(id),
        reason: Some(reason.to_string()),
    };
    // The row before the window anchors it: its own hash must hold, then each row links on.
    let start = (lo - 1).max(1);
    let mut expected = start;
    let mut prev_hash = if start == 1 { GENESIS.to_string() } else { String::new() };
    const PAGE: i64 = 1000;
    while expected <= hi {
        let rows = sqlx::query(&format!(
            "SELECT {} FROM audit_log WHERE id >= $1 AND id <= $2 ORDER BY id LIMIT $3",
            audit::COLUMNS
        ))
        .bind(expected)
        .bind(hi)
        .bind(PAGE)
        .fetch_all(pool)
        .await?;
        if rows.is_empty() {
            return Ok(broken(expected, "missing row"));
        }
        for r in &rows {
            let row = audit::row_from(r)?;
            if row.id != expected {
                return Ok(broken(expected, "missing row"));
            }
            if !prev_hash.is_empty() && row.prev_hash != prev_hash {
                return Ok(broken(row.id, "does not link to the row before"));
            }
            if row.hash != row.expected_hash() {
                return Ok(broken(row.id, "content does not match its hash"));
            }
            prev_hash = row.hash;
            expected += 1;
        }
    }
    Ok(ChainCheck { intact: true, first_id: lo, last_id: hi, entries: hi - lo + 1, broken_at: None, reason: None })
}

/// What one audit entry says was touched: (kind, id, categories).
fn touched_by(row: &AuditRow) -> Vec<(&'static str, String, &'static [&'static str])> {
    let detail: serde_json::Value = serde_json::from_str(&row.detail).unwrap_or_default();
    let record = |kind: &str, id: String| -> Option<(&'static str, String, &'static [&'static str])> {
        match kind {
            "booking" => Some(("booking", id, &[CONTACT, HEALTH])),
            "inquiry" => Some(("inquiry", id, &[CONTACT, HEALTH])),
            "assessment" => Some(("assessment", id, &[CONTACT, HEALTH])),
            _ => None,
        }
    };
    match row.action.as_str() {
        "photo.view" => {
            let photo = detail["photo"].as_str().unwrap_or("");
            vec![("photo", format!("{}/{}", row.target_id, photo), &[PHOTOS])]
        }
        "inbox.export" => vec![("export", row.id.to_string(), &[CONTACT, HEALTH])],
        "inbox.search" | "patient.erase_preview" => vec![("search", row.id.to_string(), &[CONTACT])],
        _ => {
            let mut out = Vec::new();
            if !row.target_id.is_empty() {
                out.extend(record(&row.target_kind, row.target_id.clone()));
            }
            // Lists (overview, triage, the inbox with health flags, the list to review) name the
            // records they showed: a name and a time on screen, and for those in `health` a health
            // flag or an aftercare worry too.
            let health: Vec<&str> =
                detail["health"].as_array().map(|h| h.iter().filter_map(|s| s.as_str()).collect()).unwrap_or_default();
            if let Some(shown) = detail["shown"].as_array() {
                for s in shown.iter().filter_map(|s| s.as_str()) {
                    if let Some((kind, id)) = s.split_once(':') {
                        if let Some((k, id, _)) = record(kind, id.to_string()) {
                            let categories: &'static [&'static str] =
                                if health.contains(&s) { &[CONTACT, HEALTH] } else { &[CONTACT] };
                            out.push((k, id, categories));
                        }
                    }
                }
            }
            out
        }
    }
}

/// The patient's name and e-mail of a record still stored.
async fn patient_of(
    pool: &sqlx::AnyPool,
    kind: &str,
    id: &str,
) -> Result<(Option<String>, Option<String>), StorageError> {
    let sql = match kind {
        "booking" => "SELECT name, email FROM bookings WHERE code = $1",
        "inquiry" => "SELECT name, email FROM inquiries WHERE id = $1",
        "assessment" => "SELECT '' AS name, email FROM assessments WHERE id = $1",
        _ => return Ok((None, None)),
    };
    let row = sqlx::query(sql).bind(id).fetch_optional(pool).await?;
    Ok(match row {
        Some(r) => {
            let name: Option<String> = r.try_get("name")?;
            let email: Option<String> = r.try_get("email")?;
            (name.filter(|n| !n.is_empty()), email.filter(|e| !e.is_empty()))
        }
        None => (None, None),
    })
}

/// The report for `account` (an e-mail, any case) over `[from_ms, to_ms)`.
pub async fn build(
    pool: &sqlx::AnyPool,
    account: &str,
    from_ms: i64,
    to_ms: i64,
) -> Result<AccessReport, StorageError> {
    let account = crate::staff::users::normalize_email(account);
    let chain = verify_window(pool, from_ms, to_ms).await?;
    let rows = sqlx::query(&format!(
        "SELECT {} FROM audit_log WHERE actor_email = $1 AND at >= $2 AND at < $3 ORDER BY id",
        audit::COLUMNS
    ))
    .bind(&account)
    .bind(from_ms)
    .bind(to_ms)
    .fetch_all(pool)
    .await?;
    let rows = rows.iter().map(audit::row_from).collect::<Result<Vec<_>, _>>()?;

    let mut by_key: BTreeMap<(&'static str, String), Touched> = BTreeMap::new();
    let mut order: Vec<(&'static str, String)> = Vec::new();
    for row in &rows {
        for (kind, id, categories) in touched_by(row) {
            let key = (kind, id.clone());
            let at = crate::storage::ids::rfc3339(row.at);
            let entry = by_key.entry(key.clone()).or_insert_with(|| {
                order.push(key.clone());
                Touched {
                    kind: kind.to_string(),
                    id,
                    categories: Vec::new(),
                    actions: Vec::new(),
                    times: 0,
                    first_at: at.clone(),
                    last_at: at.clone(),
                    patient_name: None,
                    patient_email: None,
                    detail: matches!(kind, "export" | "search")
                        .then(|| serde_json::from_str(&row.detail).unwrap_or_default()),
                }
            });
            entry.times += 1;
            entry.last_at = at;
            for c in categories {
                if !entry.categories.iter().any(|have| have == c) {
                    entry.categories.push(c.to_string());
                }
            }
            if !entry.actions.contains(&row.action) {
                entry.actions.push(row.action.clone());
            }
        }
    }
    let mut touched = Vec::with_capacity(order.len());
    let mut counts = Counts::default();
    for key in order {
        let Some(mut t) = by_key.remove(&key) else { continue };
        match t.kind.as_str() {
            "booking" => counts.bookings += 1,
            "inquiry" => counts.inquiries += 1,
            "assessment" => counts.assessments += 1,
            "photo" => counts.photos += 1,
            "export" => counts.exports += 1,
            _ => counts.searches += 1,
        }
        if let Some(d) = &t.detail {
            counts.rows_in_exports_and_searches += d["total"].as_i64().unwrap_or(0);
        }
        let record_kind = if t.kind == "photo" { "assessment" } else { t.kind.as_str() };
        let record_id = t.id.split('/').next().unwrap_or("").to_string();
        let (name, email) = patient_of(pool, record_kind, &record_id).await?;
        t.patient_name = name;
        t.patient_email = email;
        touched.push(t);
    }
    let mut categories: Vec<String> = Vec::new();
    for c in [CONTACT, HEALTH, PHOTOS] {
        if touched.iter().any(|t| t.categories.iter().any(|have| have == c)) {
            categories.push(c.to_string());
        }
    }
    Ok(AccessReport {
        account,
        from: crate::storage::ids::rfc3339(from_ms),
        to: crate::storage::ids::rfc3339(to_ms),
        chain,
        entries: rows.len() as i64,
        counts,
        categories,
        touched,
    })
}

/// The CSV of what was touched, one row each (UTF-8 with BOM, formula cells neutralised).
pub fn csv(report: &AccessReport) -> String {
    let header = ["kind", "id", "categories", "times", "firstAt", "lastAt", "patientName", "patientEmail", "actions"];
    crate::http::csv::csv_document(
        &header,
        report.touched.iter().map(|t| {
            vec![
                t.kind.clone(),
                t.id.clone(),
                t.categories.join("; "),
                t.times.to_string(),
                t.first_at.clone(),
                t.last_at.clone(),
                t.patient_name.clone().unwrap_or_default(),
                t.patient_email.clone().unwrap_or_default(),
                t.actions.join("; "),
            ]
        }),
    )
}

/// A time given as RFC 3339 (`2026-12-01T08:00:00Z`) or a clinic day (`2026-12-01`: its start, or
/// with `day_after` the start of the next day, so a `to` day is inclusive); Unix ms.
pub fn parse_time(text: &str, day_after: bool) -> Option<i64> {
    let text = text.trim();
    if let Some(date) = clinic_core::date::Date::parse(text) {
        let date = if day_after { date.add_days(1) } else { date };
        return Some(date.clinic_unix_ms(0));
    }
    text.parse::<jiff::Timestamp>().ok().map(|t| t.as_millisecond())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(action: &str, kind: &str, detail: serde_json::Value) -> AuditRow {
        AuditRow {
            id: 7,
            at: 0,
            actor_id: None,
            actor_email: "staff@clinic.example".into(),
            action: action.into(),
            target_kind: kind.into(),
            target_id: String::new(),
            ip: String::new(),
            detail: detail.to_string(),
            prev_hash: String::new(),
            hash: String::new(),
        }
    }

    #[test]
    fn a_lists_entry_names_each_record_shown_and_which_showed_health_data() {
        let detail = serde_json::json!({
            "shown": ["booking:K7XP3M9QT2", "booking:ABCD2345EF", "assessment:asm_1"],
            "health": ["booking:K7XP3M9QT2", "assessment:asm_1"],
        });
        for action in ["inbox.view", "triage.view", "overview.view", "intake.to_review.view"] {
            let touched = touched_by(&entry(action, "booking", detail.clone()));
            let got: Vec<(&str, &str, &[&str])> = touched.iter().map(|(k, id, c)| (*k, id.as_str(), *c)).collect();
            assert_eq!(
                got,
                vec![
                    ("booking", "K7XP3M9QT2", &[CONTACT, HEALTH][..]),
                    ("booking", "ABCD2345EF", &[CONTACT][..]),
                    ("assessment", "asm_1", &[CONTACT, HEALTH][..]),
                ],
                "{action}"
            );
        }
        // Entries written before `health` existed: names only.
        let old =
            touched_by(&entry("overview.view", "booking", serde_json::json!({ "shown": ["booking:K7XP3M9QT2"] })));
        assert_eq!(old, vec![("booking", "K7XP3M9QT2".to_string(), &[CONTACT][..])]);
    }

    #[test]
    fn times_are_rfc3339_or_clinic_days() {
        assert_eq!(parse_time("1970-01-01T00:00:00Z", false), Some(0));
        assert_eq!(parse_time("2026-12-01T08:00:00+08:00", false), parse_time("2026-12-01T00:00:00Z", false));
        // The clinic day starts at midnight in Taipei (UTC+8).
        assert_eq!(parse_time("2026-12-01", false), parse_time("2026-11-30T16:00:00Z", false));
        assert_eq!(parse_time("2026-12-01", true), parse_time("2026-12-01T16:00:00Z", false));
        assert_eq!(parse_time("yesterday", false), None);
    }
}
