//! The audit log is a hash chain that `verify` walks, written through the writer's transactions.

use crate::common;

use clinic_server::storage::audit::{self, AuditEntry, Verdict};
use clinic_server::storage::StorageError;
use serde_json::json;

async fn record(app: &common::TestApp, action: &'static str, target: &'static str) {
    let writer = app.writer();
    writer
        .transact(move |c| {
            Box::pin(async move {
                let entry = AuditEntry {
                    actor_id: None,
                    actor_email: "",
                    action,
                    target_kind: "booking",
                    target_id: target,
                    ip: "127.0.0.1",
                    detail: json!({"from": "pending", "to": "confirmed"}),
                };
                audit::append(c, &entry).await
            })
        })
        .await
        .expect("append");
}

#[tokio::test]
async fn entries_chain_and_verify() {
    let app = common::spawn_app().await;
    for code in ["AAAA", "BBBB", "CCCC"] {
        record(&app, "booking.view", code).await;
    }
    assert_eq!(audit::verify(&app.db.pool).await.expect("verify"), Verdict::Intact { rows: 3 });
}

#[tokio::test]
async fn a_failed_transaction_leaves_nothing_behind() {
    let app = common::spawn_app().await;
    let writer = app.writer();
    let outcome: Result<(), StorageError> = writer
        .transact(|c| {
            Box::pin(async move {
                let entry = AuditEntry {
                    actor_id: None,
                    actor_email: "",
                    action: "booking.status",
                    target_kind: "booking",
                    target_id: "AAAA",
                    ip: "",
                    detail: json!({}),
                };
                audit::append(c, &entry).await?;
                Err(StorageError::Corrupt("the change after the audit entry failed".into()))
            })
        })
        .await;
    assert!(outcome.is_err());
    assert_eq!(app.count("audit_log").await, 0);
    // The writer still works after a rolled-back transaction.
    record(&app, "booking.view", "BBBB").await;
    assert_eq!(audit::verify(&app.db.pool).await.expect("verify"), Verdict::Intact { rows: 1 });
}

#[tokio::test]
async fn the_database_refuses_to_edit_the_log() {
    let app = common::spawn_app().await;
    record(&app, "booking.view", "AAAA").await;
    let edited = sqlx::query("UPDATE audit_log SET target_id = 'ZZZZ'").execute(&app.db.pool).await;
    assert!(edited.is_err(), "an UPDATE of audit_log must fail");
    let deleted = sqlx::query("DELETE FROM audit_log").execute(&app.db.pool).await;
    assert!(deleted.is_err(), "a DELETE of audit_log must fail");
}
