//! Availability over the whole booking horizon (180 days) with 100,000 stored bookings and 50
//! closures (issue 13's closing figure). Seeds a fresh database through SQL, adds the closures through
//! the staff API (so their slots settle as in production), then times what the booking form asks: the
//! horizon in `/api/availability` requests of at most 62 days, and the dashboard's week calendar.
//! Slow to seed, so it runs on demand:
//! `cargo test -p clinic-server --release --test availability_scale -- --ignored --nocapture`
//! (PostgreSQL: under `scripts/with-postgres.sh`).

use crate::common;

use clinic_core::date::Date;
use clinic_core::hours::CLINIC;
use clinic_server::storage::now_ms;
use common::staff::signed_in;
use common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

const BOOKINGS: usize = 100_000;
const CLOSURES: usize = 50;
const ROUNDS: usize = 30;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "seeds 100,000 bookings; run with --ignored --release"]
async fn availability_for_the_whole_horizon_with_closures_and_100k_bookings() {
    let app = spawn_with(Options { slot_capacity: 40, ..Default::default() }).await;
    let today = Date::clinic_today(now_ms());
    let slots: Vec<(String, String)> = (1..=CLINIC.horizon_days as i32)
        .map(|d| today.add_days(d))
        .flat_map(|d| CLINIC.slots(d).into_iter().map(move |t| (d.to_string(), t.to_string())))
        .collect();
    let branches = ["taipei", "kaohsiung"];
    let started = Instant::now();
    let mut tx = app.db.pool.begin().await.unwrap();
    let now = now_ms();
    for chunk in 0..BOOKINGS / 500 {
        let mut sql = String::from(
            "INSERT INTO bookings (code, status, branch, preferred_date, preferred_time, tumor_type, name, phone, phone_digits, \
             email, email_normalized, lang, created_at, updated_at) VALUES ",
        );
        for j in 0..500 {
            let i = chunk * 500 + j;
            let (date, time) = &slots[(i / 2) % slots.len()];
            if j > 0 {
                sql.push(',');
            }
            sql.push_str(&format!(
                "('{i:010}', 'pending', '{}', '{date}', '{time}', 'lipoma', 'Patient {i}', '0912 {i:06}', '0912{i:06}', \
                 'p{i}@example.com', 'p{i}@example.com', 'en', {now}, {now})",
                branches[i % 2]
            ));
        }
        sqlx::query(&sql).execute(&mut *tx).await.unwrap();
    }
    sqlx::query(
        "INSERT INTO slot_counts (branch, slot_date, slot_time, taken) \
         SELECT branch, preferred_date, preferred_time, COUNT(*) FROM bookings GROUP BY branch, preferred_date, preferred_time",
    )
    .execute(&mut *tx)
    .await
    .unwrap();
    tx.commit().await.unwrap();
    eprintln!("seeded {BOOKINGS} bookings over {} slots in {:?}", slots.len() * 2, started.elapsed());

    // 50 closures: whole days, afternoons and week-long ranges, spread over the horizon.
    let admin = signed_in(&app, "admin", None).await;
    let mut closing = Vec::new();
    for n in 0..CLOSURES {
        let first = today.add_days(2 + (n as i32 * 7) % 170);
        let body = match n % 3 {
            0 => json!({"branch": "taipei", "fromDate": first.to_string(), "reason": "Holiday"}),
            1 => {
                json!({"branch": "taipei", "fromDate": first.to_string(), "startTime": "14:00", "endTime": "19:00", "reason": "Surgery day"})
            }
            _ => {
                json!({"branch": "taipei", "fromDate": first.to_string(), "toDate": first.add_days(6).to_string(), "reason": "Leave"})
            }
        };
        let t = Instant::now();
        let res = admin.post_json("/api/admin/closures", &body).await;
        closing.push(t.elapsed());
        assert_eq!(res.status(), 201, "{body}");
    }
    closing.sort();
    eprintln!(
        "adding a closure (settle + bookings inside + audit): p50 {:?}, max {:?}",
        percentile(&closing, 0.5),
        closing[closing.len() - 1]
    );

    // The horizon as the booking form would read it: 62-day requests.
    let mut horizon = Vec::new();
    let mut offered = 0;
    for _ in 0..ROUNDS {
        let t = Instant::now();
        offered = 0;
        let mut from = today;
        let last = today.add_days(CLINIC.horizon_days as i32);
        while from <= last {
            let to = from.add_days(61).min(last);
            let res = app.get(&format!("/api/availability?branch=taipei&from={from}&to={to}")).await;
            assert_eq!(res.status(), 200);
            let body: Value = res.json().await.unwrap();
            offered += body["slots"].as_array().map(Vec::len).unwrap_or(0);
            from = to.add_days(1);
        }
        horizon.push(t.elapsed());
    }
    horizon.sort();
    eprintln!(
        "availability, 180 days ({offered} open slots, 3 requests): p50 {:?}, p99 {:?}",
        percentile(&horizon, 0.5),
        percentile(&horizon, 0.99)
    );
    assert!(offered > 0 && offered < slots.len(), "closures take slots out of the offer");

    let mut week = Vec::new();
    for _ in 0..ROUNDS {
        let t = Instant::now();
        let res = admin.get(&format!("/api/admin/calendar?branch=taipei&from={}", today.add_days(9))).await;
        assert_eq!(res.status(), 200);
        let _: Value = res.json().await.unwrap();
        week.push(t.elapsed());
    }
    week.sort();
    eprintln!(
        "calendar, one week with its bookings: p50 {:?}, p99 {:?}",
        percentile(&week, 0.5),
        percentile(&week, 0.99)
    );
}
