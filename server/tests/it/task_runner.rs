//! The one task runner and the one lease table: a pass that fails or panics keeps its task alive and
//! is counted; of two instances on one database only one holds a task's lease at a time, and the
//! holder may renew it; a lease held in the old per-task tables before migration 0016 is still held
//! after it. Runs on SQLite, and on PostgreSQL through scripts/with-postgres.sh.

use crate::common;

use clinic_server::storage::{leases, now_ms, Backend, Db};
use clinic_server::tasks::runner::Runner;
use common::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Waits until `done` holds (the runner's counts move on their own).
async fn until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done() {
        assert!(Instant::now() < deadline, "{what} never happened");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Claims task `name` for `holder` in a transaction of its own.
async fn claim(db: &Db, name: &str, holder: &str, now: i64, until: i64) -> bool {
    let mut tx = db.pool.begin().await.expect("begin");
    let won = leases::claim(&mut tx, name, holder, now, until).await.expect("claim");
    tx.commit().await.expect("commit");
    won
}

async fn holder_of(db: &Db, name: &str) -> (String, i64) {
    sqlx::query_as("SELECT holder, lease_until FROM task_leases WHERE name = $1")
        .bind(name)
        .fetch_one(&db.pool)
        .await
        .expect("lease row")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_pass_that_fails_or_panics_is_counted_and_the_task_keeps_running() {
    let app = spawn_app().await;
    let (stop, stop_rx) = tokio::sync::watch::channel(false);
    let mut runner = Runner::new(stop_rx);
    let db = app.db.clone();
    // A real failure from the database: a table that does not exist.
    runner.run_every("failing", Duration::from_millis(5), move || {
        let db = db.clone();
        async move { sqlx::query("SELECT id FROM no_such_table").execute(&db.pool).await.map(|_| ()) }
    });
    let mut calls = 0u32;
    runner.run_every("panicking", Duration::from_millis(5), move || {
        calls += 1;
        let n = calls;
        async move {
            assert!(n.is_multiple_of(2), "every other pass has a bug");
            Ok::<(), String>(())
        }
    });
    let counters = runner.counters();
    until("three failed passes", || counters.of("failing").failures >= 3).await;
    until("three panicked passes and three good ones", || {
        let c = counters.of("panicking");
        c.panics >= 3 && c.passes >= c.panics + 3
    })
    .await;
    assert_eq!(counters.of("failing").panics, 0);
    assert_eq!(counters.of("panicking").failures, 0);
    stop.send(true).expect("stop");
    tokio::time::timeout(Duration::from_secs(10), runner.stopped()).await.expect("the tasks stop when told");
    // The application's own tasks were not disturbed, and the server still answers.
    assert_eq!(app.get("/healthz").await.status(), 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_task_of_a_running_server_runs_on_the_runner_without_failing() {
    let app = spawn_app().await;
    let running = app.running.as_ref().expect("running");
    let counts = running.tasks.clone();
    let mut names = vec!["outbox", "idempotency", "reminders", "retention", "waitlist", "verify"];
    if app.db.backend == Backend::Sqlite {
        names.push("checkpoint");
    }
    until("a first pass of every task", || names.iter().all(|n| counts.of(n).passes >= 1)).await;
    for name in names {
        let c = counts.of(name);
        assert_eq!((c.failures, c.panics), (0, 0), "{name}: {c:?}");
    }
    // The retention task took its lease under the process's one instance id.
    assert_eq!(holder_of(&app.db, "retention").await.0, running.instance);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_holders_never_hold_one_lease_at_once_and_a_holder_may_renew_its_own() {
    let app = spawn_app().await;
    let db = app.db.clone();
    let start = now_ms();
    for round in 0..20i64 {
        // Each round starts when the last round's lease has run out: eight claims at once, from two
        // instances, each in its own transaction on its own connection.
        let now = start + round * 1_000;
        let claims: Vec<_> = (0..8)
            .map(|i| {
                let db = db.clone();
                tokio::spawn(async move {
                    let holder = format!("instance-{}-{round}", i % 2);
                    claim(&db, "race", &holder, now, now + 1_000).await.then_some(holder)
                })
            })
            .collect();
        let mut winners = Vec::new();
        for c in claims {
            winners.extend(c.await.expect("joined"));
        }
        winners.sort();
        winners.dedup();
        assert_eq!(winners.len(), 1, "round {round}: one holder (renewing its own claims), got {winners:?}");
        let (holder, until) = holder_of(&db, "race").await;
        assert_eq!((holder, until), (winners[0].clone(), now + 1_000), "round {round}");
    }
    // The holder renews; the other may not take it before it runs out, and may once it has.
    let now = start + 100_000;
    assert!(claim(&db, "renew", "instance-a", now, now + 30_000).await);
    assert!(claim(&db, "renew", "instance-a", now + 10_000, now + 40_000).await, "the holder renews");
    assert!(!claim(&db, "renew", "instance-b", now + 35_000, now + 65_000).await, "renewed: still a's");
    assert_eq!(holder_of(&db, "renew").await, ("instance-a".to_string(), now + 40_000));
    assert!(claim(&db, "renew", "instance-b", now + 40_000, now + 70_000).await, "run out: b's now");
    assert!(!claim(&db, "renew", "instance-a", now + 41_000, now + 71_000).await);
    // A holder that gives its lease back lets the next one in at once.
    let mut conn = db.pool.acquire().await.expect("conn");
    leases::release(&mut conn, "renew", "instance-a", now + 42_000).await.expect("release");
    assert!(!claim(&db, "renew", "instance-a", now + 42_000, now + 72_000).await, "a cannot release b's");
    leases::release(&mut conn, "renew", "instance-b", now + 42_000).await.expect("release");
    assert!(claim(&db, "renew", "instance-a", now + 42_000, now + 72_000).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_two_servers_on_one_database_one_holds_the_waitlist_lease() {
    let first = spawn_app().await;
    let second =
        spawn_with(Options { reuse: Some((first.database_url.clone(), first.uploads_dir())), ..Default::default() })
            .await;
    let now = now_ms() + 3_600_000; // past any lease the servers' own passes took
    let claims: Vec<_> = (0..6)
        .map(|i| {
            let db = if i % 2 == 0 { first.db.clone() } else { second.db.clone() };
            tokio::spawn(async move {
                let holder = format!("instance-{}", i % 2);
                claim(&db, "waitlist", &holder, now, now + 30_000).await.then_some(holder)
            })
        })
        .collect();
    let mut winners = Vec::new();
    for c in claims {
        winners.extend(c.await.expect("joined"));
    }
    winners.sort();
    winners.dedup();
    assert_eq!(winners.len(), 1, "{winners:?}");
    assert_eq!(holder_of(&second.db, "waitlist").await, (winners[0].clone(), now + 30_000));
}

/// The migrations of `backend` up to `last` (inclusive), copied into a folder of their own.
fn migrations_up_to(backend: Backend, last: i64, into: &std::path::Path) -> PathBuf {
    let folder = match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("migrations").join(folder);
    let target = into.join(format!("migrations-{folder}-{last}"));
    std::fs::create_dir_all(&target).expect("folder");
    for entry in std::fs::read_dir(&source).expect("migrations") {
        let path = entry.expect("entry").path();
        let name = path.file_name().expect("name").to_string_lossy().to_string();
        let version: i64 = name.split('_').next().and_then(|v| v.parse().ok()).expect("numbered");
        if version <= last {
            std::fs::copy(&path, target.join(&name)).expect("copy");
        }
    }
    target
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_lease_held_in_the_old_tables_is_still_held_after_the_migration() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = fresh_database(dir.path()).await;
    let db = Db::connect(&url).await.expect("connect");
    let before = sqlx::migrate::Migrator::new(migrations_up_to(db.backend, 15, dir.path())).await.expect("migrator");
    before.run(&db.pool).await.expect("migrations up to 0015");
    let now = now_ms();
    sqlx::query("UPDATE waitlist_lease SET holder = 'instance_old', lease_until = $1 WHERE name = 'offers'")
        .bind(now + 30_000)
        .execute(&db.pool)
        .await
        .expect("hold the waitlist lease");
    sqlx::query("UPDATE verify_lease SET holder = 'instance_old', lease_until = $1 WHERE name = 'expiry'")
        .bind(now + 20_000)
        .execute(&db.pool)
        .await
        .expect("hold the expiry lease");

    // What the server runs at start: every migration, the earlier ones already applied.
    db.migrate().await.expect("migrate");

    assert_eq!(holder_of(&db, "waitlist").await, ("instance_old".to_string(), now + 30_000));
    assert_eq!(holder_of(&db, "verify").await, ("instance_old".to_string(), now + 20_000));
    for (name, until) in [("waitlist", now + 30_000), ("verify", now + 20_000)] {
        assert!(!claim(&db, name, "instance_new", now + 1, now + 30_001).await, "{name}: still held");
        assert!(claim(&db, name, "instance_old", now + 2, until).await, "{name}: its holder renews it");
        assert!(claim(&db, name, "instance_new", until, until + 30_000).await, "{name}: run out, taken");
    }
    // The retention lease was in task_leases already and is untouched; the old tables are gone.
    assert_eq!(holder_of(&db, "retention").await, (String::new(), 0));
    for old in ["waitlist_lease", "verify_lease"] {
        let gone = sqlx::query(&format!("SELECT name FROM {old}")).fetch_all(&db.pool).await;
        assert!(gone.is_err(), "{old} is dropped");
    }
}
