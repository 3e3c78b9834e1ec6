//! Delivers what the outbox holds: rows are written in the same transaction as the booking,
//! cancellation or inquiry they announce, so nothing is lost if the process dies before sending. A
//! worker renders each patient e-mail in the submission's language (Fluent via `clinic-core`),
//! attaches the `.ics` for bookings, sends it by SMTP when `SMTP_URL` is set (else logs that it would,
//! without personal data), marks it sent, and retries failures with exponential backoff.

use crate::messaging::channel::Channel;
use crate::messaging::chat::{self, ChatChannel, ChatError, ChatMessage};
pub use crate::messaging::email::Mailer;
pub use crate::messaging::inbox_mail::MailSettings;
use crate::messaging::message::Email;
use crate::messaging::providers::ChatChannels;
use crate::messaging::render::render_with;
use crate::messaging::{reminder_chat, reminder_mail, visit_mail};
use crate::storage::channels;
use crate::storage::job::{Job, WriteError};
use crate::storage::outbox::SentVia;
use crate::storage::outbox::{self, FailedDelivery, OutboxKind, OutboxRow};
use crate::storage::queries;
use crate::storage::queries::BookingRow;
use crate::storage::writer::Writer;
use crate::storage::{now_ms, Db};
use clinic_core::channels::ReminderChannel;
use clinic_core::i18n::Catalog;
use clinic_core::lang::Locale;
use futures::StreamExt;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// Messages sent at once (lettre's SMTP pool keeps up to 10 connections).
const SEND_CONCURRENCY: usize = 8;

/// How long a claimed message is this instance's to send before another instance may take it over
/// (the time a poll's messages take to send, with room to spare).
pub const CLAIM_LEASE_MS: i64 = 120_000;

/// Delay before attempt `attempts + 1`: 10 s doubling, at most an hour.
pub fn backoff_ms(attempts: i64) -> i64 {
    (10_000i64 << attempts.clamp(0, 9)).min(3_600_000)
}

/// How often the worker looks for new messages (the task in `tasks::outbox` runs [`pass`] this
/// often). Between polls new rows gather, so under load a pass reads, renders and records many at once
/// instead of a few at a time (each pass costs reads and a write that compete with bookings).
pub const POLL: Duration = Duration::from_millis(500);

/// How much the worker sends.
#[derive(Debug, Clone, Copy)]
pub struct SendLimits {
    /// Messages a second (`CLINIC_MAIL_RATE`).
    pub rate: u32,
    /// Messages that anyone can cause by typing an address (see
    /// `OutboxKind::counts_toward_recipient_limit`) sent to one address in 24 hours
    /// (`CLINIC_MAIL_PER_RECIPIENT_DAY`); 0 = no limit.
    pub per_recipient_day: u32,
    /// Reminders wait for the patient's morning when their own clock shows night
    /// (`CLINIC_REMINDER_PATIENT_NIGHT`, on by default).
    pub patient_night: bool,
}

/// The window of the per-recipient limit: a rolling day.
const RECIPIENT_WINDOW_MS: i64 = 86_400_000;

/// The claimed messages (by id) that would take their recipient past the daily limit. Counted in the
/// database, so instances share the count: what was sent in the last 24 hours, plus this pass's
/// messages in order. Two instances claiming messages to the same address in the same half second
/// may each send one pass's worth before seeing the other's; the limit is there against a flood of
/// hundreds, not to count exactly.
async fn over_recipient_limit(
    db: &Db,
    rendered: &[(OutboxRow, Option<Email>)],
    per_day: u32,
) -> Result<std::collections::HashSet<i64>, sqlx::Error> {
    let mut over = std::collections::HashSet::new();
    if per_day == 0 {
        return Ok(over);
    }
    let counted: Vec<(i64, String)> = rendered
        .iter()
        .filter(|(row, _)| row.kind.is_some_and(OutboxKind::counts_toward_recipient_limit))
        .filter_map(|(row, email)| Some((row.id, email.as_ref()?.to.trim().to_lowercase())))
        .collect();
    if counted.is_empty() {
        return Ok(over);
    }
    let mut addresses: Vec<String> = counted.iter().map(|(_, a)| a.clone()).collect();
    addresses.sort();
    addresses.dedup();
    let mut counts = outbox::recipient_counts_since(db, now_ms() - RECIPIENT_WINDOW_MS, &addresses).await?;
    for (id, address) in counted {
        let count = counts.entry(address).or_insert(0);
        if *count >= i64::from(per_day) {
            over.insert(id);
        } else {
            *count += 1;
        }
    }
    Ok(over)
}

/// Sends up to `limit` due messages once; returns how many were handled.
pub async fn deliver_due(worker: &Worker, limit: i64) -> Result<usize, DeliveryError> {
    let Worker { db, writer, catalog, settings, channel, chat, limits } = worker;
    let (channel, per_recipient_day) = (channel.as_ref(), limits.per_recipient_day);
    // Most polls find nothing: ask with a read before taking the write lock to claim.
    if !outbox::any_due_outbox(db, now_ms()).await? {
        return Ok(0);
    }
    let backend = db.backend;
    let due = writer
        .transact(move |conn| {
            Box::pin(async move { Ok(outbox::claim_due_outbox(conn, backend, now_ms(), CLAIM_LEASE_MS, limit).await?) })
        })
        .await?;
    // A reminder's ref_id also names the visit it is for (`CODE@date time`).
    let codes: Vec<&str> = due
        .iter()
        .filter(|r| r.kind.is_some_and(OutboxKind::is_booking))
        .map(|r| crate::storage::reminders::split_reminder_ref(&r.ref_id).0)
        .collect();
    let bookings = queries::find_bookings(db, &codes).await?;
    // Reminders to a patient whose own clock shows night wait for their morning (the queueing keeps
    // to the clinic's day only).
    let (deferred, due): (Vec<(i64, i64)>, Vec<OutboxRow>) = {
        let mut deferred = Vec::new();
        let mut keep = Vec::with_capacity(due.len());
        for row in due {
            match patient_morning(&row, &bookings).filter(|_| limits.patient_night) {
                Some(at) => deferred.push((row.id, at)),
                None => keep.push(row),
            }
        }
        (deferred, keep)
    };
    let tokens = issue_verify_tokens(writer, &due, &bookings).await?;
    let mut rendered = Vec::with_capacity(due.len());
    for row in &due {
        rendered.push((row.clone(), render_with(db, catalog, settings, row, &bookings, &tokens).await?));
    }
    let over = over_recipient_limit(db, &rendered, per_recipient_day).await?;
    let (held, rendered): (Vec<_>, Vec<_>) = rendered.into_iter().partition(|(row, _)| over.contains(&row.id));
    let over_limit: Vec<i64> = held.iter().map(|(row, _)| row.id).collect();
    if !over_limit.is_empty() {
        // The count and the kinds only: the address is personal data.
        let kinds: Vec<&str> = held.iter().filter_map(|(row, _)| row.kind.map(OutboxKind::as_str)).collect();
        tracing::warn!(
            target: "clinic::mail",
            messages = over_limit.len(),
            per_recipient_day,
            kinds = ?kinds,
            "e-mails not sent: their recipient had all the messages a day allows"
        );
    }
    let mut chats = chat_messages(db, catalog, &rendered, &bookings, chat, &settings.base_url).await?;
    chats.extend(visit_chat_messages(db, catalog, &rendered, chat, &settings.base_url).await?);
    // Several messages in flight at once over the pooled SMTP connections: one at a time, a relay's
    // round trips (not our rate limit) would set the pace.
    let results: Vec<(OutboxRow, Outcome)> = futures::stream::iter(rendered.into_iter().map(|(row, email)| {
        let on_chat = chats.get(&row.id).and_then(|m| Some((chat.get(m.0)?, &m.1)));
        async move {
            let outcome = deliver_one(channel, on_chat, row.kind, row.id, email).await;
            (row, outcome)
        }
    }))
    .buffer_unordered(SEND_CONCURRENCY)
    .collect()
    .await;
    let mut sent = Vec::with_capacity(due.len());
    let mut sent_via = Vec::new();
    let mut failed = Vec::new();
    for (row, outcome) in results {
        match outcome {
            Outcome::Sent { via, provider_id, fallback } => {
                sent.push(row.id);
                if via.is_some() || fallback.is_some() {
                    sent_via.push(SentVia {
                        id: row.id,
                        channel: via.map(|c| c.as_str()),
                        provider_id,
                        fallback_reason: fallback,
                    });
                }
            }
            Outcome::Failed { error, after_ms, fallback } => {
                tracing::warn!(outbox_id = row.id, attempts = row.attempts + 1, error = %error, "message not sent; will retry");
                failed.push(FailedDelivery {
                    id: row.id,
                    next_attempt_at: now_ms() + backoff_ms(row.attempts).max(after_ms.unwrap_or(0)),
                    error,
                    fallback_reason: fallback,
                });
            }
        }
    }
    // Recorded by the writer, with the bookings of its next batch: the outbox must not compete with
    // bookings for SQLite's write lock.
    if !sent.is_empty() || !failed.is_empty() || !over_limit.is_empty() || !deferred.is_empty() {
        writer.submit(Job::OutboxResults { sent, sent_via, failed, over_limit, deferred }, None).await?;
    }
    Ok(due.len())
}

/// When a reminder row must wait for its patient's morning (`reminder_mail::quiet_until`), if it must.
fn patient_morning(row: &OutboxRow, bookings: &HashMap<String, BookingRow>) -> Option<i64> {
    if row.kind != Some(OutboxKind::BookingReminder) {
        return None;
    }
    let booking = bookings.get(crate::storage::reminders::split_reminder_ref(&row.ref_id).0)?;
    reminder_mail::quiet_until(booking.time_zone.as_deref()?, now_ms(), booking.visit_at()?)
}

/// A reminder's ref: the booking's code, the visit and the offset (`storage::reminders::split_reminder_ref`).
type ReminderRef<'a> = (&'a str, &'a str, Option<i64>);

/// How one message went.
enum Outcome {
    /// Sent: on a chat channel (`via`, with the provider's id), or by e-mail (`via` none), instead of
    /// a chat channel when `fallback` says why.
    Sent { via: Option<ReminderChannel>, provider_id: Option<String>, fallback: Option<String> },
    /// Not sent this time; `fallback` when the chat channel failed for good and the e-mail did too.
    Failed { error: String, after_ms: Option<i64>, fallback: Option<String> },
}

/// Sends one message: on its chat channel when it has one, and by e-mail when it has none or the
/// chat channel cannot reach the patient.
async fn deliver_one(
    email_channel: &dyn Channel,
    on_chat: Option<(&dyn ChatChannel, &ChatMessage)>,
    kind: Option<OutboxKind>,
    id: i64,
    email: Option<Email>,
) -> Outcome {
    let mut fallback = None;
    if let Some((provider, message)) = on_chat {
        match provider.send(message).await {
            Ok(provider_id) => return Outcome::Sent { via: Some(provider.channel()), provider_id, fallback: None },
            Err(ChatError::Retry { reason, after_ms }) => {
                return Outcome::Failed { error: reason, after_ms, fallback: None }
            }
            Err(ChatError::Permanent(reason)) => {
                tracing::info!(outbox_id = id, channel = provider.channel().as_str(), %reason, "chat channel cannot reach the patient: e-mail instead");
                fallback = Some(reason);
            }
        }
    }
    let result = match (kind, email) {
        (Some(kind), Some(email)) => email_channel.send(kind, id, &email).await,
        _ => Ok(()), // nothing to tell any more
    };
    match result {
        Ok(()) => Outcome::Sent { via: None, provider_id: None, fallback },
        Err(error) => Outcome::Failed { error, after_ms: None, fallback },
    }
}

/// The chat messages of this pass's reminders whose patient chose LINE or WhatsApp (and linked it),
/// by outbox id, with their channel. A reminder already handed to e-mail, or whose channel this server
/// has no credentials for, has none.
async fn chat_messages(
    db: &Db,
    catalog: &Catalog,
    rendered: &[(OutboxRow, Option<Email>)],
    bookings: &HashMap<String, BookingRow>,
    chat: &ChatChannels,
    base_url: &str,
) -> Result<HashMap<i64, (ReminderChannel, ChatMessage)>, sqlx::Error> {
    let mut messages = HashMap::new();
    let reminders: Vec<(&OutboxRow, ReminderRef<'_>)> = rendered
        .iter()
        .filter(|(row, email)| row.kind == Some(OutboxKind::BookingReminder) && !row.by_email && email.is_some())
        .map(|(row, _)| (row, crate::storage::reminders::split_reminder_ref(&row.ref_id)))
        .collect();
    if reminders.is_empty() || (chat.line.is_none() && chat.whatsapp.is_none()) {
        return Ok(messages);
    }
    let codes: Vec<&str> = reminders.iter().map(|(_, (code, _, _))| *code).collect();
    let channels = channels::find_many(db, &codes).await?;
    let key = crate::storage::answer_links::key(db).await?;
    let answers = reminder_mail::Answers { base_url, key: &key };
    let visit_key = crate::storage::visit_links::key(db).await?;
    let visit_links = visit_mail::Links { base_url, key: &visit_key };
    for (row, (code, visit, hours)) in reminders {
        let Some((channel, to)) = channels.get(code).and_then(|c| c.chat_address()) else { continue };
        if chat.get(channel).is_none() {
            continue;
        }
        let Some(booking) = bookings.get(code) else { continue };
        let recipient =
            reminder_chat::Recipient { to: to.to_string(), retry_key: chat::retry_key(channel, row.id, &key) };
        if let Some(mut message) = reminder_chat::render(catalog, booking, visit, hours, now_ms(), &answers, recipient)
        {
            // While the health questions are unanswered, a button opens them (LINE; WhatsApp's
            // reminder template has no room for it: the nudge carries it there).
            if channel == ReminderChannel::Line && !visit_mail::intake_sent(db, code).await? {
                message.link = visit_mail::intake_chat_link(catalog, &visit_links, booking);
            }
            messages.insert(row.id, (channel, message));
        }
    }
    Ok(messages)
}

/// The chat messages of this pass's visit messages (the health questions' nudge, aftercare) whose
/// patient chose LINE or WhatsApp, by outbox id: a short text and a button that opens the page.
async fn visit_chat_messages(
    db: &Db,
    catalog: &Catalog,
    rendered: &[(OutboxRow, Option<Email>)],
    chat: &ChatChannels,
    base_url: &str,
) -> Result<HashMap<i64, (ReminderChannel, ChatMessage)>, sqlx::Error> {
    let mut messages = HashMap::new();
    let visit_rows: Vec<&OutboxRow> = rendered
        .iter()
        .filter(|(row, email)| row.kind.is_some_and(OutboxKind::is_visit_message) && !row.by_email && email.is_some())
        .map(|(row, _)| row)
        .collect();
    if visit_rows.is_empty() || (chat.line.is_none() && chat.whatsapp.is_none()) {
        return Ok(messages);
    }
    let codes: Vec<&str> = visit_rows.iter().map(|r| visit_mail::code_of(&r.ref_id)).collect();
    let channels = channels::find_many(db, &codes).await?;
    let key = crate::storage::visit_links::key(db).await?;
    let salt = crate::storage::answer_links::key(db).await?;
    let links = visit_mail::Links { base_url, key: &key };
    for row in visit_rows {
        let Some(kind) = row.kind else { continue };
        let Some((channel, to)) = channels.get(visit_mail::code_of(&row.ref_id)).and_then(|c| c.chat_address()) else {
            continue;
        };
        if chat.get(channel).is_none() {
            continue;
        }
        let Some(message) = visit_mail::render(db, catalog, &links, kind, &row.ref_id, now_ms()).await? else {
            continue;
        };
        let template =
            if kind == OutboxKind::IntakeNudge { &chat.questions_template } else { &chat.aftercare_template };
        let retry_key = chat::retry_key(channel, row.id, &salt);
        messages.insert(
            row.id,
            (channel, visit_mail::chat_message(catalog, &message, template, to.to_string(), retry_key)),
        );
    }
    Ok(messages)
}

/// New one-time tokens for the confirmation messages of unconfirmed bookings in this pass, by booking
/// code. Only their hashes are stored, before anything is sent, so a link works the moment it
/// arrives; a message sent again (after a failure) carries a new token, and the old one stops working.
async fn issue_verify_tokens(
    writer: &Writer,
    due: &[OutboxRow],
    bookings: &HashMap<String, BookingRow>,
) -> Result<HashMap<String, String>, DeliveryError> {
    use crate::storage::verify::{self, Verification};
    let waiting: Vec<(String, String)> = due
        .iter()
        .filter(|r| r.kind == Some(OutboxKind::BookingCreated))
        .filter_map(|r| bookings.get(&r.ref_id))
        .filter(|b| b.verification == Some(Verification::Unverified))
        .map(|b| (b.code.canonical().to_string(), verify::new_token()))
        .collect();
    if waiting.is_empty() {
        return Ok(HashMap::new());
    }
    let hashes: Vec<(String, String)> = waiting.iter().map(|(code, t)| (code.clone(), verify::token_hash(t))).collect();
    let issued = writer
        .transact(move |conn| {
            Box::pin(async move {
                let mut issued = Vec::new();
                for (code, hash) in &hashes {
                    if verify::issue(conn, code, hash).await? {
                        issued.push(code.clone());
                    }
                }
                Ok(issued)
            })
        })
        .await?;
    Ok(waiting.into_iter().filter(|(code, _)| issued.contains(code)).collect())
}

/// Everything the delivery worker's passes share.
pub struct Worker {
    pub db: Db,
    pub writer: Writer,
    pub catalog: Arc<Catalog>,
    pub settings: MailSettings,
    /// Where messages go: e-mail, and reminders on the chat channel a patient chose.
    pub channel: Box<dyn Channel>,
    pub chat: ChatChannels,
    pub limits: SendLimits,
}

/// One pass of the worker: sends what is due, as many as its rate allows in one poll.
pub async fn pass(worker: &Worker) -> Result<usize, DeliveryError> {
    let per_poll = ((f64::from(worker.limits.rate) * POLL.as_secs_f64()).ceil() as i64).max(1);
    deliver_due(worker, per_poll).await
}

/// Why a delivery pass stopped early.
#[derive(Debug, thiserror::Error)]
pub enum DeliveryError {
    #[error(transparent)]
    Read(#[from] sqlx::Error),
    #[error("claiming due messages: {0}")]
    Claim(#[from] crate::storage::StorageError),
    #[error("recording the results: {0}")]
    Record(#[from] WriteError),
}

/// Loads `i18n/<locale>/*.ftl` for every site locale (missing folders are skipped).
pub fn load_catalog(dir: &std::path::Path) -> Catalog {
    let mut catalog = Catalog::new();
    for locale in Locale::SITE {
        let Ok(entries) = std::fs::read_dir(dir.join(locale.tag())) else { continue };
        let mut files: Vec<_> =
            entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "ftl")).collect();
        files.sort();
        for f in files {
            if let Ok(src) = std::fs::read_to_string(&f) {
                for problem in catalog.add_ftl(locale, &src) {
                    tracing::warn!(file = %f.display(), %problem, "translation problem");
                }
            }
        }
    }
    catalog
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messaging::channel::Channel;
    use clinic_core::i18n::Arg;

    const KEYS: [&str; 40] = [
        "email-booking-verify-subject",
        "email-booking-verify-body",
        "email-waitlist-offer-subject",
        "email-waitlist-offer-body",
        "email-booking-moved-subject",
        "email-booking-moved-body",
        "email-booking-reminder-subject",
        "email-branch-taipei",
        "email-branch-kaohsiung",
        "email-ics-summary",
        "email-ics-description",
        "email-booking-created-subject",
        "email-booking-created-body",
        "email-booking-cancelled-subject",
        "email-booking-cancelled-body",
        "email-inquiry-received-subject",
        "email-inquiry-received-body",
        "email-booking-confirmed-subject",
        "email-booking-confirmed-body",
        "email-booking-cancelled-by-clinic-subject",
        "email-booking-cancelled-by-clinic-body",
        "email-booking-rescheduled-subject",
        "email-booking-rescheduled-body",
        "email-inquiry-answered-subject",
        "email-inquiry-answered-body",
        "email-assessment-reviewed-subject",
        "email-assessment-reviewed-body",
        "email-urgency-high",
        "email-urgency-medium",
        "email-urgency-low",
        "email-staff-new-subject",
        "email-staff-new-body",
        "email-staff-kind-booking",
        "email-staff-kind-inquiry",
        "email-staff-kind-assessment",
        "email-staff-branch-any",
        "email-staff-interpreter",
        "email-staff-companions",
        "email-booking-reminder-body",
        "email-booking-reminder-own-time",
    ];

    #[test]
    fn every_language_has_every_email_text_of_its_own() {
        let catalog = load_catalog(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
        for locale in Locale::SITE {
            for key in KEYS {
                let args: Vec<(String, Arg)> = [
                    "name", "code", "date", "time", "branch", "subject", "reason", "reply", "urgency", "link", "kind",
                    "details", "language", "count", "zone", "ownTime", "until",
                ]
                .iter()
                .map(|a| (a.to_string(), Arg::Str("X".into())))
                .collect();
                let t = catalog.translate(locale, key, &args);
                assert_eq!(t.locale, Some(locale), "{} {key}", locale.tag());
                assert!(t.warnings.is_empty(), "{} {key}: {:?}", locale.tag(), t.warnings);
            }
        }
    }

    #[test]
    fn backoff_grows_and_is_capped() {
        assert_eq!(super::backoff_ms(0), 10_000);
        assert_eq!(super::backoff_ms(1), 20_000);
        assert_eq!(super::backoff_ms(40), 3_600_000);
    }

    /// A relay on this machine that accepts the sign-in and the sender, then refuses the recipient with
    /// the kind of reply real relays give: the address repeated, and a URL with a password quoted.
    async fn refusing_relay() -> u16 {
        use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move {
            let (socket, _) = listener.accept().await.unwrap();
            let (read, mut write) = socket.into_split();
            let mut lines = BufReader::new(read).lines();
            write.write_all(b"220 relay.example ESMTP\r\n").await.unwrap();
            while let Ok(Some(line)) = lines.next_line().await {
                let upper = line.to_ascii_uppercase();
                let reply: &[u8] = if upper.starts_with("EHLO") {
                    b"250-relay.example\r\n250 AUTH PLAIN LOGIN\r\n"
                } else if upper.starts_with("AUTH") {
                    b"235 2.7.0 Authentication successful\r\n"
                } else if upper.starts_with("MAIL") {
                    b"250 2.1.0 Ok\r\n"
                } else if upper.starts_with("RCPT") {
                    b"550-5.1.1 <chen.mei-ling@example.com.tw>: Recipient address rejected: User unknown\r\n\
                      550 5.1.1 see smtp://relay-admin:hunter2@mx.internal.example/bounces for chen.mei-ling@example.com.tw\r\n"
                } else if upper.starts_with("QUIT") {
                    let _ = write.write_all(b"221 2.0.0 Bye\r\n").await;
                    return;
                } else {
                    b"250 2.0.0 Ok\r\n"
                };
                if write.write_all(reply).await.is_err() {
                    return;
                }
            }
        });
        port
    }

    fn email_to(address: &str) -> Email {
        Email {
            to: address.into(),
            subject: "Booking".into(),
            body: "See you soon".into(),
            ics: None,
            lang: Locale::En,
        }
    }

    #[tokio::test]
    async fn a_refused_recipient_is_recorded_by_reply_code_without_the_address_or_any_password() {
        let port = refusing_relay().await;
        let mailer = Mailer::new(
            Some(&format!("smtp://clinic:s3cret-pass@127.0.0.1:{port}")),
            "Clinic <no-reply@clinic.example>",
        )
        .unwrap();
        let error =
            mailer.send(OutboxKind::BookingCreated, 1, &email_to("chen.mei-ling@example.com.tw")).await.unwrap_err();
        // This text is what `deliver_due` stores in `outbox.last_error` and logs.
        assert_eq!(error, "smtp 550 permanent");
        for secret in ["chen.mei-ling", "example.com.tw", "hunter2", "relay-admin", "s3cret-pass", "@"] {
            assert!(!error.contains(secret), "{secret:?} in {error:?}");
        }
    }

    #[tokio::test]
    async fn an_unreachable_relay_is_recorded_as_a_refused_connection() {
        let port = {
            let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
            listener.local_addr().unwrap().port()
        };
        let mailer =
            Mailer::new(Some(&format!("smtp://clinic:s3cret-pass@127.0.0.1:{port}")), "no-reply@clinic.example")
                .unwrap();
        let error = mailer.send(OutboxKind::BookingCreated, 1, &email_to("patient@example.com")).await.unwrap_err();
        assert_eq!(error, "connect refused");
    }

    #[tokio::test]
    async fn an_address_the_mailer_cannot_parse_is_not_repeated_in_the_error() {
        let mailer = Mailer::new(Some("smtp://127.0.0.1:1"), "no-reply@clinic.example").unwrap();
        let error = mailer.send(OutboxKind::BookingCreated, 1, &email_to("chen mei-ling@@example")).await.unwrap_err();
        assert_eq!(error, "recipient address invalid");
    }
}
