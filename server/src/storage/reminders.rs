//! Due reminders, claimed once. A booking has reminders at several offsets before its visit
//! (`CLINIC_REMINDER_HOURS`, 72 h and 24 h by default). One is due when the booking is open (pending or
//! confirmed) and not waiting for its e-mail check, its visit is ahead, the offset's moment has come
//! ([`send_moment`]: never at night) and the offset is not handled for that visit time yet.
//!
//! What is handled sits on the booking's row: `reminder_sent_for` (the visit) and
//! `reminder_offset_hours` (the smallest offset handled for it; every larger one is handled too). A
//! booking moved since no longer matches its visit, so its schedule starts again. A claim marks the
//! bookings, records each decision in `booking_reminders` and queues the e-mails in the outbox in the
//! same transaction, so the outbox worker delivers them like any other message, once, across restarts
//! and instances.
//!
//! Of the offsets due together only the nearest to the visit is sent; a larger one whose moment came
//! before the booking was made (or last changed: `updated_at`) is skipped, so a booking made 30 h ahead
//! gets the 24 h reminder only. The smallest offset is never skipped: a booking made inside it is
//! reminded at once, as with one reminder before.
//!
//! Two instances never both claim a booking: on PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`
//! and the mark is conditional (a row already marked for its visit and offset updates nothing); on
//! SQLite the one writer runs claims one at a time (BEGIN IMMEDIATE). Like `outbox::claim_due_outbox`.

use super::outbox::OutboxKind;
use super::{param, params, Backend};
use clinic_core::date::{Date, TimeOfDay, CLINIC_UTC_OFFSET_MS};
use sqlx::{AnyConnection, Row};
use std::collections::BTreeMap;

const MINUTE: i64 = 60_000;
const HOUR: i64 = 3_600_000;
const DAY: i64 = 86_400_000;

/// The clinic's wall clock at `ms` as a slot key, `YYYY-MM-DD HH:mm`, comparable as text.
pub fn clinic_key(ms: i64) -> String {
    let date = Date::clinic_today(ms);
    let minutes = ((ms + CLINIC_UTC_OFFSET_MS).rem_euclid(DAY) / MINUTE) as u32;
    let time = TimeOfDay::from_minutes(minutes).map(|t| t.to_string()).unwrap_or_else(|| "00:00".into());
    format!("{date} {time}")
}

/// The clinic's midnight (Unix ms) that begins the day of `ms`.
fn clinic_midnight(ms: i64) -> i64 {
    ms - (ms + CLINIC_UTC_OFFSET_MS).rem_euclid(DAY)
}

/// When the reminder `hours` before a visit at `visit_ms` goes: that moment, or, when it falls at night
/// (after 21:00, before 08:00 clinic time), the last 20:00 before it.
pub fn send_moment(visit_ms: i64, hours: i64) -> i64 {
    let at = visit_ms - hours * HOUR;
    let midnight = clinic_midnight(at);
    let clock = at - midnight;
    if clock > 21 * HOUR {
        midnight + 20 * HOUR
    } else if clock < 8 * HOUR {
        midnight - 4 * HOUR
    } else {
        at
    }
}

/// The visits whose reminder `hours` before has come at `now` and is still ahead, as ranges of visit
/// times (after, until], Unix ms: exactly the visits `v > now` with `send_moment(v, hours) <= now`.
pub fn due_ranges(now: i64, hours: i64) -> Vec<(i64, i64)> {
    let h = hours * HOUR;
    let midnight = clinic_midnight(now);
    let clock = now - midnight;
    // The night's moments all go at its 20:00: from then on the whole night (to 08:00) has come.
    let night = |evening: i64| (evening + 21 * HOUR + h, evening + 32 * HOUR + h - MINUTE);
    if clock < 8 * HOUR {
        vec![(now, night(midnight - DAY).1)]
    } else if clock < 20 * HOUR {
        vec![(now, now + h)]
    } else if clock <= 21 * HOUR {
        vec![(now, now + h), night(midnight)]
    } else {
        vec![(now, night(midnight).1)]
    }
}

/// A booking a due query found.
struct Candidate {
    lang: String,
    visit: String,
    visit_ms: i64,
    changed_at: i64,
    sent_for: Option<String>,
    offset_done: Option<i64>,
}

impl Candidate {
    /// Whether `hours` is handled for the booking's visit.
    fn handled(&self, hours: i64) -> bool {
        self.sent_for.as_deref() == Some(self.visit.as_str()) && self.offset_done.is_none_or(|done| done <= hours)
    }
}

/// One claim's decision for a booking: the offsets handled now, the smallest of them, and whether its
/// e-mail goes (the others are skipped).
struct Decision {
    code: String,
    lang: String,
    visit: String,
    due: Vec<i64>,
    nearest: i64,
    send: bool,
}

/// The due queries: for every offset its ranges of visits, cut at the next smaller offset's (a visit
/// that near is due for that one too, and found by its query).
fn queries(now: i64, offsets: &[i64]) -> Vec<(i64, String, String)> {
    let mut out = Vec::new();
    for (i, &hours) in offsets.iter().enumerate() {
        let floor = offsets.get(i + 1).map_or(now, |smaller| now + smaller * HOUR);
        for (after, until) in due_ranges(now, hours) {
            let after = after.max(floor);
            if after < until {
                out.push((hours, clinic_key(after), clinic_key(until)));
            }
        }
    }
    out
}

// The date bounds let the (preferred_date, preferred_time) index narrow the scan to the offset's days;
// the slot key then cuts it to the minute. `status || ''` keeps the planner off the status index, which
// would walk every open booking of the horizon (measured: 0.6 s at 100,000). A booking still waiting for
// its e-mail check gets no reminder: nobody has shown the address is theirs (it is reminded once
// confirmed, if the visit is still ahead).
const DUE_WHERE: &str = "preferred_date >= $1 AND preferred_date <= $2 \
     AND status || '' IN ('pending', 'confirmed') \
     AND preferred_date || ' ' || preferred_time > $3 AND preferred_date || ' ' || preferred_time <= $4 \
     AND (reminder_sent_for IS NULL OR reminder_sent_for <> preferred_date || ' ' || preferred_time \
          OR reminder_offset_hours > $5) \
     AND (verification IS NULL OR verification <> 'unverified')";

/// How many bookings a claim handled, and how many e-mails it queued (the rest were skipped).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Claimed {
    pub handled: usize,
    pub queued: usize,
}

/// Claims up to `limit` bookings with due reminders at `now` (offsets in hours, largest first) and
/// queues their e-mails. A few statements whatever the count (a round trip per reminder cost 1.8 s for
/// 547 reminders on PostgreSQL).
pub async fn claim_due(
    conn: &mut AnyConnection,
    backend: Backend,
    now: i64,
    offsets: &[i64],
    limit: i64,
) -> Result<Claimed, sqlx::Error> {
    let lock = if backend == Backend::Postgres { " FOR UPDATE SKIP LOCKED" } else { "" };
    let mut found: BTreeMap<String, Candidate> = BTreeMap::new();
    for (hours, from, until) in queries(now, offsets) {
        let sql = format!(
            "SELECT code, lang, preferred_date, preferred_time, updated_at, reminder_sent_for, reminder_offset_hours \
             FROM bookings WHERE {DUE_WHERE} ORDER BY preferred_date, preferred_time LIMIT $6{lock}"
        );
        let rows = sqlx::query(&sql)
            .bind(&from[..10])
            .bind(&until[..10])
            .bind(&from)
            .bind(&until)
            .bind(hours)
            .bind(limit)
            .fetch_all(&mut *conn)
            .await?;
        for row in rows {
            let (date, time): (String, String) = (row.try_get("preferred_date")?, row.try_get("preferred_time")?);
            let Some(visit_ms) =
                Date::parse(&date).zip(TimeOfDay::parse(&time)).map(|(d, t)| d.clinic_unix_ms(t.minutes()))
            else {
                continue;
            };
            found.entry(row.try_get("code")?).or_insert(Candidate {
                lang: row.try_get("lang")?,
                visit: format!("{date} {time}"),
                visit_ms,
                changed_at: row.try_get("updated_at")?,
                sent_for: row.try_get("reminder_sent_for")?,
                offset_done: row.try_get("reminder_offset_hours")?,
            });
        }
    }
    let smallest = offsets.last().copied().unwrap_or(0);
    let mut decisions = Vec::new();
    for (code, c) in found {
        let due: Vec<i64> =
            offsets.iter().copied().filter(|&h| !c.handled(h) && send_moment(c.visit_ms, h) <= now).collect();
        let Some(&nearest) = due.last() else { continue };
        // Made (or changed) after this offset's moment: its window was already open, so it waits for
        // the next, nearer one. The smallest always goes.
        let send = nearest == smallest || send_moment(c.visit_ms, nearest) > c.changed_at;
        decisions.push(Decision { code, lang: c.lang, visit: c.visit, due, nearest, send });
    }
    // Mark per nearest offset, conditionally: a row another instance marked meanwhile updates nothing.
    let mut marked = Vec::new();
    let mut by_offset: BTreeMap<i64, Vec<&Decision>> = BTreeMap::new();
    for d in &decisions {
        by_offset.entry(d.nearest).or_default().push(d);
    }
    for (hours, group) in by_offset {
        for chunk in group.chunks(500) {
            let sql = format!(
                "UPDATE bookings SET reminder_sent_for = preferred_date || ' ' || preferred_time, \
                 reminder_offset_hours = {p1} WHERE (reminder_sent_for IS NULL \
                 OR reminder_sent_for <> preferred_date || ' ' || preferred_time OR reminder_offset_hours > {p2}) \
                 AND status IN ('pending', 'confirmed') AND (verification IS NULL OR verification <> 'unverified') \
                 AND code IN ({codes}) RETURNING code",
                p1 = param(backend, 1),
                p2 = param(backend, 2),
                codes = params(backend, 3, chunk.len()),
            );
            let mut q = sqlx::query(&sql).bind(hours).bind(hours);
            for d in chunk {
                q = q.bind(&d.code);
            }
            for row in q.fetch_all(&mut *conn).await? {
                marked.push(row.try_get::<String, _>("code")?);
            }
        }
    }
    let marked: std::collections::HashSet<String> = marked.into_iter().collect();
    let decided: Vec<&Decision> = decisions.iter().filter(|d| marked.contains(&d.code)).collect();
    let records: Vec<(&str, &str, i64, bool)> = decided
        .iter()
        .flat_map(|d| d.due.iter().map(move |&h| (d.code.as_str(), d.visit.as_str(), h, d.send && h == d.nearest)))
        .collect();
    for chunk in records.chunks(200) {
        let rows = (0..chunk.len()).map(|i| format!("({})", params(backend, i * 5 + 1, 5))).collect::<Vec<_>>();
        let sql = format!(
            "INSERT INTO booking_reminders (code, visit, offset_hours, sent, decided_at) VALUES {}",
            rows.join(", ")
        );
        let mut q = sqlx::query(&sql);
        for (code, visit, hours, sent) in chunk {
            q = q.bind(*code).bind(*visit).bind(*hours).bind(i64::from(*sent)).bind(now);
        }
        q.execute(&mut *conn).await?;
    }
    let due: Vec<(String, &str)> = decided
        .iter()
        .filter(|d| d.send)
        .map(|d| (reminder_ref(&d.code, &d.visit, d.nearest), d.lang.as_str()))
        .collect();
    for chunk in due.chunks(500) {
        let rows = (0..chunk.len())
            .map(|i| {
                format!(
                    "({}, {}, {}, {}, 0, {})",
                    param(backend, i * 5 + 1),
                    param(backend, i * 5 + 2),
                    param(backend, i * 5 + 3),
                    param(backend, i * 5 + 4),
                    param(backend, i * 5 + 5)
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let sql =
            format!("INSERT INTO outbox (kind, ref_id, lang, created_at, attempts, next_attempt_at) VALUES {rows}");
        let mut q = sqlx::query(&sql);
        for (ref_id, lang) in chunk {
            q = q.bind(OutboxKind::BookingReminder.as_str()).bind(ref_id).bind(*lang).bind(now).bind(now);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(Claimed { handled: decided.len(), queued: due.len() })
}

/// A reminder's outbox `ref_id`: the booking's code, the visit it is for and its offset in hours
/// (`CODE@YYYY-MM-DD HH:mm#72`), so a reminder queued for a time the booking has left is never sent for
/// its new time as well, and the e-mail knows which one it is.
pub fn reminder_ref(code: &str, visit: &str, hours: i64) -> String {
    format!("{code}@{visit}#{hours}")
}

/// The code, visit and offset of a reminder's `ref_id` (a bare code: no visit, so nothing matches; no
/// offset: queued before there were several).
pub fn split_reminder_ref(ref_id: &str) -> (&str, &str, Option<i64>) {
    let (code, rest) = ref_id.split_once('@').unwrap_or((ref_id, ""));
    match rest.split_once('#') {
        Some((visit, hours)) => (code, visit, hours.parse().ok()),
        None => (code, rest, None),
    }
}

/// Whether any reminder is due (a read, so an idle pass never takes the write lock).
pub async fn any_due(db: &super::Db, now: i64, offsets: &[i64]) -> Result<bool, sqlx::Error> {
    for (hours, from, until) in queries(now, offsets) {
        let sql = format!("SELECT code FROM bookings WHERE {DUE_WHERE} LIMIT 1");
        let row = sqlx::query(&sql)
            .bind(&from[..10])
            .bind(&until[..10])
            .bind(&from)
            .bind(&until)
            .bind(hours)
            .fetch_optional(&db.pool)
            .await?;
        if row.is_some() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// One reminder decision as staff see it.
#[derive(Debug, Clone)]
pub struct Decided {
    pub visit: String,
    pub offset_hours: i64,
    pub sent: bool,
    pub decided_at: i64,
}

/// The reminders decided for a booking, oldest first.
pub async fn of_booking(db: &super::Db, code: &str) -> Result<Vec<Decided>, sqlx::Error> {
    let rows =
        sqlx::query("SELECT visit, offset_hours, sent, decided_at FROM booking_reminders WHERE code = $1 ORDER BY id")
            .bind(code)
            .fetch_all(&db.pool)
            .await?;
    rows.iter()
        .map(|r| {
            Ok(Decided {
                visit: r.try_get("visit")?,
                offset_hours: r.try_get("offset_hours")?,
                sent: r.try_get::<i64, _>("sent")? != 0,
                decided_at: r.try_get("decided_at")?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Taipei's wall clock on 2026-11-21 at `h:m`, Unix ms.
    fn at(day: i32, h: i64, m: i64) -> i64 {
        Date::parse("2026-11-21").map(|d| d.add_days(day).clinic_unix_ms((h * 60 + m) as u32)).unwrap_or_default()
    }

    #[test]
    fn slot_keys_are_the_clinic_wall_clock() {
        // Saturday 2026-11-21 09:00 in Taipei is 01:00 UTC.
        assert_eq!(clinic_key(1_795_222_800_000), "2026-11-21 09:00");
        assert_eq!(clinic_key(1_795_222_800_000 + 15 * 3_600_000 + 59_999), "2026-11-22 00:00");
    }

    #[test]
    fn a_moment_at_night_goes_the_evening_before_at_eight() {
        assert_eq!(send_moment(at(3, 10, 0), 72), at(0, 10, 0), "day: as is");
        assert_eq!(send_moment(at(1, 21, 0), 24), at(0, 21, 0), "21:00 itself is still evening");
        assert_eq!(send_moment(at(1, 21, 30), 24), at(0, 20, 0));
        assert_eq!(send_moment(at(1, 7, 59), 24), at(-1, 20, 0), "before 08:00: the evening before");
        assert_eq!(send_moment(at(1, 8, 0), 24), at(0, 8, 0));
    }

    #[test]
    fn the_due_ranges_are_exactly_the_visits_whose_moment_has_come() {
        for hours in [24, 72, 5] {
            // Every 7 minutes over two days against visits every 10 minutes over five.
            for n in (0..2 * 24 * 60).step_by(7) {
                let now = at(0, 0, 0) + n * MINUTE + 1234;
                let ranges = due_ranges(now, hours);
                for v in (0..5 * 24 * 6).map(|i| at(0, 0, 0) + i * 10 * MINUTE) {
                    let expected = v > now && send_moment(v, hours) <= now;
                    let found =
                        ranges.iter().any(|&(a, u)| clinic_key(v) > clinic_key(a) && clinic_key(v) <= clinic_key(u));
                    assert_eq!(found, expected, "now {} visit {} offset {hours}", clinic_key(now), clinic_key(v));
                }
            }
        }
    }

    #[test]
    fn a_ref_names_the_visit_and_the_offset() {
        assert_eq!(
            split_reminder_ref(&reminder_ref("K7XP3M9QT2", "2026-12-01 10:00", 72)),
            ("K7XP3M9QT2", "2026-12-01 10:00", Some(72))
        );
        assert_eq!(split_reminder_ref("K7XP3M9QT2@2026-12-01 10:00"), ("K7XP3M9QT2", "2026-12-01 10:00", None));
    }
}
