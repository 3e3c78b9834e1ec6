//! The staff inbox as a staff member uses it: lists, details, the workflows, and what the patient
//! then sees and receives. Runs on SQLite, and on PostgreSQL under `scripts/with-postgres.sh`.

use crate::common;

use clinic_server::messaging::delivery::{load_catalog, MailSettings};
use clinic_server::messaging::render::render;
use clinic_server::storage::outbox::OutboxKind;
use clinic_server::storage::outbox::OutboxRow;
use common::staff::{signed_in, StaffClient};
use common::*;
use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};
use std::path::Path;

async fn get(s: &StaffClient, path: &str) -> reqwest::Response {
    s.get(path).await
}

async fn post(s: &StaffClient, path: &str, body: &Value) -> reqwest::Response {
    s.post_json(path, body).await
}

async fn book(app: &TestApp, b: &Value) -> String {
    let res = app.post_json("/api/bookings", b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    body["confirmationCode"].as_str().unwrap().to_string()
}

fn kaohsiung(mut b: Value) -> Value {
    b["branch"] = json!("kaohsiung");
    b
}

async fn audit_actions(app: &TestApp) -> Vec<String> {
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT action FROM audit_log ORDER BY id").fetch_all(&app.db.pool).await.unwrap();
    rows.into_iter().map(|r| r.0).collect()
}

async fn outbox_rows(app: &TestApp, kind: &str) -> Vec<OutboxRow> {
    let rows: Vec<(i64, String, String, String)> =
        sqlx::query_as("SELECT id, kind, ref_id, lang FROM outbox WHERE kind = $1 ORDER BY id")
            .bind(kind)
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    rows.into_iter()
        .map(|r| OutboxRow {
            id: r.0,
            kind: OutboxKind::parse(&r.1),
            ref_id: r.2,
            lang: r.3,
            attempts: 0,
            ..Default::default()
        })
        .collect()
}

async fn rendered(app: &TestApp, row: &OutboxRow, settings: &MailSettings) -> clinic_server::messaging::message::Email {
    let catalog = load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
    render(&app.db, &catalog, settings, row).await.unwrap().expect("an e-mail")
}

async fn public_status(app: &TestApp, code: &str) -> String {
    let body: Value = app.get(&format!("/api/bookings/{code}?contact=patient@example.com")).await.json().await.unwrap();
    body["status"].as_str().unwrap_or("").to_string()
}

fn jpeg() -> Vec<u8> {
    let img = image::ImageBuffer::from_fn(16, 16, |x, y| image::Rgb([x as u8 * 9, y as u8 * 9, 90]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).unwrap();
    out
}

async fn assess(app: &TestApp, email: &str, size: &str, photo: bool) -> String {
    let mut data = assessment_data();
    data["email"] = json!(email);
    data["size"] = json!(size);
    let mut form = Form::new().text("data", data.to_string());
    if photo {
        form = form.part("images", Part::bytes(jpeg()).file_name("a.jpg").mime_str("image/jpeg").unwrap());
    }
    let res = app.client.post(app.url("/api/assessments")).multipart(form).send().await.unwrap();
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    body["id"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_inbox_endpoint_refuses_without_a_session() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let gets = [
        "/api/admin/inbox".to_string(),
        "/api/admin/inbox.csv".into(),
        "/api/admin/triage".into(),
        "/api/admin/overview".into(),
        format!("/api/admin/bookings/{code}"),
        "/api/admin/inquiries/inq_x".into(),
        "/api/admin/assessments/asm_x".into(),
        "/api/admin/assessments/asm_x/photos/photo_x".into(),
    ];
    for path in &gets {
        assert_eq!(app.get(path).await.status(), 401, "GET {path}");
    }
    let posts = [
        format!("/api/admin/bookings/{code}/status"),
        format!("/api/admin/bookings/{code}/reschedule"),
        format!("/api/admin/bookings/{code}/notes"),
        format!("/api/admin/bookings/{code}/assignee"),
        "/api/admin/inquiries/inq_x/reply".into(),
        "/api/admin/inquiries/inq_x/status".into(),
        "/api/admin/inquiries/inq_x/notes".into(),
        "/api/admin/assessments/asm_x/review".into(),
        "/api/admin/assessments/asm_x/status".into(),
        "/api/admin/assessments/asm_x/assignee".into(),
    ];
    for path in &posts {
        assert_eq!(app.post_json(path, &json!({"status": "confirmed"})).await.status(), 401, "POST {path}");
    }
    assert_eq!(public_status(&app, &code).await, "pending");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_branch_account_sees_only_its_branch_and_gets_403_on_another() {
    let app = spawn_app().await;
    let day = open_day(0);
    let taipei = book(&app, &booking(&day, "10:00")).await;
    let other = book(&app, &kaohsiung(booking(&day, "10:00"))).await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;

    let list: Value = get(&staff, "/api/admin/inbox?kind=booking").await.json().await.unwrap();
    let ids: Vec<&str> = list["items"].as_array().unwrap().iter().map(|i| i["code"].as_str().unwrap()).collect();
    assert_eq!(ids, vec![taipei.as_str()]);
    assert_eq!(list["total"], 1);

    assert_eq!(get(&staff, &format!("/api/admin/bookings/{taipei}")).await.status(), 200);
    assert_eq!(get(&staff, &format!("/api/admin/bookings/{other}")).await.status(), 403);
    let changes = [
        (format!("/api/admin/bookings/{other}/status"), json!({"status": "confirmed"})),
        (format!("/api/admin/bookings/{other}/reschedule"), json!({"preferredDate": day, "preferredTime": "11:00"})),
        (format!("/api/admin/bookings/{other}/notes"), json!({"text": "call back"})),
        (format!("/api/admin/bookings/{other}/assignee"), json!({"userId": null})),
    ];
    for (path, body) in &changes {
        assert_eq!(post(&staff, path, body).await.status(), 403, "POST {path}");
    }
    assert_eq!(public_status(&app, &other).await, "pending");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_script_typed_by_a_patient_comes_back_as_text_and_csv_formulas_are_neutralised() {
    let app = spawn_app().await;
    let mut b = booking(&open_day(0), "10:00");
    b["message"] = json!("<script>alert('x')</script>");
    let code = book(&app, &b).await;
    assess(&app, "=cmd@example.com", "2_to_5cm", false).await;
    let admin = signed_in(&app, "admin", None).await;

    let res = get(&admin, &format!("/api/admin/bookings/{code}")).await;
    assert_eq!(res.headers()["content-type"], "application/json");
    let d: Value = res.json().await.unwrap();
    assert_eq!(d["message"], "<script>alert('x')</script>");

    let res = get(&admin, "/api/admin/inbox.csv").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
    let bytes = res.bytes().await.unwrap();
    assert_eq!(&bytes[..3], b"\xEF\xBB\xBF", "UTF-8 BOM");
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains("'=cmd@example.com"), "{text}");
    assert!(!text.contains(",=cmd"), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_read_of_personal_data_is_audited() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let inq: Value = app.post_json("/api/inquiries", &inquiry()).await.json().await.unwrap();
    let asm = assess(&app, "p@example.com", "2_to_5cm", true).await;
    let admin = signed_in(&app, "admin", None).await;
    let before = audit_actions(&app).await.len();

    assert_eq!(get(&admin, "/api/admin/inbox").await.status(), 200);
    assert_eq!(audit_actions(&app).await.len(), before, "a plain list shows no search");
    assert_eq!(
        get(&admin, &format!("/api/admin/bookings/{}", code.to_lowercase().replace('-', ""))).await.status(),
        200
    );
    assert_eq!(get(&admin, &format!("/api/admin/inquiries/{}", inq["id"].as_str().unwrap())).await.status(), 200);
    let detail: Value = get(&admin, &format!("/api/admin/assessments/{asm}")).await.json().await.unwrap();
    let photo = detail["photos"][0]["id"].as_str().unwrap().to_string();
    let res = get(&admin, &format!("/api/admin/assessments/{asm}/photos/{photo}")).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/jpeg");
    assert_eq!(res.headers()["cache-control"], "no-store");
    assert!(res.bytes().await.unwrap().starts_with(&[0xFF, 0xD8]));
    let found: Value = get(&admin, "/api/admin/inbox?q=test%20patient").await.json().await.unwrap();
    assert_eq!(found["total"], 2, "the booking and the inquiry");
    assert_eq!(get(&admin, "/api/admin/inbox.csv?kind=booking").await.status(), 200);
    // The triage queue lists patients' e-mail addresses; the overview, today's patients.
    assert_eq!(get(&admin, "/api/admin/triage").await.status(), 200);
    assert_eq!(get(&admin, "/api/admin/overview").await.status(), 200);

    let actions = audit_actions(&app).await;
    assert_eq!(
        &actions[before..],
        [
            "booking.view",
            "inquiry.view",
            "assessment.view",
            "photo.view",
            "inbox.search",
            "inbox.export",
            "triage.view",
            "overview.view"
        ]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_search_by_a_patient_s_name_is_audited_without_the_name() {
    let app = spawn_app().await;
    let mut b = booking(&open_day(0), "10:00");
    b["name"] = json!("Wilhelmina Osterbrook");
    book(&app, &b).await;
    let admin = signed_in(&app, "admin", None).await;
    let found: Value =
        get(&admin, "/api/admin/inbox?q=%20osterbrook%20&kind=booking&branch=taipei").await.json().await.unwrap();
    assert_eq!(found["total"], 1);
    assert_eq!(get(&admin, "/api/admin/inbox.csv?q=Wilhelmina").await.status(), 200);

    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT action, detail FROM audit_log WHERE action IN ('inbox.search', 'inbox.export') ORDER BY id",
    )
    .fetch_all(&app.db.pool)
    .await
    .unwrap();
    assert_eq!(rows.len(), 2);
    for (_, detail) in &rows {
        let lower = detail.to_lowercase();
        assert!(!lower.contains("osterbrook") && !lower.contains("wilhelmina"), "{detail}");
    }
    // What was searched for stays known: that a search happened, its filters, its size and matches.
    let search: Value = serde_json::from_str(&rows[0].1).unwrap();
    assert_eq!(rows[0].0, "inbox.search");
    assert_eq!((search["qLength"].clone(), search["kind"].clone()), (json!(10), json!("booking")));
    assert_eq!((search["branch"].clone(), search["total"].clone()), (json!("taipei"), json!(1)));
    let export: Value = serde_json::from_str(&rows[1].1).unwrap();
    assert_eq!(export["qLength"], 10);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_confirmed_booking_shows_on_the_status_page_and_the_patient_is_told_in_arabic() {
    let app = spawn_app().await;
    let mut b = booking(&open_day(0), "10:00");
    b["lang"] = json!("ar");
    b["name"] = json!("Amira Haddad");
    let code = book(&app, &b).await;
    let admin = signed_in(&app, "admin", None).await;

    let res = post(&admin, &format!("/api/admin/bookings/{code}/status"), &json!({"status": "confirmed"})).await;
    assert_eq!(res.status(), 200);
    let d: Value = res.json().await.unwrap();
    assert_eq!(d["status"], "confirmed");
    assert_eq!(d["history"][0]["action"], "status");
    assert_eq!(d["history"][0]["to"], "confirmed");
    assert_eq!(public_status(&app, &code).await, "confirmed");

    let rows = outbox_rows(&app, "booking_confirmed").await;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].lang, "ar");
    let email = rendered(&app, &rows[0], &MailSettings::default()).await;
    assert_eq!(email.to, "Patient@Example.com");
    assert!(email.subject.contains("تم تأكيد"), "{}", email.subject);
    assert!(email.body.contains("Amira Haddad") && email.ics.is_some(), "{}", email.body);
    assert!(audit_actions(&app).await.contains(&"booking.status".to_string()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn steps_the_workflow_does_not_have_are_refused_and_cancelling_needs_a_reason() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let admin = signed_in(&app, "admin", None).await;
    let path = format!("/api/admin/bookings/{code}/status");

    let res = post(&admin, &path, &json!({"status": "completed"})).await;
    assert_eq!(res.status(), 409);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "not_allowed");
    let res = post(&admin, &path, &json!({"status": "cancelled"})).await;
    assert_eq!(res.status(), 422);
    assert_eq!(field_codes(&res.json().await.unwrap()), vec![("reason".to_string(), "required".to_string())]);
    assert_eq!(post(&admin, &path, &json!({"status": "teleported"})).await.status(), 422);

    let res = post(&admin, &path, &json!({"status": "cancelled", "reason": "The doctor is ill"})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(public_status(&app, &code).await, "cancelled");
    assert_eq!(post(&admin, &path, &json!({"status": "confirmed"})).await.status(), 409);
    let email =
        rendered(&app, &outbox_rows(&app, "booking_cancelled_by_clinic").await[0], &MailSettings::default()).await;
    assert!(email.body.contains("The doctor is ill"), "{}", email.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn rescheduling_into_a_full_slot_changes_nothing_and_a_move_frees_the_old_seat() {
    let app = spawn_with(Options { slot_capacity: 1, ..Default::default() }).await;
    let day = open_day(0);
    let mine = book(&app, &booking(&day, "10:00")).await;
    book(&app, &booking(&day, "11:00")).await;
    let admin = signed_in(&app, "admin", None).await;
    let path = format!("/api/admin/bookings/{mine}/reschedule");

    let res = post(&admin, &path, &json!({"preferredDate": day, "preferredTime": "11:00"})).await;
    assert_eq!(res.status(), 409);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "slot_full");
    let d: Value = get(&admin, &format!("/api/admin/bookings/{mine}")).await.json().await.unwrap();
    assert_eq!((d["preferredTime"].as_str(), d["history"].as_array().map(Vec::len)), (Some("10:00"), Some(0)));
    assert_eq!(app.post_json("/api/bookings", &booking(&day, "10:00")).await.status(), 409, "10:00 still held");

    let res = post(&admin, &path, &json!({"preferredDate": day, "preferredTime": "12:00"})).await;
    assert_eq!(res.status(), 200);
    let d: Value = res.json().await.unwrap();
    assert_eq!(d["preferredTime"], "12:00");
    assert_eq!(app.post_json("/api/bookings", &booking(&day, "10:00")).await.status(), 201, "10:00 freed");
    assert_eq!(app.post_json("/api/bookings", &booking(&day, "12:00")).await.status(), 409, "12:00 taken");
    assert_eq!(outbox_rows(&app, "booking_rescheduled").await.len(), 1);
    let res = post(&admin, &path, &json!({"preferredDate": "2020-01-01", "preferredTime": "12:00"})).await;
    assert_eq!(res.status(), 422);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_inquiry_reply_is_emailed_and_the_inquiry_can_then_be_closed() {
    let app = spawn_app().await;
    let inq: Value = app.post_json("/api/inquiries", &inquiry()).await.json().await.unwrap();
    let id = inq["id"].as_str().unwrap();
    let admin = signed_in(&app, "admin", None).await;

    assert_eq!(
        post(&admin, &format!("/api/admin/inquiries/{id}/reply"), &json!({"message": "  "})).await.status(),
        422
    );
    let res = post(&admin, &format!("/api/admin/inquiries/{id}/reply"), &json!({"message": "Yes, we can."})).await;
    assert_eq!(res.status(), 200);
    let d: Value = res.json().await.unwrap();
    assert_eq!(d["status"], "answered");
    let rows = outbox_rows(&app, "inquiry_answered").await;
    assert_eq!(rows.len(), 1);
    let email = rendered(&app, &rows[0], &MailSettings::default()).await;
    assert_eq!(email.to, "patient@example.com");
    assert!(email.body.contains("Yes, we can."), "{}", email.body);

    let status = format!("/api/admin/inquiries/{id}/status");
    assert_eq!(post(&admin, &status, &json!({"status": "closed"})).await.status(), 200);
    assert_eq!(post(&admin, &status, &json!({"status": "closed"})).await.status(), 409);
    assert_eq!(
        post(&admin, &format!("/api/admin/inquiries/{id}/reply"), &json!({"message": "More"})).await.status(),
        409
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_review_sets_the_urgency_invites_the_patient_and_the_triage_queue_is_ordered() {
    let app = spawn_app().await;
    let low_old = assess(&app, "a@example.com", "under_2cm", false).await;
    let medium = assess(&app, "b@example.com", "over_10cm", false).await;
    let low_new = assess(&app, "c@example.com", "under_2cm", false).await;
    // Received an hour apart, in that order.
    for (i, id) in [&low_old, &medium, &low_new].into_iter().enumerate() {
        sqlx::query("UPDATE assessments SET created_at = created_at - $1 WHERE id = $2")
            .bind((3 - i as i64) * 3_600_000)
            .bind(id)
            .execute(&app.db.pool)
            .await
            .unwrap();
    }
    let admin = signed_in(&app, "admin", None).await;

    let queue: Value = get(&admin, "/api/admin/triage").await.json().await.unwrap();
    let order: Vec<&str> = queue["items"].as_array().unwrap().iter().map(|i| i["id"].as_str().unwrap()).collect();
    assert_eq!(order[0], medium, "the more urgent first");
    assert_eq!(order[1..], [low_old.as_str(), low_new.as_str()], "then the oldest first");

    let res = post(
        &admin,
        &format!("/api/admin/assessments/{low_new}/review"),
        &json!({"note": "Looks like a lipoma; see soon", "urgency": "high"}),
    )
    .await;
    assert_eq!(res.status(), 200);
    let d: Value = res.json().await.unwrap();
    assert_eq!((d["status"].as_str(), d["reviewedUrgency"].as_str()), (Some("reviewed"), Some("high")));
    let rows = outbox_rows(&app, "assessment_reviewed").await;
    assert_eq!(rows.len(), 1);
    let email =
        rendered(&app, &rows[0], &MailSettings { base_url: "https://clinic.example".into(), ..Default::default() })
            .await;
    assert_eq!(email.to, "c@example.com");
    assert!(
        email.body.contains("https://clinic.example/en/appointment") || email.body.contains("https://clinic.example"),
        "{}",
        email.body
    );
    assert!(!email.body.contains("Looks like a lipoma"), "the clinician's note stays internal");

    let queue: Value = get(&admin, "/api/admin/triage").await.json().await.unwrap();
    let order: Vec<&str> = queue["items"].as_array().unwrap().iter().map(|i| i["id"].as_str().unwrap()).collect();
    assert_eq!(order, [low_new.as_str(), medium.as_str(), low_old.as_str()], "reviewed as high, it comes first");
    assert_eq!(
        post(&admin, &format!("/api/admin/assessments/{low_new}/review"), &json!({"note": "again", "urgency": "low"}))
            .await
            .status(),
        409
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn notes_and_the_assignee_show_in_the_detail_and_the_list() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let admin = signed_in(&app, "admin", None).await;
    let my_id = admin.user_id.clone();

    assert_eq!(
        post(&admin, &format!("/api/admin/bookings/{code}/notes"), &json!({"text": "Prefers mornings"})).await.status(),
        200
    );
    assert_eq!(
        post(&admin, &format!("/api/admin/bookings/{code}/assignee"), &json!({"userId": my_id})).await.status(),
        200
    );
    assert_eq!(
        post(&admin, &format!("/api/admin/bookings/{code}/assignee"), &json!({"userId": "stf_nobody"})).await.status(),
        422
    );
    let d: Value = get(&admin, &format!("/api/admin/bookings/{code}")).await.json().await.unwrap();
    assert_eq!(d["notes"][0]["note"], "Prefers mornings");
    assert_eq!(d["assignee"]["id"], my_id.as_str());
    let list: Value = get(&admin, "/api/admin/inbox").await.json().await.unwrap();
    assert_eq!(list["items"][0]["assigneeEmail"], d["assignee"]["email"]);
    assert_eq!(list["items"][0]["overdue"], false);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_is_assigned_only_to_staff_who_can_see_its_branch() {
    let app = spawn_app().await;
    let code = book(&app, &kaohsiung(booking(&open_day(0), "10:00"))).await;
    let taipei_only = common::staff::create_user(&app, "taipei.nurse@clinic.example", "staff", Some("taipei")).await;
    let kaohsiung_only =
        common::staff::create_user(&app, "kaohsiung.nurse@clinic.example", "staff", Some("kaohsiung")).await;
    let admin = signed_in(&app, "admin", None).await;
    let path = format!("/api/admin/bookings/{code}/assignee");

    let res = post(&admin, &path, &json!({"userId": taipei_only})).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert_eq!(field_codes(&body), [("userId".to_string(), "other_branch".to_string())]);
    let d: Value = get(&admin, &format!("/api/admin/bookings/{code}")).await.json().await.unwrap();
    assert!(d["assignee"].is_null(), "nothing changed: {d}");

    assert_eq!(post(&admin, &path, &json!({"userId": kaohsiung_only})).await.status(), 200);
    // Inquiries name no branch: anyone on staff may take one.
    let inq: Value = app.post_json("/api/inquiries", &inquiry()).await.json().await.unwrap();
    let path = format!("/api/admin/inquiries/{}/assignee", inq["id"].as_str().unwrap());
    assert_eq!(post(&admin, &path, &json!({"userId": taipei_only})).await.status(), 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_inbox_filters_searches_and_pages() {
    let app = spawn_app().await;
    let day = open_day(0);
    let first = book(&app, &booking(&day, "10:00")).await;
    let mut b = kaohsiung(booking(&day, "10:30"));
    b["name"] = json!("山田 花子");
    b["phone"] = json!("+81 90-1234-5678");
    b["lang"] = json!("ja");
    let second = book(&app, &b).await;
    app.post_json("/api/inquiries", &inquiry()).await;
    let admin = signed_in(&app, "admin", None).await;

    let all: Value = get(&admin, "/api/admin/inbox").await.json().await.unwrap();
    assert_eq!(all["total"], 3);
    let page: Value = get(&admin, "/api/admin/inbox?pageSize=2&page=2").await.json().await.unwrap();
    assert_eq!((page["items"].as_array().unwrap().len(), page["page"].as_i64()), (1, Some(2)));
    let q = |s: &str| format!("/api/admin/inbox?q={}", urlencode(s));
    for (search, expected) in [
        ("山田", &second),
        ("9012345678", &second),
        (&second.to_lowercase().replace('-', "")[..], &second),
        ("kaohsiung", &second),
    ] {
        let found: Value = get(&admin, &q(search)).await.json().await.unwrap();
        if search == "kaohsiung" {
            assert_eq!(found["total"], 0, "branch names are a filter, not a search");
            continue;
        }
        assert_eq!(found["items"][0]["code"], expected.as_str(), "{search}");
    }
    let f: Value = get(&admin, "/api/admin/inbox?branch=taipei").await.json().await.unwrap();
    assert_eq!((f["total"].as_i64(), f["items"][0]["code"].as_str()), (Some(1), Some(first.as_str())));
    let f: Value = get(&admin, "/api/admin/inbox?lang=ja").await.json().await.unwrap();
    assert_eq!(f["total"], 1);
    let f: Value = get(&admin, "/api/admin/inbox?kind=inquiry").await.json().await.unwrap();
    assert_eq!(f["items"][0]["kind"], "inquiry");
    let bad = get(&admin, "/api/admin/inbox?kind=letters&pageSize=900").await;
    assert_eq!(bad.status(), 422);
    let ov: Value = get(&admin, "/api/admin/overview").await.json().await.unwrap();
    assert_eq!(ov["openInquiries"], 1);
    assert_eq!(ov["bookingsByLang"].as_array().unwrap().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staff_are_alerted_of_each_new_submission_without_health_details() {
    let plain = spawn_app().await;
    book(&plain, &booking(&open_day(0), "10:00")).await;
    assert_eq!(outbox_rows(&plain, "staff_booking").await.len(), 0, "no address, no alert");

    let app = spawn_with(Options { staff_email: Some("desk@clinic.example".into()), ..Default::default() }).await;
    let mut b = booking(&open_day(0), "10:00");
    b["message"] = json!("It hurts when I sit");
    let code = book(&app, &b).await;
    app.post_json("/api/inquiries", &inquiry()).await;
    assess(&app, "p@example.com", "2_to_5cm", false).await;
    assert_eq!(outbox_rows(&app, "booking_created").await.len(), 1, "the patient's own e-mail still goes");
    let settings = MailSettings {
        clinic: Default::default(),
        staff: clinic_server::config::StaffEmails { clinic: Some("desk@clinic.example".into()), ..Default::default() },
        base_url: "https://clinic.example".into(),
    };
    let rows = outbox_rows(&app, "staff_booking").await;
    assert_eq!(rows.len(), 1);
    let email = rendered(&app, &rows[0], &settings).await;
    assert_eq!(email.to, "desk@clinic.example");
    assert!(email.body.contains(&code) && email.body.contains("台北院區"), "{}", email.body);
    assert!(
        email.body.contains(&format!("https://clinic.example/medical-dashboard/bookings/{code}")),
        "{}",
        email.body
    );
    for health in ["hurts", "lipoma", "脂肪瘤", "Test Patient"] {
        assert!(!email.body.contains(health) && !email.subject.contains(health), "{health} in {}", email.body);
    }
    assert_eq!(outbox_rows(&app, "staff_inquiry").await.len(), 1);
    assert_eq!(outbox_rows(&app, "staff_assessment").await.len(), 1);
}

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_inbox_endpoints_are_in_the_openapi_document() {
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    for path in [
        "/api/admin/inbox",
        "/api/admin/inbox.csv",
        "/api/admin/bookings/{code}/reschedule",
        "/api/admin/assessments/{id}/photos/{photo}",
        "/api/admin/overview",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} missing");
    }
    // Answers are described by their real types, not as untyped objects.
    for schema in
        ["InboxPage", "InboxItem", "BookingDetail", "InquiryDetail", "AssessmentDetail", "Overview", "TriageList"]
    {
        assert!(doc["components"]["schemas"][schema].is_object(), "schema {schema} missing");
    }
    let detail = &doc["paths"]["/api/admin/bookings/{code}"]["get"]["responses"]["200"]["content"]["application/json"];
    assert_eq!(detail["schema"]["$ref"], "#/components/schemas/BookingDetail");
}
