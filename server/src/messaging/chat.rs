//! Messages on a chat channel (LINE, WhatsApp): what a reminder says there, with its three one-tap
//! answers as buttons, and the trait each provider implements. Unlike an e-mail, a chat message
//! carries buttons, gets an id from its provider (status webhooks name it), and fails in two ways the
//! delivery pass treats differently: for now (try again later) or for good (send the e-mail instead).

use clinic_core::channels::ReminderChannel;
use clinic_core::lang::Locale;
use futures::future::BoxFuture;

/// A button under a message: its label and what comes back when it is pressed (a postback's data,
/// a quick reply's payload): the signed answer token of `storage::answer_links`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub data: String,
}

/// A button that opens a page (the health questions, the aftercare page) instead of answering in
/// the chat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatLink {
    pub label: String,
    /// The page's whole address (LINE's URI action).
    pub url: String,
    /// Its path and query under `/forms/` (WhatsApp's URL button takes it as the parameter of the
    /// template's `https://…/forms/{{1}}`).
    pub path: String,
    /// The approved WhatsApp template that carries it.
    pub template: String,
}

/// A rendered chat message.
#[derive(Debug, Clone)]
pub struct ChatMessage {
    /// The LINE user id or the WhatsApp number (E.164 digits).
    pub to: String,
    pub lang: Locale,
    /// The whole text (LINE's text message; WhatsApp's template fills its own from `params`).
    pub text: String,
    /// The template's body parameters, in order: date, time, branch, code (WhatsApp).
    pub params: Vec<String>,
    /// The short question above the buttons (LINE's buttons template: at most 160 characters).
    pub question: String,
    pub buttons: Vec<Button>,
    /// Instead of answer buttons, one button that opens a page.
    pub link: Option<ChatLink>,
    /// The same message retried is delivered once (LINE's `X-Line-Retry-Key`): derived from the
    /// outbox row.
    pub retry_key: String,
}

/// Why a chat message was not sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChatError {
    /// Worth trying again (a rate limit, the provider down, a timeout), not before `after_ms` when
    /// the provider said so.
    Retry { reason: String, after_ms: Option<i64> },
    /// The channel cannot reach this patient (not a friend, blocked, no WhatsApp, template refused,
    /// credentials refused): the reminder goes by e-mail instead. The reason is a short code safe to
    /// store and show staff: never the recipient, a provider's free text or a credential.
    Permanent(String),
}

/// A chat provider.
pub trait ChatChannel: Send + Sync {
    /// Which channel this is.
    fn channel(&self) -> ReminderChannel;

    /// Sends one message; the provider's id for it.
    fn send<'a>(&'a self, message: &'a ChatMessage) -> BoxFuture<'a, Result<Option<String>, ChatError>>;

    /// Sends a short free text to `to` (an answer to something the patient just did in the chat).
    fn tell<'a>(
        &'a self,
        to: &'a str,
        reply_token: Option<&'a str>,
        text: &'a str,
    ) -> BoxFuture<'a, Result<(), ChatError>>;
}

/// A UUID (version 4 layout) made from the outbox row's id and the channel, so each retry of one row's
/// message carries the same key and another row's never does.
pub fn retry_key(channel: ReminderChannel, outbox_id: i64, salt: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(salt);
    h.update(channel.as_str().as_bytes());
    h.update(outbox_id.to_be_bytes());
    let mut b: [u8; 16] = h.finalize()[..16].try_into().unwrap_or([0; 16]);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let x = hex::encode(b);
    format!("{}-{}-{}-{}-{}", &x[0..8], &x[8..12], &x[12..16], &x[16..20], &x[20..32])
}

/// How long a provider's answer may take before the attempt counts as failed for now.
pub const HTTP_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// The HTTP client the providers share: rustls, a timeout, no redirects (an API never redirects a
/// push, and a redirect could carry the token elsewhere).
pub fn http_client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(HTTP_TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .user_agent("clinic-server")
        .build()
        .unwrap_or_else(|_| reqwest::Client::new())
}

/// What a provider's failed answer means: 429 and 5xx are worth a retry (after `Retry-After` when
/// given), other statuses are permanent with `reason`.
pub fn by_status(provider: &str, status: reqwest::StatusCode, retry_after: Option<&str>, reason: &str) -> ChatError {
    if status == reqwest::StatusCode::TOO_MANY_REQUESTS || status.is_server_error() {
        let after_ms = retry_after.and_then(|s| s.trim().parse::<i64>().ok()).map(|s| s.clamp(1, 3600) * 1000);
        return ChatError::Retry { reason: format!("{provider} {}", status.as_u16()), after_ms };
    }
    ChatError::Permanent(reason.to_string())
}

/// A transport failure (no answer) in words safe to store.
pub fn transport(provider: &str, e: &reqwest::Error) -> ChatError {
    let what = if e.is_timeout() {
        "timeout"
    } else if e.is_connect() {
        "connect refused"
    } else {
        "no answer"
    };
    ChatError::Retry { reason: format!("{provider} {what}"), after_ms: None }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_retry_key_is_a_uuid_the_same_for_one_row_and_different_for_another() {
        let a = retry_key(ReminderChannel::Line, 7, b"k");
        assert_eq!(a, retry_key(ReminderChannel::Line, 7, b"k"));
        assert_ne!(a, retry_key(ReminderChannel::Line, 8, b"k"));
        assert_eq!(a.len(), 36);
        assert_eq!(&a[14..15], "4");
    }

    #[test]
    fn rate_limits_and_outages_are_retried_and_refusals_are_not() {
        let e = by_status("line", reqwest::StatusCode::TOO_MANY_REQUESTS, Some("7"), "x");
        assert_eq!(e, ChatError::Retry { reason: "line 429".into(), after_ms: Some(7000) });
        assert!(matches!(by_status("line", reqwest::StatusCode::BAD_GATEWAY, None, "x"), ChatError::Retry { .. }));
        assert_eq!(
            by_status("line", reqwest::StatusCode::BAD_REQUEST, None, "refused"),
            ChatError::Permanent("refused".into())
        );
    }
}
