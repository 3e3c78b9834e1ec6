//! A managed PostgreSQL where the application's role may not create extensions: migration 0009's
//! pg_trgm (a trusted extension, so it needs CREATE on the database) is refused there. The server
//! must still migrate and start, and staff must still find submissions, the search reading the
//! column row by row instead of through the trigram index. Needs the cluster of
//! `scripts/with-postgres.sh`; run as
//! `scripts/with-postgres.sh cargo test -p clinic-server --test postgres_without_trgm -- --ignored`.

use crate::common;

use common::*;
use serde_json::{json, Value};
use sqlx::Connection;

fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: run through scripts/with-postgres.sh"))
}

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// A fresh database the cluster's superuser owns, and the URL of a role that may create tables in
/// its `public` schema but not extensions (no CREATE on the database), as a hosted service's
/// application role often is.
async fn database_for_a_role_without_extensions(dir: &std::path::Path) -> String {
    let owned = fresh_database(dir).await;
    let mut url = url::Url::parse(&owned).expect("URL");
    let database = url.path().trim_start_matches('/').to_string();
    let role = format!("app_{database}");
    let mut su = sqlx::AnyConnection::connect(&owned).await.expect("connect as the superuser");
    for statement in [
        format!("CREATE ROLE {role} LOGIN"),
        format!("GRANT CONNECT ON DATABASE {database} TO {role}"),
        format!("GRANT USAGE, CREATE ON SCHEMA public TO {role}"),
    ] {
        sqlx::query(&statement).execute(&mut su).await.expect(&statement);
    }
    let _ = su.close().await;
    url.set_username(&role).expect("a user name");
    url.to_string()
}

async fn trigram_indexes(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT indexname::text AS name FROM pg_indexes WHERE indexname IN ('bookings_search', 'inquiries_search', \
         'assessments_search') ORDER BY indexname",
    )
    .fetch_all(&app.db.pool)
    .await
    .expect("pg_indexes")
}

/// What staff find in the inbox for `q`: the kinds of the matches.
async fn found_kinds(staff: &StaffClient, q: &str) -> Vec<String> {
    let page: Value =
        staff.get(&format!("/api/admin/inbox?q={}", urlencode(q))).await.json().await.expect("the inbox answers");
    page["items"].as_array().into_iter().flatten().filter_map(|i| i["kind"].as_str().map(String::from)).collect()
}

async fn a_booking_and_an_inquiry(app: &TestApp) {
    let mut b = booking(&open_day(7), "10:00");
    b["name"] = json!("Lin Mei-Hua");
    assert_eq!(app.post_json("/api/bookings", &b).await.status(), 201);
    let mut q = inquiry();
    q["name"] = json!("Sato Hanako");
    q["phone"] = json!("０９０－１２３４－５６７８");
    assert_eq!(app.post_json("/api/inquiries", &q).await.status(), 201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs scripts/with-postgres.sh"]
async fn a_role_that_may_not_create_pg_trgm_still_migrates_and_staff_still_search() {
    env("TEST_DATABASE_URL");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = database_for_a_role_without_extensions(dir.path()).await;
    // As the role itself: the extension is refused, as on the hosted service.
    let mut conn = sqlx::AnyConnection::connect(&url).await.expect("connect as the role");
    let refused = sqlx::query("CREATE EXTENSION pg_trgm").execute(&mut conn).await;
    assert!(refused.is_err(), "the role may not create the extension");
    let _ = conn.close().await;

    let app =
        spawn_with(Options { reuse: Some((url.clone(), dir.path().join("uploads"))), ..Default::default() }).await;
    let installed: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pg_extension WHERE extname = 'pg_trgm'")
        .fetch_one(&app.db.pool)
        .await
        .expect("pg_extension");
    assert_eq!(installed, 0);
    assert!(trigram_indexes(&app).await.is_empty(), "no trigram index without the extension");

    a_booking_and_an_inquiry(&app).await;
    let admin = signed_in(&app, "admin", None).await;
    assert_eq!(found_kinds(&admin, "mei-hua").await, ["booking"]);
    assert_eq!(found_kinds(&admin, "sato").await, ["inquiry"]);
    assert_eq!(found_kinds(&admin, "09012345678").await, ["inquiry"], "the full-width phone by its digits");
    assert_eq!(found_kinds(&admin, "0912345678").await, ["booking"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs scripts/with-postgres.sh"]
async fn where_pg_trgm_may_be_created_every_kind_keeps_its_trigram_index() {
    env("TEST_DATABASE_URL");
    let app = spawn_app().await;
    assert_eq!(trigram_indexes(&app).await, ["assessments_search", "bookings_search", "inquiries_search"]);
    a_booking_and_an_inquiry(&app).await;
    let admin = signed_in(&app, "admin", None).await;
    assert_eq!(found_kinds(&admin, "09012345678").await, ["inquiry"]);
}

/// pg_trgm installed beforehand by the database's owner, but in a schema the application's role
/// cannot see: the extension exists, its operator class does not resolve. Both migrations that make
/// trigram indexes (0009 and 0015) must carry on without them rather than refuse to start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs scripts/with-postgres.sh"]
async fn pg_trgm_installed_out_of_the_roles_sight_still_migrates_and_staff_still_search() {
    env("TEST_DATABASE_URL");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = database_for_a_role_without_extensions(dir.path()).await;
    let mut owner_url = url::Url::parse(&url).expect("URL");
    let owner = url::Url::parse(&env("TEST_DATABASE_URL")).expect("URL");
    owner_url.set_username(owner.username()).expect("a user name");
    let mut su = sqlx::AnyConnection::connect(owner_url.as_str()).await.expect("connect as the superuser");
    for statement in ["CREATE SCHEMA hidden_extensions", "CREATE EXTENSION pg_trgm SCHEMA hidden_extensions"] {
        sqlx::query(statement).execute(&mut su).await.expect(statement);
    }
    let _ = su.close().await;

    let app =
        spawn_with(Options { reuse: Some((url.clone(), dir.path().join("uploads"))), ..Default::default() }).await;
    assert!(trigram_indexes(&app).await.is_empty(), "no trigram index where the operator class is out of sight");

    a_booking_and_an_inquiry(&app).await;
    let admin = signed_in(&app, "admin", None).await;
    assert_eq!(found_kinds(&admin, "sato").await, ["inquiry"]);
    assert_eq!(found_kinds(&admin, "09012345678").await, ["inquiry"], "the full-width phone by its digits");
}
