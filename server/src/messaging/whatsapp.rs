//! WhatsApp, through the Cloud API: a reminder is the approved utility template (its body takes the
//! date, time, branch and code; its three quick-reply buttons carry the signed answers as payloads),
//! in the booking's language. Templates are what a business may send outside the 24-hour window after
//! the patient's last message; a free text (`tell`) answers a button the patient just pressed.
//! Delivery and read receipts, and failures found after acceptance (no WhatsApp on that number), come
//! back through the webhook (`routes::webhooks`).

use crate::config::chat::WhatsappSettings;
use crate::messaging::chat::{self, ChatChannel, ChatError, ChatMessage};
use clinic_core::channels::ReminderChannel;
use clinic_core::lang::Locale;
use futures::future::BoxFuture;
use serde_json::{json, Value};

/// The WhatsApp channel.
pub struct Whatsapp {
    settings: WhatsappSettings,
    http: reqwest::Client,
}

/// The template language code WhatsApp knows each site language by.
pub fn template_language(lang: Locale) -> &'static str {
    match lang.tag() {
        "zh-TW" => "zh_TW",
        "ja" => "ja",
        "ko" => "ko",
        "es" => "es",
        "ar" => "ar",
        "hi" => "hi",
        _ => "en",
    }
}

impl Whatsapp {
    pub fn new(settings: WhatsappSettings) -> Whatsapp {
        Whatsapp { settings, http: chat::http_client() }
    }

    async fn post(&self, body: &Value) -> Result<Option<String>, ChatError> {
        let url = format!("{}/{}/messages", self.settings.api_base, self.settings.phone_number_id);
        let res = self
            .http
            .post(url)
            .bearer_auth(&self.settings.token)
            .json(body)
            .send()
            .await
            .map_err(|e| chat::transport("whatsapp", &e))?;
        let status = res.status();
        let retry_after =
            res.headers().get(reqwest::header::RETRY_AFTER).and_then(|v| v.to_str().ok()).map(str::to_string);
        let answer: Value = res.json().await.unwrap_or(Value::Null);
        if status.is_success() {
            return Ok(answer["messages"][0]["id"].as_str().map(str::to_string));
        }
        Err(refusal(status, retry_after.as_deref(), answer["error"]["code"].as_i64()))
    }
}

/// The request that sends `message` as the reminder template.
fn template_body(template: &str, message: &ChatMessage) -> Value {
    let parameters: Vec<Value> = message.params.iter().map(|p| json!({ "type": "text", "text": p })).collect();
    let mut components = vec![json!({ "type": "body", "parameters": parameters })];
    for (i, button) in message.buttons.iter().enumerate().take(3) {
        components.push(json!({ "type": "button", "sub_type": "quick_reply", "index": i.to_string(),
                                "parameters": [{ "type": "payload", "payload": button.data }] }));
    }
    // A reminder's approved template has its three quick replies and no URL button: a page's link
    // goes only with a template of its own (one without answer buttons).
    if let Some(link) = message.link.as_ref().filter(|_| message.buttons.is_empty()) {
        components.push(json!({ "type": "button", "sub_type": "url", "index": "0",
                                "parameters": [{ "type": "text", "text": link.path }] }));
    }
    json!({
        "messaging_product": "whatsapp",
        "recipient_type": "individual",
        "to": message.to,
        "type": "template",
        "template": { "name": template, "language": { "code": template_language(message.lang) }, "components": components }
    })
}

/// Meta's error codes, by what they mean for the reminder: rate limits are retried, a number without
/// WhatsApp or a refused template sends the e-mail instead.
fn refusal(status: reqwest::StatusCode, retry_after: Option<&str>, code: Option<i64>) -> ChatError {
    match code {
        // Throttling: the app's, the account's, the pair's, spam limits.
        Some(4 | 80007 | 130429 | 131048 | 131056) => ChatError::Retry {
            reason: format!("whatsapp rate limit {}", code.unwrap_or_default()),
            after_ms: retry_after
                .and_then(|s| s.trim().parse::<i64>().ok())
                .map(|s| s.clamp(1, 3600) * 1000)
                .or(Some(60_000)),
        },
        Some(131026) => ChatError::Permanent("undeliverable".into()),
        Some(132000 | 132001 | 132005 | 132007 | 132012 | 132015 | 132016) => {
            ChatError::Permanent("template refused".into())
        }
        Some(190) => ChatError::Permanent("whatsapp refused the token".into()),
        Some(n) => chat::by_status("whatsapp", status, retry_after, &format!("whatsapp error {n}")),
        None => chat::by_status("whatsapp", status, retry_after, &format!("whatsapp {}", status.as_u16())),
    }
}

/// What a failed-status webhook's error code means, as stored (`storage::channels::ProviderStatus`).
pub fn failure_reason(code: Option<i64>) -> String {
    match code {
        Some(131026) => "undeliverable".into(),
        Some(131047) => "outside the reply window".into(),
        Some(131049 | 131050) => "not delivered (patient's choice)".into(),
        Some(n) => format!("whatsapp error {n}"),
        None => "whatsapp failed".into(),
    }
}

impl ChatChannel for Whatsapp {
    fn channel(&self) -> ReminderChannel {
        ReminderChannel::Whatsapp
    }

    fn send<'a>(&'a self, message: &'a ChatMessage) -> BoxFuture<'a, Result<Option<String>, ChatError>> {
        // A message that opens a page names its own template; a reminder is the reminder template.
        let template = match &message.link {
            Some(link) if message.buttons.is_empty() => link.template.as_str(),
            _ => self.settings.reminder_template.as_str(),
        };
        Box::pin(async move { self.post(&template_body(template, message)).await })
    }

    fn tell<'a>(
        &'a self,
        to: &'a str,
        _reply_token: Option<&'a str>,
        text: &'a str,
    ) -> BoxFuture<'a, Result<(), ChatError>> {
        Box::pin(async move {
            let body = json!({ "messaging_product": "whatsapp", "recipient_type": "individual", "to": to,
                               "type": "text", "text": { "preview_url": false, "body": text.chars().take(4096).collect::<String>() } });
            self.post(&body).await.map(|_| ())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messaging::chat::Button;

    #[test]
    fn the_reminder_template_carries_four_parameters_and_three_payloads_in_the_patients_language() {
        let message = ChatMessage {
            to: "886912345678".into(),
            lang: Locale::from_exact_tag("zh-TW").unwrap(),
            text: String::new(),
            params: vec!["d".into(), "t".into(), "b".into(), "c".into()],
            question: String::new(),
            buttons: (0..3).map(|i| Button { label: format!("l{i}"), data: format!("p{i}") }).collect(),
            link: None,
            retry_key: String::new(),
        };
        let body = template_body("visit_reminder", &message);
        assert_eq!(body["template"]["language"]["code"], "zh_TW");
        assert_eq!(body["template"]["components"][0]["parameters"].as_array().unwrap().len(), 4);
        assert_eq!(body["template"]["components"][3]["index"], "2");
        assert_eq!(body["template"]["components"][3]["parameters"][0]["payload"], "p2");
    }

    #[test]
    fn throttling_is_retried_and_a_number_without_whatsapp_falls_back() {
        assert!(matches!(refusal(reqwest::StatusCode::BAD_REQUEST, None, Some(130429)), ChatError::Retry { .. }));
        assert_eq!(
            refusal(reqwest::StatusCode::BAD_REQUEST, None, Some(131026)),
            ChatError::Permanent("undeliverable".into())
        );
        assert!(matches!(refusal(reqwest::StatusCode::SERVICE_UNAVAILABLE, None, None), ChatError::Retry { .. }));
    }
}
