//! Renders an outbox row into its message at delivery, in the row's language: the one place that
//! knows which template each kind of message uses.

use crate::messaging::clock::clinic_clock;
use crate::messaging::inbox_mail::{self, MailSettings};
use crate::messaging::message::Email;
use crate::messaging::{calendar, visit_mail, waitlist_mail};
use crate::storage::outbox::{OutboxKind, OutboxRow};
use crate::storage::queries::{self, BookingRow};
use crate::storage::{now_ms, Db};
use clinic_core::code::ConfirmationCode;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::format::{format_date, format_time};
use clinic_core::i18n::{Arg, Catalog};
use clinic_core::lang::Locale;
use std::collections::HashMap;

/// Renders the e-mail of an outbox row, or `None` when what it refers to is gone.
pub async fn render(
    db: &Db,
    catalog: &Catalog,
    settings: &MailSettings,
    row: &OutboxRow,
) -> Result<Option<Email>, sqlx::Error> {
    render_with(db, catalog, settings, row, &HashMap::new(), &HashMap::new()).await
}

/// Renders with bookings already fetched (one query for a whole poll instead of one per message), and
/// the verification tokens issued for this pass's messages (by booking code).
pub(crate) async fn render_with(
    db: &Db,
    catalog: &Catalog,
    settings: &MailSettings,
    row: &OutboxRow,
    bookings: &HashMap<String, BookingRow>,
    tokens: &HashMap<String, String>,
) -> Result<Option<Email>, sqlx::Error> {
    if let Some(kind) = row.kind.filter(|k| k.is_patient_change()) {
        return inbox_mail::render_patient(db, catalog, settings, kind, row).await;
    }
    if let Some(kind) = row.kind.filter(|k| k.is_staff_alert()) {
        return inbox_mail::render_staff(db, catalog, settings, kind, row).await;
    }
    if row.kind == Some(OutboxKind::WaitlistOffer) {
        return waitlist_mail::render(db, catalog, &settings.base_url, &row.ref_id).await;
    }
    if let Some(kind) = row.kind.filter(|k| k.is_visit_message()) {
        let key = crate::storage::visit_links::key(db).await?;
        let links = visit_mail::Links { base_url: &settings.base_url, key: &key };
        return Ok(visit_mail::render(db, catalog, &links, kind, &row.ref_id, now_ms()).await?.map(|m| m.email));
    }
    let lang = Locale::from_exact_tag(&row.lang).unwrap_or(Locale::DEFAULT);
    let t = |key: &str, args: &[(String, Arg)]| calendar::text(catalog, lang, key, args);
    match row.kind {
        Some(kind @ (OutboxKind::BookingCreated | OutboxKind::BookingCancelled | OutboxKind::BookingMoved)) => {
            let b = match bookings.get(&row.ref_id) {
                Some(b) => b.clone(),
                None => match ConfirmationCode::parse(&row.ref_id) {
                    Some(code) => match queries::find_booking(&db.pool, &code).await? {
                        Some(b) => b,
                        None => return Ok(None),
                    },
                    None => return Ok(None),
                },
            };
            let date = Date::parse(&b.preferred_date).map(|d| format_date(lang, d)).unwrap_or(b.preferred_date.clone());
            let time =
                TimeOfDay::parse(&b.preferred_time).map(|x| format_time(lang, x)).unwrap_or(b.preferred_time.clone());
            let args: Vec<(String, Arg)> = vec![
                ("name".into(), Arg::Str(b.name.clone())),
                ("code".into(), Arg::Str(b.code.display())),
                ("date".into(), Arg::Str(date)),
                ("time".into(), Arg::Str(time)),
                ("branch".into(), Arg::Str(t(&format!("email-branch-{}", b.branch.as_str()), &[]))),
            ];
            let mut args = args;
            let token = tokens.get(b.code.canonical()).filter(|_| kind == OutboxKind::BookingCreated);
            if let Some(token) = token {
                // The page that confirms, in the patient's language; the token is the capability.
                let link = format!("{}/forms/booking-verify?lang={}&token={token}", settings.base_url, lang.tag());
                args.push(("link".into(), Arg::Str(link)));
                args.push(("until".into(), Arg::Str(clinic_clock(lang, b.verify_until))));
            }
            let prefix = match kind {
                OutboxKind::BookingCreated if token.is_some() => "email-booking-verify",
                OutboxKind::BookingCreated => "email-booking-created",
                OutboxKind::BookingMoved => "email-booking-moved",
                _ => "email-booking-cancelled",
            };
            // The acknowledgement and a moved booking's message ask for the health questions (with a
            // link for the new time); one asking to confirm the address first does not: its link would
            // reach an unproven address.
            let mut body = t(&format!("{prefix}-body"), &args);
            if matches!(kind, OutboxKind::BookingCreated | OutboxKind::BookingMoved) && token.is_none() {
                body = visit_mail::with_line(
                    body,
                    visit_mail::intake_line_for(db, catalog, &settings.base_url, &b, lang).await?,
                );
            }
            Ok(Some(Email {
                to: b.email.clone(),
                subject: t(&format!("{prefix}-subject"), &args),
                body,
                ics: Some(calendar::booking_ics(catalog, &b, settings.clinic.hours().slot_minutes, now_ms())),
                lang,
            }))
        }
        Some(OutboxKind::BookingReminder) => {
            let (code, visit, hours) = crate::storage::reminders::split_reminder_ref(&row.ref_id);
            let b = match bookings.get(code) {
                Some(b) => b.clone(),
                None => match ConfirmationCode::parse(code) {
                    Some(code) => match queries::find_booking(&db.pool, &code).await? {
                        Some(b) => b,
                        None => return Ok(None),
                    },
                    None => return Ok(None),
                },
            };
            // Re-checked now, not when it was queued: cancelled or moved since means nothing to send.
            let key = crate::storage::answer_links::key(db).await?;
            let answers = crate::messaging::reminder_mail::Answers { base_url: &settings.base_url, key: &key };
            let Some(mut email) = crate::messaging::reminder_mail::render(
                catalog,
                &b,
                visit,
                hours,
                now_ms(),
                &answers,
                &settings.clinic.hours(),
            ) else {
                return Ok(None);
            };
            email.body = visit_mail::with_line(
                email.body,
                visit_mail::intake_line_for(db, catalog, &settings.base_url, &b, lang).await?,
            );
            Ok(Some(email))
        }
        Some(OutboxKind::InquiryReceived) => {
            let Some(i) = queries::find_inquiry(db, &row.ref_id).await? else { return Ok(None) };
            // Only the name (which may hold no link): the subject and message are the sender's words,
            // and this goes to an address nobody has proven to own.
            let args: Vec<(String, Arg)> = vec![("name".into(), Arg::Str(i.name))];
            Ok(Some(Email {
                to: i.email,
                subject: t("email-inquiry-received-subject", &args),
                body: t("email-inquiry-received-body", &args),
                ics: None,
                lang,
            }))
        }
        // The inbox's kinds were rendered above; a kind this version does not know: nothing to send.
        _ => Ok(None),
    }
}
