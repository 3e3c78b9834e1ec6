//! The front desk's day (`GET /api/admin/front-desk`, `POST /api/admin/bookings/{code}/arrived`) and the
//! reminders' figures (`GET /api/admin/reminder-figures`) from known data: every count is worked out by
//! hand below, so a wrong definition fails. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

use crate::common;

use clinic_core::date::Date;
use clinic_server::storage::now_ms;
use common::*;
use serde_json::{json, Value};

const HOUR_MS: i64 = 3_600_000;

async fn book(app: &TestApp, day: &str, time: &str) -> String {
    let res = app.post_json("/api/bookings", &booking(day, time)).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    clinic_core::code::ConfirmationCode::parse(body["confirmationCode"].as_str().expect("code"))
        .expect("code")
        .canonical()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_front_desk_sees_the_days_patients_in_time_order_and_marks_them_arrived_once() {
    let app = spawn_app().await;
    let day = open_day(3);
    let late = book(&app, &day, "11:00").await;
    let early = book(&app, &day, "10:00").await;
    let gone = book(&app, &day, "10:30").await;
    let res = app.post_json(&format!("/api/bookings/{gone}/cancel"), &json!({ "contact": "0912345678" })).await;
    assert_eq!(res.status(), 200);
    sqlx::query("UPDATE bookings SET attendance_confirmed_at = $1, attendance_confirmed_for = $2 WHERE code = $3")
        .bind(now_ms())
        .bind(format!("{day} 11:00"))
        .bind(&late)
        .execute(&app.db.pool)
        .await
        .expect("an answer");

    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let res = staff.get(&format!("/api/admin/front-desk?date={day}")).await;
    assert_eq!(res.status(), 200);
    let view: Value = res.json().await.expect("json");
    let arrivals = view["arrivals"].as_array().expect("arrivals");
    let ids: Vec<&str> = arrivals.iter().map(|a| a["id"].as_str().unwrap_or("")).collect();
    assert_eq!(ids, vec![early.as_str(), late.as_str()], "in time order, without the cancelled one");
    assert!(arrivals[0]["attendanceConfirmedAt"].is_null() && arrivals[1]["attendanceConfirmedAt"].is_string());
    assert_eq!(arrivals[0]["channel"], "email");

    let res = staff.post_json(&format!("/api/admin/bookings/{early}/arrived"), &json!({})).await;
    assert_eq!(res.status(), 200);
    let view: Value = res.json().await.expect("json");
    let first = view["arrivals"][0]["arrivedAt"].as_str().expect("arrived").to_string();
    let res = staff.post_json(&format!("/api/admin/bookings/{early}/arrived"), &json!({})).await;
    let view: Value = res.json().await.expect("json");
    assert_eq!(view["arrivals"][0]["arrivedAt"], first.as_str(), "a second mark keeps the first time");
    // A mistaken mark is taken back, and marked again later with its new time.
    let res = staff.post_json(&format!("/api/admin/bookings/{early}/arrived/undo"), &json!({})).await;
    assert_eq!(res.status(), 200);
    let view: Value = res.json().await.expect("json");
    assert!(view["arrivals"][0]["arrivedAt"].is_null());
    let (undone,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM audit_log WHERE action = 'booking.arrival_undone' AND target_id = $1")
            .bind(&early)
            .fetch_one(&app.db.pool)
            .await
            .expect("audit");
    assert_eq!(undone, 1);
    let res = staff.post_json(&format!("/api/admin/bookings/{early}/arrived"), &json!({})).await;
    let view: Value = res.json().await.expect("json");
    assert!(view["arrivals"][0]["arrivedAt"].is_string());
    let res = staff.post_json(&format!("/api/admin/bookings/{gone}/arrived"), &json!({})).await;
    assert_eq!(res.status(), 409, "a cancelled booking is not expected");
    let (n,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM audit_log WHERE action = 'booking.arrived' AND target_id = $1")
            .bind(&early)
            .fetch_one(&app.db.pool)
            .await
            .expect("audit");
    assert_eq!(n, 2, "each mark that changed something is audited, a repeated one is not");

    // Kaohsiung's front desk does not see Taipei's day.
    let other = signed_in(&app, "staff", Some("kaohsiung")).await;
    assert_eq!(other.get(&format!("/api/admin/front-desk?branch=taipei&date={day}")).await.status(), 403);
    assert_eq!(staff.get("/api/admin/front-desk?date=tomorrow").await.status(), 422);
}

/// A booking row on `day` with `status`, confirmed ("I will come") `confirmed_after` hours after its
/// first reminder when given, and its reminders: (offset hours, channel, sent hours after the first).
async fn visit(
    app: &TestApp,
    code: &str,
    day: &str,
    status: &str,
    confirmed_after: Option<i64>,
    sent: &[(i64, Option<&str>, i64)],
) {
    let t0 = now_ms() - 100 * HOUR_MS;
    sqlx::query(
        "INSERT INTO bookings (code, status, branch, preferred_date, preferred_time, tumor_type, name, phone, \
         phone_digits, email, email_normalized, lang, created_at, updated_at, attendance_confirmed_at, attendance_confirmed_for) \
         VALUES ($1, $2, 'taipei', $3, '10:00', 'lipoma', 'P', '0912345678', '0912345678', 'p@example.com', 'p@example.com', 'en', $4, $4, $5, $6)",
    )
    .bind(code)
    .bind(status)
    .bind(day)
    .bind(t0)
    .bind(confirmed_after.map(|h| t0 + h * HOUR_MS))
    .bind(confirmed_after.map(|_| format!("{day} 10:00")))
    .execute(&app.db.pool)
    .await
    .expect("booking");
    for (hours, channel, after) in sent {
        let at = t0 + after * HOUR_MS;
        sqlx::query(
            "INSERT INTO outbox (kind, ref_id, lang, created_at, attempts, next_attempt_at, sent_at, channel) \
             VALUES ('booking_reminder', $1, 'en', $2, 1, $2, $2, $3)",
        )
        .bind(format!("{code}@{day} 10:00#{hours}"))
        .bind(at)
        .bind(*channel)
        .execute(&app.db.pool)
        .await
        .expect("reminder");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_reminder_figures_count_each_visit_by_its_last_channel_and_each_answer_by_the_reminder_before_it() {
    let app = spawn_app().await;
    let today = Date::clinic_today(now_ms());
    let monday = today.add_days(-(today.weekday() as i32));
    let (this_week, last_week) = (monday.to_string(), monday.add_days(-3).to_string());
    // This week: on LINE, answered after the 72-hour one, came; on LINE, answered after the 24-hour
    // one; by e-mail, never answered, missed.
    visit(&app, "AAAAAAAAA1", &this_week, "completed", Some(2), &[(72, Some("line"), 0), (24, Some("line"), 48)]).await;
    visit(&app, "AAAAAAAAA2", &this_week, "confirmed", Some(50), &[(72, Some("line"), 0), (24, Some("line"), 48)])
        .await;
    visit(&app, "AAAAAAAAA3", &this_week, "no_show", None, &[(24, None, 48)]).await;
    // Last week: WhatsApp failed for good and the 24-hour one went by e-mail; cancelled after it.
    visit(&app, "AAAAAAAAA4", &last_week, "cancelled", None, &[(72, Some("whatsapp"), 0), (24, Some("email"), 48)])
        .await;
    // Not reminded: not counted.
    visit(&app, "AAAAAAAAA5", &this_week, "completed", None, &[]).await;

    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let res = staff.get("/api/admin/reminder-figures?weeks=2").await;
    assert_eq!(res.status(), 200);
    let f: Value = res.json().await.expect("json");
    let weeks = f["weeks"].as_array().expect("weeks");
    assert_eq!(weeks.len(), 2);
    assert_eq!(weeks[1]["weekStart"], this_week.as_str());
    assert_eq!(
        weeks[1]["byChannel"],
        json!([
            { "channel": "email", "reminded": 1, "confirmed": 0, "completed": 0, "noShow": 1, "cancelled": 0 },
            { "channel": "line", "reminded": 2, "confirmed": 2, "completed": 1, "noShow": 0, "cancelled": 0 },
        ])
    );
    assert_eq!(
        weeks[1]["byOffset"],
        json!([
            { "offsetHours": 72, "reminded": 2, "confirmed": 1, "noShow": 0 },
            { "offsetHours": 24, "reminded": 3, "confirmed": 1, "noShow": 1 },
        ])
    );
    assert_eq!(
        weeks[0]["byChannel"],
        json!([{ "channel": "email", "reminded": 1, "confirmed": 0, "completed": 0, "noShow": 0, "cancelled": 1 }])
    );
    assert_eq!(staff.get("/api/admin/reminder-figures?weeks=60").await.status(), 422);
    let other = signed_in(&app, "staff", Some("kaohsiung")).await;
    let theirs: Value = other.get("/api/admin/reminder-figures?weeks=2").await.json().await.expect("json");
    assert!(theirs["weeks"].as_array().expect("weeks").iter().all(|w| w["byChannel"] == json!([])), "{theirs}");
}
