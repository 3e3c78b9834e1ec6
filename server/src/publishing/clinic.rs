//! Keeps each instance's opening hours and branch phones in force ([`LiveClinic`]) on the
//! `clinics.json` published last: read at
//! start, after a publication or rollback here, and at every follower poll (another instance
//! published, or a server without a built site whose publications change the database only).

use crate::site::clinic::{self, LiveClinic};
use crate::storage::{closures, now_ms, site_content, Db};
use clinic_core::date::Date;
use sqlx::AnyConnection;

/// The document the hours and phones are published in.
pub const CLINICS: &str = "clinics.json";

/// Puts the published hours and phones in force if they changed since last read. True when they did.
pub async fn refresh(db: &Db, live: &LiveClinic) -> Result<bool, sqlx::Error> {
    let Some(revision) = site_content::published_revision(db, CLINICS).await? else { return Ok(false) };
    if revision == live.revision() {
        return Ok(false);
    }
    let Some((body, revision)) = site_content::published_text(db, CLINICS).await? else { return Ok(false) };
    match clinic::read(&body) {
        Ok(published) => {
            tracing::info!(revision, slot_minutes = published.hours.slot_minutes, "opening hours and phones in force");
            live.replace(published, revision);
            Ok(true)
        }
        Err(reason) => {
            // Checked at saving and at approval, so only a database edited by hand gets here: the
            // last good hours stay in force, and this revision is not read again.
            tracing::error!(revision, %reason, "the published clinics.json is not well-formed (its reason says whether the hours or the phones); keeping the last hours and phones");
            live.keep_as_of(revision);
            Ok(false)
        }
    }
}

/// Why a text of `path` cannot be published as the clinic's hours (`None`: it can, or it is another
/// document): the validation code `hours`, with the core's reason for the log.
pub fn problem(path: &str, body: &str) -> Option<String> {
    (path == CLINICS).then(|| clinic::read_hours(body).err()).flatten()
}

/// In the transaction that publishes `clinics.json` (an approval or a rollback): the slots the new
/// hours add inside a closure or a capacity change get it before anyone can book them.
pub async fn settle_published(conn: &mut AnyConnection, path: &str, body: &str) -> Result<(), sqlx::Error> {
    if path != CLINICS {
        return Ok(());
    }
    match clinic::read_hours(body) {
        Ok(week) => closures::settle_ahead(conn, &week, Date::clinic_today(now_ms())).await,
        Err(_) => Ok(()),
    }
}
