//! International patients and forms without scripts (issue 14): a booking may ask for an interpreter
//! and say how many companions come, staff see both; and the booking and inquiry forms still send
//! when the browser posts them as plain forms. Runs on SQLite, and on PostgreSQL under
//! `scripts/with-postgres.sh`.

use crate::common;

use clinic_server::config::StaffEmails;
use clinic_server::messaging::delivery::{load_catalog, MailSettings};
use clinic_server::messaging::render::render;
use clinic_server::storage::outbox::OutboxKind;
use clinic_server::storage::outbox::OutboxRow;
use common::staff::signed_in;
use common::*;
use serde_json::{json, Value};
use std::path::Path;

fn international(date: &str) -> Value {
    let mut b = booking(date, "10:00");
    b["interpreter"] = json!("ar");
    b["companions"] = json!(2);
    b
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staff_see_the_interpreter_language_and_companions_in_the_booking_detail() {
    let app = spawn_app().await;
    let res = app.post_json("/api/bookings", &international(&open_day(0))).await;
    assert_eq!(res.status(), 201);
    let code = res.json::<Value>().await.unwrap()["confirmationCode"].as_str().unwrap().to_string();
    let admin = signed_in(&app, "admin", None).await;
    let d: Value = admin.get(&format!("/api/admin/bookings/{code}")).await.json().await.unwrap();
    assert_eq!(d["interpreter"], "ar");
    assert_eq!(d["companions"], 2);

    let plain = app.post_json("/api/bookings", &booking(&open_day(0), "10:30")).await;
    let plain_code = plain.json::<Value>().await.unwrap()["confirmationCode"].as_str().unwrap().to_string();
    let d: Value = admin.get(&format!("/api/admin/bookings/{plain_code}")).await.json().await.unwrap();
    assert_eq!((d["interpreter"].clone(), d["companions"].clone()), (Value::Null, Value::Null));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_staff_alert_names_the_interpreter_language_and_the_companions() {
    let app = spawn_with(Options { staff_email: Some("desk@clinic.example".into()), ..Options::default() }).await;
    assert_eq!(app.post_json("/api/bookings", &international(&open_day(0))).await.status(), 201);
    let rows: Vec<(i64, String, String)> =
        sqlx::query_as("SELECT id, ref_id, lang FROM outbox WHERE kind = 'staff_booking'")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(rows.len(), 1);
    let row = OutboxRow {
        id: rows[0].0,
        kind: Some(OutboxKind::StaffBooking),
        ref_id: rows[0].1.clone(),
        lang: rows[0].2.clone(),
        attempts: 0,
        ..Default::default()
    };
    let catalog = load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
    let settings = MailSettings {
        clinic: Default::default(),
        staff: StaffEmails { taipei: None, kaohsiung: None, clinic: Some("desk@clinic.example".into()) },
        base_url: "https://clinic.example".into(),
    };
    let email = render(&app.db, &catalog, &settings, &row).await.unwrap().expect("a staff alert");
    assert!(email.body.contains("口譯語言：العربية"), "{}", email.body);
    assert!(email.body.contains("同行人數：2"), "{}", email.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_unknown_interpreter_language_or_too_many_companions_is_a_422_naming_both() {
    let app = spawn_app().await;
    let mut b = international(&open_day(0));
    b["interpreter"] = json!("de");
    b["companions"] = json!(9);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    let fields: Vec<(&str, &str)> = body["error"]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["field"].as_str().unwrap(), f["code"].as_str().unwrap()))
        .collect();
    assert_eq!(fields, [("interpreter", "invalid_choice"), ("companions", "invalid_choice")]);
    assert_eq!(app.count("bookings").await, 0);
}

fn form_booking(date: &str, lang: &str) -> Vec<(&'static str, String)> {
    vec![
        ("lang", lang.into()),
        ("name", "Test Patient".into()),
        ("phone", "0912-345-678".into()),
        ("email", "patient@example.com".into()),
        ("branch", "taipei".into()),
        ("preferredDate", date.into()),
        ("preferredTime", "11:00".into()),
        ("tumorType", "cyst".into()),
        ("interpreter", "en".into()),
        ("companions", "1".into()),
        ("termsAccepted", "on".into()),
    ]
}

async fn post_form(app: &TestApp, path: &str, fields: &[(&str, String)], origin: &str) -> reqwest::Response {
    app.client.post(app.url(path)).header("origin", origin).form(fields).send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_posted_without_scripts_is_stored_once_and_answered_with_its_code() {
    let app = spawn_app().await;
    let origin = app.base.clone();
    let fields = form_booking(&open_day(1), "en");
    let res = post_form(&app, "/forms/booking", &fields, &origin).await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
    let page = res.text().await.unwrap();
    assert!(page.contains("<html lang=\"en\" dir=\"ltr\">"), "{page}");
    assert!(page.contains("Booking request received"), "{page}");
    let code: (String,) = sqlx::query_as("SELECT code FROM bookings").fetch_one(&app.db.pool).await.unwrap();
    let shown = clinic_core::code::ConfirmationCode::parse(&code.0).unwrap().display();
    assert!(page.contains(&shown), "{page}");
    let stored: (Option<String>, Option<i64>) =
        sqlx::query_as("SELECT interpreter, companions FROM bookings").fetch_one(&app.db.pool).await.unwrap();
    assert_eq!(stored, (Some("en".into()), Some(1)));

    // Sent again (the back button, a second click): the same answer, nothing new stored.
    let again = post_form(&app, "/forms/booking", &fields, &origin).await.text().await.unwrap();
    assert!(again.contains(&shown));
    assert_eq!(app.count("bookings").await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_plain_form_with_problems_comes_back_in_arabic_with_what_was_typed() {
    let app = spawn_app().await;
    let mut fields = form_booking(&open_day(1), "ar");
    fields.retain(|(k, _)| *k != "termsAccepted" && *k != "email");
    fields.push(("message", "<script>alert(1)</script> ورم".into()));
    fields.push(("companions", "many".into()));
    let res = post_form(&app, "/forms/booking", &fields, &app.base.clone()).await;
    assert_eq!(res.status(), 422);
    let page = res.text().await.unwrap();
    assert!(page.contains("<html lang=\"ar\" dir=\"rtl\">"), "{page}");
    // Posting the corrected form again must keep its real Origin: under `no-referrer` a browser sends
    // `Origin: null`, which the cross-site check refuses where there is no Sec-Fetch-Site.
    assert!(page.contains("<meta name=\"referrer\" content=\"same-origin\">"), "{page}");
    assert!(page.contains("value=\"Test Patient\""), "the typed name is kept: {page}");
    assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; ورم"), "typed text is escaped and kept: {page}");
    assert!(!page.contains("<script>"));
    for field in ["f-email", "f-termsAccepted", "f-companions"] {
        assert!(page.contains(&format!("href=\"#{field}\"")), "{field} is listed: {page}");
    }
    assert_eq!(app.count("bookings").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_plain_form_from_another_site_is_refused() {
    let app = spawn_app().await;
    let fields = form_booking(&open_day(1), "en");
    let res = post_form(&app, "/forms/booking", &fields, "https://evil.example").await;
    assert_eq!(res.status(), 403);
    let res = app
        .client
        .post(app.url("/forms/inquiry"))
        .header("sec-fetch-site", "cross-site")
        .form(&[("name", "x")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    // What a browser sends from a page whose referrer policy is `no-referrer`: refused, hence the
    // server's own pages use `same-origin`.
    let res = post_form(&app, "/forms/booking", &fields, "null").await;
    assert_eq!(res.status(), 403);
    assert_eq!(app.count("bookings").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_inquiry_posted_without_scripts_is_stored_and_answered_in_chinese() {
    let app = spawn_app().await;
    let fields: Vec<(&str, String)> = vec![
        ("lang", "zh-TW".into()),
        ("name", "王小明".into()),
        ("email", "ming@example.com".into()),
        ("inquiryType", "general".into()),
        ("subject", "想詢問脂肪瘤".into()),
        ("message", "背上有一顆脂肪瘤，可以預約嗎？".into()),
        ("termsAccepted", "on".into()),
    ];
    let res = post_form(&app, "/forms/inquiry", &fields, &app.base.clone()).await;
    assert_eq!(res.status(), 200);
    let page = res.text().await.unwrap();
    assert!(page.contains("<html lang=\"zh-TW\" dir=\"ltr\">"), "{page}");
    assert_eq!(app.count("inquiries").await, 1);
    // A body that is not a form at all is refused with the API's error, never a 5xx.
    let res =
        app.client.post(app.url("/forms/inquiry")).header("origin", app.base.clone()).body("{}").send().await.unwrap();
    assert_eq!(res.status(), 415);
}
