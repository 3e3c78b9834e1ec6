//! Staff search finds a booking as soon as its 201 is sent, across a restart, and no longer after an
//! erasure, whatever index serves it (on SQLite the bookings' text in memory, on PostgreSQL
//! `pg_trgm`). Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.

use crate::common;

use clinic_server::storage::retention::Contact;
use clinic_server::storage::writer::Writer;
use clinic_server::storage::{now_ms, Backend, Db};
use clinic_server::tasks::retention::{self, Requester};
use clinic_server::uploads::Uploads;
use common::*;
use serde_json::{json, Value};

async fn book(app: &TestApp, b: &Value) -> String {
    let res = app.post_json("/api/bookings", b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    body["confirmationCode"].as_str().expect("code").to_string()
}

/// The display codes of the bookings a search finds.
async fn found(staff: &StaffClient, q: &str) -> Vec<String> {
    let q: String = url::form_urlencoded::byte_serialize(q.as_bytes()).collect();
    let res = staff.get(&format!("/api/admin/inbox?kind=booking&q={q}")).await;
    assert_eq!(res.status(), 200);
    let page: Value = res.json().await.expect("json");
    let items = page["items"].as_array().expect("items");
    assert_eq!(page["total"], json!(items.len()), "one page holds them all");
    items.iter().map(|i| i["code"].as_str().expect("code").to_string()).collect()
}

fn patient(day: &str, time: &str) -> Value {
    let mut b = booking(day, time);
    b["name"] = json!("Wilhelmina Quarstad-Öberg");
    b["email"] = json!("W.Quarstad@Example.com");
    b["phone"] = json!("+886 955-123-987");
    b
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_is_found_right_after_its_201_after_a_restart_and_not_after_an_erasure() {
    let mut app = spawn_app().await;
    let code = book(&app, &patient(&open_day(2), "10:00")).await;
    let other = book(&app, &booking(&open_day(2), "10:30")).await;
    let staff = signed_in(&app, "admin", None).await;
    // Any part of three characters or more, in any case; the phone by its digits in any spelling.
    for q in ["quarstad", "WILHELM", "öberg", "ÖBERG", "w.quarstad@example", "955123", "955 123 987", "123-987"] {
        assert_eq!(found(&staff, q).await, vec![code.clone()], "{q}");
    }
    assert!(found(&staff, "quarstadt").await.is_empty());
    let part = code.replace('-', "")[2..8].to_lowercase();
    assert_eq!(found(&staff, &part).await, vec![code.clone()], "part of the code, in lower case");

    app.stop().await;
    let mut app =
        spawn_with(Options { reuse: Some((app.database_url.clone(), app.uploads_dir())), ..Default::default() }).await;
    let staff = signed_in(&app, "admin", None).await;
    assert_eq!(found(&staff, "quarstad").await, vec![code.clone()], "after a restart");
    assert_eq!(found(&staff, "955123").await, vec![code.clone()], "after a restart");

    let who = json!({"email": "w.quarstad@example.com", "confirmation": "w.quarstad@example.com"});
    assert_eq!(staff.post_json("/api/admin/erasure", &who).await.status(), 200);
    for q in ["quarstad", "wilhelm", "w.quarstad@example", "955123"] {
        assert!(found(&staff, q).await.is_empty(), "{q} after the erasure");
    }
    assert!(!found(&staff, "patient").await.contains(&code));
    assert!(found(&staff, "patient").await.contains(&other), "the other patient is still found");

    app.stop().await;
    let app =
        spawn_with(Options { reuse: Some((app.database_url.clone(), app.uploads_dir())), ..Default::default() }).await;
    let staff = signed_in(&app, "admin", None).await;
    assert!(found(&staff, "quarstad").await.is_empty(), "nor after a restart");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_patient_erased_by_the_command_line_beside_the_server_is_no_longer_found() {
    let app = spawn_app().await;
    if app.db.backend != Backend::Sqlite {
        return; // one process per database there is the SQLite case; PostgreSQL searches its rows
    }
    let code = book(&app, &patient(&open_day(2), "10:00")).await;
    let staff = signed_in(&app, "admin", None).await;
    assert_eq!(found(&staff, "quarstad").await, vec![code.clone()]);

    // `clinic erase` is another process with its own connection and writer: the server's text in
    // memory still holds her name, and the rows, emptied, must not be found by it.
    let cli = Db::connect(&app.database_url).await.expect("db");
    let (writer, done) = Writer::start(cli.clone());
    let uploads = Uploads::open(&format!("file://{}", app.uploads_dir().display())).expect("uploads");
    let contact = Contact::email("w.quarstad@example.com").expect("contact");
    let requester = Requester { via: "cli", ..Requester::default() };
    retention::erase(&cli, &writer, &uploads, &contact, &requester, now_ms()).await.expect("erase");
    drop(writer);
    done.await.expect("writer");
    for q in ["quarstad", "w.quarstad@example", "955123"] {
        assert!(found(&staff, q).await.is_empty(), "{q}");
    }
}
