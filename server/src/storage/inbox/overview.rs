//! The day at a glance and the triage queue.

use super::list::{columns, item_from, InboxItem, Sort};
use super::sql::Sql;
use super::Kind;
use crate::storage::{Backend, StorageError};
use clinic_core::date::Date;
use clinic_core::model::Branch;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

/// Bookings of one day at one branch.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct DayCount {
    pub date: String,
    pub branch: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub count: i64,
}

/// Bookings in one patient language.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct LangCount {
    pub lang: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub count: i64,
}

/// The overview screen.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Overview {
    /// Today's bookings (not cancelled), by time.
    pub today: Vec<InboxItem>,
    /// The next 7 days' pending and confirmed bookings, by date and time (at most 100).
    pub upcoming: Vec<InboxItem>,
    /// Inquiries nobody has answered yet.
    #[cfg_attr(test, ts(type = "number"))]
    pub open_inquiries: i64,
    /// Assessments not closed (the triage queue's assessments).
    #[cfg_attr(test, ts(type = "number"))]
    pub triage_open: i64,
    /// Patients' aftercare worries ("something worries me") nobody has handled yet, of the staff
    /// member's branch: the urgent items heading the triage queue (added with issue 26).
    #[cfg_attr(test, ts(type = "number"))]
    pub aftercare_worries: i64,
    /// Submissions without a staff response 24 h after receipt.
    #[cfg_attr(test, ts(type = "number"))]
    pub overdue: i64,
    /// Bookings (not cancelled) per appointment day and branch, 30 days back to 30 days ahead.
    pub bookings_per_day: Vec<DayCount>,
    /// Bookings (not cancelled) per patient language.
    pub bookings_by_lang: Vec<LangCount>,
}

/// How many days the overview's chart reaches back and ahead.
pub const CHART_DAYS: i32 = 30;
/// How many days "upcoming" covers.
pub const UPCOMING_DAYS: i32 = 7;

fn push_scope(s: &mut Sql, scope: Option<Branch>) {
    if let Some(b) = scope {
        s.push(" AND t.branch = ").text(b.as_str());
    }
}

async fn bookings_between(
    conn: &mut AnyConnection,
    backend: Backend,
    scope: Option<Branch>,
    first: &str,
    last: &str,
    statuses: &str,
    now: i64,
) -> Result<Vec<InboxItem>, StorageError> {
    let mut s = Sql::new(backend);
    s.push(&format!(
        "SELECT {}, CAST(NULL AS TEXT) AS assignee_email FROM bookings t",
        columns(Kind::Booking, Sort::PreferredDate)
    ));
    s.push(" WHERE t.preferred_date >= ").text(first).push(" AND t.preferred_date <= ").text(last);
    s.push(&format!(" AND t.status IN ({statuses})"));
    push_scope(&mut s, scope);
    s.push(" ORDER BY t.preferred_date, t.preferred_time, t.code LIMIT 100");
    let rows = s.query().fetch_all(&mut *conn).await?;
    rows.iter().map(|r| item_from(r, now)).collect()
}

async fn count(conn: &mut AnyConnection, s: &Sql) -> Result<i64, StorageError> {
    Ok(s.query().fetch_one(&mut *conn).await?.try_get::<i64, _>("n")?)
}

/// The overview for a staff member limited to `scope` (or every branch).
pub async fn overview(
    conn: &mut AnyConnection,
    backend: Backend,
    scope: Option<Branch>,
    now: i64,
) -> Result<Overview, StorageError> {
    let today = Date::clinic_today(now);
    let day = |n: i32| today.add_days(n).to_string();
    let today_s = day(0);
    let today_items = bookings_between(
        conn,
        backend,
        scope,
        &today_s,
        &today_s,
        "'pending', 'confirmed', 'completed', 'no_show'",
        now,
    )
    .await?;
    let upcoming =
        bookings_between(conn, backend, scope, &day(1), &day(UPCOMING_DAYS), "'pending', 'confirmed'", now).await?;
    let mut s = Sql::new(backend);
    s.push("SELECT COUNT(*) AS n FROM inquiries WHERE status = 'new'");
    let open_inquiries = count(conn, &s).await?;
    let mut s = Sql::new(backend);
    s.push("SELECT COUNT(*) AS n FROM assessments WHERE status <> 'closed'");
    let triage_open = count(conn, &s).await?;
    // The partial index `aftercare_worries_open` holds only the open worries; each joins its booking by key.
    let mut s = Sql::new(backend);
    s.push(
        "SELECT COUNT(*) AS n FROM aftercare_answers a JOIN bookings t ON t.code = a.code \
         WHERE a.answer = 'worry' AND a.handled_at IS NULL",
    );
    push_scope(&mut s, scope);
    let aftercare_worries = count(conn, &s).await?;
    let cutoff = now - super::RESPONSE_PROMISE_MS;
    let mut overdue = 0;
    for (table, received) in [("bookings", "created_at"), ("inquiries", "received_at"), ("assessments", "created_at")] {
        let initial = if table == "bookings" { "pending" } else { "new" };
        let mut s = Sql::new(backend);
        s.push(&format!("SELECT COUNT(*) AS n FROM {table} t WHERE t.status = "));
        s.text(initial).push(&format!(" AND t.first_response_at IS NULL AND t.{received} <= ")).int(cutoff);
        if table == "bookings" {
            push_scope(&mut s, scope);
        }
        overdue += count(conn, &s).await?;
    }
    let mut s = Sql::new(backend);
    s.push("SELECT t.preferred_date AS d, t.branch AS b, COUNT(*) AS n FROM bookings t WHERE t.preferred_date >= ");
    s.text(&day(-CHART_DAYS)).push(" AND t.preferred_date <= ").text(&day(CHART_DAYS));
    s.push(" AND t.status <> 'cancelled'");
    push_scope(&mut s, scope);
    s.push(" GROUP BY t.preferred_date, t.branch ORDER BY t.preferred_date, t.branch");
    let bookings_per_day = s
        .query()
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| Ok(DayCount { date: r.try_get("d")?, branch: r.try_get("b")?, count: r.try_get("n")? }))
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let mut s = Sql::new(backend);
    s.push("SELECT t.lang AS l, COUNT(*) AS n FROM bookings t WHERE t.status <> 'cancelled'");
    push_scope(&mut s, scope);
    s.push(" GROUP BY t.lang ORDER BY n DESC, t.lang");
    let bookings_by_lang = s
        .query()
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| Ok(LangCount { lang: r.try_get("l")?, count: r.try_get("n")? }))
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(Overview {
        today: today_items,
        upcoming,
        open_inquiries,
        triage_open,
        aftercare_worries,
        overdue,
        bookings_per_day,
        bookings_by_lang,
    })
}

/// The triage queue: first the aftercare worries nobody has handled yet (urgent, oldest first; of
/// `scope`'s branch, or all), each a booking item carrying its `aftercare` answer; then open (not
/// closed) assessments, most urgent first (as reviewed, else as triaged), then oldest first.
pub async fn triage(
    conn: &mut AnyConnection,
    backend: Backend,
    scope: Option<Branch>,
    now: i64,
) -> Result<Vec<InboxItem>, StorageError> {
    let mut items = crate::storage::intake_review::open_worries(conn, backend, scope, now).await?;
    items.extend(open_assessments(conn, backend, now).await?);
    Ok(items)
}

/// Open (not closed) assessments, most urgent first (as reviewed, else as triaged), then oldest first.
async fn open_assessments(
    conn: &mut AnyConnection,
    backend: Backend,
    now: i64,
) -> Result<Vec<InboxItem>, StorageError> {
    let mut s = Sql::new(backend);
    s.push(&format!(
        "SELECT {}, su.email AS assignee_email FROM assessments t LEFT JOIN staff_users su ON su.id = t.assignee_id \
         WHERE t.status <> 'closed' ORDER BY CASE COALESCE(t.reviewed_urgency, t.urgency) \
         WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END, t.created_at, t.id LIMIT 500",
        columns(Kind::Assessment, Sort::ReceivedAt)
    ));
    let rows = s.query().fetch_all(&mut *conn).await?;
    rows.iter().map(|r| item_from(r, now)).collect()
}
