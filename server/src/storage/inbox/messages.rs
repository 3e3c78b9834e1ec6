//! What staff see of a booking's reminders on its detail: the channel the patient chose (with its
//! opt-in and how it ended) and every reminder message with its delivery as the channel reported it.

use crate::storage::channels::{self, ChannelState};
use crate::storage::ids::rfc3339;
use crate::storage::reminders::split_reminder_ref;
use crate::storage::StorageError;
use clinic_core::channels::ReminderChannel;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

/// A booking's reminder channel as staff see it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ReminderChannelInfo {
    /// `email`, `line` or `whatsapp`.
    pub channel: ReminderChannel,
    /// `active`; `pending` (LINE chosen, not linked yet: reminders go by e-mail); `stopped` (ended
    /// in the chat: reminders go by e-mail).
    pub state: ChannelState,
    /// WhatsApp: the number, `+` and digits. (A LINE user id means nothing to staff and is not shown.)
    pub whatsapp_number: Option<String>,
    /// RFC 3339: when the patient agreed to messages on this channel (LINE: when it was linked).
    pub opted_in_at: Option<String>,
    /// The privacy notice version shown when they chose.
    pub notice_version: String,
    /// RFC 3339: when it ended.
    pub stopped_at: Option<String>,
    /// How it ended: `chat` (a stop word), `unfollow` (the LINE account was blocked).
    pub stopped_by: Option<String>,
}

/// One reminder message and what became of it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct ReminderMessage {
    /// The visit it was for, `YYYY-MM-DD HH:mm`.
    pub visit: String,
    /// Hours before the visit it was queued for (none: a reminder from before several offsets).
    #[cfg_attr(test, ts(type = "number | null"))]
    pub offset_hours: Option<i64>,
    /// The channel it went on (or goes on): `email`, `line` or `whatsapp`.
    pub channel: ReminderChannel,
    /// `queued`, `retrying` (an attempt failed; it is tried again), `sent`, `delivered`, `read` (as
    /// the channel reports), `failed` (the channel reported it undeliverable after sending).
    pub state: String,
    /// RFC 3339.
    pub queued_at: String,
    pub sent_at: Option<String>,
    pub delivered_at: Option<String>,
    pub read_at: Option<String>,
    /// The last problem, in a few words or a code (`undeliverable`, `not_a_friend`, `smtp 550 permanent` …).
    pub error: Option<String>,
    /// Why it went by e-mail instead of the patient's chat channel (`not_a_friend`, `undeliverable`,
    /// `template refused` …).
    pub fallback_reason: Option<String>,
}

/// The booking's channel, if the patient ever chose one.
pub async fn channel_info(conn: &mut AnyConnection, code: &str) -> Result<Option<ReminderChannelInfo>, StorageError> {
    let Some(row) = channels::find(&mut *conn, code).await? else { return Ok(None) };
    Ok(Some(ReminderChannelInfo {
        channel: row.channel,
        state: row.state,
        whatsapp_number: (row.channel == ReminderChannel::Whatsapp)
            .then(|| row.address.as_ref().map(|a| format!("+{a}")))
            .flatten(),
        opted_in_at: row.opted_in_at.filter(|_| row.state != ChannelState::Pending).map(rfc3339),
        notice_version: row.notice_version,
        stopped_at: row.stopped_at.map(rfc3339),
        stopped_by: row.stopped_by,
    }))
}

/// Every reminder message of booking `code`, oldest first (through the `outbox_reminders` index).
pub async fn reminder_messages(conn: &mut AnyConnection, code: &str) -> Result<Vec<ReminderMessage>, StorageError> {
    // `CODE@…` refs sort between `CODE@` and `CODE\x41` ('A' follows '@').
    let rows = sqlx::query(
        "SELECT id, ref_id, created_at, attempts, sent_at, last_error, channel, delivered_at, read_at, fallback_reason \
         FROM outbox WHERE kind = 'booking_reminder' AND ref_id >= $1 AND ref_id < $2 ORDER BY id",
    )
    .bind(format!("{code}@"))
    .bind(format!("{code}A"))
    .fetch_all(&mut *conn)
    .await?;
    rows.iter()
        .map(|r| {
            let ref_id: String = r.try_get("ref_id")?;
            let (_, visit, hours) = split_reminder_ref(&ref_id);
            let sent: Option<i64> = r.try_get("sent_at")?;
            let (delivered, read): (Option<i64>, Option<i64>) = (r.try_get("delivered_at")?, r.try_get("read_at")?);
            let error: Option<String> = r.try_get("last_error")?;
            let attempts: i64 = r.try_get("attempts")?;
            let state = match (sent, &error) {
                (None, Some(_)) if attempts > 0 => "retrying",
                (None, _) => "queued",
                (Some(_), Some(_)) => "failed",
                (Some(_), None) if read.is_some() => "read",
                (Some(_), None) if delivered.is_some() => "delivered",
                (Some(_), None) => "sent",
            };
            Ok(ReminderMessage {
                visit: visit.to_string(),
                offset_hours: hours,
                channel: r
                    .try_get::<Option<String>, _>("channel")?
                    .and_then(|c| ReminderChannel::parse(&c))
                    .unwrap_or(ReminderChannel::Email),
                state: state.into(),
                queued_at: rfc3339(r.try_get("created_at")?),
                sent_at: sent.map(rfc3339),
                delivered_at: delivered.map(rfc3339),
                read_at: read.map(rfc3339),
                error,
                fallback_reason: r.try_get("fallback_reason")?,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()
        .map_err(StorageError::from)
}
