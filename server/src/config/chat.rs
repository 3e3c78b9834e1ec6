//! The chat channels' settings (LINE and WhatsApp, "Fewer empty chairs"): each is offered to patients
//! only when all of its credentials are set, and each API's address defaults to the real service (a
//! test points it at a local server that speaks the same API). `Debug` never prints a secret.

use super::ConfigError;

/// LINE: the Messaging API channel (push, reply, webhooks) and, optionally, LINE Login (linking a
/// patient's LINE account in one tap instead of by sending a code).
#[derive(Clone)]
pub struct LineSettings {
    /// `LINE_CHANNEL_ACCESS_TOKEN`.
    pub access_token: String,
    /// `LINE_CHANNEL_SECRET`: webhooks' `X-Line-Signature` key.
    pub channel_secret: String,
    /// `LINE_LOGIN_CHANNEL_ID` and `LINE_LOGIN_CHANNEL_SECRET`; without them patients link by code.
    pub login: Option<LineLogin>,
    /// `LINE_API_BASE` (default `https://api.line.me`): the Messaging API and LINE Login's token and
    /// verify endpoints.
    pub api_base: String,
    /// `LINE_ACCESS_BASE` (default `https://access.line.me`): LINE Login's authorization page.
    pub access_base: String,
    /// `LINE_BOT_BASIC_ID` (e.g. `@123abcde`): the official account's id, for the add-friend link and
    /// its QR code; without it the page shows only the code to send.
    pub bot_basic_id: Option<String>,
}

/// LINE Login's channel.
#[derive(Clone)]
pub struct LineLogin {
    pub channel_id: String,
    pub channel_secret: String,
}

/// WhatsApp Cloud API.
#[derive(Clone)]
pub struct WhatsappSettings {
    /// `WHATSAPP_TOKEN`: the system user's access token.
    pub token: String,
    /// `WHATSAPP_PHONE_NUMBER_ID`: the business number messages are sent from.
    pub phone_number_id: String,
    /// `WHATSAPP_APP_SECRET`: webhooks' `X-Hub-Signature-256` key.
    pub app_secret: String,
    /// `WHATSAPP_VERIFY_TOKEN`: what Meta's subscription handshake must present (none: refused).
    pub verify_token: Option<String>,
    /// `WHATSAPP_API_BASE` (default `https://graph.facebook.com/v21.0`).
    pub api_base: String,
    /// `WHATSAPP_REMINDER_TEMPLATE` (default `visit_reminder`): the approved utility template, in the
    /// seven languages, with four body parameters (date, time, branch, code) and three quick-reply
    /// buttons (I will come, Change the time, Cancel).
    pub reminder_template: String,
    /// `WHATSAPP_QUESTIONS_TEMPLATE` (default `visit_questions`): the utility template of the health
    /// questions' nudge, with one body parameter (the code) and a URL button
    /// `https://<site>/forms/{{1}}`.
    pub questions_template: String,
    /// `WHATSAPP_AFTERCARE_TEMPLATE` (default `aftercare_checkin`): the utility template of the
    /// aftercare messages, with one body parameter (the code) and a URL button like the above.
    pub aftercare_template: String,
}

/// Both chat channels; `None` where its credentials are not all set.
#[derive(Clone, Default)]
pub struct ChatSettings {
    pub line: Option<LineSettings>,
    pub whatsapp: Option<WhatsappSettings>,
}

impl ChatSettings {
    /// Reads the channels' variables: a channel with some but not all of its credentials is a mistake
    /// worth refusing to start over, not a channel silently left off.
    pub fn from_lookup(get: &impl Fn(&str) -> Option<String>) -> Result<ChatSettings, ConfigError> {
        let all_or_none = |names: &[&'static str]| -> Result<Option<Vec<String>>, ConfigError> {
            let values: Vec<Option<String>> = names.iter().map(|n| get(n).map(|v| v.trim().to_string())).collect();
            match values.iter().filter(|v| v.is_some()).count() {
                0 => Ok(None),
                n if n == names.len() => Ok(Some(values.into_iter().flatten().collect())),
                _ => {
                    let missing = names.iter().zip(&values).find(|(_, v)| v.is_none()).map(|(n, _)| *n);
                    Err(ConfigError {
                        name: missing.unwrap_or(names[0]),
                        problem: format!("is needed with {}", names.join(", ")),
                    })
                }
            }
        };
        let base = |name: &'static str, default: &str| -> Result<String, ConfigError> {
            let value = get(name).unwrap_or_else(|| default.to_string());
            let url =
                url::Url::parse(value.trim()).map_err(|e| ConfigError { name, problem: format!("not a URL: {e}") })?;
            if !matches!(url.scheme(), "https" | "http") {
                return Err(ConfigError { name, problem: "must be an http(s) URL".into() });
            }
            Ok(value.trim().trim_end_matches('/').to_string())
        };
        let line = match all_or_none(&["LINE_CHANNEL_ACCESS_TOKEN", "LINE_CHANNEL_SECRET"])? {
            None => None,
            Some(v) => Some(LineSettings {
                access_token: v[0].clone(),
                channel_secret: v[1].clone(),
                login: all_or_none(&["LINE_LOGIN_CHANNEL_ID", "LINE_LOGIN_CHANNEL_SECRET"])?
                    .map(|l| LineLogin { channel_id: l[0].clone(), channel_secret: l[1].clone() }),
                api_base: base("LINE_API_BASE", "https://api.line.me")?,
                access_base: base("LINE_ACCESS_BASE", "https://access.line.me")?,
                bot_basic_id: get("LINE_BOT_BASIC_ID").map(|v| v.trim().to_string()),
            }),
        };
        let whatsapp = match all_or_none(&["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET"])? {
            None => None,
            Some(v) => Some(WhatsappSettings {
                token: v[0].clone(),
                phone_number_id: v[1].clone(),
                app_secret: v[2].clone(),
                verify_token: get("WHATSAPP_VERIFY_TOKEN"),
                api_base: base("WHATSAPP_API_BASE", "https://graph.facebook.com/v21.0")?,
                reminder_template: get("WHATSAPP_REMINDER_TEMPLATE").unwrap_or_else(|| "visit_reminder".into()),
                questions_template: get("WHATSAPP_QUESTIONS_TEMPLATE").unwrap_or_else(|| "visit_questions".into()),
                aftercare_template: get("WHATSAPP_AFTERCARE_TEMPLATE").unwrap_or_else(|| "aftercare_checkin".into()),
            }),
        };
        Ok(ChatSettings { line, whatsapp })
    }
}

impl std::fmt::Debug for ChatSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ChatSettings")
            .field("line", &self.line.as_ref().map(|l| (&l.api_base, l.login.as_ref().map(|l| &l.channel_id))))
            .field("whatsapp", &self.whatsapp.as_ref().map(|w| (&w.api_base, &w.phone_number_id)))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(vars: &[(&str, &str)]) -> Result<ChatSettings, ConfigError> {
        let vars: Vec<(String, String)> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        ChatSettings::from_lookup(&|k: &str| vars.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone()))
    }

    #[test]
    fn a_channel_without_credentials_is_not_offered_and_real_services_are_the_default() {
        let none = settings(&[]).unwrap();
        assert!(none.line.is_none() && none.whatsapp.is_none());
        let line = settings(&[("LINE_CHANNEL_ACCESS_TOKEN", "t"), ("LINE_CHANNEL_SECRET", "s")]).unwrap();
        let line = line.line.unwrap();
        assert_eq!(
            (line.api_base.as_str(), line.access_base.as_str()),
            ("https://api.line.me", "https://access.line.me")
        );
        assert!(line.login.is_none());
    }

    #[test]
    fn half_a_channel_refuses_to_start_and_names_what_is_missing() {
        let err = settings(&[("WHATSAPP_TOKEN", "t"), ("WHATSAPP_APP_SECRET", "s")]).unwrap_err();
        assert!(err.to_string().starts_with("WHATSAPP_PHONE_NUMBER_ID"), "{err}");
    }

    #[test]
    fn secrets_stay_out_of_debug() {
        let s = settings(&[
            ("LINE_CHANNEL_ACCESS_TOKEN", "line-token-secret"),
            ("LINE_CHANNEL_SECRET", "line-channel-secret"),
            ("WHATSAPP_TOKEN", "wa-token-secret"),
            ("WHATSAPP_PHONE_NUMBER_ID", "1090"),
            ("WHATSAPP_APP_SECRET", "wa-app-secret"),
        ])
        .unwrap();
        let shown = format!("{s:?}");
        for secret in ["line-token-secret", "line-channel-secret", "wa-token-secret", "wa-app-secret"] {
            assert!(!shown.contains(secret), "{shown}");
        }
    }
}
