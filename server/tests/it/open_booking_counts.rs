//! SQLite counts open bookings per contact and network in `open_booking_counts` (migration 0021),
//! kept by triggers: whatever changes a booking (a new one, a status, a move, a forgotten network, an
//! erasure, a deletion), the counts equal a count of the bookings themselves.

use crate::common;

use clinic_server::storage::Backend;
use common::*;
use serde_json::json;

/// The counts as stored, and as counted from `bookings`, each sorted.
async fn counts(app: &TestApp) -> (Vec<(String, String, i64)>, Vec<(String, String, i64)>) {
    let stored: Vec<(String, String, i64)> =
        sqlx::query_as("SELECT holder, day, open FROM open_booking_counts ORDER BY holder, day")
            .fetch_all(&app.db.pool)
            .await
            .expect("counts");
    let counted: Vec<(String, String, i64)> = sqlx::query_as(
        "SELECT holder, day, COUNT(*) FROM ( \
           SELECT 'e ' || email_key AS holder, preferred_date AS day FROM bookings \
           WHERE status IN ('pending', 'confirmed') AND email_key IS NOT NULL \
           UNION ALL SELECT 'p ' || phone_digits, preferred_date FROM bookings \
           WHERE status IN ('pending', 'confirmed') AND phone_digits IS NOT NULL \
           UNION ALL SELECT 'n ' || client_network, preferred_date FROM bookings \
           WHERE status IN ('pending', 'confirmed') AND client_network IS NOT NULL \
         ) AS open GROUP BY holder, day ORDER BY holder, day",
    )
    .fetch_all(&app.db.pool)
    .await
    .expect("recount");
    (stored, counted)
}

async fn exec(app: &TestApp, sql: &str, code: &str) {
    let n = sqlx::query(sql).bind(code).execute(&app.db.pool).await.expect(sql).rows_affected();
    assert_eq!(n, 1, "{sql}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_counts_follow_every_change_to_a_booking() {
    let app = spawn_app().await;
    if app.db.backend != Backend::Sqlite {
        return; // PostgreSQL counts the bookings themselves, under advisory locks
    }
    let mut codes = Vec::new();
    for (i, time) in ["10:00", "10:30", "11:00"].iter().enumerate() {
        let res = app.post_json("/api/bookings", &booking(&open_day(1 + i), time)).await;
        assert_eq!(res.status(), 201);
        let body: serde_json::Value = res.json().await.expect("json");
        let code = clinic_core::code::ConfirmationCode::parse(body["confirmationCode"].as_str().expect("code"))
            .expect("code")
            .canonical()
            .to_string();
        codes.push(code);
    }
    let mut other = booking(&open_day(1), "10:00");
    other["email"] = json!("someone.else@example.com");
    other["phone"] = json!("0933 000 111");
    assert_eq!(app.post_json("/api/bookings", &other).await.status(), 201);
    // Every booking of the tests' one client network was recorded with it.
    sqlx::query("UPDATE bookings SET client_network = '203.0.113.7'").execute(&app.db.pool).await.expect("network");

    let (stored, counted) = counts(&app).await;
    assert!(!stored.is_empty());
    assert_eq!(stored, counted, "after the bookings");
    let before = stored.iter().find(|(h, _, _)| h.starts_with("e ")).map(|r| r.2);
    assert_eq!(before, Some(1), "one booking per day: {stored:?}");

    let steps = [
        "UPDATE bookings SET status = 'confirmed' WHERE code = $1",
        "UPDATE bookings SET status = 'cancelled' WHERE code = $1",
        "UPDATE bookings SET status = 'pending' WHERE code = $1",
        "UPDATE bookings SET preferred_date = '2099-01-02' WHERE code = $1",
        "UPDATE bookings SET client_network = NULL WHERE code = $1",
        "UPDATE bookings SET status = 'completed' WHERE code = $1",
    ];
    for sql in steps {
        exec(&app, sql, &codes[0]).await;
        let (stored, counted) = counts(&app).await;
        assert_eq!(stored, counted, "after {sql}");
    }
    // An erasure empties the holder and cancels the visit in one change.
    exec(
        &app,
        "UPDATE bookings SET phone_digits = '', email_key = NULL, client_network = NULL, status = 'cancelled' \
         WHERE code = $1",
        &codes[1],
    )
    .await;
    let (stored, counted) = counts(&app).await;
    assert_eq!(stored, counted, "after an erasure");
    sqlx::query("DELETE FROM outbox").execute(&app.db.pool).await.expect("outbox");
    exec(&app, "DELETE FROM bookings WHERE code = $1", &codes[2]).await;
    let (stored, counted) = counts(&app).await;
    assert_eq!(stored, counted, "after a deletion");
    assert!(stored.iter().all(|(_, _, n)| *n > 0), "no empty count is kept: {stored:?}");
}
