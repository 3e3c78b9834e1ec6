//! Closures and capacity changes: the exceptions to the weekly hours, kept per branch with the
//! reason staff gave. Each change settles the slots it touches ([`super::seats::settle`]) and writes
//! its audit entry in the same transaction. Closing slots that hold bookings never moves or cancels
//! them: the change answers with the bookings still inside, for staff to move or cancel through the
//! booking workflows (which tell the patient).

use super::audit;
use super::inbox::Actor;
use super::seats;
pub use super::slot_limits::{capacity_changes, overlapping, CapacityChange, Closure};
use super::slot_limits::{closure_from, CLOSURE_COLUMNS};
use super::StorageError;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::hours::OpeningHours;
use clinic_core::model::Branch;
use serde::Serialize;
use serde_json::json;
use sqlx::{AnyConnection, Row};

/// A booking inside closed hours, still to be moved or cancelled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct AffectedBooking {
    /// Confirmation code (display form).
    pub code: String,
    pub name: String,
    pub status: String,
    pub preferred_date: String,
    pub preferred_time: String,
    /// The patient's language (messages go out in it).
    pub lang: String,
}

/// A closure to add, as the handler checked it.
#[derive(Debug, Clone)]
pub struct NewClosure {
    pub branch: Branch,
    pub first: Date,
    pub last: Date,
    /// Both or neither.
    pub hours: Option<(TimeOfDay, TimeOfDay)>,
    pub reason: String,
}

/// Pending and confirmed bookings of a branch inside a closure.
pub async fn affected(conn: &mut AnyConnection, closure: &Closure) -> Result<Vec<AffectedBooking>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT code, name, status, preferred_date, preferred_time, lang FROM bookings \
         WHERE branch = $1 AND preferred_date >= $2 AND preferred_date <= $3 AND status IN ('pending', 'confirmed') \
         ORDER BY preferred_date, preferred_time, code",
    )
    .bind(closure.branch.as_str())
    .bind(&closure.from_date)
    .bind(&closure.to_date)
    .fetch_all(&mut *conn)
    .await?;
    let mut out = Vec::new();
    for r in rows {
        let (date, time): (String, String) = (r.try_get("preferred_date")?, r.try_get("preferred_time")?);
        let inside = match (Date::parse(&date), TimeOfDay::parse(&time)) {
            (Some(d), Some(t)) => closure.covers(d, t),
            _ => false,
        };
        if inside {
            let code: String = r.try_get("code")?;
            out.push(AffectedBooking {
                code: clinic_core::code::ConfirmationCode::parse(&code).map(|c| c.display()).unwrap_or(code),
                name: r.try_get("name")?,
                status: r.try_get("status")?,
                preferred_date: date,
                preferred_time: time,
                lang: r.try_get("lang")?,
            });
        }
    }
    Ok(out)
}

/// Closures of a branch touching the days from `from` to `to`, each with the bookings still inside.
pub async fn list(
    conn: &mut AnyConnection,
    branch: Branch,
    from: &str,
    to: &str,
) -> Result<Vec<(Closure, Vec<AffectedBooking>)>, sqlx::Error> {
    let mut out = Vec::new();
    for c in overlapping(&mut *conn, branch, from, to).await? {
        let inside = affected(&mut *conn, &c).await?;
        out.push((c, inside));
    }
    Ok(out)
}

/// Adds a closure: slots settle closed at once, and the bookings inside come back for staff.
pub async fn add(
    conn: &mut AnyConnection,
    hours: &OpeningHours,
    actor: &Actor,
    new: &NewClosure,
    now: i64,
) -> Result<(Closure, Vec<AffectedBooking>), StorageError> {
    let closure = Closure {
        id: crate::storage::ids::new_id("cls"),
        branch: new.branch,
        from_date: new.first.to_string(),
        to_date: new.last.to_string(),
        start_time: new.hours.map(|(s, _)| s.to_string()),
        end_time: new.hours.map(|(_, e)| e.to_string()),
        reason: new.reason.clone(),
        created_at: now,
        created_by: actor.email.clone(),
    };
    let sql = format!("INSERT INTO closures ({CLOSURE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)");
    sqlx::query(&sql)
        .bind(&closure.id)
        .bind(closure.branch.as_str())
        .bind(&closure.from_date)
        .bind(&closure.to_date)
        .bind(closure.start_time.as_deref())
        .bind(closure.end_time.as_deref())
        .bind(&closure.reason)
        .bind(now)
        .bind(&closure.created_by)
        .execute(&mut *conn)
        .await?;
    seats::settle(conn, hours, new.branch, new.first, new.last).await?;
    let inside = affected(conn, &closure).await?;
    let detail = json!({
        "branch": closure.branch.as_str(), "from": closure.from_date, "to": closure.to_date,
        "startTime": closure.start_time, "endTime": closure.end_time, "reason": closure.reason,
        "bookingsInside": inside.len(),
    });
    audit::record(conn, actor, "closure.add", "closure", &closure.id, detail).await?;
    Ok((closure, inside))
}

/// Removes a closure (the branch reopens unless another closure covers the slots). `None`: no such
/// closure, or one of a branch this actor does not see.
pub async fn remove(
    conn: &mut AnyConnection,
    hours: &OpeningHours,
    actor: &Actor,
    id: &str,
) -> Result<Option<Closure>, StorageError> {
    let sql = format!("SELECT {CLOSURE_COLUMNS} FROM closures WHERE id = $1");
    let Some(row) = sqlx::query(&sql).bind(id).fetch_optional(&mut *conn).await? else { return Ok(None) };
    let closure = closure_from(&row)?;
    if !actor.sees(Some(closure.branch.as_str())) {
        return Ok(None);
    }
    sqlx::query("DELETE FROM closures WHERE id = $1").bind(id).execute(&mut *conn).await?;
    if let (Some(first), Some(last)) = (Date::parse(&closure.from_date), Date::parse(&closure.to_date)) {
        seats::settle(conn, hours, closure.branch, first, last).await?;
    }
    let detail = json!({"branch": closure.branch.as_str(), "from": closure.from_date, "to": closure.to_date,
        "startTime": closure.start_time, "endTime": closure.end_time, "reason": closure.reason});
    audit::record(conn, actor, "closure.remove", "closure", id, detail).await?;
    Ok(Some(closure))
}

/// Settles every slot of `hours` from `today` to the end of the booking horizon that a closure or a
/// capacity change covers: run in the transaction that publishes new opening hours, so a slot the new
/// hours add inside a closure is closed (and one with a day's capacity change has it) before anyone
/// can book it.
pub async fn settle_ahead(conn: &mut AnyConnection, hours: &OpeningHours, today: Date) -> Result<(), sqlx::Error> {
    let (from, to) = (today.to_string(), today.add_days(hours.horizon_days as i32).to_string());
    for &branch in Branch::ALL {
        let closures = super::slot_limits::overlapping(&mut *conn, branch, &from, &to).await?;
        let changes = super::slot_limits::capacity_changes(&mut *conn, branch, &from, &to).await?;
        let last = closures.iter().map(|c| c.to_date.clone()).chain(changes.iter().map(|c| c.date.clone())).max();
        if let Some(last) = last.as_deref().and_then(Date::parse) {
            seats::settle(conn, hours, branch, today, last.min(today.add_days(hours.horizon_days as i32))).await?;
        }
    }
    Ok(())
}

/// A capacity change to make: `capacity` `None` goes back to the default.
#[derive(Debug, Clone)]
pub struct NewCapacity {
    pub branch: Branch,
    pub date: Date,
    pub time: Option<TimeOfDay>,
    pub capacity: Option<i64>,
    pub reason: String,
}

/// Sets (or clears) the seats of a slot or a day. Bookings already above the new capacity stay; no
/// new one is taken until the slot has room again.
pub async fn set_capacity(
    conn: &mut AnyConnection,
    hours: &OpeningHours,
    actor: &Actor,
    change: &NewCapacity,
    now: i64,
) -> Result<(), StorageError> {
    let (date, time) = (change.date.to_string(), change.time.map(|t| t.to_string()).unwrap_or_default());
    match change.capacity {
        Some(capacity) => {
            sqlx::query(
                "INSERT INTO capacity_changes (branch, slot_date, slot_time, capacity, reason, changed_at, changed_by) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (branch, slot_date, slot_time) \
                 DO UPDATE SET capacity = excluded.capacity, reason = excluded.reason, changed_at = excluded.changed_at, changed_by = excluded.changed_by",
            )
            .bind(change.branch.as_str())
            .bind(&date)
            .bind(&time)
            .bind(capacity)
            .bind(&change.reason)
            .bind(now)
            .bind(&actor.email)
            .execute(&mut *conn)
            .await?;
        }
        None => {
            sqlx::query("DELETE FROM capacity_changes WHERE branch = $1 AND slot_date = $2 AND slot_time = $3")
                .bind(change.branch.as_str())
                .bind(&date)
                .bind(&time)
                .execute(&mut *conn)
                .await?;
        }
    }
    seats::settle(conn, hours, change.branch, change.date, change.date).await?;
    let detail = json!({"branch": change.branch.as_str(), "date": date, "time": change.time.map(|t| t.to_string()),
        "capacity": change.capacity, "reason": change.reason});
    let target = format!(
        "{}/{}{}",
        change.branch.as_str(),
        date,
        if time.is_empty() { String::new() } else { format!("T{time}") }
    );
    audit::record(conn, actor, "capacity.set", "slot", &target, detail).await?;
    Ok(())
}
