//! Each booking's reminder channel (`reminder_channels`): the patient's choice of e-mail, LINE or
//! WhatsApp, its opt-in (time and privacy notice version), LINE's link code until the account is
//! linked, and its end ("stop" in the chat, a block, the patient's own change). Also the webhook
//! events already handled, so a redelivered or replayed webhook changes nothing, and what providers
//! report of a sent message (delivered, read, failed).

use super::Db;
use clinic_core::channels::{ReminderChannel, LINK_CODE_ALPHABET, LINK_CODE_LEN};
use rand::Rng;
use sqlx::{AnyConnection, Row};
use std::collections::HashMap;

/// How long a LINE link code works once shown: an hour, enough to add the account and send it.
pub const LINK_CODE_TTL_MS: i64 = 3_600_000;

/// Where a channel stands (the core's choice, so the wire says the same).
pub use clinic_core::channels::ReminderChannelState as ChannelState;

/// A booking's reminder channel as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChannelRow {
    pub code: String,
    pub channel: ReminderChannel,
    /// LINE user id or WhatsApp number (E.164 digits).
    pub address: Option<String>,
    pub state: ChannelState,
    pub link_code: Option<String>,
    pub link_expires_at: Option<i64>,
    pub opted_in_at: Option<i64>,
    pub notice_version: String,
    pub stopped_at: Option<i64>,
    pub stopped_by: Option<String>,
}

impl ChannelRow {
    /// The chat channel and address reminders go to now, if any (else e-mail).
    pub fn chat_address(&self) -> Option<(ReminderChannel, &str)> {
        match (self.channel, self.state, self.address.as_deref()) {
            (ReminderChannel::Line | ReminderChannel::Whatsapp, ChannelState::Active, Some(a)) => {
                Some((self.channel, a))
            }
            _ => None,
        }
    }
}

/// What a patient chose.
#[derive(Debug, Clone)]
pub enum Choice {
    Email,
    /// The number in E.164 digits, with the patient's explicit consent.
    Whatsapp(String),
    /// LINE: linked later, by LINE Login or by sending the link code.
    Line,
}

const COLUMNS: &str =
    "code, channel, address, state, link_code, link_expires_at, opted_in_at, notice_version, stopped_at, stopped_by";

fn from_row(r: &sqlx::any::AnyRow) -> Result<ChannelRow, sqlx::Error> {
    let channel: String = r.try_get("channel")?;
    Ok(ChannelRow {
        code: r.try_get("code")?,
        channel: ReminderChannel::parse(&channel).unwrap_or(ReminderChannel::Email),
        address: r.try_get("address")?,
        state: ChannelState::parse(&r.try_get::<String, _>("state")?).unwrap_or(ChannelState::Pending),
        link_code: r.try_get("link_code")?,
        link_expires_at: r.try_get("link_expires_at")?,
        opted_in_at: r.try_get("opted_in_at")?,
        notice_version: r.try_get("notice_version")?,
        stopped_at: r.try_get("stopped_at")?,
        stopped_by: r.try_get("stopped_by")?,
    })
}

/// The booking's channel row, if the patient ever chose one.
pub async fn find<'e, E>(db: E, code: &str) -> Result<Option<ChannelRow>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let sql = format!("SELECT {COLUMNS} FROM reminder_channels WHERE code = $1");
    sqlx::query(&sql).bind(code).fetch_optional(db).await?.as_ref().map(from_row).transpose()
}

/// The channel rows of `codes` (the delivery pass's bookings), by code.
pub async fn find_many(db: &Db, codes: &[&str]) -> Result<HashMap<String, ChannelRow>, sqlx::Error> {
    let mut found = HashMap::new();
    for chunk in codes.chunks(200) {
        let sql = format!(
            "SELECT {COLUMNS} FROM reminder_channels WHERE code IN ({})",
            super::params(db.backend, 1, chunk.len())
        );
        let mut q = sqlx::query(&sql);
        for code in chunk {
            q = q.bind(*code);
        }
        for r in q.fetch_all(&db.pool).await? {
            let row = from_row(&r)?;
            found.insert(row.code.clone(), row);
        }
    }
    Ok(found)
}

/// A fresh LINE link code (see `clinic_core::channels::parse_link_code`).
fn new_link_code() -> String {
    let mut rng = rand::thread_rng();
    (0..LINK_CODE_LEN).map(|_| LINK_CODE_ALPHABET[rng.gen_range(0..LINK_CODE_ALPHABET.len())] as char).collect()
}

/// Stores the patient's choice for booking `code` (replacing an earlier one) and returns the row. A
/// LINE choice gets a new link code, unless the same LINE account is already linked.
pub async fn choose(
    conn: &mut AnyConnection,
    code: &str,
    choice: &Choice,
    notice_version: &str,
    now: i64,
) -> Result<ChannelRow, sqlx::Error> {
    let current = find(&mut *conn, code).await?;
    let (channel, address, state, link_code, opted_in) = match choice {
        Choice::Email => (ReminderChannel::Email, None, ChannelState::Active, None, Some(now)),
        Choice::Whatsapp(number) => {
            (ReminderChannel::Whatsapp, Some(number.clone()), ChannelState::Active, None, Some(now))
        }
        Choice::Line => match current.as_ref().filter(|c| c.channel == ReminderChannel::Line) {
            Some(linked) if linked.state == ChannelState::Active => {
                return Ok(linked.clone());
            }
            _ => (ReminderChannel::Line, None, ChannelState::Pending, Some(new_link_code()), None),
        },
    };
    let expires = link_code.as_ref().map(|_| now + LINK_CODE_TTL_MS);
    // A code already taken by another booking (30 bits: rare) is drawn again.
    let mut link_code = link_code;
    for _ in 0..5 {
        let sql = "INSERT INTO reminder_channels (code, channel, address, state, link_code, link_expires_at, \
                   opted_in_at, notice_version, stopped_at, stopped_by, updated_at) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, NULL, $9) \
                   ON CONFLICT (code) DO UPDATE SET channel = excluded.channel, address = excluded.address, \
                   state = excluded.state, link_code = excluded.link_code, link_expires_at = excluded.link_expires_at, \
                   opted_in_at = excluded.opted_in_at, notice_version = excluded.notice_version, stopped_at = NULL, \
                   stopped_by = NULL, updated_at = excluded.updated_at";
        let taken = match &link_code {
            Some(c) => sqlx::query("SELECT code FROM reminder_channels WHERE link_code = $1 AND code <> $2")
                .bind(c)
                .bind(code)
                .fetch_optional(&mut *conn)
                .await?
                .is_some(),
            None => false,
        };
        if taken {
            link_code = Some(new_link_code());
            continue;
        }
        sqlx::query(sql)
            .bind(code)
            .bind(channel.as_str())
            .bind(address.clone())
            .bind(state.as_str())
            .bind(link_code.clone())
            .bind(expires)
            .bind(opted_in)
            .bind(notice_version)
            .bind(now)
            .execute(&mut *conn)
            .await?;
        break;
    }
    find(&mut *conn, code).await?.ok_or(sqlx::Error::RowNotFound)
}

/// Links the LINE account `user_id` to the booking whose unexpired link code is `link_code`; the
/// booking's code, or `None` for a code no booking waits with.
pub async fn link_line_by_code(
    conn: &mut AnyConnection,
    link_code: &str,
    user_id: &str,
    now: i64,
) -> Result<Option<String>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT code FROM reminder_channels WHERE link_code = $1 AND state = 'pending' AND link_expires_at > $2",
    )
    .bind(link_code)
    .bind(now)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let code: String = row.try_get("code")?;
    link_line(conn, &code, user_id, now).await?;
    Ok(Some(code))
}

/// Links the LINE account `user_id` to booking `code` (LINE Login, or a link code): the opt-in.
pub async fn link_line(conn: &mut AnyConnection, code: &str, user_id: &str, now: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE reminder_channels SET address = $1, state = 'active', link_code = NULL, link_expires_at = NULL, \
         opted_in_at = $2, stopped_at = NULL, stopped_by = NULL, updated_at = $2 WHERE code = $3 AND channel = 'line'",
    )
    .bind(user_id)
    .bind(now)
    .bind(code)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Ends every active reminder channel on `channel` at `address` (a stop word in the chat, a block);
/// returns the bookings' codes.
pub async fn stop_address(
    conn: &mut AnyConnection,
    channel: ReminderChannel,
    address: &str,
    by: &str,
    now: i64,
) -> Result<Vec<String>, sqlx::Error> {
    let rows = sqlx::query(
        "UPDATE reminder_channels SET state = 'stopped', stopped_at = $1, stopped_by = $2, updated_at = $1 \
         WHERE channel = $3 AND address = $4 AND state = 'active' RETURNING code",
    )
    .bind(now)
    .bind(by)
    .bind(channel.as_str())
    .bind(address)
    .fetch_all(&mut *conn)
    .await?;
    rows.iter().map(|r| r.try_get("code")).collect()
}

/// The active bookings' codes linked to `address` on `channel`, the latest chosen last.
pub async fn codes_at(
    conn: &mut AnyConnection,
    channel: ReminderChannel,
    address: &str,
) -> Result<Vec<String>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT code FROM reminder_channels WHERE channel = $1 AND address = $2 AND state = 'active' \
         ORDER BY updated_at, code",
    )
    .bind(channel.as_str())
    .bind(address)
    .fetch_all(&mut *conn)
    .await?;
    rows.iter().map(|r| r.try_get("code")).collect()
}

/// Records webhook event `event_id` of `provider` as handled; false when it was already (a
/// redelivery or a replay: nothing is done twice).
pub async fn first_time(
    conn: &mut AnyConnection,
    provider: &str,
    event_id: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO webhook_events (provider, event_id, received_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    )
    .bind(provider)
    .bind(event_id)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Forgets handled webhook events older than `before` (their providers stop redelivering long before).
pub async fn prune_events(conn: &mut AnyConnection, before: i64) -> Result<u64, sqlx::Error> {
    let sql = format!(
        "DELETE FROM webhook_events WHERE (provider, event_id) IN \
         (SELECT provider, event_id FROM webhook_events WHERE received_at < $1 LIMIT {})",
        super::queries::PRUNE_ROWS
    );
    Ok(sqlx::query(&sql).bind(before).execute(&mut *conn).await?.rows_affected())
}

/// What a provider says became of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProviderStatus {
    Sent,
    Delivered,
    Read,
    /// Failed after it was accepted, with a short reason code.
    Failed(String),
}

/// Records what the provider reports of the message it knows as `provider_id`; the outbox row's id
/// and its booking code when the message is one of ours.
pub async fn record_status(
    conn: &mut AnyConnection,
    provider_id: &str,
    status: &ProviderStatus,
    at: i64,
) -> Result<Option<(i64, String)>, sqlx::Error> {
    let sql = match status {
        ProviderStatus::Sent => return find_by_provider_id(conn, provider_id).await,
        ProviderStatus::Delivered => "UPDATE outbox SET delivered_at = COALESCE(delivered_at, $1) WHERE provider_id = $2",
        ProviderStatus::Read => {
            "UPDATE outbox SET read_at = COALESCE(read_at, $1), delivered_at = COALESCE(delivered_at, $1) WHERE provider_id = $2"
        }
        ProviderStatus::Failed(_) => "UPDATE outbox SET last_error = $1 WHERE provider_id = $2",
    };
    let q = sqlx::query(sql);
    let q = match status {
        ProviderStatus::Failed(reason) => q.bind(reason.clone()),
        _ => q.bind(at),
    };
    q.bind(provider_id).execute(&mut *conn).await?;
    find_by_provider_id(conn, provider_id).await
}

async fn find_by_provider_id(
    conn: &mut AnyConnection,
    provider_id: &str,
) -> Result<Option<(i64, String)>, sqlx::Error> {
    let row = sqlx::query("SELECT id, ref_id FROM outbox WHERE provider_id = $1")
        .bind(provider_id)
        .fetch_optional(&mut *conn)
        .await?;
    row.map(|r| Ok((r.try_get("id")?, r.try_get("ref_id")?))).transpose()
}
