//! The pages say what is true on the day they were rendered for: a fee newly approved is on the home
//! page for [`clinic_core::fees::NEW_FOR_DAYS`] days, then only on the fee page (Taipei's rule for
//! self-pay fees). Nothing is published on the day that changes, so the site is rendered again, from
//! the same published content, into a new version every instance switches to
//! ([`rerender_if_due`], run by the `site-rerender` task). A server started on a new build does the
//! same before it serves, when the version's pages were rendered against another build
//! ([`rerender_for_this_build`]).

use super::approve::{forget, render_version, serve_here, Deps};
use crate::http::error::AppError;
use crate::storage::audit::{self, AuditEntry};
use crate::storage::{now_ms, site_content, site_versions, StorageError};
use clinic_core::date::Date;
use clinic_core::fees;
use serde_json::json;
use std::collections::BTreeMap;

/// The document the fees are published in.
pub const FEES: &str = "fees.json";

/// Who a version rendered again is by, in the versions list.
pub const BY: &str = "system";

/// The approval days of the published fees (an entry without a readable one is left out).
pub fn approval_days(fees_json: &str) -> Vec<Date> {
    let Ok(serde_json::Value::Array(items)) = serde_json::from_str(fees_json) else { return Vec::new() };
    items.iter().filter_map(|f| f.get("approvedOn")?.as_str().and_then(Date::parse)).collect()
}

/// Whether pages rendered for `rendered` are out of date on `today`: a fee became new, or stopped
/// being new, in between.
pub fn is_due(approved: &[Date], rendered: Date, today: Date) -> bool {
    fees::next_change(approved.iter().copied(), rendered).is_some_and(|change| change <= today)
}

/// Renders the site again for `today` when the served pages were rendered for a day whose new fees
/// differ. Answers the new version's id, or `None` when nothing was due (or another publication or
/// instance got there first: its pages are of today too).
pub async fn rerender_if_due(deps: &Deps<'_>, today: Date) -> Result<Option<String>, AppError> {
    let Some(renderer) = &deps.publishing.renderer else { return Ok(None) };
    let Some((fees_json, _)) = site_content::published_text(deps.db, FEES).await.map_err(StorageError::from)? else {
        return Ok(None);
    };
    let current = site_versions::current(deps.db).await.map_err(StorageError::from)?;
    let rendered = match &current {
        // Recorded since versions are rendered again; before, a version was rendered on its day.
        Some(v) => Date::parse(&v.rendered_for).unwrap_or(Date::clinic_today(v.created_at)),
        None => match renderer.build_day() {
            Some(d) => d,
            None => return Ok(None),
        },
    };
    if !is_due(&approval_days(&fees_json), rendered, today) {
        return Ok(None);
    }
    render_again(deps, current.map(|v| v.id), today, "new-day").await
}

/// At start: when the version in force was rendered against another build than this server's (a
/// deployment), its pages name that build's assets; the published content is rendered again against
/// this one before the server takes requests. The same when the version's pack is gone from the upload
/// store (a data folder restored from a backup made before backups held the site's files, a store that
/// lost it): no instance could serve it, and each would serve the build instead. Only at start: during
/// a rolling deployment the old instances keep the version the new ones made.
pub async fn rerender_for_this_build(deps: &Deps<'_>, today: Date) -> Result<Option<String>, AppError> {
    let Some(renderer) = &deps.publishing.renderer else { return Ok(None) };
    let Some(current) = site_versions::current(deps.db).await.map_err(StorageError::from)? else { return Ok(None) };
    let reason = if current.build != renderer.build_id() {
        "new-build"
    } else if !deps.uploads.exists(&current.object_path).await.unwrap_or(true) {
        tracing::warn!(version = %current.id, "the site version in force has no pack in the upload store; rendering it again");
        "missing-pack"
    } else {
        return Ok(None);
    };
    render_again(deps, Some(current.id), today, reason).await
}

/// Renders the published content, unchanged, for `today` into a new version and serves it, unless
/// another publication or version switch (from `seen`) lands first.
async fn render_again(
    deps: &Deps<'_>,
    seen: Option<String>,
    today: Date,
    reason: &'static str,
) -> Result<Option<String>, AppError> {
    let mut conn = deps.db.pool.acquire().await.map_err(StorageError::from)?;
    let generation = site_versions::generation(&mut conn).await.map_err(StorageError::from)?;
    let states = site_content::states(&mut conn).await.map_err(StorageError::from)?;
    drop(conn);
    let docs = site_content::published(deps.db).await.map_err(StorageError::from)?;
    let documents: BTreeMap<String, i64> = states.into_iter().map(|s| (s.path, s.revision)).collect();
    let Some((version, files)) = render_version(deps, &docs, documents, generation, BY, today).await? else {
        return Ok(None);
    };
    let stored = version.clone();
    let switched = deps
        .writer
        .transact(move |conn| {
            Box::pin(async move {
                site_versions::lock_publication(conn).await?;
                let now_current = site_versions::current_id(conn).await?;
                if site_versions::generation(conn).await? != generation || now_current != seen {
                    return Ok::<_, StorageError>(None);
                }
                let now = now_ms();
                let dropped = site_versions::insert_and_switch(conn, &stored, now).await?;
                let detail =
                    json!({ "reason": reason, "day": today.to_string(), "build": stored.build, "files": stored.files });
                let entry = AuditEntry {
                    actor_id: None,
                    actor_email: "",
                    action: "site.rerender",
                    target_kind: "site_version",
                    target_id: &stored.id,
                    ip: "",
                    detail,
                };
                audit::append(conn, &entry).await?;
                Ok(Some(dropped))
            })
        })
        .await;
    match switched {
        Ok(Some(dropped)) => {
            deps.uploads.delete_all(&dropped).await;
            tracing::info!(version = %version.id, day = %today, reason, "site rendered again");
            Ok(Some(serve_here(deps.publishing, &version.id, files).await))
        }
        Ok(None) => {
            forget(deps.uploads, Some(version.object_path)).await;
            Ok(None)
        }
        Err(e) => {
            forget(deps.uploads, Some(version.object_path)).await;
            Err(e.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_due_again_on_the_day_a_fee_becomes_new_or_stops_being_new() {
        let d = |s: &str| Date::parse(s).unwrap();
        let approved = approval_days(r#"[{"id":"a","approvedOn":"2026-12-07"},{"id":"b","approvedOn":"x"}]"#);
        assert_eq!(approved, [d("2026-12-07")]);
        assert!(!is_due(&approved, d("2026-12-07"), d("2026-12-13")), "still new on day 6");
        assert!(is_due(&approved, d("2026-12-07"), d("2026-12-14")), "no longer new on day 7");
        assert!(!is_due(&approved, d("2026-12-14"), d("2027-06-01")), "nothing changes after");
        assert!(is_due(&approved, d("2026-12-01"), d("2026-12-07")), "pages made before the approval day");
        assert!(!is_due(&[], d("2026-12-01"), d("2027-12-01")));
    }
}
