//! Reminders before the visit: queued once per visit time (across restarts), again for a moved
//! booking's new time, never for a cancelled one, and re-checked when sent.

use crate::common;

use clinic_server::messaging::delivery::{load_catalog, MailSettings};
use clinic_server::messaging::render::render;
use clinic_server::storage::outbox::OutboxKind;
use clinic_server::storage::outbox::OutboxRow;
use common::*;
use serde_json::{json, Value};
use std::path::Path;
use std::time::{Duration, Instant};

/// One offset longer than the booking horizon: every open booking is due.
const EVERYTHING_DUE: &[i64] = &[200 * 24];

async fn book(app: &TestApp, b: &Value) -> String {
    let res = app.post_json("/api/bookings", b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    body["confirmationCode"].as_str().expect("code").to_string()
}

/// The stored (canonical) spelling of a confirmation code.
fn canonical(code: &str) -> String {
    clinic_core::code::ConfirmationCode::parse(code).expect("a code").canonical().to_string()
}

async fn reminders_of(app: &TestApp, code: &str) -> Vec<OutboxRow> {
    let rows: Vec<(i64, String, String)> = sqlx::query_as(
        "SELECT id, ref_id, lang FROM outbox WHERE kind = 'booking_reminder' AND ref_id LIKE $1 ORDER BY id",
    )
    .bind(format!("{}@%", canonical(code)))
    .fetch_all(&app.db.pool)
    .await
    .expect("outbox");
    rows.into_iter()
        .map(|(id, ref_id, lang)| OutboxRow {
            id,
            kind: Some(OutboxKind::BookingReminder),
            ref_id,
            lang,
            attempts: 0,
            ..Default::default()
        })
        .collect()
}

/// One pass of the reminder worker, as a second process would run it.
async fn pass(app: &TestApp) -> usize {
    clinic_server::tasks::reminders::queue_due(&app.db, &app.writer(), EVERYTHING_DUE).await.expect("a reminder pass")
}

async fn rendered(app: &TestApp, row: &OutboxRow) -> Option<clinic_server::messaging::message::Email> {
    let catalog = load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"));
    render(&app.db, &catalog, &MailSettings::default(), row).await.expect("render")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_due_reminder_is_queued_once_even_after_a_restart() {
    // The server's own worker only reminds 24 h ahead: these bookings are further away.
    let mut app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let far = book(&app, &booking(&open_day(1), "10:00")).await;
    assert_eq!(pass(&app).await, 2);
    assert_eq!(pass(&app).await, 0, "nothing is due twice");

    app.stop().await;
    let again =
        spawn_with(Options { reuse: Some((app.database_url.clone(), app.uploads_dir())), ..Default::default() }).await;
    assert_eq!(pass(&again).await, 0, "a restart forgets nothing");
    assert_eq!(reminders_of(&again, &code).await.len(), 1);
    assert_eq!(reminders_of(&again, &far).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_moved_booking_is_reminded_for_its_new_time_and_a_cancelled_one_never() {
    let app = spawn_app().await;
    let day = open_day(0);
    let moved = book(&app, &booking(&day, "10:00")).await;
    let cancelled = book(&app, &booking(&day, "11:00")).await;
    assert_eq!(pass(&app).await, 2);
    let first = reminders_of(&app, &moved).await;
    let queued_for_cancelled = reminders_of(&app, &cancelled).await;

    let res = app
        .post_json(
            &format!("/api/bookings/{moved}/reschedule"),
            &json!({"contact": "patient@example.com", "preferredDate": open_day(1), "preferredTime": "16:00"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let res =
        app.post_json(&format!("/api/bookings/{cancelled}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(res.status(), 200);

    // Queued before the change, not sent yet: neither goes out any more.
    assert!(rendered(&app, &first[0]).await.is_none(), "the old time is not reminded");
    assert!(rendered(&app, &queued_for_cancelled[0]).await.is_none(), "a cancelled visit is not reminded");

    assert_eq!(pass(&app).await, 1, "the moved booking is due again, the cancelled one is not");
    let now = reminders_of(&app, &moved).await;
    assert_eq!(now.len(), 2);
    let email = rendered(&app, &now[1]).await.expect("the new time is reminded");
    assert!(email.body.contains("4:00") || email.body.contains("16:00"), "{}", email.body);
    assert!(email.ics.as_deref().is_some_and(|ics| ics.contains("BEGIN:VALARM")), "the calendar file rings");
    assert_eq!(reminders_of(&app, &cancelled).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_server_sends_due_reminders_by_itself() {
    let app = spawn_with(Options {
        env: vec![("CLINIC_REMINDER_HOURS", (24 * 200).to_string()), ("CLINIC_REMINDER_POLL_SECONDS", "1".into())],
        ..Default::default()
    })
    .await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let sent: Vec<(i64,)> = sqlx::query_as(
            "SELECT id FROM outbox WHERE kind = 'booking_reminder' AND ref_id LIKE $1 AND sent_at IS NOT NULL",
        )
        .bind(format!("{}@%", canonical(&code)))
        .fetch_all(&app.db.pool)
        .await
        .expect("outbox");
        if sent.len() == 1 {
            break;
        }
        assert!(Instant::now() < deadline, "no reminder sent");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_staff_moved_is_reminded_again_for_its_new_time() {
    let app = spawn_app().await;
    let code = book(&app, &booking(&open_day(0), "10:00")).await;
    assert_eq!(pass(&app).await, 1);
    let admin = signed_in(&app, "admin", None).await;
    let res = admin
        .post_json(
            &format!("/api/admin/bookings/{code}/reschedule"),
            &json!({"preferredDate": open_day(2), "preferredTime": "15:00"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(pass(&app).await, 1, "due again for the new time");
    assert_eq!(pass(&app).await, 0);
    let rows = reminders_of(&app, &code).await;
    assert_eq!(rows.len(), 2);
    assert!(rendered(&app, &rows[0]).await.is_none(), "the old time is not reminded");
    assert!(rendered(&app, &rows[1]).await.is_some());
}

/// The visit of a booking on `date` at `time`, Unix ms.
fn visit_ms(date: &str, time: &str) -> i64 {
    let (d, t) =
        (clinic_core::date::Date::parse(date).expect("date"), clinic_core::date::TimeOfDay::parse(time).expect("time"));
    d.clinic_unix_ms(t.minutes())
}

const H: i64 = 3_600_000;

/// One claim at `now` with `offsets`, as the worker makes it: how many e-mails it queued.
async fn claim_at(app: &TestApp, now: i64, offsets: &[i64]) -> usize {
    let (backend, offsets) = (app.db.backend, offsets.to_vec());
    app.writer()
        .transact(move |conn| {
            Box::pin(async move {
                Ok(clinic_server::storage::reminders::claim_due(conn, backend, now, &offsets, 500).await?)
            })
        })
        .await
        .expect("a claim")
        .queued
}

/// When the booking was made (or last changed), as the schedule reads it.
async fn made_at(app: &TestApp, code: &str, at: i64) {
    sqlx::query("UPDATE bookings SET updated_at = $1 WHERE code = $2")
        .bind(at)
        .bind(canonical(code))
        .execute(&app.db.pool)
        .await
        .expect("update");
}

async fn refs(app: &TestApp, code: &str) -> Vec<String> {
    reminders_of(app, code).await.into_iter().map(|r| r.ref_id).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn each_offset_is_queued_once_across_passes_and_a_restart() {
    let mut app = spawn_app().await;
    let (day, time) = (open_day(3), "10:00");
    let code = book(&app, &booking(&day, time)).await;
    let visit = visit_ms(&day, time);
    made_at(&app, &code, visit - 100 * H).await;
    let offsets = [72, 24];

    assert_eq!(claim_at(&app, visit - 72 * H - 60_000, &offsets).await, 0, "not yet");
    assert_eq!(claim_at(&app, visit - 72 * H, &offsets).await, 1, "three days ahead");
    assert_eq!(claim_at(&app, visit - 72 * H + 60_000, &offsets).await, 0, "never twice");
    assert_eq!(claim_at(&app, visit - 30 * H, &offsets).await, 0, "nothing between");

    app.stop().await;
    let again =
        spawn_with(Options { reuse: Some((app.database_url.clone(), app.uploads_dir())), ..Default::default() }).await;
    assert_eq!(claim_at(&again, visit - 30 * H, &offsets).await, 0, "a restart forgets nothing");
    assert_eq!(claim_at(&again, visit - 24 * H, &offsets).await, 1, "one day ahead");
    assert_eq!(claim_at(&again, visit - 23 * H, &offsets).await, 0);
    assert_eq!(claim_at(&again, visit - H, &offsets).await, 0);
    let c = canonical(&code);
    assert_eq!(refs(&again, &code).await, vec![format!("{c}@{day} {time}#72"), format!("{c}@{day} {time}#24")]);

    // What was decided, per offset, for staff.
    let decided = clinic_server::storage::reminders::of_booking(&again.db, &c).await.expect("decided");
    let seen: Vec<(i64, bool)> = decided.iter().map(|d| (d.offset_hours, d.sent)).collect();
    assert_eq!(seen, vec![(72, true), (24, true)]);

    // The three-day reminder, still unsent when the next one was queued, no longer goes: never two together.
    let rows = reminders_of(&again, &code).await;
    assert!(rendered(&again, &rows[0]).await.is_none(), "superseded by the nearer one");
    let email = rendered(&again, &rows[1]).await.expect("the one-day reminder");
    assert!(email.body.contains(&canonical(&code)[..4]), "{}", email.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_booking_made_30_hours_ahead_gets_only_the_one_day_reminder() {
    let app = spawn_app().await;
    let (day, time) = (open_day(3), "11:00");
    let code = book(&app, &booking(&day, time)).await;
    let visit = visit_ms(&day, time);
    made_at(&app, &code, visit - 30 * H).await;
    let offsets = [72, 24];
    assert_eq!(claim_at(&app, visit - 30 * H + 60_000, &offsets).await, 0, "inside the three-day window: skipped");
    assert_eq!(claim_at(&app, visit - 29 * H, &offsets).await, 0);
    assert_eq!(claim_at(&app, visit - 24 * H, &offsets).await, 1);
    assert_eq!(claim_at(&app, visit - 2 * H, &offsets).await, 0);
    assert_eq!(refs(&app, &code).await, vec![format!("{}@{day} {time}#24", canonical(&code))]);
    let decided = clinic_server::storage::reminders::of_booking(&app.db, &canonical(&code)).await.expect("decided");
    assert_eq!(decided.iter().map(|d| (d.offset_hours, d.sent)).collect::<Vec<_>>(), vec![(72, false), (24, true)]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_late_pass_sends_only_the_nearest_reminder() {
    // The worker was down through the three-day moment: at the one-day moment only that one goes.
    let app = spawn_app().await;
    let (day, time) = (open_day(3), "14:00");
    let code = book(&app, &booking(&day, time)).await;
    let visit = visit_ms(&day, time);
    made_at(&app, &code, visit - 200 * H).await;
    assert_eq!(claim_at(&app, visit - 20 * H, &[72, 24]).await, 1);
    assert_eq!(claim_at(&app, visit - 19 * H, &[72, 24]).await, 0);
    assert_eq!(refs(&app, &code).await, vec![format!("{}@{day} {time}#24", canonical(&code))]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_moved_booking_starts_its_schedule_again() {
    let app = spawn_app().await;
    let (day, time) = (open_day(3), "10:00");
    let code = book(&app, &booking(&day, time)).await;
    let visit = visit_ms(&day, time);
    made_at(&app, &code, visit - 100 * H).await;
    let offsets = [72, 24];
    assert_eq!(claim_at(&app, visit - 72 * H, &offsets).await, 1);
    assert_eq!(claim_at(&app, visit - 24 * H, &offsets).await, 1);

    let (new_day, new_time) = (open_day(6), "15:00");
    let res = app
        .post_json(
            &format!("/api/bookings/{code}/reschedule"),
            &json!({"contact": "patient@example.com", "preferredDate": new_day, "preferredTime": new_time}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let new_visit = visit_ms(&new_day, new_time);
    made_at(&app, &code, new_visit - 100 * H).await;
    assert_eq!(claim_at(&app, new_visit - 72 * H - 60_000, &offsets).await, 0);
    assert_eq!(claim_at(&app, new_visit - 72 * H, &offsets).await, 1, "three days before the new time");
    assert_eq!(claim_at(&app, new_visit - 24 * H, &offsets).await, 1, "and one day before it");
    let c = canonical(&code);
    assert_eq!(
        refs(&app, &code).await[2..],
        [format!("{c}@{new_day} {new_time}#72"), format!("{c}@{new_day} {new_time}#24")]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_reminder_due_at_night_goes_at_eight_the_evening_before() {
    let app = spawn_app().await;
    // 30 hours before a 10:00 visit is 04:00: it goes at 20:00 the evening before that.
    let (day, time) = (open_day(3), "10:00");
    let code = book(&app, &booking(&day, time)).await;
    let visit = visit_ms(&day, time);
    made_at(&app, &code, visit - 100 * H).await;
    let evening = visit - 38 * H; // 20:00, two days before the visit
    assert_eq!(
        clinic_server::storage::reminders::clinic_key(evening),
        format!("{} 20:00", clinic_core::date::Date::parse(&day).expect("day").add_days(-2))
    );
    assert_eq!(claim_at(&app, evening - 60_000, &[30]).await, 0, "not before 20:00");
    assert_eq!(claim_at(&app, evening, &[30]).await, 1, "at 20:00");
    assert_eq!(claim_at(&app, visit - 30 * H, &[30]).await, 0, "and not again at its own moment");
    assert_eq!(refs(&app, &code).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn no_offset_reminds_a_cancelled_or_unverified_booking() {
    let app = spawn_app().await;
    let (day, time) = (open_day(3), "10:00");
    let cancelled = book(&app, &booking(&day, time)).await;
    let unverified = book(&app, &booking(&day, "10:30")).await;
    let res =
        app.post_json(&format!("/api/bookings/{cancelled}/cancel"), &json!({"contact": "patient@example.com"})).await;
    assert_eq!(res.status(), 200);
    sqlx::query("UPDATE bookings SET verification = 'unverified' WHERE code = $1")
        .bind(canonical(&unverified))
        .execute(&app.db.pool)
        .await
        .expect("update");
    let visit = visit_ms(&day, time);
    for code in [&cancelled, &unverified] {
        made_at(&app, code, visit - 100 * H).await;
    }
    assert_eq!(claim_at(&app, visit - 72 * H + 40 * 60_000, &[72, 24]).await, 0);
    assert_eq!(claim_at(&app, visit - 24 * H + 40 * 60_000, &[72, 24]).await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_claims_queue_each_offset_once() {
    // Six claims at once, each with its own writer (PostgreSQL: its own transaction and row locks;
    // SQLite: one at a time), at the three-day moment and again at the one-day moment.
    let app = spawn_with(Options { slot_capacity: 1000, ..Default::default() }).await;
    let day = open_day(3);
    let times = ["10:00", "11:30", "14:00", "16:30"];
    let mut codes = Vec::new();
    for n in 0..24 {
        let code = book(&app, &booking(&day, times[n % 4])).await;
        made_at(&app, &code, visit_ms(&day, "10:00") - 200 * H).await;
        codes.push(code);
    }
    let last = visit_ms(&day, "16:30");
    for now in [last - 72 * H + 60_000, last - 24 * H + 60_000] {
        let mut claims = Vec::new();
        for _ in 0..6 {
            let (db, writer) = (app.db.clone(), app.writer());
            claims.push(tokio::spawn(async move {
                let backend = db.backend;
                writer
                    .transact(move |conn| {
                        Box::pin(async move {
                            Ok(clinic_server::storage::reminders::claim_due(conn, backend, now, &[72, 24], 500).await?)
                        })
                    })
                    .await
                    .expect("a claim")
                    .queued
            }));
        }
        let mut queued = 0;
        for c in claims {
            queued += c.await.expect("claim");
        }
        assert_eq!(queued, codes.len(), "each booking once at this moment");
    }
    for code in &codes {
        let refs = refs(&app, code).await;
        assert_eq!(refs.len(), 2, "{refs:?}");
        assert!(refs[0].ends_with("#72") && refs[1].ends_with("#24"), "{refs:?}");
    }
}
