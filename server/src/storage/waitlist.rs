//! The waitlist's rows (issue 13 point 5): patients waiting for a seat on a full day, and the seats
//! offered to them. Storage only: the background task ([`crate::waitlist`]) decides when to call what.
//!
//! A held seat counts as taken because holding it takes a seat in `slot_counts`, the counter that
//! every booking, reschedule and availability answer already goes through ([`hold_seat`]); so no
//! booking path needs to know about offers, and a race between an offer and a booking is decided by
//! the same conditional upsert that keeps two bookings from sharing the last seat.

use super::apply::outbox;
use super::job::OutboxKind;
use super::Db;
use clinic_core::date::Date;
use clinic_core::hours::CLINIC;
use clinic_core::model::Branch;
use clinic_core::validate::{slot_is_bookable, Waitlist};
use serde::Serialize;
use sqlx::{AnyConnection, Row};
use std::collections::HashMap;

/// Stores a new waiting patient; returns the entry's id.
pub async fn join(conn: &mut AnyConnection, w: &Waitlist, now: i64) -> Result<String, sqlx::Error> {
    let id = crate::ids::new_id("wl");
    sqlx::query(
        "INSERT INTO waitlist_entries (id, branch, wait_date, wait_time, name, phone, phone_digits, email, \
         email_normalized, tumor_type, lang, status, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'waiting', $12, $12)",
    )
    .bind(&id)
    .bind(w.branch.as_str())
    .bind(w.date.to_string())
    .bind(w.time.map(|t| t.to_string()))
    .bind(w.name.as_str())
    .bind(w.phone.as_str())
    .bind(w.phone.digits())
    .bind(w.email.as_str())
    .bind(w.email.normalized())
    .bind(w.tumor_type.as_str())
    .bind(w.lang.tag())
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(id)
}

/// Takes one seat of a slot for a hold, only while the slot is below `capacity` (the rule a booking
/// obeys). Returns whether the seat was taken.
pub async fn hold_seat(
    conn: &mut AnyConnection,
    branch: &str,
    date: &str,
    time: &str,
    capacity: i64,
) -> Result<bool, sqlx::Error> {
    let seated = sqlx::query(
        "INSERT INTO slot_counts (branch, slot_date, slot_time, taken) VALUES ($1, $2, $3, 1) \
         ON CONFLICT (branch, slot_date, slot_time) DO UPDATE SET taken = slot_counts.taken + 1 WHERE slot_counts.taken < $4",
    )
    .bind(branch)
    .bind(date)
    .bind(time)
    .bind(capacity)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(seated == 1)
}

/// Gives a held seat back.
pub async fn release_seat(conn: &mut AnyConnection, branch: &str, date: &str, time: &str) -> Result<(), sqlx::Error> {
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

/// What one pass of the offer task did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PassReport {
    /// Offers whose hold ran out (their seats went back).
    pub expired: usize,
    /// New offers made (a message queued for each).
    pub offered: usize,
}

/// Ends holds that ran out: the offer is `expired`, the seat goes back, and the patient's entry
/// `lapsed` (they had their turn; the next patient is offered the seat by [`make_offers`]).
pub async fn expire_offers(conn: &mut AnyConnection, now: i64) -> Result<usize, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, entry_id, branch, slot_date, slot_time FROM waitlist_offers WHERE status = 'held' AND expires_at <= $1",
    )
    .bind(now)
    .fetch_all(&mut *conn)
    .await?;
    let mut expired = 0;
    for r in &rows {
        let id: String = r.try_get("id")?;
        let changed = sqlx::query(
            "UPDATE waitlist_offers SET status = 'expired', closed_at = $1 WHERE id = $2 AND status = 'held'",
        )
        .bind(now)
        .bind(&id)
        .execute(&mut *conn)
        .await?
        .rows_affected();
        if changed == 0 {
            continue;
        }
        let (branch, date, time): (String, String, String) =
            (r.try_get("branch")?, r.try_get("slot_date")?, r.try_get("slot_time")?);
        release_seat(conn, &branch, &date, &time).await?;
        sqlx::query("UPDATE waitlist_entries SET status = 'lapsed', updated_at = $1 WHERE id = $2 AND status = 'offered'")
            .bind(now)
            .bind(r.try_get::<String, _>("entry_id")?)
            .execute(&mut *conn)
            .await?;
        expired += 1;
    }
    Ok(expired)
}

struct Waiting {
    id: String,
    time: Option<String>,
    lang: String,
}

/// Offers free seats to waiting patients, first come first served per branch and day: each waiting
/// patient gets the earliest free slot of their day (or their one slot, if they named it), held for
/// `hold_ms`, and a message in their language. Days already past lapse their waiting entries.
pub async fn make_offers(
    conn: &mut AnyConnection,
    capacity: i64,
    hold_ms: i64,
    now: i64,
) -> Result<usize, sqlx::Error> {
    let today = Date::clinic_today(now).to_string();
    sqlx::query("UPDATE waitlist_entries SET status = 'lapsed', updated_at = $1 WHERE status = 'waiting' AND wait_date < $2")
        .bind(now)
        .bind(&today)
        .execute(&mut *conn)
        .await?;
    let days = sqlx::query(
        "SELECT DISTINCT branch, wait_date FROM waitlist_entries WHERE status = 'waiting' ORDER BY wait_date, branch",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut offered = 0;
    for d in &days {
        let (branch, date): (String, String) = (d.try_get("branch")?, d.try_get("wait_date")?);
        let Some(day) = Date::parse(&date) else { continue };
        let slots: Vec<String> = CLINIC
            .slots(day)
            .into_iter()
            .filter(|t| slot_is_bookable(&CLINIC, day, *t, now).is_ok())
            .map(|t| t.to_string())
            .collect();
        if slots.is_empty() {
            continue;
        }
        let mut free: HashMap<String, i64> = slots.iter().map(|s| (s.clone(), capacity)).collect();
        for r in sqlx::query("SELECT slot_time, taken FROM slot_counts WHERE branch = $1 AND slot_date = $2")
            .bind(&branch)
            .bind(&date)
            .fetch_all(&mut *conn)
            .await?
        {
            let t: String = r.try_get("slot_time")?;
            if let Some(f) = free.get_mut(&t) {
                *f = capacity - r.try_get::<i64, _>("taken")?;
            }
        }
        if free.values().all(|f| *f <= 0) {
            continue;
        }
        let waiting = sqlx::query(
            "SELECT id, wait_time, lang FROM waitlist_entries WHERE status = 'waiting' AND branch = $1 AND wait_date = $2 \
             ORDER BY created_at, id",
        )
        .bind(&branch)
        .bind(&date)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| Ok(Waiting { id: r.try_get("id")?, time: r.try_get("wait_time")?, lang: r.try_get("lang")? }))
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
        for w in waiting {
            let wanted: Vec<&String> = match &w.time {
                Some(t) => slots.iter().filter(|s| *s == t).collect(),
                None => slots.iter().collect(),
            };
            let Some(slot) = wanted.into_iter().find(|s| free.get(*s).is_some_and(|f| *f > 0)).cloned() else {
                continue;
            };
            if !hold_seat(conn, &branch, &date, &slot, capacity).await? {
                free.insert(slot, 0);
                continue;
            }
            if let Some(f) = free.get_mut(&slot) {
                *f -= 1;
            }
            let taken_turn = sqlx::query(
                "UPDATE waitlist_entries SET status = 'offered', updated_at = $1 WHERE id = $2 AND status = 'waiting'",
            )
            .bind(now)
            .bind(&w.id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
            if taken_turn == 0 {
                release_seat(conn, &branch, &date, &slot).await?;
                continue;
            }
            let offer_id = crate::ids::new_id("offer");
            sqlx::query(
                "INSERT INTO waitlist_offers (id, entry_id, branch, slot_date, slot_time, status, offered_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5, 'held', $6, $7)",
            )
            .bind(&offer_id)
            .bind(&w.id)
            .bind(&branch)
            .bind(&date)
            .bind(&slot)
            .bind(now)
            .bind(now + hold_ms)
            .execute(&mut *conn)
            .await?;
            outbox(conn, OutboxKind::WaitlistOffer, &offer_id, &w.lang, now).await?;
            offered += 1;
        }
    }
    Ok(offered)
}

/// Whether the offer task has anything to look at (a read, so an idle pass takes no write lock).
pub async fn anything_to_do(db: &Db, now: i64) -> Result<bool, sqlx::Error> {
    let waiting = sqlx::query("SELECT id FROM waitlist_entries WHERE status = 'waiting' LIMIT 1")
        .fetch_optional(&db.pool)
        .await?
        .is_some();
    if waiting {
        return Ok(true);
    }
    let due = sqlx::query("SELECT id FROM waitlist_offers WHERE status = 'held' AND expires_at <= $1 LIMIT 1")
        .bind(now)
        .fetch_optional(&db.pool)
        .await?;
    Ok(due.is_some())
}

/// An offer as its link shows it, with what the booking needs.
#[derive(Debug, Clone)]
pub struct OfferRow {
    pub id: String,
    pub entry_id: String,
    pub branch: Branch,
    pub date: String,
    pub time: String,
    pub status: String,
    pub expires_at: i64,
    pub name: String,
    pub phone: String,
    pub email: String,
    pub tumor_type: String,
    pub lang: String,
}

/// An offer by its id (the link's capability; not logged).
pub async fn find_offer<'e, E>(db: E, id: &str) -> Result<Option<OfferRow>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let row = sqlx::query(
        "SELECT o.id, o.entry_id, o.branch, o.slot_date, o.slot_time, o.status, o.expires_at, \
         e.name, e.phone, e.email, e.tumor_type, e.lang \
         FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id WHERE o.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let branch: String = r.try_get("branch")?;
    let Some(branch) = Branch::parse(&branch) else {
        return Err(sqlx::Error::Decode(format!("waitlist_offers.branch holds {branch:?}").into()));
    };
    Ok(Some(OfferRow {
        id: r.try_get("id")?,
        entry_id: r.try_get("entry_id")?,
        branch,
        date: r.try_get("slot_date")?,
        time: r.try_get("slot_time")?,
        status: r.try_get("status")?,
        expires_at: r.try_get("expires_at")?,
        name: r.try_get("name")?,
        phone: r.try_get("phone")?,
        email: r.try_get("email")?,
        tumor_type: r.try_get("tumor_type")?,
        lang: r.try_get("lang")?,
    }))
}

/// Marks a held offer taken and its entry booked (after the booking was stored in the same
/// transaction). Returns false when the offer was no longer held.
pub async fn mark_taken(
    conn: &mut AnyConnection,
    offer: &OfferRow,
    booking_code: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let changed =
        sqlx::query("UPDATE waitlist_offers SET status = 'taken', closed_at = $1 WHERE id = $2 AND status = 'held'")
            .bind(now)
            .bind(&offer.id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
    sqlx::query("UPDATE waitlist_entries SET status = 'booked', booking_code = $1, updated_at = $2 WHERE id = $3")
        .bind(booking_code)
        .bind(now)
        .bind(&offer.entry_id)
        .execute(&mut *conn)
        .await?;
    Ok(changed == 1)
}

/// One patient on a day's waitlist, as staff see it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct WaitlistItem {
    pub id: String,
    pub branch: Branch,
    /// The slot they asked for, or none for any slot of the day.
    pub preferred_time: Option<String>,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub lang: String,
    /// waiting | offered | booked | lapsed
    pub status: String,
    /// RFC 3339.
    pub joined_at: String,
    /// The slot of the seat offered now or last, and until when it is held (RFC 3339).
    pub offered_time: Option<String>,
    pub offer_expires_at: Option<String>,
    /// The booking an accepted offer made.
    pub booking_code: Option<String>,
}

/// A day's waitlist, in queue order (first come first), for one branch or all.
pub async fn day_list(db: &Db, date: &str, branch: Option<Branch>) -> Result<Vec<WaitlistItem>, sqlx::Error> {
    let mut sql = String::from(
        "SELECT e.id, e.branch, e.wait_time, e.name, e.email, e.phone, e.lang, e.status, e.created_at, e.booking_code, \
         (SELECT o.slot_time FROM waitlist_offers o WHERE o.entry_id = e.id ORDER BY o.offered_at DESC LIMIT 1) AS offered_time, \
         (SELECT o.expires_at FROM waitlist_offers o WHERE o.entry_id = e.id AND o.status = 'held' LIMIT 1) AS held_until \
         FROM waitlist_entries e WHERE e.wait_date = $1 AND e.purged_at IS NULL",
    );
    if branch.is_some() {
        sql.push_str(" AND e.branch = $2");
    }
    sql.push_str(" ORDER BY e.branch, e.created_at, e.id");
    let mut q = sqlx::query(&sql).bind(date);
    if let Some(b) = branch {
        q = q.bind(b.as_str());
    }
    let rows = q.fetch_all(&db.pool).await?;
    rows.iter()
        .map(|r| {
            let branch: String = r.try_get("branch")?;
            let code: Option<String> = r.try_get("booking_code")?;
            Ok(WaitlistItem {
                id: r.try_get("id")?,
                branch: Branch::parse(&branch)
                    .ok_or_else(|| sqlx::Error::Decode(format!("waitlist_entries.branch holds {branch:?}").into()))?,
                preferred_time: r.try_get("wait_time")?,
                name: r.try_get("name")?,
                email: r.try_get("email")?,
                phone: r.try_get("phone")?,
                lang: r.try_get("lang")?,
                status: r.try_get("status")?,
                joined_at: crate::ids::rfc3339(r.try_get("created_at")?),
                offered_time: r.try_get("offered_time")?,
                offer_expires_at: r.try_get::<Option<i64>, _>("held_until")?.map(crate::ids::rfc3339),
                booking_code: code
                    .and_then(|c| clinic_core::code::ConfirmationCode::parse(&c))
                    .map(|c| c.display()),
            })
        })
        .collect()
}
