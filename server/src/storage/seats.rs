//! The one rule for a slot's seats: how many it has, whether it is closed, and taking or freeing one.
//!
//! Every path that puts a booking into a slot (a patient's booking, the writer's fast path, a staff
//! reschedule, a waitlist offer's hold: [`hold`]) goes through [`take`] or [`room_condition`], and every
//! reader (availability, the dashboard's calendar) through [`SlotSeats::state`]. A slot's row in
//! `slot_counts` carries its seats taken and what closures and capacity changes make of it
//! (`closed`, `capacity`), written by [`settle`] in the same transaction as the change; the seat
//! statements decide under that row's lock, so a closure that commits first is never overtaken by
//! a booking (SQLite: one writer; PostgreSQL: `ON CONFLICT DO UPDATE` re-reads the locked row).

use super::slot_limits::{CapacityChange, Closure};
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::hours::OpeningHours;
use clinic_core::model::Branch;
use sqlx::{AnyConnection, Row};

/// The SQL condition under which a slot row may take `asked` more seats (`default` seats when
/// staff set none): open, and within its capacity. Both arguments are SQL expressions.
pub fn room_condition(asked: &str, default: &str) -> String {
    format!("slot_counts.closed = 0 AND slot_counts.taken + {asked} <= COALESCE(slot_counts.capacity, {default})")
}

/// What happened to a request for a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    Taken,
    /// Every seat is taken (or staff set the slot's seats to fewer than are taken).
    Full,
    /// A closure covers the slot.
    Closed,
}

/// Takes one seat of a slot, in the caller's transaction.
pub async fn take(
    conn: &mut AnyConnection,
    branch: &str,
    date: &str,
    time: &str,
    default_capacity: i64,
) -> Result<Seat, sqlx::Error> {
    // A slot without a row is open at the default capacity (≥ 1): closures and changes always write one.
    let sql = format!(
        "INSERT INTO slot_counts (branch, slot_date, slot_time, taken) VALUES ($1, $2, $3, 1) \
         ON CONFLICT (branch, slot_date, slot_time) DO UPDATE SET taken = slot_counts.taken + 1 WHERE {}",
        room_condition("1", "$4")
    );
    let seated =
        sqlx::query(&sql).bind(branch).bind(date).bind(time).bind(default_capacity).execute(&mut *conn).await?;
    if seated.rows_affected() > 0 {
        return Ok(Seat::Taken);
    }
    let closed: i64 =
        sqlx::query("SELECT closed FROM slot_counts WHERE branch = $1 AND slot_date = $2 AND slot_time = $3")
            .bind(branch)
            .bind(date)
            .bind(time)
            .fetch_optional(&mut *conn)
            .await?
            .map(|r| r.try_get("closed"))
            .transpose()?
            .unwrap_or(0);
    Ok(if closed != 0 { Seat::Closed } else { Seat::Full })
}

/// Gives a seat back (a cancellation or the old slot of a move).
pub async fn free(conn: &mut AnyConnection, branch: &str, date: &str, time: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE slot_counts SET taken = taken - 1 WHERE branch = $1 AND slot_date = $2 AND slot_time = $3 AND taken > 0",
    )
    .bind(branch)
    .bind(date)
    .bind(time)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Holds one seat of a slot for a waitlist offer. A held seat counts as taken, exactly like a
/// booking's: availability, bookings and reschedules see it as gone without knowing about offers, and
/// a race between an offer and a booking for the last seat is decided by the same statement.
pub async fn hold(
    conn: &mut AnyConnection,
    branch: &str,
    date: &str,
    time: &str,
    default_capacity: i64,
) -> Result<Seat, sqlx::Error> {
    take(conn, branch, date, time, default_capacity).await
}

/// Gives a held seat back: the hold ran out, or it becomes a booking that takes the seat itself.
pub async fn release(conn: &mut AnyConnection, branch: &str, date: &str, time: &str) -> Result<(), sqlx::Error> {
    free(conn, branch, date, time).await
}

/// A slot's stored seats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlotSeats {
    pub date: String,
    pub time: String,
    pub taken: i64,
    /// Seats staff set; `None`: the configured default.
    pub capacity: Option<i64>,
    pub closed: bool,
}

/// A slot as patients and staff see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotState {
    pub capacity: i64,
    pub taken: i64,
    pub remaining: i64,
    pub closed: bool,
}

impl SlotSeats {
    /// The slot's state (a slot without a row: open, nothing taken).
    pub fn state(stored: Option<&SlotSeats>, default_capacity: i64) -> SlotState {
        let (taken, capacity, closed) = match stored {
            Some(s) => (s.taken, s.capacity.unwrap_or(default_capacity), s.closed),
            None => (0, default_capacity, false),
        };
        let remaining = if closed { 0 } else { (capacity - taken).max(0) };
        SlotState { capacity, taken, remaining, closed }
    }
}

/// The stored seats of a branch's slots between two dates (inclusive, `YYYY-MM-DD`).
pub async fn between<'e, E>(conn: E, branch: Branch, from: &str, to: &str) -> Result<Vec<SlotSeats>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let rows = sqlx::query(
        "SELECT slot_date, slot_time, taken, capacity, closed FROM slot_counts \
         WHERE branch = $1 AND slot_date >= $2 AND slot_date <= $3",
    )
    .bind(branch.as_str())
    .bind(from)
    .bind(to)
    .fetch_all(conn)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(SlotSeats {
                date: r.try_get("slot_date")?,
                time: r.try_get("slot_time")?,
                taken: r.try_get("taken")?,
                capacity: r.try_get("capacity")?,
                closed: r.try_get::<i64, _>("closed")? != 0,
            })
        })
        .collect()
}

/// What closures and capacity changes make of one slot: (closed, capacity).
pub fn effective(closures: &[Closure], changes: &[CapacityChange], date: Date, time: TimeOfDay) -> (bool, Option<i64>) {
    let closed = closures.iter().any(|c| c.covers(date, time));
    let (d, t) = (date.to_string(), time.to_string());
    let of_slot = changes.iter().find(|c| c.date == d && c.time.as_deref() == Some(t.as_str()));
    let of_day = changes.iter().find(|c| c.date == d && c.time.is_none());
    (closed, of_slot.or(of_day).map(|c| c.capacity))
}

/// Rewrites `closed` and `capacity` of every slot of `hours` of a branch from `first` to `last` from
/// the closures and capacity changes stored now. Run in the transaction that changed them.
pub async fn settle(
    conn: &mut AnyConnection,
    hours: &OpeningHours,
    branch: Branch,
    first: Date,
    last: Date,
) -> Result<(), sqlx::Error> {
    let (from, to) = (first.to_string(), last.to_string());
    let closures = super::slot_limits::overlapping(&mut *conn, branch, &from, &to).await?;
    let changes = super::slot_limits::capacity_changes(&mut *conn, branch, &from, &to).await?;
    let mut day = first;
    while day <= last {
        for time in hours.slots(day) {
            let (closed, capacity) = effective(&closures, &changes, day, time);
            sqlx::query(
                "INSERT INTO slot_counts (branch, slot_date, slot_time, taken, capacity, closed) VALUES ($1, $2, $3, 0, $4, $5) \
                 ON CONFLICT (branch, slot_date, slot_time) DO UPDATE SET capacity = excluded.capacity, closed = excluded.closed",
            )
            .bind(branch.as_str())
            .bind(day.to_string())
            .bind(time.to_string())
            .bind(capacity)
            .bind(i64::from(closed))
            .execute(&mut *conn)
            .await?;
        }
        day = day.add_days(1);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(taken: i64, capacity: Option<i64>, closed: bool) -> SlotSeats {
        SlotSeats { date: "2026-12-01".into(), time: "10:00".into(), taken, capacity, closed }
    }

    #[test]
    fn a_closed_slot_has_no_seat_left_whatever_its_capacity() {
        assert_eq!(SlotSeats::state(Some(&seats(0, Some(5), true)), 2).remaining, 0);
        assert!(SlotSeats::state(Some(&seats(0, None, true)), 2).closed);
    }

    #[test]
    fn staff_capacity_wins_over_the_default_and_never_goes_below_zero() {
        assert_eq!(SlotSeats::state(Some(&seats(1, Some(4), false)), 2).remaining, 3);
        assert_eq!(SlotSeats::state(Some(&seats(2, Some(1), false)), 2).remaining, 0);
        assert_eq!(SlotSeats::state(None, 2).remaining, 2);
    }
}
