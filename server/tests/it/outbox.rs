//! Patient e-mails: queued with the submission, rendered in its language, delivered by the worker,
//! and never lost across a restart.

use crate::common;

use clinic_core::i18n::Catalog;
use clinic_server::messaging::delivery::load_catalog;
use clinic_server::messaging::render::render;
use clinic_server::storage::outbox::{self, OutboxKind};
use common::*;
use serde_json::json;
use std::path::Path;
use std::time::{Duration, Instant};

async fn unsent(app: &TestApp) -> i64 {
    let row: (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL").fetch_one(&app.db.pool).await.unwrap();
    row.0
}

async fn wait_until_all_sent(app: &TestApp) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while unsent(app).await > 0 {
        assert!(Instant::now() < deadline, "outbox not delivered in time");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn catalog() -> Catalog {
    load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_confirmation_is_rendered_in_the_booking_language_with_the_calendar_file() {
    let app = spawn_app().await;
    let mut b = booking(&open_day(0), "10:00");
    b["lang"] = json!("ja");
    b["name"] = json!("山田太郎");
    assert_eq!(app.post_json("/api/bookings", &b).await.status(), 201);
    let rows = outbox::due_outbox(&app.db, i64::MAX, 10).await.unwrap();
    let row = rows.first().cloned();
    // The worker may have sent it already; render the stored row either way.
    let row = match row {
        Some(r) => r,
        None => {
            let r: (i64, String, String, String) =
                sqlx::query_as("SELECT id, kind, ref_id, lang FROM outbox").fetch_one(&app.db.pool).await.unwrap();
            outbox::OutboxRow {
                id: r.0,
                kind: OutboxKind::parse(&r.1),
                ref_id: r.2,
                lang: r.3,
                attempts: 0,
                ..Default::default()
            }
        }
    };
    let email = render(&app.db, &catalog(), &Default::default(), &row).await.unwrap().expect("an e-mail");
    assert_eq!(email.to, "Patient@Example.com");
    assert!(email.subject.contains("受け付けました"), "{}", email.subject);
    assert!(email.body.contains("山田太郎") && email.body.contains("台北院"), "{}", email.body);
    assert!(email.ics.as_deref().unwrap().contains("BEGIN:VEVENT"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_worker_delivers_bookings_cancellations_and_inquiries() {
    let app = spawn_app().await;
    let body: serde_json::Value =
        app.post_json("/api/bookings", &booking(&open_day(0), "10:30")).await.json().await.unwrap();
    let code = body["confirmationCode"].as_str().unwrap();
    assert_eq!(
        app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "patient@example.com"}))
            .await
            .status(),
        200
    );
    assert_eq!(app.post_json("/api/inquiries", &inquiry()).await.status(), 201);
    assert_eq!(app.count("outbox").await, 3);
    wait_until_all_sent(&app).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_worker_keeps_to_the_mail_rate_and_sends_everything_in_the_end() {
    let app = spawn_with(Options { mail_rate: Some(2), ..Default::default() }).await;
    let start = Instant::now();
    for time in ["10:00", "10:30", "11:00"] {
        for _ in 0..2 {
            assert_eq!(app.post_json("/api/bookings", &booking(&open_day(0), time)).await.status(), 201);
        }
    }
    // At 2 a second the worker sends one message per half-second poll: never more than one per poll
    // begun so far, however late the polls run.
    while unsent(&app).await > 0 {
        let sent = 6 - unsent(&app).await;
        let polls_begun = (start.elapsed().as_millis() / 500) as i64 + 1;
        assert!(sent <= polls_begun, "{sent} sent within {} ms", start.elapsed().as_millis());
        assert!(start.elapsed() < Duration::from_secs(30), "outbox not delivered in time");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_message_not_yet_delivered_when_the_process_stops_is_delivered_after_restart() {
    let mut first = spawn_app().await;
    assert_eq!(first.post_json("/api/inquiries", &inquiry()).await.status(), 201);
    first.stop().await;
    // As if the process had died between commit and delivery.
    sqlx::query("UPDATE outbox SET sent_at = NULL, attempts = 0").execute(&first.db.pool).await.unwrap();
    assert_eq!(unsent(&first).await, 1);
    let reuse = Some((first.database_url.clone(), first.uploads_dir()));
    let second = spawn_with(Options { reuse, ..Default::default() }).await;
    wait_until_all_sent(&second).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_inquiry_acknowledgement_never_repeats_the_senders_words_to_the_typed_address() {
    let app = spawn_app().await;
    let mut spam = inquiry();
    spam["email"] = json!("victim@example.com");
    spam["subject"] = json!("Payment overdue - settle at https://evil.example/pay");
    spam["message"] = json!("Your account is locked. Visit https://evil.example/unlock today.");
    assert_eq!(app.post_json("/api/inquiries", &spam).await.status(), 201);
    let (id, kind, ref_id, lang): (i64, String, String, String) =
        sqlx::query_as("SELECT id, kind, ref_id, lang FROM outbox").fetch_one(&app.db.pool).await.unwrap();
    let row = outbox::OutboxRow { id, kind: OutboxKind::parse(&kind), ref_id, lang, attempts: 0, ..Default::default() };
    let email = render(&app.db, &catalog(), &Default::default(), &row).await.unwrap().expect("an acknowledgement");
    assert_eq!(email.to, "victim@example.com");
    for text in [&email.subject, &email.body] {
        assert!(!text.contains("evil") && !text.contains("Payment overdue") && !text.contains("locked"), "{text}");
    }
    assert!(email.body.contains("Test Patient") && email.body.contains("contact form"), "{}", email.body);
}

#[tokio::test]
async fn a_name_that_is_a_link_is_refused_before_anything_is_sent() {
    let app = spawn_app().await;
    let mut spam = inquiry();
    spam["name"] = json!("Visit https://evil.example now");
    let res = app.post_json("/api/inquiries", &spam).await;
    assert_eq!(res.status(), 422);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["error"]["fields"][0]["field"], "name");
    assert_eq!(body["error"]["fields"][0]["code"], "no_links");
    assert_eq!(app.count("outbox").await, 0);
}
