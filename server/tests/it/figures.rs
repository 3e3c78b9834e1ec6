//! The overview's figures (`GET /api/admin/figures`, docs/admin-api.md) from known data: every figure
//! is computed by hand below, so a wrong definition or a wrong sum fails. Runs on SQLite, and on
//! PostgreSQL when TEST_DATABASE_URL is set.

use crate::common;

use clinic_core::date::Date;
use clinic_server::storage::now_ms;
use common::*;
use serde_json::Value;

const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 24 * HOUR_MS;

fn days_ago(n: i32) -> String {
    Date::clinic_today(now_ms()).add_days(-n).to_string()
}

async fn booking_row(app: &TestApp, code: &str, branch: &str, day: &str, status: &str, email: &str, created_at: i64) {
    sqlx::query(
        "INSERT INTO bookings (code, status, branch, preferred_date, preferred_time, tumor_type, name, phone, \
         phone_digits, email, email_normalized, lang, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, '10:00', 'lipoma', 'P', '0912345678', '0912345678', $5, $6, 'en', $7, $7)",
    )
    .bind(code)
    .bind(status)
    .bind(branch)
    .bind(day)
    .bind(email)
    .bind(email.trim().to_lowercase())
    .bind(created_at)
    .execute(&app.db.pool)
    .await
    .expect("booking");
}

async fn inquiry_row(app: &TestApp, id: &str, received_at: i64, response_after: Option<i64>) {
    sqlx::query(
        "INSERT INTO inquiries (id, name, email, subject, message, inquiry_type, lang, received_at, status, \
         first_response_at) VALUES ($1, 'P', 'p@example.com', 'S', 'M', 'general', 'en', $2, $3, $4)",
    )
    .bind(id)
    .bind(received_at)
    .bind(if response_after.is_some() { "answered" } else { "new" })
    .bind(response_after.map(|d| received_at + d))
    .execute(&app.db.pool)
    .await
    .expect("inquiry");
}

async fn assessment_row(app: &TestApp, id: &str, created_at: i64, email: Option<&str>, response_after: Option<i64>) {
    sqlx::query(
        "INSERT INTO assessments (id, answers, result, email, lang, created_at, status, urgency, first_response_at) \
         VALUES ($1, '{}', '{}', $2, 'en', $3, $4, 'medium', $5)",
    )
    .bind(id)
    .bind(email)
    .bind(created_at)
    .bind(if response_after.is_some() { "reviewed" } else { "new" })
    .bind(response_after.map(|d| created_at + d))
    .execute(&app.db.pool)
    .await
    .expect("assessment");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_overview_figures_match_the_data_they_summarise() {
    let app = spawn_app().await;
    let now = now_ms();
    let (old, recent) = (now - 200 * DAY_MS, now - 30 * DAY_MS);

    // Visits in the last 90 days: Taipei 1 no-show of 4 attended-or-missed (a cancellation does not
    // count), Kaohsiung 1 no-show; one no-show from before the window is not counted.
    for (code, branch, day, status) in [
        ("NS1", "taipei", days_ago(5), "no_show"),
        ("OK1", "taipei", days_ago(5), "completed"),
        ("OK2", "taipei", days_ago(20), "completed"),
        ("OK3", "taipei", days_ago(80), "completed"),
        ("CX1", "taipei", days_ago(6), "cancelled"),
        ("NS2", "kaohsiung", days_ago(7), "no_show"),
        ("NS3", "taipei", days_ago(120), "no_show"),
    ] {
        booking_row(&app, code, branch, &day, status, "visit@example.com", old).await;
    }
    // Inquiries answered after 1 h, 3 h and 5 h (median 3 h), one not yet answered, and one from
    // before the window answered after 100 h (not counted).
    inquiry_row(&app, "inq_a", recent, Some(HOUR_MS)).await;
    inquiry_row(&app, "inq_b", recent, Some(3 * HOUR_MS)).await;
    inquiry_row(&app, "inq_c", recent, Some(5 * HOUR_MS)).await;
    inquiry_row(&app, "inq_d", recent, None).await;
    inquiry_row(&app, "inq_e", old, Some(100 * HOUR_MS)).await;
    // Assessments: reviewed after 2 h and 4 h (median of an even count: 3 h). Of the three that left
    // an e-mail, one was booked a day later under the same address in other letters; one was booked
    // too late (70 days); one never. The one without an e-mail is not in the ratio.
    assessment_row(&app, "asm_a", recent, Some("Convert@Example.com"), Some(2 * HOUR_MS)).await;
    assessment_row(&app, "asm_b", recent, Some("late@example.com"), Some(4 * HOUR_MS)).await;
    assessment_row(&app, "asm_c", recent, Some("never@example.com"), None).await;
    assessment_row(&app, "asm_d", recent, None, None).await;
    booking_row(&app, "CV1", "taipei", &days_ago(-30), "pending", " convert@EXAMPLE.com", recent + DAY_MS).await;
    booking_row(&app, "LT1", "taipei", &days_ago(-30), "pending", "late@example.com", recent + 70 * DAY_MS).await;

    let admin = signed_in(&app, "admin", None).await;
    let res = admin.get("/api/admin/figures").await;
    assert_eq!(res.status(), 200);
    let f: Value = res.json().await.expect("json");
    assert_eq!(f["windowDays"], 90);
    assert_eq!((f["noShows"].as_i64(), f["attended"].as_i64()), (Some(2), Some(3)));
    assert_eq!(f["noShowRate"].as_f64(), Some(0.4));
    assert_eq!(f["inquiriesResponded"], 3);
    assert_eq!(f["inquiryMedianResponseMs"].as_i64(), Some(3 * HOUR_MS));
    assert_eq!(f["assessmentsResponded"], 2);
    assert_eq!(f["assessmentMedianResponseMs"].as_i64(), Some(3 * HOUR_MS));
    assert_eq!((f["assessmentsWithEmail"].as_i64(), f["assessmentsBooked"].as_i64()), (Some(3), Some(1)));
    assert_eq!(f["conversionDays"], 60);

    // A Taipei account sees its branch's visits only.
    let taipei = signed_in(&app, "staff", Some("taipei")).await;
    let f: Value = taipei.get("/api/admin/figures").await.json().await.expect("json");
    assert_eq!((f["noShows"].as_i64(), f["attended"].as_i64()), (Some(1), Some(3)));
    assert_eq!(f["noShowRate"].as_f64(), Some(0.25));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_data_the_figures_say_nothing_rather_than_zero() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let f: Value = admin.get("/api/admin/figures").await.json().await.expect("json");
    assert!(f["noShowRate"].is_null() && f["inquiryMedianResponseMs"].is_null(), "{f}");
    assert_eq!(f["assessmentsWithEmail"], 0);
    assert_eq!(app.client.get(app.url("/api/admin/figures")).send().await.expect("request").status(), 401);
}
