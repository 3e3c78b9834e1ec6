//! Admins manage staff accounts and read the audit log; the command line creates the first admin and
//! checks the log's hash chain.

use crate::common;

use common::staff::{password_step, PASSWORD};
use common::{signed_in, spawn_app, spawn_with, Options, StaffClient, TestApp};
use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `clinic admin ARGS` against the app's database, with `stdin` as input.
fn clinic_admin(app: &TestApp, args: &[&str], stdin: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_clinic"))
        .arg("admin")
        .args(args)
        .env("DATABASE_URL", &app.database_url)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run clinic");
    child.stdin.take().expect("stdin").write_all(stdin.as_bytes()).expect("write stdin");
    child.wait_with_output().expect("clinic finishes")
}

#[tokio::test]
async fn the_first_admin_is_created_on_the_command_line_and_can_sign_in() {
    let app = spawn_app().await;
    let out = clinic_admin(
        &app,
        &["create-user", "--email", "Boss@Clinic.example", "--role", "admin"],
        "a long enough password\n",
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let res = password_step(&app, "boss@clinic.example", "a long enough password").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.unwrap()["next"], "enrol");

    let out = clinic_admin(
        &app,
        &["create-user", "--email", "boss@clinic.example", "--role", "admin"],
        "another long password\n",
    );
    assert!(!out.status.success(), "a second account with the same e-mail is refused");
    let out = clinic_admin(&app, &["create-user", "--email", "short@clinic.example", "--role", "staff"], "short\n");
    assert!(!out.status.success(), "a short password is refused");
    let out = clinic_admin(&app, &["list-users"], "");
    assert!(String::from_utf8_lossy(&out.stdout).contains("boss@clinic.example"));
}

#[tokio::test]
async fn verify_audit_passes_and_fails_after_a_row_is_altered_in_the_database() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    admin.get("/api/admin/users").await;
    let out = clinic_admin(&app, &["verify-audit"], "");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));

    // Someone with database access edits the second entry (dropping the guard first).
    let drop_guard = if app.database_url.starts_with("postgres") {
        "DROP TRIGGER audit_log_no_change ON audit_log"
    } else {
        "DROP TRIGGER audit_log_no_update"
    };
    sqlx::query(drop_guard).execute(&app.db.pool).await.unwrap();
    sqlx::query("UPDATE audit_log SET ip = '10.0.0.1' WHERE id = 2").execute(&app.db.pool).await.unwrap();
    let out = clinic_admin(&app, &["verify-audit"], "");
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("entry 2"), "names the first bad entry: {said}");
}

#[tokio::test]
async fn an_admin_creates_a_user_who_signs_in_with_the_temporary_password() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let res = admin
        .post_json(
            "/api/admin/users",
            &json!({"email": "Nurse@Clinic.example", "role": "staff", "branch": "kaohsiung"}),
        )
        .await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user"]["email"], "nurse@clinic.example");
    assert_eq!(body["user"]["branch"], "kaohsiung");
    assert_eq!(body["user"]["totpEnabled"], false);
    let temporary = body["temporaryPassword"].as_str().unwrap().to_string();
    assert_eq!(password_step(&app, "nurse@clinic.example", &temporary).await.status(), 200);

    let again = admin.post_json("/api/admin/users", &json!({"email": "nurse@clinic.example", "role": "admin"})).await;
    assert_eq!(again.status(), 409);
    let bad = admin.post_json("/api/admin/users", &json!({"email": "not an address", "role": "staff"})).await;
    assert_eq!(bad.status(), 422);
    let bad_role = admin.post_json("/api/admin/users", &json!({"email": "x@clinic.example", "role": "owner"})).await;
    assert_eq!(bad_role.status(), 400);

    let list: Value = admin.get("/api/admin/users").await.json().await.unwrap();
    assert_eq!(list["items"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn disabling_a_user_ends_their_sessions_and_enabling_lets_them_back() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let nurse = signed_in(&app, "staff", Some("taipei")).await;
    let res = admin.post_json(&format!("/api/admin/users/{}/disable", nurse.user_id), &json!({})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.unwrap()["user"]["disabled"], true);
    assert_eq!(nurse.get("/api/admin/me").await.status(), 401);
    assert_eq!(password_step(&app, &nurse.email, PASSWORD).await.status(), 401);

    admin.post_json(&format!("/api/admin/users/{}/enable", nurse.user_id), &json!({})).await;
    assert_eq!(password_step(&app, &nurse.email, PASSWORD).await.status(), 200);
    // An admin cannot disable their own account.
    let own = admin.post_json(&format!("/api/admin/users/{}/disable", admin.user_id), &json!({})).await;
    assert_eq!(own.status(), 403);
}

#[tokio::test]
async fn resets_of_password_and_authenticator() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let nurse = signed_in(&app, "staff", None).await;

    let res = admin.post_json(&format!("/api/admin/users/{}/reset-2fa", nurse.user_id), &json!({})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(nurse.get("/api/admin/me").await.status(), 401, "a reset ends the sessions");
    let res = password_step(&app, &nurse.email, PASSWORD).await;
    assert_eq!(res.json::<Value>().await.unwrap()["next"], "enrol", "the next sign-in enrols again");

    let res = admin.post_json(&format!("/api/admin/users/{}/reset-password", nurse.user_id), &json!({})).await;
    let temporary = res.json::<Value>().await.unwrap()["temporaryPassword"].as_str().unwrap().to_string();
    assert_eq!(password_step(&app, &nurse.email, PASSWORD).await.status(), 401);
    assert_eq!(password_step(&app, &nurse.email, &temporary).await.status(), 200);

    let unknown = admin.post_json("/api/admin/users/stf_nobody/reset-2fa", &json!({})).await;
    assert_eq!(unknown.status(), 404);
}

#[tokio::test]
async fn the_audit_log_lists_filters_and_pages_and_records_that_it_was_read() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    for i in 0..3 {
        password_step(&app, &format!("ghost{i}@clinic.example"), "wrong password").await;
    }
    let page: Value = admin.get("/api/admin/audit?action=signin.failed&pageSize=2").await.json().await.unwrap();
    assert_eq!(page["total"], 3);
    let items = page["items"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["actorEmail"], "ghost2@clinic.example", "newest first");
    assert_eq!(items[0]["ip"], "127.0.0.1");
    assert_eq!(items[0]["detail"]["step"], "password");
    let page2: Value = admin.get("/api/admin/audit?action=signin.failed&pageSize=2&page=2").await.json().await.unwrap();
    assert_eq!(page2["items"].as_array().unwrap().len(), 1);

    let prefix: Value = admin.get("/api/admin/audit?action=signin.").await.json().await.unwrap();
    assert!(prefix["total"].as_i64().unwrap() >= 5, "failed, password and success steps: {prefix}");
    let by_actor: Value =
        admin.get(&format!("/api/admin/audit?actor={}", admin.email.to_uppercase())).await.json().await.unwrap();
    assert!(by_actor["items"].as_array().unwrap().iter().all(|i| i["actorEmail"] == admin.email.as_str()));
    let today = clinic_core::date::Date::clinic_today(clinic_server::storage::now_ms()).to_string();
    let dated: Value = admin.get(&format!("/api/admin/audit?from={today}&to={today}")).await.json().await.unwrap();
    assert!(dated["total"].as_i64().unwrap() > 0);
    let future: Value = admin.get("/api/admin/audit?from=2999-01-01").await.json().await.unwrap();
    assert_eq!(future["total"], 0);
    assert_eq!(admin.get("/api/admin/audit?from=yesterday").await.status(), 422);

    let views: Value = admin.get("/api/admin/audit?action=audit.view").await.json().await.unwrap();
    // Six successful looks before this one (the refused date is not a look).
    assert_eq!(views["total"], 6, "each look at the log is recorded");
}

#[tokio::test]
async fn the_audit_csv_neutralises_a_formula_typed_into_the_sign_in_form() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    password_step(&app, "=HYPERLINK(\"http://evil.example\",\"x\")@x.example", "wrong password").await;
    password_step(&app, "@SUM(A1)", "wrong password").await;
    let res = admin.get("/api/admin/audit.csv?action=signin.failed").await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
    let bytes = res.bytes().await.unwrap();
    assert!(bytes.starts_with(&[0xEF, 0xBB, 0xBF]), "UTF-8 BOM");
    let text = String::from_utf8(bytes[3..].to_vec()).unwrap();
    assert!(text.starts_with("id,at,actorEmail,action,targetKind,targetId,ip,detail\r\n"));
    for line in text.lines().skip(1) {
        for cell in line.split(',') {
            let cell = cell.trim_start_matches('"');
            assert!(!cell.starts_with(['=', '+', '-', '@']), "a formula cell got through: {line}");
        }
    }
    assert!(text.contains("'=hyperlink"));
    assert!(text.contains("'@sum(a1)"));
    let exports: Value = admin.get("/api/admin/audit?action=audit.export").await.json().await.unwrap();
    assert_eq!(exports["total"], 1, "the export is recorded");
}

#[tokio::test]
async fn the_openapi_document_lists_the_staff_endpoints_with_the_session_cookie() {
    let app = spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    for path in
        ["/api/admin/session", "/api/admin/session/totp", "/api/admin/me", "/api/admin/users", "/api/admin/audit"]
    {
        assert!(doc["paths"].get(path).is_some(), "{path} missing");
    }
    assert_eq!(doc["components"]["securitySchemes"]["session"]["in"], "cookie");
}

/// An admin creates an account with the request carrying `X-Forwarded-For: forwarded_for`, as the
/// clinic's reverse proxy would send it; answers the address the audit log recorded for it.
async fn audited_address_of_user_create(admin: &StaffClient, forwarded_for: &str) -> String {
    let res = admin
        .client
        .post(admin.url("/api/admin/users"))
        .header("cookie", &admin.cookie)
        .header("origin", &admin.base)
        .header("x-csrf-token", &admin.csrf)
        .header("x-forwarded-for", forwarded_for)
        .json(&json!({"email": "nurse@clinic.example", "role": "staff", "branch": "taipei"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let page: Value = admin.get("/api/admin/audit?action=user.create").await.json().await.unwrap();
    assert_eq!(page["total"], 1);
    page["items"][0]["ip"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn behind_a_trusted_proxy_the_audit_log_records_the_forwarded_client_address() {
    // The tests connect from 127.0.0.1, which this clinic names as its reverse proxy.
    let env = vec![("CLINIC_TRUSTED_PROXIES", "127.0.0.0/8".to_string())];
    let app = spawn_with(Options { env, ..Default::default() }).await;
    let admin = signed_in(&app, "admin", None).await;
    // The proxy appended the address it saw; the first entry is whatever the client claimed.
    let ip = audited_address_of_user_create(&admin, "203.0.113.50, 198.51.100.23").await;
    assert_eq!(ip, "198.51.100.23", "the rightmost address our proxy did not add itself");
}

#[tokio::test]
async fn from_a_peer_that_is_not_a_trusted_proxy_the_audit_log_records_the_peer_not_its_claim() {
    let env = vec![("CLINIC_TRUSTED_PROXIES", "10.0.0.0/8".to_string())];
    let app = spawn_with(Options { env, ..Default::default() }).await;
    let admin = signed_in(&app, "admin", None).await;
    let ip = audited_address_of_user_create(&admin, "198.51.100.23").await;
    assert_eq!(ip, "127.0.0.1", "a forwarded address from an untrusted peer is ignored");
}
