//! How many reminders one instance delivers per second to LINE and WhatsApp (the local stand-ins of
//! `tests/providers/`, on loopback): a figure for `make bench`, not a timed test. Ignored in
//! `cargo test`; `make bench` runs it in release as
//! `cargo test -p clinic-server --release --test it -- --ignored --nocapture chat_delivery_rate::`.

use crate::common;

use common::providers::Sandbox;
use common::*;
use serde_json::json;
use std::time::Instant;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "a figure for make bench"]
async fn one_instance_delivers_chat_reminders() {
    let sandbox = Sandbox::start();
    let app =
        spawn_with(Options { slot_capacity: 2000, mail_rate: Some(20_000), env: sandbox.env(), ..Default::default() })
            .await;
    sandbox.point_at(&app.base).await;
    // Receipts would come back as webhooks and compete with the sends: off for the figure.
    sandbox.post("/__sandbox/config", json!({ "whatsappAutoStatuses": false })).await;
    let total = 1000usize;
    let day = open_day(10);
    let mut codes = Vec::with_capacity(total);
    for n in 0..total {
        let mut body = booking(&day, ["10:00", "11:00", "14:00", "15:00"][n % 4]);
        body["email"] = json!(format!("rate{n}@example.com"));
        let res = app.post_json("/api/bookings", &body).await;
        assert_eq!(res.status(), 201);
        let v: serde_json::Value = res.json().await.expect("json");
        codes.push(
            clinic_core::code::ConfirmationCode::parse(v["confirmationCode"].as_str().expect("code"))
                .expect("code")
                .canonical()
                .to_string(),
        );
    }
    for (n, code) in codes.iter().enumerate() {
        let (channel, address) =
            if n % 2 == 0 { ("line", format!("U{n:032x}")) } else { ("whatsapp", format!("8869{n:08}")) };
        sqlx::query(
            "INSERT INTO reminder_channels (code, channel, address, state, opted_in_at, notice_version, updated_at) \
             VALUES ($1, $2, $3, 'active', 1, 'bench', 1)",
        )
        .bind(code)
        .bind(channel)
        .bind(address)
        .execute(&app.db.pool)
        .await
        .expect("channel");
    }
    let started = Instant::now();
    clinic_server::tasks::reminders::queue_due(&app.db, &app.writer(), &[200 * 24]).await.expect("a pass");
    sandbox.wait_for("line", "/v2/bot/message/push", total / 2).await;
    sandbox.wait_for("whatsapp", &format!("/v21.0/{}/messages", common::providers::WA_PHONE_ID), total / 2).await;
    let took = started.elapsed().as_secs_f64();
    println!(
        "chat reminders, one instance on SQLite: {total} ({} LINE with a profile check each, {} WhatsApp) in {took:.2} s = {:.0} messages/s",
        total / 2,
        total / 2,
        total as f64 / took
    );
}
