//! Retention and erasure (docs/retention.md): the purge empties closed submissions past their period
//! and nothing else, deletes their photos from the store and keeps the rows that the counts need; an
//! admin erases one patient by e-mail (any case) or phone, after a preview and a confirmation. Runs
//! on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (scripts/with-postgres.sh).

use crate::common;

use clinic_core::date::Date;
use clinic_server::storage::now_ms;
use clinic_server::storage::retention::Removed;
use clinic_server::tasks::retention::{self, Periods, Requester};
use clinic_server::uploads::Uploads;
use common::*;
use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};

const DAY_MS: i64 = 86_400_000;

fn jpeg() -> Vec<u8> {
    let img = image::ImageBuffer::from_fn(24, 24, |x, y| image::Rgb([(x * 9) as u8, (y * 7) as u8, 90u8]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).expect("jpeg");
    out
}

/// A self-assessment with one photo, through the public API; its id.
async fn assessment_with_photo(app: &TestApp, email: Option<&str>) -> String {
    let mut data = assessment_data();
    if let Some(e) = email {
        data["email"] = json!(e);
        data["medicalHistory"] = json!("diabetes since 2010");
    }
    let form = Form::new()
        .part("data", Part::text(data.to_string()).mime_str("application/json").expect("mime"))
        .part("images", Part::bytes(jpeg()).file_name("lump.jpg").mime_str("image/jpeg").expect("mime"));
    let res = app.client.post(app.url("/api/assessments")).multipart(form).send().await.expect("request");
    assert_eq!(res.status(), 201);
    res.json::<Value>().await.expect("json")["id"].as_str().expect("id").to_string()
}

async fn book(app: &TestApp, b: &Value) -> String {
    let res = app.post_json("/api/bookings", b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    let code = body["confirmationCode"].as_str().expect("code");
    clinic_core::code::ConfirmationCode::parse(code).expect("code").canonical().to_string()
}

async fn inquire(app: &TestApp, email: &str, phone: Option<&str>) -> String {
    let mut body = inquiry();
    body["email"] = json!(email);
    if let Some(p) = phone {
        body["phone"] = json!(p);
    }
    let res = app.post_json("/api/inquiries", &body).await;
    assert_eq!(res.status(), 201);
    res.json::<Value>().await.expect("json")["id"].as_str().expect("id").to_string()
}

async fn exec(app: &TestApp, sql: &str, a: impl ToString, id: &str) {
    sqlx::query(sql).bind(a.to_string()).bind(id).execute(&app.db.pool).await.expect("update");
}

async fn exec_int(app: &TestApp, sql: &str, a: i64, id: &str) {
    sqlx::query(sql).bind(a).bind(id).execute(&app.db.pool).await.expect("update");
}

async fn text(app: &TestApp, sql: &str, id: &str) -> String {
    sqlx::query_scalar::<_, String>(sql).bind(id).fetch_one(&app.db.pool).await.expect("select")
}

async fn photo_paths(app: &TestApp, assessment: &str) -> Vec<String> {
    sqlx::query_scalar("SELECT object_path FROM assessment_photos WHERE assessment_id = $1")
        .bind(assessment)
        .fetch_all(&app.db.pool)
        .await
        .expect("select")
}

fn on_disk(app: &TestApp, path: &str) -> bool {
    app.uploads_dir().join(path).exists()
}

fn uploads(app: &TestApp) -> Uploads {
    Uploads::open(&format!("file://{}", app.uploads_dir().display())).expect("uploads")
}

fn days_ago(n: i32) -> String {
    Date::clinic_today(now_ms()).add_days(-n).to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_purge_empties_closed_submissions_past_their_period_and_nothing_else() {
    let app = spawn_app().await;
    after_startup_pass(&app).await;
    assert_eq!(app.count("audit_log").await, 0, "a daily run that finds nothing is not audited");
    let periods = Periods::default();
    let old = now_ms() - 400 * DAY_MS;

    // Bookings: one completed long ago (due), one nobody marked after its day as long ago (due: the
    // notice promises two years after the visit day), one completed recently (kept).
    let due_booking = book(&app, &booking(&open_day(0), "10:00")).await;
    let unmarked_booking = book(&app, &booking(&open_day(0), "10:30")).await;
    let recent_booking = book(&app, &booking(&open_day(0), "11:00")).await;
    let set_day = "UPDATE bookings SET preferred_date = $1 WHERE code = $2";
    exec(&app, set_day, days_ago(800), &due_booking).await;
    exec(&app, set_day, days_ago(800), &unmarked_booking).await;
    exec(&app, set_day, days_ago(10), &recent_booking).await;
    exec(&app, "UPDATE bookings SET status = $1 WHERE code = $2", "completed", &due_booking).await;
    exec(&app, "UPDATE bookings SET status = $1 WHERE code = $2", "confirmed", &unmarked_booking).await;
    exec(&app, "UPDATE bookings SET status = $1 WHERE code = $2", "completed", &recent_booking).await;

    // Inquiries: answered long ago (due), still new after as long (kept), and received long ago but
    // closed only last week (kept: the period runs from the last answer or closing).
    let due_inquiry = inquire(&app, "old@example.com", None).await;
    let open_inquiry = inquire(&app, "waiting@example.com", None).await;
    let late_inquiry = inquire(&app, "late@example.com", None).await;
    for id in [&due_inquiry, &open_inquiry, &late_inquiry] {
        exec_int(&app, "UPDATE inquiries SET received_at = $1 WHERE id = $2", old, id).await;
    }
    exec(&app, "UPDATE inquiries SET status = $1 WHERE id = $2", "answered", &due_inquiry).await;
    exec(&app, "UPDATE inquiries SET status = $1 WHERE id = $2", "closed", &late_inquiry).await;
    sqlx::query(
        "INSERT INTO submission_events (id, kind, submission_id, at, actor_email, action, from_state, to_state) \
         VALUES ('evt_late', 'inquiry', $1, $2, 'desk@clinic.example', 'status', 'new', 'closed')",
    )
    .bind(&late_inquiry)
    .bind(now_ms() - 7 * DAY_MS)
    .execute(&app.db.pool)
    .await
    .expect("event");

    // Assessments with photos: reviewed long ago (due), open as long (kept), closed recently (kept).
    let due_assessment = assessment_with_photo(&app, Some("old@example.com")).await;
    let open_assessment = assessment_with_photo(&app, Some("open@example.com")).await;
    let recent_assessment = assessment_with_photo(&app, Some("recent@example.com")).await;
    for id in [&due_assessment, &open_assessment] {
        exec_int(&app, "UPDATE assessments SET created_at = $1 WHERE id = $2", old, id).await;
    }
    exec(&app, "UPDATE assessments SET status = $1 WHERE id = $2", "reviewed", &due_assessment).await;
    exec(&app, "UPDATE assessments SET status = $1 WHERE id = $2", "closed", &recent_assessment).await;
    let due_photo = photo_paths(&app, &due_assessment).await;
    let kept_photos = [photo_paths(&app, &open_assessment).await, photo_paths(&app, &recent_assessment).await].concat();
    assert!(due_photo.iter().chain(&kept_photos).all(|p| on_disk(&app, p)));
    let counts_before = (app.count("bookings").await, app.count("inquiries").await, app.count("assessments").await);

    let writer = app.writer();
    let requester = Requester { via: "cli", ..Requester::default() };
    let removed =
        retention::purge(&app.db, &writer, &uploads(&app), periods, &requester, now_ms()).await.expect("purge");
    assert_eq!(
        removed,
        Removed { bookings: 2, inquiries: 1, assessments: 1, photos: 1, waitlist: 0, ..Removed::default() }
    );

    // Gone: names, contacts, free text and the photo, from the rows and the disk.
    let b = "SELECT name || '|' || email || '|' || phone || '|' || COALESCE(message, '') FROM bookings WHERE code = $1";
    assert_eq!(text(&app, b, &due_booking).await, "|||");
    assert_eq!(text(&app, b, &unmarked_booking).await, "|||");
    // The keys the flooding limits count by are personal data too.
    let keys = "SELECT COALESCE(email_key, '') || '|' || COALESCE(client_network, '') FROM bookings WHERE code = $1";
    assert_eq!(text(&app, keys, &due_booking).await, "|");
    let i = "SELECT name || '|' || email || '|' || subject || '|' || message FROM inquiries WHERE id = $1";
    assert_eq!(text(&app, i, &due_inquiry).await, "|||");
    let a = "SELECT answers || '|' || COALESCE(email, '') FROM assessments WHERE id = $1";
    assert_eq!(text(&app, a, &due_assessment).await, "{}|");
    assert!(photo_paths(&app, &due_assessment).await.is_empty());
    assert!(due_photo.iter().all(|p| !on_disk(&app, p)), "the purged photo is deleted from the store");

    // Kept: what the counts need, and everything open or recent, photos included.
    assert_eq!(text(&app, "SELECT status FROM bookings WHERE code = $1", &due_booking).await, "completed");
    assert_eq!(text(&app, "SELECT branch FROM bookings WHERE code = $1", &due_booking).await, "taipei");
    assert_eq!(
        counts_before,
        (app.count("bookings").await, app.count("inquiries").await, app.count("assessments").await)
    );
    assert_eq!(text(&app, "SELECT email FROM bookings WHERE code = $1", &recent_booking).await, "Patient@Example.com");
    assert_eq!(text(&app, "SELECT email FROM inquiries WHERE id = $1", &open_inquiry).await, "waiting@example.com");
    assert_eq!(text(&app, "SELECT email FROM inquiries WHERE id = $1", &late_inquiry).await, "late@example.com");
    for id in [&open_assessment, &recent_assessment] {
        assert!(text(&app, "SELECT answers FROM assessments WHERE id = $1", id).await.contains("diabetes"));
    }
    assert!(kept_photos.iter().all(|p| on_disk(&app, p)), "photos of kept assessments stay");

    // Audited with the counts; a second pass finds nothing left to do.
    let detail: String =
        sqlx::query_scalar("SELECT detail FROM audit_log WHERE action = 'retention.purge' ORDER BY id DESC LIMIT 1")
            .fetch_one(&app.db.pool)
            .await
            .expect("audit");
    let detail: Value = serde_json::from_str(&detail).expect("json");
    assert_eq!(detail["via"], "cli");
    assert_eq!(detail["removed"]["photos"], 1);
    let again = retention::purge(&app.db, &writer, &uploads(&app), periods, &requester, now_ms()).await.expect("purge");
    assert_eq!(again, Removed::default());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_two_instances_only_one_takes_the_day_s_purge() {
    let app = spawn_app().await;
    after_startup_pass(&app).await;
    let (writer, store) = (app.writer(), uploads(&app));
    // A day later the start-up pass's lease has run out: one of two instances wins it, once.
    let tomorrow = now_ms() + DAY_MS + 1;
    let first = retention::daily(&app.db, &writer, &store, Periods::default(), "instance-a", tomorrow).await;
    let second = retention::daily(&app.db, &writer, &store, Periods::default(), "instance-b", tomorrow + 5).await;
    assert!(first.expect("first").is_some());
    assert!(second.expect("second").is_none(), "the other instance skips the day");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_admin_erases_one_patient_by_e_mail_in_another_case_after_confirming() {
    let app = spawn_with(Options { slot_capacity: 1, ..Default::default() }).await;
    after_startup_pass(&app).await;
    let day = open_day(1);
    let booking_code = book(&app, &booking(&day, "10:00")).await; // Patient@Example.com
    let inquiry_id = inquire(&app, "patient@example.com", Some("0912 345 678")).await;
    let assessment_id = assessment_with_photo(&app, Some("PATIENT@example.com")).await;
    let photo = photo_paths(&app, &assessment_id).await;
    let mut other = booking(&day, "10:30");
    other["email"] = json!("someone.else@example.com");
    other["phone"] = json!("0933 000 111");
    let other_code = book(&app, &other).await;

    let staff = signed_in(&app, "staff", None).await;
    let who = json!({"email": "  pAtient@EXAMPLE.com "});
    assert_eq!(staff.post_json("/api/admin/erasure/preview", &who).await.status(), 403, "admins only");
    let admin = signed_in(&app, "admin", None).await;
    let res = admin.post_json("/api/admin/erasure/preview", &who).await;
    assert_eq!(res.status(), 200);
    let found: Value = res.json().await.expect("json");
    assert_eq!(
        found,
        json!({"bookings": 1, "inquiries": 1, "assessments": 1, "photos": 1, "waitlist": 0, "healthAnswers": 0, "aftercareAnswers": 0})
    );
    assert!(photo.iter().all(|p| on_disk(&app, p)), "a preview changes nothing");

    // The erasure must repeat the contact.
    let res = admin
        .post_json("/api/admin/erasure", &json!({"email": "patient@example.com", "confirmation": "x@example.com"}))
        .await;
    assert_eq!(res.status(), 422);
    assert_eq!(
        field_codes(&res.json().await.expect("json")),
        vec![("confirmation".to_string(), "mismatch".to_string())]
    );
    let res = admin
        .post_json(
            "/api/admin/erasure",
            &json!({"email": "patient@example.com", "confirmation": "Patient@Example.COM"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.expect("json"), found);

    assert_eq!(text(&app, "SELECT email FROM bookings WHERE code = $1", &booking_code).await, "");
    let status = app.get(&format!("/api/bookings/{booking_code}?contact=patient@example.com")).await.status();
    assert_eq!(status, 404, "the erased contact no longer opens the booking");
    assert_eq!(text(&app, "SELECT status FROM bookings WHERE code = $1", &booking_code).await, "cancelled");
    assert_eq!(text(&app, "SELECT email FROM inquiries WHERE id = $1", &inquiry_id).await, "");
    assert_eq!(text(&app, "SELECT answers FROM assessments WHERE id = $1", &assessment_id).await, "{}");
    assert!(photo.iter().all(|p| !on_disk(&app, p)), "the photo is deleted from the store");
    // The cancelled visit's seat is free again; the other patient is untouched.
    let taken: i64 = sqlx::query_scalar("SELECT taken FROM slot_counts WHERE slot_date = $1 AND slot_time = '10:00'")
        .bind(&day)
        .fetch_one(&app.db.pool)
        .await
        .expect("seats");
    assert_eq!(taken, 0);
    assert_eq!(text(&app, "SELECT email FROM bookings WHERE code = $1", &other_code).await, "someone.else@example.com");
    // The inbox says which rows were emptied (the dashboard names them so, rather than a blank line).
    let inbox: Value = admin.get("/api/admin/inbox?kind=booking").await.json().await.expect("json");
    let purged_of = |code: &str| {
        let items = inbox["items"].as_array().expect("items");
        items.iter().find(|i| i["id"] == code).map(|i| (i["purged"].clone(), i["name"].clone()))
    };
    assert_eq!(purged_of(&booking_code), Some((json!(true), json!(""))));
    assert_eq!(purged_of(&other_code).map(|p| p.0), Some(json!(false)));

    // Audited: who, how much, by which kind of contact; never the contact itself.
    let (actor, detail): (String, String) = sqlx::query_as(
        "SELECT actor_email, detail FROM audit_log WHERE action = 'patient.erase' ORDER BY id DESC LIMIT 1",
    )
    .fetch_one(&app.db.pool)
    .await
    .expect("audit");
    assert_eq!(actor, admin.email);
    assert!(!detail.to_lowercase().contains("patient@example.com"), "{detail}");
    let detail: Value = serde_json::from_str(&detail).expect("json");
    assert_eq!((detail["by"].clone(), detail["removed"]["bookings"].clone()), (json!("email"), json!(1)));

    // By phone, spelled differently: the other patient's booking.
    let res =
        admin.post_json("/api/admin/erasure", &json!({"phone": "0933-000-111", "confirmation": "0933000111"})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.expect("json")["bookings"], 1);
    assert_eq!(text(&app, "SELECT email FROM bookings WHERE code = $1", &other_code).await, "");
}

/// One seat per slot, and the server's own waitlist task idle after its first look, so the test runs
/// the offer pass itself.
async fn one_seat_waitlist_app() -> TestApp {
    spawn_with(Options {
        slot_capacity: 1,
        env: vec![("CLINIC_WAITLIST_POLL_SECONDS", "86400".into())],
        ..Default::default()
    })
    .await
}

async fn join_waitlist(app: &TestApp, email: &str, phone: &str, date: &str, time: &str) -> String {
    let body = json!({
        "name": "Maya Haddad", "phone": phone, "email": email, "branch": "taipei",
        "preferredDate": date, "preferredTime": time, "tumorType": "cyst", "termsAccepted": true, "lang": "en"
    });
    let res = app.post_json("/api/waitlist", &body).await;
    assert_eq!(res.status(), 201, "join {body}");
    res.json::<Value>().await.expect("json")["id"].as_str().expect("id").to_string()
}

async fn waitlist_ids(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar("SELECT id FROM waitlist_entries ORDER BY id").fetch_all(&app.db.pool).await.expect("select")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_purge_deletes_waitlist_entries_a_month_after_their_day_and_keeps_coming_ones() {
    let app = one_seat_waitlist_app().await;
    after_startup_pass(&app).await;
    let day = open_day(2);
    book(&app, &booking(&day, "10:00")).await;
    let coming = join_waitlist(&app, "coming@example.com", "0955 111 222", &day, "10:00").await;
    // Two patients waited for days long gone: one day is past the period, one only just past.
    let old = join_waitlist(&app, "old@example.com", "0955 333 444", &day, "10:00").await;
    let recent = join_waitlist(&app, "recent@example.com", "0955 555 666", &day, "10:00").await;
    exec(&app, "UPDATE waitlist_entries SET wait_date = $1, status = 'lapsed' WHERE id = $2", days_ago(31), &old).await;
    exec(&app, "UPDATE waitlist_entries SET wait_date = $1, status = 'lapsed' WHERE id = $2", days_ago(3), &recent)
        .await;

    let writer = app.writer();
    let requester = Requester { via: "cli", ..Requester::default() };
    let periods = Periods::default();
    assert_eq!(periods.waitlist_days, 30);
    let removed =
        retention::purge(&app.db, &writer, &uploads(&app), periods, &requester, now_ms()).await.expect("purge");
    assert_eq!(removed, Removed { waitlist: 1, ..Removed::default() });
    let mut kept = vec![coming.clone(), recent.clone()];
    kept.sort();
    assert_eq!(waitlist_ids(&app).await, kept, "the old entry is deleted, name and contacts with it");
    let detail: String =
        sqlx::query_scalar("SELECT detail FROM audit_log WHERE action = 'retention.purge' ORDER BY id DESC LIMIT 1")
            .fetch_one(&app.db.pool)
            .await
            .expect("audit");
    assert_eq!(serde_json::from_str::<Value>(&detail).expect("json")["removed"]["waitlist"], 1);

    // An entry that ended (here: its offer lapsed) goes a month after it ended, even if its day is
    // still ahead; the patient still waiting stays.
    exec(&app, "UPDATE waitlist_entries SET status = $1 WHERE id = $2", "lapsed", &recent).await;
    exec_int(&app, "UPDATE waitlist_entries SET updated_at = $1 WHERE id = $2", now_ms() - 31 * DAY_MS, &recent).await;
    exec(&app, "UPDATE waitlist_entries SET wait_date = $1 WHERE id = $2", &day, &recent).await;
    let removed =
        retention::purge(&app.db, &writer, &uploads(&app), periods, &requester, now_ms()).await.expect("purge");
    assert_eq!(removed.waitlist, 1);
    assert_eq!(waitlist_ids(&app).await, vec![coming]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn erasing_a_waiting_patient_deletes_their_entry_and_gives_their_held_seat_back() {
    let app = one_seat_waitlist_app().await;
    after_startup_pass(&app).await;
    let day = open_day(4);
    // The 10:00 seat is booked; a patient joins its waitlist, another waits for 11:00 under other contacts.
    book(&app, &booking(&day, "10:00")).await; // Patient@Example.com
    let waiting = join_waitlist(&app, "Maya@Example.com", "0955 111 222", &day, "10:00").await;
    let mut ken = booking(&day, "11:00");
    ken["email"] = json!("ken@example.com");
    ken["phone"] = json!("0966 777 888");
    book(&app, &ken).await;
    let other = join_waitlist(&app, "ken@example.com", "0966 777 888", &day, "11:00").await;

    // The booked patient is erased: the seat frees, and the offer pass holds it for Maya.
    let admin = signed_in(&app, "admin", None).await;
    let res = admin
        .post_json(
            "/api/admin/erasure",
            &json!({"email": "patient@example.com", "confirmation": "patient@example.com"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.expect("json")["waitlist"], 0);
    let settings = clinic_server::tasks::waitlist::Settings {
        clinic: Default::default(),
        default_capacity: 1,
        hold_ms: 120 * 60_000,
        poll: std::time::Duration::from_secs(60),
        holder: "test".into(),
    };
    let pass = clinic_server::tasks::waitlist::pass(&app.db, &app.writer(), &settings, now_ms()).await.expect("a pass");
    assert_eq!(pass.expect("the lease is free").offered, 1);
    let offer: String = sqlx::query_scalar("SELECT id FROM waitlist_offers WHERE entry_id = $1 AND status = 'held'")
        .bind(&waiting)
        .fetch_one(&app.db.pool)
        .await
        .expect("a held offer");
    let taken = "SELECT taken FROM slot_counts WHERE slot_date = $1 AND slot_time = '10:00'";
    let seats_taken = || async { sqlx::query_scalar::<_, i64>(taken).bind(&day).fetch_one(&app.db.pool).await };
    assert_eq!(seats_taken().await.expect("seats"), 1, "held for Maya");

    // Maya asks to be erased, by her phone spelled another way: the preview counts her entry.
    let who = json!({"phone": "(0955) 111-222"});
    let res = admin.post_json("/api/admin/erasure/preview", &who).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.expect("json")["waitlist"], 1);
    let res =
        admin.post_json("/api/admin/erasure", &json!({"phone": "0955111222", "confirmation": "0955-111-222"})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.json::<Value>().await.expect("json"),
        json!({"bookings": 0, "inquiries": 0, "assessments": 0, "photos": 0, "waitlist": 1, "healthAnswers": 0, "aftercareAnswers": 0})
    );

    // Her entry, her offer and its unsent message are gone; the held seat is free again.
    assert_eq!(waitlist_ids(&app).await, vec![other]);
    let offers: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM waitlist_offers").fetch_one(&app.db.pool).await.expect("offers");
    assert_eq!(offers, 0);
    let queued: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE ref_id = $1 AND sent_at IS NULL")
        .bind(&offer)
        .fetch_one(&app.db.pool)
        .await
        .expect("outbox");
    assert_eq!(queued, 0);
    assert_eq!(seats_taken().await.expect("seats"), 0, "the held seat is bookable again");
    assert_eq!(app.post_json("/api/bookings", &booking(&day, "10:00")).await.status(), 201);

    // The other waiting patient is found by e-mail in another case, and is still there.
    let res = admin.post_json("/api/admin/erasure/preview", &json!({"email": "KEN@example.com"})).await;
    assert_eq!(res.json::<Value>().await.expect("json")["waitlist"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_erasure_request_without_a_usable_contact_is_refused_clearly() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    for (body, field, code) in [
        (json!({}), "email", "required"),
        (json!({"email": "not-an-address"}), "email", "format"),
        (json!({"phone": "12-34"}), "phone", "format"),
        (json!({"email": "a@example.com", "phone": "0912345678"}), "phone", "one_of"),
    ] {
        let res = admin.post_json("/api/admin/erasure/preview", &body).await;
        assert_eq!(res.status(), 422, "{body}");
        assert_eq!(field_codes(&res.json().await.expect("json")), vec![(field.to_string(), code.to_string())]);
    }
}

/// The raw bytes of a SQLite database and its write-ahead log, as anyone who copies the disk reads them.
fn sqlite_file_bytes(app: &TestApp) -> Vec<u8> {
    let path = app.database_url.trim_start_matches("sqlite://").split('?').next().expect("path").to_string();
    let mut bytes = std::fs::read(&path).expect("database file");
    bytes.extend(std::fs::read(format!("{path}-wal")).unwrap_or_default());
    bytes
}

fn holds(haystack: &[u8], needle: &str) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle.as_bytes())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_erased_patient_s_name_and_words_are_gone_from_the_database_file() {
    let app = spawn_app().await;
    if app.db.backend != clinic_server::storage::Backend::Sqlite {
        return; // PostgreSQL's files are its own (docs/retention.md)
    }
    after_startup_pass(&app).await;
    // A name of three characters is one trigram: the search index holds it whole as one term.
    let mut b = booking(&open_day(2), "10:00");
    b["name"] = json!("鍾瀞瑩");
    b["email"] = json!("zimmerlund.quorvath@example.com");
    b["message"] = json!("Quorvathian lump behind the left ear");
    let code = book(&app, &b).await;
    let admin = signed_in(&app, "admin", None).await;
    // Staff find her by name in the inbox (the search index) before she asks to be erased.
    let found: Value = admin.get("/api/admin/inbox?q=%E9%8D%BE%E7%80%9E%E7%91%A9").await.json().await.expect("json");
    assert_eq!(found["total"], 1);
    let secrets = ["鍾瀞瑩", "zimmerlund", "Quorvathian"];
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(&app.db.pool).await.expect("checkpoint");
    let before = sqlite_file_bytes(&app);
    assert!(secrets.iter().all(|s| holds(&before, s)), "the scan finds what is stored");

    let who = json!({"email": "zimmerlund.quorvath@example.com", "confirmation": "zimmerlund.quorvath@example.com"});
    let res = admin.post_json("/api/admin/erasure", &who).await;
    assert_eq!(res.status(), 200);
    assert_eq!(text(&app, "SELECT name FROM bookings WHERE code = $1", &code).await, "");

    // The erasure itself empties the write-ahead log; the file holds none of her words, in the rows,
    // their indexes, the search index or the free space.
    let after = sqlite_file_bytes(&app);
    for s in secrets {
        assert!(!holds(&after, s), "{s:?} is still in the database file or its log");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_photo_the_store_cannot_delete_keeps_its_row_is_not_counted_and_is_deleted_by_the_next_purge() {
    let app = spawn_app().await;
    after_startup_pass(&app).await;
    let id = assessment_with_photo(&app, Some("old@example.com")).await;
    exec_int(&app, "UPDATE assessments SET created_at = $1 WHERE id = $2", now_ms() - 400 * DAY_MS, &id).await;
    exec(&app, "UPDATE assessments SET status = $1 WHERE id = $2", "reviewed", &id).await;
    let photo = photo_paths(&app, &id).await;
    assert_eq!(photo.len(), 1);
    // The store refuses to delete it: a folder (with something in it) now stands at the photo's name.
    let file = app.uploads_dir().join(&photo[0]);
    let bytes = std::fs::read(&file).expect("photo");
    std::fs::remove_file(&file).expect("remove");
    std::fs::create_dir(&file).expect("folder");
    std::fs::write(file.join("keep"), b"x").expect("inside");

    let writer = app.writer();
    let requester = Requester { via: "cli", ..Requester::default() };
    let periods = Periods::default();
    let removed =
        retention::purge(&app.db, &writer, &uploads(&app), periods, &requester, now_ms()).await.expect("purge");
    assert_eq!(removed, Removed { assessments: 1, photos: 0, ..Removed::default() }, "a failed delete is no removal");
    assert_eq!(text(&app, "SELECT answers FROM assessments WHERE id = $1", &id).await, "{}", "the words go at once");
    assert_eq!(photo_paths(&app, &id).await, photo, "the row still names the photo, so nothing forgets it");

    // The store works again (the photo is back as a file): the next purge deletes it, and counts it.
    std::fs::remove_dir_all(&file).expect("folder");
    std::fs::write(&file, bytes).expect("photo");
    let removed =
        retention::purge(&app.db, &writer, &uploads(&app), periods, &requester, now_ms()).await.expect("purge");
    assert_eq!(removed, Removed { photos: 1, ..Removed::default() });
    assert!(photo_paths(&app, &id).await.is_empty());
    assert!(!on_disk(&app, &photo[0]), "deleted from the store");
    let again = retention::purge(&app.db, &writer, &uploads(&app), periods, &requester, now_ms()).await.expect("purge");
    assert_eq!(again, Removed::default());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_s_client_network_is_forgotten_once_it_no_longer_counts_against_the_limit() {
    let app = spawn_app().await;
    after_startup_pass(&app).await;
    let open = book(&app, &booking(&open_day(0), "10:00")).await;
    let cancelled = book(&app, &booking(&open_day(0), "10:30")).await;
    let visited = book(&app, &booking(&open_day(0), "11:00")).await;
    exec(&app, "UPDATE bookings SET status = $1 WHERE code = $2", "cancelled", &cancelled).await;
    exec(&app, "UPDATE bookings SET preferred_date = $1 WHERE code = $2", days_ago(1), &visited).await;
    let network = "SELECT COALESCE(client_network, '') FROM bookings WHERE code = $1";
    for code in [&open, &cancelled, &visited] {
        assert_eq!(text(&app, network, code).await, "127.0.0.1", "stored for the limit per network");
    }

    let requester = Requester { via: "cli", ..Requester::default() };
    let removed = retention::purge(&app.db, &app.writer(), &uploads(&app), Periods::default(), &requester, now_ms())
        .await
        .expect("purge");
    assert_eq!(removed, Removed::default(), "nothing else is due");
    assert_eq!(text(&app, network, &open).await, "127.0.0.1", "an open booking still counts against its network");
    assert_eq!(text(&app, network, &cancelled).await, "", "a cancelled booking counts no more");
    assert_eq!(text(&app, network, &visited).await, "", "nor one whose day has passed");
    // The rest of them stays until their period ends.
    assert_eq!(text(&app, "SELECT name FROM bookings WHERE code = $1", &visited).await, "Test Patient");
}
