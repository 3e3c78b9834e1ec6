//! The staff API's authorization matrix (OWASP ASVS V8): every operation under `/api/admin` in the
//! served OpenAPI document × {no session, expired session, staff of the other branch, staff, admin},
//! the expected status written once in [`MATRIX`] and checked over HTTP against the real app. The
//! list of operations comes from the document, so a new admin operation without a row fails here.
//!
//! The fixtures: a Taipei booking, an inquiry, an assessment with a photo, a spare account and a
//! Taipei closure. "Staff" is a Taipei account, "other branch" a Kaohsiung one, "admin" sees every
//! branch. Each change (POST) gets fresh fixtures, so one cell's success cannot decide another's.

use crate::common;

use common::staff::{create_user, signed_in, StaffClient};
use common::*;
use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// Who asks.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Who {
    NoSession,
    Expired,
    OtherBranch,
    Staff,
    Admin,
}

const WHO: [Who; 5] = [Who::NoSession, Who::Expired, Who::OtherBranch, Who::Staff, Who::Admin];

/// What one request works on.
struct Fx {
    /// A pending Taipei booking's confirmation code.
    code: String,
    inquiry: String,
    assessment: String,
    photo: String,
    /// A staff account nobody signs in with (a target for the user changes).
    spare_user: String,
    /// The Taipei staff member's id (an assignee every signed-in principal may name).
    taipei_staff: String,
    closure: String,
    /// The patient's e-mail, unique to this fixture (the erasure's target).
    email: String,
    /// Unique per fixture, for names that must not repeat.
    nonce: String,
    /// The id of an open aftercare worry about the booking.
    worry: String,
}

/// One operation: its document key, how to call it on a fixture, and the expected status for each
/// of [`WHO`] in order.
struct Row {
    method: &'static str,
    path: &'static str,
    call: fn(&Fx) -> (String, Option<Value>),
    expect: [u16; 5],
    /// Ends the asker's session (or changes its secret): each cell signs in afresh.
    ends_session: bool,
}

const fn row(
    method: &'static str,
    path: &'static str,
    call: fn(&Fx) -> (String, Option<Value>),
    expect: [u16; 5],
) -> Row {
    Row { method, path, call, expect, ends_session: false }
}

fn get(path: &str) -> (String, Option<Value>) {
    (path.to_string(), None)
}

//                   no session, expired, other branch, staff, admin
const ANYONE_SIGNED_IN: [u16; 5] = [401, 401, 200, 200, 200];
const OWN_BRANCH: [u16; 5] = [401, 401, 403, 200, 200];
const ADMIN_ONLY: [u16; 5] = [401, 401, 403, 403, 200];

/// The table.
const MATRIX: &[Row] = &[
    // Signing in answers the same to everyone: no session is needed, wrong credentials are refused.
    row(
        "post",
        "/api/admin/session",
        |f| {
            (
                "/api/admin/session".into(),
                Some(
                    json!({"email": format!("nobody-{}@clinic.example", f.nonce), "password": "not the password at all"}),
                ),
            )
        },
        [401, 401, 401, 401, 401],
    ),
    row(
        "post",
        "/api/admin/session/totp",
        |_| ("/api/admin/session/totp".into(), Some(json!({"code": "000000"}))),
        [401, 401, 401, 401, 401],
    ),
    row("get", "/api/admin/me", |_| get("/api/admin/me"), ANYONE_SIGNED_IN),
    Row {
        ends_session: true,
        ..row(
            "post",
            "/api/admin/session/logout",
            |_| ("/api/admin/session/logout".into(), Some(json!({}))),
            [401, 401, 204, 204, 204],
        )
    },
    Row {
        ends_session: true,
        ..row(
            "post",
            "/api/admin/session/logout-all",
            |_| ("/api/admin/session/logout-all".into(), Some(json!({}))),
            [401, 401, 204, 204, 204],
        )
    },
    Row {
        ends_session: true,
        ..row(
            "post",
            "/api/admin/me/password",
            |_| {
                (
                    "/api/admin/me/password".into(),
                    Some(json!({"currentPassword": common::staff::PASSWORD, "newPassword": "a new and long password"})),
                )
            },
            [401, 401, 204, 204, 204],
        )
    },
    row("get", "/api/admin/users", |_| get("/api/admin/users"), ADMIN_ONLY),
    row(
        "post",
        "/api/admin/users",
        |f| {
            (
                "/api/admin/users".into(),
                Some(json!({"email": format!("new-{}@clinic.example", f.nonce), "role": "staff", "branch": "taipei"})),
            )
        },
        [401, 401, 403, 403, 201],
    ),
    row(
        "post",
        "/api/admin/users/{id}/{action}",
        |f| (format!("/api/admin/users/{}/disable", f.spare_user), Some(json!({}))),
        ADMIN_ONLY,
    ),
    row("get", "/api/admin/audit", |_| get("/api/admin/audit"), ADMIN_ONLY),
    row("get", "/api/admin/audit.csv", |_| get("/api/admin/audit.csv"), ADMIN_ONLY),
    row("get", "/api/admin/inbox", |_| get("/api/admin/inbox"), ANYONE_SIGNED_IN),
    row("get", "/api/admin/inbox.csv", |_| get("/api/admin/inbox.csv"), ANYONE_SIGNED_IN),
    row("get", "/api/admin/triage", |_| get("/api/admin/triage"), ANYONE_SIGNED_IN),
    row("get", "/api/admin/overview", |_| get("/api/admin/overview"), ANYONE_SIGNED_IN),
    row("get", "/api/admin/figures", |_| get("/api/admin/figures"), ANYONE_SIGNED_IN),
    row("get", "/api/admin/reminder-figures", |_| get("/api/admin/reminder-figures"), ANYONE_SIGNED_IN),
    row("get", "/api/admin/front-desk", |_| get("/api/admin/front-desk?branch=taipei"), OWN_BRANCH),
    row(
        "post",
        "/api/admin/bookings/{code}/arrived",
        |f| (format!("/api/admin/bookings/{}/arrived", f.code), Some(json!({}))),
        OWN_BRANCH,
    ),
    row(
        "post",
        "/api/admin/bookings/{code}/arrived/undo",
        |f| (format!("/api/admin/bookings/{}/arrived/undo", f.code), Some(json!({}))),
        OWN_BRANCH,
    ),
    row("get", "/api/admin/bookings/{code}", |f| get(&format!("/api/admin/bookings/{}", f.code)), OWN_BRANCH),
    // The health questions (issue 26): the booking's branch rules; the fixture's answers are flagged.
    row(
        "get",
        "/api/admin/bookings/{code}/intake",
        |f| get(&format!("/api/admin/bookings/{}/intake", f.code)),
        OWN_BRANCH,
    ),
    row(
        "get",
        "/api/admin/bookings/{code}/intake/photo",
        |f| get(&format!("/api/admin/bookings/{}/intake/photo", f.code)),
        OWN_BRANCH,
    ),
    row(
        "post",
        "/api/admin/bookings/{code}/intake/review",
        |f| (format!("/api/admin/bookings/{}/intake/review", f.code), Some(json!({"note": "Seen by the doctor."}))),
        OWN_BRANCH,
    ),
    row(
        "get",
        "/api/admin/bookings/{code}/chart",
        |f| get(&format!("/api/admin/bookings/{}/chart", f.code)),
        OWN_BRANCH,
    ),
    row(
        "post",
        "/api/admin/bookings/{code}/chart/printed",
        |f| (format!("/api/admin/bookings/{}/chart/printed", f.code), Some(json!({}))),
        [401, 401, 403, 204, 204],
    ),
    row("get", "/api/admin/intake/to-review", |_| get("/api/admin/intake/to-review"), ANYONE_SIGNED_IN),
    row(
        "post",
        "/api/admin/aftercare/{id}/handled",
        |f| (format!("/api/admin/aftercare/{}/handled", f.worry), Some(json!({"note": "Called back."}))),
        [401, 401, 403, 204, 204],
    ),
    row(
        "post",
        "/api/admin/bookings/{code}/status",
        |f| (format!("/api/admin/bookings/{}/status", f.code), Some(json!({"status": "confirmed"}))),
        OWN_BRANCH,
    ),
    row(
        "post",
        "/api/admin/bookings/{code}/reschedule",
        |f| {
            (
                format!("/api/admin/bookings/{}/reschedule", f.code),
                Some(json!({"preferredDate": open_day(1), "preferredTime": "11:00"})),
            )
        },
        OWN_BRANCH,
    ),
    // 200 for every signed-in asker; the other branch's booking is refused inside the answer (checked below).
    row(
        "post",
        "/api/admin/bookings/cancel",
        |f| {
            (
                "/api/admin/bookings/cancel".into(),
                Some(json!({"codes": [f.code], "reason": "The doctor is ill", "notifyPatients": false})),
            )
        },
        ANYONE_SIGNED_IN,
    ),
    // Inquiries and assessments have no branch: every staff member answers them.
    row("get", "/api/admin/inquiries/{id}", |f| get(&format!("/api/admin/inquiries/{}", f.inquiry)), ANYONE_SIGNED_IN),
    row(
        "post",
        "/api/admin/inquiries/{id}/reply",
        |f| {
            (
                format!("/api/admin/inquiries/{}/reply", f.inquiry),
                Some(json!({"message": "Yes, we remove lipomas on the back."})),
            )
        },
        ANYONE_SIGNED_IN,
    ),
    row(
        "post",
        "/api/admin/inquiries/{id}/status",
        |f| (format!("/api/admin/inquiries/{}/status", f.inquiry), Some(json!({"status": "closed"}))),
        ANYONE_SIGNED_IN,
    ),
    row(
        "get",
        "/api/admin/assessments/{id}",
        |f| get(&format!("/api/admin/assessments/{}", f.assessment)),
        ANYONE_SIGNED_IN,
    ),
    row(
        "post",
        "/api/admin/assessments/{id}/review",
        |f| {
            (
                format!("/api/admin/assessments/{}/review", f.assessment),
                Some(json!({"note": "Looks benign.", "urgency": "low"})),
            )
        },
        ANYONE_SIGNED_IN,
    ),
    row(
        "post",
        "/api/admin/assessments/{id}/status",
        |f| (format!("/api/admin/assessments/{}/status", f.assessment), Some(json!({"status": "closed"}))),
        ANYONE_SIGNED_IN,
    ),
    row(
        "get",
        "/api/admin/assessments/{id}/photos/{photo}",
        |f| get(&format!("/api/admin/assessments/{}/photos/{}", f.assessment, f.photo)),
        ANYONE_SIGNED_IN,
    ),
    row(
        "post",
        "/api/admin/{kind}/{id}/notes",
        |f| (format!("/api/admin/bookings/{}/notes", f.code), Some(json!({"text": "Called the patient."}))),
        OWN_BRANCH,
    ),
    row(
        "post",
        "/api/admin/{kind}/{id}/assignee",
        |f| (format!("/api/admin/bookings/{}/assignee", f.code), Some(json!({"userId": f.taipei_staff}))),
        OWN_BRANCH,
    ),
    row(
        "get",
        "/api/admin/calendar",
        |_| get(&format!("/api/admin/calendar?branch=taipei&from={}", open_day(0))),
        OWN_BRANCH,
    ),
    row("get", "/api/admin/closures", |_| get("/api/admin/closures?branch=taipei"), OWN_BRANCH),
    row(
        "post",
        "/api/admin/closures",
        |f| {
            let day = open_day(20 + f.nonce.len() % 5);
            (
                "/api/admin/closures".into(),
                Some(json!({"branch": "taipei", "fromDate": day, "reason": "Staff training"})),
            )
        },
        [401, 401, 403, 403, 201],
    ),
    row(
        "post",
        "/api/admin/closures/{id}/remove",
        |f| (format!("/api/admin/closures/{}/remove", f.closure), Some(json!({}))),
        ADMIN_ONLY,
    ),
    row(
        "post",
        "/api/admin/capacity",
        |_| {
            (
                "/api/admin/capacity".into(),
                Some(json!({"branch": "taipei", "date": open_day(3), "capacity": 3, "reason": "One doctor away"})),
            )
        },
        ADMIN_ONLY,
    ),
    row(
        "get",
        "/api/admin/waitlist",
        |_| get(&format!("/api/admin/waitlist?branch=taipei&day={}", open_day(0))),
        OWN_BRANCH,
    ),
    row(
        "get",
        "/api/admin/access-report",
        |f| {
            get(&format!(
                "/api/admin/access-report?user=spare-{}@clinic.example&from=2026-11-01&to=2027-10-31",
                f.nonce.to_lowercase()
            ))
        },
        ADMIN_ONLY,
    ),
    row(
        "get",
        "/api/admin/access-report.csv",
        |f| {
            get(&format!(
                "/api/admin/access-report.csv?user=spare-{}@clinic.example&from=2026-11-01&to=2027-10-31",
                f.nonce.to_lowercase()
            ))
        },
        ADMIN_ONLY,
    ),
    row("get", "/api/admin/retention", |_| get("/api/admin/retention"), ADMIN_ONLY),
    row(
        "post",
        "/api/admin/erasure/preview",
        |f| ("/api/admin/erasure/preview".into(), Some(json!({"email": f.email}))),
        ADMIN_ONLY,
    ),
    row(
        "post",
        "/api/admin/erasure",
        |f| ("/api/admin/erasure".into(), Some(json!({"email": f.email, "confirmation": f.email}))),
        ADMIN_ONLY,
    ),
    row(
        "post",
        "/api/admin/users/{id}/content-role",
        |f| (format!("/api/admin/users/{}/content-role", f.spare_user), Some(json!({"contentRole": "editor"}))),
        ADMIN_ONLY,
    ),
    // The site's content: a content role or an admin (staff accounts here have none; editors and
    // reviewers are content_workflow.rs's).
    row("get", "/api/admin/content", |_| get("/api/admin/content"), ADMIN_ONLY),
    row(
        "get",
        "/api/admin/content/document",
        |f| get(&format!("/api/admin/content/document?path={}", article("en", &f.nonce))),
        ADMIN_ONLY,
    ),
    row(
        "put",
        "/api/admin/content/draft",
        |f| {
            let body =
                json!({"path": article("zh-TW", &f.nonce), "body": "---\ntitle: A\n---\nText.\n", "baseRevision": 0});
            ("/api/admin/content/draft".into(), Some(body))
        },
        ADMIN_ONLY,
    ),
    row(
        "post",
        "/api/admin/content/submit",
        |f| ("/api/admin/content/submit".into(), Some(json!({"path": article("en", &f.nonce)}))),
        ADMIN_ONLY,
    ),
    row("get", "/api/admin/content/claim-rules", |_| get("/api/admin/content/claim-rules?lang=ja"), ADMIN_ONLY),
    row("get", "/api/admin/content/images", |_| get("/api/admin/content/images"), ADMIN_ONLY),
    // A JSON body: past the role check, the admin's answer is the 415 of a body that is not a form.
    row(
        "post",
        "/api/admin/content/images",
        |_| ("/api/admin/content/images".into(), Some(json!({}))),
        [401, 401, 403, 403, 415],
    ),
    row("get", "/api/admin/site/versions", |_| get("/api/admin/site/versions"), ADMIN_ONLY),
    // No version is kept in this app (it renders no site): the admin's answer is the 404 of an
    // unknown version, past the role check.
    row(
        "post",
        "/api/admin/site/rollback",
        |f| ("/api/admin/site/rollback".into(), Some(json!({"version": format!("site_{}", f.nonce)}))),
        [401, 401, 403, 403, 404],
    ),
    row(
        "post",
        "/api/admin/content/review",
        |f| ("/api/admin/content/review".into(), Some(json!({"path": article("ja", &f.nonce), "decision": "approve"}))),
        ADMIN_ONLY,
    ),
];

/// A new article of this fixture's, the same name in three states: drafted in en (to submit), in
/// review in ja (to approve); zh-TW has none (a first draft).
fn article(lang: &str, nonce: &str) -> String {
    format!("{lang}/articles/fx-{}.md", nonce.to_lowercase())
}

async fn seed_content_drafts(app: &TestApp, nonce: &str) {
    use clinic_server::storage::content_drafts::{self, Save};
    use clinic_server::storage::site_content::TranslatedFrom;
    let (en, ja) = (article("en", nonce), article("ja", nonce));
    app.writer()
        .transact(move |c| {
            Box::pin(async move {
                for path in [&en, &ja] {
                    let save = Save {
                        path,
                        body: "---\ntitle: A\nexcerpt: B\ntags: c\n---\nText.\n",
                        base_revision: 0,
                        translated: TranslatedFrom::CurrentSource,
                        overrides: "[]",
                        author_email: "editor@clinic.example",
                        source_revision: None,
                    };
                    content_drafts::save(c, &save, 1).await?.expect("saved");
                }
                content_drafts::submit(c, &ja, 2).await?.expect("submitted");
                Ok::<_, clinic_server::storage::StorageError>(())
            })
        })
        .await
        .expect("content drafts");
}

fn jpeg() -> Vec<u8> {
    let img = image::ImageBuffer::from_fn(16, 16, |x, y| image::Rgb([x as u8 * 9, y as u8 * 9, 90]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).expect("jpeg");
    out
}

async fn json_of(res: reqwest::Response, what: &str) -> Value {
    assert!(res.status().is_success(), "{what}: {}", res.status());
    res.json().await.expect("json")
}

/// Fresh fixtures (the closure is shared: only the admin's cell, the last, removes it).
async fn fixtures(app: &TestApp, taipei_staff: &str, closure: &str) -> Fx {
    let nonce = clinic_server::storage::ids::new_id("fx").replace("fx_", "");
    let email = format!("p{}@example.com", nonce.to_lowercase());
    let mut b = booking(&open_day(0), "10:00");
    b["email"] = json!(email);
    let code = json_of(app.post_json("/api/bookings", &b).await, "booking").await["confirmationCode"]
        .as_str()
        .expect("code")
        .to_string();
    let mut q = inquiry();
    q["email"] = json!(email);
    let inquiry =
        json_of(app.post_json("/api/inquiries", &q).await, "inquiry").await["id"].as_str().expect("id").to_string();
    let mut data = assessment_data();
    data["email"] = json!(email);
    let form = Form::new()
        .text("data", data.to_string())
        .part("images", Part::bytes(jpeg()).file_name("a.jpg").mime_str("image/jpeg").expect("mime"));
    let res = app.client.post(app.url("/api/assessments")).multipart(form).send().await.expect("request");
    let assessment = json_of(res, "assessment").await["id"].as_str().expect("id").to_string();
    let photo: (String,) = sqlx::query_as("SELECT id FROM assessment_photos WHERE assessment_id = $1")
        .bind(&assessment)
        .fetch_one(&app.db.pool)
        .await
        .expect("the photo's row");
    let spare_user = create_user(app, &format!("spare-{}@clinic.example", nonce.to_lowercase()), "staff", None).await;
    let canonical = crate::intake_staff::canonical(&code);
    let intake_photo = crate::intake_staff::seed_photo(app).await;
    crate::intake_staff::seed_intake(app, &canonical, true, "anticoagulant", &intake_photo).await;
    let worry = crate::intake_staff::seed_worry(app, &canonical, 1, clinic_server::storage::now_ms()).await;
    seed_content_drafts(app, &nonce).await;
    Fx {
        code,
        inquiry,
        assessment,
        photo: photo.0,
        spare_user,
        taipei_staff: taipei_staff.to_string(),
        closure: closure.to_string(),
        email,
        nonce,
        worry,
    }
}

/// A signed-in account whose session has outlived the absolute timeout.
async fn expired(app: &TestApp) -> StaffClient {
    let s = signed_in(app, "staff", Some("taipei")).await;
    sqlx::query("UPDATE staff_sessions SET created_at = 0, last_seen_at = 0 WHERE user_id = $1")
        .bind(&s.user_id)
        .execute(&app.db.pool)
        .await
        .expect("age the session");
    assert_eq!(s.get("/api/admin/me").await.status(), 401, "an aged session is refused");
    s
}

/// The operations of the served document under `/api/admin`, as `METHOD path`.
async fn documented_admin_operations(app: &TestApp) -> BTreeSet<String> {
    let doc: Value = app.get("/api/openapi.json").await.json().await.expect("the document");
    let mut ops = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        if !path.starts_with("/api/admin") {
            continue;
        }
        for method in ["get", "put", "post", "delete", "patch", "head", "options"] {
            if item.get(method).is_some() {
                ops.insert(format!("{method} {path}"));
            }
        }
    }
    ops
}

async fn send(
    app: &TestApp,
    who: Option<&StaffClient>,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> reqwest::Response {
    let url = app.url(path);
    let mut req = match method {
        "get" => app.client.get(url),
        "post" => app.client.post(url).header("origin", &app.base).json(body.unwrap_or(&json!({}))),
        "put" => app.client.put(url).header("origin", &app.base).json(body.unwrap_or(&json!({}))),
        other => panic!("no method {other} in the staff API yet: add it here"),
    };
    if let Some(s) = who {
        req = req.header("cookie", &s.cookie).header("x-csrf-token", &s.csrf);
    }
    req.send().await.expect("request")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_admin_operation_answers_each_kind_of_asker_as_the_table_says() {
    let app = spawn_with(Options { slot_capacity: 1000, ..Options::default() }).await;

    let documented = documented_admin_operations(&app).await;
    let tabled: BTreeSet<String> = MATRIX.iter().map(|r| format!("{} {}", r.method, r.path)).collect();
    assert_eq!(tabled.len(), MATRIX.len(), "an operation has two rows");
    let missing: Vec<_> = documented.difference(&tabled).collect();
    let stale: Vec<_> = tabled.difference(&documented).collect();
    assert!(missing.is_empty(), "admin operations without a row in MATRIX: {missing:?}");
    assert!(stale.is_empty(), "rows in MATRIX for operations the document does not have: {stale:?}");

    let admin = signed_in(&app, "admin", None).await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let other = signed_in(&app, "staff", Some("kaohsiung")).await;
    let old = expired(&app).await;
    let closure = json_of(
        admin
            .post_json(
                "/api/admin/closures",
                &json!({"branch": "taipei", "fromDate": open_day(10), "reason": "Inventory"}),
            )
            .await,
        "closure",
    )
    .await["closure"]["id"]
        .as_str()
        .expect("closure id")
        .to_string();
    let shared = fixtures(&app, &staff.user_id, &closure).await;

    let mut wrong = Vec::new();
    let mut cells = 0;
    for r in MATRIX {
        for (who, expected) in WHO.iter().zip(r.expect) {
            let fresh;
            let fx = if r.method == "get" {
                &shared
            } else {
                fresh = fixtures(&app, &staff.user_id, &closure).await;
                &fresh
            };
            let asker = match (who, r.ends_session) {
                (Who::NoSession, _) => None,
                (Who::Expired, _) => Some(old.clone()),
                (Who::OtherBranch, true) => Some(signed_in(&app, "staff", Some("kaohsiung")).await),
                (Who::Staff, true) => Some(signed_in(&app, "staff", Some("taipei")).await),
                (Who::Admin, true) => Some(signed_in(&app, "admin", None).await),
                (Who::OtherBranch, false) => Some(other.clone()),
                (Who::Staff, false) => Some(staff.clone()),
                (Who::Admin, false) => Some(admin.clone()),
            };
            let (path, body) = (r.call)(fx);
            let res = send(&app, asker.as_ref(), r.method, &path, body.as_ref()).await;
            let status = res.status().as_u16();
            cells += 1;
            if status != expected {
                let text = res.text().await.unwrap_or_default();
                wrong.push(format!("{} {path} as {who:?}: {status}, expected {expected}: {text:.200}", r.method));
                continue;
            }
            // The bulk cancel answers 200 to all; another branch's booking must stay as it was.
            if r.path == "/api/admin/bookings/cancel" && *who == Who::OtherBranch {
                let body: Value = res.json().await.expect("json");
                assert_eq!(body["cancelled"], 0, "another branch's booking cancelled in bulk: {body}");
            }
        }
    }
    assert!(wrong.is_empty(), "{} of {cells} cells differ from the table:\n{}", wrong.len(), wrong.join("\n"));
    assert_eq!(cells, documented.len() * WHO.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_admin_change_needs_the_csrf_token_and_our_origin() {
    let app = spawn_with(Options { slot_capacity: 1000, ..Options::default() }).await;
    let admin = signed_in(&app, "admin", None).await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let shared = fixtures(&app, &staff.user_id, "cls_none").await;
    // Before a session exists there is nothing to forge: the sign-in steps have their own origin check.
    let before_session = ["/api/admin/session", "/api/admin/session/totp"];
    let mut checked = 0;
    for r in MATRIX.iter().filter(|r| r.method == "post" && !before_session.contains(&r.path)) {
        let (path, body) = (r.call)(&shared);
        let body = body.unwrap_or(json!({}));
        let no_token = app
            .client
            .post(app.url(&path))
            .header("origin", &app.base)
            .header("cookie", &admin.cookie)
            .json(&body)
            .send()
            .await
            .expect("request");
        assert_eq!(no_token.status(), 403, "POST {path} without X-CSRF-Token");
        let other_origin = app
            .client
            .post(app.url(&path))
            .header("origin", "https://evil.example")
            .header("cookie", &admin.cookie)
            .header("x-csrf-token", &admin.csrf)
            .json(&body)
            .send()
            .await
            .expect("request");
        assert_eq!(other_origin.status(), 403, "POST {path} from another origin");
        checked += 1;
    }
    assert!(checked >= 19, "only {checked} changes checked");
    // Nothing of the shared fixtures changed.
    let b: Value = admin.get(&format!("/api/admin/bookings/{}", shared.code)).await.json().await.expect("json");
    assert_eq!(b["status"], "pending", "{b}");
}
