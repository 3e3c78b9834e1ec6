//! The chat providers' webhooks: LINE (`X-Line-Signature`, HMAC-SHA256 of the raw body with the channel
//! secret, base64) and WhatsApp (`X-Hub-Signature-256`, `sha256=` and the hex HMAC-SHA256 with the app
//! secret). The signature is checked over the exact bytes before anything is parsed; an unsigned or
//! wrongly signed call is 401, a malformed one 400, and neither changes anything. Each event is handled
//! once (`webhook_events`): a redelivered event is skipped, and a call whose every event was handled
//! before is a replay (409). Bodies are capped (`WEBHOOK_LIMIT`) and events per call too, so a flood
//! costs a bounded amount of memory and work per request.
//!
//! What patients do in the chat: send the link code (links LINE), press an answer (the same as the
//! reminder's link: `reminder_answer::act`), send a stop word (reminders go by e-mail again), block the
//! account (likewise). WhatsApp's receipts (sent, delivered, read, failed) are stored on the message,
//! and a failure after acceptance (no WhatsApp on that number) queues the e-mail instead.

use super::reminder_answer::{act, outcome, Shown};
use crate::http::client_addr::ClientAddr;
use crate::http::error::AppError;
use crate::messaging::calendar;
use crate::state::AppState;
use crate::storage::channels::{self, ProviderStatus};
use crate::storage::queries::{self, BookingRow};
use crate::storage::{answer_links, now_ms, outbox};
use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use clinic_core::channels::{is_stop_word, parse_link_code, ReminderChannel};
use clinic_core::code::ConfirmationCode;
use clinic_core::format::{format_date, format_time};
use clinic_core::i18n::Arg;
use clinic_core::lang::{localized_path, Locale};
use hmac::{Hmac, Mac};
use serde_json::Value;
use sha2::Sha256;
use std::collections::HashMap;

/// Largest webhook body: LINE batches events and WhatsApp sends one change per call; both stay far
/// below this.
pub const WEBHOOK_LIMIT: usize = 256 * 1024;
/// Most events handled from one call (more are refused as malformed).
const MAX_EVENTS: usize = 100;

fn hmac_of(secret: &str, body: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes())
        .unwrap_or_else(|_| unreachable!("HMAC accepts any key length"));
    mac.update(body);
    mac
}

/// Whether `header` is LINE's signature of `body` (compared in constant time by the hmac crate).
pub fn line_signed(secret: &str, body: &[u8], header: Option<&str>) -> bool {
    let Some(sig) = header.and_then(|h| STANDARD.decode(h.trim()).ok()) else { return false };
    hmac_of(secret, body).verify_slice(&sig).is_ok()
}

/// Whether `header` (`sha256=<hex>`) is Meta's signature of `body`.
pub fn whatsapp_signed(secret: &str, body: &[u8], header: Option<&str>) -> bool {
    let Some(sig) = header.and_then(|h| h.trim().strip_prefix("sha256=")).and_then(|h| hex::decode(h).ok()) else {
        return false;
    };
    hmac_of(secret, body).verify_slice(&sig).is_ok()
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers.get(name).and_then(|v| v.to_str().ok())
}

fn parse(body: &[u8]) -> Result<Value, AppError> {
    serde_json::from_slice(body).map_err(|_| AppError::Malformed("not a JSON webhook body".into()))
}

/// Records `ids` as handled; the ones seen for the first time, in order.
async fn first_seen(app: &AppState, provider: &'static str, ids: Vec<String>) -> Result<Vec<String>, AppError> {
    let fresh = app
        .writer
        .transact(move |conn| {
            Box::pin(async move {
                let mut fresh = Vec::new();
                for id in ids {
                    if channels::first_time(conn, provider, &id, now_ms()).await? {
                        fresh.push(id);
                    }
                }
                Ok(fresh)
            })
        })
        .await?;
    Ok(fresh)
}

/// A text of the server's catalogue in `lang`.
fn text(app: &AppState, lang: Locale, key: &str, args: &[(String, Arg)]) -> String {
    calendar::text(&app.catalog, lang, key, args)
}

fn lang_of(row: Option<&BookingRow>) -> Locale {
    row.and_then(|r| Locale::from_exact_tag(&r.lang)).unwrap_or(Locale::DEFAULT)
}

/// Says something to the patient on `channel`, without holding up the webhook's answer (a provider
/// that is slow or down must not make the webhook time out and be redelivered).
fn say(app: &AppState, channel: ReminderChannel, to: String, reply_token: Option<String>, message: String) {
    let chat = app.chat.clone();
    tokio::spawn(async move {
        if let Some(provider) = chat.get(channel) {
            if let Err(e) = provider.tell(&to, reply_token.as_deref(), &message).await {
                tracing::warn!(channel = channel.as_str(), error = ?e, "could not answer the patient in the chat");
            }
        }
    });
}

/// Tells a newly linked LINE account which visit its reminders are for.
pub async fn tell_linked(app: &AppState, code: &str, user_id: &str, reply_token: Option<String>) {
    let Some(code) = ConfirmationCode::parse(code) else { return };
    let Ok(Some(row)) = queries::find_booking(&app.db.pool, &code).await else { return };
    let message = linked_text(app, &row);
    say(app, ReminderChannel::Line, user_id.to_string(), reply_token, message);
}

fn linked_text(app: &AppState, row: &BookingRow) -> String {
    let lang = lang_of(Some(row));
    let date = clinic_core::date::Date::parse(&row.preferred_date).map(|d| format_date(lang, d));
    let time = clinic_core::date::TimeOfDay::parse(&row.preferred_time).map(|t| format_time(lang, t));
    let args: Vec<(String, Arg)> = vec![
        ("code".into(), Arg::Str(row.code.display())),
        ("date".into(), Arg::Str(date.unwrap_or_else(|| row.preferred_date.clone()))),
        ("time".into(), Arg::Str(time.unwrap_or_else(|| row.preferred_time.clone()))),
    ];
    text(app, lang, "chat-linked", &args)
}

/// What an answer did, in words for the chat (and, for "Change the time", the way to the status page).
async fn answer(
    app: &AppState,
    channel: ReminderChannel,
    from: &str,
    token: &str,
    ip: String,
) -> Result<String, AppError> {
    // The token is the capability, as in the e-mail; it must also be for a booking this chat account
    // is linked to, so an answer can never reach another patient's booking.
    let linked_code = answer_links::check(&app.signing_key, token, now_ms()).ok().map(|l| l.code);
    let allowed = match &linked_code {
        Some(code) => {
            let mut conn = app.db.pool.acquire().await?;
            channels::codes_at(&mut conn, channel, from).await?.contains(code)
        }
        None => true, // expired or forged: act() says so
    };
    // Another account's tap reads as a link that is not valid: it says nothing of the booking.
    let shown = if allowed { act(app, token, ip).await? } else { Shown::Unknown };
    let (row, key) = outcome(&shown);
    let lang = lang_of(row);
    let mut said = text(app, lang, key, &[]);
    if key == "answer-page-change-ask" {
        if let Some(row) = row {
            let link =
                format!("{}{}?code={}", app.public_base, localized_path(lang, "/booking-status"), row.code.canonical());
            said = format!("{said}\n{link}");
        }
    }
    Ok(said)
}

/// LINE's webhook.
#[utoipa::path(post, path = "/api/webhooks/line", tag = "webhooks", operation_id = "lineWebhook",
    request_body(content_type = "application/json", description = "LINE's webhook body, signed with X-Line-Signature", content = String),
    responses((status = 200, description = "handled"), (status = 400, description = "malformed"),
        (status = 401, description = "unsigned or wrongly signed"), (status = 404, description = "LINE is not configured"),
        (status = 409, description = "every event was handled before (a replay)"), (status = 413, description = "too large")))]
#[tracing::instrument(skip_all)]
pub async fn line(
    State(app): State<AppState>,
    ClientAddr(client): ClientAddr,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let Some(settings) = app.config.chat.line.clone() else { return Err(AppError::NotFound) };
    if !line_signed(&settings.channel_secret, &body, header(&headers, "x-line-signature")) {
        return Err(AppError::Unauthorized);
    }
    let call = parse(&body)?;
    let events = call["events"].as_array().ok_or_else(|| AppError::Malformed("no events".into()))?;
    if events.len() > MAX_EVENTS {
        return Err(AppError::Malformed("too many events".into()));
    }
    // LINE's console sends a call with no events to check the URL.
    if events.is_empty() {
        return Ok(StatusCode::OK.into_response());
    }
    let mut by_id: HashMap<String, &Value> = HashMap::new();
    let mut ids = Vec::new();
    for event in events {
        let id = event["webhookEventId"].as_str().filter(|s| !s.is_empty() && s.len() <= 64);
        let id = id.ok_or_else(|| AppError::Malformed("an event without its id".into()))?.to_string();
        by_id.insert(id.clone(), event);
        ids.push(id);
    }
    let fresh = first_seen(&app, "line", ids).await?;
    if fresh.is_empty() {
        return Err(AppError::Replayed);
    }
    for id in fresh {
        if let Some(event) = by_id.get(&id) {
            line_event(&app, event, client.to_string()).await?;
        }
    }
    Ok(StatusCode::OK.into_response())
}

async fn line_event(app: &AppState, event: &Value, ip: String) -> Result<(), AppError> {
    let Some(user) = event["source"]["userId"].as_str().filter(|u| u.len() <= 64).map(str::to_string) else {
        return Ok(()); // a group or room: not a patient's own chat
    };
    let reply = event["replyToken"].as_str().map(str::to_string);
    match event["type"].as_str().unwrap_or("") {
        "unfollow" => {
            stop(app, ReminderChannel::Line, &user, "unfollow").await?;
        }
        "follow" => {
            let lang = latest_lang(app, ReminderChannel::Line, &user).await?;
            say(app, ReminderChannel::Line, user, reply, text(app, lang, "chat-welcome", &[]));
        }
        "postback" => {
            let data = event["postback"]["data"].as_str().unwrap_or("");
            let said = answer(app, ReminderChannel::Line, &user, data, ip).await?;
            say(app, ReminderChannel::Line, user, reply, said);
        }
        "message" if event["message"]["type"] == "text" => {
            let typed = event["message"]["text"].as_str().unwrap_or("");
            chat_text(app, ReminderChannel::Line, user, reply, typed).await?;
        }
        _ => {}
    }
    Ok(())
}

/// A text the patient typed: a stop word, LINE's link code, or anything else (the help text).
async fn chat_text(
    app: &AppState,
    channel: ReminderChannel,
    from: String,
    reply: Option<String>,
    typed: &str,
) -> Result<(), AppError> {
    if is_stop_word(typed) {
        let lang = latest_lang(app, channel, &from).await?;
        stop(app, channel, &from, "chat").await?;
        say(app, channel, from, reply, text(app, lang, "chat-stopped", &[]));
        return Ok(());
    }
    if channel == ReminderChannel::Line {
        if let Some(link_code) = parse_link_code(typed) {
            let user = from.clone();
            let linked = app
                .writer
                .transact(move |conn| {
                    Box::pin(async move { Ok(channels::link_line_by_code(conn, &link_code, &user, now_ms()).await?) })
                })
                .await?;
            match linked {
                Some(code) => tell_linked(app, &code, &from, reply).await,
                None => say(app, channel, from, reply, text(app, Locale::DEFAULT, "chat-link-unknown", &[])),
            }
            return Ok(());
        }
    }
    let lang = latest_lang(app, channel, &from).await?;
    say(app, channel, from, reply, text(app, lang, "chat-help", &[]));
    Ok(())
}

async fn stop(app: &AppState, channel: ReminderChannel, address: &str, by: &'static str) -> Result<(), AppError> {
    let address = address.to_string();
    let stopped = app
        .writer
        .transact(move |conn| {
            Box::pin(async move { Ok(channels::stop_address(conn, channel, &address, by, now_ms()).await?) })
        })
        .await?;
    tracing::info!(channel = channel.as_str(), bookings = stopped.len(), by, "reminders on a chat channel ended");
    Ok(())
}

/// The language of the latest booking linked to this chat account (the site's default when none).
async fn latest_lang(app: &AppState, channel: ReminderChannel, address: &str) -> Result<Locale, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    let codes = channels::codes_at(&mut conn, channel, address).await?;
    drop(conn);
    let Some(code) = codes.last().and_then(|c| ConfirmationCode::parse(c)) else { return Ok(Locale::DEFAULT) };
    Ok(lang_of(queries::find_booking(&app.db.pool, &code).await?.as_ref()))
}

/// Meta's subscription handshake: `hub.challenge` echoed when `hub.verify_token` is the configured one.
#[derive(Debug, Default, serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct Handshake {
    #[serde(rename = "hub.mode")]
    #[param(rename = "hub.mode")]
    pub mode: String,
    #[serde(rename = "hub.verify_token")]
    #[param(rename = "hub.verify_token")]
    pub verify_token: String,
    #[serde(rename = "hub.challenge")]
    #[param(rename = "hub.challenge")]
    pub challenge: String,
}

/// WhatsApp's subscription handshake.
#[utoipa::path(get, path = "/api/webhooks/whatsapp", tag = "webhooks", operation_id = "whatsappWebhookHandshake",
    params(Handshake),
    responses((status = 200, description = "the challenge, echoed", content_type = "text/plain", body = String),
        (status = 403, description = "wrong verify token"), (status = 404, description = "WhatsApp is not configured")))]
pub async fn whatsapp_handshake(State(app): State<AppState>, Query(q): Query<Handshake>) -> Result<Response, AppError> {
    let Some(settings) = app.config.chat.whatsapp.as_ref() else { return Err(AppError::NotFound) };
    let expected = settings.verify_token.as_deref().ok_or(AppError::Forbidden)?;
    let same = expected.len() == q.verify_token.len()
        && expected.bytes().zip(q.verify_token.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0;
    if q.mode != "subscribe" || !same || q.challenge.len() > 128 {
        return Err(AppError::Forbidden);
    }
    Ok((StatusCode::OK, q.challenge).into_response())
}

/// WhatsApp's webhook.
#[utoipa::path(post, path = "/api/webhooks/whatsapp", tag = "webhooks", operation_id = "whatsappWebhook",
    request_body(content_type = "application/json", description = "Meta's webhook body, signed with X-Hub-Signature-256", content = String),
    responses((status = 200, description = "handled"), (status = 400, description = "malformed"),
        (status = 401, description = "unsigned or wrongly signed"), (status = 404, description = "WhatsApp is not configured"),
        (status = 409, description = "every event was handled before (a replay)"), (status = 413, description = "too large")))]
#[tracing::instrument(skip_all)]
pub async fn whatsapp(
    State(app): State<AppState>,
    ClientAddr(client): ClientAddr,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let Some(settings) = app.config.chat.whatsapp.clone() else { return Err(AppError::NotFound) };
    if !whatsapp_signed(&settings.app_secret, &body, header(&headers, "x-hub-signature-256")) {
        return Err(AppError::Unauthorized);
    }
    let call = parse(&body)?;
    if call["object"] != "whatsapp_business_account" {
        return Err(AppError::Malformed("not a WhatsApp Business Account call".into()));
    }
    // Every message and status of the call, each with its own id (a status's id is its message's, so
    // the status is part of it).
    let mut items: Vec<(String, &Value)> = Vec::new();
    for entry in call["entry"].as_array().into_iter().flatten() {
        for change in entry["changes"].as_array().into_iter().flatten() {
            let value = &change["value"];
            for m in value["messages"].as_array().into_iter().flatten() {
                items.push((format!("m:{}", m["id"].as_str().unwrap_or("")), m));
            }
            for s in value["statuses"].as_array().into_iter().flatten() {
                items.push((format!("s:{}:{}", s["id"].as_str().unwrap_or(""), s["status"].as_str().unwrap_or("")), s));
            }
        }
    }
    if items.len() > MAX_EVENTS || items.iter().any(|(id, _)| id.len() > 200 || id.ends_with(':')) {
        return Err(AppError::Malformed("events without ids, or too many".into()));
    }
    if items.is_empty() {
        return Ok(StatusCode::OK.into_response());
    }
    let by_id: HashMap<String, &Value> = items.iter().map(|(id, v)| (id.clone(), *v)).collect();
    let fresh = first_seen(&app, "whatsapp", items.iter().map(|(id, _)| id.clone()).collect()).await?;
    if fresh.is_empty() {
        return Err(AppError::Replayed);
    }
    for id in fresh {
        let Some(item) = by_id.get(&id) else { continue };
        if id.starts_with("m:") {
            whatsapp_message(&app, item, client.to_string()).await?;
        } else {
            whatsapp_status(&app, item).await?;
        }
    }
    Ok(StatusCode::OK.into_response())
}

async fn whatsapp_message(app: &AppState, message: &Value, ip: String) -> Result<(), AppError> {
    let Some(from) = message["from"].as_str().filter(|f| f.len() <= 20 && f.bytes().all(|b| b.is_ascii_digit())) else {
        return Ok(());
    };
    let from = from.to_string();
    // A template's quick-reply button, or an interactive message's reply button.
    let payload =
        message["button"]["payload"].as_str().or_else(|| message["interactive"]["button_reply"]["id"].as_str());
    if let Some(token) = payload {
        let said = answer(app, ReminderChannel::Whatsapp, &from, token, ip).await?;
        say(app, ReminderChannel::Whatsapp, from, None, said);
        return Ok(());
    }
    if message["type"] == "text" {
        let typed = message["text"]["body"].as_str().unwrap_or("");
        chat_text(app, ReminderChannel::Whatsapp, from, None, typed).await?;
    }
    Ok(())
}

async fn whatsapp_status(app: &AppState, status: &Value) -> Result<(), AppError> {
    let Some(id) = status["id"].as_str().map(str::to_string) else { return Ok(()) };
    let at = status["timestamp"].as_str().and_then(|t| t.parse::<i64>().ok()).map(|s| s * 1000).unwrap_or_else(now_ms);
    let provider_status = match status["status"].as_str().unwrap_or("") {
        "sent" => ProviderStatus::Sent,
        "delivered" => ProviderStatus::Delivered,
        "read" => ProviderStatus::Read,
        "failed" => {
            ProviderStatus::Failed(crate::messaging::whatsapp::failure_reason(status["errors"][0]["code"].as_i64()))
        }
        _ => return Ok(()),
    };
    app.writer
        .transact(move |conn| {
            Box::pin(async move {
                let found = channels::record_status(conn, &id, &provider_status, at).await?;
                if let (Some((outbox_id, _)), ProviderStatus::Failed(reason)) = (found, &provider_status) {
                    // Accepted, then found undeliverable: the e-mail goes instead.
                    outbox::enqueue_by_email(conn, outbox_id, reason, now_ms()).await?;
                }
                Ok(())
            })
        })
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_checked_over_the_exact_bytes() {
        let body = br#"{"events":[]}"#;
        let line_sig = STANDARD.encode(hmac_of("s", body).finalize().into_bytes());
        assert!(line_signed("s", body, Some(&line_sig)));
        assert!(!line_signed("s", br#"{"events": []}"#, Some(&line_sig)));
        assert!(!line_signed("other", body, Some(&line_sig)));
        assert!(!line_signed("s", body, None));
        let meta_sig = format!("sha256={}", hex::encode(hmac_of("a", body).finalize().into_bytes()));
        assert!(whatsapp_signed("a", body, Some(&meta_sig)));
        assert!(!whatsapp_signed("a", body, Some(meta_sig.trim_start_matches("sha256="))));
        assert!(!whatsapp_signed("b", body, Some(&meta_sig)));
    }
}
