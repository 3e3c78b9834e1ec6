//! Two server instances on one PostgreSQL database, as behind a load balancer (docs/architecture.md): the last
//! seat is sold once, and every patient e-mail (and every reminder) is delivered once although both
//! instances poll.
//! Ignored in a plain `cargo test`; `scripts/test-server.sh` runs them as
//! `scripts/with-postgres.sh scripts/with-services.sh cargo test -p clinic-server --test multi_instance -- --ignored`.

use crate::common;

use common::*;
use mailparse::MailHeaderMap;
use serde_json::json;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

fn env(name: &str) -> String {
    std::env::var(name)
        .unwrap_or_else(|_| panic!("{name} is not set: run through scripts/with-postgres.sh scripts/with-services.sh"))
}

/// A second instance on the first one's database (and upload folder).
async fn second_instance(first: &TestApp, opts: Options) -> TestApp {
    spawn_with(Options { reuse: Some((first.database_url.clone(), first.uploads_dir())), ..opts }).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-postgres.sh and scripts/with-services.sh"]
async fn the_last_seat_raced_for_through_two_instances_is_sold_once() {
    env("TEST_DATABASE_URL");
    let opts = Options { slot_capacity: 1, ..Options::default() };
    let a = Arc::new(spawn_with(opts.clone()).await);
    let b = Arc::new(second_instance(&a, opts).await);
    let day = open_day(1);
    let mut racers = Vec::new();
    for n in 0..50 {
        let app = if n % 2 == 0 { a.clone() } else { b.clone() };
        let mut body = booking(&day, "15:00");
        body["email"] = json!(format!("racer{n}@example.com"));
        racers.push(tokio::spawn(async move { app.post_json("/api/bookings", &body).await.status().as_u16() }));
    }
    let mut answers: HashMap<u16, usize> = HashMap::new();
    for r in racers {
        *answers.entry(r.await.expect("racer")).or_default() += 1;
    }
    assert_eq!(answers.get(&201), Some(&1), "exactly one seat sold: {answers:?}");
    assert_eq!(answers.get(&409), Some(&49), "everyone else told the slot is full: {answers:?}");
    assert_eq!(a.count("bookings").await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-postgres.sh and scripts/with-services.sh"]
async fn a_thousand_bookings_over_two_instances_send_a_thousand_emails_once_each() {
    env("TEST_DATABASE_URL");
    let maildir = std::path::PathBuf::from(env("TEST_MAILDIR")).join("new");
    let opts = Options {
        slot_capacity: 1000,
        smtp_url: Some(env("TEST_SMTP_URL")),
        mail_rate: Some(500),
        ..Options::default()
    };
    let a = Arc::new(spawn_with(opts.clone()).await);
    let b = Arc::new(second_instance(&a, opts).await);
    let day = open_day(2);
    let started = Instant::now();
    let total = 1000usize;
    let mut clients = Vec::new();
    for worker in 0..20 {
        let (a, b, day) = (a.clone(), b.clone(), day.clone());
        clients.push(tokio::spawn(async move {
            for n in (worker..total).step_by(20) {
                let app = if n % 2 == 0 { &a } else { &b };
                let mut body = booking(&day, "09:30");
                body["preferredTime"] = json!(["10:00", "11:00", "14:00", "16:00"][n % 4]);
                body["email"] = json!(format!("patient{n}@two-instances.example.com"));
                assert_eq!(app.post_json("/api/bookings", &body).await.status(), 201, "booking {n}");
            }
        }));
    }
    for c in clients {
        c.await.expect("client");
    }
    let booked = started.elapsed();

    // Every message marked sent, then a moment for a duplicate to arrive if one were on its way.
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let unsent: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL")
            .fetch_one(&a.db.pool)
            .await
            .expect("count");
        if unsent == 0 {
            break;
        }
        assert!(Instant::now() < deadline, "{unsent} messages still unsent");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let delivered = started.elapsed();
    tokio::time::sleep(Duration::from_secs(2)).await;

    let mut per_recipient: HashMap<String, usize> = HashMap::new();
    for entry in std::fs::read_dir(&maildir).expect("maildir") {
        let raw = std::fs::read(entry.expect("entry").path()).expect("message");
        let mail = mailparse::parse_mail(&raw).expect("parse");
        let to = mail.headers.get_first_value("To").unwrap_or_default();
        if to.contains("@two-instances.example.com") {
            *per_recipient.entry(to).or_default() += 1;
        }
    }
    let twice: Vec<_> = per_recipient.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "{} patients got their e-mail more than once, e.g. {:?}", twice.len(), twice.first());
    assert_eq!(per_recipient.len(), total, "every patient got their e-mail");
    let attempts: i64 =
        sqlx::query_scalar("SELECT COALESCE(MAX(attempts), 0) FROM outbox").fetch_one(&a.db.pool).await.expect("max");
    assert!(attempts <= 1, "a message was attempted {attempts} times");
    eprintln!(
        "two instances: {total} bookings in {:.1} s, all {total} e-mails delivered once after {:.1} s",
        booked.as_secs_f64(),
        delivered.as_secs_f64()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-postgres.sh and scripts/with-services.sh"]
async fn reminders_are_sent_once_each_by_two_instances_and_across_a_restart() {
    env("TEST_DATABASE_URL");
    let maildir = std::path::PathBuf::from(env("TEST_MAILDIR")).join("new");
    let opts = Options {
        slot_capacity: 1000,
        smtp_url: Some(env("TEST_SMTP_URL")),
        mail_rate: Some(500),
        // Every booking is within the lead time; the workers look once at start, then in an hour, so
        // the passes below are the ones that race.
        env: vec![("CLINIC_REMINDER_HOURS", (24 * 200).to_string()), ("CLINIC_REMINDER_POLL_SECONDS", "3600".into())],
        ..Options::default()
    };
    let a = Arc::new(spawn_with(opts.clone()).await);
    let mut b = second_instance(&a, opts.clone()).await;
    let total = 200usize;
    for n in 0..total {
        let app: &TestApp = if n % 2 == 0 { &a } else { &b };
        let mut body = booking(&open_day(n % 5), ["10:00", "11:30", "14:00", "16:30"][n % 4]);
        body["email"] = json!(format!("patient{n}@reminders.example.com"));
        assert_eq!(app.post_json("/api/bookings", &body).await.status(), 201, "booking {n}");
    }

    // Eight passes at once, each with its own writer and connection on either instance's pool, while
    // one instance restarts (its worker's first pass joins the race).
    let mut passes = Vec::new();
    for n in 0..8 {
        let db = if n % 2 == 0 { a.db.clone() } else { b.db.clone() };
        passes.push(tokio::spawn(async move {
            let writer = clinic_server::storage::writer::Writer::start(db.clone()).0;
            clinic_server::tasks::reminders::queue_due(&db, &writer, &[200 * 24]).await.expect("a pass")
        }));
    }
    b.stop().await;
    let b = second_instance(&a, opts.clone()).await;
    let mut claimed = 0;
    for p in passes {
        claimed += p.await.expect("pass");
    }
    assert!(claimed <= total, "{claimed} reminders claimed for {total} bookings");

    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let (queued, unsent): (i64, i64) = sqlx::query_as(
            "SELECT COUNT(*), COUNT(*) FILTER (WHERE sent_at IS NULL) FROM outbox WHERE kind = 'booking_reminder'",
        )
        .fetch_one(&b.db.pool)
        .await
        .expect("count");
        if queued >= total as i64 && unsent == 0 {
            break;
        }
        assert!(Instant::now() < deadline, "{queued} reminders queued, {unsent} unsent");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // A moment for a duplicate to arrive if one were on its way.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let queued: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE kind = 'booking_reminder'")
        .fetch_one(&a.db.pool)
        .await
        .expect("count");
    assert_eq!(queued, total as i64, "one reminder queued per booking");

    let mut per_recipient: HashMap<String, usize> = HashMap::new();
    for entry in std::fs::read_dir(&maildir).expect("maildir") {
        let raw = std::fs::read(entry.expect("entry").path()).expect("message");
        let mail = mailparse::parse_mail(&raw).expect("parse");
        let to = mail.headers.get_first_value("To").unwrap_or_default();
        let subject = mail.headers.get_first_value("Subject").unwrap_or_default();
        if to.contains("@reminders.example.com") && subject.starts_with("Reminder") {
            *per_recipient.entry(to).or_default() += 1;
        }
    }
    let twice: Vec<_> = per_recipient.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "{} patients were reminded more than once, e.g. {:?}", twice.len(), twice.first());
    assert_eq!(per_recipient.len(), total, "every patient was reminded");
}
