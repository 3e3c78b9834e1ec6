//! The messages around a visit that the health questions and aftercare add, claimed once: the one
//! extra nudge when the questions are still unanswered [`NUDGE_HOURS_BEFORE`] hours before the visit,
//! and the aftercare check-ins on the days after the operation. Each is claimed by inserting its row
//! (`intake_nudges (code, visit)`, `aftercare_checkins (code, day)`): a second instance, or the same
//! one after a restart, inserts nothing and queues nothing, and the outbox (same transaction) delivers
//! what was queued once.
//!
//! Aftercare begins when staff mark a booking completed ([`start_aftercare`], in the status change's
//! transaction): the aftercare sheet's message is queued at once, and the `aftercare` row waits for
//! its check-ins.

use super::outbox::{self, OutboxKind};
use super::reminders::clinic_key;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::intake::NUDGE_HOURS_BEFORE;
use sqlx::{AnyConnection, Row};

const HOUR: i64 = 3_600_000;
const DAY: i64 = 86_400_000;
/// The clinic-time hour a check-in goes out on its day (the patient's night is also respected at
/// delivery).
pub const CHECK_IN_HOUR: i64 = 10;

/// A nudge's outbox reference: `CODE@YYYY-MM-DD HH:mm`.
pub fn nudge_ref(code: &str, visit: &str) -> String {
    format!("{code}@{visit}")
}

/// A check-in's outbox reference: `CODE#day`.
pub fn checkin_ref(code: &str, day: i64) -> String {
    format!("{code}#{day}")
}

/// The code and the day of a check-in's reference.
pub fn split_checkin_ref(ref_id: &str) -> (&str, Option<i64>) {
    match ref_id.split_once('#') {
        Some((code, day)) => (code, day.parse().ok()),
        None => (ref_id, None),
    }
}

/// Unix ms of a visit `YYYY-MM-DD HH:mm` (clinic time).
fn visit_ms(date: &str, time: &str) -> Option<i64> {
    Some(Date::parse(date)?.clinic_unix_ms(TimeOfDay::parse(time)?.minutes()))
}

/// The bookings a nudge pass looks at: open, verified (an address nobody proved gets no link), the
/// visit within the next 48 hours, the questions not sent, and not handled for this visit time yet.
const NUDGE_WHERE: &str = "b.preferred_date >= $1 AND b.preferred_date <= $2 \
     AND b.preferred_date || ' ' || b.preferred_time > $3 AND b.preferred_date || ' ' || b.preferred_time <= $4 \
     AND b.status IN ('pending', 'confirmed') AND (b.verification IS NULL OR b.verification <> 'unverified') \
     AND NOT EXISTS (SELECT 1 FROM intakes i WHERE i.code = b.code AND i.submitted_at IS NOT NULL) \
     AND NOT EXISTS (SELECT 1 FROM intake_nudges n WHERE n.code = b.code \
                     AND n.visit = b.preferred_date || ' ' || b.preferred_time)";

/// Handles the nudge of every booking [`NUDGE_WHERE`] finds at `now`: a booking made before the
/// 48-hour mark gets its nudge queued; one made later got the link in its confirmation moments ago,
/// and is only marked handled (`queued_at` NULL), so no pass looks at it again. Returns how many
/// nudges were queued.
pub async fn claim_nudges(conn: &mut AnyConnection, now: i64, limit: i64) -> Result<usize, sqlx::Error> {
    let (from, until) = (clinic_key(now), clinic_key(now + NUDGE_HOURS_BEFORE * HOUR));
    let sql = format!(
        "SELECT b.code, b.lang, b.preferred_date, b.preferred_time, b.created_at FROM bookings b \
         WHERE {NUDGE_WHERE} ORDER BY b.preferred_date, b.preferred_time LIMIT $5"
    );
    let rows = sqlx::query(&sql)
        .bind(&from[..10])
        .bind(&until[..10])
        .bind(&from)
        .bind(&until)
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?;
    let mut queued = 0;
    for r in rows {
        let (code, lang): (String, String) = (r.try_get("code")?, r.try_get("lang")?);
        let (date, time): (String, String) = (r.try_get("preferred_date")?, r.try_get("preferred_time")?);
        let created_at: i64 = r.try_get("created_at")?;
        let visit = format!("{date} {time}");
        let wanted = visit_ms(&date, &time).is_some_and(|at| created_at <= at - NUDGE_HOURS_BEFORE * HOUR);
        let claimed = sqlx::query(
            "INSERT INTO intake_nudges (code, visit, queued_at) VALUES ($1, $2, $3) ON CONFLICT (code, visit) DO NOTHING",
        )
        .bind(&code)
        .bind(&visit)
        .bind(wanted.then_some(now))
        .execute(&mut *conn)
        .await?
        .rows_affected();
        if claimed == 1 && wanted {
            outbox::enqueue(conn, OutboxKind::IntakeNudge, &nudge_ref(&code, &visit), &lang, now).await?;
            queued += 1;
        }
    }
    Ok(queued)
}

/// Whether any booking's nudge is to be handled (a read, so an idle pass never takes the write lock).
pub async fn any_nudge_due(pool: &sqlx::AnyPool, now: i64) -> Result<bool, sqlx::Error> {
    let (from, until) = (clinic_key(now), clinic_key(now + NUDGE_HOURS_BEFORE * HOUR));
    let sql = format!("SELECT b.code FROM bookings b WHERE {NUDGE_WHERE} LIMIT 1");
    let row =
        sqlx::query(&sql).bind(&from[..10]).bind(&until[..10]).bind(&from).bind(&until).fetch_optional(pool).await?;
    Ok(row.is_some())
}

/// How long after its visit a booking marked completed still gets aftercare messages: marked later
/// (staff catching up on statuses), a "How is the wound?" would come weeks late.
pub const AFTERCARE_MARK_WITHIN_DAYS: i64 = 7;

/// Begins a completed booking's aftercare: its row (the check-ins wait on it) and the aftercare
/// sheet's message, once (a second call changes nothing). The days count from the visit itself when
/// it has begun (staff may mark it completed the next morning), else from now; a booking marked
/// more than [`AFTERCARE_MARK_WITHIN_DAYS`] after its visit gets none.
pub async fn start_aftercare(conn: &mut AnyConnection, code: &str, now: i64) -> Result<(), sqlx::Error> {
    let Some(r) = sqlx::query("SELECT tumor_type, lang, preferred_date, preferred_time FROM bookings WHERE code = $1")
        .bind(code)
        .fetch_optional(&mut *conn)
        .await?
    else {
        return Ok(());
    };
    let (tumor, lang): (String, String) = (r.try_get("tumor_type")?, r.try_get("lang")?);
    let visit = visit_ms(&r.try_get::<String, _>("preferred_date")?, &r.try_get::<String, _>("preferred_time")?);
    let operated = visit.filter(|v| *v <= now).unwrap_or(now);
    if now - operated > AFTERCARE_MARK_WITHIN_DAYS * DAY {
        return Ok(());
    }
    let kind = clinic_core::model::TumorType::parse(&tumor)
        .map(clinic_core::intake::VisitKind::of)
        .unwrap_or(clinic_core::intake::VisitKind::Consultation);
    let started = sqlx::query(
        "INSERT INTO aftercare (code, kind, completed_at, pending) VALUES ($1, $2, $3, 1) ON CONFLICT (code) DO NOTHING",
    )
    .bind(code)
    .bind(kind.as_str())
    .bind(operated)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if started == 1 {
        outbox::enqueue(conn, OutboxKind::AftercareSheet, code, &lang, now).await?;
    }
    Ok(())
}

/// When the check-in of `day` after an operation at `completed_at` goes: that day at
/// [`CHECK_IN_HOUR`] clinic time.
pub fn check_in_moment(completed_at: i64, day: i64) -> i64 {
    let midnight = Date::clinic_today(completed_at).clinic_unix_ms(0);
    midnight + day * DAY + CHECK_IN_HOUR * HOUR
}

/// Queues the check-ins that have come: of the days due together only the latest is sent (a
/// server down for a week does not send day 1's question on day 8); the earlier are claimed
/// unsent. A booking's row stops waiting once its last day is claimed. Returns how many were queued.
pub async fn claim_checkins(conn: &mut AnyConnection, now: i64, days: &[i64]) -> Result<usize, sqlx::Error> {
    let Some(last_day) = days.iter().copied().max() else { return Ok(0) };
    let rows = sqlx::query(
        "SELECT a.code, a.completed_at, b.lang, b.status FROM aftercare a JOIN bookings b ON b.code = a.code \
         WHERE a.pending IS NOT NULL AND a.completed_at <= $1 ORDER BY a.completed_at LIMIT 500",
    )
    .bind(now)
    .fetch_all(&mut *conn)
    .await?;
    let mut queued = 0;
    for r in rows {
        let (code, completed_at): (String, i64) = (r.try_get("code")?, r.try_get("completed_at")?);
        let lang: String = r.try_get("lang")?;
        let due: Vec<i64> = days.iter().copied().filter(|d| check_in_moment(completed_at, *d) <= now).collect();
        let Some(&latest) = due.iter().max() else { continue };
        for day in &due {
            let claimed = sqlx::query(
                "INSERT INTO aftercare_checkins (code, day, queued_at) VALUES ($1, $2, $3) ON CONFLICT (code, day) DO NOTHING",
            )
            .bind(&code)
            .bind(*day)
            .bind(now)
            .execute(&mut *conn)
            .await?
            .rows_affected();
            if claimed == 1 && *day == latest {
                outbox::enqueue(conn, OutboxKind::AftercareCheckin, &checkin_ref(&code, *day), &lang, now).await?;
                queued += 1;
            }
        }
        if latest == last_day {
            sqlx::query("UPDATE aftercare SET pending = NULL WHERE code = $1").bind(&code).execute(&mut *conn).await?;
        }
    }
    Ok(queued)
}

/// Whether any check-in may be due (a read).
pub async fn any_checkin_due(pool: &sqlx::AnyPool, now: i64, days: &[i64]) -> Result<bool, sqlx::Error> {
    let Some(first) = days.iter().copied().min() else { return Ok(false) };
    // The first check-in of an operation on day D comes at the earliest on D + first (00:00 + hour):
    // a row completed later than `now - first days` cannot be due yet.
    let row = sqlx::query("SELECT code FROM aftercare WHERE pending IS NOT NULL AND completed_at <= $1 LIMIT 1")
        .bind(now - (first - 1).max(0) * DAY)
        .fetch_optional(pool)
        .await?;
    Ok(row.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_check_in_goes_at_ten_on_its_day() {
        // Operated 2026-12-01 16:00 in Taipei: day 1 is 2026-12-02 10:00 there.
        let done = Date::parse("2026-12-01").unwrap().clinic_unix_ms(16 * 60);
        assert_eq!(clinic_key(check_in_moment(done, 1)), "2026-12-02 10:00");
        assert_eq!(clinic_key(check_in_moment(done, 7)), "2026-12-08 10:00");
    }

    #[test]
    fn references_read_back() {
        assert_eq!(split_checkin_ref(&checkin_ref("K7XP3M9QT2", 7)), ("K7XP3M9QT2", Some(7)));
        assert_eq!(nudge_ref("K7XP3M9QT2", "2026-12-01 10:30"), "K7XP3M9QT2@2026-12-01 10:30");
    }
}
