//! Closures and capacity changes as the clinic uses them: an admin closes a day, part of a day or a
//! range, or changes a slot's seats; patients see it in availability and the server enforces it on
//! every booking and move, also against bookings racing the closure. Runs on SQLite, and on
//! PostgreSQL under `scripts/with-postgres.sh`.

use crate::common;

use common::staff::{signed_in, StaffClient};
use common::*;
use serde_json::{json, Value};
use std::collections::BTreeSet;

async fn book(app: &TestApp, date: &str, time: &str) -> String {
    let res = app.post_json("/api/bookings", &booking(date, time)).await;
    assert_eq!(res.status(), 201, "booking {date} {time}");
    let body: Value = res.json().await.unwrap();
    body["confirmationCode"].as_str().unwrap().to_string()
}

/// The remaining seats of each open slot of a day, as the booking form sees them.
async fn day_slots(app: &TestApp, day: &str) -> Vec<(String, i64)> {
    let res = app.get(&format!("/api/availability?branch=taipei&from={day}&to={day}")).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    body["slots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["time"].as_str().unwrap().to_string(), s["remaining"].as_i64().unwrap()))
        .collect()
}

async fn close(admin: &StaffClient, body: Value) -> Value {
    let res = admin.post_json("/api/admin/closures", &body).await;
    assert_eq!(res.status(), 201, "closure {body}");
    res.json().await.unwrap()
}

async fn field_code(res: reqwest::Response) -> (u16, String) {
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap();
    (status, body["error"]["fields"][0]["code"].as_str().unwrap_or(&body["error"]["code"].to_string()).to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_closed_day_leaves_availability_refuses_bookings_and_reopens_when_removed() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let day = open_day(1);
    assert_eq!(day_slots(&app, &day).await.len(), 18);

    let c = close(&admin, json!({"branch": "taipei", "fromDate": day, "reason": "National holiday"})).await;
    assert_eq!(c["closure"]["reason"], "National holiday");
    assert!(day_slots(&app, &day).await.is_empty(), "no slot of a closed day is offered");
    let refused = app.post_json("/api/bookings", &booking(&day, "10:00")).await;
    assert_eq!(field_code(refused).await, (422, "date_closed".to_string()));
    // The other branch is not closed.
    let mut other = booking(&day, "10:00");
    other["branch"] = json!("kaohsiung");
    assert_eq!(app.post_json("/api/bookings", &other).await.status(), 201);

    let id = c["closure"]["id"].as_str().unwrap();
    assert_eq!(admin.post_json(&format!("/api/admin/closures/{id}/remove"), &json!({})).await.status(), 200);
    assert_eq!(day_slots(&app, &day).await.len(), 18);
    book(&app, &day, "10:00").await;
    let actions: Vec<(String,)> =
        sqlx::query_as("SELECT action FROM audit_log WHERE target_kind = 'closure' ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(actions, vec![("closure.add".to_string(),), ("closure.remove".to_string(),)]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn part_of_a_day_and_a_range_of_days_close_only_what_they_name() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let (first, second) = (open_day(0), open_day(1));
    close(
        &admin,
        json!({"branch": "taipei", "fromDate": first, "toDate": second, "startTime": "14:00", "endTime": "16:00",
               "reason": "Doctor at a conference"}),
    )
    .await;
    for day in [&first, &second] {
        let times: Vec<String> = day_slots(&app, day).await.into_iter().map(|(t, _)| t).collect();
        assert_eq!(times.len(), 14, "four slots closed on {day}");
        assert!(times.contains(&"13:30".to_string()) && times.contains(&"16:00".to_string()));
        assert!(!times.contains(&"14:00".to_string()) && !times.contains(&"15:30".to_string()));
    }
    book(&app, &first, "13:30").await;
    assert_eq!(field_code(app.post_json("/api/bookings", &booking(&second, "15:30")).await).await.1, "date_closed");

    let bad = admin
        .post_json(
            "/api/admin/closures",
            &json!({"branch": "taipei", "fromDate": "2020-01-01", "startTime": "15:00", "reason": ""}),
        )
        .await;
    assert_eq!(bad.status(), 422);
    let body: Value = bad.json().await.unwrap();
    let fields: BTreeSet<(String, String)> = body["error"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["field"].as_str().unwrap().into(), f["code"].as_str().unwrap().into()))
        .collect();
    assert_eq!(
        fields,
        [("fromDate", "date_past"), ("endTime", "required"), ("reason", "required")]
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .into()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn closing_a_day_with_bookings_lists_them_and_staff_move_them_out() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let (day, next) = (open_day(2), open_day(3));
    let mine = book(&app, &day, "11:00").await;
    let c = close(&admin, json!({"branch": "taipei", "fromDate": day, "reason": "Doctor's leave"})).await;
    let listed: Vec<&str> = c["bookings"].as_array().unwrap().iter().map(|b| b["code"].as_str().unwrap()).collect();
    assert_eq!(listed, vec![mine.as_str()], "the booking inside is listed, not moved or cancelled");
    let status: Value =
        app.get(&format!("/api/bookings/{mine}?contact=patient@example.com")).await.json().await.unwrap();
    assert_eq!((status["status"].as_str(), status["preferredDate"].as_str()), (Some("pending"), Some(day.as_str())));

    // Moving it to another closed slot is refused; to an open day it goes, and the patient is told.
    let path = format!("/api/admin/bookings/{mine}/reschedule");
    let res = admin.post_json(&path, &json!({"preferredDate": day, "preferredTime": "15:00"})).await;
    assert_eq!(field_code(res).await, (422, "date_closed".to_string()));
    let res = admin.post_json(&path, &json!({"preferredDate": next, "preferredTime": "11:00"})).await;
    assert_eq!(res.status(), 200);
    let rescheduled: (i64,) = sqlx::query_as("SELECT COUNT(*) FROM outbox WHERE kind = 'booking_rescheduled'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(rescheduled.0, 1);
    let list: Value = admin.get("/api/admin/closures?branch=taipei").await.json().await.unwrap();
    assert_eq!(list["closures"][0]["bookings"], json!([]), "nothing left inside the closure");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_slot_or_a_day_with_more_or_fewer_seats_is_offered_and_enforced_as_set() {
    let app = spawn_with(Options { slot_capacity: 1, ..Default::default() }).await;
    let admin = signed_in(&app, "admin", None).await;
    let day = open_day(0);
    let set = |body: Value| {
        let admin = admin.clone();
        async move {
            let res = admin.post_json("/api/admin/capacity", &body).await;
            assert_eq!(res.status(), 200, "{body}");
        }
    };
    set(json!({"branch": "taipei", "date": day, "capacity": 3, "reason": "Second surgeon"})).await;
    set(json!({"branch": "taipei", "date": day, "time": "12:00", "capacity": 0, "reason": "Staff meeting"})).await;
    let slots = day_slots(&app, &day).await;
    assert!(slots.iter().all(|(t, n)| *n == if t == "12:00" { 0 } else { 3 }), "{slots:?}");

    for _ in 0..3 {
        book(&app, &day, "10:00").await;
    }
    let res = app.post_json("/api/bookings", &booking(&day, "10:00")).await;
    assert_eq!(field_code(res).await, (409, "slot_full".to_string()));
    assert_eq!(field_code(app.post_json("/api/bookings", &booking(&day, "12:00")).await).await.1, "slot_full");

    // Back to the default: one seat, and 10:00 (three taken) stays full without losing a booking.
    set(json!({"branch": "taipei", "date": day, "capacity": null, "reason": "Surgeon away again"})).await;
    let slots = day_slots(&app, &day).await;
    assert!(slots.iter().any(|(t, n)| t == "10:00" && *n == 0) && slots.iter().any(|(t, n)| t == "10:30" && *n == 1));
    let cal: Value =
        admin.get(&format!("/api/admin/calendar?branch=taipei&from={day}&to={day}")).await.json().await.unwrap();
    let ten = &cal["days"][0]["slots"][0];
    assert_eq!(
        (ten["time"].as_str(), ten["taken"].as_i64(), ten["bookings"].as_array().map(Vec::len)),
        (Some("10:00"), Some(3), Some(3))
    );
    assert_eq!(cal["days"][0]["slots"][4]["capacity"], 0, "12:00 keeps its own setting");

    let res = admin
        .post_json(
            "/api/admin/capacity",
            &json!({"branch": "taipei", "date": day, "time": "09:00", "capacity": 99, "reason": "x"}),
        )
        .await;
    assert_eq!(res.status(), 422);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn only_admins_change_closures_and_a_branch_account_sees_only_its_branch() {
    let app = spawn_app().await;
    let staff = signed_in(&app, "staff", Some("kaohsiung")).await;
    let day = open_day(0);
    let body = json!({"branch": "kaohsiung", "fromDate": day, "reason": "Holiday"});
    assert_eq!(staff.post_json("/api/admin/closures", &body).await.status(), 403);
    let cap = json!({"branch": "kaohsiung", "date": day, "capacity": 3, "reason": "x"});
    assert_eq!(staff.post_json("/api/admin/capacity", &cap).await.status(), 403);
    assert_eq!(staff.get(&format!("/api/admin/calendar?branch=taipei&from={day}")).await.status(), 403);
    let own: Value = staff.get(&format!("/api/admin/calendar?from={day}")).await.json().await.unwrap();
    assert_eq!((own["branch"].as_str(), own["days"].as_array().map(Vec::len)), (Some("kaohsiung"), Some(7)));
    assert_eq!(app.get("/api/admin/calendar").await.status(), 401);
    assert_eq!(app.post_json("/api/admin/closures", &body).await.status(), 401);
}

/// Patients keep booking one slot (through `bookings_to`) while an admin closes its day: every
/// booking the server accepted is one the closure lists for staff (so none got in after it
/// committed), and every patient is refused from then on.
async fn race_bookings_against_a_closure(app: &TestApp, bookings_to: &TestApp, day: &str) {
    let admin = signed_in(app, "admin", None).await;
    let patients: Vec<_> = (0..8)
        .map(|_| {
            let (client, url, body) =
                (bookings_to.client.clone(), bookings_to.url("/api/bookings"), booking(day, "10:00"));
            tokio::spawn(async move {
                let mut accepted = Vec::new();
                for _ in 0..2_000 {
                    let res = client.post(&url).json(&body).send().await.unwrap();
                    let status = res.status().as_u16();
                    let answer: Value = res.json().await.unwrap();
                    match status {
                        201 => accepted.push(answer["confirmationCode"].as_str().unwrap().to_string()),
                        422 if answer["error"]["fields"][0]["code"] == "date_closed" => return accepted,
                        other => panic!("unexpected {other}: {answer}"),
                    }
                }
                panic!("never refused");
            })
        })
        .collect();
    // Close while the bookings are under way.
    loop {
        let (stored,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM bookings WHERE preferred_date = $1")
            .bind(day)
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        if stored >= 20 {
            break;
        }
    }
    let closure = close(&admin, json!({"branch": "taipei", "fromDate": day, "reason": "Power cut"})).await;

    let mut accepted = BTreeSet::new();
    for p in patients {
        accepted.extend(p.await.unwrap());
    }
    let listed: BTreeSet<String> =
        closure["bookings"].as_array().unwrap().iter().map(|b| b["code"].as_str().unwrap().to_string()).collect();
    assert!(accepted.len() >= 20);
    assert_eq!(accepted, listed, "every accepted booking is listed by the closure, and only those");
    let stored: (i64,) = sqlx::query_as("SELECT COUNT(*) FROM bookings WHERE preferred_date = $1")
        .bind(day)
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(stored.0 as usize, accepted.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn no_booking_lands_in_a_slot_after_its_closure_commits() {
    let app = spawn_with(Options { slot_capacity: 20_000, ..Default::default() }).await;
    race_bookings_against_a_closure(&app, &app, &open_day(4)).await;
}

/// The same race with the bookings taken by a second server on the same database.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn no_booking_lands_in_a_closed_slot_through_another_instance() {
    let app = spawn_with(Options { slot_capacity: 20_000, ..Default::default() }).await;
    let reuse = Some((app.database_url.clone(), app.uploads_dir()));
    let other = spawn_with(Options { slot_capacity: 20_000, reuse, ..Default::default() }).await;
    race_bookings_against_a_closure(&app, &other, &open_day(5)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_look_at_the_calendar_or_the_closures_list_is_on_record() {
    let app = spawn_app().await;
    let staff = signed_in(&app, "staff", None).await;
    let day = open_day(4);
    book(&app, &day, "10:00").await;
    assert_eq!(staff.get(&format!("/api/admin/calendar?branch=taipei&from={day}")).await.status(), 200);
    assert_eq!(staff.get(&format!("/api/admin/closures?branch=kaohsiung&from={day}")).await.status(), 200);
    // A refused read shows nothing, so it records nothing.
    assert_eq!(staff.get("/api/admin/closures?branch=nowhere").await.status(), 422);

    let looks: Vec<(String, String)> =
        sqlx::query_as("SELECT action, target_id FROM audit_log WHERE target_kind = 'calendar' ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(
        looks,
        vec![
            ("calendar.view".to_string(), "taipei".to_string()),
            ("closures.view".to_string(), "kaohsiung".to_string())
        ]
    );
}
