//! LINE, through the Messaging API: a reminder is pushed as a text and a buttons template whose three
//! postback actions carry the signed answers; the patient's taps come back through the webhook
//! (`routes::webhooks`). LINE accepts a push to someone who blocked the account and silently drops
//! it, so the profile is asked first: 404 means not a friend (never added, or blocked), and the
//! reminder goes by e-mail instead.

use crate::config::chat::LineSettings;
use crate::messaging::chat::{self, ChatChannel, ChatError, ChatMessage};
use clinic_core::channels::ReminderChannel;
use futures::future::BoxFuture;
use serde_json::{json, Value};

/// LINE's limits on a buttons template (characters).
const BUTTONS_TEXT_MAX: usize = 160;
const LABEL_MAX: usize = 20;
const ALT_TEXT_MAX: usize = 400;
const TEXT_MAX: usize = 5000;

/// The LINE channel.
pub struct Line {
    settings: LineSettings,
    http: reqwest::Client,
}

impl Line {
    pub fn new(settings: LineSettings) -> Line {
        Line { settings, http: chat::http_client() }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.settings.api_base)
    }

    /// Whether `user_id` has the official account as a friend (and has not blocked it).
    async fn is_friend(&self, user_id: &str) -> Result<bool, ChatError> {
        let url = self.url(&format!(
            "/v2/bot/profile/{}",
            percent_encoding::utf8_percent_encode(user_id, percent_encoding::NON_ALPHANUMERIC)
        ));
        let res = self
            .http
            .get(url)
            .bearer_auth(&self.settings.access_token)
            .send()
            .await
            .map_err(|e| chat::transport("line", &e))?;
        match res.status() {
            s if s.is_success() => Ok(true),
            reqwest::StatusCode::NOT_FOUND => Ok(false),
            s => Err(refusal(s, res.headers())),
        }
    }

    async fn push(&self, message: &ChatMessage) -> Result<Option<String>, ChatError> {
        if !self.is_friend(&message.to).await? {
            return Err(ChatError::Permanent("not_a_friend".into()));
        }
        let body = json!({ "to": message.to, "messages": messages(message) });
        let res = self
            .http
            .post(self.url("/v2/bot/message/push"))
            .bearer_auth(&self.settings.access_token)
            .header("X-Line-Retry-Key", &message.retry_key)
            .json(&body)
            .send()
            .await
            .map_err(|e| chat::transport("line", &e))?;
        let status = res.status();
        // 409 to a retry key: an earlier attempt of this very message was accepted.
        if status.is_success() || status == reqwest::StatusCode::CONFLICT {
            let answer: Value = res.json().await.unwrap_or(Value::Null);
            return Ok(answer["sentMessages"][0]["id"].as_str().map(str::to_string));
        }
        Err(refusal(status, res.headers()))
    }

    async fn reply_or_push(&self, to: &str, reply_token: Option<&str>, text: &str) -> Result<(), ChatError> {
        let messages = json!([{ "type": "text", "text": clip(text, TEXT_MAX) }]);
        let (path, body) = match reply_token {
            Some(token) => ("/v2/bot/message/reply", json!({ "replyToken": token, "messages": messages })),
            None => ("/v2/bot/message/push", json!({ "to": to, "messages": messages })),
        };
        let res = self
            .http
            .post(self.url(path))
            .bearer_auth(&self.settings.access_token)
            .json(&body)
            .send()
            .await
            .map_err(|e| chat::transport("line", &e))?;
        if res.status().is_success() {
            return Ok(());
        }
        Err(refusal(res.status(), res.headers()))
    }
}

/// The reminder as LINE messages: the text, then the question with its three postback buttons.
/// A message that opens a page has a URI action: after a reminder's answers (its fourth button), or
/// alone.
fn messages(message: &ChatMessage) -> Value {
    let mut actions: Vec<Value> = message
        .buttons
        .iter()
        .take(if message.link.is_some() { 3 } else { 4 })
        .map(|b| {
            json!({ "type": "postback", "label": clip(&b.label, LABEL_MAX), "data": b.data,
                    "displayText": clip(&b.label, 300) })
        })
        .collect();
    if let Some(link) = &message.link {
        actions.push(json!({ "type": "uri", "label": clip(&link.label, LABEL_MAX), "uri": link.url }));
    }
    json!([
        { "type": "text", "text": clip(&message.text, TEXT_MAX) },
        { "type": "template", "altText": clip(&message.question, ALT_TEXT_MAX),
          "template": { "type": "buttons", "text": clip(&message.question, BUTTONS_TEXT_MAX), "actions": actions } }
    ])
}

/// At most `max` characters (LINE counts characters, not bytes).
fn clip(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

fn refusal(status: reqwest::StatusCode, headers: &reqwest::header::HeaderMap) -> ChatError {
    let retry_after = headers.get(reqwest::header::RETRY_AFTER).and_then(|v| v.to_str().ok());
    let reason = match status.as_u16() {
        400 => "line refused the message",
        401 => "line refused the token",
        403 => "line forbids this channel",
        404 => "line user unknown",
        n => return chat::by_status("line", status, retry_after, &format!("line {n}")),
    };
    chat::by_status("line", status, retry_after, reason)
}

impl ChatChannel for Line {
    fn channel(&self) -> ReminderChannel {
        ReminderChannel::Line
    }

    fn send<'a>(&'a self, message: &'a ChatMessage) -> BoxFuture<'a, Result<Option<String>, ChatError>> {
        Box::pin(self.push(message))
    }

    fn tell<'a>(
        &'a self,
        to: &'a str,
        reply_token: Option<&'a str>,
        text: &'a str,
    ) -> BoxFuture<'a, Result<(), ChatError>> {
        Box::pin(self.reply_or_push(to, reply_token, text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messaging::chat::Button;
    use clinic_core::lang::Locale;

    #[test]
    fn a_reminder_fits_lines_limits_in_every_part() {
        let message = ChatMessage {
            to: "U0".into(),
            lang: Locale::Hi,
            text: "x".repeat(6000),
            params: vec![],
            question: "q".repeat(300),
            buttons: (0..3).map(|i| Button { label: "ल".repeat(30), data: format!("d{i}") }).collect(),
            link: None,
            retry_key: "k".into(),
        };
        let m = messages(&message);
        assert_eq!(m[0]["text"].as_str().unwrap().chars().count(), TEXT_MAX);
        assert_eq!(m[1]["template"]["text"].as_str().unwrap().chars().count(), BUTTONS_TEXT_MAX);
        assert_eq!(m[1]["template"]["actions"].as_array().unwrap().len(), 3);
        assert_eq!(m[1]["template"]["actions"][0]["label"].as_str().unwrap().chars().count(), LABEL_MAX);
    }
}
