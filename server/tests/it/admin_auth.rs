//! Staff sign-in as a clinic's staff member meets it: password, authenticator code, recovery codes,
//! lock-out after a brute force, sessions that expire and end, CSRF refused.

use crate::common;

use common::staff::{code_step, create_user, password_step, set_cookie, totp_code, PASSWORD};
use common::{field_codes, signed_in, spawn_app, TestApp};
use serde_json::{json, Value};

async fn audit_actions(app: &TestApp) -> Vec<String> {
    let rows = sqlx::query("SELECT action FROM audit_log ORDER BY id").fetch_all(&app.db.pool).await.expect("audit");
    rows.iter().map(|r| sqlx::Row::try_get::<String, _>(r, "action").expect("action")).collect()
}

#[tokio::test]
async fn first_sign_in_enrols_the_authenticator_and_later_ones_ask_for_a_code() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    assert_eq!(admin.recovery_codes.len(), 10, "recovery codes are shown at enrolment");

    let me: Value = admin.get("/api/admin/me").await.json().await.unwrap();
    assert_eq!(me["user"]["email"], admin.email.as_str());
    assert_eq!(me["user"]["role"], "admin");
    assert_eq!(me["csrfToken"], admin.csrf.as_str());

    // The second sign-in asks for a code, and the code of the next step (clock drift) is accepted.
    let res = password_step(&app, &admin.email, PASSWORD).await;
    let pending = set_cookie(&res, "clinic_signin").unwrap();
    let next: Value = res.json().await.unwrap();
    assert_eq!(next, json!({"next": "totp"}));
    let res = code_step(&app, &pending, &json!({"code": totp_code(&admin.totp_secret, 1)})).await;
    assert_eq!(res.status(), 200);
    let cookie = set_cookie(&res, "clinic_session").unwrap();
    assert_ne!(cookie, admin.cookie, "every sign-in gets a new session id");
    let body: Value = res.json().await.unwrap();
    assert!(body.get("recoveryCodes").is_none(), "recovery codes are shown only at enrolment");

    let actions = audit_actions(&app).await;
    assert_eq!(actions.iter().filter(|a| *a == "signin.success").count(), 2);
}

#[tokio::test]
async fn the_session_cookie_is_http_only_and_strict() {
    let app = spawn_app().await;
    let email = "nurse@clinic.example";
    create_user(&app, email, "staff", Some("taipei")).await;
    let res = password_step(&app, email, PASSWORD).await;
    let pending = set_cookie(&res, "clinic_signin").unwrap();
    let next: Value = res.json().await.unwrap();
    assert!(next["qrSvg"].as_str().unwrap().contains("<svg"));
    assert!(next["otpauthUri"].as_str().unwrap().starts_with("otpauth://totp/"));
    let secret = common::staff::base32_decode(next["secret"].as_str().unwrap());
    let res = code_step(&app, &pending, &json!({"code": totp_code(&secret, 0)})).await;
    let header = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|v| v.starts_with("clinic_session="))
        .unwrap();
    assert!(header.contains("HttpOnly") && header.contains("SameSite=Strict") && header.contains("Path=/"));
    // Plain http in tests: no Secure flag (the browser would drop the cookie), no __Host- prefix.
    assert!(!header.contains("Secure"));
}

#[tokio::test]
async fn a_wrong_code_is_refused_and_a_code_works_only_once() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let res = password_step(&app, &admin.email, PASSWORD).await;
    let pending = set_cookie(&res, "clinic_signin").unwrap();
    let wrong = if totp_code(&admin.totp_secret, 0) == "000000" { "111111" } else { "000000" };
    let res = code_step(&app, &pending, &json!({"code": wrong})).await;
    assert_eq!(res.status(), 401);
    assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "invalid_code");
    // The code used at enrolment (this step) cannot be used again.
    let res = code_step(&app, &pending, &json!({"code": totp_code(&admin.totp_secret, 0)})).await;
    assert_eq!(res.status(), 401);
}

#[tokio::test]
async fn a_recovery_code_signs_in_once() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let code = admin.recovery_codes[0].clone();
    for expected in [200, 401] {
        let res = password_step(&app, &admin.email, PASSWORD).await;
        let pending = set_cookie(&res, "clinic_signin").unwrap();
        let res = code_step(&app, &pending, &json!({"recoveryCode": code.to_lowercase()})).await;
        assert_eq!(res.status(), expected);
    }
    assert!(audit_actions(&app).await.contains(&"signin.failed".to_string()));
}

#[tokio::test]
async fn a_brute_force_on_the_password_reaches_the_lock_out() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let mut statuses = Vec::new();
    for i in 0..5 {
        let res = password_step(&app, &admin.email, &format!("guess number {i}")).await;
        statuses.push(res.status().as_u16());
        if res.status() == 429 {
            assert!(res.headers().get("retry-after").is_some());
            assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "locked");
        } else {
            assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "invalid_credentials");
        }
    }
    assert_eq!(statuses, [401, 401, 401, 401, 429]);
    // Locked: even the right password is refused now.
    let res = password_step(&app, &admin.email, PASSWORD).await;
    assert_eq!(res.status(), 429);
    let actions = audit_actions(&app).await;
    assert_eq!(actions.iter().filter(|a| *a == "signin.failed").count(), 5);
    assert!(actions.contains(&"signin.locked".to_string()));
}

#[tokio::test]
async fn unknown_and_disabled_accounts_get_the_same_answer_as_a_wrong_password() {
    let app = spawn_app().await;
    let res = password_step(&app, "nobody@clinic.example", PASSWORD).await;
    assert_eq!(res.status(), 401);
    assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "invalid_credentials");
}

#[tokio::test]
async fn sign_in_from_another_site_is_refused() {
    let app = spawn_app().await;
    create_user(&app, "nurse@clinic.example", "staff", None).await;
    let res = app
        .client
        .post(app.url("/api/admin/session"))
        .header("origin", "https://evil.example")
        .json(&json!({"email": "nurse@clinic.example", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "csrf");
}

/// Every auth, users and audit endpoint, with a body where it takes one.
fn endpoints(user_id: &str) -> Vec<(&'static str, String)> {
    vec![
        ("GET", "/api/admin/me".into()),
        ("POST", "/api/admin/session/logout".into()),
        ("POST", "/api/admin/session/logout-all".into()),
        ("POST", "/api/admin/me/password".into()),
        ("GET", "/api/admin/users".into()),
        ("POST", "/api/admin/users".into()),
        ("POST", format!("/api/admin/users/{user_id}/disable")),
        ("POST", format!("/api/admin/users/{user_id}/enable")),
        ("POST", format!("/api/admin/users/{user_id}/reset-2fa")),
        ("POST", format!("/api/admin/users/{user_id}/reset-password")),
        ("GET", "/api/admin/audit".into()),
        ("GET", "/api/admin/audit.csv".into()),
    ]
}

fn admin_only(path: &str) -> bool {
    path.starts_with("/api/admin/users") || path.starts_with("/api/admin/audit")
}

async fn send(app: &TestApp, method: &str, path: &str, cookie: Option<&str>, csrf: Option<&str>) -> reqwest::Response {
    let mut req = match method {
        "GET" => app.client.get(app.url(path)),
        _ => app
            .client
            .post(app.url(path))
            .header("origin", &app.base)
            .json(&json!({"email": "new@clinic.example", "role": "staff"})),
    };
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    if let Some(t) = csrf {
        req = req.header("x-csrf-token", t);
    }
    req.send().await.unwrap()
}

#[tokio::test]
async fn every_endpoint_refuses_without_a_session() {
    let app = spawn_app().await;
    let target = signed_in(&app, "staff", None).await;
    for (method, path) in endpoints(&target.user_id) {
        for cookie in [None, Some("clinic_session=not-a-session")] {
            let res = send(&app, method, &path, cookie, Some("x")).await;
            assert_eq!(res.status(), 401, "{method} {path} with {cookie:?}");
            assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "unauthorized");
        }
    }
    // Unknown staff paths: 401 to strangers, 404 to staff.
    assert_eq!(app.get("/api/admin/nothing-here").await.status(), 401);
    assert_eq!(target.get("/api/admin/nothing-here").await.status(), 404);
}

#[tokio::test]
async fn an_unknown_staff_path_answers_like_the_rest_of_the_api_whatever_the_method() {
    let app = spawn_app().await;
    let staff = signed_in(&app, "staff", None).await;
    // Paths no route serves, some of them ending like an action or a documented collection.
    let paths =
        ["/api/admin", "/api/admin/nothing-here", "/api/admin/nothing/status", "/api/admin/things/x/reschedule"];
    for path in paths {
        for method in ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] {
            let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
            let signed_out = app.client.request(method.clone(), app.url(path)).send().await.unwrap();
            assert_eq!(signed_out.status(), 401, "{method} {path} signed out");
            assert!(signed_out.headers().get("allow").is_none(), "{method} {path}: no resource, no Allow");
            let res = app
                .client
                .request(method.clone(), app.url(path))
                .header("cookie", &staff.cookie)
                .header("origin", &app.base)
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), 404, "{method} {path} signed in");
            assert!(res.headers().get("allow").is_none(), "{method} {path}: no resource, no Allow");
            if method != reqwest::Method::HEAD {
                assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "not_found", "{method} {path}");
            }
        }
    }
    // A documented path with a method it does not take is still 405, naming the one it takes.
    let res = app.client.delete(app.url("/api/admin/session/logout")).send().await.unwrap();
    assert_eq!(res.status(), 405);
    assert_eq!(res.headers()["allow"], "POST");
}

/// The password step of a second sign-in of `who` on another device.
async fn second_device(app: &TestApp, who: &common::staff::StaffClient) -> common::staff::StaffClient {
    let res = password_step(app, &who.email, PASSWORD).await;
    let pending = set_cookie(&res, "clinic_signin").unwrap();
    let res = code_step(app, &pending, &json!({"code": totp_code(&who.totp_secret, 1)})).await;
    let mut other = who.clone();
    other.cookie = set_cookie(&res, "clinic_session").unwrap();
    other.csrf = res.json::<Value>().await.unwrap()["csrfToken"].as_str().unwrap().to_string();
    other
}

#[tokio::test]
async fn staff_change_their_own_password_and_their_other_sessions_end() {
    let app = spawn_app().await;
    let nurse = signed_in(&app, "staff", Some("taipei")).await;
    let phone = second_device(&app, &nurse).await;
    let colleague = signed_in(&app, "staff", Some("taipei")).await;
    let path = "/api/admin/me/password";
    let new = "a much longer new passphrase";

    // A wrong current password and a short new one are refused with the field that is wrong.
    let res = nurse.post_json(path, &json!({"currentPassword": "not my password", "newPassword": new})).await;
    assert_eq!(res.status(), 422);
    assert_eq!(field_codes(&res.json().await.unwrap()), [("currentPassword".to_string(), "incorrect".to_string())]);
    let res = nurse.post_json(path, &json!({"currentPassword": PASSWORD, "newPassword": "short"})).await;
    assert_eq!(res.status(), 422);
    // The shared validation shape: `min_length` with the core's minimum, as every other field's.
    let body: Value = res.json().await.unwrap();
    assert_eq!(field_codes(&body), [("newPassword".to_string(), "min_length".to_string())]);
    assert_eq!(body["error"]["fields"][0]["params"], json!({"min": clinic_core::validate::PASSWORD_MIN_CHARS}));
    assert_eq!(phone.get("/api/admin/me").await.status(), 200, "nothing changed yet");

    let res = nurse.post_json(path, &json!({"currentPassword": PASSWORD, "newPassword": new})).await;
    assert_eq!(res.status(), 204);
    // This browser stays signed in (under a new session id, as its browser takes from Set-Cookie), the
    // phone is signed out, a colleague is untouched.
    let nurse = common::staff::StaffClient { cookie: set_cookie(&res, "clinic_session").expect("renewed"), ..nurse };
    assert_eq!(nurse.get("/api/admin/me").await.status(), 200);
    assert_eq!(phone.get("/api/admin/me").await.status(), 401);
    assert_eq!(colleague.get("/api/admin/me").await.status(), 200);
    // The old password no longer signs in; the new one does.
    assert_eq!(password_step(&app, &nurse.email, PASSWORD).await.status(), 401);
    assert_eq!(password_step(&app, &nurse.email, new).await.status(), 200);
    let stored: String = sqlx::query_scalar("SELECT password_hash FROM staff_users WHERE id = $1")
        .bind(&nurse.user_id)
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert!(stored.starts_with("$argon2id$"), "hashed as the CLI hashes");

    let actions = audit_actions(&app).await;
    assert!(actions.contains(&"user.change_password".to_string()));
    let detail: String = sqlx::query_scalar("SELECT detail FROM audit_log WHERE action = 'user.change_password'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(serde_json::from_str::<Value>(&detail).unwrap(), json!({"sessionsEnded": 1}));
}

#[tokio::test]
async fn guessing_the_current_password_from_an_open_session_reaches_the_lock_out() {
    let app = spawn_app().await;
    let nurse = signed_in(&app, "staff", None).await;
    let mut statuses = Vec::new();
    for i in 0..5 {
        let body =
            json!({"currentPassword": format!("guess number {i}"), "newPassword": "a much longer new passphrase"});
        statuses.push(nurse.post_json("/api/admin/me/password", &body).await.status().as_u16());
    }
    assert_eq!(statuses, [422, 422, 422, 422, 429]);
    // Locked like a brute force at the sign-in: the right password is refused too, there and here.
    let body = json!({"currentPassword": PASSWORD, "newPassword": "a much longer new passphrase"});
    assert_eq!(nurse.post_json("/api/admin/me/password", &body).await.status(), 429);
    assert_eq!(password_step(&app, &nurse.email, PASSWORD).await.status(), 429);
}

#[tokio::test]
async fn every_endpoint_refuses_an_idle_or_too_old_session() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let now = clinic_server::storage::now_ms();
    for (column, age) in [("last_seen_at", 31 * 60_000), ("created_at", 12 * 3_600_000 + 1)] {
        sqlx::query("UPDATE staff_sessions SET created_at = $1, last_seen_at = $1")
            .bind(now)
            .execute(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(admin.get("/api/admin/me").await.status(), 200);
        sqlx::query(&format!("UPDATE staff_sessions SET {column} = $1"))
            .bind(now - age)
            .execute(&app.db.pool)
            .await
            .unwrap();
        for (method, path) in endpoints(&admin.user_id) {
            let res = send(&app, method, &path, Some(&admin.cookie), Some(&admin.csrf)).await;
            assert_eq!(res.status(), 401, "{method} {path} with {column} {age} ms ago");
        }
    }
}

#[tokio::test]
async fn staff_cannot_use_admin_endpoints() {
    let app = spawn_app().await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;
    for (method, path) in endpoints(&staff.user_id).into_iter().filter(|(_, p)| admin_only(p)) {
        let res = send(&app, method, &path, Some(&staff.cookie), Some(&staff.csrf)).await;
        assert_eq!(res.status(), 403, "{method} {path}");
        assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "forbidden");
    }
}

#[tokio::test]
async fn changes_without_the_csrf_token_or_from_another_site_are_refused() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    for (method, path) in endpoints(&admin.user_id).into_iter().filter(|(m, _)| *m == "POST") {
        for token in [None, Some("wrong-token")] {
            let res = send(&app, method, &path, Some(&admin.cookie), token).await;
            assert_eq!(res.status(), 403, "{path} with token {token:?}");
            assert_eq!(res.json::<Value>().await.unwrap()["error"]["code"], "csrf");
        }
        let res = app
            .client
            .post(app.url(&path))
            .header("cookie", &admin.cookie)
            .header("x-csrf-token", &admin.csrf)
            .header("origin", "https://evil.example")
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{path} from another origin");
        let res = app
            .client
            .post(app.url(&path))
            .header("cookie", &admin.cookie)
            .header("x-csrf-token", &admin.csrf)
            .header("sec-fetch-site", "cross-site")
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{path} cross-site");
    }
    // The session still works: nothing was changed.
    assert_eq!(admin.get("/api/admin/me").await.status(), 200);
}

#[tokio::test]
async fn sign_out_ends_this_session_and_sign_out_everywhere_ends_all() {
    let app = spawn_app().await;
    let first = signed_in(&app, "admin", None).await;
    // A second device of the same person.
    let res = password_step(&app, &first.email, PASSWORD).await;
    let pending = set_cookie(&res, "clinic_signin").unwrap();
    let res = code_step(&app, &pending, &json!({"code": totp_code(&first.totp_secret, 1)})).await;
    let mut second = first.clone();
    second.cookie = set_cookie(&res, "clinic_session").unwrap();
    second.csrf = res.json::<Value>().await.unwrap()["csrfToken"].as_str().unwrap().to_string();
    let third = signed_in(&app, "admin", None).await;

    assert_eq!(third.post_json("/api/admin/session/logout", &json!({})).await.status(), 204);
    assert_eq!(third.get("/api/admin/me").await.status(), 401);
    assert_eq!(first.get("/api/admin/me").await.status(), 200);

    assert_eq!(second.post_json("/api/admin/session/logout-all", &json!({})).await.status(), 204);
    assert_eq!(first.get("/api/admin/me").await.status(), 401);
    assert_eq!(second.get("/api/admin/me").await.status(), 401);
}

#[tokio::test]
async fn working_keeps_a_session_alive() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let now = clinic_server::storage::now_ms();
    sqlx::query("UPDATE staff_sessions SET last_seen_at = $1")
        .bind(now - 29 * 60_000)
        .execute(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(admin.get("/api/admin/me").await.status(), 200);
    let row = sqlx::query("SELECT last_seen_at FROM staff_sessions").fetch_one(&app.db.pool).await.unwrap();
    let seen: i64 = sqlx::Row::try_get(&row, "last_seen_at").unwrap();
    assert!(seen >= now, "a request counts as activity for the idle timeout");
}
