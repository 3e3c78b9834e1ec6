//! The waitlist's background task (issue 13 point 5). Seats free up in many ways (a patient or staff
//! cancels or moves a booking, a hold runs out, capacity is raised); rather than hook into each, a
//! task looks every few seconds for days with waiting patients and free seats, and offers them. One
//! instance at a time runs a pass: it takes the `waitlist` lease (storage::leases) in the same
//! transaction that expires holds and makes offers.

use crate::retention;
use crate::storage::writer::Writer;
use crate::storage::{leases, now_ms, waitlist, Db, StorageError};
use crate::uploads::Uploads;
use std::sync::Arc;
use std::time::Duration;

/// How often the task looks.
const POLL: Duration = Duration::from_secs(2);
/// How long a pass may hold the lease before another instance may take over (a pass takes
/// milliseconds; the lease only matters if an instance dies mid-pass).
const LEASE_MS: i64 = 30_000;

/// What the task needs to know.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Seats per slot (the capacity rule's number).
    pub capacity: i64,
    /// How long an offer holds its seat.
    pub hold_ms: i64,
    /// This instance's name in the lease table.
    pub holder: String,
}

/// One pass at `now`: expire holds that ran out, then offer free seats in queue order. Returns `None`
/// when another instance holds the lease.
pub async fn pass(db: &Db, writer: &Writer, settings: &Settings, now: i64) -> Result<Option<waitlist::PassReport>, StorageError> {
    if !waitlist::anything_to_do(db, now).await? {
        return Ok(Some(waitlist::PassReport::default()));
    }
    let s = settings.clone();
    writer
        .transact(move |conn| {
            Box::pin(async move {
                if !leases::claim(conn, "waitlist", &s.holder, now, now + LEASE_MS).await? {
                    return Ok(None);
                }
                let expired = waitlist::expire_offers(conn, now).await?;
                let offered = waitlist::make_offers(conn, s.capacity, s.hold_ms, now).await?;
                leases::release(conn, "waitlist", &s.holder, now).await?;
                Ok(Some(waitlist::PassReport { expired, offered }))
            })
        })
        .await
}

/// Runs the waitlist passes and the daily retention purge until `stop` fires.
pub async fn run(
    db: Db,
    writer: Writer,
    uploads: Arc<Uploads>,
    settings: Settings,
    periods: retention::Periods,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let mut last_purge_check = 0i64;
    loop {
        if *stop.borrow() {
            return;
        }
        let now = now_ms();
        match pass(&db, &writer, &settings, now).await {
            Ok(Some(r)) if r.offered > 0 || r.expired > 0 => {
                tracing::info!(offered = r.offered, expired = r.expired, "waitlist pass");
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "waitlist pass failed"),
        }
        // The purge's lease lasts a day, so checking hourly runs it once a day on one instance.
        if now - last_purge_check > 3_600_000 {
            last_purge_check = now;
            match retention::daily(&db, &writer, &uploads, &periods, &settings.holder, now).await {
                Ok(Some(removed)) => tracing::info!(?removed, "retention purge"),
                Ok(None) => {}
                Err(e) => tracing::warn!(error = %e, "retention purge failed"),
            }
        }
        tokio::select! {
            _ = tokio::time::sleep(POLL) => {}
            _ = stop.changed() => return,
        }
    }
}

/// The offer's message to the waiting patient, in their language: the slot, until when it is held,
/// and the link that takes it (the booking page, which shows the offer). `None` when the offer is gone
/// or no longer held (nothing to tell).
pub async fn render_offer(
    db: &Db,
    catalog: &clinic_core::i18n::Catalog,
    base_url: &str,
    offer_id: &str,
) -> Result<Option<crate::outbox::Email>, sqlx::Error> {
    use clinic_core::date::{Date, TimeOfDay};
    use clinic_core::format::{format_date, format_time};
    use clinic_core::i18n::Arg;
    use clinic_core::lang::{localized_path, Locale};
    let Some(o) = waitlist::find_offer(&db.pool, offer_id).await? else { return Ok(None) };
    if o.status != "held" || o.email.is_empty() {
        return Ok(None);
    }
    let lang = Locale::from_exact_tag(&o.lang).unwrap_or(Locale::DEFAULT);
    let t = |key: &str, args: &[(String, Arg)]| crate::calendar::text(catalog, lang, key, args);
    let date = Date::parse(&o.date).map(|d| format_date(lang, d)).unwrap_or(o.date.clone());
    let time = TimeOfDay::parse(&o.time).map(|x| format_time(lang, x)).unwrap_or(o.time.clone());
    // The hold's end in clinic time, as a day and a time of day.
    let local = o.expires_at + clinic_core::date::CLINIC_UTC_OFFSET_MS;
    let until_day = Date::clinic_today(o.expires_at);
    let until_time = TimeOfDay::from_minutes((local.rem_euclid(86_400_000) / 60_000) as u32)
        .map(|x| format_time(lang, x))
        .unwrap_or_default();
    let link = format!("{base_url}{}?offer={}", localized_path(lang, "/medical-booking"), o.id);
    let args: Vec<(String, Arg)> = vec![
        ("name".into(), Arg::Str(o.name.clone())),
        ("date".into(), Arg::Str(date)),
        ("time".into(), Arg::Str(time)),
        ("branch".into(), Arg::Str(t(&format!("email-branch-{}", o.branch.as_str()), &[]))),
        ("until".into(), Arg::Str(format!("{} {until_time}", format_date(lang, until_day)))),
        ("link".into(), Arg::Str(link)),
    ];
    Ok(Some(crate::outbox::Email {
        to: o.email.clone(),
        subject: t("email-waitlist-offer-subject", &args),
        body: t("email-waitlist-offer-body", &args),
        ics: None,
        lang,
    }))
}
