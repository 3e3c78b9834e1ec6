//! Linking a booking's reminders to the patient's LINE account through LINE Login (v2.1): the
//! authorization URL carries a `state` the server signs (the booking, the page's language, an expiry),
//! the official account is offered as a friend (`bot_prompt=aggressive`), and the callback trades the
//! code for an ID token, has LINE verify it (with the nonce derived from the state) and stores the
//! user id as the booking's LINE address. Every outcome ends on the booking's status page; nothing
//! here answers 5xx to what a browser or LINE sends.

use crate::config::chat::LineSettings;
use crate::http::extract::ApiQuery;
use crate::state::AppState;
use crate::storage::queries::BookingRow;
use crate::storage::{channels, now_ms};
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use clinic_core::lang::{localized_path, Locale};
use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;

/// What the state's signature covers besides its fields, so it is never mistaken for another token.
const CONTEXT: &[u8] = b"clinic line login state v1\n";
/// How long a LINE Login link works from when the page got it (the link code's hour: a patient may
/// read the page a while before pressing it).
const STATE_TTL_MS: i64 = 60 * 60_000;
/// The callback's path.
pub const CALLBACK_PATH: &str = "/api/channels/line/callback";

fn mac(key: &[u8], fields: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).unwrap_or_else(|_| unreachable!("HMAC accepts any key length"));
    mac.update(CONTEXT);
    mac.update(fields.as_bytes());
    mac
}

/// `CODE.LANG.EXPIRES.SIGNATURE`.
fn sign_state(key: &[u8], code: &str, lang: Locale, expires: i64) -> String {
    let fields = format!("{code}.{}.{}", lang.tag(), expires.div_euclid(1000));
    format!("{fields}.{}", URL_SAFE_NO_PAD.encode(mac(key, &fields).finalize().into_bytes()))
}

/// A state this server signed: its booking code, its language, and whether it is still in time.
#[derive(Debug, PartialEq, Eq)]
struct SignedState {
    code: String,
    lang: Locale,
    in_time: bool,
}

/// The state, if this server signed it (expired or not: an expired one still says where to go back).
fn check_state(key: &[u8], state: &str, now: i64) -> Option<SignedState> {
    let (fields, sig) = state.rsplit_once('.')?;
    mac(key, fields).verify_slice(&URL_SAFE_NO_PAD.decode(sig).ok()?).ok()?;
    let mut parts = fields.split('.');
    let (code, lang, expires) = (parts.next()?, parts.next()?, parts.next()?.parse::<i64>().ok()?);
    Some(SignedState {
        code: code.to_string(),
        lang: Locale::from_exact_tag(lang).unwrap_or(Locale::DEFAULT),
        in_time: expires * 1000 > now,
    })
}

/// The nonce LINE must put in the ID token: bound to the state, so a token minted for another
/// request does not link this booking.
fn nonce(state: &str) -> String {
    use sha2::Digest;
    URL_SAFE_NO_PAD.encode(&Sha256::digest(state.as_bytes())[..16])
}

/// Where LINE sends the patient back.
fn redirect_uri(app: &AppState) -> String {
    format!("{}{CALLBACK_PATH}", app.public_base)
}

/// LINE Login's authorization URL for `booking`, when the clinic has a LINE Login channel.
pub fn authorize_url(app: &AppState, settings: &LineSettings, booking: &BookingRow, lang: &str) -> Option<String> {
    let login = settings.login.as_ref()?;
    let key = &app.signing_key;
    let lang = Locale::from_exact_tag(lang).unwrap_or(Locale::DEFAULT);
    let state = sign_state(key, booking.code.canonical(), lang, now_ms() + STATE_TTL_MS);
    let mut url = url::Url::parse(&format!("{}/oauth2/v2.1/authorize", settings.access_base)).ok()?;
    url.query_pairs_mut()
        .append_pair("response_type", "code")
        .append_pair("client_id", &login.channel_id)
        .append_pair("redirect_uri", &redirect_uri(app))
        .append_pair("state", &state)
        .append_pair("scope", "openid profile")
        .append_pair("nonce", &nonce(&state))
        .append_pair("bot_prompt", "aggressive")
        .append_pair("ui_locales", lang.tag());
    Some(url.into())
}

/// What LINE sends back to the callback.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct LoginCallback {
    /// The authorization code.
    pub code: Option<String>,
    /// The state this server signed.
    pub state: Option<String>,
    /// Set when the patient declined (`access_denied`).
    pub error: Option<String>,
}

/// How linking ended, for the status page (`?line=`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Linked {
    Yes,
    Declined,
    Failed,
}

/// LINE Login's callback: links the booking and returns to its status page.
#[utoipa::path(get, path = "/api/channels/line/callback", tag = "bookings", operation_id = "lineLoginCallback",
    params(LoginCallback),
    responses((status = 303, description = "Back to the booking's status page, `?line=linked`, `declined` or `failed`"),
        (status = 404, description = "not a state this server signed"),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn callback(State(app): State<AppState>, ApiQuery(q): ApiQuery<LoginCallback>) -> Response {
    let key = app.signing_key.clone();
    let Some(SignedState { code, lang, in_time }) = q.state.as_deref().and_then(|s| check_state(&key, s, now_ms()))
    else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let linked = if q.error.is_some() {
        Linked::Declined
    } else if !in_time {
        // Back on the status page, which offers a fresh link.
        Linked::Failed
    } else {
        match link(&app, &code, q.code.as_deref().unwrap_or(""), q.state.as_deref().unwrap_or("")).await {
            Ok(true) => Linked::Yes,
            Ok(false) => Linked::Failed,
            Err(reason) => {
                tracing::warn!(%reason, "LINE Login did not link a booking");
                Linked::Failed
            }
        }
    };
    let outcome = match linked {
        Linked::Yes => "linked",
        Linked::Declined => "declined",
        Linked::Failed => "failed",
    };
    let location = format!("{}?code={code}&line={outcome}", localized_path(lang, "/booking-status"));
    let mut res = StatusCode::SEE_OTHER.into_response();
    if let Ok(v) = HeaderValue::from_str(&location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

/// Trades the code for LINE's verified user id and links it; `Ok(false)` when the booking is no
/// longer waiting for LINE. The error is a few words safe to log.
async fn link(app: &AppState, code: &str, auth_code: &str, state: &str) -> Result<bool, String> {
    let settings = app.config.chat.line.as_ref().ok_or("LINE is not configured")?;
    let login = settings.login.as_ref().ok_or("LINE Login is not configured")?;
    if auth_code.is_empty() || auth_code.len() > 512 {
        return Err("no authorization code".into());
    }
    let http = crate::messaging::chat::http_client();
    let token: serde_json::Value = http
        .post(format!("{}/oauth2/v2.1/token", settings.api_base))
        .form(&[
            ("grant_type", "authorization_code"),
            ("code", auth_code),
            ("redirect_uri", &redirect_uri(app)),
            ("client_id", &login.channel_id),
            ("client_secret", &login.channel_secret),
        ])
        .send()
        .await
        .map_err(|e| format!("token endpoint: {}", if e.is_timeout() { "timeout" } else { "no answer" }))?
        .error_for_status()
        .map_err(|e| format!("token endpoint refused: {}", e.status().map(|s| s.as_u16()).unwrap_or_default()))?
        .json()
        .await
        .map_err(|_| "token endpoint: not JSON")?;
    let id_token = token["id_token"].as_str().ok_or("no ID token")?;
    let claims: serde_json::Value = http
        .post(format!("{}/oauth2/v2.1/verify", settings.api_base))
        .form(&[("id_token", id_token), ("client_id", &login.channel_id), ("nonce", &nonce(state))])
        .send()
        .await
        .map_err(|_| "verify endpoint: no answer")?
        .error_for_status()
        .map_err(|e| format!("ID token refused: {}", e.status().map(|s| s.as_u16()).unwrap_or_default()))?
        .json()
        .await
        .map_err(|_| "verify endpoint: not JSON")?;
    let user_id =
        claims["sub"].as_str().filter(|s| s.len() <= 64 && s.starts_with('U')).ok_or("no user id")?.to_string();
    if claims["aud"].as_str() != Some(login.channel_id.as_str()) {
        return Err("ID token for another channel".into());
    }
    let (code_owned, user) = (code.to_string(), user_id.clone());
    let linked = app
        .writer
        .transact(move |conn| {
            Box::pin(async move { Ok(channels::link_line(conn, &code_owned, &user, now_ms()).await?) })
        })
        .await
        .map_err(|e| format!("storing the link: {e}"))?;
    if linked {
        super::webhooks::tell_linked(app, code, &user_id, None).await;
    }
    Ok(linked)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_works_once_signed_until_it_expires_and_not_altered() {
        let key = b"k".to_vec();
        let state = sign_state(&key, "K7XP3M9QT2", Locale::Ja, 10_000_000);
        let at = |in_time| Some(SignedState { code: "K7XP3M9QT2".into(), lang: Locale::Ja, in_time });
        assert_eq!(check_state(&key, &state, 0), at(true));
        assert_eq!(check_state(&key, &state, 10_000_000), at(false), "expired, still ours");
        assert_eq!(check_state(&key, &state.replace("K7XP", "K7XQ"), 0), None);
        assert_eq!(check_state(b"other", &state, 0), None);
    }
}
