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

/// Both instances' reminder passes race for the same bookings and both delivery workers poll: each
/// booking's reminder reaches its patient's LINE or WhatsApp once (`tests/providers/sandbox.mjs`
/// records every request), and how fast they go is printed for the closing figures.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-postgres.sh"]
async fn chat_reminders_through_two_instances_reach_each_patient_once() {
    use common::providers::Sandbox;
    env("TEST_DATABASE_URL");
    let sandbox = Sandbox::start();
    let opts = Options { slot_capacity: 400, mail_rate: Some(1000), env: sandbox.env(), ..Options::default() };
    let a = Arc::new(spawn_with(opts.clone()).await);
    let b = Arc::new(second_instance(&a, opts).await);
    sandbox.point_at(&a.base).await;
    let total = 300usize;
    let day = open_day(9);
    let mut codes = Vec::with_capacity(total);
    for n in 0..total {
        let app = if n % 2 == 0 { &a } else { &b };
        let mut body = booking(&day, ["10:00", "11:00", "14:00"][n % 3]);
        body["email"] = json!(format!("chat{n}@two-instances.example.com"));
        let res = app.post_json("/api/bookings", &body).await;
        assert_eq!(res.status(), 201, "booking {n}");
        let v: serde_json::Value = res.json().await.expect("json");
        let code =
            clinic_core::code::ConfirmationCode::parse(v["confirmationCode"].as_str().expect("code")).expect("code");
        codes.push(code.canonical().to_string());
    }
    // Two thirds on LINE (linked), one third on WhatsApp, each with its own address.
    for (n, code) in codes.iter().enumerate() {
        let (channel, address) =
            if n % 3 == 2 { ("whatsapp", format!("8869{n:08}")) } else { ("line", format!("U{n:032x}")) };
        sqlx::query(
            "INSERT INTO reminder_channels (code, channel, address, state, opted_in_at, notice_version, updated_at) \
             VALUES ($1, $2, $3, 'active', 1, 'test', 1)",
        )
        .bind(code)
        .bind(channel)
        .bind(address)
        .execute(&a.db.pool)
        .await
        .expect("channel");
    }
    let started = Instant::now();
    let (wa, wb) = (a.writer(), b.writer());
    let (ra, rb) = tokio::join!(
        clinic_server::tasks::reminders::queue_due(&a.db, &wa, &[200 * 24]),
        clinic_server::tasks::reminders::queue_due(&b.db, &wb, &[200 * 24]),
    );
    ra.expect("a's pass");
    rb.expect("b's pass");
    let (line_n, wa_n) = (total - total / 3, total / 3);
    let pushes = sandbox.wait_for("line", "/v2/bot/message/push", line_n).await;
    let templates =
        sandbox.wait_for("whatsapp", &format!("/v21.0/{}/messages", common::providers::WA_PHONE_ID), wa_n).await;
    let took = started.elapsed();
    // A few more polls of both workers: nothing more goes out.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let pushes_after = sandbox.requests("line", Some("/v2/bot/message/push")).await;
    let templates_after =
        sandbox.requests("whatsapp", Some(&format!("/v21.0/{}/messages", common::providers::WA_PHONE_ID))).await;
    assert_eq!(pushes_after.len(), line_n, "each LINE reminder once");
    assert_eq!(templates_after.len(), wa_n, "each WhatsApp reminder once");
    let mut to: Vec<String> = pushes.iter().chain(templates.iter()).map(|r| r["body"]["to"].to_string()).collect();
    to.sort();
    to.dedup();
    assert_eq!(to.len(), total, "every patient reached, none twice");
    let (queued,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM outbox WHERE kind = 'booking_reminder'")
        .fetch_one(&a.db.pool)
        .await
        .expect("count");
    assert_eq!(queued, total as i64, "each reminder queued once although both passes raced");
    println!(
        "chat reminders over two instances: {total} queued once and delivered once ({line_n} LINE, {wa_n} WhatsApp) in {:.2} s = {:.0} messages/s",
        took.as_secs_f64(),
        total as f64 / took.as_secs_f64()
    );
}

/// The health questions' nudges and the aftercare check-ins, claimed by passes racing on both
/// instances while one restarts: each booking's nudge and each check-in is queued once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-postgres.sh"]
async fn nudges_and_check_ins_are_queued_once_by_two_instances_and_across_a_restart() {
    use clinic_server::storage::visit_care;
    env("TEST_DATABASE_URL");
    let opts = Options {
        slot_capacity: 1000,
        // The instances' own tasks look once at start, then in an hour: the passes below race.
        env: vec![("CLINIC_REMINDER_POLL_SECONDS", "3600".into())],
        ..Options::default()
    };
    let a = Arc::new(spawn_with(opts.clone()).await);
    let mut b = second_instance(&a, opts.clone()).await;
    let total = 60usize;
    let day = open_day(1);
    for n in 0..total {
        let app: &TestApp = if n % 2 == 0 { &a } else { &b };
        let mut body = booking(&day, ["10:00", "11:30", "14:00", "16:30"][n % 4]);
        body["email"] = json!(format!("patient{n}@nudges.example.com"));
        assert_eq!(app.post_json("/api/bookings", &body).await.status(), 201, "booking {n}");
    }
    sqlx::query("UPDATE bookings SET created_at = created_at - 2592000000").execute(&a.db.pool).await.expect("older");
    let first_visit = clinic_core::date::Date::parse(&day).expect("day").clinic_unix_ms(10 * 60);
    let nudge_at = first_visit - 40 * 3_600_000;
    let operated = clinic_server::storage::now_ms() - 2 * 86_400_000;
    let codes: Vec<String> =
        sqlx::query_scalar("SELECT code FROM bookings").fetch_all(&a.db.pool).await.expect("codes");
    let writer = a.writer();
    for code in codes {
        writer
            .transact(move |conn| {
                Box::pin(async move { Ok(visit_care::start_aftercare(conn, &code, operated).await?) })
            })
            .await
            .expect("aftercare");
    }

    let mut passes = Vec::new();
    for n in 0..8 {
        let db = if n % 2 == 0 { a.db.clone() } else { b.db.clone() };
        passes.push(tokio::spawn(async move {
            let writer = clinic_server::storage::writer::Writer::start(db.clone()).0;
            let nudged = writer
                .transact(move |conn| Box::pin(async move { Ok(visit_care::claim_nudges(conn, nudge_at, 500).await?) }))
                .await
                .expect("a nudge pass");
            let checked = writer
                .transact(move |conn| {
                    Box::pin(async move {
                        Ok(visit_care::claim_checkins(conn, clinic_server::storage::now_ms(), &[1, 7]).await?)
                    })
                })
                .await
                .expect("a check-in pass");
            (nudged, checked)
        }));
    }
    b.stop().await;
    let b = second_instance(&a, opts.clone()).await;
    let (mut nudged, mut checked) = (0, 0);
    for p in passes {
        let (n, c) = p.await.expect("pass");
        nudged += n;
        checked += c;
    }
    assert_eq!((nudged, checked), (total, total), "each booking's nudge and day-1 check-in claimed once");
    let count = |kind: &'static str| {
        let pool = b.db.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM outbox WHERE kind = $1")
                .bind(kind)
                .fetch_one(&pool)
                .await
                .expect("count")
        }
    };
    assert_eq!(count("intake_nudge").await, total as i64);
    assert_eq!(count("aftercare_checkin").await, total as i64);
    assert_eq!(count("aftercare_sheet").await, total as i64);
}
