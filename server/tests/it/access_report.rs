//! The breach report as the clinic uses it after a staff account is stolen: the thief signs in,
//! reads three bookings and a photo; the admin runs `clinic admin access-report` and the admin API,
//! and sees exactly those, with the chain check first; then disables the account, which ends its
//! session at once.

use crate::common;

use common::staff::signed_in;
use common::*;
use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::process::{Command, Stdio};

fn jpeg() -> Vec<u8> {
    let img = image::ImageBuffer::from_fn(16, 16, |x, y| image::Rgb([x as u8 * 9, y as u8 * 9, 90]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).unwrap();
    out
}

async fn book(app: &TestApp, time: &str, email: &str) -> String {
    let mut b = booking(&open_day(0), time);
    b["email"] = json!(email);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    body["confirmationCode"].as_str().unwrap().replace('-', "")
}

fn access_report(app: &TestApp, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_clinic"))
        .args(["admin", "access-report"])
        .args(args)
        .env("DATABASE_URL", &app.database_url)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .output()
        .expect("clinic runs")
}

/// The data rows of the report's CSV as (kind, id, categories).
fn csv_rows(text: &str) -> BTreeSet<(String, String, String)> {
    text.trim_start_matches('\u{feff}')
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let cells: Vec<&str> = l.split(',').collect();
            (cells[0].to_string(), cells[1].to_string(), cells[2].trim_matches('"').to_string())
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_stolen_account_s_reads_are_listed_exactly_and_disabling_it_ends_its_session() {
    let app = spawn_with(Options { slot_capacity: 100, ..Options::default() }).await;
    let admin = signed_in(&app, "admin", None).await;
    let colleague = signed_in(&app, "staff", Some("taipei")).await;
    let mut booked = Vec::new();
    for (i, time) in ["10:00", "10:30", "11:00", "11:30"].iter().enumerate() {
        booked.push(book(&app, time, &format!("patient{i}@example.com")).await);
    }
    let mut data = assessment_data();
    data["email"] = json!("photo.patient@example.com");
    let form = Form::new()
        .text("data", data.to_string())
        .part("images", Part::bytes(jpeg()).file_name("a.jpg").mime_str("image/jpeg").unwrap());
    let res = app.client.post(app.url("/api/assessments")).multipart(form).send().await.unwrap();
    assert_eq!(res.status(), 201);
    let assessment = res.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_string();
    let (photo,): (String,) = sqlx::query_as("SELECT id FROM assessment_photos WHERE assessment_id = $1")
        .bind(&assessment)
        .fetch_one(&app.db.pool)
        .await
        .unwrap();

    let from = clinic_server::storage::ids::rfc3339(clinic_server::storage::now_ms() - 1000);
    // The stolen account: signed in by the thief, who reads three bookings and a photo (its address
    // as a forwarded link would give it).
    let thief = signed_in(&app, "staff", Some("taipei")).await;
    for code in &booked[..3] {
        assert_eq!(thief.get(&format!("/api/admin/bookings/{code}")).await.status(), 200);
    }
    let res = thief.get(&format!("/api/admin/assessments/{assessment}/photos/{photo}")).await;
    assert_eq!(res.status(), 200);
    // Others read in the same window: not the thief's.
    assert_eq!(colleague.get(&format!("/api/admin/bookings/{}", booked[3])).await.status(), 200);
    assert_eq!(admin.get(&format!("/api/admin/assessments/{assessment}")).await.status(), 200);
    let to = clinic_server::storage::ids::rfc3339(clinic_server::storage::now_ms() + 1000);

    let expected: BTreeSet<(String, String, String)> = booked[..3]
        .iter()
        .map(|c| ("booking".to_string(), c.clone(), "contact; health answers".to_string()))
        .chain([("photo".to_string(), format!("{assessment}/{photo}"), "photos".to_string())])
        .collect();

    // The command line: the chain check first, the counts, then the CSV.
    let thief_email = thief.email.to_uppercase();
    let out = access_report(&app, &["--user", &thief_email, "--from", &from, "--to", &to]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let first = stderr.lines().next().unwrap_or("");
    assert!(first.starts_with("audit chain verified over the window") && first.ends_with("intact"), "{stderr}");
    assert!(
        stderr.contains("touched: 3 bookings, 0 inquiries, 0 assessments, 1 photos, 0 exports, 0 searches"),
        "{stderr}"
    );
    assert!(stderr.contains("data categories: contact, health answers, photos"), "{stderr}");
    assert_eq!(csv_rows(&String::from_utf8_lossy(&out.stdout)), expected);

    // The admin API answers the same, and the CSV for the notice letters names the patients.
    let res = admin
        .client
        .get(admin.url("/api/admin/access-report"))
        .query(&[("user", thief.email.as_str()), ("from", from.as_str()), ("to", to.as_str())])
        .header("cookie", &admin.cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let report: Value = res.json().await.unwrap();
    assert_eq!(report["chain"]["intact"], true, "{report}");
    assert_eq!(report["counts"]["bookings"], 3);
    assert_eq!(report["counts"]["photos"], 1);
    assert_eq!(report["counts"]["assessments"], 0);
    let touched: BTreeSet<(String, String)> = report["touched"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["kind"].as_str().unwrap().to_string(), t["id"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(touched, expected.iter().map(|(k, i, _)| (k.clone(), i.clone())).collect());
    let emails: BTreeSet<&str> =
        report["touched"].as_array().unwrap().iter().filter_map(|t| t["patientEmail"].as_str()).collect();
    assert_eq!(
        emails,
        ["patient0@example.com", "patient1@example.com", "patient2@example.com", "photo.patient@example.com"].into()
    );
    let csv = admin
        .client
        .get(admin.url("/api/admin/access-report.csv"))
        .query(&[("user", thief.email.as_str()), ("from", from.as_str()), ("to", to.as_str())])
        .header("cookie", &admin.cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(csv.status(), 200);
    assert_eq!(csv_rows(&csv.text().await.unwrap()), expected);

    // Staff cannot run it; a window without an end is refused with a clear error.
    let res = colleague.get(&format!("/api/admin/access-report?user={}&from={from}&to={to}", thief.email)).await;
    assert_eq!(res.status(), 403);
    let res = admin.get(&format!("/api/admin/access-report?user={}&from=yesterday", thief.email)).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        field_codes(&body),
        vec![("from".to_string(), "format".to_string()), ("to".to_string(), "required".to_string())]
    );

    // One action disables the account and ends its sessions: the thief's next request is refused.
    let res = admin.post_json(&format!("/api/admin/users/{}/disable", thief.user_id), &json!({})).await;
    assert_eq!(res.status(), 200);
    assert_eq!(thief.get("/api/admin/me").await.status(), 401);
    assert_eq!(thief.get(&format!("/api/admin/bookings/{}", booked[0])).await.status(), 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_report_over_an_altered_log_says_so_first_and_fails() {
    let app = spawn_with(Options { slot_capacity: 100, ..Options::default() }).await;
    let from = clinic_server::storage::ids::rfc3339(clinic_server::storage::now_ms() - 1000);
    let thief = signed_in(&app, "staff", Some("taipei")).await;
    let code = book(&app, "10:00", "patient@example.com").await;
    assert_eq!(thief.get(&format!("/api/admin/bookings/{code}")).await.status(), 200);
    let to = clinic_server::storage::ids::rfc3339(clinic_server::storage::now_ms() + 1000);
    // Someone with the database's keys hides the read (the triggers that refuse it taken away first).
    let drop = if app.database_url.starts_with("sqlite") {
        "DROP TRIGGER audit_log_no_update"
    } else {
        "DROP TRIGGER audit_log_no_change ON audit_log"
    };
    sqlx::query(drop).execute(&app.db.pool).await.unwrap();
    sqlx::query("UPDATE audit_log SET target_id = 'SOMETHINGELSE' WHERE action = 'booking.view'")
        .execute(&app.db.pool)
        .await
        .unwrap();
    let out = access_report(&app, &["--user", &thief.email, "--from", &from, "--to", &to]);
    assert_eq!(out.status.code(), Some(3), "{}", String::from_utf8_lossy(&out.stderr));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.lines().next().unwrap_or("").starts_with("AUDIT CHAIN BROKEN at entry"), "{stderr}");
}
