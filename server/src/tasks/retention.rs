//! Retention and erasure (issue 13 point 7, docs/retention.md): closed submissions keep their
//! personal data for a configured period, then the daily task (or `clinic purge`) empties them; an
//! admin erases one patient's data across all submissions on request (dashboard or `clinic erase`).
//! Both delete the photos (files or S3 objects, through [`Uploads`]), empty the rows
//! ([`crate::storage::retention`]) and write one audit entry with the counts, never the contact.
//!
//! Photos are deleted before the rows that name them are emptied: if the transaction then fails, the
//! next pass finds the same rows and deletes nothing twice; the other order could leave photos that
//! no row names any more, which nothing would ever delete.

use crate::storage::audit::{self, AuditEntry};
use crate::storage::retention::{self as rows, Contact, Removed, Targets};
use crate::storage::writer::Writer;
use crate::storage::{leases, now_ms, Db, StorageError};
use crate::tasks::runner::Runner;
use crate::uploads::Uploads;
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

pub use crate::storage::retention::Periods;

/// Who asked for a purge or an erasure, for the audit log.
#[derive(Debug, Clone, Default)]
pub struct Requester {
    /// The staff member's id; `None` for the daily task or the command line.
    pub actor_id: Option<String>,
    /// The staff member's e-mail; "" for the daily task or the command line.
    pub actor_email: String,
    /// The client address of the request; "" otherwise.
    pub ip: String,
    /// `daily`, `cli` or `dashboard`.
    pub via: &'static str,
}

async fn empty_and_audit(
    writer: &Writer,
    uploads: &Uploads,
    targets: Targets,
    requester: &Requester,
    action: &'static str,
    detail: serde_json::Value,
    now: i64,
) -> Result<Removed, StorageError> {
    // Only the photos really gone lose their rows (and count as removed); a failed one keeps its row,
    // and the next purge finds it and tries again.
    let mut targets = targets;
    targets.photos = uploads.delete_each(&targets.photos).await;
    let requester = requester.clone();
    let emptied = targets.bookings.clone();
    let removed = writer
        .transact(move |conn| {
            Box::pin(async move {
                let removed = rows::empty(conn, &targets, now).await?;
                let mut detail = detail;
                detail["via"] = json!(requester.via);
                detail["removed"] = json!(removed);
                audit::append(
                    conn,
                    &AuditEntry {
                        actor_id: requester.actor_id.as_deref(),
                        actor_email: &requester.actor_email,
                        action,
                        target_kind: "",
                        target_id: "",
                        ip: &requester.ip,
                        detail,
                    },
                )
                .await?;
                Ok(removed)
            })
        })
        .await?;
    writer.forget_search_text(&emptied);
    Ok(removed)
}

/// The emptied rows' old versions are still in SQLite's write-ahead log until a checkpoint: one now.
async fn checkpoint(db: &Db) {
    if !db.truncate_wal().await {
        tracing::info!("the write-ahead log is still in use; the next checkpoint overwrites what was emptied");
    }
}

/// Purges what is past its period at `now`: photos first, then rows, then one audit entry (none for
/// a daily run that found nothing).
pub async fn purge(
    db: &Db,
    writer: &Writer,
    uploads: &Uploads,
    periods: Periods,
    requester: &Requester,
    now: i64,
) -> Result<Removed, StorageError> {
    let today = clinic_core::date::Date::clinic_today(now);
    let networks =
        writer.transact(move |conn| Box::pin(async move { Ok(rows::forget_networks(conn, today).await?) })).await?;
    if networks > 0 {
        tracing::info!(rows = networks, "client networks of bookings and waitlist entries no longer open forgotten");
    }
    let mut conn = db.pool.acquire().await?;
    let targets = rows::due(&mut conn, periods.cutoffs(), now).await?;
    drop(conn);
    // A daily run that finds nothing leaves no trace in the audit log; one somebody asked for does.
    if targets.is_empty() && requester.via == "daily" {
        return Ok(Removed::default());
    }
    let removed =
        empty_and_audit(writer, uploads, targets, requester, "retention.purge", json!({ "periods": periods }), now)
            .await?;
    checkpoint(db).await;
    Ok(removed)
}

/// What an erasure of `contact` would empty, without emptying it (the confirmation step).
pub async fn erase_preview(db: &Db, contact: &Contact) -> Result<Removed, StorageError> {
    let mut conn = db.pool.acquire().await?;
    Ok(rows::of_patient(&mut conn, contact).await?.counts())
}

/// Erases one patient's personal data across every submission. The audit entry says how much and by
/// which kind of contact, never the contact itself nor anything about their health.
pub async fn erase(
    db: &Db,
    writer: &Writer,
    uploads: &Uploads,
    contact: &Contact,
    requester: &Requester,
    now: i64,
) -> Result<Removed, StorageError> {
    let mut conn = db.pool.acquire().await?;
    let targets = rows::of_patient(&mut conn, contact).await?;
    drop(conn);
    let removed =
        empty_and_audit(writer, uploads, targets, requester, "patient.erase", json!({ "by": contact.kind() }), now)
            .await?;
    checkpoint(db).await;
    Ok(removed)
}

/// A day: the daily purge runs once in one, and the instance that takes it keeps its lease as long,
/// whatever the number of instances.
const DAY_MS: i64 = 86_400_000;

/// The task's name, on the runner and in the lease table.
pub const NAME: &str = "retention";

/// Runs the daily purge if a day has passed since the last one ended and this instance wins its
/// lease; `None` when it is not due or another instance has it.
pub async fn daily(
    db: &Db,
    writer: &Writer,
    uploads: &Uploads,
    periods: Periods,
    holder: &str,
    now: i64,
) -> Result<Option<Removed>, StorageError> {
    let holder = holder.to_string();
    let won = writer
        .transact(move |conn| {
            Box::pin(async move {
                // The holder may renew its lease, so the last run's end (not the lease) says once a day.
                if leases::finished_at(conn, NAME).await? > now - DAY_MS {
                    return Ok(false);
                }
                Ok(leases::claim(conn, NAME, &holder, now, now + DAY_MS).await?)
            })
        })
        .await?;
    if !won {
        return Ok(None);
    }
    let requester = Requester { via: "daily", ..Requester::default() };
    let removed = purge(db, writer, uploads, periods, &requester, now).await?;
    writer.transact(move |conn| Box::pin(async move { Ok(leases::finished(conn, NAME, now).await?) })).await?;
    Ok(Some(removed))
}

/// How often an instance asks for the daily lease (only the one that gets it purges).
const POLL: Duration = Duration::from_secs(3600);

/// Starts the daily purge on `runner`, claimed by one instance; `holder` is this process's instance id.
pub fn start(runner: &mut Runner, db: Db, writer: Writer, uploads: Arc<Uploads>, periods: Periods, holder: String) {
    runner.run_every(NAME, POLL, move || {
        let (db, writer, uploads, holder) = (db.clone(), writer.clone(), uploads.clone(), holder.clone());
        async move {
            if let Some(r) = daily(&db, &writer, &uploads, periods, &holder, now_ms()).await? {
                tracing::info!(
                    bookings = r.bookings,
                    inquiries = r.inquiries,
                    assessments = r.assessments,
                    photos = r.photos,
                    waitlist = r.waitlist,
                    "retention purge"
                );
            }
            Ok::<(), StorageError>(())
        }
    });
}
