//! A patient moves or cancels their own booking on the status page (code + contact), until the
//! clinic's change window before the visit; inside it both answer 409 `change_window`.

use crate::common;

use common::*;
use serde_json::{json, Value};

async fn book(app: &TestApp, b: &Value) -> String {
    let res = app.post_json("/api/bookings", b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    body["confirmationCode"].as_str().expect("code").to_string()
}

async fn remaining(app: &TestApp, day: &str, time: &str) -> i64 {
    let a: Value =
        app.get(&format!("/api/availability?branch=taipei&from={day}&to={day}")).await.json().await.expect("json");
    a["slots"]
        .as_array()
        .and_then(|s| s.iter().find(|s| s["time"] == time))
        .and_then(|s| s["remaining"].as_i64())
        .expect("the slot is listed")
}

async fn rows_of(app: &TestApp, sql: &str, code: &str) -> Vec<(String, String)> {
    let canonical = clinic_core::code::ConfirmationCode::parse(code).expect("a code").canonical().to_string();
    sqlx::query_as(sql).bind(canonical).fetch_all(&app.db.pool).await.expect("query")
}

async fn audit_of(app: &TestApp, code: &str) -> Vec<(String, String)> {
    rows_of(app, "SELECT action, actor_email FROM audit_log WHERE target_id = $1 ORDER BY id", code).await
}

async fn messages_of(app: &TestApp, code: &str) -> Vec<String> {
    rows_of(app, "SELECT kind, lang FROM outbox WHERE ref_id = $1 ORDER BY id", code)
        .await
        .into_iter()
        .map(|(kind, _)| kind)
        .collect()
}

fn window_hours(hours: i64) -> Options {
    Options { slot_capacity: 1, env: vec![("CLINIC_CHANGE_WINDOW_HOURS", hours.to_string())], ..Default::default() }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_patient_moves_their_booking_to_a_free_slot_and_the_old_seat_is_freed() {
    let app = spawn_with(window_hours(24)).await;
    let (day, later) = (open_day(0), open_day(1));
    let code = book(&app, &booking(&day, "10:00")).await;
    let status: Value =
        app.get(&format!("/api/bookings/{code}?contact=patient@example.com")).await.json().await.expect("json");
    assert!(status["changeableUntil"].as_str().is_some_and(|t| t.ends_with('Z')), "{status}");

    let path = format!("/api/bookings/{code}/reschedule");
    let res = app
        .post_json(&path, &json!({"contact": "0912 345 678", "preferredDate": later, "preferredTime": "14:30"}))
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    assert_eq!((body["preferredDate"].as_str(), body["preferredTime"].as_str()), (Some(later.as_str()), Some("14:30")));
    assert_eq!(body["status"], "pending");

    assert_eq!(remaining(&app, &day, "10:00").await, 1, "the old seat is free again");
    assert_eq!(remaining(&app, &later, "14:30").await, 0, "the new seat is taken");
    let status: Value =
        app.get(&format!("/api/bookings/{code}?contact=patient@example.com")).await.json().await.expect("json");
    assert_eq!(status["preferredTime"], "14:30");
    assert_eq!(audit_of(&app, &code).await, [("booking.reschedule".to_string(), String::new())], "by the patient");
    assert_eq!(messages_of(&app, &code).await, ["booking_created", "booking_moved"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_full_slot_a_wrong_contact_or_a_closed_day_change_nothing() {
    let app = spawn_with(window_hours(24)).await;
    let day = open_day(0);
    let code = book(&app, &booking(&day, "10:00")).await;
    book(&app, &booking(&day, "11:00")).await;
    let path = format!("/api/bookings/{code}/reschedule");

    let res = app
        .post_json(&path, &json!({"contact": "patient@example.com", "preferredDate": day, "preferredTime": "11:00"}))
        .await;
    assert_eq!(res.status(), 409);
    assert_eq!(res.json::<Value>().await.expect("json")["error"]["code"], "slot_full");
    let res = app
        .post_json(&path, &json!({"contact": "someone@else.com", "preferredDate": day, "preferredTime": "12:00"}))
        .await;
    assert_eq!(res.status(), 404);
    let res = app
        .post_json(
            &path,
            &json!({"contact": "patient@example.com", "preferredDate": "2020-01-01", "preferredTime": "12:00"}),
        )
        .await;
    assert_eq!(res.status(), 422);
    let res = app.post_json(&path, &json!({"preferredDate": day, "preferredTime": "12:00"})).await;
    assert_eq!(res.status(), 422);

    assert_eq!(remaining(&app, &day, "10:00").await, 0, "still held");
    assert_eq!(remaining(&app, &day, "12:00").await, 1);
    assert!(audit_of(&app, &code).await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn inside_the_change_window_moving_and_cancelling_answer_change_window() {
    // A window longer than the booking horizon puts every visit inside it.
    let app = spawn_with(window_hours(24 * 200)).await;
    let day = open_day(0);
    let code = book(&app, &booking(&day, "10:00")).await;
    let status: Value =
        app.get(&format!("/api/bookings/{code}?contact=patient@example.com")).await.json().await.expect("json");
    let until = status["changeableUntil"].as_str().expect("a deadline");
    assert!(
        until < clinic_server::storage::ids::rfc3339(clinic_server::storage::now_ms()).as_str(),
        "already past: {until}"
    );

    let later = open_day(1);
    let res = app
        .post_json(
            &format!("/api/bookings/{code}/reschedule"),
            &json!({"contact": "patient@example.com", "preferredDate": later, "preferredTime": "11:00"}),
        )
        .await;
    assert_eq!(res.status(), 409);
    assert_eq!(res.json::<Value>().await.expect("json")["error"]["code"], "change_window");
    let res = app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(res.status(), 409);
    assert_eq!(res.json::<Value>().await.expect("json")["error"]["code"], "change_window");

    let status: Value =
        app.get(&format!("/api/bookings/{code}?contact=patient@example.com")).await.json().await.expect("json");
    assert_eq!((status["status"].as_str(), status["preferredTime"].as_str()), (Some("pending"), Some("10:00")));
    assert_eq!(remaining(&app, &day, "10:00").await, 0);
    assert_eq!(messages_of(&app, &code).await, ["booking_created"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn outside_the_window_a_cancellation_is_audited_and_confirmed() {
    let app = spawn_with(window_hours(24)).await;
    let day = open_day(0);
    let code = book(&app, &booking(&day, "10:00")).await;
    let res = app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(remaining(&app, &day, "10:00").await, 1);
    assert_eq!(audit_of(&app, &code).await, [("booking.cancel".to_string(), String::new())]);
    assert_eq!(messages_of(&app, &code).await, ["booking_created", "booking_cancelled"]);
    let status: Value =
        app.get(&format!("/api/bookings/{code}?contact=patient@example.com")).await.json().await.expect("json");
    assert!(status.get("changeableUntil").is_none(), "a cancelled booking cannot change: {status}");
    let res = app
        .post_json(
            &format!("/api/bookings/{code}/reschedule"),
            &json!({"contact": "patient@example.com", "preferredDate": day, "preferredTime": "11:00"}),
        )
        .await;
    assert_eq!(res.status(), 409);
    assert_eq!(res.json::<Value>().await.expect("json")["error"]["code"], "not_changeable");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_repeated_reschedule_with_the_same_key_is_answered_the_same_and_moves_once() {
    let app = spawn_with(window_hours(24)).await;
    let day = open_day(0);
    let code = book(&app, &booking(&day, "10:00")).await;
    let send = || {
        app.client
            .post(app.url(&format!("/api/bookings/{code}/reschedule")))
            .header("Idempotency-Key", "move-once")
            .json(&json!({"contact": "patient@example.com", "preferredDate": day, "preferredTime": "15:00"}))
            .send()
    };
    let first = send().await.expect("request");
    assert_eq!(first.status(), 200);
    let again = send().await.expect("request");
    assert_eq!(again.status(), 200);
    assert_eq!(again.json::<Value>().await.expect("json")["preferredTime"], "15:00");
    assert_eq!(audit_of(&app, &code).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_patient_cannot_move_into_a_day_the_clinic_closed() {
    let app = spawn_with(window_hours(24)).await;
    let (day, closed) = (open_day(0), open_day(1));
    let code = book(&app, &booking(&day, "10:00")).await;
    let admin = signed_in(&app, "admin", None).await;
    let res = admin
        .post_json("/api/admin/closures", &json!({"branch": "taipei", "fromDate": closed, "reason": "Leave"}))
        .await;
    assert_eq!(res.status(), 201);

    let res = app
        .post_json(
            &format!("/api/bookings/{code}/reschedule"),
            &json!({"contact": "patient@example.com", "preferredDate": closed, "preferredTime": "11:00"}),
        )
        .await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["fields"][0]["code"], "date_closed");
    assert_eq!(remaining(&app, &day, "10:00").await, 0, "the booking keeps its seat");
    assert!(audit_of(&app, &code).await.iter().all(|(action, _)| action != "booking.reschedule"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_clinic_sees_the_patients_own_changes_as_the_patients_in_the_history() {
    let app = spawn_with(window_hours(24)).await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let admin = signed_in(&app, "admin", None).await;
    let canonical = clinic_core::code::ConfirmationCode::parse(&code).expect("a code").canonical().to_string();
    let res =
        admin.post_json(&format!("/api/admin/bookings/{canonical}/status"), &json!({"status": "confirmed"})).await;
    assert_eq!(res.status(), 200, "staff confirm it");
    let moved = json!({"contact": "patient@example.com", "preferredDate": open_day(1), "preferredTime": "14:30"});
    assert_eq!(app.post_json(&format!("/api/bookings/{code}/reschedule"), &moved).await.status(), 200);
    let cancel = json!({"contact": "patient@example.com"});
    assert_eq!(app.post_json(&format!("/api/bookings/{code}/cancel"), &cancel).await.status(), 200);

    let detail: Value = admin.get(&format!("/api/admin/bookings/{canonical}")).await.json().await.expect("json");
    let who: Vec<(String, String, String)> = detail["history"]
        .as_array()
        .expect("history")
        .iter()
        .map(|h| {
            (
                h["action"].as_str().unwrap().into(),
                h["by"].as_str().unwrap().into(),
                h["actorEmail"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        who,
        [
            ("status".to_string(), "staff".to_string(), admin.email.clone()),
            ("reschedule".to_string(), "patient".to_string(), String::new()),
            ("status".to_string(), "patient".to_string(), String::new()),
        ]
    );
}
