//! How many open bookings one patient or one network may hold (`CLINIC_OPEN_BOOKINGS_PER_CONTACT`,
//! `CLINIC_OPEN_BOOKINGS_PER_NETWORK`): a pending booking takes its seat at once, so without a limit
//! one script fills the calendar. A booking is open while it is pending or confirmed and its day has
//! not passed; its contact is its e-mail (folded by [`email_key`]) and, apart, its phone digits; its
//! network is the client's IPv4 address or IPv6 /64, as the HTTP layer resolved it.
//!
//! The count is read in the transaction that takes the seat. On SQLite that transaction is the only
//! writer, and bookings are counted by holder and day in `open_booking_counts`, which triggers keep in
//! step with `bookings` (migration 0021: one small table in place of three indexes each booking wrote). On PostgreSQL, where several server instances may write at once, the transaction first
//! takes an advisory lock per contact and network (in one order, so two never wait on each other), so
//! two bookings of one contact are counted one after the other and cannot both pass.

use super::values::{bind_all, Value};
use super::{param, params, Backend};
use clinic_core::date::Date;
use sqlx::{AnyConnection, Row};

/// The limits; 0 turns one off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OpenLimits {
    pub per_contact: i64,
    pub per_network: i64,
}

impl OpenLimits {
    /// Whether any limit applies.
    pub fn any(self) -> bool {
        self.per_contact > 0 || self.per_network > 0
    }
}

/// What a booking counts against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holder {
    pub email_key: String,
    pub phone_digits: String,
    /// Empty when unknown (then no network limit applies).
    pub network: String,
}

/// Which limit refused a booking: the patient's contact (e-mail or phone), or the client's network.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    Contact,
    Network,
}

impl Limit {
    /// As the API names it (`limit` of a `too_many_open_bookings` answer).
    pub fn as_str(self) -> &'static str {
        match self {
            Limit::Contact => "contact",
            Limit::Network => "network",
        }
    }
}

/// The statuses of an open booking, as SQL.
const OPEN: &str = "status IN ('pending', 'confirmed')";

/// What a limit counts: open bookings, or open waitlist entries (waiting, or offered a seat). Both
/// record who they count against in the same columns (`email_key`, `phone_digits`,
/// `client_network`), so one query serves both; each is limited apart, by the same numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    Bookings,
    WaitlistEntries,
}

impl Counted {
    /// The table, its day column and its open rows' condition, as SQL.
    fn sql(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Counted::Bookings => ("bookings", "preferred_date", OPEN),
            Counted::WaitlistEntries => ("waitlist_entries", "wait_date", "status IN ('waiting', 'offered')"),
        }
    }
}

/// What a booking counts against, as SQLite's `open_booking_counts` names it (migration 0021): the
/// kind's letter, a space, the value. PostgreSQL counts the columns of `bookings` themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CountKey {
    Email,
    Phone,
    Network,
}

impl CountKey {
    fn of(self, value: &str) -> String {
        let letter = match self {
            CountKey::Email => 'e',
            CountKey::Phone => 'p',
            CountKey::Network => 'n',
        };
        format!("{letter} {value}")
    }

    /// The column of `bookings` it names.
    fn column(self) -> &'static str {
        match self {
            CountKey::Email => "email_key",
            CountKey::Phone => "phone_digits",
            CountKey::Network => "client_network",
        }
    }
}

/// An e-mail as the limit counts it: the core's identity key (spellings of one mailbox are one
/// person, [`clinic_core::model::email_identity_key`]).
pub fn email_key(email: &str) -> String {
    clinic_core::model::email_identity_key(email)
}

/// The advisory lock keys of some holders, as text (PostgreSQL hashes them).
fn lock_names<'a>(holders: impl IntoIterator<Item = &'a Holder>, limits: OpenLimits) -> Vec<String> {
    let mut names = Vec::new();
    for h in holders {
        if limits.per_contact > 0 {
            names.push(format!("open-bookings e {}", h.email_key));
            names.push(format!("open-bookings p {}", h.phone_digits));
        }
        if limits.per_network > 0 && !h.network.is_empty() {
            names.push(format!("open-bookings n {}", h.network));
        }
    }
    names.sort_unstable();
    names.dedup();
    names
}

/// PostgreSQL: takes the transaction's advisory locks for these holders, in ascending key order.
/// SQLite needs none (its transaction holds the database's one write lock).
pub async fn lock<'a>(
    conn: &mut AnyConnection,
    backend: Backend,
    holders: impl IntoIterator<Item = &'a Holder>,
    limits: OpenLimits,
) -> Result<(), sqlx::Error> {
    take_locks(conn, backend, lock_names(holders, limits)).await
}

/// Takes these advisory locks (PostgreSQL only), in the order of their hashed keys.
async fn take_locks(conn: &mut AnyConnection, backend: Backend, names: Vec<String>) -> Result<(), sqlx::Error> {
    if backend != Backend::Postgres || names.is_empty() {
        return Ok(());
    }
    // OFFSET 0 keeps the ordered subquery from being flattened, so the locks are taken in its order.
    let sql = format!(
        "SELECT COUNT(pg_advisory_xact_lock(k)) AS locked FROM \
         (SELECT DISTINCT hashtext(column1) AS k FROM (VALUES {}) AS v ORDER BY k OFFSET 0) AS keys",
        (1..=names.len()).map(|n| format!("({})", param(backend, n))).collect::<Vec<_>>().join(", ")
    );
    let mut q = sqlx::query(&sql);
    for n in &names {
        q = q.bind(n.as_str());
    }
    q.fetch_one(&mut *conn).await?;
    Ok(())
}

/// PostgreSQL: takes the advisory locks of every holder a batch may count against, each with its own
/// limits, at once and in ascending key order. The careful path then takes its jobs' locks one job at
/// a time, but already holds them all (a session may take an advisory lock it holds again without
/// waiting), so two instances' batches never hold some of each other's locks while waiting for the
/// rest: no deadlock, whatever order their jobs come in.
pub async fn lock_all<'a>(
    conn: &mut AnyConnection,
    backend: Backend,
    holders: impl IntoIterator<Item = (&'a Holder, OpenLimits)>,
) -> Result<(), sqlx::Error> {
    // One call for the union: per holder, only the keys its own limits count.
    let mut contacts = Vec::new();
    let mut networks = Vec::new();
    for (holder, limits) in holders {
        if limits.per_contact > 0 {
            contacts.push(holder);
        }
        if limits.per_network > 0 {
            networks.push(holder);
        }
    }
    let mut names = lock_names(contacts, OpenLimits { per_contact: 1, per_network: 0 });
    names.extend(lock_names(networks, OpenLimits { per_contact: 0, per_network: 1 }));
    take_locks(conn, backend, names).await
}

/// Whether one more booking for `holder` would go over a limit (its open bookings from `today` on).
pub async fn would_exceed(
    conn: &mut AnyConnection,
    backend: Backend,
    holder: &Holder,
    limits: OpenLimits,
    today: Date,
) -> Result<bool, sqlx::Error> {
    Ok(exceeded(conn, backend, Counted::Bookings, holder, limits, today).await?.is_some())
}

/// Whether one more of what `counted` counts for `holder` would go over a limit (its open ones from
/// `today` on). Take [`lock`] first in the same transaction.
pub async fn would_exceed_in(
    conn: &mut AnyConnection,
    backend: Backend,
    counted: Counted,
    holder: &Holder,
    limits: OpenLimits,
    today: Date,
) -> Result<bool, sqlx::Error> {
    Ok(exceeded(conn, backend, counted, holder, limits, today).await?.is_some())
}

/// Which limit one more of what `counted` counts for `holder` would go over, if any (the contact's
/// when both would: the one the patient can act on). Take [`lock`] first in the same transaction.
pub async fn exceeded(
    conn: &mut AnyConnection,
    backend: Backend,
    counted: Counted,
    holder: &Holder,
    limits: OpenLimits,
    today: Date,
) -> Result<Option<Limit>, sqlx::Error> {
    if !limits.any() {
        return Ok(None);
    }
    let day = param(backend, 2);
    let (table, day_column, open) = counted.sql();
    let counts = backend == Backend::Sqlite && counted == Counted::Bookings;
    let count = |column: &str, n: usize| {
        if counts {
            format!("(SELECT COALESCE(SUM(open), 0) FROM open_booking_counts WHERE holder = ? AND day >= {day})")
        } else {
            format!(
                "(SELECT COUNT(*) FROM {table} WHERE {column} = {} AND {day_column} >= {day} AND {open})",
                param(backend, n)
            )
        }
    };
    // SQLite binds `?` in the order they appear: the day comes first in each subquery's text after its
    // key, so the PostgreSQL numbering is kept and SQLite gets the values in text order.
    let sql = format!(
        "SELECT {} AS by_email, {} AS by_phone, {} AS by_network",
        count("email_key", 1),
        count("phone_digits", 3),
        count("client_network", 4)
    );
    let today = today.to_string();
    let keys = if counts {
        [
            CountKey::Email.of(&holder.email_key),
            CountKey::Phone.of(&holder.phone_digits),
            CountKey::Network.of(&holder.network),
        ]
    } else {
        [holder.email_key.clone(), holder.phone_digits.clone(), holder.network.clone()]
    };
    let q = match backend {
        Backend::Postgres => {
            sqlx::query(&sql).bind(keys[0].as_str()).bind(today.as_str()).bind(keys[1].as_str()).bind(keys[2].as_str())
        }
        Backend::Sqlite => sqlx::query(&sql)
            .bind(keys[0].as_str())
            .bind(today.as_str())
            .bind(keys[1].as_str())
            .bind(today.as_str())
            .bind(keys[2].as_str())
            .bind(today.as_str()),
    };
    let row = q.fetch_one(&mut *conn).await?;
    let (by_email, by_phone, by_network): (i64, i64, i64) =
        (row.try_get("by_email")?, row.try_get("by_phone")?, row.try_get("by_network")?);
    let contact_full = limits.per_contact > 0 && by_email.max(by_phone) >= limits.per_contact;
    let network_full = limits.per_network > 0 && !holder.network.is_empty() && by_network >= limits.per_network;
    Ok(if contact_full {
        Some(Limit::Contact)
    } else if network_full {
        Some(Limit::Network)
    } else {
        None
    })
}

/// Whether any of these holders is over a limit now (their bookings of this transaction included):
/// the fast path stores first and checks after, and hands the batch to the careful path when one is.
pub async fn any_over(
    conn: &mut AnyConnection,
    backend: Backend,
    holders: &[&Holder],
    limits: OpenLimits,
    today: Date,
) -> Result<bool, sqlx::Error> {
    let today = today.to_string();
    if backend == Backend::Sqlite {
        return any_over_counted(conn, holders, limits, &today).await;
    }
    let checks: [(CountKey, i64, Vec<&str>); 3] = [
        (CountKey::Email, limits.per_contact, holders.iter().map(|h| h.email_key.as_str()).collect()),
        (CountKey::Phone, limits.per_contact, holders.iter().map(|h| h.phone_digits.as_str()).collect()),
        (
            CountKey::Network,
            limits.per_network,
            holders.iter().map(|h| h.network.as_str()).filter(|n| !n.is_empty()).collect(),
        ),
    ];
    for (kind, limit, keys) in checks {
        let mut keys: Vec<String> = keys.iter().map(|k| k.to_string()).collect();
        keys.sort_unstable();
        keys.dedup();
        if limit <= 0 || keys.is_empty() {
            continue;
        }
        // PostgreSQL counts the bookings themselves (its writers run at once, under the locks).
        let column = kind.column();
        let sql = format!(
            "SELECT {column} FROM bookings WHERE {column} IN ({}) AND preferred_date >= {} AND {OPEN} \
             GROUP BY {column} HAVING COUNT(*) > {} LIMIT 1",
            params(backend, 1, keys.len()),
            param(backend, keys.len() + 1),
            param(backend, keys.len() + 2)
        );
        let mut q = sqlx::query(&sql);
        for k in &keys {
            q = q.bind(k.as_str());
        }
        if q.bind(today.as_str()).bind(limit).fetch_optional(&mut *conn).await?.is_some() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// [`any_over`] on SQLite: the three kinds of key in one statement over `open_booking_counts` (its
/// keys carry their kind's letter), one round trip of the writer per batch instead of three.
async fn any_over_counted(
    conn: &mut AnyConnection,
    holders: &[&Holder],
    limits: OpenLimits,
    today: &str,
) -> Result<bool, sqlx::Error> {
    let Some(keys) = counted_keys(holders, limits) else { return Ok(false) };
    let values = counted_values(&keys, limits, today);
    Ok(bind_all(sqlx::query(OVER_COUNTED), &values).fetch_optional(&mut *conn).await?.is_some())
}

/// [`any_over`] on the writer's own SQLite connection ([`super::native`]).
pub fn any_over_native(
    conn: &rusqlite::Connection,
    holders: &[&Holder],
    limits: OpenLimits,
    today: Date,
) -> rusqlite::Result<bool> {
    let Some(keys) = counted_keys(holders, limits) else { return Ok(false) };
    let today = today.to_string();
    let values = counted_values(&keys, limits, &today);
    let mut statement = conn.prepare_cached(OVER_COUNTED)?;
    let over = statement.query(rusqlite::params_from_iter(&values))?.next()?.is_some();
    Ok(over)
}

/// The statement of [`any_over_counted`]: the keys come as one JSON array, so the statement has one
/// text whatever their number and stays prepared.
const OVER_COUNTED: &str = "SELECT holder FROM open_booking_counts \
     WHERE holder IN (SELECT value FROM json_each(?)) AND day >= ? GROUP BY holder \
     HAVING SUM(open) > (CASE WHEN substr(holder, 1, 1) = 'n' THEN ? ELSE ? END) LIMIT 1";

/// The keys [`OVER_COUNTED`] counts for these holders, as a JSON array, or `None` when no limit
/// counts anything.
fn counted_keys(holders: &[&Holder], limits: OpenLimits) -> Option<String> {
    let mut keys: Vec<String> = Vec::with_capacity(holders.len() * 3);
    for h in holders {
        if limits.per_contact > 0 {
            keys.push(CountKey::Email.of(&h.email_key));
            keys.push(CountKey::Phone.of(&h.phone_digits));
        }
        if limits.per_network > 0 && !h.network.is_empty() {
            keys.push(CountKey::Network.of(&h.network));
        }
    }
    keys.sort_unstable();
    keys.dedup();
    (!keys.is_empty()).then(|| serde_json::Value::from(keys).to_string())
}

/// The parameters of [`OVER_COUNTED`], in order.
fn counted_values<'a>(keys: &'a str, limits: OpenLimits, today: &'a str) -> [Value<'a>; 4] {
    [keys.into(), today.into(), limits.per_network.into(), limits.per_contact.into()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locks_are_taken_in_one_order_and_only_for_limits_that_apply() {
        let h = |e: &str, n: &str| Holder { email_key: e.into(), phone_digits: "0912".into(), network: n.into() };
        let both = OpenLimits { per_contact: 3, per_network: 20 };
        let names = lock_names([&h("b@x", "10.0.0.1"), &h("a@x", "10.0.0.1")], both);
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted);
        assert_eq!(names.len(), 4, "two e-mails, one phone, one network: {names:?}");
        let network_only = OpenLimits { per_contact: 0, per_network: 20 };
        assert_eq!(lock_names([&h("a@x", "")], network_only), Vec::<String>::new());
    }
}
