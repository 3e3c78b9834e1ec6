//! The reminder scan at 100,000 stored bookings spread over the 180-day horizon. Times the pass that
//! claims the reminders due at the default offsets (72 h and 24 h ahead), and the idle pass every poll makes when nothing is
//! due. Slow to seed, so it runs on demand:
//! `cargo test -p clinic-server --release --test reminder_scale -- --ignored --nocapture`
//! (PostgreSQL: under `scripts/with-postgres.sh`).

use crate::common;

use clinic_core::date::Date;
use clinic_core::hours::CLINIC;
use clinic_server::storage::{now_ms, Db};
use common::*;
use std::time::Instant;

const BOOKINGS: usize = 100_000;
/// The default offsets (72 h and 24 h).
const OFFSETS: &[i64] = &[72, 24];

/// Every open slot of the horizon, from now on.
fn slots() -> Vec<(String, String)> {
    let now = now_ms();
    let today = Date::clinic_today(now);
    (0..CLINIC.horizon_days as i32)
        .map(|i| today.add_days(i))
        .flat_map(|d| CLINIC.slots(d).into_iter().map(move |t| (d, t)))
        .filter(|(d, t)| d.clinic_unix_ms(t.minutes()) > now)
        .map(|(d, t)| (d.to_string(), t.to_string()))
        .collect()
}

async fn seed(db: &Db) {
    let now = now_ms();
    let slots = slots();
    let statuses = ["pending", "confirmed", "confirmed", "pending", "cancelled"];
    let mut tx = db.pool.begin().await.expect("begin");
    for chunk in 0..BOOKINGS / 500 {
        let mut sql = String::from(
            "INSERT INTO bookings (code, status, branch, preferred_date, preferred_time, tumor_type, name, phone, phone_digits, \
             email, email_normalized, lang, created_at, updated_at, time_zone) VALUES ",
        );
        for j in 0..500 {
            let i = chunk * 500 + j;
            let (date, time) = &slots[i % slots.len()];
            if j > 0 {
                sql.push(',');
            }
            sql.push_str(&format!(
                "('{i:010}', '{}', '{}', '{date}', '{time}', 'lipoma', 'Patient {i}', '0912 {i:06}', '0912{i:06}', \
                 'p{i}@example.com', 'p{i}@example.com', 'en', {now}, {now}, 'America/New_York')",
                statuses[i % statuses.len()],
                if i % 2 == 0 { "taipei" } else { "kaohsiung" },
            ));
        }
        sqlx::query(&sql).execute(&mut *tx).await.expect("seed");
    }
    tx.commit().await.expect("commit");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow: seeds 100,000 bookings"]
async fn the_reminder_scan_at_100000_bookings() {
    let app = spawn_app().await;
    seed(&app.db).await;
    let writer = app.writer();

    let started = Instant::now();
    let queued = clinic_server::tasks::reminders::queue_due(&app.db, &writer, OFFSETS).await.expect("pass");
    let claiming = started.elapsed();
    assert!(queued > 0, "some visits are within a day");

    let mut idle = Vec::new();
    for _ in 0..50 {
        let started = Instant::now();
        let again = clinic_server::tasks::reminders::queue_due(&app.db, &writer, OFFSETS).await.expect("pass");
        idle.push(started.elapsed());
        assert_eq!(again, 0, "nothing is due twice");
    }
    idle.sort();
    eprintln!(
        "reminder scan at {BOOKINGS} bookings ({:?}): the pass claiming {queued} due reminders took {:.1} ms; \
         an idle pass (nothing due) p50 {:.2} ms, p99 {:.2} ms",
        app.db.backend,
        claiming.as_secs_f64() * 1e3,
        idle[idle.len() / 2].as_secs_f64() * 1e3,
        idle[idle.len() * 99 / 100].as_secs_f64() * 1e3,
    );
}
