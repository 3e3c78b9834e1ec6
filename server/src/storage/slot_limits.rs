//! What limits a slot besides the weekly hours, as read: the closures and the capacity changes staff
//! made per branch. Seats ([`super::seats`]) read them to settle a slot; [`super::closures`] writes
//! them.

use super::StorageError;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::model::Branch;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

/// A closure as stored and as the staff API shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Closure {
    pub id: String,
    #[schema(value_type = String)]
    pub branch: Branch,
    /// First closed day, `YYYY-MM-DD`.
    pub from_date: String,
    /// Last closed day (inclusive).
    pub to_date: String,
    /// `HH:mm`: closed from this slot on each day; absent for whole days.
    pub start_time: Option<String>,
    /// `HH:mm`: open again from this time; absent for whole days.
    pub end_time: Option<String>,
    pub reason: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub created_at: i64,
    /// The staff member's e-mail.
    pub created_by: String,
}

impl Closure {
    /// Whether the slot starting at `time` on `date` is closed by this closure.
    pub fn covers(&self, date: Date, time: TimeOfDay) -> bool {
        let d = date.to_string();
        if d < self.from_date || d > self.to_date {
            return false;
        }
        let t = time.to_string();
        match (&self.start_time, &self.end_time) {
            (Some(start), Some(end)) => t >= *start && t < *end,
            _ => true,
        }
    }
}

/// Seats staff set for one slot or a whole day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct CapacityChange {
    #[schema(value_type = String)]
    pub branch: Branch,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// `HH:mm` of one slot; absent for every slot of the day.
    pub time: Option<String>,
    #[cfg_attr(test, ts(type = "number"))]
    pub capacity: i64,
    pub reason: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub changed_at: i64,
    pub changed_by: String,
}

pub(super) fn closure_from(r: &sqlx::any::AnyRow) -> Result<Closure, StorageError> {
    let branch: String = r.try_get("branch")?;
    Ok(Closure {
        id: r.try_get("id")?,
        branch: Branch::parse(&branch).ok_or_else(|| StorageError::Corrupt(format!("closure branch {branch}")))?,
        from_date: r.try_get("first_date")?,
        to_date: r.try_get("last_date")?,
        start_time: r.try_get("start_time")?,
        end_time: r.try_get("end_time")?,
        reason: r.try_get("reason")?,
        created_at: r.try_get("created_at")?,
        created_by: r.try_get("created_by")?,
    })
}

pub(super) const CLOSURE_COLUMNS: &str =
    "id, branch, first_date, last_date, start_time, end_time, reason, created_at, created_by";

/// Closures of a branch that touch any day from `from` to `to` (inclusive).
pub async fn overlapping(
    conn: &mut AnyConnection,
    branch: Branch,
    from: &str,
    to: &str,
) -> Result<Vec<Closure>, sqlx::Error> {
    let sql = format!(
        "SELECT {CLOSURE_COLUMNS} FROM closures WHERE branch = $1 AND last_date >= $2 AND first_date <= $3 \
         ORDER BY first_date, start_time, id"
    );
    let rows = sqlx::query(&sql).bind(branch.as_str()).bind(from).bind(to).fetch_all(&mut *conn).await?;
    rows.iter().map(|r| closure_from(r).map_err(|e| sqlx::Error::Protocol(e.to_string()))).collect()
}

/// Capacity changes of a branch from `from` to `to` (inclusive).
pub async fn capacity_changes(
    conn: &mut AnyConnection,
    branch: Branch,
    from: &str,
    to: &str,
) -> Result<Vec<CapacityChange>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT slot_date, slot_time, capacity, reason, changed_at, changed_by FROM capacity_changes \
         WHERE branch = $1 AND slot_date >= $2 AND slot_date <= $3 ORDER BY slot_date, slot_time",
    )
    .bind(branch.as_str())
    .bind(from)
    .bind(to)
    .fetch_all(&mut *conn)
    .await?;
    rows.iter()
        .map(|r| {
            let time: String = r.try_get("slot_time")?;
            Ok(CapacityChange {
                branch,
                date: r.try_get("slot_date")?,
                time: (!time.is_empty()).then_some(time),
                capacity: r.try_get("capacity")?,
                reason: r.try_get("reason")?,
                changed_at: r.try_get("changed_at")?,
                changed_by: r.try_get("changed_by")?,
            })
        })
        .collect()
}
