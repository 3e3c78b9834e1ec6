//! The overview's figures (issue 13 point 6): no-show rate, median time to the first staff response,
//! and how many self-assessments led to a booking. All over the last [`WINDOW_DAYS`] days.

use super::{Db, StorageError};
use clinic_core::date::Date;
use clinic_core::model::Branch;
use serde::Serialize;
use sqlx::Row;

/// The figures look back this many days.
pub const WINDOW_DAYS: i64 = 90;
/// An assessment "led to a booking" when a booking with the same e-mail address (any case) was made
/// within this many days after it.
pub const CONVERSION_DAYS: i64 = 60;

const DAY_MS: i64 = 86_400_000;

/// The figures.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "admin/"))]
pub struct Figures {
    /// The days the figures cover (ending today).
    #[cfg_attr(test, ts(type = "number"))]
    pub window_days: i64,
    /// Past visits marked no-show, and marked completed (the rate is no-show ÷ both).
    #[cfg_attr(test, ts(type = "number"))]
    pub no_shows: i64,
    #[cfg_attr(test, ts(type = "number"))]
    pub attended: i64,
    /// No-shows ÷ (no-shows + completed), or none without such visits.
    pub no_show_rate: Option<f64>,
    /// Median milliseconds from receipt to the first staff response (status change, reply or review).
    #[cfg_attr(test, ts(type = "number | null"))]
    pub inquiry_median_response_ms: Option<i64>,
    #[cfg_attr(test, ts(type = "number | null"))]
    pub assessment_median_response_ms: Option<i64>,
    /// Assessments that left an e-mail, and of those, how many were followed by a booking with the same
    /// e-mail within `conversionDays`.
    #[cfg_attr(test, ts(type = "number"))]
    pub assessments_with_email: i64,
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

async fn response_times(db: &Db, table: &str, received: &str, since: i64) -> Result<Vec<i64>, sqlx::Error> {
    let sql = format!(
        "SELECT first_response_at - {received} AS d FROM {table} WHERE first_response_at IS NOT NULL AND {received} >= $1"
    );
    sqlx::query(&sql).bind(since).fetch_all(&db.pool).await?.iter().map(|r| r.try_get::<i64, _>("d")).collect()
}

/// The figures at `now`, for one branch's bookings or all (inquiries and assessments name no branch).
pub async fn figures(db: &Db, scope: Option<Branch>, now: i64) -> Result<Figures, StorageError> {
    let today = Date::clinic_today(now);
    let first = today.add_days(-(WINDOW_DAYS as i32)).to_string();
    let mut sql = String::from(
        "SELECT SUM(CASE WHEN status = 'no_show' THEN 1 ELSE 0 END) AS ns, \
         SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END) AS ok \
         FROM bookings WHERE preferred_date >= $1 AND preferred_date <= $2",
    );
    if scope.is_some() {
        sql.push_str(" AND branch = $3");
    }
    let mut q = sqlx::query(&sql).bind(&first).bind(today.to_string());
    if let Some(b) = scope {
        q = q.bind(b.as_str());
    }
    let r = q.fetch_one(&db.pool).await?;
    let no_shows: i64 = r.try_get::<Option<i64>, _>("ns")?.unwrap_or(0);
    let attended: i64 = r.try_get::<Option<i64>, _>("ok")?.unwrap_or(0);
    let since = now - WINDOW_DAYS * DAY_MS;
    let inquiry = median(response_times(db, "inquiries", "received_at", since).await?);
    let assessment = median(response_times(db, "assessments", "created_at", since).await?);
    let conv = sqlx::query(
        "SELECT COUNT(*) AS n, SUM(CASE WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.email_normalized = LOWER(a.email) \
         AND b.created_at >= a.created_at AND b.created_at <= a.created_at + $1) THEN 1 ELSE 0 END) AS booked \
         FROM assessments a WHERE a.email IS NOT NULL AND a.email <> '' AND a.created_at >= $2",
    )
    .bind(CONVERSION_DAYS * DAY_MS)
    .bind(since)
    .fetch_one(&db.pool)
    .await?;
    Ok(Figures {
        window_days: WINDOW_DAYS,
        no_shows,
        attended,
        no_show_rate: (no_shows + attended > 0).then(|| no_shows as f64 / (no_shows + attended) as f64),
        inquiry_median_response_ms: inquiry,
        assessment_median_response_ms: assessment,
        assessments_with_email: conv.try_get("n")?,
        assessments_booked: conv.try_get::<Option<i64>, _>("booked")?.unwrap_or(0),
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
