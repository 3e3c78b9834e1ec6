//! Bookings over HTTP: create, look up, cancel, calendar, idempotency, slot capacity under a race.

use crate::common;

use common::*;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_valid_booking_gets_201_and_a_readable_confirmation_code() {
    let app = spawn_app().await;
    let date = open_day(0);
    let res = app.post_json("/api/bookings", &booking(&date, "10:30")).await;
    assert_eq!(res.status(), 201);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let body: Value = res.json().await.unwrap();
    let code = body["confirmationCode"].as_str().unwrap();
    assert_eq!(code.len(), 12);
    assert!(code.chars().enumerate().all(|(i, c)| if i == 4 || i == 9 {
        c == '-'
    } else {
        "0123456789ABCDEFGHJKMNPQRSTVWXYZ".contains(c)
    }));
    assert_eq!(body["status"], "pending");
    assert_eq!(body["branch"], "taipei");
    assert_eq!(body["preferredDate"], date.as_str());
    assert_eq!(body["preferredTime"], "10:30");
    assert_eq!(app.count("bookings").await, 1);
    assert_eq!(app.count("outbox").await, 1, "the confirmation e-mail is queued in the same transaction");
}

async fn booked(app: &TestApp) -> String {
    let res = app.post_json("/api/bookings", &booking(&open_day(0), "11:00")).await;
    let body: Value = res.json().await.unwrap();
    body["confirmationCode"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn status_is_found_by_email_in_any_case_or_by_phone_digits_and_code_in_any_form() {
    let app = spawn_app().await;
    let code = booked(&app).await;
    let bare = code.replace('-', "").to_lowercase();
    for (c, contact) in [
        (&code, "patient@example.com"),
        (&bare, "PATIENT@EXAMPLE.COM"),
        (&code, "0912345678"),
        (&bare, "(0912) 345 678"),
    ] {
        let res =
            app.client.get(app.url(&format!("/api/bookings/{c}"))).query(&[("contact", contact)]).send().await.unwrap();
        assert_eq!(res.status(), 200, "{c} {contact}");
        assert_eq!(res.headers()["cache-control"], "no-store");
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["confirmationCode"], code.as_str());
        assert_eq!(body["status"], "pending");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_wrong_contact_and_an_unknown_code_get_the_same_404() {
    let app = spawn_app().await;
    let code = booked(&app).await;
    let wrong = app
        .client
        .get(app.url(&format!("/api/bookings/{code}")))
        .query(&[("contact", "someone@else.com")])
        .send()
        .await
        .unwrap();
    let unknown = app
        .client
        .get(app.url("/api/bookings/AAAA-BBBB-CC"))
        .query(&[("contact", "patient@example.com")])
        .send()
        .await
        .unwrap();
    let nonsense = app
        .client
        .get(app.url("/api/bookings/not-a-code"))
        .query(&[("contact", "patient@example.com")])
        .send()
        .await
        .unwrap();
    assert_eq!(
        (wrong.status(), unknown.status(), nonsense.status()),
        (404.try_into().unwrap(), 404.try_into().unwrap(), 404.try_into().unwrap())
    );
    let (a, b, c) = (wrong.text().await.unwrap(), unknown.text().await.unwrap(), nonsense.text().await.unwrap());
    assert_eq!(a, b);
    assert_eq!(b, c);
    let missing = app.get(&format!("/api/bookings/{code}")).await;
    assert_eq!(missing.status(), 422);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn cancelling_frees_the_seat_and_queues_an_email() {
    let app = spawn_app().await;
    let date = open_day(0);
    let code = booked(&app).await;
    let seats = |app: &TestApp| {
        let url = app.url(&format!("/api/availability?branch=taipei&from={date}&to={date}"));
        let client = app.client.clone();
        async move {
            let body: Value = client.get(url).send().await.unwrap().json().await.unwrap();
            body["slots"].as_array().unwrap().iter().find(|s| s["time"] == "11:00").unwrap()["remaining"]
                .as_i64()
                .unwrap()
        }
    };
    assert_eq!(seats(&app).await, 1);
    let wrong = app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "nobody@example.com"})).await;
    assert_eq!(wrong.status(), 404);
    let res = app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "0912 345 678"})).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body, json!({"confirmationCode": code, "status": "cancelled"}));
    assert_eq!(seats(&app).await, 2);
    let status: Value = app
        .client
        .get(app.url(&format!("/api/bookings/{code}")))
        .query(&[("contact", "patient@example.com")])
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(status["status"], "cancelled");
    assert_eq!(app.count("outbox").await, 2);
    let again =
        app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(again.status(), 200, "cancelling twice is harmless");
    assert_eq!(seats(&app).await, 2, "and frees nothing twice");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_calendar_file_is_in_the_clinic_time_zone_and_the_booking_language() {
    let app = spawn_app().await;
    let mut b = booking(&open_day(0), "14:00");
    b["lang"] = json!("ja");
    b["name"] = json!("山田太郎");
    let body: Value = app.post_json("/api/bookings", &b).await.json().await.unwrap();
    let code = body["confirmationCode"].as_str().unwrap();
    let res = app
        .client
        .get(app.url(&format!("/api/bookings/{code}/calendar.ics")))
        .query(&[("contact", "patient@example.com")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/calendar"));
    let ics = res.text().await.unwrap();
    let compact = open_day(0).replace('-', "");
    assert!(ics.contains(&format!("DTSTART;TZID=Asia/Taipei:{compact}T140000")), "{ics}");
    assert!(ics.contains(&format!("DTEND;TZID=Asia/Taipei:{compact}T143000")));
    assert!(ics.contains("台北院"), "Japanese branch name: {ics}");
    let denied = app
        .client
        .get(app.url(&format!("/api/bookings/{code}/calendar.ics")))
        .query(&[("contact", "x@y.com")])
        .send()
        .await
        .unwrap();
    assert_eq!(denied.status(), 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_same_idempotency_key_replays_the_first_answer_byte_for_byte() {
    let app = spawn_app().await;
    let body = booking(&open_day(0), "15:00");
    let send =
        |b: &Value| app.client.post(app.url("/api/bookings")).header("Idempotency-Key", "key-123").json(b).send();
    let first = send(&body).await.unwrap();
    assert_eq!(first.status(), 201);
    let first = first.text().await.unwrap();
    let second = send(&body).await.unwrap();
    assert_eq!(second.status(), 201);
    assert_eq!(second.text().await.unwrap(), first);
    assert_eq!(app.count("bookings").await, 1, "the repeat stored nothing");
    let mut other = body.clone();
    other["preferredTime"] = json!("15:30");
    let conflict = send(&other).await.unwrap();
    assert_eq!(conflict.status(), 409);
    let err: Value = conflict.json().await.unwrap();
    assert_eq!(err["error"]["code"], "idempotency_conflict");
    assert_eq!(app.count("bookings").await, 1);
    // A reused key wins over validation: the client is told its key is taken, not what to fix.
    let mut invalid = body.clone();
    invalid["email"] = json!("not-an-email");
    assert_eq!(send(&invalid).await.unwrap().status(), 409);
    // Without a key, the same invalid body is simply invalid.
    assert_eq!(app.post_json("/api/bookings", &invalid).await.status(), 422);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_keyed_bookings_at_once_then_all_their_repeats_store_each_booking_once() {
    let app = spawn_app().await;
    let date = open_day(3);
    let times = ["10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30"];
    let send_all = || {
        let mut tasks = Vec::new();
        for i in 0..40 {
            let mut b = booking(&date, times[i % times.len()]);
            b["email"] = json!(format!("keyed{i}@example.com"));
            let req = app.client.post(app.url("/api/bookings")).header("Idempotency-Key", format!("many-{i}")).json(&b);
            tasks.push(tokio::spawn(async move {
                let r = req.send().await.unwrap();
                (r.status().as_u16(), r.text().await.unwrap())
            }));
        }
        tasks
    };
    let mut first = Vec::new();
    for t in send_all() {
        first.push(t.await.unwrap());
    }
    let created = first.iter().filter(|(s, _)| *s == 201).count();
    assert_eq!(created, 16, "two seats in each of eight slots: {first:?}");
    assert!(first.iter().all(|(s, _)| *s == 201 || *s == 409));
    assert_eq!(app.count("bookings").await, 16);
    let mut again = Vec::new();
    for t in send_all() {
        again.push(t.await.unwrap());
    }
    for (i, ((s1, b1), (s2, b2))) in first.iter().zip(&again).enumerate() {
        if *s1 == 201 {
            assert_eq!((s2, b2), (s1, b1), "request {i} replays its first answer");
        } else {
            assert_eq!(*s2, 409, "request {i} was refused and still is (the slot is full)");
        }
    }
    assert_eq!(app.count("bookings").await, 16, "the repeats stored nothing");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_repeats_with_one_key_store_one_booking() {
    let app = spawn_app().await;
    let body = booking(&open_day(1), "10:00");
    let mut tasks = Vec::new();
    for _ in 0..20 {
        let req = app.client.post(app.url("/api/bookings")).header("Idempotency-Key", "same").json(&body);
        tasks.push(tokio::spawn(async move {
            let r = req.send().await.unwrap();
            (r.status().as_u16(), r.text().await.unwrap())
        }));
    }
    let mut bodies = Vec::new();
    for t in tasks {
        let (status, text) = t.await.unwrap();
        if status == 201 {
            bodies.push(text);
        } else {
            assert_eq!(status, 409, "only an in-flight twin may be told to retry");
        }
    }
    assert!(!bodies.is_empty());
    assert!(bodies.windows(2).all(|w| w[0] == w[1]));
    assert_eq!(app.count("bookings").await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_patients_racing_for_the_last_seat_give_one_booking_and_forty_nine_slot_full() {
    let app = spawn_app().await;
    let date = open_day(2);
    assert_eq!(app.post_json("/api/bookings", &booking(&date, "16:00")).await.status(), 201);
    let mut tasks = Vec::new();
    for i in 0..50 {
        let mut b = booking(&date, "16:00");
        b["email"] = json!(format!("racer{i}@example.com"));
        let req = app.client.post(app.url("/api/bookings")).json(&b);
        tasks.push(tokio::spawn(async move {
            let r = req.send().await.unwrap();
            (r.status().as_u16(), r.json::<Value>().await.unwrap())
        }));
    }
    let mut created = 0;
    for t in tasks {
        let (status, body) = t.await.unwrap();
        match status {
            201 => created += 1,
            409 => {
                assert_eq!(body["error"]["code"], "slot_full");
                assert_eq!(field_codes(&body), [("preferredTime".to_string(), "slot_full".to_string())]);
            }
            other => panic!("unexpected {other}: {body}"),
        }
    }
    assert_eq!(created, 1);
    assert_eq!(app.count("bookings").await, 2);
    let avail: Value =
        app.get(&format!("/api/availability?branch=taipei&from={date}&to={date}")).await.json().await.unwrap();
    let slot = avail["slots"].as_array().unwrap().iter().find(|s| s["time"] == "16:00").unwrap().clone();
    assert_eq!(slot["remaining"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_sigterm_style_stop_flushes_every_accepted_booking() {
    let mut app = spawn_with(Options { slot_capacity: 1000, ..Default::default() }).await;
    let date = open_day(3);
    let mut tasks = Vec::new();
    for i in 0..40 {
        let mut b = booking(&date, "12:00");
        b["email"] = json!(format!("p{i}@example.com"));
        let req = app.client.post(app.url("/api/bookings")).json(&b);
        tasks.push(tokio::spawn(async move { req.send().await.map(|r| r.status().as_u16()).unwrap_or(0) }));
    }
    let mut acknowledged = 0;
    for t in tasks {
        if t.await.unwrap() == 201 {
            acknowledged += 1;
        }
    }
    let db = app.db.clone();
    app.stop().await;
    assert_eq!(acknowledged, 40);
    assert_eq!(clinic_server::storage::queries::count(&db, "bookings").await.unwrap(), 40);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_slots_raced_at_once_never_overbook_any() {
    let app = spawn_with(Options { slot_capacity: 2, ..Default::default() }).await;
    let date = open_day(4);
    let times = ["10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"];
    // One seat of each slot is already taken, so batches that look fine per request are not.
    for t in times {
        assert_eq!(app.post_json("/api/bookings", &booking(&date, t)).await.status(), 201);
    }
    let mut tasks = Vec::new();
    for i in 0..80 {
        let b = booking(&date, times[i % times.len()]);
        let req = app.client.post(app.url("/api/bookings")).json(&b);
        tasks.push(tokio::spawn(async move { req.send().await.unwrap().status().as_u16() }));
    }
    let mut created = 0;
    for t in tasks {
        match t.await.unwrap() {
            201 => created += 1,
            409 => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(created, times.len());
    assert_eq!(app.count("bookings").await, 2 * times.len() as i64);
    assert_eq!(app.count("outbox").await, 2 * times.len() as i64);
}
