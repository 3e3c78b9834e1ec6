//! The fast path of group commit: every new booking of a batch stored by a few multi-row statements
//! instead of four or five statements each.
//!
//! Under load the cost of a batch is its round trips to the database, not SQLite's work: on two busy
//! cores each statement waits ~0.3 ms for threads to hand it over and back. So a chunk of bookings
//! is one round trip on SQLite (its statements sent as one multi-statement query) and one per
//! statement on PostgreSQL (which takes no parameters in multi-statement queries).
//!
//! The fast path only stores what it can decide without reading: it seats bookings only while every
//! slot has room for all of them, inserts codes that must be new, and claims Idempotency-Keys that
//! must be unseen. The database counts what each statement changed; if the total falls short of what
//! the plan expects, something needed a decision (a full slot, a code collision, a replayed key) and
//! the caller rolls the whole transaction back and takes the careful path.

use super::job::{keep, BookingView, Done, Idem, KEY_ANSWERED, STAFF_LANG};
use super::open_limits::{self, Holder, OpenLimits};
use super::outbox::OutboxKind;
use super::{param, params, Backend};
use crate::storage::codes;
use clinic_core::code::ConfirmationCode;
use clinic_core::date::Date;
use clinic_core::model::BookingStatus;
use clinic_core::validate::Booking;
use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::{Any, AnyConnection};

/// Most bookings per chunk (26 parameters each, well under both databases' limits).
const CHUNK_ROWS: usize = 256;

/// A booking to store, as the handler validated it.
pub struct NewBooking<'a> {
    pub booking: &'a Booking,
    pub capacity: i64,
    pub idem: Option<&'a Idem>,
    /// Also queue the alert to the branch's staff.
    pub notify_staff: bool,
    /// Who it counts against, and the limits on open bookings ([`open_limits`]).
    pub holder: &'a Holder,
    pub limits: OpenLimits,
    /// With e-mail verification on: how long the booking holds its seat unconfirmed ([`super::verify`]).
    pub verify_hold_ms: Option<i64>,
}

/// A booking with everything the statements need, decided before the transaction starts.
struct Row<'a> {
    booking: &'a Booking,
    idem: Option<&'a Idem>,
    notify_staff: bool,
    holder: &'a Holder,
    verify_hold_ms: Option<i64>,
    code: ConfirmationCode,
    date: String,
    time: String,
    done: Done,
    /// What the Idempotency-Key keeps (keyed bookings only).
    kept: Option<String>,
}

impl Row<'_> {
    /// The outcome as answered: a booking held for verification answers the end of its hold, known
    /// once the batch's `now` is.
    fn done_at(&self, now: i64) -> Done {
        let mut done = self.done.clone();
        if let Done::BookingCreated(view) = &mut done {
            view.verify_until = self.verify_hold_ms.map(|hold| now + hold);
        }
        done
    }
}

/// The bookings of one batch, ready for [`store`].
pub struct Plan<'a> {
    rows: Vec<Row<'a>>,
    capacity: i64,
    limits: OpenLimits,
}

impl<'a> Plan<'a> {
    /// Plans the fast path, or `None` when it cannot succeed: no bookings, a slot asked for more
    /// seats than it has, or one Idempotency-Key used twice in the batch.
    pub fn new(bookings: impl Iterator<Item = NewBooking<'a>>) -> Option<Plan<'a>> {
        let mut rows = Vec::new();
        let mut capacity = i64::MAX;
        let mut limits = OpenLimits::default();
        for NewBooking { booking, capacity: cap, idem, notify_staff, holder, limits: asked, verify_hold_ms } in bookings
        {
            capacity = capacity.min(cap);
            limits = asked;
            let (code, date, time) = (codes::generate(), booking.date.to_string(), booking.time.to_string());
            let done = Done::BookingCreated(BookingView {
                code: code.clone(),
                status: BookingStatus::Pending,
                branch: booking.branch,
                date: date.clone(),
                time: time.clone(),
                verification: verify_hold_ms.map(|_| super::verify::Verification::Unverified),
                // The end of the hold is known once `now` is ([`store`] fills it in).
                verify_until: None,
            });
            let kept = match idem {
                Some(_) => Some(keep(&done).ok()?),
                None => None,
            };
            rows.push(Row { booking, idem, notify_staff, holder, verify_hold_ms, code, date, time, done, kept });
        }
        if rows.is_empty() || slot_counts(&rows).iter().any(|(_, n)| *n > capacity) {
            return None;
        }
        let mut keys: Vec<&str> = rows.iter().filter_map(|r| r.idem.map(|i| i.key.as_str())).collect();
        keys.sort_unstable();
        if keys.windows(2).any(|w| w[0] == w[1]) {
            return None;
        }
        Some(Plan { rows, capacity, limits })
    }
}

/// Seats asked per (branch, date, time).
fn slot_counts<'r>(rows: impl IntoIterator<Item = &'r Row<'r>>) -> Vec<((&'static str, &'r str, &'r str), i64)> {
    let mut counts: Vec<((&'static str, &str, &str), i64)> = Vec::new();
    for r in rows {
        let key = (r.booking.branch.as_str(), r.date.as_str(), r.time.as_str());
        match counts.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => counts.push((key, 1)),
        }
    }
    counts
}

/// Stores the plan's bookings with their outbox rows (and claimed keys, with the outcome to replay).
/// Returns the outcomes in the order the bookings were given, or `None` when the careful path must
/// decide; the transaction then holds partial work and must be rolled back.
///
/// The caller has already taken the open-booking locks of every job in the batch, these bookings'
/// and the other jobs' alike, at once ([`open_limits::lock_all`]): taking these bookings' locks here
/// and the other jobs' later, one job at a time, two instances' batches could each hold a lock the
/// other waits for.
pub async fn store(
    conn: &mut AnyConnection,
    backend: Backend,
    plan: &Plan<'_>,
    now: i64,
) -> Result<Option<Vec<Done>>, sqlx::Error> {
    // Keyed and plain bookings go in separate chunks, and so do those that alert staff, so a chunk's
    // statements depend only on its size and these two flags: few enough shapes to stay prepared in
    // the connection's cache.
    for (keyed, notify) in [(false, false), (false, true), (true, false), (true, true)] {
        let group: Vec<&Row> =
            plan.rows.iter().filter(|r| r.idem.is_some() == keyed && r.notify_staff == notify).collect();
        let mut rest = group.as_slice();
        while !rest.is_empty() {
            let (chunk, tail) = rest.split_at(chunk_size(rest.len()));
            if !store_chunk(conn, backend, chunk, plan.capacity, now).await? {
                return Ok(None);
            }
            rest = tail;
        }
    }
    // Stored first, counted after (this transaction's bookings included): over a limit, the careful
    // path decides booking by booking which ones still fit.
    if plan.limits.any() {
        let holders: Vec<&Holder> = plan.rows.iter().map(|r| r.holder).collect();
        if open_limits::any_over(conn, backend, &holders, plan.limits, Date::clinic_today(now)).await? {
            return Ok(None);
        }
    }
    Ok(Some(plan.rows.iter().map(|r| r.done_at(now)).collect()))
}

/// The largest power of two not above `n` (and [`CHUNK_ROWS`]): sizes come from a small set, so the
/// statement texts do too.
fn chunk_size(n: usize) -> usize {
    CHUNK_ROWS.min(1 << n.max(1).ilog2())
}

/// One chunk: seats, bookings, outbox rows, and for keyed bookings the keys. False when the database
/// changed fewer rows than planned.
async fn store_chunk(
    conn: &mut AnyConnection,
    backend: Backend,
    chunk: &[&Row<'_>],
    capacity: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let keyed = chunk[0].idem.is_some();
    let notify = chunk[0].notify_staff;
    let per_booking = if notify { 2 } else { 1 };
    let mut statements = vec![
        (seat_sql(backend, chunk.len()), Binder::Seats { capacity }),
        (booking_sql(backend, chunk.len()), Binder::Bookings { now }),
        (outbox_sql(backend, chunk.len() * per_booking), Binder::Outbox { now, notify }),
    ];
    if keyed {
        statements.push((idempotency_sql(backend, chunk.len()), Binder::Keys { now }));
    }
    let expected = slot_counts(chunk.iter().copied()).len() + chunk.len() * (statements.len() - 2 + per_booking);
    let mut changed = 0;
    match backend {
        Backend::Sqlite => {
            let sql = statements.iter().map(|(s, _)| s.as_str()).collect::<Vec<_>>().join(";\n");
            let mut q = sqlx::query(&sql);
            for (_, binder) in &statements {
                q = binder.bind(q, chunk);
            }
            changed += q.execute(&mut *conn).await?.rows_affected();
        }
        Backend::Postgres => {
            for (sql, binder) in &statements {
                changed += binder.bind(sqlx::query(sql), chunk).execute(&mut *conn).await?.rows_affected();
            }
        }
    }
    Ok(changed == expected as u64)
}

/// Which statement's parameters to bind.
enum Binder {
    Seats { capacity: i64 },
    Bookings { now: i64 },
    Outbox { now: i64, notify: bool },
    Keys { now: i64 },
}

impl Binder {
    fn bind<'q>(
        &self,
        mut q: Query<'q, Any, AnyArguments<'q>>,
        chunk: &[&'q Row<'q>],
    ) -> Query<'q, Any, AnyArguments<'q>> {
        match *self {
            Binder::Seats { capacity } => {
                for r in chunk {
                    q = q.bind(r.booking.branch.as_str()).bind(r.date.as_str()).bind(r.time.as_str());
                }
                q.bind(capacity)
            }
            Binder::Bookings { now } => {
                for r in chunk {
                    let verify_until = r.verify_hold_ms.map(|hold| now + hold);
                    q = bind_booking(q, r.booking, r.holder, r.code.canonical(), &r.date, &r.time, now, verify_until);
                }
                q
            }
            Binder::Outbox { now, notify } => {
                for r in chunk {
                    q = q
                        .bind(OutboxKind::BookingCreated.as_str())
                        .bind(r.code.canonical())
                        .bind(r.booking.lang.tag())
                        .bind(now)
                        .bind(0_i64)
                        .bind(now);
                    if notify {
                        q = q
                            .bind(OutboxKind::StaffBooking.as_str())
                            .bind(r.code.canonical())
                            .bind(STAFF_LANG)
                            .bind(now)
                            .bind(0_i64)
                            .bind(now);
                    }
                }
                q
            }
            Binder::Keys { now } => {
                // Only keyed rows reach a keyed chunk; a row without a key binds nothing.
                for r in chunk {
                    let (Some(idem), Some(kept)) = (r.idem, r.kept.as_deref()) else { continue };
                    q = q.bind(idem.key.as_str()).bind(idem.fingerprint.as_str()).bind(KEY_ANSWERED);
                    // A replay answers what the first request did, the end of a verification hold
                    // included; without a hold the body kept at planning time is already that.
                    q = match r.verify_hold_ms.and_then(|_| keep(&r.done_at(now)).ok()) {
                        Some(body) => q.bind(body),
                        None => q.bind(kept),
                    };
                    q = q.bind(now);
                }
                q
            }
        }
    }
}

/// Takes the chunk's seats, counted per slot in SQL (PostgreSQL refuses to update one row twice in
/// one upsert), only where the slot is open and keeps within capacity ([`super::seats`]). Changes one
/// row per slot when all fit.
fn seat_sql(backend: Backend, rows: usize) -> String {
    format!(
        "INSERT INTO slot_counts (branch, slot_date, slot_time, taken) \
         SELECT column1, column2, column3, COUNT(*) FROM (VALUES {}) AS asked GROUP BY column1, column2, column3 \
         ON CONFLICT (branch, slot_date, slot_time) \
         DO UPDATE SET taken = slot_counts.taken + excluded.taken WHERE {}",
        values(backend, rows, 3, 1),
        super::seats::room_condition("excluded.taken", &param(backend, rows * 3 + 1)),
    )
}

/// The parameters of one row of [`booking_sql`], in its column order. `verify_until`: the end of
/// an unconfirmed booking's hold, when e-mail verification is on.
#[allow(clippy::too_many_arguments)]
pub fn bind_booking<'q>(
    q: Query<'q, Any, AnyArguments<'q>>,
    b: &'q Booking,
    holder: &'q Holder,
    code: &'q str,
    date: &'q str,
    time: &'q str,
    now: i64,
    verify_until: Option<i64>,
) -> Query<'q, Any, AnyArguments<'q>> {
    q.bind(code)
        .bind(BookingStatus::Pending.as_str())
        .bind(b.branch.as_str())
        .bind(date)
        .bind(time)
        .bind(b.tumor_type.as_str())
        .bind(b.name.as_str())
        .bind(b.phone.as_str())
        .bind(b.phone.digits())
        .bind(b.email.as_str())
        .bind(b.email.normalized())
        .bind(b.location.as_deref())
        .bind(b.size.as_deref())
        .bind(b.message.as_deref())
        .bind(b.lang.tag())
        .bind(now)
        .bind(now)
        .bind(b.interpreter.map(|l| l.tag()))
        .bind(b.companions.map(i64::from))
        // A booking is valid only with the notice accepted (`termsAccepted`), so it is the current one.
        .bind(clinic_core::notice::NOTICE_VERSION)
        .bind(now)
        .bind(b.time_zone.as_deref())
        .bind(holder.email_key.as_str())
        // An unknown network is stored as NULL, so it never counts against anyone.
        .bind((!holder.network.is_empty()).then_some(holder.network.as_str()))
        .bind(verify_until.map(|_| super::verify::Verification::Unverified.as_str()))
        .bind(verify_until)
}

/// Inserts `rows` bookings, skipping any whose code is taken (the caller compares the count).
pub fn booking_sql(backend: Backend, rows: usize) -> String {
    format!(
        "INSERT INTO bookings (code, status, branch, preferred_date, preferred_time, tumor_type, name, phone, phone_digits, email, \
         email_normalized, location, size, message, lang, created_at, updated_at, interpreter, companions, notice_version, \
         notice_accepted_at, time_zone, email_key, client_network, verification, verify_until) VALUES {} \
         ON CONFLICT (code) DO NOTHING",
        values(backend, rows, 26, 1)
    )
}

fn outbox_sql(backend: Backend, rows: usize) -> String {
    format!(
        "INSERT INTO outbox (kind, ref_id, lang, created_at, attempts, next_attempt_at) VALUES {}",
        values(backend, rows, 6, 1)
    )
}

fn idempotency_sql(backend: Backend, rows: usize) -> String {
    format!(
        "INSERT INTO idempotency_keys (idem_key, fingerprint, status, body, created_at) VALUES {} ON CONFLICT (idem_key) DO NOTHING",
        values(backend, rows, 5, 1)
    )
}

/// `(…), (…)` for `rows` rows of `cols` parameters, numbered from `first`.
fn values(backend: Backend, rows: usize, cols: usize, first: usize) -> String {
    let row = |r: usize| format!("({})", params(backend, first + r * cols, cols));
    (0..rows).map(row).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_number_parameters_row_by_row() {
        assert_eq!(values(Backend::Postgres, 2, 2, 1), "($1, $2), ($3, $4)");
        assert_eq!(values(Backend::Sqlite, 2, 2, 1), "(?, ?), (?, ?)");
    }

    #[test]
    fn chunks_come_in_power_of_two_sizes() {
        assert_eq!([1, 2, 3, 31, 32, 33, 300].map(chunk_size), [1, 2, 2, 16, 32, 32, 256]);
    }
}
