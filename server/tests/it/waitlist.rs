//! The waitlist: a patient joins a full day; when a seat frees, the first waiting patient is offered
//! it by message with a link that holds the seat; nobody else can book a held seat; a hold that runs
//! out goes to the next patient; taking the link books the seat. Staff see the day's waitlist.

use crate::common;

use clinic_server::messaging::delivery::{load_catalog, MailSettings};
use clinic_server::messaging::render::render;
use clinic_server::storage::now_ms;
use clinic_server::storage::outbox::OutboxKind;
use clinic_server::storage::outbox::OutboxRow;
use clinic_server::tasks::waitlist::{pass, Settings};
use common::*;
use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;

const HOLD_MS: i64 = 120 * 60_000;

/// One seat per slot, and the server's own waitlist task idle after its first look, so each test
/// runs the passes itself at the times it chooses (as a second instance would).
async fn one_seat_app() -> TestApp {
    spawn_with(Options {
        slot_capacity: 1,
        env: vec![("CLINIC_WAITLIST_POLL_SECONDS", "86400".into())],
        ..Default::default()
    })
    .await
}

fn settings() -> Settings {
    Settings {
        default_capacity: 1,
        hold_ms: HOLD_MS,
        poll: Duration::from_secs(60),
        holder: "test".into(),
        clinic: Default::default(),
    }
}

async fn run_pass(app: &TestApp, at: i64) -> (usize, usize) {
    let r = pass(&app.db, &app.writer(), &settings(), at).await.expect("a pass").expect("the lease is free");
    (r.offered, r.expired)
}

fn waiting(name: &str, email: &str, date: &str, time: &str, lang: &str) -> Value {
    json!({
        "name": name, "phone": "0912-345-678", "email": email, "branch": "taipei",
        "preferredDate": date, "preferredTime": time, "tumorType": "cyst", "termsAccepted": true, "lang": lang
    })
}

async fn join(app: &TestApp, body: &Value) -> String {
    let res = app.post_json("/api/waitlist", body).await;
    assert_eq!(res.status(), 201, "join {body}");
    let b: Value = res.json().await.expect("json");
    assert_eq!(b["status"], "waiting");
    b["id"].as_str().expect("id").to_string()
}

async fn book(app: &TestApp, date: &str, time: &str) -> reqwest::Response {
    app.post_json("/api/bookings", &booking(date, time)).await
}

/// The held offers' ids and their patients' e-mails, oldest first.
async fn offers(app: &TestApp) -> Vec<(String, String, String)> {
    sqlx::query_as(
        "SELECT o.id, e.email, o.status FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id \
         ORDER BY o.offered_at, e.created_at",
    )
    .fetch_all(&app.db.pool)
    .await
    .expect("offers")
}

async fn remaining(app: &TestApp, day: &str, time: &str) -> i64 {
    let res = app.get(&format!("/api/availability?branch=taipei&from={day}&to={day}")).await;
    let body: Value = res.json().await.expect("json");
    body["slots"].as_array().expect("slots").iter().find(|s| s["time"] == time).expect("the slot")["remaining"]
        .as_i64()
        .expect("remaining")
}

async fn offer_mail(app: &TestApp, offer_id: &str, lang: &str) -> Option<clinic_server::messaging::message::Email> {
    let (id,): (i64,) = sqlx::query_as("SELECT id FROM outbox WHERE kind = 'waitlist_offer' AND ref_id = $1")
        .bind(offer_id)
        .fetch_one(&app.db.pool)
        .await
        .expect("the offer's message is queued");
    let row = OutboxRow {
        id,
        kind: Some(OutboxKind::WaitlistOffer),
        ref_id: offer_id.into(),
        lang: lang.into(),
        attempts: 0,
        ..Default::default()
    };
    let catalog = load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
    let settings = MailSettings { base_url: "https://clinic.example".into(), ..Default::default() };
    render(&app.db, &catalog, &settings, &row).await.expect("render")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_freed_seat_is_held_for_the_first_waiting_patient_then_handed_to_the_next() {
    let app = one_seat_app().await;
    let day = open_day(3);
    // The 10:00 seat is taken: two patients join its waitlist, Maya first.
    let first: Value = book(&app, &day, "10:00").await.json().await.expect("json");
    let code = first["confirmationCode"].as_str().expect("code").to_string();
    join(&app, &waiting("Maya Haddad", "maya@example.com", &day, "10:00", "ar")).await;
    join(&app, &waiting("Ken Sato", "ken@example.com", &day, "10:00", "ja")).await;
    assert_eq!(run_pass(&app, now_ms()).await, (0, 0), "no seat is free yet");

    // The booked patient cancels: the next pass offers the seat to Maya, and holds it.
    let res = app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(run_pass(&app, now_ms()).await, (1, 0));
    let held = offers(&app).await;
    assert_eq!(held.len(), 1);
    assert_eq!((held[0].1.as_str(), held[0].2.as_str()), ("maya@example.com", "held"));

    // Her message is in Arabic, right to left, with the link that holds the seat.
    let mail = offer_mail(&app, &held[0].0, "ar").await.expect("a message while the seat is held");
    assert_eq!(mail.to, "maya@example.com");
    assert_eq!(mail.lang.tag(), "ar");
    assert!(
        mail.body.contains(&format!("https://clinic.example/ar/medical-booking?offer={}", held[0].0)),
        "{}",
        mail.body
    );

    // The held seat is not bookable by anyone else, and availability shows it taken.
    let res = book(&app, &day, "10:00").await;
    assert_eq!(res.status(), 409);
    assert_eq!(remaining(&app, &day, "10:00").await, 0);

    // Maya lets the hold run out: the seat goes to Ken, and her link no longer books.
    assert_eq!(run_pass(&app, now_ms() + HOLD_MS + 1_000).await, (1, 1));
    let all = offers(&app).await;
    assert_eq!(all.len(), 2);
    assert_eq!((all[0].1.as_str(), all[0].2.as_str()), ("maya@example.com", "expired"));
    assert_eq!((all[1].1.as_str(), all[1].2.as_str()), ("ken@example.com", "held"));
    assert!(offer_mail(&app, &all[0].0, "ar").await.is_none(), "an expired offer sends nothing");
    let res = app.post_json(&format!("/api/waitlist/offers/{}/accept", all[0].0), &json!({})).await;
    assert_eq!(res.status(), 409);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["code"], "offer_expired");
    assert_eq!(remaining(&app, &day, "10:00").await, 0, "still held, now for Ken");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn taking_the_offer_books_the_held_seat_through_the_booking_path() {
    let app = one_seat_app().await;
    let day = open_day(4);
    let first: Value = book(&app, &day, "11:00").await.json().await.expect("json");
    let code = first["confirmationCode"].as_str().expect("code").to_string();
    join(&app, &waiting("Ana Ruiz", "ana@example.com", &day, "11:00", "es")).await;
    app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(run_pass(&app, now_ms()).await, (1, 0));
    let offer = offers(&app).await.remove(0).0;

    let res = app.get(&format!("/api/waitlist/offers/{offer}")).await;
    assert_eq!(res.status(), 200);
    let shown: Value = res.json().await.expect("json");
    assert_eq!((shown["status"].as_str(), shown["preferredTime"].as_str()), (Some("held"), Some("11:00")));

    let res = app.post_json(&format!("/api/waitlist/offers/{offer}/accept"), &json!({})).await;
    assert_eq!(res.status(), 201);
    let booked: Value = res.json().await.expect("json");
    let new_code = booked["confirmationCode"].as_str().expect("a confirmation code");
    assert_eq!(booked["preferredTime"], "11:00");
    // One seat, one booking: the hold became the booking, it did not take a second seat.
    assert_eq!(remaining(&app, &day, "11:00").await, 0);
    let res = app.get(&format!("/api/bookings/{new_code}?contact=ana@example.com")).await;
    assert_eq!(res.status(), 200, "the patient's booking is like any other");
    let (taken,): (i64,) = sqlx::query_as(
        "SELECT taken FROM slot_counts WHERE branch = 'taipei' AND slot_date = $1 AND slot_time = '11:00'",
    )
    .bind(&day)
    .fetch_one(&app.db.pool)
    .await
    .expect("the slot");
    assert_eq!(taken, 1);

    // The link is spent; the next pass leaves the booked seat alone.
    let again = app.post_json(&format!("/api/waitlist/offers/{offer}/accept"), &json!({})).await;
    assert_eq!(again.status(), 409);
    assert_eq!(run_pass(&app, now_ms() + HOLD_MS + 1_000).await, (0, 0));

    // Staff see the day's waitlist with the booking the offer made, and the look is audited.
    let staff = signed_in(&app, "admin", None).await;
    let res = staff.get(&format!("/api/admin/waitlist?branch=taipei&day={day}")).await;
    assert_eq!(res.status(), 200);
    let list: Value = res.json().await.expect("json");
    let items = list["items"].as_array().expect("items");
    assert_eq!(items.len(), 1);
    assert_eq!((items[0]["name"].as_str(), items[0]["status"].as_str()), (Some("Ana Ruiz"), Some("booked")));
    assert_eq!(items[0]["bookingCode"].as_str(), Some(new_code));
    let (audits,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM audit_log WHERE action = 'waitlist.view'")
        .fetch_one(&app.db.pool)
        .await
        .expect("audit");
    assert_eq!(audits, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn joining_is_checked_by_the_core_and_the_staff_list_by_its_query() {
    let app = one_seat_app().await;
    let day = open_day(5);
    let res = app.post_json("/api/waitlist", &json!({"branch": "taipei", "preferredDate": day, "lang": "en"})).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    let fields: Vec<String> = field_codes(&body).into_iter().map(|(f, _)| f).collect();
    assert_eq!(fields, ["name", "phone", "email", "tumorType", "termsAccepted"]);
    // A whole day without a time is a valid request (refused only because that day still has seats).
    let mut any_time = waiting("Maya Haddad", "maya@example.com", &day, "", "en");
    any_time.as_object_mut().expect("object").remove("preferredTime");
    let res = app.post_json("/api/waitlist", &any_time).await;
    assert_eq!(res.status(), 409);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["code"], "seats_free");

    let staff = signed_in(&app, "admin", None).await;
    let res = staff.get("/api/admin/waitlist?branch=nowhere&day=soon").await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(
        field_codes(&body),
        [("branch".to_string(), "invalid_choice".to_string()), ("day".into(), "format".into())]
    );
    let res = app.get(&format!("/api/admin/waitlist?branch=taipei&day={day}")).await;
    assert_eq!(res.status(), 401, "staff only");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_racing_offer_a_freed_seat_once() {
    let first = one_seat_app().await;
    let second = spawn_with(Options {
        slot_capacity: 1,
        env: vec![("CLINIC_WAITLIST_POLL_SECONDS", "86400".into())],
        reuse: Some((first.database_url.clone(), first.uploads_dir())),
        ..Default::default()
    })
    .await;
    let day = open_day(6);
    let booked: Value = book(&first, &day, "14:00").await.json().await.expect("json");
    let code = booked["confirmationCode"].as_str().expect("code").to_string();
    join(&first, &waiting("Maya Haddad", "maya@example.com", &day, "14:00", "en")).await;
    join(&second, &waiting("Ken Sato", "ken@example.com", &day, "14:00", "en")).await;
    first.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "patient@example.com"})).await;

    // Four passes at once, two on each instance, for one freed seat. Each app's own task makes a pass
    // when it starts; on a busy machine it may come after this test's clock was read, and its lease
    // then runs to a later time than the four passes' own: they find it taken and go again, later.
    let (w1, w2) = (first.writer(), second.writer());
    let mut offered = None;
    for _ in 0..100 {
        let now = now_ms();
        let runs = (0..4).map(|i| {
            let (db, writer) =
                if i % 2 == 0 { (first.db.clone(), w1.clone()) } else { (second.db.clone(), w2.clone()) };
            let s = Settings { holder: format!("instance-{}", i % 2), ..settings() };
            tokio::spawn(async move { pass(&db, &writer, &s, now).await.expect("a pass") })
        });
        let reports: Vec<_> = futures::future::join_all(runs).await.into_iter().map(|r| r.expect("joined")).collect();
        if reports.iter().any(Option::is_some) {
            offered = Some(reports.into_iter().flatten().map(|r| r.offered).sum::<usize>());
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(offered, Some(1), "one seat, one offer");
    let all = offers(&first).await;
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].1, "maya@example.com", "first come, first offered");
    let (queued,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM outbox WHERE kind = 'waitlist_offer'")
        .fetch_one(&first.db.pool)
        .await
        .expect("outbox");
    assert_eq!(queued, 1, "one message");
}
