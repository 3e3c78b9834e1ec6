//! The inbox list at 100,000 stored submissions (docs/performance.md: p99 ≤ 50 ms). Seeds a fresh database
//! through SQL and times the list query with the filters staff use most. Slow to seed, so it runs on
//! demand: `cargo test -p clinic-server --release --test inbox_scale -- --ignored --nocapture`
//! (PostgreSQL: under `scripts/with-postgres.sh`).

use crate::common;

use clinic_core::model::Branch;
use clinic_server::storage::inbox::list::{list, Filter, Sort};
use clinic_server::storage::inbox::Kind;
use clinic_server::storage::{now_ms, Db};
use std::time::Instant;

const BOOKINGS: usize = 60_000;
const INQUIRIES: usize = 25_000;
const ASSESSMENTS: usize = 15_000;

/// The seed's transaction. On SQLite it takes the write lock up front, as the server's writer does: a
/// deferred one fails at once ("database is locked", no busy wait) when a background task of the
/// freshly started server commits between its first read and its first write.
async fn begin_seed(db: &Db) -> sqlx::Transaction<'static, sqlx::Any> {
    if db.backend == clinic_server::storage::Backend::Sqlite {
        db.pool.begin_with("BEGIN IMMEDIATE").await.unwrap()
    } else {
        db.pool.begin().await.unwrap()
    }
}

async fn seed(db: &Db) {
    let now = now_ms();
    let langs = ["zh-TW", "en", "ja", "ko", "es", "ar", "hi"];
    let statuses = ["pending", "confirmed", "completed", "cancelled", "no_show"];
    let mut tx = begin_seed(db).await;
    for chunk in 0..BOOKINGS / 500 {
        let mut sql = String::from(
            "INSERT INTO bookings (code, status, branch, preferred_date, preferred_time, tumor_type, name, phone, phone_digits, \
             email, email_normalized, lang, created_at, updated_at) VALUES ",
        );
        for j in 0..500 {
            let i = chunk * 500 + j;
            let at = now - (i as i64) * 60_000;
            if j > 0 {
                sql.push(',');
            }
            sql.push_str(&format!(
                "('{:010}', '{}', '{}', '2026-12-{:02}', '10:00', 'lipoma', 'Patient {i}', '0912 {i:06}', '0912{i:06}', \
                 'p{i}@example.com', 'p{i}@example.com', '{}', {at}, {at})",
                i,
                statuses[i % 5],
                if i % 2 == 0 { "taipei" } else { "kaohsiung" },
                1 + i % 28,
                langs[i % 7]
            ));
        }
        sqlx::query(&sql).execute(&mut *tx).await.unwrap();
    }
    for chunk in 0..INQUIRIES / 500 {
        let mut sql = String::from(
            "INSERT INTO inquiries (id, name, email, phone, subject, message, inquiry_type, lang, received_at, status) VALUES ",
        );
        for j in 0..500 {
            let i = chunk * 500 + j;
            let at = now - (i as i64) * 90_000;
            if j > 0 {
                sql.push(',');
            }
            sql.push_str(&format!(
                "('inq_{i:08}', 'Asker {i}', 'q{i}@example.com', NULL, 'Subject', 'Message', 'general', '{}', {at}, '{}')",
                langs[i % 7],
                ["new", "answered", "closed"][i % 3]
            ));
        }
        sqlx::query(&sql).execute(&mut *tx).await.unwrap();
    }
    for chunk in 0..ASSESSMENTS / 500 {
        let mut sql = String::from(
            "INSERT INTO assessments (id, answers, result, email, lang, created_at, status, urgency) VALUES ",
        );
        for j in 0..500 {
            let i = chunk * 500 + j;
            let at = now - (i as i64) * 120_000;
            if j > 0 {
                sql.push(',');
            }
            sql.push_str(&format!(
                "('asm_{i:08}', '{{}}', '{{}}', 'a{i}@example.com', '{}', {at}, '{}', '{}')",
                langs[i % 7],
                ["new", "reviewed", "closed"][i % 3],
                ["high", "medium", "low"][i % 3]
            ));
        }
        sqlx::query(&sql).execute(&mut *tx).await.unwrap();
    }
    tx.commit().await.unwrap();
    // Both databases plan better with fresh statistics, as a long-running one has.
    sqlx::query("ANALYZE").execute(&db.pool).await.unwrap();
    // The rows went in beside the server's writer: its search text in memory is read again, as at a start.
    db.build_text_index().await.unwrap();
}

fn base(now: i64) -> Filter {
    Filter {
        kind: None,
        status: None,
        branch: None,
        scope: None,
        from: None,
        to: None,
        lang: None,
        tumor_type: None,
        urgency: None,
        q: None,
        overdue: false,
        unverified: false,
        sort: Sort::ReceivedAt,
        descending: true,
        offset: 0,
        limit: 50,
        now,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "seeds 100,000 rows; run on demand"]
async fn the_inbox_list_stays_fast_at_100_000_submissions() {
    let app = common::spawn_app().await;
    seed(&app.db).await;
    // A copy to time the same SQL with the sqlite3 shell (a release build of SQLite), if asked.
    if let (Ok(path), clinic_server::storage::Backend::Sqlite) = (std::env::var("INBOX_SCALE_COPY"), app.db.backend) {
        sqlx::query(&format!("VACUUM INTO '{path}'")).execute(&app.db.pool).await.unwrap();
    }
    let now = now_ms();
    let filters: Vec<(&str, Filter)> = vec![
        ("everything, newest first", base(now)),
        ("pending bookings", Filter { kind: Some(Kind::Booking), status: Some("pending".into()), ..base(now) }),
        ("one branch's staff", Filter { scope: Some(Branch::Taipei), ..base(now) }),
        (
            "new inquiries in Japanese",
            Filter { kind: Some(Kind::Inquiry), status: Some("new".into()), lang: Some("ja".into()), ..base(now) },
        ),
        (
            "high-urgency assessments",
            Filter { kind: Some(Kind::Assessment), urgency: Some("high".into()), ..base(now) },
        ),
        ("overdue", Filter { overdue: true, ..base(now) }),
        ("page 20", Filter { offset: 950, ..base(now) }),
        ("sorted by name", Filter { sort: Sort::Name, descending: false, ..base(now) }),
        ("search by name", Filter { q: Some("patient 4242".into()), ..base(now) }),
        ("search by code", Filter { q: Some("0000-0424-20".into()), ..base(now) }),
        ("search by phone", Filter { q: Some("0912-004242".into()), ..base(now) }),
        ("search by e-mail", Filter { q: Some("q4242@example".into()), ..base(now) }),
        ("search, many matches", Filter { q: Some("example.com".into()), ..base(now) }),
    ];
    let mut conn = app.db.pool.acquire().await.unwrap();
    let mut all = Vec::new();
    for (name, f) in &filters {
        let page = list(&mut conn, app.db.backend, &app.db.text_index, f).await.unwrap();
        let mut times = Vec::new();
        for _ in 0..30 {
            let start = Instant::now();
            let again = list(&mut conn, app.db.backend, &app.db.text_index, f).await.unwrap();
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            assert_eq!(again.total, page.total);
        }
        times.sort_by(|a, b| a.total_cmp(b));
        println!("{name:<28} total {:>6}  p50 {:>6.2} ms  max {:>6.2} ms", page.total, times[15], times[29]);
        all.extend(times);
    }
    all.sort_by(|a, b| a.total_cmp(b));
    let p = |q: f64| all[((all.len() as f64 - 1.0) * q).round() as usize];
    println!("all filters ({} queries): p50 {:.2} ms, p99 {:.2} ms", all.len(), p(0.5), p(0.99));
    assert!(p(0.99) < 50.0, "p99 {:.2} ms over the 50 ms budget", p(0.99));
}

/// Bookings of the triage measurement (issue 26: "the triage queue query at 100,000 bookings").
const TRIAGE_BOOKINGS: usize = 100_000;

/// 100,000 bookings over ten months past and two ahead, most with health answers (a quarter of them
/// flagged, most of the past ones reviewed), two aftercare answers for a third of the completed
/// visits with one in twenty a worry (all handled but the last ten days'), and 15,000 assessments.
async fn seed_triage(db: &Db) -> usize {
    let now = now_ms();
    let today = clinic_core::date::Date::clinic_today(now);
    let mut tx = begin_seed(db).await;
    let mut open_worries = 0;
    for chunk in 0..TRIAGE_BOOKINGS / 500 {
        let mut bookings = String::from(
            "INSERT INTO bookings (code, status, branch, preferred_date, preferred_time, tumor_type, name, phone, phone_digits, \
             email, email_normalized, lang, created_at, updated_at) VALUES ",
        );
        let mut intakes = String::from(
            "INSERT INTO intakes (code, answers, submitted_at, flags, consent_at, notice_version, photo_key, reviewed_at, \
             reviewed_by, review_note, updated_at) VALUES ",
        );
        let mut answers = String::from(
            "INSERT INTO aftercare_answers (id, code, day, answer, signs, answered_at, handled_at) VALUES ",
        );
        let (mut n_intakes, mut n_answers) = (0, 0);
        for j in 0..500 {
            let i = chunk * 500 + j;
            // Independent choices per booking (a day, a status, a branch…), the same on every run.
            let pick = |salt: u64, n: usize| (mix(i as u64 ^ (salt << 40)) % n as u64) as usize;
            // Day -300 .. +59 around today, 10:00 to 17:30.
            let offset = (i % 360) as i32 - 300;
            let day = today.add_days(offset);
            let time = format!("{:02}:{:02}", 10 + pick(1, 8), if pick(2, 2) == 0 { 0 } else { 30 });
            let status = if offset < 0 {
                ["completed", "completed", "completed", "no_show", "cancelled"][pick(3, 5)]
            } else {
                ["pending", "confirmed", "confirmed", "cancelled"][pick(3, 4)]
            };
            let at = day.clinic_unix_ms(0) - 20 * 86_400_000;
            if j > 0 {
                bookings.push(',');
            }
            bookings.push_str(&format!(
                "('T{i:09}', '{status}', '{}', '{day}', '{time}', 'lipoma', 'Patient {i}', '0912 {i:06}', '0912{i:06}', \
                 'p{i}@example.com', 'p{i}@example.com', 'en', {at}, {at})",
                if pick(4, 2) == 0 { "taipei" } else { "kaohsiung" },
            ));
            // Six in ten sent their answers, one in ten left a draft.
            let intake = pick(5, 10);
            let sent = intake < 6;
            if sent || intake == 6 {
                let flagged = sent && pick(6, 4) == 0;
                let reviewed = flagged && (if offset < 0 { pick(7, 10) != 0 } else { pick(7, 8) == 0 });
                if n_intakes > 0 {
                    intakes.push(',');
                }
                n_intakes += 1;
                let (submitted, flags) = if sent {
                    (at.to_string(), if flagged { "anticoagulant,keloid" } else { "" })
                } else {
                    ("NULL".into(), "")
                };
                let (r_at, r_by, r_note) = if reviewed {
                    (at.to_string(), "'doctor@clinic.example'", "'Seen.'")
                } else {
                    ("NULL".into(), "NULL", "NULL")
                };
                intakes.push_str(&format!(
                    "('T{i:09}', '{{}}', {submitted}, '{flags}', {submitted}, '2026-11-23', '', {r_at}, {r_by}, {r_note}, {at})"
                ));
            }
            if status == "completed" && pick(8, 3) == 0 {
                for (n, d) in [1, 7].into_iter().enumerate() {
                    let answered = day.clinic_unix_ms(0) + d * 86_400_000;
                    if answered > now {
                        continue;
                    }
                    let worry = pick(9 + n as u64, 20) == 0;
                    let open = worry && now - answered < 10 * 86_400_000;
                    open_worries += usize::from(open);
                    if n_answers > 0 {
                        answers.push(',');
                    }
                    n_answers += 1;
                    answers.push_str(&format!(
                        "('aft_{i:09}_{d}', 'T{i:09}', {d}, '{}', '{}', {answered}, {})",
                        if worry { "worry" } else { "fine" },
                        if worry { "fever,redness" } else { "" },
                        if worry && !open { answered.to_string() } else { "NULL".into() },
                    ));
                }
            }
        }
        sqlx::query(&bookings).execute(&mut *tx).await.unwrap();
        if n_intakes > 0 {
            sqlx::query(&intakes).execute(&mut *tx).await.unwrap();
        }
        if n_answers > 0 {
            sqlx::query(&answers).execute(&mut *tx).await.unwrap();
        }
    }
    for chunk in 0..ASSESSMENTS / 500 {
        let mut sql = String::from(
            "INSERT INTO assessments (id, answers, result, email, lang, created_at, status, urgency) VALUES ",
        );
        for j in 0..500 {
            let i = chunk * 500 + j;
            let at = now - (i as i64) * 120_000;
            if j > 0 {
                sql.push(',');
            }
            sql.push_str(&format!(
                "('asm_{i:08}', '{{}}', '{{}}', 'a{i}@example.com', 'en', {at}, '{}', '{}')",
                ["new", "reviewed", "closed"][i % 3],
                ["high", "medium", "low"][i % 3]
            ));
        }
        sqlx::query(&sql).execute(&mut *tx).await.unwrap();
    }
    tx.commit().await.unwrap();
    sqlx::query("ANALYZE").execute(&db.pool).await.unwrap();
    open_worries
}

/// SplitMix64: a well-spread number from a counter.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The first result and 30 timed runs (ms, sorted), after that untimed first one.
async fn timed<F, Fut, T>(mut run: F) -> (T, Vec<f64>)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = T>,
{
    let first = run().await;
    let mut times = Vec::new();
    for _ in 0..30 {
        let start = Instant::now();
        run().await;
        times.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    (first, times)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "seeds 100,000 bookings; run on demand"]
async fn the_triage_queue_stays_fast_at_100_000_bookings() {
    use clinic_server::storage::inbox::overview::triage;
    use clinic_server::storage::intake_review::{attach_to_items, open_worries, to_review};
    let app = common::spawn_app().await;
    let open_worries_seeded = seed_triage(&app.db).await;
    let (db, backend) = (&app.db, app.db.backend);
    let now = now_ms();
    let mut all = Vec::new();
    if std::env::var("TRIAGE_PLAN").is_ok() && backend == clinic_server::storage::Backend::Sqlite {
        for sql in [
            "EXPLAIN QUERY PLAN SELECT i.code FROM intakes i CROSS JOIN bookings t LEFT JOIN staff_users su ON su.id = t.assignee_id WHERE t.code = i.code AND i.flags <> '' AND i.reviewed_at IS NULL AND i.submitted_at IS NOT NULL AND t.status IN ('pending', 'confirmed') AND t.preferred_date >= '2026-01-01' ORDER BY t.preferred_date, t.preferred_time, t.code LIMIT 200",
            "EXPLAIN QUERY PLAN SELECT a.id FROM aftercare_answers a JOIN bookings t ON t.code = a.code WHERE a.answer = 'worry' AND a.handled_at IS NULL ORDER BY a.answered_at, a.id LIMIT 200",
        ] {
            for r in sqlx::query(sql).fetch_all(&db.pool).await.unwrap() {
                use sqlx::Row;
                println!("plan: {}", r.try_get::<String, _>("detail").unwrap());
            }
        }
    }

    let (items, times) = timed(|| async {
        let mut conn = db.pool.acquire().await.unwrap();
        triage(&mut conn, backend, None, now).await.unwrap()
    })
    .await;
    let worries = items.iter().take_while(|i| i.aftercare.is_some()).count();
    assert_eq!(worries, open_worries_seeded, "every open worry heads the queue");
    assert!(items.iter().skip(worries).all(|i| i.kind == "assessment"));
    println!(
        "{:<28} items {:>6}  p50 {:>6.2} ms  max {:>6.2} ms",
        "triage queue, every branch",
        items.len(),
        times[15],
        times[29]
    );
    all.extend(times.iter().copied());
    let triage_all = times;

    let (items, times) = timed(|| async {
        let mut conn = db.pool.acquire().await.unwrap();
        triage(&mut conn, backend, Some(Branch::Taipei), now).await.unwrap()
    })
    .await;
    println!(
        "{:<28} items {:>6}  p50 {:>6.2} ms  max {:>6.2} ms",
        "triage queue, one branch",
        items.len(),
        times[15],
        times[29]
    );
    all.extend(times.iter().copied());

    // The worries alone (the queue's new part; the rest is the assessments' sort, as before).
    let (items, times) = timed(|| async {
        let mut conn = db.pool.acquire().await.unwrap();
        open_worries(&mut conn, backend, None, now).await.unwrap()
    })
    .await;
    assert_eq!(items.len(), open_worries_seeded);
    println!(
        "{:<28} items {:>6}  p50 {:>6.2} ms  max {:>6.2} ms",
        "aftercare worries alone",
        items.len(),
        times[15],
        times[29]
    );
    all.extend(times.iter().copied());

    let (items, times) = timed(|| async {
        let mut conn = db.pool.acquire().await.unwrap();
        to_review(&mut conn, backend, None, now).await.unwrap()
    })
    .await;
    assert!(items.iter().all(|i| i.intake.as_ref().is_some_and(|m| m.needs_review)));
    println!(
        "{:<28} items {:>6}  p50 {:>6.2} ms  max {:>6.2} ms",
        "flagged, not reviewed",
        items.len(),
        times[15],
        times[29]
    );
    all.extend(times.iter().copied());

    let f = Filter { kind: Some(Kind::Booking), ..base(now) };
    let (page, times) = timed(|| async {
        let mut conn = db.pool.acquire().await.unwrap();
        let mut page = list(&mut conn, backend, &db.text_index, &f).await.unwrap();
        attach_to_items(&mut conn, backend, &mut page.items, now).await.unwrap();
        page
    })
    .await;
    assert!(page.items.iter().all(|i| i.intake.is_some()));
    println!(
        "{:<28} items {:>6}  p50 {:>6.2} ms  max {:>6.2} ms",
        "bookings page with marks",
        page.items.len(),
        times[15],
        times[29]
    );
    all.extend(times.iter().copied());

    let p = |v: &[f64], q: f64| v[((v.len() as f64 - 1.0) * q).round() as usize];
    all.sort_by(|a, b| a.total_cmp(b));
    println!(
        "triage queue at 100,000 bookings ({} open worries, 10,000 open assessments): p50 {:.2} ms, p99 {:.2} ms",
        open_worries_seeded,
        p(&triage_all, 0.5),
        p(&triage_all, 0.99)
    );
    println!("intake lookups ({} queries): p50 {:.2} ms, p99 {:.2} ms", all.len(), p(&all, 0.5), p(&all, 0.99));
    assert!(p(&all, 0.99) < 50.0, "p99 {:.2} ms over the 50 ms budget", p(&all, 0.99));
}
