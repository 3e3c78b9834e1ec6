//! A patient's choice of reminder channel ("Remind me on LINE / WhatsApp / e-mail"), from the booking
//! success page and the status page, with the booking's code and contact as for every self-service
//! request. WhatsApp needs an explicit opt-in and a number WhatsApp can reach; LINE is linked either
//! through LINE Login (with the official account offered as a friend) or by sending the link code to
//! the official account, which the webhook matches (`routes::webhooks`). Each opt-in is stored with
//! its time and the privacy notice version.

use super::answer;
use super::bookings::lookup;
use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::{ApiPath, ApiQuery, JsonBody};
use crate::state::AppState;
use crate::storage::channels::{self, ChannelRow, ChannelState, Choice};
use crate::storage::now_ms;
use crate::storage::queries::BookingRow;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use clinic_core::channels::{whatsapp_number, ReminderChannel};
use clinic_core::notice::NOTICE_VERSION;
use clinic_core::validate::FieldError;
use serde::{Deserialize, Serialize};

/// Body of a channel choice.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ReminderChannelRequest {
    /// The booking's e-mail or phone.
    pub contact: String,
    /// `email`, `line` or `whatsapp` (one of the offered channels).
    pub channel: String,
    /// WhatsApp: the number, with its country code (a Taiwanese mobile may be typed as 09…); the
    /// booking's phone when empty.
    #[cfg_attr(test, ts(optional))]
    pub whatsapp_number: Option<String>,
    /// LINE and WhatsApp: the patient agrees to reminders there (required, `terms_required`).
    pub consent: bool,
    /// The page's language (LINE Login's screens).
    #[cfg_attr(test, ts(optional))]
    pub lang: Option<String>,
}

/// Linking LINE: the code to send the official account, and the ways to it.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LineLinking {
    /// Send this to the official account to link (until `linkExpiresAt`).
    pub link_code: String,
    /// RFC 3339.
    pub link_expires_at: String,
    /// LINE Login, which links in one tap (when the clinic has a LINE Login channel).
    #[cfg_attr(test, ts(optional))]
    pub login_url: Option<String>,
    /// The official account's add-friend link (`https://line.me/R/ti/p/@…`).
    #[cfg_attr(test, ts(optional))]
    pub add_friend_url: Option<String>,
    /// That link as a QR code (an SVG document), for a patient on a computer.
    #[cfg_attr(test, ts(optional))]
    pub add_friend_qr_svg: Option<String>,
}

/// Where a booking's reminders go.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReminderChannelBody {
    /// The channel chosen (e-mail when none was).
    pub channel: ReminderChannel,
    /// `active`; `pending` while LINE is not linked (reminders go by e-mail meanwhile); `stopped`
    /// after the patient ended it in the chat (reminders go by e-mail).
    pub state: ChannelState,
    /// The channels this clinic offers, e-mail first.
    pub offered: Vec<ReminderChannel>,
    /// WhatsApp: the number reminders go to, `+` and digits.
    #[cfg_attr(test, ts(optional))]
    pub whatsapp_number: Option<String>,
    /// LINE while pending: how to link.
    #[cfg_attr(test, ts(optional))]
    pub line: Option<LineLinking>,
}

fn rfc3339(ms: i64) -> String {
    jiff::Timestamp::from_millisecond(ms).map(|t| t.to_string()).unwrap_or_default()
}

/// The answer for `row` (none: e-mail, never chosen).
fn body(app: &AppState, booking: &BookingRow, row: Option<&ChannelRow>, lang: &str) -> ReminderChannelBody {
    let offered = app.chat.offered();
    let Some(row) = row.filter(|r| offered.contains(&r.channel)) else {
        return ReminderChannelBody {
            channel: ReminderChannel::Email,
            state: ChannelState::Active,
            offered,
            whatsapp_number: None,
            line: None,
        };
    };
    let line = match (&row.link_code, row.link_expires_at, &app.config.chat.line) {
        (Some(code), Some(expires), Some(settings)) if row.state == ChannelState::Pending => {
            let add_friend_url =
                settings.bot_basic_id.as_ref().map(|id| format!("https://line.me/R/ti/p/{}", id.replace('@', "%40")));
            Some(LineLinking {
                link_code: code.clone(),
                link_expires_at: rfc3339(expires),
                login_url: super::line_login::authorize_url(app, settings, booking, lang),
                add_friend_qr_svg: add_friend_url.as_deref().and_then(|u| crate::staff::totp::qr_svg(u).ok()),
                add_friend_url,
            })
        }
        _ => None,
    };
    ReminderChannelBody {
        channel: row.channel,
        state: row.state,
        offered,
        whatsapp_number: (row.channel == ReminderChannel::Whatsapp)
            .then(|| row.address.as_ref().map(|a| format!("+{a}")))
            .flatten(),
        line,
    }
}

/// `?contact=&lang=` of the channel lookup.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct ChannelQuery {
    /// The booking's e-mail (any case) or phone number.
    pub contact: Option<String>,
    /// The page's language (LINE Login's screens).
    pub lang: Option<String>,
}

/// Where the booking's reminders go, and what else is offered.
#[utoipa::path(get, path = "/api/bookings/{code}/reminder-channel", tag = "bookings", operation_id = "reminderChannel",
    params(("code" = String, Path, description = "Confirmation code"), ChannelQuery),
    responses((status = 200, body = ReminderChannelBody), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn show(
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    ApiQuery(q): ApiQuery<ChannelQuery>,
) -> Result<Response, AppError> {
    let booking = lookup(&app, &code, q.contact.as_deref()).await?;
    let row = channels::find(&app.db.pool, booking.code.canonical()).await?;
    let lang = q.lang.unwrap_or_else(|| booking.lang.clone());
    answer::json(StatusCode::OK, &body(&app, &booking, row.as_ref(), &lang))
}

/// Chooses where the booking's reminders go.
#[utoipa::path(post, path = "/api/bookings/{code}/reminder-channel", tag = "bookings", operation_id = "chooseReminderChannel",
    params(("code" = String, Path, description = "Confirmation code")),
    request_body = ReminderChannelRequest,
    responses((status = 200, body = ReminderChannelBody), (status = 400, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "the booking is closed (cancelled, completed, missed)"),
        (status = 413, body = ErrorBody), (status = 415, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn choose(
    State(app): State<AppState>,
    ApiPath(code): ApiPath<String>,
    body_in: JsonBody<ReminderChannelRequest>,
) -> Result<Response, AppError> {
    let request = body_in.value;
    let booking = lookup(&app, &code, Some(&request.contact)).await?;
    let choice = choice(&app, &request, &booking)?;
    if !booking.status.can_reschedule() {
        return Err(AppError::NotChangeable);
    }
    let code = booking.code.canonical().to_string();
    let stored = app
        .writer
        .transact(move |conn| {
            Box::pin(async move { Ok(channels::choose(conn, &code, &choice, NOTICE_VERSION, now_ms()).await?) })
        })
        .await?;
    let lang = request.lang.unwrap_or_else(|| booking.lang.clone());
    answer::json(StatusCode::OK, &body(&app, &booking, Some(&stored), &lang))
}

/// The choice a request makes, or its field errors (all of them).
fn choice(app: &AppState, request: &ReminderChannelRequest, booking: &BookingRow) -> Result<Choice, AppError> {
    let Some(channel) = ReminderChannel::parse(request.channel.trim()).filter(|c| app.chat.offered().contains(c))
    else {
        let code = if request.channel.trim().is_empty() { "required" } else { "invalid_choice" };
        return Err(AppError::Validation(vec![FieldError::new("channel", code)]));
    };
    let mut errors = Vec::new();
    if channel != ReminderChannel::Email && !request.consent {
        errors.push(FieldError::new("consent", "terms_required"));
    }
    let number = match channel {
        ReminderChannel::Whatsapp => {
            let typed = request.whatsapp_number.as_deref().map(str::trim).filter(|n| !n.is_empty());
            match whatsapp_number(typed.unwrap_or(&booking.phone_digits)) {
                Ok(n) => Some(n),
                Err(code) => {
                    errors.push(FieldError::new("whatsappNumber", code));
                    None
                }
            }
        }
        _ => None,
    };
    if !errors.is_empty() {
        return Err(AppError::Validation(errors));
    }
    Ok(match (channel, number) {
        (ReminderChannel::Whatsapp, Some(n)) => Choice::Whatsapp(n),
        (ReminderChannel::Line, _) => Choice::Line,
        _ => Choice::Email,
    })
}
