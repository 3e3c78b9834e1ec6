//! The waitlist offer's message: a freed seat held for the waiting patient.

use crate::messaging::calendar;
use crate::messaging::clock::clinic_clock;
use crate::messaging::message::Email;
use crate::storage::{now_ms, waitlist, Db};
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::format::{format_date, format_time};
use clinic_core::i18n::{Arg, Catalog};
use clinic_core::lang::{localized_path, Locale};

/// The offer's message to the waiting patient, in their language: the slot, until when it is held,
/// and the link that takes it. `None` when the offer is gone or no longer held (nothing to tell).
pub async fn render(db: &Db, catalog: &Catalog, base_url: &str, offer_id: &str) -> Result<Option<Email>, sqlx::Error> {
    let Some(o) = waitlist::find_offer(&db.pool, offer_id).await? else { return Ok(None) };
    if o.status != "held" || o.expires_at <= now_ms() || o.email.is_empty() {
        return Ok(None);
    }
    let lang = Locale::from_exact_tag(&o.lang).unwrap_or(Locale::DEFAULT);
    let t = |key: &str, args: &[(String, Arg)]| calendar::text(catalog, lang, key, args);
    let date = Date::parse(&o.date).map(|d| format_date(lang, d)).unwrap_or(o.date.clone());
    let time = TimeOfDay::parse(&o.time).map(|x| format_time(lang, x)).unwrap_or(o.time.clone());
    let link = format!("{base_url}{}?offer={}", localized_path(lang, "/medical-booking"), o.id);
    let args: Vec<(String, Arg)> = vec![
        ("name".into(), Arg::Str(o.name.clone())),
        ("date".into(), Arg::Str(date)),
        ("time".into(), Arg::Str(time)),
        ("branch".into(), Arg::Str(t(&format!("email-branch-{}", o.branch.as_str()), &[]))),
        ("until".into(), Arg::Str(clinic_clock(lang, Some(o.expires_at)))),
        ("link".into(), Arg::Str(link)),
    ];
    Ok(Some(Email {
        to: o.email.clone(),
        subject: t("email-waitlist-offer-subject", &args),
        body: t("email-waitlist-offer-body", &args),
        ics: None,
        lang,
    }))
}
