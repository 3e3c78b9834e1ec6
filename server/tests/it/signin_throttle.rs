//! The sign-in throttle's counters, as the sign-in endpoints use them (no HTTP here, so no slow-down
//! waits): one address guessing at many accounts is locked out too, and the limits are per window.

use crate::common;

use clinic_server::staff::throttle::{self, Gate, ADDRESS_LIMIT, WINDOW_MS};
use clinic_server::storage::now_ms;

async fn attempt(app: &common::TestApp, email: &str, ip: &str, now: i64) -> Gate {
    let scopes = throttle::scopes(email, ip);
    app.writer()
        .transact(move |c| {
            Box::pin(async move {
                let gate = throttle::begin(c, &scopes, now).await?;
                if matches!(gate, Gate::Open { .. }) {
                    throttle::failed(c, &scopes, now).await?;
                }
                Ok(gate)
            })
        })
        .await
        .expect("attempt")
}

#[tokio::test]
async fn one_address_guessing_at_many_accounts_is_locked_out() {
    let app = common::spawn_app().await;
    let now = now_ms();
    for i in 0..ADDRESS_LIMIT {
        let gate = attempt(&app, &format!("user{i}@clinic.example"), "198.51.100.7", now).await;
        assert!(matches!(gate, Gate::Open { .. }), "attempt {i} is still allowed");
    }
    let gate = attempt(&app, "someone-else@clinic.example", "198.51.100.7", now).await;
    assert!(matches!(gate, Gate::Locked { retry_after_s } if retry_after_s > 0));
    // Another address is not affected.
    let gate = attempt(&app, "someone-else@clinic.example", "203.0.113.9", now).await;
    assert!(matches!(gate, Gate::Open { .. }));
}

#[tokio::test]
async fn failures_older_than_the_window_are_forgotten() {
    let app = common::spawn_app().await;
    let start = now_ms() - 2 * WINDOW_MS;
    for _ in 0..4 {
        attempt(&app, "nurse@clinic.example", "198.51.100.7", start).await;
    }
    match attempt(&app, "nurse@clinic.example", "198.51.100.7", start + WINDOW_MS + 1).await {
        Gate::Open { failures } => assert_eq!(failures, 1, "a new window starts counting afresh"),
        locked => panic!("expected open, got {locked:?}"),
    }
}

#[tokio::test]
async fn finished_counters_are_pruned_and_live_ones_kept() {
    let app = common::spawn_app().await;
    let now = now_ms();
    attempt(&app, "old@clinic.example", "198.51.100.7", now - 2 * WINDOW_MS).await;
    attempt(&app, "new@clinic.example", "203.0.113.9", now).await;
    let pruned =
        app.writer().transact(move |c| Box::pin(async move { throttle::prune(c, now).await })).await.expect("prune");
    assert_eq!(pruned, 2, "the old account and its address");
    match attempt(&app, "new@clinic.example", "203.0.113.9", now).await {
        Gate::Open { failures } => assert_eq!(failures, 2, "the live counter was kept"),
        locked => panic!("expected open, got {locked:?}"),
    }
}
