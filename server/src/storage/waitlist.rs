//! The waitlist's rows (issue 13 point 5): patients waiting for a seat on a full day, and the seats
//! offered to them. Storage only: the background task ([`crate::tasks::waitlist`]) decides when to call what.
//!
//! A held seat counts as taken because holding it takes a seat through [`seats::hold`], the counter
//! that every booking, reschedule and availability answer already goes through; so no booking path
//! needs to know about offers, and a race between an offer and a booking is decided by the same
//! conditional upsert that keeps two bookings from sharing the last seat.

use super::open_limits::Holder;
use super::outbox;
use super::outbox::OutboxKind;
use super::seats::{self, Seat, SlotSeats};
use super::Db;
use clinic_core::date::Date;
use clinic_core::hours::OpeningHours;
use clinic_core::model::Branch;
use clinic_core::validate::{slot_is_bookable, Waitlist};
use serde::Serialize;
use sqlx::{AnyConnection, Row};
use std::collections::HashMap;

/// Stores a new waiting patient, with who the entry counts against ([`super::open_limits`]); returns
/// the entry's id.
pub async fn join(conn: &mut AnyConnection, w: &Waitlist, holder: &Holder, now: i64) -> Result<String, sqlx::Error> {
    let id = crate::storage::ids::new_id("wl");
    sqlx::query(
        "INSERT INTO waitlist_entries (id, branch, wait_date, wait_time, name, phone, email, tumor_type, lang, status, \
         created_at, updated_at, email_key, phone_digits, client_network) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'waiting', $10, $10, $11, $12, $13)",
    )
    .bind(&id)
    .bind(w.branch.as_str())
    .bind(w.date.to_string())
    .bind(w.time.map(|t| t.to_string()))
    .bind(w.name.as_str())
    .bind(w.phone.as_str())
    .bind(w.email.as_str())
    .bind(w.tumor_type.as_str())
    .bind(w.lang.tag())
    .bind(now)
    .bind(holder.email_key.as_str())
    .bind(holder.phone_digits.as_str())
    // Unknown network: NULL, so it never counts with other unknowns (as bookings do).
    .bind((!holder.network.is_empty()).then_some(holder.network.as_str()))
    .execute(&mut *conn)
    .await?;
    Ok(id)
}

/// Whether a seat is free now that the patient could book themselves: in their slot if they named
/// one, else in any still bookable slot of the day. Then the waitlist is not for them.
pub async fn has_free_seat(
    conn: &mut AnyConnection,
    hours: &OpeningHours,
    w: &Waitlist,
    default_capacity: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let free = free_seats(conn, hours, w.branch, w.date, default_capacity, now).await?;
    let wanted = w.time.map(|t| t.to_string());
    Ok(free.iter().any(|(time, left)| *left > 0 && wanted.as_ref().is_none_or(|w| w == time)))
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
        seats::release(conn, &branch, &date, &time).await?;
        sqlx::query(
            "UPDATE waitlist_entries SET status = 'lapsed', updated_at = $1 WHERE id = $2 AND status = 'offered'",
        )
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
/// `hold_ms`, and a message in their language. Entries for days already past lapse.
///
/// Only slots that begin after the hold ends are offered: the patient then always has the whole hold
/// to take the seat (a seat of a slot starting sooner stays free for anyone to book directly).
pub async fn make_offers(
    conn: &mut AnyConnection,
    hours: &OpeningHours,
    default_capacity: i64,
    hold_ms: i64,
    now: i64,
) -> Result<usize, sqlx::Error> {
    let today = Date::clinic_today(now).to_string();
    sqlx::query(
        "UPDATE waitlist_entries SET status = 'lapsed', updated_at = $1 WHERE status = 'waiting' AND wait_date < $2",
    )
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
        let (Some(day), Some(branch_id)) = (Date::parse(&date), Branch::parse(&branch)) else { continue };
        let free = free_seats(conn, hours, branch_id, day, default_capacity, now + hold_ms).await?;
        if free.iter().all(|(_, n)| *n <= 0) {
            continue;
        }
        offered += offer_day(conn, &branch, &date, free, default_capacity, hold_ms, now).await?;
    }
    Ok(offered)
}

/// The seats left in each slot of a branch's day that begins after `starts_after` (Unix ms) and is
/// bookable, in time order, as [`seats`] counts them (closures and staff capacity included).
async fn free_seats(
    conn: &mut AnyConnection,
    hours: &OpeningHours,
    branch: Branch,
    day: Date,
    default_capacity: i64,
    starts_after: i64,
) -> Result<Vec<(String, i64)>, sqlx::Error> {
    let date = day.to_string();
    let stored: HashMap<String, SlotSeats> =
        seats::between(&mut *conn, branch, &date, &date).await?.into_iter().map(|s| (s.time.clone(), s)).collect();
    Ok(hours
        .slots(day)
        .into_iter()
        .filter(|t| slot_is_bookable(hours, day, *t, starts_after).is_ok())
        .map(|t| {
            let time = t.to_string();
            let left = SlotSeats::state(stored.get(&time), default_capacity).remaining;
            (time, left)
        })
        .collect())
}

/// Offers one day's free seats to its waiting patients in queue order.
async fn offer_day(
    conn: &mut AnyConnection,
    branch: &str,
    date: &str,
    mut free: Vec<(String, i64)>,
    default_capacity: i64,
    hold_ms: i64,
    now: i64,
) -> Result<usize, sqlx::Error> {
    let waiting = sqlx::query(
        "SELECT id, wait_time, lang FROM waitlist_entries WHERE status = 'waiting' AND branch = $1 AND wait_date = $2 \
         ORDER BY created_at, id",
    )
    .bind(branch)
    .bind(date)
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .map(|r| Ok(Waiting { id: r.try_get("id")?, time: r.try_get("wait_time")?, lang: r.try_get("lang")? }))
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let mut offered = 0;
    for w in waiting {
        let Some(slot) =
            free.iter_mut().find(|(time, left)| *left > 0 && w.time.as_ref().is_none_or(|wanted| wanted == time))
        else {
            continue;
        };
        if seats::hold(conn, branch, date, &slot.0, default_capacity).await? != Seat::Taken {
            slot.1 = 0;
            continue;
        }
        slot.1 -= 1;
        let time = slot.0.clone();
        // Conditional, so a patient is never offered two seats even if two passes ever overlapped.
        let turn = sqlx::query(
            "UPDATE waitlist_entries SET status = 'offered', updated_at = $1 WHERE id = $2 AND status = 'waiting'",
        )
        .bind(now)
        .bind(&w.id)
        .execute(&mut *conn)
        .await?
        .rows_affected();
        if turn == 0 {
            seats::release(conn, branch, date, &time).await?;
            slot.1 += 1;
            continue;
        }
        let offer_id = crate::storage::ids::new_id("offer");
        sqlx::query(
            "INSERT INTO waitlist_offers (id, entry_id, branch, slot_date, slot_time, status, offered_at, expires_at) \
             VALUES ($1, $2, $3, $4, $5, 'held', $6, $7)",
        )
        .bind(&offer_id)
        .bind(&w.id)
        .bind(branch)
        .bind(date)
        .bind(&time)
        .bind(now)
        .bind(now + hold_ms)
        .execute(&mut *conn)
        .await?;
        outbox::enqueue(conn, OutboxKind::WaitlistOffer, &offer_id, &w.lang, now).await?;
        offered += 1;
    }
    Ok(offered)
}

/// Whether the offer task has anything to look at (a read, so an idle pass takes no write lock).
pub async fn anything_to_do(db: &Db, now: i64) -> Result<bool, sqlx::Error> {
    let waiting = sqlx::query("SELECT id FROM waitlist_entries WHERE status = 'waiting' LIMIT 1")
        .fetch_optional(&db.pool)
        .await?;
    if waiting.is_some() {
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

/// Ends a hold so its seat can become a booking in the same transaction: the offer is `taken` (if
/// it was still held) and its seat given back for the booking path to take. Returns false, changing
/// nothing, when the offer was no longer held.
pub async fn end_hold_for_booking(conn: &mut AnyConnection, offer: &OfferRow, now: i64) -> Result<bool, sqlx::Error> {
    let changed =
        sqlx::query("UPDATE waitlist_offers SET status = 'taken', closed_at = $1 WHERE id = $2 AND status = 'held'")
            .bind(now)
            .bind(&offer.id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
    if changed == 1 {
        seats::release(conn, offer.branch.as_str(), &offer.date, &offer.time).await?;
    }
    Ok(changed == 1)
}

/// Gives up an offer that can never become a booking (its slot was closed or began, the patient's
/// details no longer pass the booking's rules): the offer ends `expired`, the seat goes back at once,
/// and the entry `lapsed`, so the task's next pass offers the seat to the next waiting patient.
pub async fn release_offer(conn: &mut AnyConnection, offer: &OfferRow, now: i64) -> Result<(), sqlx::Error> {
    let changed =
        sqlx::query("UPDATE waitlist_offers SET status = 'expired', closed_at = $1 WHERE id = $2 AND status = 'held'")
            .bind(now)
            .bind(&offer.id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
    if changed == 1 {
        seats::release(conn, offer.branch.as_str(), &offer.date, &offer.time).await?;
    }
    lapse_entry(conn, &offer.entry_id, now).await
}

/// Gives up the offers whose message was held back by the recipient's daily mail limit (`outbox_ids`
/// are the rows just marked so, of any kind): the patient never hears of the seat, so holding it
/// until the hold runs out would keep it from everyone. Each such offer is released at once, in the
/// same transaction, and the next waiting patient is offered the seat on the task's next pass.
pub async fn release_offers_held_back(
    conn: &mut AnyConnection,
    outbox_ids: &[i64],
    now: i64,
) -> Result<usize, sqlx::Error> {
    let mut released = 0;
    for id in outbox_ids {
        let offer_id: Option<String> = sqlx::query_scalar("SELECT ref_id FROM outbox WHERE id = $1 AND kind = $2")
            .bind(*id)
            .bind(OutboxKind::WaitlistOffer.as_str())
            .fetch_optional(&mut *conn)
            .await?;
        let Some(offer_id) = offer_id else { continue };
        let Some(offer) = find_offer(&mut *conn, &offer_id).await? else { continue };
        if offer.status == "held" {
            release_offer(conn, &offer, now).await?;
            released += 1;
        }
    }
    Ok(released)
}

/// Ends a patient's turn whose offer ended without a booking.
pub async fn lapse_entry(conn: &mut AnyConnection, entry_id: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE waitlist_entries SET status = 'lapsed', updated_at = $1 WHERE id = $2 AND status = 'offered'")
        .bind(now)
        .bind(entry_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// How many seats waitlist offers hold now in each slot of a branch between two dates, by
/// (date, time): the dashboard's calendar says so beside the seats left.
pub async fn held_between<'e, E>(
    db: E,
    branch: Branch,
    from: &str,
    to: &str,
) -> Result<HashMap<(String, String), i64>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let rows = sqlx::query(
        "SELECT slot_date, slot_time, COUNT(*) AS held FROM waitlist_offers \
         WHERE status = 'held' AND branch = $1 AND slot_date >= $2 AND slot_date <= $3 GROUP BY slot_date, slot_time",
    )
    .bind(branch.as_str())
    .bind(from)
    .bind(to)
    .fetch_all(db)
    .await?;
    rows.iter().map(|r| Ok(((r.try_get("slot_date")?, r.try_get("slot_time")?), r.try_get("held")?))).collect()
}

/// Records the booking a taken offer made on the patient's entry.
pub async fn mark_booked(
    conn: &mut AnyConnection,
    offer: &OfferRow,
    booking_code: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE waitlist_entries SET status = 'booked', booking_code = $1, updated_at = $2 WHERE id = $3")
        .bind(booking_code)
        .bind(now)
        .bind(&offer.entry_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
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
    /// The slot of the seat offered now or last.
    pub offered_time: Option<String>,
    /// Until when the seat offered now is held (RFC 3339); none when no seat is held for them.
    pub offer_expires_at: Option<String>,
    /// The booking a taken offer made.
    pub booking_code: Option<String>,
}

/// A day's waitlist, in queue order (first come first), for one branch or all.
pub async fn day_list(db: &Db, date: &str, branch: Option<Branch>) -> Result<Vec<WaitlistItem>, sqlx::Error> {
    let mut sql = String::from(
        "SELECT e.id, e.branch, e.wait_time, e.name, e.email, e.phone, e.lang, e.status, e.created_at, e.booking_code, \
         (SELECT o.slot_time FROM waitlist_offers o WHERE o.entry_id = e.id ORDER BY o.offered_at DESC LIMIT 1) AS offered_time, \
         (SELECT o.expires_at FROM waitlist_offers o WHERE o.entry_id = e.id AND o.status = 'held' LIMIT 1) AS held_until \
         FROM waitlist_entries e WHERE e.wait_date = $1",
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
                joined_at: crate::storage::ids::rfc3339(r.try_get("created_at")?),
                offered_time: r.try_get("offered_time")?,
                offer_expires_at: r.try_get::<Option<i64>, _>("held_until")?.map(crate::storage::ids::rfc3339),
                booking_code: code.and_then(|c| clinic_core::code::ConfirmationCode::parse(&c)).map(|c| c.display()),
            })
        })
        .collect()
}
