//! The audit log: who read or changed what, when and from where (issue 12 §7).
//!
//! Append-only and tamper-evident: each row stores the SHA-256 of its canonical content, and that
//! content includes the previous row's hash, so editing, deleting or inserting a row breaks the chain
//! from there on ([`verify`], `clinic admin verify-audit`). Ids are given here (last + 1) rather than
//! by the database, and `prev_hash` is unique, so two writers can never fork the chain: the second
//! append fails and its transaction rolls back. Nothing in the application updates or deletes a row
//! (and the database's triggers refuse it too).

use crate::storage::inbox::Actor;
use crate::storage::{now_ms, Backend, StorageError};
use sha2::{Digest, Sha256};
use sqlx::{AnyConnection, Row};

/// The `prev_hash` of the first row.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// One thing to record. No health details in `detail`: ids, states and reasons only.
#[derive(Debug, Clone)]
pub struct AuditEntry<'a> {
    /// The staff member's id; `None` for the system or the command line.
    pub actor_id: Option<&'a str>,
    /// The staff member's e-mail (or the address a failed sign-in typed); "" for the system.
    pub actor_email: &'a str,
    /// What happened, e.g. "booking.view", "booking.status", "signin.failed".
    pub action: &'a str,
    /// "booking" | "inquiry" | "assessment" | "user" | "session" | "".
    pub target_kind: &'a str,
    /// The record's id or code, or "".
    pub target_id: &'a str,
    /// The client address of the request ("" for the command line).
    pub ip: &'a str,
    /// Anything else worth knowing, e.g. `{"from":"pending","to":"confirmed"}`.
    pub detail: serde_json::Value,
}

/// Appends the audit entry of a staff member's change or read.
pub async fn record(
    conn: &mut AnyConnection,
    actor: &Actor,
    action: &str,
    kind: &str,
    id: &str,
    detail: serde_json::Value,
) -> Result<(), StorageError> {
    append(
        conn,
        &AuditEntry {
            actor_id: Some(&actor.id),
            actor_email: &actor.email,
            action,
            target_kind: kind,
            target_id: id,
            ip: &actor.ip,
            detail,
        },
    )
    .await
}

/// A stored row, as read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditRow {
    pub id: i64,
    pub at: i64,
    pub actor_id: Option<String>,
    pub actor_email: String,
    pub action: String,
    pub target_kind: String,
    pub target_id: String,
    pub ip: String,
    /// JSON text, exactly as hashed.
    pub detail: String,
    pub prev_hash: String,
    pub hash: String,
}

impl AuditRow {
    /// The SHA-256 (hex) this row should carry: over a JSON array of every field but `hash`, which
    /// cannot be ambiguous the way joined strings can.
    pub fn expected_hash(&self) -> String {
        let canonical = serde_json::json!([
            self.id,
            self.at,
            self.actor_id,
            self.actor_email,
            self.action,
            self.target_kind,
            self.target_id,
            self.ip,
            self.detail,
            self.prev_hash,
        ]);
        hex::encode(Sha256::digest(canonical.to_string().as_bytes()))
    }
}

/// Appends one entry in the caller's transaction; each entry carries the SHA-256 of the one before.
pub async fn append(conn: &mut AnyConnection, entry: &AuditEntry<'_>) -> Result<(), StorageError> {
    if backend_of(conn) == Backend::Postgres {
        // Several instances may append at once: take turns for the rest of this transaction, so
        // each reads the true last row. (SQLite has a single writer per database already.)
        sqlx::query("SELECT pg_advisory_xact_lock(7231)").execute(&mut *conn).await?;
    }
    let last =
        sqlx::query("SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1").fetch_optional(&mut *conn).await?;
    let (prev_id, prev_hash) = match last {
        Some(row) => (row.try_get::<i64, _>("id")?, row.try_get::<String, _>("hash")?),
        None => (0, GENESIS.to_string()),
    };
    let mut row = AuditRow {
        id: prev_id + 1,
        at: now_ms(),
        actor_id: entry.actor_id.map(str::to_string),
        actor_email: entry.actor_email.to_string(),
        action: entry.action.to_string(),
        target_kind: entry.target_kind.to_string(),
        target_id: entry.target_id.to_string(),
        ip: entry.ip.to_string(),
        detail: entry.detail.to_string(),
        prev_hash,
        hash: String::new(),
    };
    row.hash = row.expected_hash();
    sqlx::query(
        "INSERT INTO audit_log (id, at, actor_id, actor_email, action, target_kind, target_id, ip, detail, prev_hash, hash) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(row.id)
    .bind(row.at)
    .bind(row.actor_id.as_deref())
    .bind(&row.actor_email)
    .bind(&row.action)
    .bind(&row.target_kind)
    .bind(&row.target_id)
    .bind(&row.ip)
    .bind(&row.detail)
    .bind(&row.prev_hash)
    .bind(&row.hash)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Which database a connection talks to.
fn backend_of(conn: &AnyConnection) -> Backend {
    if conn.backend_name().eq_ignore_ascii_case("postgres") || conn.backend_name().eq_ignore_ascii_case("postgresql") {
        Backend::Postgres
    } else {
        Backend::Sqlite
    }
}

/// Reads a row from a result.
pub fn row_from(r: &sqlx::any::AnyRow) -> Result<AuditRow, sqlx::Error> {
    Ok(AuditRow {
        id: r.try_get("id")?,
        at: r.try_get("at")?,
        actor_id: r.try_get("actor_id")?,
        actor_email: r.try_get("actor_email")?,
        action: r.try_get("action")?,
        target_kind: r.try_get("target_kind")?,
        target_id: r.try_get("target_id")?,
        ip: r.try_get("ip")?,
        detail: r.try_get("detail")?,
        prev_hash: r.try_get("prev_hash")?,
        hash: r.try_get("hash")?,
    })
}

/// The columns of [`AuditRow`], for SELECTs.
pub const COLUMNS: &str = "id, at, actor_id, actor_email, action, target_kind, target_id, ip, detail, prev_hash, hash";

/// Which entries to list; every part optional.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// The actor's e-mail, exactly (lower-cased).
    pub actor: Option<String>,
    /// An action, or a prefix when it ends with `.` (e.g. `signin.`).
    pub action: Option<String>,
    pub target_kind: Option<String>,
    /// Unix ms, inclusive.
    pub from_ms: Option<i64>,
    /// Unix ms, exclusive.
    pub to_ms: Option<i64>,
}

impl Filter {
    /// The WHERE clause and its values, in parameter order.
    fn clause(&self) -> (String, Vec<FilterValue>) {
        let mut parts = Vec::new();
        let mut values = Vec::new();
        let mut push = |sql: &str, v: FilterValue| {
            values.push(v);
            parts.push(sql.replace('?', &format!("${}", values.len())));
        };
        if let Some(a) = &self.actor {
            push("actor_email = ?", FilterValue::Text(a.trim().to_lowercase()));
        }
        match &self.action {
            Some(a) if a.ends_with('.') => {
                // A prefix as a range, so no LIKE wildcards can sneak in from the query string.
                push("action >= ?", FilterValue::Text(a.clone()));
                push("action < ?", FilterValue::Text(format!("{}/", &a[..a.len() - 1])));
            }
            Some(a) => push("action = ?", FilterValue::Text(a.clone())),
            None => {}
        }
        if let Some(k) = &self.target_kind {
            push("target_kind = ?", FilterValue::Text(k.clone()));
        }
        if let Some(f) = self.from_ms {
            push("at >= ?", FilterValue::Int(f));
        }
        if let Some(t) = self.to_ms {
            push("at < ?", FilterValue::Int(t));
        }
        let sql = if parts.is_empty() { String::new() } else { format!(" WHERE {}", parts.join(" AND ")) };
        (sql, values)
    }
}

enum FilterValue {
    Text(String),
    Int(i64),
}

fn bind_all<'q>(
    mut q: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    values: &'q [FilterValue],
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    for v in values {
        q = match v {
            FilterValue::Text(t) => q.bind(t.as_str()),
            FilterValue::Int(i) => q.bind(*i),
        };
    }
    q
}

/// One page of entries, newest first, and how many match in all.
pub async fn list(
    pool: &sqlx::AnyPool,
    filter: &Filter,
    limit: i64,
    offset: i64,
) -> Result<(Vec<AuditRow>, i64), StorageError> {
    let (clause, values) = filter.clause();
    let n = values.len();
    let total: i64 = bind_all(sqlx::query(&format!("SELECT COUNT(*) AS n FROM audit_log{clause}")), &values)
        .fetch_one(pool)
        .await?
        .try_get("n")?;
    let sql = format!("SELECT {COLUMNS} FROM audit_log{clause} ORDER BY id DESC LIMIT ${} OFFSET ${}", n + 1, n + 2);
    let rows = bind_all(sqlx::query(&sql), &values).bind(limit).bind(offset).fetch_all(pool).await?;
    let rows = rows.iter().map(row_from).collect::<Result<Vec<_>, _>>()?;
    Ok((rows, total))
}

/// What [`verify`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every row links to the one before and matches its hash.
    Intact { rows: i64 },
    /// The first row that does not: its id and why.
    Broken { id: i64, reason: &'static str },
}

/// Walks the whole chain in id order, a page at a time.
pub async fn verify(pool: &sqlx::AnyPool) -> Result<Verdict, StorageError> {
    const PAGE: i64 = 1000;
    let mut expected_id = 1;
    let mut prev_hash = GENESIS.to_string();
    loop {
        let rows = sqlx::query(&format!("SELECT {COLUMNS} FROM audit_log WHERE id >= $1 ORDER BY id LIMIT $2"))
            .bind(expected_id)
            .bind(PAGE)
            .fetch_all(pool)
            .await?;
        let count = rows.len() as i64;
        for r in &rows {
            let row = row_from(r)?;
            if row.id != expected_id {
                return Ok(Verdict::Broken { id: expected_id, reason: "missing row" });
            }
            if row.prev_hash != prev_hash {
                return Ok(Verdict::Broken { id: row.id, reason: "does not link to the row before" });
            }
            if row.hash != row.expected_hash() {
                return Ok(Verdict::Broken { id: row.id, reason: "content does not match its hash" });
            }
            prev_hash = row.hash;
            expected_id += 1;
        }
        if count < PAGE {
            return Ok(Verdict::Intact { rows: expected_id - 1 });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row() -> AuditRow {
        AuditRow {
            id: 1,
            at: 1_700_000_000_000,
            actor_id: Some("stf_1".into()),
            actor_email: "a@clinic.example".into(),
            action: "booking.view".into(),
            target_kind: "booking".into(),
            target_id: "K7XP3M9QT2".into(),
            ip: "127.0.0.1".into(),
            detail: "{}".into(),
            prev_hash: GENESIS.into(),
            hash: String::new(),
        }
    }

    #[test]
    fn any_changed_field_changes_the_hash() {
        let base = row().expected_hash();
        let mut other = row();
        other.target_id = "K7XP3M9QT3".into();
        assert_ne!(base, other.expected_hash());
        let mut other = row();
        other.prev_hash = "1".repeat(64);
        assert_ne!(base, other.expected_hash());
    }

    #[test]
    fn fields_cannot_be_shifted_into_each_other() {
        let mut a = row();
        a.action = "x".into();
        a.target_kind = "yz".into();
        let mut b = row();
        b.action = "xy".into();
        b.target_kind = "z".into();
        assert_ne!(a.expected_hash(), b.expected_hash());
    }
}
