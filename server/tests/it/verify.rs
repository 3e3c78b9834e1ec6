//! E-mail verification of bookings (issue 15 point 4, `CLINIC_VERIFY_EMAIL`): with it on, a new
//! booking holds its seat only until the patient confirms it by the link of its message; not
//! confirmed in time, it is cancelled and its seat is free again for everyone at once. The link's page
//! is in the patient's language and a wrong or used link gets a clear answer, never a 5xx.
//!
//! The test with a real SMTP server is ignored in a plain `cargo test`; `make test` runs it as
//! `scripts/with-services.sh cargo test -p clinic-server --test verify -- --ignored`.

use crate::common;

use clinic_server::storage::{now_ms, verify as stored};
use clinic_server::tasks::verify::{pass, Settings};
use common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

const HOLD_MINUTES: i64 = 30;
const HOLD_MS: i64 = HOLD_MINUTES * 60_000;

async fn spawn_verifying(extra: Vec<(&'static str, String)>) -> TestApp {
    let mut env =
        vec![("CLINIC_VERIFY_EMAIL", "1".to_string()), ("CLINIC_VERIFY_HOLD_MINUTES", HOLD_MINUTES.to_string())];
    env.extend(extra);
    spawn_with(Options { slot_capacity: 1, env, ..Options::default() }).await
}

fn settings() -> Settings {
    Settings { poll: Duration::from_secs(60), holder: "test".into() }
}

async fn book(app: &TestApp, day: &str, time: &str, lang: &str) -> Value {
    let mut b = booking(day, time);
    b["lang"] = json!(lang);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 201, "booked");
    res.json().await.expect("json")
}

async fn status_of(app: &TestApp, code: &str) -> Value {
    let res = app.get(&format!("/api/bookings/{code}?contact=patient@example.com")).await;
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

async fn remaining(app: &TestApp, day: &str, time: &str) -> i64 {
    let res = app.get(&format!("/api/availability?branch=taipei&from={day}&to={day}")).await;
    let body: Value = res.json().await.expect("json");
    body["slots"]
        .as_array()
        .expect("slots")
        .iter()
        .find(|s| s["date"] == day && s["time"] == time)
        .map(|s| s["remaining"].as_i64().expect("remaining"))
        .unwrap_or(0)
}

/// Waits until the confirmation message of `code` has been handled by the outbox (without SMTP it is
/// only logged), so a token issued by the test is not replaced by the worker's own.
async fn wait_until_sent(app: &TestApp, code: &str) {
    let code = canonical(code);
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let sent: Option<i64> = sqlx::query_scalar(
            "SELECT COUNT(*) FROM outbox WHERE kind = 'booking_created' AND ref_id = $1 AND sent_at IS NOT NULL",
        )
        .bind(&code)
        .fetch_one(&app.db.pool)
        .await
        .ok();
        if sent == Some(1) {
            return;
        }
        assert!(Instant::now() < deadline, "the confirmation message was never handled");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A link for the booking, as the outbox would put in its message (only the hash is stored).
async fn link_token(app: &TestApp, code: &str) -> String {
    wait_until_sent(app, code).await;
    let token = stored::new_token();
    let mut conn = app.db.pool.acquire().await.expect("connection");
    assert!(stored::issue(&mut conn, &canonical(code), &stored::token_hash(&token)).await.expect("issue"));
    token
}

/// The code as the database keys it.
fn canonical(code: &str) -> String {
    clinic_core::code::ConfirmationCode::parse(code).expect("a code").canonical().to_string()
}

async fn verify_api(app: &TestApp, token: &str) -> reqwest::Response {
    app.post_json("/api/bookings/verify", &json!({ "token": token })).await
}

#[tokio::test]
async fn with_verification_off_a_booking_is_stored_as_before() {
    let app = spawn_app().await;
    let day = open_day(0);
    let body = book(&app, &day, "10:00", "en").await;
    assert!(body.get("verification").is_none(), "no check asked: {body}");
    let code = body["confirmationCode"].as_str().expect("code");
    let status = status_of(&app, code).await;
    assert_eq!(status["status"], "pending");
    assert!(status.get("verification").is_none());
}

#[tokio::test]
async fn a_new_booking_waits_for_its_link_and_the_link_confirms_it_once() {
    let app = spawn_verifying(vec![]).await;
    let day = open_day(1);
    let body = book(&app, &day, "10:30", "en").await;
    assert_eq!(body["verification"], "unverified");
    let code = body["confirmationCode"].as_str().expect("code").to_string();
    let status = status_of(&app, &code).await;
    assert_eq!(body["verifyUntil"], status["verifyUntil"], "the 201 says until when the seat is held");
    assert_eq!((status["status"].as_str(), status["verification"].as_str()), (Some("pending"), Some("unverified")));
    assert!(status["verifyUntil"].as_str().is_some_and(|u| u.ends_with('Z')), "the status page can say until when");
    assert_eq!(remaining(&app, &day, "10:30").await, 0, "the unconfirmed booking holds the one seat");

    let token = link_token(&app, &code).await;
    // Opening the link shows the booking and a button; it changes nothing by itself.
    let page = app.get(&format!("/forms/booking-verify?lang=en&token={token}")).await;
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("Confirm my booking") && html.contains(&code), "{html}");
    assert!(!html.contains("patient@example.com") && !html.contains("Test Patient"), "no personal data on the page");
    assert_eq!(status_of(&app, &code).await["verification"], "unverified", "a GET never confirms");

    let first = verify_api(&app, &token).await;
    assert_eq!(first.status(), 200);
    let first: Value = first.json().await.expect("json");
    assert_eq!(first["result"], "verified");
    assert_eq!(first["booking"]["verification"], "verified");
    assert_eq!(first["booking"]["confirmationCode"], code.as_str());

    // The same link again: told it is already done, nothing changes.
    let second = verify_api(&app, &token).await;
    assert_eq!(second.status(), 200);
    assert_eq!(second.json::<Value>().await.expect("json")["result"], "already_verified");
    let again = app.client.post(app.url("/forms/booking-verify")).form(&[("token", token.as_str()), ("lang", "en")]);
    let again = again.send().await.expect("request");
    assert_eq!(again.status(), 200);
    assert!(again.text().await.expect("html").contains("already confirmed"));

    // A confirmed booking keeps its seat when the hold would have run out.
    assert_eq!(pass(&app.db, &app.writer(), &settings(), now_ms() + HOLD_MS + 1_000).await.expect("pass"), Some(0));
    let status = status_of(&app, &code).await;
    assert_eq!((status["status"].as_str(), status["verification"].as_str()), (Some("pending"), Some("verified")));
    assert_eq!(remaining(&app, &day, "10:30").await, 0);
}

#[tokio::test]
async fn an_unconfirmed_booking_frees_its_seat_when_the_hold_runs_out() {
    let app = spawn_verifying(vec![]).await;
    let day = open_day(2);
    let code = book(&app, &day, "11:00", "ja").await["confirmationCode"].as_str().expect("code").to_string();
    let token = link_token(&app, &code).await;
    let mut other = booking(&day, "11:00");
    other["email"] = json!("someone.else@example.com");
    assert_eq!(app.post_json("/api/bookings", &other).await.status(), 409, "the held seat is taken");

    // Before the hold ends nothing expires; after it, the seat is free for everyone at once.
    assert_eq!(pass(&app.db, &app.writer(), &settings(), now_ms()).await.expect("pass"), Some(0));
    assert_eq!(pass(&app.db, &app.writer(), &settings(), now_ms() + HOLD_MS + 1_000).await.expect("pass"), Some(1));
    assert_eq!(remaining(&app, &day, "11:00").await, 1, "availability shows the seat free");
    let status = status_of(&app, &code).await;
    assert_eq!((status["status"].as_str(), status["verification"].as_str()), (Some("cancelled"), Some("expired")));
    assert!(status.get("verifyUntil").is_none());

    // The late link is told so, in the patient's language, and the seat stays with whoever took it.
    let late = verify_api(&app, &token).await;
    assert_eq!(late.status(), 409);
    assert_eq!(late.json::<Value>().await.expect("json")["error"]["code"], "verification_expired");
    let page = app.get(&format!("/forms/booking-verify?lang=ja&token={token}")).await;
    assert_eq!(page.status(), 409);
    let html = page.text().await.expect("html");
    assert!(html.contains("lang=\"ja\"") && html.contains("取り消され"), "{html}");
    assert_eq!(app.post_json("/api/bookings", &other).await.status(), 201, "the freed seat is bookable");
    assert_eq!(remaining(&app, &day, "11:00").await, 0, "the booking check and availability agree");
}

/// Two instances on one PostgreSQL database (as behind a load balancer, docs/architecture.md), each with its own
/// pool and writer; run with `scripts/with-postgres.sh`. Two instances cannot share the SQLite file,
/// so on SQLite the test says it is skipped and passes.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_expiring_at_once_free_each_seat_once() {
    if std::env::var("TEST_DATABASE_URL").map_or(true, |u| u.is_empty()) {
        eprintln!("SKIPPED: needs PostgreSQL (run through scripts/with-postgres.sh)");
        return;
    }
    let env = vec![("CLINIC_VERIFY_EMAIL", "1".to_string()), ("CLINIC_VERIFY_HOLD_MINUTES", HOLD_MINUTES.to_string())];
    let opts = Options { slot_capacity: 2, env, ..Options::default() };
    let a = spawn_with(opts.clone()).await;
    let b = spawn_with(Options { reuse: Some((a.database_url.clone(), a.uploads_dir())), ..opts }).await;
    let day = open_day(6);
    let times = ["10:00", "10:30", "11:00"];
    for time in times {
        // Two seats per slot: one patient confirms, the other never does.
        let confirmed = book(&a, &day, time, "en").await["confirmationCode"].as_str().expect("code").to_string();
        book(&b, &day, time, "en").await;
        let token = link_token(&a, &confirmed).await;
        assert_eq!(verify_api(&b, &token).await.status(), 200);
    }
    let later = now_ms() + HOLD_MS + 1_000;
    let passes: Vec<_> = (0..4)
        .map(|i| {
            let app = if i % 2 == 0 { &a } else { &b };
            let (db, writer) = (app.db.clone(), app.writer());
            let s = Settings { holder: format!("instance-{}", i % 2), ..settings() };
            tokio::spawn(async move { pass(&db, &writer, &s, later).await.expect("a pass") })
        })
        .collect();
    let mut expired = 0;
    for p in passes {
        expired += p.await.expect("joined").unwrap_or(0);
    }
    // A pass that found the other instance's lease runs again once it ends; both instances then agree.
    expired += pass(&b.db, &b.writer(), &Settings { holder: "instance-1".into(), ..settings() }, later + 3_600_000)
        .await
        .expect("a pass")
        .unwrap_or(0);
    assert_eq!(expired, times.len(), "each unconfirmed booking expired exactly once");
    for time in times {
        assert_eq!(remaining(&a, &day, time).await, 1, "{time}: the confirmed booking still holds its seat");
        assert_eq!(remaining(&b, &day, time).await, 1, "{time}: both instances see the same seat");
    }
}

#[tokio::test]
async fn a_booking_staff_confirmed_is_never_expired_and_its_unproven_address_gets_no_staff_mail() {
    let app = spawn_verifying(vec![]).await;
    let day = open_day(4);
    let code = book(&app, &day, "15:00", "en").await["confirmationCode"].as_str().expect("code").to_string();
    let token = link_token(&app, &code).await;
    // Staff reached the patient by phone and confirm before the patient opened the link.
    let staff = signed_in(&app, "admin", None).await;
    let res = staff.post_json(&format!("/api/admin/bookings/{code}/status"), &json!({"status": "confirmed"})).await;
    assert_eq!(res.status(), 200);
    let mails: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE kind = 'booking_confirmed'")
        .fetch_one(&app.db.pool)
        .await
        .expect("count");
    assert_eq!(mails, 0, "no staff message to an address nobody has proven");

    // The hold runs out: the confirmed booking keeps its seat.
    assert_eq!(pass(&app.db, &app.writer(), &settings(), now_ms() + HOLD_MS + 1_000).await.expect("pass"), Some(0));
    let status = status_of(&app, &code).await;
    assert_eq!(status["status"], "confirmed");
    assert_eq!(remaining(&app, &day, "15:00").await, 0, "the confirmed booking still holds its seat");
    // The patient's link, even late, still proves the address.
    sqlx::query("UPDATE bookings SET verify_until = $1 WHERE code = $2")
        .bind(now_ms() - 1)
        .bind(canonical(&code))
        .execute(&app.db.pool)
        .await
        .expect("update");
    let late = verify_api(&app, &token).await;
    assert_eq!(late.status(), 200);
    assert_eq!(late.json::<Value>().await.expect("json")["result"], "verified");
    assert_eq!(status_of(&app, &code).await["status"], "confirmed");
}

#[tokio::test]
async fn a_link_past_its_hold_expires_the_booking_even_before_the_task_runs() {
    let app = spawn_verifying(vec![("CLINIC_VERIFY_HOLD_MINUTES", "1".into())]).await;
    let day = open_day(3);
    let code = book(&app, &day, "14:00", "en").await["confirmationCode"].as_str().expect("code").to_string();
    let token = link_token(&app, &code).await;
    // The hold ran out a moment ago (set back in time rather than waited for).
    sqlx::query("UPDATE bookings SET verify_until = $1 WHERE code = $2")
        .bind(now_ms() - 1)
        .bind(canonical(&code))
        .execute(&app.db.pool)
        .await
        .expect("update");
    let page = app.client.post(app.url("/forms/booking-verify")).form(&[("token", token.as_str()), ("lang", "en")]);
    let page = page.send().await.expect("request");
    assert_eq!(page.status(), 409);
    assert!(page.text().await.expect("html").contains("was not confirmed in time"));
    assert_eq!(status_of(&app, &code).await["verification"], "expired");
    assert_eq!(remaining(&app, &day, "14:00").await, 1);
}

#[tokio::test]
async fn wrong_tokens_get_a_clear_answer_and_never_a_server_error() {
    let app = spawn_verifying(vec![]).await;
    let malformed = verify_api(&app, "not-a-token").await;
    assert_eq!(malformed.status(), 422);
    assert_eq!(field_codes(&malformed.json().await.expect("json")), vec![("token".to_string(), "format".to_string())]);
    let missing = app.post_json("/api/bookings/verify", &json!({})).await;
    assert_eq!(missing.status(), 422);
    assert_eq!(field_codes(&missing.json().await.expect("json")), vec![("token".to_string(), "required".to_string())]);
    let unknown = verify_api(&app, &stored::new_token()).await;
    assert_eq!(unknown.status(), 404);
    assert_eq!(unknown.json::<Value>().await.expect("json")["error"]["code"], "not_found");
    assert_eq!(app.post_json("/api/bookings/verify", &json!({"token": 5})).await.status(), 400);

    // The page says so in the patient's language, right to left in Arabic.
    for (query, lang, words) in [
        (format!("lang=ar&token={}", stored::new_token()), "ar", "غير صالح"),
        ("lang=ko&token=%00%3Cscript%3E".to_string(), "ko", "유효하지 않아요"),
        ("lang=xx".to_string(), "zh-TW", "連結無效"),
    ] {
        let page = app.get(&format!("/forms/booking-verify?{query}")).await;
        assert_eq!(page.status(), 404, "{query}");
        let html = page.text().await.expect("html");
        assert!(html.contains(&format!("lang=\"{lang}\"")) && html.contains(words), "{query}: {html}");
        assert!(!html.contains("<script"), "nothing typed is echoed");
        if lang == "ar" {
            assert!(html.contains("dir=\"rtl\""));
        }
    }
    let posted = app.client.post(app.url("/forms/booking-verify")).form(&[("token", "short"), ("lang", "es")]);
    let posted = posted.send().await.expect("request");
    assert_eq!(posted.status(), 404);
    assert!(posted.text().await.expect("html").contains("no es válido"));
}

#[tokio::test]
async fn a_booking_posted_without_scripts_tells_the_patient_to_confirm_by_the_link() {
    let app = spawn_verifying(vec![]).await;
    let day = open_day(7);
    let fields: Vec<(&str, String)> = vec![
        ("lang", "es".into()),
        ("name", "Ana García".into()),
        ("phone", "0912-345-678".into()),
        ("email", "ana@example.com".into()),
        ("branch", "taipei".into()),
        ("preferredDate", day.clone()),
        ("preferredTime", "16:00".into()),
        ("tumorType", "cyst".into()),
        ("termsAccepted", "on".into()),
    ];
    let res = app.client.post(app.url("/forms/booking")).header("origin", &app.base).form(&fields).send().await;
    let res = res.expect("request");
    assert_eq!(res.status(), 200);
    let page = res.text().await.expect("html");
    assert!(page.contains("Abra su enlace para confirmar la reserva"), "{page}");
    let stored: String =
        sqlx::query_scalar("SELECT verification FROM bookings").fetch_one(&app.db.pool).await.expect("row");
    assert_eq!(stored, "unverified");
}

#[tokio::test]
async fn the_verification_endpoint_is_in_the_api_document() {
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.expect("json");
    let op = &doc["paths"]["/api/bookings/verify"]["post"];
    assert_eq!(op["operationId"], "verifyBooking");
    for status in ["200", "404", "409", "422"] {
        assert!(op["responses"][status].is_object(), "{status} documented");
    }
    assert!(doc["components"]["schemas"]["VerifiedBody"].is_object());
    assert!(doc["components"]["schemas"]["BookingBody"]["properties"]["verification"].is_object());
}

#[tokio::test]
async fn an_unconfirmed_booking_gets_no_reminder_until_it_is_confirmed() {
    let lead_hours = 24 * 120;
    let app = spawn_verifying(vec![("CLINIC_REMINDER_HOURS", lead_hours.to_string())]).await;
    let offsets = [i64::from(lead_hours)];
    let day = open_day(8);
    let code = book(&app, &day, "17:00", "en").await["confirmationCode"].as_str().expect("code").to_string();
    let token = link_token(&app, &code).await;
    let queued = clinic_server::tasks::reminders::queue_due(&app.db, &app.writer(), &offsets).await.expect("queue");
    assert_eq!(queued, 0, "no reminder to an address nobody has confirmed");
    assert_eq!(verify_api(&app, &token).await.status(), 200);
    let queued = clinic_server::tasks::reminders::queue_due(&app.db, &app.writer(), &offsets).await.expect("queue");
    assert_eq!(queued, 1, "once confirmed, the visit is reminded");
}

#[tokio::test]
async fn a_verification_form_from_another_site_is_refused() {
    let app = spawn_verifying(vec![]).await;
    let res = app
        .client
        .post(app.url("/forms/booking-verify"))
        .header("Sec-Fetch-Site", "cross-site")
        .form(&[("token", stored::new_token().as_str()), ("lang", "en")])
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 403);
}

#[tokio::test]
async fn staff_see_unconfirmed_bookings_apart_and_cancel_a_flood_of_them_in_bulk() {
    let app = spawn_verifying(vec![]).await;
    let day = open_day(5);
    let mut codes = Vec::new();
    for time in ["10:00", "10:30", "11:00"] {
        codes.push(book(&app, &day, time, "en").await["confirmationCode"].as_str().expect("code").to_string());
    }
    // One patient confirms; the other two never open their links.
    let token = link_token(&app, &codes[2]).await;
    assert_eq!(verify_api(&app, &token).await.status(), 200);
    let staff = signed_in(&app, "admin", None).await;

    let all: Value = staff.get("/api/admin/inbox?kind=booking").await.json().await.expect("json");
    let marks: Vec<(String, String)> = all["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| (i["code"].as_str().unwrap_or("").to_string(), i["verification"].as_str().unwrap_or("").to_string()))
        .collect();
    assert_eq!(marks.len(), 3);
    assert!(marks.contains(&(codes[0].clone(), "unverified".to_string())));
    assert!(marks.contains(&(codes[2].clone(), "verified".to_string())));
    let apart: Value = staff.get("/api/admin/inbox?unverified=true").await.json().await.expect("json");
    let mut unconfirmed: Vec<String> = apart["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| i["code"].as_str().unwrap_or("").to_string())
        .collect();
    unconfirmed.sort();
    let mut expected = vec![codes[0].clone(), codes[1].clone()];
    expected.sort();
    assert_eq!(unconfirmed, expected, "the filter shows only the unconfirmed bookings");
    assert_eq!(apart["total"], 2);

    let detail: Value = staff.get(&format!("/api/admin/bookings/{}", codes[0])).await.json().await.expect("json");
    assert_eq!(detail["verification"], "unverified");
    assert!(detail["verifyUntil"].as_str().is_some());

    // The bulk cancellation takes what the filter shows; the seats are free at once.
    let res = staff
        .post_json(
            "/api/admin/bookings/cancel",
            &json!({ "codes": unconfirmed, "reason": "Unconfirmed flood", "notifyPatients": false }),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.expect("json")["cancelled"], 2);
    let after: Value = staff.get("/api/admin/inbox?unverified=true").await.json().await.expect("json");
    assert_eq!(after["total"], 0, "cancelled bookings no longer wait for a link");
    assert_eq!(remaining(&app, &day, "10:00").await, 1);
    assert_eq!(remaining(&app, &day, "11:00").await, 0, "the confirmed booking keeps its seat");
}

// ---- with a real SMTP server (scripts/with-services.sh) ----

fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: run through scripts/with-services.sh"))
}

/// The text and HTML parts of the first message to `recipient` in the maildir, waiting for it.
async fn message_to(recipient: &str) -> (String, String, String) {
    use mailparse::MailHeaderMap;
    let dir = std::path::PathBuf::from(env("TEST_MAILDIR")).join("new");
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let files =
            std::fs::read_dir(&dir).map(|d| d.filter_map(|e| std::fs::read(e.ok()?.path()).ok()).collect::<Vec<_>>());
        for raw in files.unwrap_or_default() {
            let Ok(mail) = mailparse::parse_mail(&raw) else { continue };
            if !mail.headers.get_first_value("To").unwrap_or_default().contains(recipient) {
                continue;
            }
            let (mut text, mut html) = (String::new(), String::new());
            let mut stack = vec![&mail];
            while let Some(part) = stack.pop() {
                match part.ctype.mimetype.as_str() {
                    "text/plain" => text = part.get_body().unwrap_or_default(),
                    "text/html" => html = part.get_body().unwrap_or_default(),
                    _ => {}
                }
                stack.extend(part.subparts.iter());
            }
            return (mail.headers.get_first_value("Subject").unwrap_or_default(), text, html);
        }
        assert!(Instant::now() < deadline, "no message to {recipient}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-services.sh"]
async fn the_real_message_carries_a_one_time_link_that_confirms_the_booking() {
    let app = spawn_with(Options {
        smtp_url: Some(env("TEST_SMTP_URL")),
        env: vec![("CLINIC_VERIFY_EMAIL", "1".into())],
        ..Options::default()
    })
    .await;
    let day = open_day(4);
    let recipient = format!("verify.{}@example.com", &stored::new_token()[..8].to_lowercase().replace(['-', '_'], "x"));
    let mut b = booking(&day, "15:00");
    b["lang"] = json!("ar");
    b["name"] = json!("ليلى حسن");
    b["email"] = json!(recipient);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 201);
    let code = res.json::<Value>().await.expect("json")["confirmationCode"].as_str().expect("code").to_string();

    let (subject, text, html) = message_to(&recipient).await;
    assert!(subject.contains(&code) && subject.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c)), "{subject}");
    assert!(html.contains("dir=\"rtl\"") && html.contains("lang=\"ar\""), "the HTML part reads right to left");
    let link = text
        .split_whitespace()
        .find(|w| w.contains("/forms/booking-verify?"))
        .unwrap_or_else(|| panic!("no link in {text}"))
        .to_string();
    assert!(link.starts_with(&app.base) && link.contains("lang=ar"), "{link}");
    let token = link.split("token=").nth(1).expect("token").to_string();
    assert!(stored::well_formed(&token), "a 256-bit token: {token}");
    // Only the hash is stored.
    let hash: String = sqlx::query_scalar("SELECT verify_token_hash FROM bookings WHERE code = $1")
        .bind(canonical(&code))
        .fetch_one(&app.db.pool)
        .await
        .expect("hash");
    assert_eq!(hash, stored::token_hash(&token));
    assert!(!hash.contains(&token));

    // The patient opens the link (a page in Arabic with a button), then presses the button.
    let page = app.get(link.trim_start_matches(&app.base)).await;
    assert_eq!(page.status(), 200);
    let page = page.text().await.expect("html");
    assert!(page.contains("dir=\"rtl\"") && page.contains("تأكيد حجزي"), "{page}");
    let confirm = app.client.post(app.url("/forms/booking-verify")).form(&[("token", token.as_str()), ("lang", "ar")]);
    let confirm = confirm.send().await.expect("request");
    assert_eq!(confirm.status(), 200);
    assert!(confirm.text().await.expect("html").contains("شكرًا لك"));
    assert_eq!(status_of_contact(&app, &code, &recipient).await["verification"], "verified");
    // Used twice: already done.
    assert_eq!(verify_api(&app, &token).await.json::<Value>().await.expect("json")["result"], "already_verified");
}

async fn status_of_contact(app: &TestApp, code: &str, contact: &str) -> Value {
    app.get(&format!("/api/bookings/{code}?contact={contact}")).await.json().await.expect("json")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_repeated_keyed_booking_answers_the_end_of_its_hold_as_the_first_answer_did() {
    // Many at once, so the writer stores them in batches (the path that keeps the answer before it
    // knows the write's time) as well as one by one.
    let app = spawn_verifying(vec![]).await;
    let date = open_day(4);
    let times = ["10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30"];
    let send_all = || {
        (0..24)
            .map(|i| {
                let mut b = booking(&date, times[i % times.len()]);
                b["email"] = json!(format!("held{i}@example.com"));
                let req =
                    app.client.post(app.url("/api/bookings")).header("Idempotency-Key", format!("held-{i}")).json(&b);
                tokio::spawn(async move {
                    let r = req.send().await.expect("request");
                    (r.status().as_u16(), r.json::<Value>().await.expect("json"))
                })
            })
            .collect::<Vec<_>>()
    };
    let mut first = Vec::new();
    for t in send_all() {
        first.push(t.await.expect("task"));
    }
    let created: Vec<&Value> = first.iter().filter(|(s, _)| *s == 201).map(|(_, b)| b).collect();
    assert_eq!(created.len(), times.len(), "one seat in each slot: {first:?}");
    for body in &created {
        assert!(body["verifyUntil"].is_string(), "the first answer names the hold's end: {body}");
    }
    for (i, (t, (s1, b1))) in send_all().into_iter().zip(&first).enumerate() {
        let (s2, b2) = t.await.expect("task");
        if *s1 == 201 {
            assert_eq!((s2, &b2), (*s1, b1), "request {i} replays its first answer, the hold's end included");
        }
    }
}
