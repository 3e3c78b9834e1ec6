//! The fast path of group commit: every new booking of a batch stored by a few multi-row statements
//! instead of four or five statements each.
//!
//! Under load the cost of a batch is its round trips to the database, not SQLite's work: on two busy
//! cores each statement waits ~0.3 ms for threads to hand it over and back. On SQLite the whole batch
//! runs on the writer's own connection and thread ([`store_native`], [`super::native`]): no round
//! trips at all. Through sqlx (PostgreSQL, and SQLite when that connection is not at hand) a chunk of
//! bookings is one round trip on SQLite (its statements sent as one multi-statement query) and one per
//! statement on PostgreSQL (which takes no parameters in multi-statement queries). Both paths run the
//! same statements with the same values ([`chunk_statements`]).
//!
//! The fast path only stores what it can decide without reading: it seats bookings only while every
//! slot has room for all of them, inserts codes that must be new, and claims Idempotency-Keys that
//! must be unseen. The database counts what each statement changed; if the total falls short of what
//! the plan expects, something needed a decision (a full slot, a code collision, a replayed key) and
//! the caller rolls the whole transaction back and takes the careful path.

use super::job::{keep, BookingView, Done, Idem, KEY_ANSWERED, STAFF_LANG};
use super::open_limits::{self, Holder, OpenLimits};
use super::outbox::OutboxKind;
use super::values::{bind_all, Value};
use super::{param, params, Backend};
use crate::storage::codes;
use clinic_core::code::ConfirmationCode;
use clinic_core::date::Date;
use clinic_core::model::BookingStatus;
use clinic_core::validate::Booking;
use sqlx::AnyConnection;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

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

/// The bookings of one batch, ready for [`store`].
pub struct Plan<'a> {
    rows: Vec<Row<'a>>,
    capacity: i64,
    limits: OpenLimits,
    /// The batch's time: the bookings' arrival, and the start of any verification hold.
    now: i64,
}

impl<'a> Plan<'a> {
    /// Plans the fast path, or `None` when it cannot succeed: no bookings, a slot asked for more
    /// seats than it has, or one Idempotency-Key used twice in the batch.
    pub fn new(bookings: impl Iterator<Item = NewBooking<'a>>, now: i64) -> Option<Plan<'a>> {
        let bookings: Vec<NewBooking> = bookings.collect();
        let mut rows = Vec::with_capacity(bookings.len());
        let mut capacity = i64::MAX;
        let mut limits = OpenLimits::default();
        let codes = codes::generate_many(bookings.len());
        for (NewBooking { booking, capacity: cap, idem, notify_staff, holder, limits: asked, verify_hold_ms }, code) in
            bookings.into_iter().zip(codes)
        {
            capacity = capacity.min(cap);
            limits = asked;
            let (date, time) = (booking.date.to_string(), booking.time.to_string());
            let done = Done::BookingCreated(BookingView {
                code: code.clone(),
                status: BookingStatus::Pending,
                branch: booking.branch,
                date: date.clone(),
                time: time.clone(),
                verification: verify_hold_ms.map(|_| super::verify::Verification::Unverified),
                verify_until: verify_hold_ms.map(|hold| now + hold),
            });
            let kept = match idem {
                Some(_) => Some(keep(&done).ok()?),
                None => None,
            };
            rows.push(Row { booking, idem, notify_staff, holder, verify_hold_ms, code, date, time, done, kept });
        }
        if rows.is_empty() || slot_counts(&rows).values().any(|n| *n > capacity) {
            return None;
        }
        let mut keys: Vec<&str> = rows.iter().filter_map(|r| r.idem.map(|i| i.key.as_str())).collect();
        keys.sort_unstable();
        if keys.windows(2).any(|w| w[0] == w[1]) {
            return None;
        }
        Some(Plan { rows, capacity, limits, now })
    }
}

/// Seats asked per (branch, date, time).
fn slot_counts<'r>(rows: impl IntoIterator<Item = &'r Row<'r>>) -> HashMap<(&'static str, &'r str, &'r str), i64> {
    let mut counts = HashMap::new();
    for r in rows {
        *counts.entry((r.booking.branch.as_str(), r.date.as_str(), r.time.as_str())).or_insert(0) += 1;
    }
    counts
}

impl Plan<'_> {
    /// The plan's chunks. Keyed and plain bookings go in separate chunks, and so do those that alert
    /// staff, so a chunk's statements depend only on its size and these two flags: few enough shapes
    /// to stay prepared in the connection's cache.
    fn chunks(&self) -> Vec<Vec<&Row<'_>>> {
        let mut chunks = Vec::new();
        for (keyed, notify) in [(false, false), (false, true), (true, false), (true, true)] {
            let group: Vec<&Row> =
                self.rows.iter().filter(|r| r.idem.is_some() == keyed && r.notify_staff == notify).collect();
            let mut rest = group.as_slice();
            while !rest.is_empty() {
                let (chunk, tail) = rest.split_at(chunk_size(rest.len()));
                chunks.push(chunk.to_vec());
                rest = tail;
            }
        }
        chunks
    }

    /// Who the bookings count against, when a limit on open bookings applies.
    fn holders(&self) -> Option<Vec<&Holder>> {
        self.limits.any().then(|| self.rows.iter().map(|r| r.holder).collect())
    }

    /// The outcomes, in the order the bookings were given.
    fn outcomes(&self) -> Vec<Done> {
        self.rows.iter().map(|r| r.done.clone()).collect()
    }
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
) -> Result<Option<Vec<Done>>, sqlx::Error> {
    for chunk in plan.chunks() {
        let planned = chunk_statements(backend, &chunk, plan.capacity, plan.now);
        let mut changed = 0;
        match backend {
            // One round trip for the chunk: its statements sent as one multi-statement query.
            Backend::Sqlite => {
                let (sql, values): (Vec<Arc<str>>, Vec<Vec<Value>>) = planned.statements.into_iter().unzip();
                let values: Vec<Value> = values.into_iter().flatten().collect();
                changed += bind_all(sqlx::query(&sql.join(";\n")), &values).execute(&mut *conn).await?.rows_affected();
            }
            Backend::Postgres => {
                for (sql, values) in &planned.statements {
                    changed += bind_all(sqlx::query(sql), values).execute(&mut *conn).await?.rows_affected();
                }
            }
        }
        if changed != planned.expected {
            return Ok(None);
        }
    }
    // Stored first, counted after (this transaction's bookings included): over a limit, the careful
    // path decides booking by booking which ones still fit.
    if let Some(holders) = plan.holders() {
        if open_limits::any_over(conn, backend, &holders, plan.limits, Date::clinic_today(plan.now)).await? {
            return Ok(None);
        }
    }
    Ok(Some(plan.outcomes()))
}

/// [`store`] on the writer's own SQLite connection ([`super::native`]), in a transaction of its own:
/// committed when every booking is stored, rolled back (and `None`) when the careful path must decide.
/// SQLite has no advisory locks to take first: the transaction holds the database's one write lock.
pub fn store_native(conn: &mut rusqlite::Connection, plan: &Plan<'_>) -> rusqlite::Result<Option<Vec<Done>>> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    for chunk in plan.chunks() {
        let planned = chunk_statements(Backend::Sqlite, &chunk, plan.capacity, plan.now);
        let mut changed = 0;
        for (sql, values) in &planned.statements {
            changed += tx.prepare_cached(sql)?.execute(rusqlite::params_from_iter(values))? as u64;
        }
        if changed != planned.expected {
            return Ok(None);
        }
    }
    if let Some(holders) = plan.holders() {
        if open_limits::any_over_native(&tx, &holders, plan.limits, Date::clinic_today(plan.now))? {
            return Ok(None);
        }
    }
    tx.commit()?;
    Ok(Some(plan.outcomes()))
}

/// The largest power of two not above `n` (and [`CHUNK_ROWS`]): sizes come from a small set, so the
/// statement texts do too.
fn chunk_size(n: usize) -> usize {
    CHUNK_ROWS.min(1 << n.max(1).ilog2())
}

/// One chunk's statements with their parameters, and how many rows they change when it goes as planned.
struct ChunkStatements<'q> {
    statements: Vec<(Arc<str>, Vec<Value<'q>>)>,
    expected: u64,
}

/// The fast path's statements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Statement {
    Seats,
    Bookings,
    Outbox,
    Keys,
}

/// A statement's text for `rows` rows, made once per shape and kept: a chunk of 256 bookings is a text
/// of some 7,000 characters, which the writer's thread would otherwise format batch after batch.
fn sql_of(backend: Backend, statement: Statement, rows: usize) -> Arc<str> {
    type Made = HashMap<(Backend, Statement, usize), Arc<str>>;
    static MADE: LazyLock<Mutex<Made>> = LazyLock::new(Default::default);
    let mut made = MADE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    made.entry((backend, statement, rows))
        .or_insert_with(|| {
            match statement {
                Statement::Seats => seat_sql(backend, rows),
                Statement::Bookings => booking_sql(backend, rows),
                Statement::Outbox => outbox_sql(backend, rows),
                Statement::Keys => idempotency_sql(backend, rows),
            }
            .into()
        })
        .clone()
}

/// One chunk: seats, bookings, outbox rows, and for keyed bookings the keys. The database changing
/// fewer rows than `expected` means some booking needs the careful path.
fn chunk_statements<'q>(backend: Backend, chunk: &[&'q Row<'q>], capacity: i64, now: i64) -> ChunkStatements<'q> {
    let keyed = chunk[0].idem.is_some();
    let notify = chunk[0].notify_staff;
    let per_booking = if notify { 2 } else { 1 };
    let mut statements = vec![
        (sql_of(backend, Statement::Seats, chunk.len()), Binder::Seats { capacity }.values(chunk)),
        (sql_of(backend, Statement::Bookings, chunk.len()), Binder::Bookings { now }.values(chunk)),
        (sql_of(backend, Statement::Outbox, chunk.len() * per_booking), Binder::Outbox { now, notify }.values(chunk)),
    ];
    if keyed {
        statements.push((sql_of(backend, Statement::Keys, chunk.len()), Binder::Keys { now }.values(chunk)));
    }
    let expected = slot_counts(chunk.iter().copied()).len() + chunk.len() * (statements.len() - 2 + per_booking);
    ChunkStatements { statements, expected: expected as u64 }
}

/// Which statement's parameters to bind.
enum Binder {
    Seats { capacity: i64 },
    Bookings { now: i64 },
    Outbox { now: i64, notify: bool },
    Keys { now: i64 },
}

impl Binder {
    /// The statement's parameters for this chunk, in order.
    fn values<'q>(&self, chunk: &[&'q Row<'q>]) -> Vec<Value<'q>> {
        let mut values = Vec::with_capacity(chunk.len() * 26 + 1);
        match *self {
            Binder::Seats { capacity } => {
                for r in chunk {
                    let slot: [Value; 3] =
                        [r.booking.branch.as_str().into(), r.date.as_str().into(), r.time.as_str().into()];
                    values.extend(slot);
                }
                values.push(capacity.into());
            }
            Binder::Bookings { now } => {
                for r in chunk {
                    let verify_until = r.verify_hold_ms.map(|hold| now + hold);
                    values.extend(booking_values(
                        r.booking,
                        r.holder,
                        r.code.canonical(),
                        &r.date,
                        &r.time,
                        now,
                        verify_until,
                    ));
                }
            }
            Binder::Outbox { now, notify } => {
                for r in chunk {
                    let code = r.code.canonical();
                    values.extend(outbox_values(OutboxKind::BookingCreated, code, r.booking.lang.tag(), now));
                    if notify {
                        values.extend(outbox_values(OutboxKind::StaffBooking, code, STAFF_LANG, now));
                    }
                }
            }
            Binder::Keys { now } => {
                // Only keyed rows reach a keyed chunk; a row without a key binds nothing.
                for r in chunk {
                    let (Some(idem), Some(kept)) = (r.idem, r.kept.as_deref()) else { continue };
                    // A replay answers what the first request did, the end of a verification hold included.
                    let key: [Value; 5] = [
                        idem.key.as_str().into(),
                        idem.fingerprint.as_str().into(),
                        KEY_ANSWERED.into(),
                        kept.into(),
                        now.into(),
                    ];
                    values.extend(key);
                }
            }
        }
        values
    }
}

/// One row of [`outbox_sql`]: a message due now, never tried.
fn outbox_values<'q>(kind: OutboxKind, code: &'q str, lang: &'q str, now: i64) -> [Value<'q>; 6] {
    [kind.as_str().into(), code.into(), lang.into(), now.into(), 0_i64.into(), now.into()]
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
pub fn booking_values<'q>(
    b: &'q Booking,
    holder: &'q Holder,
    code: &'q str,
    date: &'q str,
    time: &'q str,
    now: i64,
    verify_until: Option<i64>,
) -> [Value<'q>; 26] {
    [
        code.into(),
        BookingStatus::Pending.as_str().into(),
        b.branch.as_str().into(),
        date.into(),
        time.into(),
        b.tumor_type.as_str().into(),
        b.name.as_str().into(),
        b.phone.as_str().into(),
        b.phone.digits().into(),
        b.email.as_str().into(),
        b.email.normalized().into(),
        b.location.as_deref().into(),
        b.size.as_deref().into(),
        b.message.as_deref().into(),
        b.lang.tag().into(),
        now.into(),
        now.into(),
        b.interpreter.map(|l| l.tag()).into(),
        b.companions.map(i64::from).into(),
        // A booking is valid only with the notice accepted (`termsAccepted`), so it is the current one.
        clinic_core::notice::NOTICE_VERSION.into(),
        now.into(),
        b.time_zone.as_deref().into(),
        holder.email_key.as_str().into(),
        // An unknown network is stored as NULL, so it never counts against anyone.
        (!holder.network.is_empty()).then_some(holder.network.as_str()).into(),
        verify_until.map(|_| super::verify::Verification::Unverified.as_str()).into(),
        verify_until.into(),
    ]
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
