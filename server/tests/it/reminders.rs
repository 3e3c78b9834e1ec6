//! Reminders before the visit: queued once per visit time (across restarts), again for a moved
//! booking's new time, never for a cancelled one, and re-checked when sent.

use crate::common;

use clinic_server::messaging::delivery::{load_catalog, MailSettings};
use clinic_server::messaging::render::render;
use clinic_server::storage::outbox::OutboxKind;
use clinic_server::storage::outbox::OutboxRow;
use common::*;
use serde_json::{json, Value};
use std::path::Path;
use std::time::{Duration, Instant};

/// A lead time longer than the booking horizon: every open booking is due.
const EVERYTHING_DUE_MS: i64 = 200 * 24 * 3_600_000;

async fn book(app: &TestApp, b: &Value) -> String {
    let res = app.post_json("/api/bookings", b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    body["confirmationCode"].as_str().expect("code").to_string()
}

/// The stored (canonical) spelling of a confirmation code.
fn canonical(code: &str) -> String {
    clinic_core::code::ConfirmationCode::parse(code).expect("a code").canonical().to_string()
}

async fn reminders_of(app: &TestApp, code: &str) -> Vec<OutboxRow> {
    let rows: Vec<(i64, String, String)> = sqlx::query_as(
        "SELECT id, ref_id, lang FROM outbox WHERE kind = 'booking_reminder' AND ref_id LIKE $1 ORDER BY id",
    )
    .bind(format!("{}@%", canonical(code)))
    .fetch_all(&app.db.pool)
    .await
    .expect("outbox");
    rows.into_iter()
        .map(|(id, ref_id, lang)| OutboxRow { id, kind: Some(OutboxKind::BookingReminder), ref_id, lang, attempts: 0 })
        .collect()
}

/// One pass of the reminder worker, as a second process would run it.
async fn pass(app: &TestApp) -> usize {
    clinic_server::tasks::reminders::queue_due(&app.db, &app.writer(), EVERYTHING_DUE_MS)
        .await
        .expect("a reminder pass")
}

async fn rendered(app: &TestApp, row: &OutboxRow) -> Option<clinic_server::messaging::message::Email> {
    let catalog = load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
    render(&app.db, &catalog, &MailSettings::default(), row).await.expect("render")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_due_reminder_is_queued_once_even_after_a_restart() {
    // The server's own worker only reminds 24 h ahead: these bookings are further away.
    let mut app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let far = book(&app, &booking(&open_day(1), "10:00")).await;
    assert_eq!(pass(&app).await, 2);
    assert_eq!(pass(&app).await, 0, "nothing is due twice");

    app.stop().await;
    let again =
        spawn_with(Options { reuse: Some((app.database_url.clone(), app.uploads_dir())), ..Default::default() }).await;
    assert_eq!(pass(&again).await, 0, "a restart forgets nothing");
    assert_eq!(reminders_of(&again, &code).await.len(), 1);
    assert_eq!(reminders_of(&again, &far).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_moved_booking_is_reminded_for_its_new_time_and_a_cancelled_one_never() {
    let app = spawn_app().await;
    let day = open_day(0);
    let moved = book(&app, &booking(&day, "10:00")).await;
    let cancelled = book(&app, &booking(&day, "11:00")).await;
    assert_eq!(pass(&app).await, 2);
    let first = reminders_of(&app, &moved).await;
    let queued_for_cancelled = reminders_of(&app, &cancelled).await;

    let res = app
        .post_json(
            &format!("/api/bookings/{moved}/reschedule"),
            &json!({"contact": "patient@example.com", "preferredDate": open_day(1), "preferredTime": "16:00"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let res =
        app.post_json(&format!("/api/bookings/{cancelled}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(res.status(), 200);

    // Queued before the change, not sent yet: neither goes out any more.
    assert!(rendered(&app, &first[0]).await.is_none(), "the old time is not reminded");
    assert!(rendered(&app, &queued_for_cancelled[0]).await.is_none(), "a cancelled visit is not reminded");

    assert_eq!(pass(&app).await, 1, "the moved booking is due again, the cancelled one is not");
    let now = reminders_of(&app, &moved).await;
    assert_eq!(now.len(), 2);
    let email = rendered(&app, &now[1]).await.expect("the new time is reminded");
    assert!(email.body.contains("4:00") || email.body.contains("16:00"), "{}", email.body);
    assert!(email.ics.as_deref().is_some_and(|ics| ics.contains("BEGIN:VALARM")), "the calendar file rings");
    assert_eq!(reminders_of(&app, &cancelled).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_server_sends_due_reminders_by_itself() {
    let app = spawn_with(Options {
        env: vec![("CLINIC_REMINDER_HOURS", (24 * 200).to_string()), ("CLINIC_REMINDER_POLL_SECONDS", "1".into())],
        ..Default::default()
    })
    .await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let sent: Vec<(i64,)> = sqlx::query_as(
            "SELECT id FROM outbox WHERE kind = 'booking_reminder' AND ref_id LIKE $1 AND sent_at IS NOT NULL",
        )
        .bind(format!("{}@%", canonical(&code)))
        .fetch_all(&app.db.pool)
        .await
        .expect("outbox");
        if sent.len() == 1 {
            break;
        }
        assert!(Instant::now() < deadline, "no reminder sent");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_staff_moved_is_reminded_again_for_its_new_time() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    assert_eq!(pass(&app).await, 1);
    let admin = signed_in(&app, "admin", None).await;
    let res = admin
        .post_json(
            &format!("/api/admin/bookings/{code}/reschedule"),
            &json!({"preferredDate": open_day(2), "preferredTime": "15:00"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(pass(&app).await, 1, "due again for the new time");
    assert_eq!(pass(&app).await, 0);
    let rows = reminders_of(&app, &code).await;
    assert_eq!(rows.len(), 2);
    assert!(rendered(&app, &rows[0]).await.is_none(), "the old time is not reminded");
    assert!(rendered(&app, &rows[1]).await.is_some());
}
