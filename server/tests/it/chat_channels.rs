//! Reminders on the patient's own channel ("Fewer empty chairs"), against a local server that speaks
//! LINE's and WhatsApp's documented APIs (`common::providers`): choosing a channel, linking LINE by
//! LINE Login and by code, both reminders on each channel once, the one-tap answers by postback and
//! quick reply, e-mail when the channel cannot reach the patient, "stop" and blocking, delivery
//! receipts, and the webhooks refusing what is unsigned, forged, replayed, malformed or too large.
//! No recorded message carries the patient's condition or message.

use crate::common;

use clinic_server::storage::now_ms;
use common::providers::Sandbox;
use common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

const MESSAGE: &str = "A soft lump behind my left ear";
const LINE_USER: &str = "U0123456789abcdef0123456789abcdef";

async fn app_with(sandbox: &Sandbox) -> TestApp {
    let app = spawn_with(Options { slot_capacity: 1, env: sandbox.env(), ..Default::default() }).await;
    sandbox.point_at(&app.base).await;
    app
}

/// Books with the test patient (phone 0912345678) in `lang`; the canonical code.
async fn book(app: &TestApp, day: usize, time: &str, lang: &str) -> String {
    let mut b = booking(&open_day(day), time);
    b["message"] = json!(MESSAGE);
    b["lang"] = json!(lang);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    let code = body["confirmationCode"].as_str().expect("code");
    clinic_core::code::ConfirmationCode::parse(code).expect("a code").canonical().to_string()
}

fn contact() -> String {
    booking("2026-01-01", "10:00")["email"].as_str().expect("email").to_string()
}

async fn choose(app: &TestApp, code: &str, body: Value) -> (u16, Value) {
    let mut body = body;
    body["contact"] = json!(contact());
    let res = app.post_json(&format!("/api/bookings/{code}/reminder-channel"), &body).await;
    (res.status().as_u16(), res.json().await.unwrap_or(Value::Null))
}

async fn channel(app: &TestApp, code: &str) -> Value {
    let res = app.get(&format!("/api/bookings/{code}/reminder-channel?contact={}", contact())).await;
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

/// Queues the booking's reminder at each offset in turn (hours far beyond the visit: due now), as the
/// reminder task does when each offset's moment comes.
async fn remind(app: &TestApp, offsets: &[i64]) {
    clinic_server::tasks::reminders::queue_due(&app.db, &app.writer(), offsets).await.expect("a pass");
}

/// Waits until `check` holds of the database.
async fn until<F, Fut>(what: &str, check: F)
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + Duration::from_secs(20);
    while !check().await {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn outbox_rows(
    app: &TestApp,
    code: &str,
) -> Vec<(i64, Option<i64>, Option<String>, Option<String>, Option<String>)> {
    sqlx::query_as(
        "SELECT id, sent_at, channel, provider_id, fallback_reason FROM outbox WHERE kind = 'booking_reminder' \
         AND ref_id LIKE $1 ORDER BY id",
    )
    .bind(format!("{code}@%"))
    .fetch_all(&app.db.pool)
    .await
    .expect("outbox")
}

fn assert_no_health_details(requests: &[Value]) {
    for r in requests {
        let text = r["body"].to_string().to_lowercase();
        assert!(!text.contains(&MESSAGE.to_lowercase()), "the patient's message went out: {text}");
        for word in ["lipoma", "脂肪瘤", "tumor", "cyst"] {
            assert!(!text.contains(word), "the condition went out ({word}): {text}");
        }
    }
}

/// Links LINE through LINE Login as the sandbox's user, returning where the callback sent the browser.
async fn link_by_login(app: &TestApp, sandbox: &Sandbox, code: &str) -> String {
    let (status, body) = choose(app, code, json!({ "channel": "line", "consent": true, "lang": "en" })).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((body["channel"].as_str(), body["state"].as_str()), (Some("line"), Some("pending")));
    let login = url::Url::parse(body["line"]["loginUrl"].as_str().expect("a LINE Login URL")).expect("URL");
    let q: std::collections::HashMap<String, String> = login.query_pairs().into_owned().collect();
    assert_eq!(q["bot_prompt"], "aggressive", "the official account is offered as a friend");
    assert_eq!(q["client_id"], common::providers::LOGIN_CHANNEL_ID);
    let approved = sandbox
        .post(
            "/__sandbox/line/login",
            json!({ "userId": LINE_USER, "redirectUri": q["redirect_uri"], "state": q["state"], "nonce": q["nonce"], "addFriend": true }),
        )
        .await;
    let back = url::Url::parse(approved["location"].as_str().expect("a redirect")).expect("URL");
    assert!(back.as_str().starts_with(&app.base), "LINE sends the patient back to this server: {back}");
    let res = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
        .get(back.as_str())
        .send()
        .await
        .expect("callback");
    assert_eq!(res.status(), 303);
    res.headers()["location"].to_str().expect("location").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn line_linked_by_login_gets_both_reminders_once_and_answers_by_postback() {
    let sandbox = Sandbox::start();
    let app = app_with(&sandbox).await;
    let code = book(&app, 3, "10:00", "en").await;

    let location = link_by_login(&app, &sandbox, &code).await;
    assert!(location.ends_with(&format!("/booking-status?code={code}&line=linked")), "{location}");
    let now = channel(&app, &code).await;
    assert_eq!((now["channel"].as_str(), now["state"].as_str()), (Some("line"), Some("active")), "{now}");
    let (opted, notice): (Option<i64>, String) =
        sqlx::query_as("SELECT opted_in_at, notice_version FROM reminder_channels WHERE code = $1")
            .bind(&code)
            .fetch_one(&app.db.pool)
            .await
            .expect("the opt-in");
    assert!(opted.is_some() && !notice.is_empty(), "the opt-in is stored with its time and notice version");
    // LINE confirms the link in the chat.
    let pushed = sandbox.wait_for("line", "/v2/bot/message/push", 1).await;
    assert!(pushed[0]["body"].to_string().contains(&format!("{}-", &code[..4])), "{}", pushed[0]["body"]);

    // The 72-hour reminder, then the 24-hour one: each once, on LINE, with its three answers.
    remind(&app, &[200 * 24]).await;
    let pushed = sandbox.wait_for("line", "/v2/bot/message/push", 2).await;
    remind(&app, &[200 * 24, 100 * 24]).await;
    let pushed_both = sandbox.wait_for("line", "/v2/bot/message/push", 3).await;
    remind(&app, &[200 * 24, 100 * 24]).await; // nothing more is due
    tokio::time::sleep(Duration::from_millis(1500)).await; // three delivery polls
    let all = sandbox.requests("line", Some("/v2/bot/message/push")).await;
    assert_eq!(all.len(), 3, "the link's confirmation and two reminders, each once");
    let reminder = &pushed[1];
    assert_eq!(reminder["headers"]["authorization"], format!("Bearer {}", common::providers::LINE_TOKEN));
    assert!(reminder["headers"]["x-line-retry-key"].as_str().is_some_and(|k| k.len() == 36), "{reminder}");
    assert_eq!(reminder["body"]["to"], LINE_USER);
    let actions = reminder["body"]["messages"][1]["template"]["actions"].as_array().expect("buttons").clone();
    // The three answers, and while the health questions are unanswered a fourth button opens them.
    assert_eq!(actions.len(), 4);
    assert_eq!(actions[0]["label"], "I will come");
    assert_eq!(actions[3]["type"], "uri");
    assert!(
        actions[3]["uri"].as_str().is_some_and(|u| u.contains("/forms/intake?lang=en&token=intake.")),
        "{actions:?}"
    );
    assert_no_health_details(&pushed_both);
    let rows = outbox_rows(&app, &code).await;
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r.1.is_some() && r.2.as_deref() == Some("line") && r.3.is_some()), "{rows:?}");
    // The profile was asked before each push (a blocked patient would not be reached).
    assert!(sandbox.requests("line", Some(&format!("/v2/bot/profile/{LINE_USER}"))).await.len() >= 2);

    // "I will come" by postback: the attendance is recorded and the chat says so.
    let attend = actions[0]["data"].as_str().expect("postback data").to_string();
    let answer = sandbox
        .line_webhook(json!([{ "type": "postback", "userId": LINE_USER, "postback": { "data": attend } }]))
        .await;
    assert_eq!(answer["status"], 200, "{answer}");
    let attended: (Option<i64>,) = sqlx::query_as("SELECT attendance_confirmed_at FROM bookings WHERE code = $1")
        .bind(&code)
        .fetch_one(&app.db.pool)
        .await
        .expect("booking");
    assert!(attended.0.is_some());
    let replies = sandbox.wait_for("line", "/v2/bot/message/reply", 1).await;
    assert!(replies[0]["body"]["messages"][0]["text"].as_str().unwrap_or("").contains("noted"), "{}", replies[0]);

    // The same call again is a replay: 409, nothing done twice.
    let replay = sandbox
        .post("/__sandbox/line/resend", json!({ "sent": answer["sent"], "signature": answer["signature"] }))
        .await;
    assert_eq!(replay["status"], 409, "{replay}");

    // Another account's postback cannot answer this booking.
    let cancel = actions[2]["data"].as_str().expect("data").to_string();
    let other = "Uffffffffffffffffffffffffffffffff";
    let answer =
        sandbox.line_webhook(json!([{ "type": "postback", "userId": other, "postback": { "data": cancel } }])).await;
    assert_eq!(answer["status"], 200);
    let status: (String,) = sqlx::query_as("SELECT status FROM bookings WHERE code = $1")
        .bind(&code)
        .fetch_one(&app.db.pool)
        .await
        .expect("b");
    assert_eq!(status.0, "pending", "a stranger's tap changed nothing");

    // "Cancel" by the patient's own postback: the booking is cancelled and its seat goes to the
    // patient waiting for it.
    let res = app
        .post_json(
            "/api/waitlist",
            &json!({
                "name": "Maya Haddad", "phone": "0933-000-111", "email": "maya@example.com", "branch": "taipei",
                "preferredDate": open_day(3), "preferredTime": "10:00", "tumorType": "cyst", "termsAccepted": true, "lang": "ar"
            }),
        )
        .await;
    assert_eq!(res.status(), 201, "the slot is full, so the waitlist takes her");
    let answer = sandbox
        .line_webhook(json!([{ "type": "postback", "userId": LINE_USER, "postback": { "data": cancel } }]))
        .await;
    assert_eq!(answer["status"], 200);
    let status: (String,) = sqlx::query_as("SELECT status FROM bookings WHERE code = $1")
        .bind(&code)
        .fetch_one(&app.db.pool)
        .await
        .expect("b");
    assert_eq!(status.0, "cancelled");
    let settings = clinic_server::tasks::waitlist::Settings {
        clinic: Default::default(),
        default_capacity: 1,
        hold_ms: 7_200_000,
        poll: Duration::from_secs(60),
        holder: "test".into(),
    };
    let offered = clinic_server::tasks::waitlist::pass(&app.db, &app.writer(), &settings, now_ms())
        .await
        .expect("a pass")
        .expect("the lease");
    assert_eq!(offered.offered, 1, "the freed seat is offered to the waiting patient");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn line_linked_by_code_falls_back_to_email_when_not_a_friend_and_ends_when_blocked() {
    let sandbox = Sandbox::start();
    let app = app_with(&sandbox).await;
    let code = book(&app, 4, "11:00", "hi").await;
    let (status, body) = choose(&app, &code, json!({ "channel": "line", "consent": true })).await;
    assert_eq!(status, 200, "{body}");
    let link_code = body["line"]["linkCode"].as_str().expect("a link code").to_string();
    assert_eq!(link_code.len(), 6);
    assert!(body["line"]["addFriendUrl"].as_str().is_some_and(|u| u.contains("%40clinic-test")), "{body}");
    assert!(body["line"]["addFriendQrSvg"].as_str().is_some_and(|s| s.contains("<svg")));

    // A wrong code links nothing; the right one, typed in lower case with a dash, links.
    let answer = sandbox
        .line_webhook(json!([{ "type": "message", "userId": LINE_USER, "message": { "type": "text", "id": "1", "text": "ZZZZZZ" } }]))
        .await;
    assert_eq!(answer["status"], 200);
    assert_eq!(channel(&app, &code).await["state"], "pending");
    let typed = format!("{}-{}", &link_code[..3], &link_code[3..]).to_lowercase();
    let answer = sandbox
        .line_webhook(json!([{ "type": "message", "userId": LINE_USER, "message": { "type": "text", "id": "2", "text": typed } }]))
        .await;
    assert_eq!(answer["status"], 200, "{answer}");
    assert_eq!(channel(&app, &code).await["state"], "active");
    let replies = sandbox.wait_for("line", "/v2/bot/message/reply", 2).await;
    let linked =
        replies.iter().map(|r| r["body"]["messages"][0]["text"].as_str().unwrap_or("").to_string()).collect::<Vec<_>>();
    assert!(
        linked.iter().any(|t| t.contains("LINE") && t.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c))),
        "in Hindi: {linked:?}"
    );

    // The patient blocks the account before the reminder: LINE's profile says not a friend, and the
    // reminder goes by e-mail, saying why.
    sandbox.post("/__sandbox/line/friends", json!({ "userId": LINE_USER, "friend": false })).await;
    remind(&app, &[200 * 24]).await;
    until("the reminder handled", || async { outbox_rows(&app, &code).await.first().is_some_and(|r| r.1.is_some()) })
        .await;
    let rows = outbox_rows(&app, &code).await;
    assert_eq!(rows[0].2, None, "sent by e-mail: {rows:?}");
    assert_eq!(rows[0].4.as_deref(), Some("not_a_friend"));
    assert!(sandbox.requests("line", Some("/v2/bot/message/push")).await.is_empty(), "nothing pushed to a non-friend");

    // The block itself arrives: the channel ends.
    let answer = sandbox.line_webhook(json!([{ "type": "unfollow", "userId": LINE_USER }])).await;
    assert_eq!(answer["status"], 200);
    let now = channel(&app, &code).await;
    assert_eq!(now["state"], "stopped", "{now}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn whatsapp_needs_consent_sends_the_template_in_arabic_and_takes_answers_receipts_and_stop() {
    let sandbox = Sandbox::start();
    let app = app_with(&sandbox).await;
    let code = book(&app, 5, "14:00", "ar").await;

    let (status, body) = choose(&app, &code, json!({ "channel": "whatsapp" })).await;
    assert_eq!(status, 422);
    assert!(field_codes(&body).contains(&("consent".into(), "terms_required".into())), "{body}");
    let (status, body) =
        choose(&app, &code, json!({ "channel": "whatsapp", "consent": true, "whatsappNumber": "2700 1234" })).await;
    assert_eq!(status, 422);
    assert!(field_codes(&body).contains(&("whatsappNumber".into(), "phone".into())), "{body}");
    let (status, body) = choose(&app, &code, json!({ "channel": "fax", "consent": true })).await;
    assert_eq!((status, field_codes(&body)), (422, vec![("channel".into(), "invalid_choice".into())]));
    // The booking's own phone (a Taiwanese mobile) when no number is typed.
    let (status, body) = choose(&app, &code, json!({ "channel": "whatsapp", "consent": true })).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["whatsappNumber"], "+886912345678");

    remind(&app, &[200 * 24]).await;
    let sent = sandbox.wait_for("whatsapp", &format!("/v21.0/{}/messages", common::providers::WA_PHONE_ID), 1).await;
    let template = &sent[0]["body"]["template"];
    assert_eq!(template["name"], "visit_reminder");
    assert_eq!(template["language"]["code"], "ar");
    assert_eq!(sent[0]["body"]["to"], "886912345678");
    let payloads: Vec<String> = template["components"]
        .as_array()
        .expect("components")
        .iter()
        .filter(|c| c["type"] == "button")
        .map(|c| c["parameters"][0]["payload"].as_str().expect("payload").to_string())
        .collect();
    assert_eq!(payloads.len(), 3);
    assert_no_health_details(&sent);

    // The provider's receipts reach the message.
    until("delivered", || async {
        sqlx::query_as::<_, (Option<i64>,)>(
            "SELECT delivered_at FROM outbox WHERE kind = 'booking_reminder' AND ref_id LIKE $1",
        )
        .bind(format!("{code}@%"))
        .fetch_one(&app.db.pool)
        .await
        .is_ok_and(|r| r.0.is_some())
    })
    .await;

    // "Change the time" by quick reply: the chat answers with the way to the status page.
    let change = json!({ "messages": [{ "from": "886912345678", "id": "wamid.in1", "timestamp": (now_ms() / 1000).to_string(),
        "type": "button", "button": { "payload": payloads[1], "text": "تغيير الوقت" } }] });
    let answer = sandbox.whatsapp_webhook(change).await;
    assert_eq!(answer["status"], 200, "{answer}");
    let texts = sandbox.wait_for("whatsapp", &format!("/v21.0/{}/messages", common::providers::WA_PHONE_ID), 2).await;
    let reply = texts.iter().find(|r| r["body"]["type"] == "text").expect("a text answer");
    assert!(
        reply["body"]["text"]["body"].as_str().unwrap_or("").contains(&format!("/ar/booking-status?code={code}")),
        "{reply}"
    );

    // Forged, unsigned, malformed and oversized calls change nothing.
    let stop = json!({ "messages": [{ "from": "886912345678", "id": "wamid.in2", "timestamp": "1", "type": "text", "text": { "body": "STOP" } }] });
    for sign in [json!(false), json!("wrong")] {
        let answer = sandbox.post("/__sandbox/whatsapp/webhook", json!({ "value": stop, "sign": sign })).await;
        assert_eq!(answer["status"], 401, "{answer}");
    }
    let answer = sandbox
        .post(
            "/__sandbox/whatsapp/webhook",
            json!({ "raw": "{\"object\": \"whatsapp_business_account\", \"entry\": [" }),
        )
        .await;
    assert_eq!(answer["status"], 400, "{answer}");
    let big = "x".repeat(300 * 1024);
    let answer = sandbox.post("/__sandbox/whatsapp/webhook", json!({ "raw": big })).await;
    assert_eq!(answer["status"], 413, "{answer}");
    assert_eq!(channel(&app, &code).await["state"], "active");

    // The server restarts; the 24-hour reminder then goes once, and the first is not sent again.
    let mut app = app;
    app.stop().await;
    let app = spawn_with(Options {
        slot_capacity: 1,
        env: sandbox.env(),
        reuse: Some((app.database_url.clone(), app.uploads_dir())),
        ..Default::default()
    })
    .await;
    sandbox.point_at(&app.base).await;
    remind(&app, &[200 * 24, 100 * 24]).await;
    let path = format!("/v21.0/{}/messages", common::providers::WA_PHONE_ID);
    sandbox.wait_for("whatsapp", &path, 3).await;
    remind(&app, &[200 * 24, 100 * 24]).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let templates: Vec<Value> = sandbox
        .requests("whatsapp", Some(&path))
        .await
        .into_iter()
        .filter(|r| r["body"]["type"] == "template")
        .collect();
    assert_eq!(templates.len(), 2, "both reminders, each once, across the restart");
    assert_no_health_details(&templates);

    // "STOP" ends it; reminders go by e-mail.
    let answer = sandbox.whatsapp_webhook(stop).await;
    assert_eq!(answer["status"], 200);
    assert_eq!(channel(&app, &code).await["state"], "stopped");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_number_without_whatsapp_gets_the_reminder_by_email_after_the_failed_receipt() {
    let sandbox = Sandbox::start();
    let app = app_with(&sandbox).await;
    let code = book(&app, 6, "15:00", "ja").await;
    sandbox.post("/__sandbox/whatsapp/numbers", json!({ "number": "819012345678", "onWhatsApp": false })).await;
    let (status, body) =
        choose(&app, &code, json!({ "channel": "whatsapp", "consent": true, "whatsappNumber": "+81 90 1234 5678" }))
            .await;
    assert_eq!(status, 200, "{body}");
    remind(&app, &[200 * 24]).await;
    until("the e-mail instead", || async {
        let rows = outbox_rows(&app, &code).await;
        rows.len() == 2 && rows[1].1.is_some()
    })
    .await;
    let rows = outbox_rows(&app, &code).await;
    assert_eq!(rows[0].2.as_deref(), Some("whatsapp"));
    assert_eq!((rows[1].2.as_deref(), rows[1].4.as_deref()), (Some("email"), Some("undeliverable")), "{rows:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_webhooks_refuse_what_line_did_not_sign_and_meta_handshakes_with_the_verify_token() {
    let sandbox = Sandbox::start();
    let _app = app_with(&sandbox).await;
    let event = json!([{ "type": "follow", "userId": LINE_USER }]);
    for sign in [json!(false), json!("wrong")] {
        let answer = sandbox.post("/__sandbox/line/webhook", json!({ "events": event, "sign": sign })).await;
        assert_eq!(answer["status"], 401, "{answer}");
    }
    let answer = sandbox.post("/__sandbox/line/webhook", json!({ "raw": "{\"events\": 5}" })).await;
    assert_eq!(answer["status"], 400, "{answer}");
    let answer = sandbox.post("/__sandbox/line/webhook", json!({ "raw": "x".repeat(300 * 1024) })).await;
    assert_eq!(answer["status"], 413, "{answer}");
    // LINE's console checks the URL with a call without events.
    let answer = sandbox.post("/__sandbox/line/webhook", json!({ "events": [] })).await;
    assert_eq!(answer["status"], 200, "{answer}");

    let ok = sandbox.post("/__sandbox/whatsapp/verify", json!({ "verifyToken": "verify-me" })).await;
    assert_eq!((ok["status"].as_u64(), ok["body"].as_str()), (Some(200), ok["challenge"].as_str()), "{ok}");
    let refused = sandbox.post("/__sandbox/whatsapp/verify", json!({ "verifyToken": "guess" })).await;
    assert_eq!(refused["status"], 403);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_credentials_only_email_is_offered_and_the_webhooks_are_not_there() {
    let app = spawn_app().await;
    let code = book(&app, 7, "10:00", "zh-TW").await;
    let now = channel(&app, &code).await;
    assert_eq!(now["offered"], json!(["email"]));
    let (status, body) = choose(&app, &code, json!({ "channel": "line", "consent": true })).await;
    assert_eq!((status, field_codes(&body)), (422, vec![("channel".into(), "invalid_choice".into())]));
    let res = app.client.post(app.url("/api/webhooks/line")).body("{}").send().await.expect("post");
    assert_eq!(res.status(), 404);
    // A wrong contact finds nothing, as for every lookup of a booking.
    let res = app.get(&format!("/api/bookings/{code}/reminder-channel?contact=someone@example.com")).await;
    assert_eq!(res.status(), 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_erasure_takes_the_patients_whatsapp_number_and_line_id_with_the_booking() {
    let sandbox = Sandbox::start();
    let app = app_with(&sandbox).await;
    let code = book(&app, 8, "10:00", "en").await;
    let (status, _) = choose(&app, &code, json!({ "channel": "whatsapp", "consent": true })).await;
    assert_eq!(status, 200);
    let admin = signed_in(&app, "admin", None).await;
    let email = contact();
    let res = admin.post_json("/api/admin/erasure", &json!({ "email": email, "confirmation": email })).await;
    assert_eq!(res.status(), 200);
    let (left,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM reminder_channels").fetch_one(&app.db.pool).await.expect("count");
    assert_eq!(left, 0, "the number went with the booking");
}

/// The IANA zone whose clock now shows `hour` o'clock (`Etc/GMT…`, whose sign is the reverse of the offset).
fn zone_at_hour(hour: i64) -> String {
    let utc_hour = (now_ms() / 3_600_000).rem_euclid(24);
    let offset = [hour - utc_hour, hour - utc_hour + 24, hour - utc_hour - 24]
        .into_iter()
        .find(|o| (-12..=14).contains(o))
        .expect("an offset");
    match offset {
        0 => "Etc/GMT".into(),
        o if o > 0 => format!("Etc/GMT-{o}"),
        o => format!("Etc/GMT+{}", -o),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_reminder_waits_for_the_patients_morning_in_their_own_time_zone() {
    let app = spawn_app().await;
    let night = book(&app, 9, "10:00", "en").await;
    let day = book(&app, 9, "11:00", "en").await;
    for (code, zone) in [(&night, zone_at_hour(1)), (&day, zone_at_hour(13))] {
        sqlx::query("UPDATE bookings SET time_zone = $1 WHERE code = $2")
            .bind(zone)
            .bind(code)
            .execute(&app.db.pool)
            .await
            .expect("zone");
    }
    remind(&app, &[200 * 24]).await;
    until("the daytime patient's reminder sent", || async {
        outbox_rows(&app, &day).await.first().is_some_and(|r| r.1.is_some())
    })
    .await;
    until("the night patient's reminder put off", || async {
        sqlx::query_as::<_, (Option<i64>, i64, i64)>(
            "SELECT sent_at, next_attempt_at, attempts FROM outbox WHERE kind = 'booking_reminder' AND ref_id LIKE $1",
        )
        .bind(format!("{night}@%"))
        .fetch_one(&app.db.pool)
        .await
        .is_ok_and(|(sent, next, attempts)| {
            // 01:00 there: their 08:00 is about seven hours away.
            sent.is_none() && attempts == 0 && next > now_ms() + 6 * 3_600_000 && next < now_ms() + 8 * 3_600_000
        })
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_provider_saying_slow_down_or_down_delays_only_its_own_messages() {
    let sandbox = Sandbox::start();
    let app = app_with(&sandbox).await;
    let line = book(&app, 10, "10:00", "en").await;
    let whatsapp = book(&app, 10, "11:00", "en").await;
    sqlx::query(
        "INSERT INTO reminder_channels (code, channel, address, state, opted_in_at, notice_version, updated_at) \
         VALUES ($1, 'line', $2, 'active', 1, 'v', 1), ($3, 'whatsapp', '886912345678', 'active', 1, 'v', 1)",
    )
    .bind(&line)
    .bind(LINE_USER)
    .bind(&whatsapp)
    .execute(&app.db.pool)
    .await
    .expect("channels");
    // LINE asks to slow down once (429, Retry-After 30 s); WhatsApp is down for three calls.
    sandbox
        .post(
            "/__sandbox/fail",
            json!({ "service": "line", "path": "/v2/bot/message/push", "status": 429, "headers": { "Retry-After": "30" }, "times": 1 }),
        )
        .await;
    sandbox
        .post("/__sandbox/fail", json!({ "service": "whatsapp", "path": "/messages", "status": 500, "times": 3 }))
        .await;
    remind(&app, &[200 * 24]).await;
    until("both attempts failed for now", || async {
        let rows: Vec<(String, i64, i64, Option<String>)> = sqlx::query_as(
            "SELECT ref_id, attempts, next_attempt_at, last_error FROM outbox WHERE kind = 'booking_reminder' AND sent_at IS NULL",
        )
        .fetch_all(&app.db.pool)
        .await
        .expect("outbox");
        rows.len() == 2 && rows.iter().all(|r| r.1 == 1)
    })
    .await;
    let (next, error): (i64, String) = sqlx::query_as(
        "SELECT next_attempt_at, last_error FROM outbox WHERE kind = 'booking_reminder' AND ref_id LIKE $1",
    )
    .bind(format!("{line}@%"))
    .fetch_one(&app.db.pool)
    .await
    .expect("the LINE reminder");
    assert_eq!(error, "line 429");
    assert!(next >= now_ms() + 25_000, "not before LINE's Retry-After");
    // Meanwhile bookings go on as ever.
    let res = app.post_json("/api/bookings", &booking(&open_day(10), "14:00")).await;
    assert_eq!(res.status(), 201);
    // Once due again, the LINE reminder goes, once (its retry key is the same as the refused push's).
    sqlx::query("UPDATE outbox SET next_attempt_at = 0 WHERE kind = 'booking_reminder' AND ref_id LIKE $1")
        .bind(format!("{line}@%"))
        .execute(&app.db.pool)
        .await
        .expect("due now");
    let pushes = sandbox.wait_for("line", "/v2/bot/message/push", 2).await;
    assert_eq!(pushes[0]["headers"]["x-line-retry-key"], pushes[1]["headers"]["x-line-retry-key"]);
    until("the LINE reminder sent", || async { outbox_rows(&app, &line).await.first().is_some_and(|r| r.1.is_some()) })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn line_login_declined_or_forged_links_nothing() {
    let sandbox = Sandbox::start();
    let app = app_with(&sandbox).await;
    let code = book(&app, 11, "10:00", "ja").await;
    let (_, body) = choose(&app, &code, json!({ "channel": "line", "consent": true, "lang": "ja" })).await;
    let login = url::Url::parse(body["line"]["loginUrl"].as_str().expect("a LINE Login URL")).expect("URL");
    let q: std::collections::HashMap<String, String> = login.query_pairs().into_owned().collect();
    assert_eq!(q["ui_locales"], "ja");
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    let callback = |query: String| client.get(app.url(&format!("/api/channels/line/callback?{query}"))).send();
    let state = url::form_urlencoded::byte_serialize(q["state"].as_bytes()).collect::<String>();

    let res = callback(format!("error=access_denied&state={state}")).await.expect("callback");
    assert_eq!(res.status(), 303);
    let location = res.headers()["location"].to_str().expect("location").to_string();
    assert!(location.starts_with("/ja/booking-status?") && location.ends_with("&line=declined"), "{location}");
    // A code LINE never issued: the token endpoint refuses it, nothing is linked.
    let res = callback(format!("code=made-up&state={state}")).await.expect("callback");
    assert!(res.headers()["location"].to_str().expect("location").ends_with("&line=failed"));
    // A state this server did not sign, or altered: 404.
    let altered = q["state"].replacen(&code[..4], "ZZZZ", 1);
    let res = callback(format!(
        "code=x&state={}",
        url::form_urlencoded::byte_serialize(altered.as_bytes()).collect::<String>()
    ))
    .await
    .expect("callback");
    assert_eq!(res.status(), 404);
    assert_eq!(channel(&app, &code).await["state"], "pending");
}

/// The health questions' nudge and the aftercare messages go on the patient's WhatsApp as their own
/// templates, whose URL button opens the page; on LINE as a button with the page's address.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_questions_nudge_and_aftercare_go_on_the_chosen_chat_with_a_button_to_the_page() {
    let sandbox = Sandbox::start();
    let app = app_with(&sandbox).await;
    let code = book(&app, 5, "14:00", "ar").await;
    let (status, body) = choose(&app, &code, json!({ "channel": "whatsapp", "consent": true })).await;
    assert_eq!(status, 200, "{body}");
    sqlx::query("UPDATE bookings SET created_at = created_at - 2592000000 WHERE code = $1")
        .bind(&code)
        .execute(&app.db.pool)
        .await
        .expect("made a month ago");
    let (date, time): (String, String) =
        sqlx::query_as("SELECT preferred_date, preferred_time FROM bookings WHERE code = $1")
            .bind(&code)
            .fetch_one(&app.db.pool)
            .await
            .expect("booking");
    let visit = clinic_core::date::Date::parse(&date)
        .expect("date")
        .clinic_unix_ms(clinic_core::date::TimeOfDay::parse(&time).expect("time").minutes());
    let queued = app
        .writer()
        .transact(move |conn| {
            Box::pin(async move {
                Ok(clinic_server::storage::visit_care::claim_nudges(conn, visit - 47 * 3_600_000, 10).await?)
            })
        })
        .await
        .expect("a nudge pass");
    assert_eq!(queued, 1);
    // Queued at the simulated moment (two days ahead): due now.
    sqlx::query("UPDATE outbox SET next_attempt_at = 0 WHERE kind = 'intake_nudge'")
        .execute(&app.db.pool)
        .await
        .expect("due now");
    let path = format!("/v21.0/{}/messages", common::providers::WA_PHONE_ID);
    let sent = sandbox.wait_for("whatsapp", &path, 1).await;
    let template = &sent[0]["body"]["template"];
    assert_eq!(
        (template["name"].as_str(), template["language"]["code"].as_str()),
        (Some("visit_questions"), Some("ar"))
    );
    let button = template["components"].as_array().expect("components").iter().find(|c| c["type"] == "button").cloned();
    let suffix = button.expect("a URL button")["parameters"][0]["text"].as_str().expect("text").to_string();
    assert!(suffix.starts_with("intake?lang=ar&token=intake."), "{suffix}");
    assert_no_health_details(&sent);

    // Completed by staff: the aftercare sheet's message, on the same chat.
    let admin = signed_in(&app, "admin", None).await;
    for to in ["confirmed", "completed"] {
        let res = admin.post_json(&format!("/api/admin/bookings/{code}/status"), &json!({ "status": to })).await;
        assert_eq!(res.status(), 200, "{to}");
    }
    let sent = sandbox.wait_for("whatsapp", &path, 2).await;
    let template = &sent[1]["body"]["template"];
    assert_eq!(template["name"], "aftercare_checkin");
    assert!(template.to_string().contains("aftercare?lang=ar&token=aftercare."), "{template}");
    assert_no_health_details(&sent);
    until("sent on WhatsApp", || async {
        sqlx::query_scalar::<_, Option<String>>(
            "SELECT channel FROM outbox WHERE kind = 'aftercare_sheet' AND ref_id = $1",
        )
        .bind(&code)
        .fetch_optional(&app.db.pool)
        .await
        .ok()
        .flatten()
        .flatten()
        .as_deref()
            == Some("whatsapp")
    })
    .await;
}
