//! Sign-in and session hardening against OWASP ASVS 5.0 (V7 session management, V6 authentication)
//! that the other staff tests do not already cover (admin_auth.rs has code reuse, idle and absolute
//! timeouts, CSRF): no session fixation, and the lock-out kept in the database, so that neither a
//! restart nor a second instance forgets it.

use crate::common;

use common::staff::{base32_decode, code_step, password_step, set_cookie, totp_code, PASSWORD};
use common::*;
use serde_json::{json, Value};

/// A sign-in from a browser that already carries `planted` as its session cookie (a fixation attempt).
async fn sign_in_with_cookie(app: &TestApp, email: &str, secret: Option<&[u8]>, planted: &str) -> (String, Vec<u8>) {
    let res = app
        .client
        .post(app.url("/api/admin/session"))
        .header("origin", &app.base)
        .header("cookie", planted)
        .json(&json!({"email": email, "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(set_cookie(&res, "clinic_session"), None, "the password step alone gives no session");
    let pending = set_cookie(&res, "clinic_signin").expect("sign-in cookie");
    let next: Value = res.json().await.unwrap();
    let secret = match secret {
        Some(s) => s.to_vec(),
        None => base32_decode(next["secret"].as_str().expect("enrolment secret")),
    };
    // A code of the next step, so a second sign-in in the same 30 s does not reuse the first code.
    let steps = if next["next"] == "enrol" { 0 } else { 1 };
    let res = code_step(app, &format!("{pending}; {planted}"), &json!({"code": totp_code(&secret, steps)})).await;
    assert_eq!(res.status(), 200, "code step");
    (set_cookie(&res, "clinic_session").expect("a session cookie is set at sign-in"), secret)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_session_id_is_new_at_each_sign_in_and_a_planted_one_is_never_adopted() {
    let app = spawn_app().await;
    let email = "fixation@clinic.example";
    common::staff::create_user(&app, email, "staff", Some("taipei")).await;
    let planted = "clinic_session=attacker-chosen-value-0123456789abcdef";
    let (first, secret) = sign_in_with_cookie(&app, email, None, planted).await;
    assert_ne!(first, planted);
    let (second, _) = sign_in_with_cookie(&app, email, Some(&secret), &first).await;
    assert_ne!(second, first, "signing in again must not keep the old session id");
    // The planted value opens nothing; both real sessions are live (two devices) and distinct.
    for (cookie, want) in [(planted, 401), (first.as_str(), 200), (second.as_str(), 200)] {
        let res = app.client.get(app.url("/api/admin/me")).header("cookie", cookie).send().await.unwrap();
        assert_eq!(res.status(), want, "{cookie}");
    }
}

async fn guess_until_locked(app: &TestApp, email: &str) {
    let mut statuses = Vec::new();
    for i in 0..5 {
        statuses.push(password_step(app, email, &format!("wrong guess {i}")).await.status().as_u16());
    }
    assert_eq!(statuses, [401, 401, 401, 401, 429]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lock_out_survives_a_restart() {
    let mut app = spawn_app().await;
    let email = "locked@clinic.example";
    common::staff::create_user(&app, email, "admin", None).await;
    guess_until_locked(&app, email).await;
    let reuse = (app.database_url.clone(), app.uploads_dir());
    app.stop().await;
    let restarted = spawn_with(Options { reuse: Some(reuse), ..Options::default() }).await;
    let res = password_step(&restarted, email, PASSWORD).await;
    assert_eq!(res.status(), 429, "the right password is still refused after a restart");
    assert!(res.headers().get("retry-after").is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guesses_spread_over_two_instances_reach_the_same_lock_out() {
    let first = spawn_app().await;
    let second =
        spawn_with(Options { reuse: Some((first.database_url.clone(), first.uploads_dir())), ..Options::default() })
            .await;
    let email = "spread@clinic.example";
    common::staff::create_user(&first, email, "staff", None).await;
    let mut statuses = Vec::new();
    for i in 0..5 {
        let app = if i % 2 == 0 { &first } else { &second };
        statuses.push(password_step(app, email, &format!("wrong guess {i}")).await.status().as_u16());
    }
    assert_eq!(statuses, [401, 401, 401, 401, 429]);
    assert_eq!(password_step(&first, email, PASSWORD).await.status(), 429);
    assert_eq!(password_step(&second, email, PASSWORD).await.status(), 429);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_change_gives_the_browser_a_new_session_id_and_the_old_one_opens_nothing() {
    let app = spawn_app().await;
    let staff = common::staff::signed_in(&app, "staff", Some("taipei")).await;
    let res = staff
        .post_json(
            "/api/admin/me/password",
            &json!({"currentPassword": PASSWORD, "newPassword": "a new long passphrase 2026"}),
        )
        .await;
    assert_eq!(res.status(), 204);
    let renewed = set_cookie(&res, "clinic_session").expect("the session goes on under a new id");
    assert_ne!(renewed, staff.cookie);
    let old = app.client.get(app.url("/api/admin/me")).header("cookie", &staff.cookie).send().await.unwrap();
    assert_eq!(old.status(), 401, "the id from before the change is dead");
    // The same browser carries on: the new id, and the CSRF token it already holds.
    let after = common::staff::StaffClient { cookie: renewed, ..staff.clone() };
    assert_eq!(after.get("/api/admin/me").await.status(), 200);
    let res = after
        .post_json(
            "/api/admin/me/password",
            &json!({"currentPassword": "a new long passphrase 2026", "newPassword": "yet another passphrase 2026"}),
        )
        .await;
    assert_eq!(res.status(), 204, "a change with the CSRF token from before the rotation");
}
