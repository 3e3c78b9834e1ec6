//! Consent records (issue 14): every booking, inquiry and assessment stores which privacy notice the
//! patient accepted and when; a submission without the consent is refused with `terms_required`;
//! staff see the record; production refuses to start while sample content remains. Runs on SQLite,
//! and on PostgreSQL under `scripts/with-postgres.sh`.

use crate::common;

use clinic_core::notice::{NOTICE_VERSION, PLACEHOLDERS};
use clinic_server::app::{self, StartError};
use clinic_server::config::Config;
use clinic_server::storage::now_ms;
use common::*;
use reqwest::multipart::Form;
use serde_json::{json, Value};

async fn stored_notice(app: &TestApp, table: &str, key: &str, id: &str) -> (Option<String>, Option<i64>) {
    sqlx::query_as(&format!("SELECT notice_version, notice_accepted_at FROM {table} WHERE {key} = $1"))
        .bind(id)
        .fetch_one(&app.db.pool)
        .await
        .unwrap()
}

async fn assess(app: &TestApp, data: &Value) -> reqwest::Response {
    let form = Form::new().text("data", data.to_string());
    app.client.post(app.url("/api/assessments")).multipart(form).send().await.unwrap()
}

#[tokio::test]
async fn a_booking_stores_the_notice_version_and_when_it_was_accepted() {
    let app = spawn_app().await;
    let before = now_ms();
    let res = app.post_json("/api/bookings", &booking(&open_day(0), "10:30")).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    let code = body["confirmationCode"].as_str().unwrap().replace('-', "");
    let (version, at) = stored_notice(&app, "bookings", "code", &code).await;
    assert_eq!(version.as_deref(), Some(NOTICE_VERSION));
    assert!(at.is_some_and(|t| t >= before && t <= now_ms()), "{at:?}");
}

#[tokio::test]
async fn an_assessment_without_health_data_consent_is_refused_and_nothing_is_stored() {
    let app = spawn_app().await;
    let mut data = assessment_data();
    data.as_object_mut().unwrap().remove("healthDataConsent");
    let res = assess(&app, &data).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert_eq!(field_codes(&body), vec![("healthDataConsent".to_string(), "terms_required".to_string())]);
    data["healthDataConsent"] = json!(false);
    assert_eq!(assess(&app, &data).await.status(), 422);
    assert_eq!(app.count("assessments").await, 0);
}

#[tokio::test]
async fn an_assessment_with_both_consents_stores_the_notice_version() {
    let app = spawn_app().await;
    let res = assess(&app, &assessment_data()).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    let id = body["id"].as_str().unwrap();
    let (version, at) = stored_notice(&app, "assessments", "id", id).await;
    assert_eq!((version.as_deref(), at.is_some()), (Some(NOTICE_VERSION), true));
}

#[tokio::test]
async fn an_inquiry_refusing_the_notice_is_terms_required() {
    let app = spawn_app().await;
    let mut b = inquiry();
    b["termsAccepted"] = json!(false);
    let res = app.post_json("/api/inquiries", &b).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert_eq!(field_codes(&body), vec![("termsAccepted".to_string(), "terms_required".to_string())]);
    assert_eq!(app.count("inquiries").await, 0);
}

#[tokio::test]
async fn an_inquiry_stores_the_notice_when_accepted_and_nothing_from_an_older_client() {
    let app = spawn_app().await;
    let mut accepted = inquiry();
    accepted["termsAccepted"] = json!(true);
    let res = app.post_json("/api/inquiries", &accepted).await;
    assert_eq!(res.status(), 201);
    let id = res.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_string();
    assert_eq!(stored_notice(&app, "inquiries", "id", &id).await.0.as_deref(), Some(NOTICE_VERSION));

    let res = app.post_json("/api/inquiries", &inquiry()).await;
    assert_eq!(res.status(), 201, "a client written before the notice still works");
    let old = res.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_string();
    assert_eq!(stored_notice(&app, "inquiries", "id", &old).await, (None, None));
}

#[tokio::test]
async fn staff_see_the_accepted_notice_in_the_detail_views() {
    let app = spawn_app().await;
    let res = app.post_json("/api/bookings", &booking(&open_day(1), "11:00")).await;
    let code = res.json::<Value>().await.unwrap()["confirmationCode"].as_str().unwrap().to_string();
    let res = assess(&app, &assessment_data()).await;
    let assessment = res.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_string();
    let old_inquiry = app.post_json("/api/inquiries", &inquiry()).await.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let staff = signed_in(&app, "admin", None).await;
    for path in [format!("/api/admin/bookings/{code}"), format!("/api/admin/assessments/{assessment}")] {
        let detail: Value = staff.get(&path).await.json().await.unwrap();
        assert_eq!(detail["privacyVersion"], NOTICE_VERSION, "{path}: {detail}");
        assert!(detail["privacyAcceptedAt"].as_str().is_some_and(|t| t.ends_with('Z')), "{path}: {detail}");
    }
    let detail: Value = staff.get(&format!("/api/admin/inquiries/{old_inquiry}")).await.json().await.unwrap();
    assert_eq!((detail["privacyVersion"].clone(), detail["privacyAcceptedAt"].clone()), (Value::Null, Value::Null));
}

#[tokio::test]
async fn production_refuses_to_start_while_sample_content_remains() {
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_database(dir.path()).await;
    let uploads = format!("file://{}", dir.path().join("uploads").display());
    let config = Config::from_lookup(|k| match k {
        "CLINIC_ENV" => Some("production".into()),
        "CLINIC_ADDR" => Some("127.0.0.1:0".into()),
        "DATABASE_URL" => Some(db.clone()),
        "UPLOAD_STORE" => Some(uploads.clone()),
        _ => None,
    })
    .unwrap();
    let started = app::start(config).await;
    if PLACEHOLDERS.is_empty() {
        assert!(started.is_ok(), "no sample content left: production starts");
        return;
    }
    match started {
        Err(e @ StartError::SampleContent(_)) => {
            let message = e.to_string();
            assert!(message.contains(PLACEHOLDERS[0]) && message.contains("CLINIC_ENV=production"), "{message}");
        }
        Err(e) => panic!("refused for another reason: {e}"),
        Ok(_) => panic!("production started with sample content"),
    }
}
