//! A phone number is the same phone however its digits were typed: ASCII, full-width (Chinese and
//! Japanese input methods) or Arabic-Indic (Arabic keyboards). The core folds them once
//! (`clinic_core::digits`); the status lookup, the open-booking limit per contact and the staff
//! inbox's search all match by those digits.

use crate::common;

use common::*;
use serde_json::{json, Value};

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

async fn book(app: &TestApp, body: &Value) -> (u16, Value) {
    let res = app.post_json("/api/bookings", body).await;
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_typed_in_arabic_indic_digits_is_found_by_its_phone_in_any_digits() {
    let app = spawn_app().await;
    let mut b = booking(&open_day(0), "10:00");
    b["phone"] = json!("٠٩١٢ ٣٤٥ ٦٧٨");
    b["lang"] = json!("ar");
    let (status, body) = book(&app, &b).await;
    assert_eq!(status, 201, "an Arabic keyboard's digits are a phone number: {body}");
    let code = body["confirmationCode"].as_str().expect("a code").to_string();

    for contact in ["0912-345-678", "０９１２３４５６７８", "٠٩١٢٣٤٥٦٧٨"] {
        let res = app.get(&format!("/api/bookings/{code}?contact={}", urlencode(contact))).await;
        assert_eq!(res.status(), 200, "looked up with {contact}");
    }
    let res = app.get(&format!("/api/bookings/{code}?contact={}", urlencode("٠٩١٢٣٤٥٦٧٩"))).await;
    assert_eq!(res.status(), 404, "another phone is another patient");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_phone_in_three_scripts_of_digits_meets_the_open_booking_limit() {
    let app =
        spawn_with(Options { env: vec![("CLINIC_OPEN_BOOKINGS_PER_CONTACT", "2".to_string())], ..Options::default() })
            .await;
    let of = |n: usize, email: &str, phone: &str| {
        let mut b = booking(&open_day(n), "11:00");
        b["email"] = json!(email);
        b["phone"] = json!(phone);
        b
    };
    assert_eq!(book(&app, &of(0, "a@example.com", "0912-000-001")).await.0, 201);
    assert_eq!(book(&app, &of(1, "b@example.com", "０９１２－０００－００１")).await.0, 201);
    let (status, body) = book(&app, &of(2, "c@example.com", "٠٩١٢ ٠٠٠ ٠٠١")).await;
    assert_eq!((status, body["error"]["code"].as_str()), (409, Some("too_many_open_bookings")), "{body}");
    assert_eq!(book(&app, &of(3, "d@example.com", "٠٩١٢ ٠٠٠ ٠٠٢")).await.0, 201, "another phone");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staff_find_an_inquiry_typed_with_a_full_width_phone_by_its_digits() {
    let app = spawn_app().await;
    let mut q = inquiry();
    q["phone"] = json!("０９０－１２３４－５６７８");
    q["lang"] = json!("ja");
    assert_eq!(app.post_json("/api/inquiries", &q).await.status(), 201);
    let mut b = booking(&open_day(0), "10:30");
    b["name"] = json!("محمد العلي");
    b["phone"] = json!("٠٥٠ ١٢٣ ٤٥٦٧");
    b["lang"] = json!("ar");
    let (status, body) = book(&app, &b).await;
    assert_eq!(status, 201, "{body}");
    let admin = signed_in(&app, "admin", None).await;

    for (search, kind) in [
        ("09012345678", "inquiry"),
        ("090-1234-5678", "inquiry"),
        ("１２３４５６７８", "inquiry"),
        ("0501234567", "booking"),
        ("٠٥٠١٢٣", "booking"),
    ] {
        let found: Value = admin
            .get(&format!("/api/admin/inbox?q={}", urlencode(search)))
            .await
            .json()
            .await
            .expect("the inbox answers");
        let kinds: Vec<&str> =
            found["items"].as_array().into_iter().flatten().filter_map(|i| i["kind"].as_str()).collect();
        assert_eq!(kinds, [kind], "{search}: {found}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_inquiry_stored_before_the_phone_digits_column_is_found_after_the_upgrade() {
    // A database as the previous release left it: every migration before 0015, and an inquiry whose
    // phone was typed with a full-width input method.
    let dir = tempfile::tempdir().expect("temp dir");
    let url = fresh_database(dir.path()).await;
    let db = clinic_server::storage::Db::connect(&url).await.expect("connect");
    let backend = if url.starts_with("sqlite") { "sqlite" } else { "postgres" };
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(backend);
    let mut before = sqlx::migrate::Migrator::new(folder).await.expect("the migrations folder");
    before.migrations = before.migrations.iter().filter(|m| m.version < 15).cloned().collect::<Vec<_>>().into();
    before.run(&db.pool).await.expect("migrations before 0015");
    sqlx::query(
        "INSERT INTO inquiries (id, name, email, phone, subject, message, inquiry_type, lang, received_at) \
         VALUES ('inq_before', 'Sato Hanako', 'sato@example.jp', '＋８１ （９０）１２３４－５６７８', 'Lipoma', 'A lump', \
         'general', 'ja', 1)",
    )
    .execute(&db.pool)
    .await
    .expect("an inquiry of the previous release");
    db.pool.close().await;

    let app =
        spawn_with(Options { reuse: Some((url.clone(), dir.path().join("uploads"))), ..Default::default() }).await;
    let admin = signed_in(&app, "admin", None).await;
    for search in ["819012345678", "(90) 1234-5678"] {
        let found: Value = admin
            .get(&format!("/api/admin/inbox?q={}", urlencode(search)))
            .await
            .json()
            .await
            .expect("the inbox answers");
        assert_eq!(found["items"][0]["id"], "inq_before", "{search}: {found}");
    }
}
