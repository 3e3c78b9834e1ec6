//! The one-tap answers of a reminder e-mail: three signed links ("I will come", "Change the time",
//! "Cancel"). Opening one changes nothing; the page's button acts. Forged, altered, expired and
//! outdated links get a translated 4xx page and change nothing. No health details in the e-mail.

use crate::common;

use clinic_server::messaging::delivery::{load_catalog, MailSettings};
use clinic_server::messaging::render::render;
use clinic_server::storage::answer_links::{self, Action};
use clinic_server::storage::now_ms;
use clinic_server::storage::outbox::{OutboxKind, OutboxRow};
use clinic_server::tasks::waitlist::{pass, Settings};
use common::*;
use serde_json::{json, Value};
use std::path::Path;
use std::time::Duration;

const BASE: &str = "https://clinic.example";
const MESSAGE: &str = "A soft lump behind my left ear";

/// One seat per slot and the server's own waitlist task idle, so the test runs its passes.
async fn app() -> TestApp {
    spawn_with(Options {
        slot_capacity: 1,
        env: vec![("CLINIC_WAITLIST_POLL_SECONDS", "86400".into())],
        ..Default::default()
    })
    .await
}

async fn book(app: &TestApp, date: &str, time: &str, lang: &str) -> String {
    let mut b = booking(date, time);
    b["message"] = json!(MESSAGE);
    b["lang"] = json!(lang);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    canonical(body["confirmationCode"].as_str().expect("code"))
}

fn canonical(code: &str) -> String {
    clinic_core::code::ConfirmationCode::parse(code).expect("a code").canonical().to_string()
}

/// Queues the booking's reminder (one offset beyond the horizon: due now) and renders it.
async fn reminder(app: &TestApp, code: &str) -> clinic_server::messaging::message::Email {
    clinic_server::tasks::reminders::queue_due(&app.db, &app.writer(), &[200 * 24]).await.expect("a pass");
    let (id, ref_id, lang): (i64, String, String) = sqlx::query_as(
        "SELECT id, ref_id, lang FROM outbox WHERE kind = 'booking_reminder' AND ref_id LIKE $1 ORDER BY id DESC",
    )
    .bind(format!("{code}@%"))
    .fetch_one(&app.db.pool)
    .await
    .expect("a reminder is queued");
    let row =
        OutboxRow { id, kind: Some(OutboxKind::BookingReminder), ref_id, lang, attempts: 0, ..Default::default() };
    let catalog = load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
    let settings = MailSettings { base_url: BASE.into(), ..Default::default() };
    render(&app.db, &catalog, &settings, &row).await.expect("render").expect("a reminder to send")
}

/// The e-mail's three answer links, as paths on the app: attend, change, cancel.
fn links(body: &str) -> Vec<String> {
    body.split_whitespace()
        .filter_map(|w| w.strip_prefix(BASE))
        .filter(|w| w.starts_with("/forms/booking-answer?"))
        .map(str::to_string)
        .collect()
}

fn token_of(path: &str) -> String {
    path.split("token=").nth(1).expect("a token").to_string()
}

async fn post(app: &TestApp, token: &str, lang: &str) -> (u16, String) {
    let res = app
        .client
        .post(app.url("/forms/booking-answer"))
        .form(&[("token", token), ("lang", lang)])
        .send()
        .await
        .expect("post");
    (res.status().as_u16(), res.text().await.expect("text"))
}

async fn get(app: &TestApp, path: &str) -> (u16, String) {
    let res = app.get(path).await;
    (res.status().as_u16(), res.text().await.expect("text"))
}

/// The booking's status and attendance confirmation.
async fn state(app: &TestApp, code: &str) -> (String, Option<i64>, Option<String>) {
    sqlx::query_as("SELECT status, attendance_confirmed_at, attendance_confirmed_for FROM bookings WHERE code = $1")
        .bind(code)
        .fetch_one(&app.db.pool)
        .await
        .expect("the booking")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_reminder_carries_three_links_and_no_health_details() {
    let app = app().await;
    let code = book(&app, &open_day(3), "10:00", "en").await;
    let mail = reminder(&app, &code).await;
    let found = links(&mail.body);
    assert_eq!(found.len(), 3, "{}", mail.body);
    for (path, action) in found.iter().zip(["attend.", "change.", "cancel."]) {
        assert!(token_of(path).starts_with(action), "{path}");
        assert!(path.contains("lang=en"), "{path}");
    }
    assert!(mail.body.contains("I will come:") && mail.body.contains("Cancel:"), "{}", mail.body);
    assert!(mail.body.contains("days."), "how far the visit is: {}", mail.body);
    for text in [&mail.body, &mail.subject, &mail.ics.clone().unwrap_or_default()] {
        assert!(!text.contains(MESSAGE), "the patient's message is not in the e-mail");
        assert!(!text.to_lowercase().contains("lipoma"), "nor the condition: {text}");
    }

    // In the booking's language.
    let ja = book(&app, &open_day(3), "11:00", "ja").await;
    let mail = reminder(&app, &ja).await;
    assert!(mail.body.contains("来院します："), "{}", mail.body);
    assert!(links(&mail.body).iter().all(|l| l.contains("lang=ja")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn i_will_come_is_recorded_by_the_button_not_by_opening_the_link() {
    let app = app().await;
    let day = open_day(3);
    let code = book(&app, &day, "10:00", "en").await;
    let attend = links(&reminder(&app, &code).await.body)[0].clone();

    let (status, page) = get(&app, &attend).await;
    assert_eq!(status, 200);
    assert!(page.contains("<form method=\"post\" action=\"/forms/booking-answer\">"), "{page}");
    assert!(page.contains("I will come"), "{page}");
    assert_eq!(state(&app, &code).await, ("pending".into(), None, None), "opening changes nothing");

    let (status, page) = post(&app, &token_of(&attend), "en").await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("we have noted that you will come"), "{page}");
    let (_, at, visit) = state(&app, &code).await;
    let at = at.expect("the confirmation's time");
    assert!((now_ms() - at).abs() < 60_000);
    assert_eq!(visit.as_deref(), Some(format!("{day} 10:00").as_str()));

    // Again: nothing changes, and it says so.
    let (status, page) = post(&app, &token_of(&attend), "en").await;
    assert_eq!(status, 200);
    assert!(page.contains("already let us know"), "{page}");
    assert_eq!(state(&app, &code).await.1, Some(at), "the first answer's time is kept");

    // "Change the time" leads to the booking's status page, where the reschedule form is.
    let change = links(&reminder_links_again(&app, &code).await)[1].clone();
    let (status, page) = get(&app, &change).await;
    assert_eq!(status, 200);
    assert!(page.contains(&format!("/booking-status?code={code}")), "{page}");
}

/// The links of the booking's latest reminder, rendered again.
async fn reminder_links_again(app: &TestApp, code: &str) -> String {
    reminder(app, code).await.body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn cancel_frees_the_seat_for_the_waitlist_and_a_second_press_does_nothing() {
    let app = app().await;
    let day = open_day(3);
    let code = book(&app, &day, "10:00", "en").await;
    let res = app
        .post_json(
            "/api/waitlist",
            &json!({
                "name": "Maya Haddad", "phone": "0912-345-678", "email": "maya@example.com", "branch": "taipei",
                "preferredDate": day, "preferredTime": "10:00", "tumorType": "cyst", "termsAccepted": true, "lang": "ar"
            }),
        )
        .await;
    assert_eq!(res.status(), 201);
    let cancel = links(&reminder(&app, &code).await.body)[2].clone();

    let (status, page) = get(&app, &cancel).await;
    assert_eq!(status, 200);
    assert!(page.contains("Cancel my appointment"), "{page}");
    assert_eq!(state(&app, &code).await.0, "pending", "opening changes nothing");

    let (status, page) = post(&app, &token_of(&cancel), "en").await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("Your appointment is cancelled"), "{page}");
    assert_eq!(state(&app, &code).await.0, "cancelled");
    // As the patient's own cancel: audited by the patient, confirmed by e-mail.
    let (by,): (String,) =
        sqlx::query_as("SELECT detail FROM audit_log WHERE action = 'booking.cancel' AND target_id = $1")
            .bind(&code)
            .fetch_one(&app.db.pool)
            .await
            .expect("audited");
    assert!(by.contains("patient"), "{by}");
    assert_eq!(
        sqlx::query_as::<_, (i64,)>("SELECT COUNT(*) FROM outbox WHERE kind = 'booking_cancelled' AND ref_id = $1")
            .bind(&code)
            .fetch_one(&app.db.pool)
            .await
            .expect("count")
            .0,
        1
    );

    // The freed seat goes to the waiting patient.
    let settings = Settings {
        default_capacity: 1,
        hold_ms: 7_200_000,
        poll: Duration::from_secs(60),
        holder: "test".into(),
        clinic: Default::default(),
    };
    let r = pass(&app.db, &app.writer(), &settings, now_ms()).await.expect("a pass").expect("the lease");
    assert_eq!(r.offered, 1);

    // Pressed again, or opened again: it explains, with a 4xx, and changes nothing.
    let (status, page) = post(&app, &token_of(&cancel), "en").await;
    assert_eq!(status, 409);
    assert!(page.contains("already cancelled"), "{page}");
    let (status, _) = get(&app, &cancel).await;
    assert_eq!(status, 409);
    let attend = links(&attend_link_signed_now(&app, &code).await)[0].clone();
    let (status, _) = post(&app, &token_of(&attend), "en").await;
    assert_eq!(status, 409, "a cancelled booking takes no attendance");
    assert_eq!(state(&app, &code).await.1, None);
}

/// An "I will come" link for the booking's visit, signed with the server's key now (a cancelled
/// booking's reminder no longer renders).
async fn attend_link_signed_now(app: &TestApp, code: &str) -> String {
    let key = answer_links::key(&app.db).await.expect("key");
    let (date, time): (String, String) =
        sqlx::query_as("SELECT preferred_date, preferred_time FROM bookings WHERE code = $1")
            .bind(code)
            .fetch_one(&app.db.pool)
            .await
            .expect("booking");
    let visit = format!("{date} {time}");
    let token = answer_links::sign(&key, Action::Attend, code, &visit, now_ms() + 86_400_000);
    format!("{BASE}/forms/booking-answer?lang=en&token={token}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn forged_altered_expired_and_outdated_links_change_nothing() {
    let app = app().await;
    let day = open_day(3);
    let code = book(&app, &day, "10:00", "en").await;
    let body = reminder(&app, &code).await.body;
    let [attend, _, cancel] = <[String; 3]>::try_from(links(&body)).expect("three links");
    let (attend, cancel) = (token_of(&attend), token_of(&cancel));

    let mut forged_sig = attend.clone();
    let last = forged_sig.pop().expect("a character");
    forged_sig.push(if last == 'A' { 'B' } else { 'A' });
    let other_action = attend.replacen("attend.", "cancel.", 1);
    let key = answer_links::key(&app.db).await.expect("key");
    let expired = answer_links::sign(&key, Action::Cancel, &code, &format!("{day} 10:00"), now_ms() - 1_000);
    let other_key = answer_links::sign(
        b"not the server's key",
        Action::Cancel,
        &code,
        &format!("{day} 10:00"),
        now_ms() + 86_400_000,
    );

    for (token, want, says) in [
        (forged_sig.as_str(), 404, "This link is not valid"),
        (other_action.as_str(), 404, "This link is not valid"),
        (other_key.as_str(), 404, "This link is not valid"),
        ("", 404, "This link is not valid"),
        (expired.as_str(), 410, "no longer valid"),
    ] {
        let (status, page) = get(&app, &format!("/forms/booking-answer?lang=en&token={token}")).await;
        assert_eq!(status, want, "GET {token}: {page}");
        assert!(page.contains(says), "{page}");
        let (status, page) = post(&app, token, "en").await;
        assert_eq!(status, want, "POST {token}: {page}");
        assert!(page.contains(says), "{page}");
    }
    assert_eq!(state(&app, &code).await, ("pending".into(), None, None), "nothing changed");

    // Translated: the page in the link's language.
    let (status, page) = get(&app, &format!("/forms/booking-answer?lang=ja&token={forged_sig}")).await;
    assert_eq!(status, 404);
    assert!(page.contains("このリンクは無効なため"), "{page}");

    // The booking moves: the links of the old time explain and do nothing.
    let res = app
        .post_json(
            &format!("/api/bookings/{code}/reschedule"),
            &json!({"contact": "patient@example.com", "preferredDate": open_day(5), "preferredTime": "15:00"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    for token in [&attend, &cancel] {
        let (status, page) = post(&app, token, "en").await;
        assert_eq!(status, 409, "{page}");
        assert!(page.contains("a time your booking no longer has"), "{page}");
    }
    assert_eq!(state(&app, &code).await, ("pending".into(), None, None), "nothing changed");

    // The new time's reminder has working links.
    let new = links(&reminder(&app, &code).await.body);
    let (status, _) = post(&app, &token_of(&new[0]), "en").await;
    assert_eq!(status, 200);
    assert!(state(&app, &code).await.1.is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_reminder_cancels_inside_the_change_window_where_the_status_page_asks_to_call() {
    let app =
        spawn_with(Options { env: vec![("CLINIC_CHANGE_WINDOW_HOURS", "2000".into())], ..Default::default() }).await;
    let code = book(&app, &open_day(3), "10:00", "en").await;
    // The status page's own cancel keeps the window.
    let res = app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(res.status(), 409, "self-service inside the window");
    assert_eq!(state(&app, &code).await.0, "pending");
    // The reminder's link cancels up to the visit: a known empty seat instead of a no-show.
    let cancel = links(&reminder(&app, &code).await.body)[2].clone();
    let (status, page) = get(&app, &cancel).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(state(&app, &code).await.0, "pending", "opening the link changes nothing");
    let (status, page) = post(&app, &token_of(&cancel), "en").await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(state(&app, &code).await.0, "cancelled");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staff_see_the_reminders_and_the_attendance_confirmation() {
    let app = app().await;
    let day = open_day(3);
    let code = book(&app, &day, "10:00", "en").await;
    let admin = signed_in(&app, "admin", None).await;
    let detail: Value = admin.get(&format!("/api/admin/bookings/{code}")).await.json().await.expect("json");
    assert_eq!(detail["attendanceConfirmedAt"], Value::Null);
    assert_eq!(detail["reminders"], json!([]));

    let attend = links(&reminder(&app, &code).await.body)[0].clone();
    assert_eq!(post(&app, &token_of(&attend), "en").await.0, 200);
    let detail: Value = admin.get(&format!("/api/admin/bookings/{code}")).await.json().await.expect("json");
    assert!(detail["attendanceConfirmedAt"].as_str().is_some_and(|at| at.ends_with('Z')), "{detail}");
    let reminders = detail["reminders"].as_array().expect("reminders");
    assert_eq!(reminders.len(), 1, "{detail}");
    assert_eq!(reminders[0]["visit"], format!("{day} 10:00"));
    assert_eq!(reminders[0]["offsetHours"], 200 * 24);
    assert_eq!(reminders[0]["queued"], true);

    // Moved: the confirmation was for the old time, so it no longer shows.
    let res = admin
        .post_json(
            &format!("/api/admin/bookings/{code}/reschedule"),
            &json!({"preferredDate": open_day(5), "preferredTime": "15:00"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let detail: Value = admin.get(&format!("/api/admin/bookings/{code}")).await.json().await.expect("json");
    assert_eq!(detail["attendanceConfirmedAt"], Value::Null, "{detail}");
}
