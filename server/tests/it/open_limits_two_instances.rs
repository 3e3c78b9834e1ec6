//! The limits on open bookings hold across two server instances on one PostgreSQL database, as
//! behind a load balancer (docs/architecture.md): however a patient's or a network's racing bookings are spread
//! over the instances, exactly the limit's number get a seat, the rest are told which limit refused
//! them, and nobody gets a 5xx.
//!
//! PostgreSQL only (two instances cannot share the SQLite file); run it with
//! `scripts/with-postgres.sh cargo test -p clinic-server --test open_limits_two_instances`.
//! Without `TEST_DATABASE_URL` each test says it is skipped and passes.

use crate::common;

use common::*;
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Two instances on one PostgreSQL database with these limits, or `None` (said aloud) on SQLite.
async fn two_instances(per_contact: i64, per_network: i64) -> Option<(Arc<TestApp>, Arc<TestApp>)> {
    if std::env::var("TEST_DATABASE_URL").map_or(true, |u| u.is_empty()) {
        eprintln!("SKIPPED: needs PostgreSQL (run through scripts/with-postgres.sh)");
        return None;
    }
    let opts = Options {
        slot_capacity: 50,
        env: vec![
            ("CLINIC_OPEN_BOOKINGS_PER_CONTACT", per_contact.to_string()),
            ("CLINIC_OPEN_BOOKINGS_PER_NETWORK", per_network.to_string()),
            ("CLINIC_TRUSTED_PROXIES", "127.0.0.1".to_string()),
        ],
        ..Options::default()
    };
    let a = spawn_with(opts.clone()).await;
    let b = spawn_with(Options { reuse: Some((a.database_url.clone(), a.uploads_dir())), ..opts }).await;
    Some((Arc::new(a), Arc::new(b)))
}

/// The `n`th booking slot of the test's days (distinct slots, so seats never decide).
fn slot(n: usize) -> (String, String) {
    let per_day = 10;
    let day = open_day(n / per_day);
    let date = clinic_core::date::Date::parse(&day).expect("a date");
    let time = clinic_core::hours::CLINIC.slots(date)[n % per_day];
    (day, time.to_string())
}

/// Sends all `bookings` at once, each from its client address, alternately through each instance;
/// counts the answers by status and (for 409) by the limit named.
async fn race(a: &Arc<TestApp>, b: &Arc<TestApp>, bookings: Vec<(Value, String)>) -> BTreeMap<String, usize> {
    let mut racers = Vec::new();
    for (n, (body, from)) in bookings.into_iter().enumerate() {
        let app = if n % 2 == 0 { a.clone() } else { b.clone() };
        racers.push(tokio::spawn(async move {
            let res = app
                .client
                .post(app.url("/api/bookings"))
                .header("x-forwarded-for", from)
                .json(&body)
                .send()
                .await
                .expect("request");
            let status = res.status().as_u16();
            let body: Value = res.json().await.unwrap_or(Value::Null);
            match status {
                409 => format!("409 {} {}", body["error"]["code"], body["error"]["limit"]),
                other => other.to_string(),
            }
        }));
    }
    let mut answers = BTreeMap::new();
    for r in racers {
        *answers.entry(r.await.expect("racer")).or_default() += 1;
    }
    answers
}

fn expected(pairs: &[(&str, usize)]) -> BTreeMap<String, usize> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_racing_bookings_of_one_patient_over_two_instances_get_exactly_the_contact_limit() {
    let Some((a, b)) = two_instances(3, 0).await else { return };
    let bookings = (0..20)
        .map(|n| {
            let (date, time) = slot(n);
            let mut body = booking(&date, &time);
            body["email"] = "ann.lee@example.com".into();
            (body, format!("198.51.100.{}", n + 1))
        })
        .collect();
    let answers = race(&a, &b, bookings).await;
    assert_eq!(answers, expected(&[("201", 3), ("409 \"too_many_open_bookings\" \"contact\"", 17)]));
    assert_eq!(a.count("bookings").await, 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_racing_patients_of_one_network_over_two_instances_get_exactly_the_network_limit() {
    let Some((a, b)) = two_instances(0, 4).await else { return };
    let bookings = (0..20)
        .map(|n| {
            let (date, time) = slot(n);
            let mut body = booking(&date, &time);
            body["email"] = format!("patient{n}@example.com").into();
            body["phone"] = format!("0912-345-{n:03}").into();
            // Every address of one IPv6 /64 is one network.
            (body, format!("2001:db8:0:7::{:x}", n + 1))
        })
        .collect();
    let answers = race(&a, &b, bookings).await;
    assert_eq!(answers, expected(&[("201", 4), ("409 \"too_many_open_bookings\" \"network\"", 16)]));
    assert_eq!(a.count("bookings").await, 4);
}

/// Two patients' bookings interleaved, so both instances' batches hold both contacts in varying
/// order: the careful path takes their locks in one order, so no batch deadlocks and each patient
/// gets exactly the limit.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_patients_racing_through_two_instances_each_get_exactly_the_contact_limit() {
    let Some((a, b)) = two_instances(3, 0).await else { return };
    let bookings = (0..40)
        .map(|n| {
            let (date, time) = slot(n);
            let mut body = booking(&date, &time);
            let who = [0, 1, 1, 0][n % 4];
            body["email"] = format!("patient{who}@example.com").into();
            body["phone"] = format!("0933-000-00{who}").into();
            (body, format!("203.0.113.{}", n + 1))
        })
        .collect();
    let answers = race(&a, &b, bookings).await;
    assert_eq!(answers, expected(&[("201", 6), ("409 \"too_many_open_bookings\" \"contact\"", 34)]));
    for who in 0..2 {
        let held: i64 =
            sqlx::query_scalar(&format!("SELECT COUNT(*) FROM bookings WHERE email_key = 'patient{who}@example.com'"))
                .fetch_one(&a.db.pool)
                .await
                .expect("count");
        assert_eq!(held, 3, "patient {who}");
    }
}
