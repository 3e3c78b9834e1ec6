//! The messages around a visit (storage::visit_care, messaging::visit_mail): the health questions'
//! link in the booking's messages until they are sent, the one nudge 48 h before an unanswered
//! visit, the aftercare sheet when staff complete a booking and the check-ins after it — each queued
//! once across restarts and instances, and none with a health detail. Erasure takes the answers,
//! the aftercare answers and the photo with the booking.

use crate::common;

use clinic_server::messaging::delivery::{load_catalog, MailSettings};
use clinic_server::messaging::render::render;
use clinic_server::storage::outbox::{OutboxKind, OutboxRow};
use clinic_server::storage::visit_care;
use common::*;
use serde_json::{json, Value};
use std::path::Path;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 86_400_000;

async fn book(app: &TestApp, b: &Value) -> String {
    let res = app.post_json("/api/bookings", b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    let code = body["confirmationCode"].as_str().expect("code");
    clinic_core::code::ConfirmationCode::parse(code).expect("a code").canonical().to_string()
}

/// The visit of booking `code`, Unix ms; and the booking made long before it.
async fn visit_ms(app: &TestApp, code: &str) -> i64 {
    sqlx::query("UPDATE bookings SET created_at = created_at - $1 WHERE code = $2")
        .bind(30 * DAY)
        .bind(code)
        .execute(&app.db.pool)
        .await
        .expect("older");
    let (date, time): (String, String) =
        sqlx::query_as("SELECT preferred_date, preferred_time FROM bookings WHERE code = $1")
            .bind(code)
            .fetch_one(&app.db.pool)
            .await
            .expect("booking");
    let date = clinic_core::date::Date::parse(&date).expect("date");
    date.clinic_unix_ms(clinic_core::date::TimeOfDay::parse(&time).expect("time").minutes())
}

async fn nudge_pass(app: &TestApp, now: i64) -> usize {
    app.writer()
        .transact(move |conn| Box::pin(async move { Ok(visit_care::claim_nudges(conn, now, 500).await?) }))
        .await
        .expect("a nudge pass")
}

async fn checkin_pass(app: &TestApp, now: i64) -> usize {
    app.writer()
        .transact(move |conn| Box::pin(async move { Ok(visit_care::claim_checkins(conn, now, &[1, 7]).await?) }))
        .await
        .expect("a check-in pass")
}

async fn rows(app: &TestApp, kind: OutboxKind) -> Vec<OutboxRow> {
    let rows: Vec<(i64, String, String)> =
        sqlx::query_as("SELECT id, ref_id, lang FROM outbox WHERE kind = $1 ORDER BY id")
            .bind(kind.as_str())
            .fetch_all(&app.db.pool)
            .await
            .expect("outbox");
    rows.into_iter()
        .map(|(id, ref_id, lang)| OutboxRow { id, kind: Some(kind), ref_id, lang, attempts: 0, ..Default::default() })
        .collect()
}

async fn rendered(app: &TestApp, row: &OutboxRow) -> Option<clinic_server::messaging::message::Email> {
    let catalog = load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
    let settings = MailSettings { base_url: "https://clinic.example".into(), ..MailSettings::default() };
    render(&app.db, &catalog, &settings, row).await.expect("render")
}

fn no_health_detail(text: &str) {
    for word in ["lipoma", "Lipoma", "apixaban", "anticoagulant", "worry", "keloid"] {
        assert!(!text.contains(word), "a message names {word}: {text}");
    }
}

async fn send_questions(app: &TestApp, code: &str) {
    sqlx::query(
        "INSERT INTO intakes (code, answers, submitted_at, flags, photo_key, updated_at) VALUES ($1, '{}', $2, 'anticoagulant', '', $2)",
    )
    .bind(code)
    .bind(clinic_server::storage::now_ms())
    .execute(&app.db.pool)
    .await
    .expect("answers");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_confirmation_asks_for_the_health_questions_until_they_are_sent() {
    let app = spawn_app().await;
    let mut body = booking(&open_day(2), "10:00");
    body["tumorType"] = json!("lipoma");
    let code = book(&app, &body).await;
    let created = rows(&app, OutboxKind::BookingCreated).await;
    let mail = rendered(&app, &created[0]).await.expect("a confirmation");
    assert!(mail.body.contains("https://clinic.example/forms/intake?lang=en&token=intake."), "{}", mail.body);
    no_health_detail(&mail.body);

    send_questions(&app, &code).await;
    let mail = rendered(&app, &created[0]).await.expect("a confirmation");
    assert!(!mail.body.contains("/forms/intake"), "answered: no more asking");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_unanswered_visit_is_nudged_once_48_hours_before_even_after_a_restart() {
    let mut app = spawn_app().await;
    let code = book(&app, &booking(&open_day(3), "10:00")).await;
    let answered = book(&app, &booking(&open_day(3), "11:30")).await;
    let visit = visit_ms(&app, &code).await;
    visit_ms(&app, &answered).await;
    send_questions(&app, &answered).await;

    assert_eq!(nudge_pass(&app, visit - 50 * HOUR).await, 0, "not yet: 50 hours before");
    assert_eq!(nudge_pass(&app, visit - 47 * HOUR).await, 1, "the unanswered one only");
    assert_eq!(nudge_pass(&app, visit - 46 * HOUR).await, 0, "once");
    app.stop().await;
    let again =
        spawn_with(Options { reuse: Some((app.database_url.clone(), app.uploads_dir())), ..Default::default() }).await;
    assert_eq!(nudge_pass(&again, visit - 20 * HOUR).await, 0, "a restart forgets nothing");

    let nudges = rows(&again, OutboxKind::IntakeNudge).await;
    assert_eq!(nudges.len(), 1);
    assert!(nudges[0].ref_id.starts_with(&code));
    let mail = rendered(&again, &nudges[0]).await.expect("the nudge");
    assert!(mail.body.contains("/forms/intake?lang=en&token=intake."), "{}", mail.body);
    no_health_detail(&mail.body);
    // Answered after the nudge was queued: it is not sent.
    send_questions(&again, &code).await;
    assert!(rendered(&again, &nudges[0]).await.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_made_inside_the_48_hours_is_not_nudged() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(3), "10:00")).await;
    let visit = visit_ms(&app, &code).await;
    sqlx::query("UPDATE bookings SET created_at = $1 WHERE code = $2")
        .bind(visit - 30 * HOUR)
        .bind(&code)
        .execute(&app.db.pool)
        .await
        .expect("made late");
    assert!(visit_care::any_nudge_due(&app.db.pool, visit - 20 * HOUR).await.expect("read"), "to be handled once");
    assert_eq!(nudge_pass(&app, visit - 20 * HOUR).await, 0);
    // Handled without a nudge: no later pass takes the write lock for it again.
    assert!(!visit_care::any_nudge_due(&app.db.pool, visit - 19 * HOUR).await.expect("read"));
    let (n, queued): (i64, Option<i64>) =
        sqlx::query_as("SELECT COUNT(*), MAX(queued_at) FROM intake_nudges WHERE code = $1")
            .bind(&code)
            .fetch_one(&app.db.pool)
            .await
            .expect("claim");
    assert_eq!((n, queued), (1, None));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_address_nobody_proved_gets_no_link_to_the_health_questions() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(3), "10:00")).await;
    let visit = visit_ms(&app, &code).await;
    sqlx::query("UPDATE bookings SET verification = 'unverified' WHERE code = $1")
        .bind(&code)
        .execute(&app.db.pool)
        .await
        .expect("unverified");
    assert!(!visit_care::any_nudge_due(&app.db.pool, visit - 47 * HOUR).await.expect("read"));
    assert_eq!(nudge_pass(&app, visit - 47 * HOUR).await, 0);
    let row = clinic_server::storage::queries::find_booking(
        &app.db.pool,
        &clinic_core::code::ConfirmationCode::parse(&code).expect("code"),
    )
    .await
    .expect("read")
    .expect("the booking");
    let catalog = load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
    let line = clinic_server::messaging::visit_mail::intake_line_for(
        &app.db,
        &catalog,
        "https://clinic.example",
        &row,
        clinic_core::lang::Locale::En,
    )
    .await
    .expect("render");
    assert_eq!(line, None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn aftercare_counts_from_the_visit_and_a_booking_marked_weeks_late_gets_none() {
    let app = spawn_app().await;
    let yesterday = book(&app, &booking(&open_day(0), "10:00")).await;
    let long_ago = book(&app, &booking(&open_day(0), "11:30")).await;
    let now = clinic_server::storage::now_ms();
    let day = |offset: i32| clinic_core::date::Date::clinic_today(now).add_days(offset).to_string();
    for (code, date) in [(&yesterday, day(-1)), (&long_ago, day(-20))] {
        sqlx::query("UPDATE bookings SET preferred_date = $1 WHERE code = $2")
            .bind(date)
            .bind(code)
            .execute(&app.db.pool)
            .await
            .expect("moved to the past");
        let c = code.clone();
        app.writer()
            .transact(move |conn| Box::pin(async move { Ok(visit_care::start_aftercare(conn, &c, now).await?) }))
            .await
            .expect("aftercare");
    }
    let visit = clinic_core::date::Date::parse(&day(-1)).expect("day").clinic_unix_ms(10 * 60);
    let done: Vec<(String, i64)> = sqlx::query_as("SELECT code, completed_at FROM aftercare ORDER BY code")
        .fetch_all(&app.db.pool)
        .await
        .expect("aftercare");
    assert_eq!(done, vec![(yesterday.clone(), visit)], "from the visit; none for one marked 20 days late");
    assert_eq!(rows(&app, OutboxKind::AftercareSheet).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_draft_never_sent_goes_with_its_photo_once_its_visit_day_has_passed() {
    use clinic_server::tasks::retention::{self, Periods, Requester};
    let app = spawn_app().await;
    after_startup_pass(&app).await;
    let past = book(&app, &booking(&open_day(0), "10:00")).await;
    let ahead = book(&app, &booking(&open_day(1), "10:00")).await;
    let now = clinic_server::storage::now_ms();
    let yesterday = clinic_core::date::Date::clinic_today(now).add_days(-1).to_string();
    sqlx::query("UPDATE bookings SET preferred_date = $1 WHERE code = $2")
        .bind(&yesterday)
        .bind(&past)
        .execute(&app.db.pool)
        .await
        .expect("past");
    let photo = "assessments/draft-photo.jpg";
    let path = app.uploads_dir().join(photo);
    std::fs::create_dir_all(path.parent().expect("folder")).expect("folder");
    std::fs::write(&path, b"\xFF\xD8\xFF").expect("photo");
    for (code, key) in [(&past, photo), (&ahead, "")] {
        sqlx::query(
            "INSERT INTO intakes (code, answers, photo_key, updated_at) VALUES ($1, '{\"otherMedicines\":\"x\"}', $2, $3)",
        )
        .bind(code)
        .bind(key)
        .bind(now)
        .execute(&app.db.pool)
        .await
        .expect("draft");
    }
    let uploads =
        clinic_server::uploads::Uploads::open(&format!("file://{}", app.uploads_dir().display())).expect("uploads");
    let removed = retention::purge(&app.db, &app.writer(), &uploads, Periods::default(), &Requester::default(), now)
        .await
        .expect("purge");
    assert_eq!((removed.health_answers, removed.photos), (1, 1), "{removed:?}");
    let left: Vec<String> =
        sqlx::query_scalar("SELECT code FROM intakes").fetch_all(&app.db.pool).await.expect("intakes");
    assert_eq!(left, vec![ahead], "the draft of a visit still ahead stays");
    assert!(!path.exists(), "the draft's photo is gone from the store");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn completing_a_booking_sends_the_aftercare_sheet_and_check_ins_on_day_1_and_7_once() {
    let mut app = spawn_app().await;
    let mut body = booking(&open_day(0), "10:00");
    body["tumorType"] = json!("cyst");
    let code = book(&app, &body).await;
    let admin = signed_in(&app, "admin", None).await;
    let path = format!("/api/admin/bookings/{code}/status");
    for to in ["confirmed", "completed"] {
        assert_eq!(admin.post_json(&path, &json!({"status": to})).await.status(), 200, "{to}");
    }
    let sheets = rows(&app, OutboxKind::AftercareSheet).await;
    assert_eq!(sheets.len(), 1);
    let mail = rendered(&app, &sheets[0]).await.expect("the aftercare sheet");
    assert!(mail.body.contains("/forms/aftercare?lang=en&token=aftercare."), "{}", mail.body);
    assert!(!mail.body.contains("cyst") && !mail.body.contains("Cyst"), "no procedure named: {}", mail.body);

    let done: i64 = sqlx::query_scalar("SELECT completed_at FROM aftercare WHERE code = $1")
        .bind(&code)
        .fetch_one(&app.db.pool)
        .await
        .expect("aftercare");
    assert_eq!(checkin_pass(&app, done + HOUR).await, 0, "not on the day itself");
    let day1 = visit_care::check_in_moment(done, 1);
    assert_eq!(checkin_pass(&app, day1).await, 1);
    assert_eq!(checkin_pass(&app, day1 + HOUR).await, 0, "once");
    app.stop().await;
    let again =
        spawn_with(Options { reuse: Some((app.database_url.clone(), app.uploads_dir())), ..Default::default() }).await;
    assert_eq!(checkin_pass(&again, day1 + 2 * HOUR).await, 0, "a restart forgets nothing");
    assert_eq!(checkin_pass(&again, visit_care::check_in_moment(done, 7)).await, 1, "day 7");
    assert_eq!(checkin_pass(&again, visit_care::check_in_moment(done, 9)).await, 0, "nothing after the last day");
    let checkins = rows(&again, OutboxKind::AftercareCheckin).await;
    let refs: Vec<&str> = checkins.iter().map(|r| r.ref_id.as_str()).collect();
    assert_eq!(refs, [format!("{code}#1"), format!("{code}#7")]);
    let mail = rendered(&again, &checkins[0]).await.expect("the check-in");
    assert!(mail.subject.contains("wound"), "{}", mail.subject);
    assert!(mail.body.contains("/forms/aftercare?lang=en&token=aftercare."));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_server_down_for_a_week_sends_only_the_latest_check_in() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let done = clinic_server::storage::now_ms() - 10 * DAY;
    let c = code.clone();
    app.writer()
        .transact(move |conn| Box::pin(async move { Ok(visit_care::start_aftercare(conn, &c, done).await?) }))
        .await
        .expect("aftercare");
    assert_eq!(checkin_pass(&app, clinic_server::storage::now_ms()).await, 1);
    let refs: Vec<String> = rows(&app, OutboxKind::AftercareCheckin).await.into_iter().map(|r| r.ref_id).collect();
    assert_eq!(refs, [format!("{code}#7")]);
    let pending: Option<i64> = sqlx::query_scalar("SELECT pending FROM aftercare WHERE code = $1")
        .bind(&code)
        .fetch_one(&app.db.pool)
        .await
        .expect("row");
    assert_eq!(pending, None, "every day claimed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn erasure_takes_the_health_answers_the_aftercare_answers_and_the_photo() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(1), "10:00")).await;
    // A photo in the store, named by the health questions.
    let photo = "assessments/erasure-test.jpg";
    let path = app.uploads_dir().join(photo);
    std::fs::create_dir_all(path.parent().expect("folder")).expect("folder");
    std::fs::write(&path, b"\xFF\xD8\xFF").expect("photo");
    let now = clinic_server::storage::now_ms();
    sqlx::query(
        "INSERT INTO intakes (code, answers, submitted_at, flags, photo_key, updated_at) \
         VALUES ($1, '{\"otherMedicines\":\"secret\"}', $2, 'medicine_to_check', $3, $2)",
    )
    .bind(&code)
    .bind(now)
    .bind(photo)
    .execute(&app.db.pool)
    .await
    .expect("answers");
    sqlx::query("INSERT INTO aftercare_answers (id, code, day, answer, signs, answered_at) VALUES ('aa1', $1, 1, 'worry', 'fever', $2)")
        .bind(&code)
        .bind(now)
        .execute(&app.db.pool)
        .await
        .expect("aftercare answer");
    sqlx::query("INSERT INTO sheet_acknowledgements (code, kind, lang, version, hash, acknowledged_at, address) VALUES ($1, 'lipoma', 'en', '1', 'ab', $2, '127.0.0.1')")
        .bind(&code)
        .bind(now)
        .execute(&app.db.pool)
        .await
        .expect("acknowledgement");

    let admin = signed_in(&app, "admin", None).await;
    let preview = admin.post_json("/api/admin/erasure/preview", &json!({"email": "patient@example.com"})).await;
    assert_eq!(preview.status(), 200);
    let counts: Value = preview.json().await.expect("json");
    assert_eq!((counts["healthAnswers"].as_i64(), counts["aftercareAnswers"].as_i64()), (Some(1), Some(1)), "{counts}");
    assert!(counts["photos"].as_i64() >= Some(1), "{counts}");
    let res = admin
        .post_json(
            "/api/admin/erasure",
            &json!({"email": "patient@example.com", "confirmation": "patient@example.com"}),
        )
        .await;
    assert_eq!(res.status(), 200, "{:?}", res.text().await);

    for table in ["intakes", "aftercare_answers", "sheet_acknowledgements"] {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table} WHERE code = $1"))
            .bind(&code)
            .fetch_one(&app.db.pool)
            .await
            .expect("count");
        assert_eq!(n, 0, "{table} still holds the patient's rows");
    }
    assert!(!path.exists(), "the photo is gone from the store");
}
