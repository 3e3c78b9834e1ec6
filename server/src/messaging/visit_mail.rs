//! The messages of the patient's path around the visit, in the booking's language, never with a
//! health detail (no condition, no answer, no procedure: only the code, the branch, the day and a
//! signed link):
//! - the health questions' link, as a line of the booking's confirmation and of every reminder until
//!   the questions are sent ([`intake_line`]);
//! - the one extra nudge 48 h before the visit when they are still unanswered;
//! - on completion, the way to the aftercare sheet; on each check-in day, "How is the wound?".
//!
//! Each page the links open is signed for its booking (`storage::visit_links`).

use crate::messaging::calendar;
use crate::messaging::chat::{ChatLink, ChatMessage};
use crate::messaging::message::Email;
use crate::storage::queries::Verification;
use crate::storage::queries::{self, BookingRow};
use crate::storage::visit_care::split_checkin_ref;
use crate::storage::visit_links::{self, Purpose, AFTERCARE_DAYS};
use crate::storage::Db;
use clinic_core::code::ConfirmationCode;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::format::{format_date, format_time};
use clinic_core::i18n::{Arg, Catalog};
use clinic_core::lang::Locale;
use clinic_core::model::BookingStatus;
use sqlx::Row;

const DAY: i64 = 86_400_000;

/// What links need: the site's address and the visit links' key.
pub struct Links<'a> {
    /// e.g. `https://clinic.example` (no trailing slash).
    pub base_url: &'a str,
    pub key: &'a [u8],
}

/// The path and query of the health questions' page for `row` (working until the visit begins).
pub fn intake_path(links: &Links<'_>, row: &BookingRow, lang: Locale) -> Option<String> {
    let token = visit_links::sign(links.key, Purpose::Intake, row.code.canonical(), row.visit_at()?);
    Some(format!("intake?lang={}&token={token}", lang.tag()))
}

/// The path and query of the aftercare page of booking `code`, operated at `completed_at`.
pub fn aftercare_path(links: &Links<'_>, code: &str, completed_at: i64, lang: Locale) -> String {
    let token = visit_links::sign(links.key, Purpose::Aftercare, code, completed_at + AFTERCARE_DAYS * DAY);
    format!("aftercare?lang={}&token={token}", lang.tag())
}

/// The button of a chat reminder that opens the health questions, in the booking's language.
pub fn intake_chat_link(catalog: &Catalog, links: &Links<'_>, row: &BookingRow) -> Option<ChatLink> {
    if row.verification == Some(Verification::Unverified) {
        return None;
    }
    let lang = Locale::from_exact_tag(&row.lang).unwrap_or(Locale::DEFAULT);
    let path = intake_path(links, row, lang)?;
    Some(ChatLink {
        label: calendar::text(catalog, lang, "chat-intake-nudge-button", &[]),
        url: format!("{}/forms/{path}", links.base_url),
        path,
        template: String::new(),
    })
}

/// Whether the booking's health questions are sent.
pub async fn intake_sent(db: &Db, code: &str) -> Result<bool, sqlx::Error> {
    let row =
        sqlx::query("SELECT submitted_at FROM intakes WHERE code = $1").bind(code).fetch_optional(&db.pool).await?;
    Ok(row.and_then(|r| r.try_get::<Option<i64>, _>("submitted_at").ok().flatten()).is_some())
}

/// The line of a confirmation or reminder that asks for the health questions, while they are
/// unanswered and the visit is ahead.
pub async fn intake_line(
    db: &Db,
    catalog: &Catalog,
    links: &Links<'_>,
    row: &BookingRow,
    lang: Locale,
) -> Result<Option<String>, sqlx::Error> {
    // An address nobody has proven yet gets no link (the confirmation asking to prove it has none).
    if !matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed)
        || row.verification == Some(Verification::Unverified)
        || intake_sent(db, row.code.canonical()).await?
    {
        return Ok(None);
    }
    let Some(path) = intake_path(links, row, lang) else { return Ok(None) };
    let args: Vec<(String, Arg)> = vec![("link".into(), Arg::Str(format!("{}/forms/{path}", links.base_url)))];
    Ok(Some(calendar::text(catalog, lang, "email-intake-line", &args)))
}

/// [`intake_line`] with the visit links' key read from the database.
pub async fn intake_line_for(
    db: &Db,
    catalog: &Catalog,
    base_url: &str,
    row: &BookingRow,
    lang: Locale,
) -> Result<Option<String>, sqlx::Error> {
    let key = visit_links::key(db).await?;
    intake_line(db, catalog, &Links { base_url, key: &key }, row, lang).await
}

/// Appends `line` to an e-mail body after a blank line.
pub fn with_line(body: String, line: Option<String>) -> String {
    match line {
        Some(line) => format!("{}\n\n{}", body.trim_end(), line.trim()),
        None => body,
    }
}

/// The booking code a visit message's reference names (`CODE@visit`, `CODE#day` or `CODE`).
pub fn code_of(ref_id: &str) -> &str {
    ref_id.split(['@', '#']).next().unwrap_or(ref_id)
}

/// The booking a visit message is about, as it stands.
async fn booking(db: &Db, code: &str) -> Result<Option<BookingRow>, sqlx::Error> {
    match ConfirmationCode::parse(code) {
        Some(code) => queries::find_booking(&db.pool, &code).await,
        None => Ok(None),
    }
}

/// When the booking's aftercare began (it was marked completed), if it did.
async fn completed_at(db: &Db, code: &str) -> Result<Option<i64>, sqlx::Error> {
    let row =
        sqlx::query("SELECT completed_at FROM aftercare WHERE code = $1").bind(code).fetch_optional(&db.pool).await?;
    row.map(|r| r.try_get::<i64, _>("completed_at")).transpose()
}

fn visit_args(catalog: &Catalog, lang: Locale, row: &BookingRow) -> Vec<(String, Arg)> {
    let date = Date::parse(&row.preferred_date).map(|d| format_date(lang, d)).unwrap_or(row.preferred_date.clone());
    let time =
        TimeOfDay::parse(&row.preferred_time).map(|x| format_time(lang, x)).unwrap_or(row.preferred_time.clone());
    vec![
        ("name".into(), Arg::Str(row.name.clone())),
        ("code".into(), Arg::Str(row.code.display())),
        ("date".into(), Arg::Str(date)),
        ("time".into(), Arg::Str(time)),
        (
            "branch".into(),
            Arg::Str(calendar::text(catalog, lang, &format!("email-branch-{}", row.branch.as_str()), &[])),
        ),
    ]
}

/// One rendered visit message: its e-mail, and what a chat message needs.
pub struct VisitMessage {
    pub email: Email,
    /// The Fluent prefix of its chat texts (`chat-intake-nudge`, `chat-aftercare-checkin`, …).
    pub chat_prefix: &'static str,
    /// The page's path and query under `/forms/` (a WhatsApp URL button's parameter), and its URL.
    pub path: String,
    pub url: String,
    /// The booking's code as printed.
    pub code: String,
    pub args: Vec<(String, Arg)>,
}

/// The message of an `intake_nudge`, `aftercare_sheet` or `aftercare_checkin` outbox row, or `None`
/// when there is nothing to say any more (the questions were sent, the booking moved, was cancelled
/// or erased).
pub async fn render(
    db: &Db,
    catalog: &Catalog,
    links: &Links<'_>,
    kind: crate::storage::outbox::OutboxKind,
    ref_id: &str,
    now: i64,
) -> Result<Option<VisitMessage>, sqlx::Error> {
    use crate::storage::outbox::OutboxKind;
    let (code, prefix, chat_prefix) = match kind {
        OutboxKind::IntakeNudge => {
            (crate::storage::reminders::split_reminder_ref(ref_id).0, "email-intake-nudge", "chat-intake-nudge")
        }
        OutboxKind::AftercareSheet => (ref_id, "email-aftercare-sheet", "chat-aftercare-sheet"),
        OutboxKind::AftercareCheckin => {
            (split_checkin_ref(ref_id).0, "email-aftercare-checkin", "chat-aftercare-checkin")
        }
        _ => return Ok(None),
    };
    let Some(row) = booking(db, code).await? else { return Ok(None) };
    let lang = Locale::from_exact_tag(&row.lang).unwrap_or(Locale::DEFAULT);
    let path = if kind == OutboxKind::IntakeNudge {
        let visit = crate::storage::reminders::split_reminder_ref(ref_id).1;
        let open = matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed);
        if !open
            || row.visit_key() != visit
            || row.visit_at().is_none_or(|at| at <= now)
            || intake_sent(db, code).await?
        {
            return Ok(None);
        }
        match intake_path(links, &row, lang) {
            Some(path) => path,
            None => return Ok(None),
        }
    } else {
        if row.status != BookingStatus::Completed {
            return Ok(None);
        }
        let Some(done) = completed_at(db, code).await? else { return Ok(None) };
        aftercare_path(links, row.code.canonical(), done, lang)
    };
    let mut args = visit_args(catalog, lang, &row);
    let url = format!("{}/forms/{path}", links.base_url);
    args.push(("link".into(), Arg::Str(url.clone())));
    if let (OutboxKind::AftercareCheckin, Some(day)) = (kind, split_checkin_ref(ref_id).1) {
        args.push(("day".into(), Arg::Num(day as f64)));
    }
    let t = |key: &str| calendar::text(catalog, lang, key, &args);
    let email = Email {
        to: row.email.clone(),
        subject: t(&format!("{prefix}-subject")),
        body: t(&format!("{prefix}-body")),
        ics: None,
        lang,
    };
    Ok(Some(VisitMessage { email, chat_prefix, path, url, code: row.code.display(), args }))
}

/// The chat version of a visit message to `to`: a short text and one button that opens the page
/// (LINE: a URI action; WhatsApp: the approved template `template`, whose URL button takes the
/// page's path).
pub fn chat_message(
    catalog: &Catalog,
    message: &VisitMessage,
    template: &str,
    to: String,
    retry_key: String,
) -> ChatMessage {
    let lang = message.email.lang;
    let t = |key: &str| calendar::text(catalog, lang, key, &message.args).trim().to_string();
    ChatMessage {
        to,
        lang,
        text: t(&format!("{}-text", message.chat_prefix)),
        params: vec![message.code.clone()],
        question: t(&format!("{}-question", message.chat_prefix)),
        buttons: Vec::new(),
        link: Some(ChatLink {
            label: t(&format!("{}-button", message.chat_prefix)),
            url: message.url.clone(),
            path: message.path.clone(),
            template: template.to_string(),
        }),
        retry_key,
    }
}
