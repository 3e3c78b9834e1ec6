//! The reminder as a chat message (LINE, WhatsApp): the same facts as the e-mail (code, branch, day
//! and time in clinic time and, when it differs, the patient's) without the name, and never the
//! patient's condition or message; the three answers as buttons carrying the signed answer tokens.

use crate::messaging::calendar;
use crate::messaging::chat::{Button, ChatMessage};
use crate::messaging::reminder_mail::{own_time, still_due, Answers};
use crate::storage::answer_links::{self, Action};
use crate::storage::queries::BookingRow;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::format::{format_date, format_time};
use clinic_core::i18n::{Arg, Catalog};
use clinic_core::lang::Locale;

/// The Fluent key of each answer's button label.
pub fn button_key(action: Action) -> &'static str {
    match action {
        Action::Attend => "chat-button-attend",
        Action::Change => "chat-button-change",
        Action::Cancel => "chat-button-cancel",
    }
}

/// Who a chat reminder goes to, and the key that makes its retries one message.
pub struct Recipient {
    /// The LINE user id or the WhatsApp number.
    pub to: String,
    /// `chat::retry_key` of its outbox row.
    pub retry_key: String,
}

/// The reminder queued for `row`'s visit `visit`, to `recipient` on a chat channel, or `None` when it should
/// not be sent any more (`reminder_mail::still_due`).
pub fn render(
    catalog: &Catalog,
    row: &BookingRow,
    visit: &str,
    hours: Option<i64>,
    now: i64,
    answers: &Answers<'_>,
    recipient: Recipient,
) -> Option<ChatMessage> {
    if !still_due(row, visit, hours, now) {
        return None;
    }
    let lang = Locale::from_exact_tag(&row.lang).unwrap_or(Locale::DEFAULT);
    let t = |key: &str, args: &[(String, Arg)]| calendar::text(catalog, lang, key, args);
    let (date, time) = (Date::parse(&row.preferred_date)?, TimeOfDay::parse(&row.preferred_time)?);
    let until = row.visit_at()?;
    let own = own_time(catalog, lang, row);
    let days = Date::clinic_today(now).days_until(date);
    let (date_text, time_text) = (format_date(lang, date), format_time(lang, time));
    let branch = t(&format!("email-branch-{}", row.branch.as_str()), &[]);
    let args: Vec<(String, Arg)> = vec![
        ("days".into(), Arg::Num(days as f64)),
        ("code".into(), Arg::Str(row.code.display())),
        ("date".into(), Arg::Str(date_text.clone())),
        ("time".into(), Arg::Str(time_text.clone())),
        ("branch".into(), Arg::Str(branch.clone())),
        ("ownTime".into(), Arg::Str(own.unwrap_or_default())),
    ];
    let visit_key = row.visit_key();
    let buttons = Action::ALL
        .map(|action| Button {
            label: t(button_key(action), &[]),
            data: answer_links::sign(answers.key, action, row.code.canonical(), &visit_key, until),
        })
        .to_vec();
    Some(ChatMessage {
        to: recipient.to,
        lang,
        text: t("chat-reminder-text", &args).trim().to_string(),
        params: vec![date_text, time_text, branch, row.code.display()],
        question: t("chat-reminder-question", &args),
        buttons,
        link: None,
        retry_key: recipient.retry_key,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messaging::delivery::load_catalog;

    #[test]
    fn every_language_has_the_chat_texts_and_buttons_fit_lines_twenty_characters() {
        let catalog = load_catalog(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
        let keys = [
            "chat-reminder-text",
            "chat-reminder-question",
            "chat-linked",
            "chat-link-unknown",
            "chat-stopped",
            "chat-welcome",
            "chat-help",
        ];
        for locale in Locale::SITE {
            let args: Vec<(String, Arg)> = ["code", "date", "time", "branch", "ownTime"]
                .iter()
                .map(|a| (a.to_string(), Arg::Str("X".into())))
                .chain([("days".to_string(), Arg::Num(2.0))])
                .collect();
            for key in keys {
                let t = catalog.translate(locale, key, &args);
                assert_eq!(t.locale, Some(locale), "{} {key}", locale.tag());
                assert!(t.warnings.is_empty(), "{} {key}: {:?}", locale.tag(), t.warnings);
            }
            for action in Action::ALL {
                let label = catalog.translate(locale, button_key(action), &[]);
                assert_eq!(label.locale, Some(locale), "{} {:?}", locale.tag(), action);
                assert!(label.text.chars().count() <= 20, "{} {:?}: {}", locale.tag(), action, label.text);
            }
            let question = catalog.translate(locale, "chat-reminder-question", &[]).text;
            assert!(question.chars().count() <= 160);
        }
    }
}
