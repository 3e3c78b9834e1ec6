//! Calendar flooding: one patient or one network may hold only so many open bookings, however the
//! e-mail is spelled, whichever addresses of an IPv6 /64 it books from, and however many requests race.

use crate::common;

use common::*;
use serde_json::Value;

/// The app with the given limits; the loopback peer is a trusted proxy, so `X-Forwarded-For` names
/// the client as a reverse proxy would.
async fn app_with_limits(per_contact: i64, per_network: i64) -> TestApp {
    spawn_with(Options {
        env: vec![
            ("CLINIC_OPEN_BOOKINGS_PER_CONTACT", per_contact.to_string()),
            ("CLINIC_OPEN_BOOKINGS_PER_NETWORK", per_network.to_string()),
            ("CLINIC_TRUSTED_PROXIES", "127.0.0.1".to_string()),
        ],
        ..Options::default()
    })
    .await
}

/// The `n`th of the booking slots tests use (distinct slots, so capacity never decides).
fn slot(n: usize) -> (String, String) {
    let per_day = 10;
    let day = open_day(n / per_day);
    let date = clinic_core::date::Date::parse(&day).expect("a date");
    let time = clinic_core::hours::CLINIC.slots(date)[n % per_day];
    (day, time.to_string())
}

/// A booking by patient `who` (own e-mail and phone unless the caller changes them) for slot `n`.
fn booking_of(who: usize, n: usize) -> Value {
    let (date, time) = slot(n);
    let mut b = booking(&date, &time);
    b["email"] = format!("patient{who}@example.com").into();
    b["phone"] = format!("0912-345-{who:03}").into();
    b
}

async fn send(app: &TestApp, body: &Value, from: &str) -> (u16, Value) {
    let res = app
        .client
        .post(app.url("/api/bookings"))
        .header("x-forwarded-for", from)
        .json(body)
        .send()
        .await
        .expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_flood_from_the_many_addresses_of_one_ipv6_slash_64_meets_the_network_limit() {
    let app = app_with_limits(0, 3).await;
    for host in 1..=3 {
        let (status, body) = send(&app, &booking_of(host, host), &format!("2001:db8:0:7::{host:x}")).await;
        assert_eq!(status, 201, "booking {host} from its own /128: {body}");
    }
    let (status, body) = send(&app, &booking_of(4, 4), "2001:db8:0:7:dead:beef:1:2").await;
    assert_eq!(status, 409, "a fourth address of the same /64: {body}");
    assert_eq!(body["error"]["code"], "too_many_open_bookings");
    assert_eq!(body["error"]["limit"], "network", "the answer names the network, not the patient's details");
    assert_eq!(body["error"]["fields"][0]["field"], "email");
    assert_eq!(body["error"]["fields"][0]["code"], "too_many_open_bookings_network");
    let (status, _) = send(&app, &booking_of(5, 5), "2001:db8:0:8::1").await;
    assert_eq!(status, 201, "the next /64 is someone else");
    let (status, _) = send(&app, &booking_of(6, 6), "203.0.113.9").await;
    assert_eq!(status, 201, "an IPv4 client is its own address");
    assert_eq!(app.count("bookings").await, 5, "the refused booking holds no seat and stores nothing");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn spellings_of_one_email_and_one_phone_meet_the_contact_limit() {
    let app = app_with_limits(2, 0).await;
    let spell = |n: usize, email: &str, phone: &str| {
        let mut b = booking_of(n, n);
        b["email"] = email.into();
        b["phone"] = phone.into();
        b
    };
    let ip = "198.51.100.1";
    assert_eq!(send(&app, &spell(1, "Ann.Lee@Example.com", "0912-000-001"), ip).await.0, 201);
    assert_eq!(send(&app, &spell(2, "annlee@example.com", "0912-000-001"), ip).await.0, 201);
    let (status, body) = send(&app, &spell(3, "ANN.LEE+again@EXAMPLE.COM", "0912-000-003"), ip).await;
    assert_eq!((status, body["error"]["code"].as_str()), (409, Some("too_many_open_bookings")), "{body}");
    assert_eq!(body["error"]["limit"], "contact", "the answer names the contact: {body}");
    assert_eq!(body["error"]["fields"][0]["code"], "too_many_open_bookings");
    let (status, body) = send(&app, &spell(4, "someone.else@example.com", "0912 000 001"), ip).await;
    assert_eq!((status, body["error"]["code"].as_str()), (409, Some("too_many_open_bookings")), "same phone: {body}");

    // A booking the patient cancels no longer counts.
    let code = {
        let (_, body) = send(&app, &spell(1, "other@example.com", "0933-000-009"), ip).await;
        body["confirmationCode"].as_str().expect("a code").to_string()
    };
    let cancel = serde_json::json!({ "contact": "other@example.com" });
    assert_eq!(app.post_json(&format!("/api/bookings/{code}/cancel"), &cancel).await.status(), 200);
    let ann: Vec<String> = sqlx::query_scalar("SELECT code FROM bookings WHERE email_key = 'annlee@example.com'")
        .fetch_all(&app.db.pool)
        .await
        .expect("Ann's bookings");
    let cancel = serde_json::json!({ "contact": "0912-000-001" });
    let res = app.post_json(&format!("/api/bookings/{}/cancel", ann[0]), &cancel).await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        send(&app, &spell(5, "ann.lee@example.com", "0912-000-005"), ip).await.0,
        201,
        "a seat of the limit freed"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_bookings_of_one_contact_store_no_more_than_the_limit() {
    let app = app_with_limits(3, 0).await;
    let requests = (0..24).map(|n| {
        let app = &app;
        async move {
            let mut b = booking_of(n, n);
            b["email"] = "Racer@Example.com".into();
            send(app, &b, &format!("192.0.2.{}", n + 1)).await.0
        }
    });
    let statuses = futures::future::join_all(requests).await;
    assert_eq!(statuses.iter().filter(|s| **s == 201).count(), 3, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|s| **s == 409).count(), 21, "{statuses:?}");
    assert_eq!(app.count("bookings").await, 3);
    let seats: i64 = sqlx::query_scalar("SELECT CAST(COALESCE(SUM(taken), 0) AS BIGINT) FROM slot_counts")
        .fetch_one(&app.db.pool)
        .await
        .expect("seats");
    assert_eq!(seats, 3, "refused bookings hold no seat");
}

/// Books as a patient (no limits in the way) and answers the confirmation code.
async fn book_code(app: &TestApp, body: &Value) -> String {
    let (status, answer) = send(app, body, "198.51.100.7").await;
    assert_eq!(status, 201, "{answer}");
    answer["confirmationCode"].as_str().expect("a code").to_string()
}

async fn seats_taken(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT CAST(COALESCE(SUM(taken), 0) AS BIGINT) FROM slot_counts")
        .fetch_one(&app.db.pool)
        .await
        .expect("seats")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staff_cancel_a_flood_in_bulk_each_audited_with_or_without_telling_the_patients() {
    let app = app_with_limits(0, 0).await;
    let taipei: Vec<String> = {
        let mut codes = Vec::new();
        for n in 0..3 {
            codes.push(book_code(&app, &booking_of(n, n)).await);
        }
        codes
    };
    let mut k = booking_of(9, 9);
    k["branch"] = "kaohsiung".into();
    let kaohsiung = book_code(&app, &k).await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;

    let unsigned = app.post_json("/api/admin/bookings/cancel", &serde_json::json!({"codes": [taipei[0]]})).await;
    assert_eq!(unsigned.status(), 401);
    let no_reason = serde_json::json!({"codes": [taipei[0]], "reason": "  ", "notifyPatients": false});
    let res = staff.post_json("/api/admin/bookings/cancel", &no_reason).await;
    assert_eq!(res.status(), 422);
    assert_eq!(seats_taken(&app).await, 4, "a refused request changes nothing");

    let flood = serde_json::json!({
        "codes": [taipei[0], taipei[1].to_lowercase(), kaohsiung, "NOPE-NOPE-NO", taipei[0]],
        "reason": "Made-up bookings from one network",
        "notifyPatients": false
    });
    let res = staff.post_json("/api/admin/bookings/cancel", &flood).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["cancelled"], 2);
    let outcomes: Vec<&str> =
        body["results"].as_array().expect("results").iter().filter_map(|r| r["outcome"].as_str()).collect();
    assert_eq!(outcomes, ["cancelled", "cancelled", "forbidden", "not_found", "not_allowed"]);
    assert_eq!(seats_taken(&app).await, 2, "both seats freed");
    let told: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE kind = 'booking_cancelled_by_clinic'")
        .fetch_one(&app.db.pool)
        .await
        .expect("outbox");
    assert_eq!(told, 0, "staff chose not to write to the patients");
    let audited: Vec<(String, String)> =
        sqlx::query_as("SELECT target_id, detail FROM audit_log WHERE action = 'booking.status' ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .expect("audit");
    assert_eq!(audited.len(), 2, "one audit entry per cancelled booking: {audited:?}");
    assert!(
        audited.iter().all(|(_, d)| d.contains("\"bulk\":true") && d.contains("\"notified\":false")),
        "{audited:?}"
    );

    let told_now = serde_json::json!({"codes": [taipei[2]], "reason": "The doctor is ill", "notifyPatients": true});
    let body: Value = staff.post_json("/api/admin/bookings/cancel", &told_now).await.json().await.expect("json");
    assert_eq!(body["cancelled"], 1);
    let told: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE kind = 'booking_cancelled_by_clinic'")
        .fetch_one(&app.db.pool)
        .await
        .expect("outbox");
    assert_eq!(told, 1, "this time the patient is told");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_form_without_scripts_says_in_arabic_that_the_network_is_at_its_limit() {
    let app = app_with_limits(3, 1).await;
    let form = |who: usize| {
        let (date, time) = slot(who);
        vec![
            ("lang", "ar".to_string()),
            ("name", format!("Patient {who}")),
            ("phone", format!("0912-345-{who:03}")),
            ("email", format!("patient{who}@example.com")),
            ("branch", "taipei".into()),
            ("preferredDate", date),
            ("preferredTime", time),
            ("tumorType", "cyst".into()),
            ("termsAccepted", "on".into()),
        ]
    };
    let post = |who: usize| {
        app.client
            .post(app.url("/forms/booking"))
            .header("origin", app.base.clone())
            .header("x-forwarded-for", "198.51.100.77")
            .form(&form(who))
            .send()
    };
    assert_eq!(post(1).await.expect("first").status(), 200);
    let refused = post(2).await.expect("second");
    assert_eq!(refused.status(), 422, "the form comes back with the problem");
    let page = refused.text().await.expect("page");
    assert!(page.contains("dir=\"rtl\""), "{page}");
    assert!(page.contains("بلغت هذه الشبكة"), "the network's message, not the contact's: {page}");
    assert!(!page.contains("بلغت بيانات الاتصال هذه"), "{page}");
    assert_eq!(app.count("bookings").await, 1);
}
