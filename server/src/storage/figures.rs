//! The overview's figures (issue 13 point 6): no-show rate, median time to the first staff response,
//! and self-assessments that led to a booking, over the last [`WINDOW_DAYS`] days. The definitions
//! are written down in docs/admin-api.md ("Figures").

use super::StorageError;
use clinic_core::date::Date;
use clinic_core::model::Branch;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

/// The figures look back this many days (ending today).
pub const WINDOW_DAYS: i64 = 90;
/// An assessment "led to a booking" when a booking with the same e-mail address (any case, spaces
/// around ignored) was made at or after it and at most this many days later.
pub const CONVERSION_DAYS: i64 = 60;

const DAY_MS: i64 = 86_400_000;

/// The overview's figures.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Figures {
    /// The days the figures cover, ending today.
    #[cfg_attr(test, ts(type = "number"))]
    pub window_days: i64,
    /// Bookings with a visit day in the window marked no-show.
    #[cfg_attr(test, ts(type = "number"))]
    pub no_shows: i64,
    /// Bookings with a visit day in the window marked completed.
    #[cfg_attr(test, ts(type = "number"))]
    pub attended: i64,
    /// `noShows ÷ (noShows + attended)`; none without such visits.
    pub no_show_rate: Option<f64>,
    /// Inquiries received in the window that staff have responded to (the median's sample).
    #[cfg_attr(test, ts(type = "number"))]
    pub inquiries_responded: i64,
    /// Median milliseconds from receipt to the first staff response (reply or status change).
    #[cfg_attr(test, ts(type = "number | null"))]
    pub inquiry_median_response_ms: Option<i64>,
    /// Assessments received in the window that staff have responded to.
    #[cfg_attr(test, ts(type = "number"))]
    pub assessments_responded: i64,
    /// Median milliseconds from receipt to the first staff response (review or status change).
    #[cfg_attr(test, ts(type = "number | null"))]
    pub assessment_median_response_ms: Option<i64>,
    /// Assessments received in the window that left an e-mail address.
    #[cfg_attr(test, ts(type = "number"))]
    pub assessments_with_email: i64,
    /// Of those, how many were followed by a booking with the same address within `conversionDays`.
    #[cfg_attr(test, ts(type = "number"))]
    pub assessments_booked: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub conversion_days: i64,
}

fn median(mut v: Vec<i64>) -> Option<i64> {
    if v.is_empty() {
        return None;
    }
    v.sort_unstable();
    let n = v.len();
    Some(if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2 })
}

/// Response delays of one table's rows received since `since`. `table` and `received` are constants.
async fn response_times(
    conn: &mut AnyConnection,
    table: &str,
    received: &str,
    since: i64,
) -> Result<Vec<i64>, sqlx::Error> {
    let sql = format!(
        "SELECT first_response_at - {received} AS d FROM {table} WHERE first_response_at IS NOT NULL AND {received} >= $1"
    );
    sqlx::query(&sql).bind(since).fetch_all(&mut *conn).await?.iter().map(|r| r.try_get::<i64, _>("d")).collect()
}

/// The figures at `now`. Bookings are limited to `scope` (a branch account's branch); inquiries and
/// assessments name no branch, so everyone sees the clinic's.
pub async fn figures(conn: &mut AnyConnection, scope: Option<Branch>, now: i64) -> Result<Figures, StorageError> {
    let today = Date::clinic_today(now);
    let first = today.add_days(-(WINDOW_DAYS as i32)).to_string();
    let mut sql = String::from(
        "SELECT COALESCE(SUM(CASE WHEN status = 'no_show' THEN 1 ELSE 0 END), 0) AS ns, \
         COALESCE(SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END), 0) AS ok \
         FROM bookings WHERE preferred_date >= $1 AND preferred_date <= $2",
    );
    if scope.is_some() {
        sql.push_str(" AND branch = $3");
    }
    let mut q = sqlx::query(&sql).bind(first).bind(today.to_string());
    if let Some(b) = scope {
        q = q.bind(b.as_str());
    }
    let r = q.fetch_one(&mut *conn).await?;
    let no_shows: i64 = r.try_get("ns")?;
    let attended: i64 = r.try_get("ok")?;
    let since = now - WINDOW_DAYS * DAY_MS;
    let inquiry = response_times(conn, "inquiries", "received_at", since).await?;
    let assessment = response_times(conn, "assessments", "created_at", since).await?;
    let conv = sqlx::query(
        "SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN EXISTS (SELECT 1 FROM bookings b \
         WHERE b.email_normalized = LOWER(TRIM(a.email)) \
         AND b.created_at >= a.created_at AND b.created_at <= a.created_at + $1) THEN 1 ELSE 0 END), 0) AS booked \
         FROM assessments a WHERE a.email IS NOT NULL AND a.email <> '' AND a.created_at >= $2",
    )
    .bind(CONVERSION_DAYS * DAY_MS)
    .bind(since)
    .fetch_one(&mut *conn)
    .await?;
    Ok(Figures {
        window_days: WINDOW_DAYS,
        no_shows,
        attended,
        no_show_rate: (no_shows + attended > 0).then(|| no_shows as f64 / (no_shows + attended) as f64),
        inquiries_responded: inquiry.len() as i64,
        inquiry_median_response_ms: median(inquiry),
        assessments_responded: assessment.len() as i64,
        assessment_median_response_ms: median(assessment),
        assessments_with_email: conv.try_get("n")?,
        assessments_booked: conv.try_get("booked")?,
        conversion_days: CONVERSION_DAYS,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_median_of_an_even_count_is_the_middle_pair_s_mean() {
        assert_eq!(super::median(vec![4, 1, 3, 2]), Some(2));
        assert_eq!(super::median(vec![5, 1, 9]), Some(5));
        assert_eq!(super::median(vec![]), None);
    }
}
