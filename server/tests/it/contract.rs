//! The HTTP contract of docs/public-api.md: status codes, the one error shape, validation codes through HTTP,
//! hostile input stored verbatim, rate limiting, security headers, search, availability, health.

use crate::common;

use clinic_core::date::Date;
use clinic_server::storage::{now_ms, Backend};
use common::*;
use serde_json::{json, Value};
use sqlx::Row;

async fn codes_for(app: &TestApp, path: &str, body: &Value) -> Vec<(String, String)> {
    let res = app.post_json(path, body).await;
    assert_eq!(res.status(), 422, "{body}");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "validation");
    assert!(body["error"]["message"].is_string());
    field_codes(&body)
}

fn has(codes: &[(String, String)], field: &str, code: &str) -> bool {
    codes.iter().any(|(f, c)| f == field && c == code)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_booking_and_inquiry_validation_code_comes_back_through_http() {
    let app = spawn_app().await;
    let today = Date::clinic_today(now_ms());
    let day = open_day(0);
    let sunday =
        (1..8).map(|i| today.add_days(i)).find(|d| clinic_core::hours::CLINIC.day(*d).is_none()).unwrap().to_string();
    let with = |k: &str, v: Value| {
        let mut b = booking(&day, "10:00");
        b[k] = v;
        b
    };
    let empty = codes_for(&app, "/api/bookings", &json!({})).await;
    assert!(has(&empty, "name", "required") && has(&empty, "termsAccepted", "terms_required"));
    assert!(has(&codes_for(&app, "/api/bookings", &with("email", json!("not-an-email"))).await, "email", "email"));
    assert!(has(&codes_for(&app, "/api/bookings", &with("phone", json!("12"))).await, "phone", "phone"));
    assert!(has(&codes_for(&app, "/api/bookings", &with("name", json!("A"))).await, "name", "min_length"));
    assert!(has(
        &codes_for(&app, "/api/bookings", &with("message", json!("x".repeat(2001)))).await,
        "message",
        "max_length"
    ));
    assert!(has(
        &codes_for(&app, "/api/bookings", &with("preferredDate", json!("2026/11/30"))).await,
        "preferredDate",
        "format"
    ));
    assert!(has(&codes_for(&app, "/api/bookings", &with("branch", json!("tokyo"))).await, "branch", "invalid_choice"));
    assert!(has(
        &codes_for(&app, "/api/bookings", &with("preferredDate", json!(today.add_days(-1).to_string()))).await,
        "preferredDate",
        "date_past"
    ));
    assert!(has(
        &codes_for(&app, "/api/bookings", &with("preferredDate", json!(sunday))).await,
        "preferredDate",
        "date_closed"
    ));
    assert!(has(
        &codes_for(&app, "/api/bookings", &with("preferredDate", json!(today.add_days(200).to_string()))).await,
        "preferredDate",
        "date_too_far"
    ));
    assert!(has(
        &codes_for(&app, "/api/bookings", &with("preferredTime", json!("09:00"))).await,
        "preferredTime",
        "time_outside_hours"
    ));
    assert!(has(
        &codes_for(&app, "/api/bookings", &with("termsAccepted", json!(false))).await,
        "termsAccepted",
        "terms_required"
    ));
    let mut short = inquiry();
    short["message"] = json!("hi");
    short["subject"] = json!("s".repeat(151));
    let got = codes_for(&app, "/api/inquiries", &short).await;
    assert!(has(&got, "message", "min_length") && has(&got, "subject", "max_length"));
    assert_eq!(app.count("bookings").await + app.count("inquiries").await, 0, "nothing invalid is stored");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn unreadable_bodies_get_400_413_415_in_the_error_shape() {
    let app = spawn_app().await;
    let post = |body: &'static str, ct: &'static str| {
        app.client.post(app.url("/api/bookings")).header("content-type", ct).body(body).send()
    };
    for (body, ct, status) in [
        ("{not json", "application/json", 400),
        (r#"{"termsAccepted": "yes"}"#, "application/json", 400),
        ("[]", "application/json", 400),
        ("name=x", "application/x-www-form-urlencoded", 415),
        ("{}", "text/plain", 415),
    ] {
        let res = post(body, ct).await.unwrap();
        assert_eq!(res.status(), status, "{body} {ct}");
        let err: Value = res.json().await.unwrap();
        assert!(err["error"]["code"].is_string() && err["error"]["fields"].is_array());
    }
    let huge = json!({"name": "x".repeat(70 * 1024)});
    let res = app.post_json("/api/inquiries", &huge).await;
    assert_eq!(res.status(), 413);
    assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "too_large");
    let no_multipart = app.client.post(app.url("/api/assessments")).json(&assessment_data()).send().await.unwrap();
    assert_eq!(no_multipart.status(), 415);
    let bad_key =
        app.client.post(app.url("/api/inquiries")).header("Idempotency-Key", "").json(&inquiry()).send().await.unwrap();
    assert_eq!(bad_key.status(), 400);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn hostile_text_is_stored_verbatim() {
    let app = spawn_app().await;
    let subject = "'; DROP TABLE inquiries; -- <b>";
    let message = "<script>alert(1)</script> \u{202E}gnp.exe 𝒜😀 مرحبا Robert'); DELETE FROM bookings;--";
    let mut b = inquiry();
    b["subject"] = json!(subject);
    b["message"] = json!(message);
    let res = app.post_json("/api/inquiries", &b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    assert!(body["id"].as_str().unwrap().starts_with("inq_"));
    assert!(body["receivedAt"].as_str().unwrap().ends_with('Z'));
    let row = sqlx::query("SELECT subject, message FROM inquiries WHERE id = $1")
        .bind(body["id"].as_str().unwrap())
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(row.get::<String, _>("subject"), subject);
    assert_eq!(row.get::<String, _>("message"), message);
    let mut booking = booking(&open_day(0), "17:00");
    booking["message"] = json!(message);
    booking["name"] = json!("O'Brien \"Bobby\"");
    let res = app.post_json("/api/bookings", &booking).await;
    assert_eq!(res.status(), 201);
    let row = sqlx::query("SELECT name, message FROM bookings").fetch_one(&app.db.pool).await.unwrap();
    assert_eq!(row.get::<String, _>("name"), "O'Brien \"Bobby\"");
    assert_eq!(row.get::<String, _>("message"), message);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_client_over_the_rate_limit_gets_429_with_retry_after() {
    let app = spawn_with(Options { rate_limit: 3, ..Default::default() }).await;
    for _ in 0..3 {
        assert_eq!(app.post_json("/api/inquiries", &inquiry()).await.status(), 201);
    }
    let res = app.get("/api/bookings/AAAA-BBBB-CC?contact=a@b.com").await;
    assert_eq!(res.status(), 429, "lookups share the limit");
    let retry: u64 = res.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry));
    assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "rate_limited");
    assert_eq!(app.get("/api/search?lang=en&q=lipoma").await.status(), 200, "reading articles is not limited");
}

/// Posts an inquiry claiming to come from `forwarded` (an `X-Forwarded-For` header).
async fn inquiry_via(app: &TestApp, forwarded: &str) -> u16 {
    let res = app
        .client
        .post(app.url("/api/inquiries"))
        .header("x-forwarded-for", forwarded)
        .json(&inquiry())
        .send()
        .await
        .unwrap();
    res.status().as_u16()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit() {
    let env = vec![("CLINIC_TRUSTED_PROXIES", "127.0.0.0/8".to_string())];
    let app = spawn_with(Options { rate_limit: 2, env, ..Default::default() }).await;
    for _ in 0..2 {
        assert_eq!(inquiry_via(&app, "198.51.100.7").await, 201);
    }
    assert_eq!(inquiry_via(&app, "198.51.100.7").await, 429, "the forwarded client is counted");
    // A client of the same proxy is someone else, even when it forges an entry in front.
    assert_eq!(inquiry_via(&app, "198.51.100.7, 203.0.113.9").await, 201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_trusted_proxies_a_forged_forwarded_header_does_not_escape_the_limit() {
    let app = spawn_with(Options { rate_limit: 2, ..Default::default() }).await;
    for n in 0..2 {
        assert_eq!(inquiry_via(&app, &format!("198.51.100.{n}")).await, 201);
    }
    assert_eq!(inquiry_via(&app, "198.51.100.99").await, 429, "the header is ignored: the peer is the client");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn staff_endpoints_say_401_and_unknown_api_paths_404_in_json() {
    let app = spawn_app().await;
    for path in ["/api/admin", "/api/admin/bookings", "/api/admin/photos/x.jpg"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 401, "{path}");
        assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "unauthorized");
    }
    let res = app.get("/api/nothing-here").await;
    assert_eq!(res.status(), 404);
    assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "not_found");
    let res = app.client.delete(app.url("/api/bookings")).send().await.unwrap();
    assert_eq!(res.status(), 405);
    assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "method_not_allowed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;
    for path in ["/healthz", "/api/search?lang=en", "/nope", "/api/admin"] {
        let res = app.get(path).await;
        let h = res.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        for part in [
            "default-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
            "'wasm-unsafe-eval'",
        ] {
            assert!(csp.contains(part), "{path}: {part}");
        }
        assert_eq!(h["x-content-type-options"], "nosniff");
        assert!(
            h.contains_key("referrer-policy") && h.contains_key("permissions-policy") && h.contains_key("x-request-id")
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn health_availability_search_and_openapi_answer() {
    let app = spawn_app().await;
    let expected = if std::env::var("TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty()) {
        Backend::Postgres
    } else {
        Backend::Sqlite
    };
    assert_eq!(app.db.backend, expected, "the backend under test is the one asked for");
    assert_eq!(app.get("/healthz").await.status(), 200);
    assert_eq!(app.get("/readyz").await.status(), 200);
    let avail: Value = app.get("/api/availability?branch=kaohsiung").await.json().await.unwrap();
    assert_eq!(avail["timeZone"], "Asia/Taipei");
    let slots = avail["slots"].as_array().unwrap();
    assert!(slots.len() > 100, "two weeks of slots");
    assert!(slots.iter().all(|s| s["remaining"] == 2));
    for q in ["", "?branch=osaka", "?branch=taipei&from=2026-13-01", "?branch=taipei&from=2027-01-01&to=2027-06-01"] {
        assert_eq!(app.get(&format!("/api/availability{q}")).await.status(), 422, "{q}");
    }
    let hits: Value = app.get("/api/search?lang=en&q=lipoma").await.json().await.unwrap();
    let results = hits["results"].as_array().unwrap();
    assert!(results.iter().any(|r| r["id"] == "what-is-a-lipoma"));
    assert!(results[0]["title"].is_string() && results[0]["score"].is_number() && results[0]["category"].is_string());
    let empty: Value = app.get("/api/search?lang=ko&q=lipoma").await.json().await.unwrap();
    assert!(empty["results"].is_array());
    assert_eq!(app.get("/api/search?lang=xx&q=a").await.status(), 422);
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    assert!(doc["paths"]["/api/bookings"]["post"].is_object());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_carries_a_request_id_and_keeps_one_given_by_the_proxy() {
    let app = spawn_app().await;
    let mut seen = std::collections::HashSet::new();
    for path in
        ["/healthz", "/api/search?lang=en&q=lipoma", "/api/bookings/K7XP-3M9Q-T2?contact=a%40b.tw", "/api/nowhere"]
    {
        let res = app.client.get(app.url(path)).send().await.unwrap();
        let id = res
            .headers()
            .get("x-request-id")
            .unwrap_or_else(|| panic!("{path}: no x-request-id"))
            .to_str()
            .unwrap()
            .to_owned();
        assert_eq!(id.len(), 36, "{path}: {id} is not a UUID");
        assert!(seen.insert(id), "{path}: a request id was reused");
    }
    let res = app.client.get(app.url("/healthz")).header("x-request-id", "lb-7f3a").send().await.unwrap();
    assert_eq!(res.headers()["x-request-id"], "lb-7f3a");
}
