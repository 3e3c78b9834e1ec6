//! The staff side of the health questions and aftercare (issue 26), over HTTP: reading a booking's
//! answers (audited, branch rules), reviewing flagged answers with a note (once), the overview's
//! list of flagged answers nobody has reviewed, the marks lists carry, aftercare worries heading the
//! triage queue until handled, and the chart summary whose every view and print is on record.
//! Answers and worries are written straight into their tables, as the patient pages store them.
//! Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

use crate::common;

use clinic_core::date::Date;
use clinic_server::storage::now_ms;
use common::*;
use serde_json::{json, Value};

/// A 1×1 PNG, as the upload store keeps a re-encoded photo.
pub const PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49,
    0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D,
    0x1D, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
];

/// A booking of `branch` on `day` at `time`; its canonical code.
pub async fn book(app: &TestApp, branch: &str, day: &str, time: &str) -> String {
    let mut b = booking(day, time);
    b["branch"] = json!(branch);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 201, "booking");
    let body: Value = res.json().await.expect("json");
    canonical(body["confirmationCode"].as_str().expect("code"))
}

pub fn canonical(code: &str) -> String {
    clinic_core::code::ConfirmationCode::parse(code).expect("code").canonical().to_string()
}

/// The answers of a patient on apixaban with a keloid history, typing one medicine in Arabic.
pub fn flagged_answers() -> Value {
    json!({
        "medicines": ["apixaban"],
        "otherMedicines": "أسبرين للأطفال",
        "allergies": ["latex"],
        "conditions": ["keloid"],
        "previousTreatment": "none",
        "emergencyName": "Mei Lin",
        "emergencyPhone": "0912-000-111",
        "emergencyRelation": "sister",
        "healthDataConsent": true,
        "lang": "ar"
    })
}

/// Writes a booking's answers as the intake page stores them: sent (with `flags`) or a draft.
pub async fn seed_intake(app: &TestApp, code: &str, sent: bool, flags: &str, photo_key: &str) {
    let now = now_ms();
    sqlx::query(
        "INSERT INTO intakes (code, answers, submitted_at, flags, consent_at, notice_version, photo_key, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(code)
    .bind(flagged_answers().to_string())
    .bind(sent.then_some(now))
    .bind(if sent { flags } else { "" })
    .bind(sent.then_some(now))
    .bind(sent.then_some("2026-11-23"))
    .bind(photo_key)
    .bind(now)
    .execute(&app.db.pool)
    .await
    .expect("an intake row");
}

/// Stores a photo in the app's upload folder and returns its key.
pub async fn seed_photo(app: &TestApp) -> String {
    let key = format!("assessments/{}.png", clinic_server::storage::ids::new_id("photo"));
    let path = app.uploads_dir().join(&key);
    std::fs::create_dir_all(path.parent().expect("folder")).expect("folder");
    std::fs::write(&path, PNG).expect("photo");
    key
}

/// A patient's "something worries me" on day `day` after the operation; its id.
pub async fn seed_worry(app: &TestApp, code: &str, day: i64, answered_at: i64) -> String {
    let id = clinic_server::storage::ids::new_id("aft");
    sqlx::query(
        "INSERT INTO aftercare_answers (id, code, day, answer, signs, answered_at) VALUES ($1, $2, $3, 'worry', $4, $5)",
    )
    .bind(&id)
    .bind(code)
    .bind(day)
    .bind("bleeding,fever")
    .bind(answered_at)
    .execute(&app.db.pool)
    .await
    .expect("a worry");
    id
}

async fn audits(app: &TestApp, action: &str, target: &str) -> i64 {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM audit_log WHERE action = $1 AND target_id = $2")
        .bind(action)
        .bind(target)
        .fetch_one(&app.db.pool)
        .await
        .expect("audit");
    n
}

async fn json_of(res: reqwest::Response) -> Value {
    res.json().await.expect("json")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staff_read_a_bookings_answers_as_sent_and_each_read_is_on_record() {
    let app = spawn_app().await;
    let sent = book(&app, "taipei", &open_day(0), "10:00").await;
    let draft = book(&app, "taipei", &open_day(0), "10:30").await;
    let none = book(&app, "taipei", &open_day(0), "11:00").await;
    seed_intake(&app, &sent, true, "anticoagulant,medicine_to_check,latex_allergy,keloid", &seed_photo(&app).await)
        .await;
    seed_intake(&app, &draft, false, "", "").await;
    sqlx::query(
        "INSERT INTO sheet_acknowledgements (code, kind, lang, version, hash, acknowledged_at, address) \
         VALUES ($1, 'lipoma', 'ar', '2026-12-01', 'ab12', $2, '203.0.113.9')",
    )
    .bind(&sent)
    .bind(now_ms())
    .execute(&app.db.pool)
    .await
    .expect("an acknowledgement");
    let staff = signed_in(&app, "staff", Some("taipei")).await;

    let res = staff.get(&format!("/api/admin/bookings/{sent}/intake")).await;
    assert_eq!(res.status(), 200);
    let v = json_of(res).await;
    assert_eq!(v["state"], "sent");
    assert_eq!(v["flags"], json!(["anticoagulant", "medicine_to_check", "latex_allergy", "keloid"]));
    assert_eq!(v["needsReview"], true);
    assert_eq!(v["answers"]["medicines"], json!([{"id": "apixaban", "class": "anticoagulant", "name": "Apixaban"}]));
    assert_eq!(v["answers"]["otherMedicines"], "أسبرين للأطفال", "the patient's words as typed");
    assert_eq!(v["answers"]["lang"], "ar");
    assert_eq!(v["photo"], true);
    assert!(v["consentAt"].is_string());
    assert_eq!(v["acknowledgements"][0]["kind"], "lipoma");
    assert_eq!(v["acknowledgements"][0]["version"], "2026-12-01");
    assert!(v["acknowledgements"][0].get("address").is_none(), "the address stays in the table");
    assert_eq!(audits(&app, "intake.view", &sent).await, 1);

    let res = staff.get(&format!("/api/admin/bookings/{sent}/intake/photo")).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/png");
    assert_eq!(res.headers()["cache-control"], "no-store");
    assert_eq!(res.bytes().await.expect("bytes").as_ref(), PNG);
    assert_eq!(audits(&app, "photo.view", &sent).await, 1);

    // A draft is the patient's until sent: staff see that one exists, not what it says.
    let v = json_of(staff.get(&format!("/api/admin/bookings/{draft}/intake")).await).await;
    assert_eq!(v["state"], "draft");
    assert!(v["answers"].is_null());
    assert_eq!(v["photo"], false);
    let res = staff.get(&format!("/api/admin/bookings/{draft}/intake/photo")).await;
    assert_eq!(res.status(), 404);
    let v = json_of(staff.get(&format!("/api/admin/bookings/{none}/intake")).await).await;
    assert_eq!((v["state"].as_str(), v["needsReview"].as_bool()), (Some("missing"), Some(false)));
    assert_eq!(staff.get("/api/admin/bookings/ZZZZ-ZZZZ-ZZ/intake").await.status(), 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn another_branchs_staff_can_neither_read_nor_review_nor_print_the_answers() {
    let app = spawn_app().await;
    let code = book(&app, "taipei", &open_day(1), "10:00").await;
    seed_intake(&app, &code, true, "anticoagulant", &seed_photo(&app).await).await;
    let other = signed_in(&app, "staff", Some("kaohsiung")).await;
    for path in ["intake", "intake/photo", "chart"] {
        let res = other.get(&format!("/api/admin/bookings/{code}/{path}")).await;
        assert_eq!(res.status(), 403, "{path}");
    }
    let res = other.post_json(&format!("/api/admin/bookings/{code}/intake/review"), &json!({"note": "Seen."})).await;
    assert_eq!(res.status(), 403);
    let res = other.post_json(&format!("/api/admin/bookings/{code}/chart/printed"), &json!({})).await;
    assert_eq!(res.status(), 403);
    for action in ["intake.view", "photo.view", "chart.view", "chart.print", "intake.review"] {
        assert_eq!(audits(&app, action, &code).await, 0, "{action}: nothing was read or changed");
    }
    let (reviewed,): (Option<i64>,) = sqlx::query_as("SELECT reviewed_at FROM intakes WHERE code = $1")
        .bind(&code)
        .fetch_one(&app.db.pool)
        .await
        .expect("row");
    assert!(reviewed.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_review_needs_a_note_and_is_done_once() {
    let app = spawn_app().await;
    let flagged = book(&app, "taipei", &open_day(2), "10:00").await;
    let plain = book(&app, "taipei", &open_day(2), "10:30").await;
    let none = book(&app, "taipei", &open_day(2), "11:00").await;
    seed_intake(&app, &flagged, true, "anticoagulant,keloid", "").await;
    seed_intake(&app, &plain, true, "", "").await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let review = |code: &str| format!("/api/admin/bookings/{code}/intake/review");

    let res = staff.post_json(&review(&flagged), &json!({"note": "   "})).await;
    assert_eq!(res.status(), 422);
    assert_eq!(field_codes(&json_of(res).await), vec![("note".to_string(), "required".to_string())]);

    let note = "Apixaban: the doctor called, paused 48 h before. Keloid: silicone after.";
    let res = staff.post_json(&review(&flagged), &json!({ "note": note })).await;
    assert_eq!(res.status(), 200);
    let v = json_of(res).await;
    assert_eq!(v["state"], "reviewed");
    assert_eq!(v["needsReview"], false);
    assert_eq!(v["review"]["note"], note);
    assert_eq!(v["review"]["by"], staff.email.as_str());
    assert_eq!(v["flags"], json!(["anticoagulant", "keloid"]), "the flags stay to be seen");

    let res = staff.post_json(&review(&flagged), &json!({"note": "Again."})).await;
    assert_eq!(res.status(), 409, "reviewed already");
    let v = json_of(staff.get(&format!("/api/admin/bookings/{flagged}/intake")).await).await;
    assert_eq!(v["review"]["note"], note, "the first review stands");
    assert_eq!(staff.post_json(&review(&plain), &json!({"note": "Fine."})).await.status(), 409, "nothing flagged");
    assert_eq!(staff.post_json(&review(&none), &json!({"note": "Fine."})).await.status(), 409, "nothing sent");

    assert_eq!(audits(&app, "intake.review", &flagged).await, 1);
    let detail = json_of(staff.get(&format!("/api/admin/bookings/{flagged}")).await).await;
    let events: Vec<&str> =
        detail["history"].as_array().expect("history").iter().filter_map(|h| h["action"].as_str()).collect();
    assert!(events.contains(&"intake_review"), "the booking's history shows the review: {events:?}");
    let (entries,): (String,) = sqlx::query_as(
        "SELECT COALESCE(MAX(detail), '') FROM audit_log WHERE action = 'intake.review' AND target_id = $1",
    )
    .bind(&flagged)
    .fetch_one(&app.db.pool)
    .await
    .expect("audit");
    assert!(!entries.contains("anticoagulant") && !entries.contains("Apixaban"), "no health detail in the audit log");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_overview_lists_upcoming_flagged_answers_nobody_has_reviewed() {
    let app = spawn_app().await;
    let day = open_day(3);
    let later = open_day(4);
    let waiting = book(&app, "taipei", &later, "10:00").await;
    let sooner = book(&app, "taipei", &day, "15:00").await;
    let reviewed = book(&app, "taipei", &day, "10:00").await;
    let plain = book(&app, "taipei", &day, "10:30").await;
    let cancelled = book(&app, "taipei", &day, "11:00").await;
    let kaohsiung = book(&app, "kaohsiung", &day, "11:30").await;
    for code in [&waiting, &sooner, &reviewed, &cancelled, &kaohsiung] {
        seed_intake(&app, code, true, "pregnant", "").await;
    }
    seed_intake(&app, &plain, true, "", "").await;
    sqlx::query("UPDATE intakes SET reviewed_at = 1, reviewed_by = 'x', review_note = 'ok' WHERE code = $1")
        .bind(&reviewed)
        .execute(&app.db.pool)
        .await
        .expect("reviewed");
    sqlx::query("UPDATE bookings SET status = 'cancelled' WHERE code = $1")
        .bind(&cancelled)
        .execute(&app.db.pool)
        .await
        .expect("cancelled");

    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let list = |v: &Value| -> Vec<String> {
        v["items"].as_array().expect("items").iter().map(|i| i["id"].as_str().unwrap_or("").to_string()).collect()
    };
    let v = json_of(staff.get("/api/admin/intake/to-review").await).await;
    assert_eq!(list(&v), vec![sooner.clone(), waiting.clone()], "soonest visit first, own branch only");
    assert_eq!(v["items"][0]["intake"]["flags"], json!(["pregnant"]));
    assert_eq!(v["items"][0]["intake"]["needsReview"], true);
    let admin = signed_in(&app, "admin", None).await;
    let v = json_of(admin.get("/api/admin/intake/to-review").await).await;
    assert_eq!(list(&v), vec![kaohsiung.clone(), sooner.clone(), waiting.clone()], "by visit: 11:30 before 15:00");

    let res = staff
        .post_json(&format!("/api/admin/bookings/{sooner}/intake/review"), &json!({"note": "Not pregnant now."}))
        .await;
    assert_eq!(res.status(), 200);
    let v = json_of(staff.get("/api/admin/intake/to-review").await).await;
    assert_eq!(list(&v), vec![waiting.clone()], "a review takes it off the list");
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM audit_log WHERE action = 'intake.to_review.view'")
        .fetch_one(&app.db.pool)
        .await
        .expect("audit");
    assert_eq!(n, 3, "each look at the list is on record");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_inbox_calendar_and_front_desk_show_flags_and_missing_answers() {
    let app = spawn_app().await;
    let day = open_day(5);
    let flagged = book(&app, "taipei", &day, "10:00").await;
    let soon = book(&app, "taipei", &day, "10:30").await;
    seed_intake(&app, &flagged, true, "anticoagulant,implanted_device", "").await;
    // Tomorrow (clinic time) at 10:00 is less than 48 hours away, whenever the test runs.
    let tomorrow = Date::clinic_today(now_ms()).add_days(1).to_string();
    sqlx::query("UPDATE bookings SET preferred_date = $1, preferred_time = '10:00' WHERE code = $2")
        .bind(&tomorrow)
        .bind(&soon)
        .execute(&app.db.pool)
        .await
        .expect("moved");
    let staff = signed_in(&app, "staff", Some("taipei")).await;

    let inbox = json_of(staff.get("/api/admin/inbox?kind=booking").await).await;
    let item =
        |id: &str| inbox["items"].as_array().expect("items").iter().find(|i| i["id"] == id).cloned().expect("listed");
    assert_eq!(item(&flagged)["intake"]["flags"], json!(["anticoagulant", "implanted_device"]));
    assert_eq!(item(&flagged)["intake"]["state"], "sent");
    assert_eq!(item(&soon)["intake"]["state"], "missing");
    assert_eq!(item(&soon)["intake"]["due"], true, "answers missing 48 h before the visit");
    assert_eq!(item(&flagged)["intake"]["due"], false);

    let cal = json_of(staff.get(&format!("/api/admin/calendar?from={day}&to={day}")).await).await;
    let slot = cal["days"][0]["slots"]
        .as_array()
        .expect("slots")
        .iter()
        .find(|s| s["time"] == "10:00")
        .cloned()
        .expect("slot");
    assert_eq!(slot["bookings"][0]["intake"]["flags"], json!(["anticoagulant", "implanted_device"]));

    let desk = json_of(staff.get(&format!("/api/admin/front-desk?date={tomorrow}")).await).await;
    let arrival =
        desk["arrivals"].as_array().expect("arrivals").iter().find(|a| a["id"] == soon).cloned().expect("listed");
    assert_eq!(arrival["intake"]["state"], "missing");
    assert_eq!(arrival["intake"]["due"], true);
    let desk = json_of(staff.get(&format!("/api/admin/front-desk?date={day}")).await).await;
    assert_eq!(desk["arrivals"][0]["intake"]["needsReview"], true);
    // An inquiry carries no mark at all: the field is absent, not null.
    let res = app.post_json("/api/inquiries", &inquiry()).await;
    assert_eq!(res.status(), 201);
    let inbox = json_of(staff.get("/api/admin/inbox?kind=inquiry").await).await;
    assert!(inbox["items"][0].get("intake").is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_worry_heads_the_triage_queue_until_a_staff_member_handles_it() {
    let app = spawn_app().await;
    // An open high-urgency assessment is already waiting.
    let mut a = assessment_data();
    a["symptoms"] = json!(["bleeding", "growing"]);
    let form = reqwest::multipart::Form::new().text("data", a.to_string());
    let res = app.client.post(app.url("/api/assessments")).multipart(form).send().await.expect("request");
    assert_eq!(res.status(), 201);
    let taipei = book(&app, "taipei", &open_day(6), "10:00").await;
    let kaohsiung = book(&app, "kaohsiung", &open_day(6), "10:00").await;
    let older = seed_worry(&app, &kaohsiung, 1, now_ms() - 60_000).await;
    let worry = seed_worry(&app, &taipei, 2, now_ms()).await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let admin = signed_in(&app, "admin", None).await;

    let queue = json_of(staff.get("/api/admin/triage").await).await;
    let items = queue["items"].as_array().expect("items");
    assert_eq!(items[0]["kind"], "booking", "the worry comes first");
    assert_eq!(items[0]["id"], taipei.as_str());
    assert_eq!(items[0]["aftercare"]["id"], worry.as_str());
    assert_eq!(items[0]["aftercare"]["day"], 2);
    assert_eq!(items[0]["aftercare"]["signs"], json!(["bleeding", "fever"]));
    assert_eq!(items[1]["kind"], "assessment");
    assert!(items.iter().all(|i| i["id"] != kaohsiung.as_str()), "another branch's worry is not shown");
    let queue = json_of(admin.get("/api/admin/triage").await).await;
    let ids: Vec<&str> =
        queue["items"].as_array().expect("items").iter().take(2).filter_map(|i| i["id"].as_str()).collect();
    assert_eq!(ids, vec![kaohsiung.as_str(), taipei.as_str()], "oldest worry first");

    let handled = |id: &str| format!("/api/admin/aftercare/{id}/handled");
    assert_eq!(staff.post_json(&handled(&worry), &json!({"note": ""})).await.status(), 422);
    assert_eq!(staff.post_json(&handled(&older), &json!({"note": "Called."})).await.status(), 403);
    assert_eq!(staff.post_json(&handled("aft_nothing"), &json!({"note": "Called."})).await.status(), 404);
    let res =
        staff.post_json(&handled(&worry), &json!({"note": "Called back: pressure for 20 min, seen tomorrow."})).await;
    assert_eq!(res.status(), 204);
    assert_eq!(staff.post_json(&handled(&worry), &json!({"note": "Again."})).await.status(), 409);

    let queue = json_of(staff.get("/api/admin/triage").await).await;
    let items = queue["items"].as_array().expect("items");
    assert_eq!(items[0]["kind"], "assessment", "handled: off the top");
    assert!(items.iter().all(|i| i.get("aftercare").is_none()));
    assert_eq!(audits(&app, "aftercare.handled", &taipei).await, 1);
    let (by, note): (Option<String>, Option<String>) =
        sqlx::query_as("SELECT handled_by, handled_note FROM aftercare_answers WHERE id = $1")
            .bind(&worry)
            .fetch_one(&app.db.pool)
            .await
            .expect("row");
    assert_eq!(by.as_deref(), Some(staff.email.as_str()));
    assert!(note.is_some_and(|n| n.starts_with("Called back")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_chart_summary_and_each_print_of_it_are_on_record() {
    let app = spawn_app().await;
    let code = book(&app, "taipei", &open_day(7), "14:00").await;
    seed_intake(&app, &code, true, "anticoagulant", "").await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;

    let res = staff.get(&format!("/api/admin/bookings/{code}/chart")).await;
    assert_eq!(res.status(), 200);
    let chart = json_of(res).await;
    assert_eq!(chart["name"], "Test Patient");
    assert_eq!(chart["preferredTime"], "14:00");
    assert_eq!(chart["visitKind"], "lipoma");
    assert_eq!(chart["intake"]["flags"], json!(["anticoagulant"]));
    assert_eq!(chart["intake"]["answers"]["emergencyName"], "Mei Lin");
    assert_eq!(audits(&app, "chart.view", &code).await, 1);
    assert_eq!(audits(&app, "intake.view", &code).await, 0, "one look, one entry");

    let printed = format!("/api/admin/bookings/{code}/chart/printed");
    assert_eq!(staff.post_json(&printed, &json!({})).await.status(), 204);
    assert_eq!(staff.post_json(&printed, &json!({"via": "download"})).await.status(), 204);
    assert_eq!(staff.post_json(&printed, &json!({"via": "fax"})).await.status(), 422);
    assert_eq!(audits(&app, "chart.print", &code).await, 2);
    let (vias,): (String,) = sqlx::query_as(
        "SELECT MIN(detail) || MAX(detail) FROM audit_log WHERE action = 'chart.print' AND target_id = $1",
    )
    .bind(&code)
    .fetch_one(&app.db.pool)
    .await
    .expect("audit");
    assert!(vias.contains("\"print\"") && vias.contains("\"download\""), "{vias}");
    assert_eq!(staff.post_json("/api/admin/bookings/ZZZZ-ZZZZ-ZZ/chart/printed", &json!({})).await.status(), 404);
}

/// The audit entries of `action`: (target kind, detail as JSON), oldest first.
async fn entries(app: &TestApp, action: &str) -> Vec<(String, Value)> {
    let rows: Vec<(String, String)> =
        sqlx::query_as("SELECT target_kind, detail FROM audit_log WHERE action = $1 ORDER BY id")
            .bind(action)
            .fetch_all(&app.db.pool)
            .await
            .expect("audit");
    rows.into_iter().map(|(k, d)| (k, serde_json::from_str(&d).expect("json"))).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_inbox_page_showing_health_flags_is_on_record_with_the_bookings_shown() {
    let app = spawn_app().await;
    let day = open_day(8);
    let flagged = book(&app, "taipei", &day, "10:00").await;
    let plain = book(&app, "taipei", &day, "10:30").await;
    seed_intake(&app, &flagged, true, "anticoagulant", "").await;
    assert_eq!(app.post_json("/api/inquiries", &inquiry()).await.status(), 201);
    let staff = signed_in(&app, "staff", Some("taipei")).await;

    // Inquiries only: no flags, no entry (as before).
    assert_eq!(staff.get("/api/admin/inbox?kind=inquiry").await.status(), 200);
    assert!(entries(&app, "inbox.view").await.is_empty());

    // The whole inbox: the flagged booking's mark is on screen.
    let page = json_of(staff.get("/api/admin/inbox").await).await;
    assert_eq!(page["items"].as_array().expect("items").len(), 3);
    let logged = entries(&app, "inbox.view").await;
    assert_eq!(logged.len(), 1, "{logged:?}");
    let (kind, detail) = &logged[0];
    assert_eq!(kind, "booking");
    let mut shown: Vec<&str> = detail["shown"].as_array().expect("shown").iter().filter_map(|s| s.as_str()).collect();
    shown.sort_unstable();
    let mut expected = vec![format!("booking:{flagged}"), format!("booking:{plain}")];
    expected.sort_unstable();
    assert_eq!(shown, expected, "the bookings shown, not the inquiry");
    assert_eq!(detail["health"], json!([format!("booking:{flagged}")]));
    assert!(!detail.to_string().contains("anticoagulant"), "no health detail in the audit log");

    // A search that shows flags: its own entry (filters only) and the list's (the bookings).
    let found = json_of(staff.get(&format!("/api/admin/inbox?q={flagged}")).await).await;
    assert_eq!(found["total"], 1);
    assert_eq!(entries(&app, "inbox.search").await.len(), 1);
    let logged = entries(&app, "inbox.view").await;
    assert_eq!(logged.len(), 2);
    assert_eq!(logged[1].1["shown"], json!([format!("booking:{flagged}")]));

    // The access report understands the entry: the flagged booking exposed health data, the other a name.
    let admin = signed_in(&app, "admin", None).await;
    let from = clinic_server::storage::ids::rfc3339(now_ms() - 3_600_000);
    let to = clinic_server::storage::ids::rfc3339(now_ms() + 60_000);
    let res = admin
        .get(&format!("/api/admin/access-report?user={}&from={from}&to={to}", staff.email.replace('+', "%2B")))
        .await;
    assert_eq!(res.status(), 200);
    let report = json_of(res).await;
    let touched = |id: &str| {
        report["touched"].as_array().expect("touched").iter().find(|t| t["id"] == id).cloned().expect("touched")
    };
    assert_eq!(touched(&flagged)["categories"], json!(["contact", "health answers"]));
    assert!(touched(&flagged)["actions"].as_array().expect("actions").contains(&json!("inbox.view")));
    assert_eq!(touched(&plain)["categories"], json!(["contact"]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_overview_counts_open_aftercare_worries_beside_the_triage_queue() {
    let app = spawn_app().await;
    let mut a = assessment_data();
    a["symptoms"] = json!(["growing"]);
    let form = reqwest::multipart::Form::new().text("data", a.to_string());
    let res = app.client.post(app.url("/api/assessments")).multipart(form).send().await.expect("request");
    assert_eq!(res.status(), 201);
    let taipei = book(&app, "taipei", &open_day(9), "10:00").await;
    let kaohsiung = book(&app, "kaohsiung", &open_day(9), "10:00").await;
    let worry = seed_worry(&app, &taipei, 1, now_ms() - 60_000).await;
    seed_worry(&app, &kaohsiung, 2, now_ms()).await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let admin = signed_in(&app, "admin", None).await;

    let o = json_of(staff.get("/api/admin/overview").await).await;
    assert_eq!((o["triageOpen"].as_i64(), o["aftercareWorries"].as_i64()), (Some(1), Some(1)), "own branch's worry");
    let o = json_of(admin.get("/api/admin/overview").await).await;
    assert_eq!((o["triageOpen"].as_i64(), o["aftercareWorries"].as_i64()), (Some(1), Some(2)));

    // The triage queue's entry names both kinds it lists, the worry as health data.
    assert_eq!(staff.get("/api/admin/triage").await.status(), 200);
    let logged = entries(&app, "triage.view").await;
    let (kind, detail) = logged.last().expect("an entry");
    assert_eq!(kind, "", "bookings and assessments");
    assert_eq!(detail["shown"][0], format!("booking:{taipei}"));
    assert_eq!(detail["health"][0], format!("booking:{taipei}"));

    let res = staff.post_json(&format!("/api/admin/aftercare/{worry}/handled"), &json!({"note": "Called back."})).await;
    assert_eq!(res.status(), 204);
    let o = json_of(staff.get("/api/admin/overview").await).await;
    assert_eq!(o["aftercareWorries"], 0, "handled: no longer counted");
    assert_eq!(staff.get("/api/admin/triage").await.status(), 200);
    assert_eq!(entries(&app, "triage.view").await.last().expect("an entry").0, "assessment");
}
