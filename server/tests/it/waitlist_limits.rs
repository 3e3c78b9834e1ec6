//! The waitlist within the clinic's limits: it is for full slots only, it obeys the limits on open
//! bookings (joining and taking an offer), a refused offer is left in a true state, a seat is never
//! offered for a slot that begins before the hold ends, offer e-mails count toward the recipient's
//! daily limit, and the staff calendar shows seats held by offers.

use crate::common;

use clinic_core::date::{Date, TimeOfDay};
use clinic_server::storage::now_ms;
use clinic_server::tasks::waitlist::{pass, Settings};
use common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

const HOLD_MS: i64 = 120 * 60_000;

/// One seat per slot, the limits on open bookings as asked, and the server's own waitlist task idle
/// so each test runs the passes itself.
async fn app_with(per_contact: u32, per_network: u32, more: Vec<(&'static str, String)>) -> TestApp {
    let mut env = vec![
        ("CLINIC_WAITLIST_POLL_SECONDS", "86400".to_string()),
        ("CLINIC_OPEN_BOOKINGS_PER_CONTACT", per_contact.to_string()),
        ("CLINIC_OPEN_BOOKINGS_PER_NETWORK", per_network.to_string()),
    ];
    env.extend(more);
    spawn_with(Options { slot_capacity: 1, env, ..Default::default() }).await
}

async fn run_pass(app: &TestApp, at: i64) -> (usize, usize) {
    let settings = Settings {
        default_capacity: 1,
        hold_ms: HOLD_MS,
        poll: Duration::from_secs(60),
        holder: "t".into(),
        clinic: Default::default(),
    };
    let r = pass(&app.db, &app.writer(), &settings, at).await.expect("a pass").expect("the lease is free");
    (r.offered, r.expired)
}

/// A patient's details: each patient has their own e-mail and phone.
fn patient(email: &str, n: u32) -> Value {
    json!({
        "name": "Mei Lin", "phone": format!("0912-345-{n:03}"), "email": email, "branch": "taipei",
        "tumorType": "cyst", "termsAccepted": true, "lang": "en"
    })
}

fn at(mut body: Value, date: &str, time: Option<&str>) -> Value {
    body["preferredDate"] = json!(date);
    if let Some(t) = time {
        body["preferredTime"] = json!(t);
    }
    body
}

/// Books a slot for a patient; returns the confirmation code.
async fn book(app: &TestApp, who: &Value, date: &str, time: &str) -> String {
    let res = app.post_json("/api/bookings", &at(who.clone(), date, Some(time))).await;
    assert_eq!(res.status(), 201, "booking {date} {time}");
    let body: Value = res.json().await.expect("json");
    body["confirmationCode"].as_str().expect("code").to_string()
}

/// Fills a slot with someone else's booking (each filler a contact of their own).
async fn fill(app: &TestApp, date: &str, time: &str, n: u32) -> String {
    book(app, &patient(&format!("filler{n}@example.com"), 500 + n), date, time).await
}

async fn join(app: &TestApp, who: &Value, date: &str, time: Option<&str>) -> reqwest::Response {
    app.post_json("/api/waitlist", &at(who.clone(), date, time)).await
}

async fn error_code(res: reqwest::Response) -> (u16, String) {
    let status = res.status().as_u16();
    let body: Value = res.json().await.expect("json");
    (status, body["error"]["code"].as_str().unwrap_or_default().to_string())
}

async fn cancel(app: &TestApp, code: &str, contact: &str) {
    let res = app.post_json(&format!("/api/bookings/{code}/cancel"), &json!({ "contact": contact })).await;
    assert_eq!(res.status(), 200);
}

/// (offer id, offer status, entry status) of a patient's latest offer.
async fn offer_of(app: &TestApp, email: &str) -> (String, String, String) {
    sqlx::query_as(
        "SELECT o.id, o.status, e.status FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id \
         WHERE e.email = $1 ORDER BY o.offered_at DESC LIMIT 1",
    )
    .bind(email)
    .fetch_one(&app.db.pool)
    .await
    .expect("an offer")
}

async fn remaining(app: &TestApp, day: &str, time: &str) -> i64 {
    let body: Value =
        app.get(&format!("/api/availability?branch=taipei&from={day}&to={day}")).await.json().await.expect("json");
    body["slots"].as_array().expect("slots").iter().find(|s| s["time"] == time).expect("the slot")["remaining"]
        .as_i64()
        .expect("remaining")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_waitlist_is_for_full_slots_and_joins_are_limited_like_bookings() {
    let app = app_with(3, 0, vec![]).await;
    let day = open_day(20);
    let maya = patient("maya@example.com", 1);

    // A free seat is booked, not waited for: the slot, and a day with any seat left.
    assert_eq!(error_code(join(&app, &maya, &day, Some("10:00")).await).await, (409, "seats_free".into()));
    assert_eq!(error_code(join(&app, &maya, &day, None).await).await, (409, "seats_free".into()));

    // Full slots can be waited for, up to the limit on open entries per contact (spellings of one
    // mailbox are one contact).
    for (n, time) in ["10:00", "10:30", "11:00", "11:30"].into_iter().enumerate() {
        fill(&app, &day, time, n as u32).await;
    }
    for time in ["10:00", "10:30", "11:00"] {
        assert_eq!(join(&app, &maya, &day, Some(time)).await.status(), 201, "{time}");
    }
    let same_mailbox = patient("Maya+again@Example.com", 2);
    assert_eq!(
        error_code(join(&app, &same_mailbox, &day, Some("11:30")).await).await,
        (409, "too_many_open_bookings".into())
    );

    // A patient who may book no more is told so when joining, as the booking form would tell them.
    let ken = patient("ken@example.com", 3);
    for time in ["14:00", "14:30", "15:00"] {
        book(&app, &ken, &day, time).await;
    }
    assert_eq!(error_code(join(&app, &ken, &day, Some("11:30")).await).await, (409, "too_many_open_bookings".into()));
    let (entries,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM waitlist_entries").fetch_one(&app.db.pool).await.expect("n");
    assert_eq!(entries, 3, "refused joins store nothing");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_network_may_hold_only_so_many_waitlist_entries() {
    let app = app_with(0, 2, vec![]).await;
    let day = open_day(21);
    fill(&app, &day, "10:00", 0).await;
    // The filler's booking counts for the network too (limit 2): one entry more is allowed.
    let res = join(&app, &patient("a@example.com", 1), &day, Some("10:00")).await;
    assert_eq!(res.status(), 201);
    let res = join(&app, &patient("b@example.com", 2), &day, Some("10:00")).await;
    assert_eq!(res.status(), 201, "entries and bookings are limited apart");
    let res = join(&app, &patient("c@example.com", 3), &day, Some("10:00")).await;
    assert_eq!(error_code(res).await, (409, "too_many_open_bookings".into()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn taking_an_offer_obeys_the_limits_and_a_refusal_leaves_the_offer_takeable() {
    let app = app_with(3, 0, vec![]).await;
    let day = open_day(22);
    let ana = patient("ana@example.com", 1);
    let first = fill(&app, &day, "11:00", 0).await;
    assert_eq!(join(&app, &ana, &day, Some("11:00")).await.status(), 201);
    // Meanwhile Ana books three other times: as many open bookings as she may hold.
    let mut hers = Vec::new();
    for time in ["14:00", "14:30", "15:00"] {
        hers.push(book(&app, &ana, &day, time).await);
    }
    cancel(&app, &first, "filler0@example.com").await;
    assert_eq!(run_pass(&app, now_ms()).await, (1, 0));
    let (offer, _, _) = offer_of(&app, "ana@example.com").await;

    // Staff see why the slot has no seat left: one is held by a waitlist offer.
    let staff = signed_in(&app, "admin", None).await;
    let cal: Value =
        staff.get(&format!("/api/admin/calendar?branch=taipei&from={day}&to={day}")).await.json().await.expect("json");
    let slot = cal["days"][0]["slots"].as_array().expect("slots").iter().find(|s| s["time"] == "11:00").expect("11:00");
    assert_eq!((slot["held"].as_i64(), slot["remaining"].as_i64()), (Some(1), Some(0)));

    // Taking it would be a fourth open booking: refused like any booking, and nothing changes.
    let res = app.post_json(&format!("/api/waitlist/offers/{offer}/accept"), &json!({})).await;
    assert_eq!(error_code(res).await, (409, "too_many_open_bookings".into()));
    assert_eq!(offer_of(&app, "ana@example.com").await, (offer.clone(), "held".into(), "offered".into()));
    assert_eq!(remaining(&app, &day, "11:00").await, 0, "the seat is still held for her");

    // She cancels one of her bookings and takes the seat before the hold ends.
    cancel(&app, &hers[0], "ana@example.com").await;
    let res = app.post_json(&format!("/api/waitlist/offers/{offer}/accept"), &json!({})).await;
    assert_eq!(res.status(), 201);
    assert_eq!(offer_of(&app, "ana@example.com").await.1, "taken");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_offer_that_can_never_be_booked_is_released_at_once_to_the_next_patient() {
    let app = app_with(0, 0, vec![]).await;
    let day = open_day(23);
    let first = fill(&app, &day, "10:00", 0).await;
    assert_eq!(join(&app, &patient("maya@example.com", 1), &day, Some("10:00")).await.status(), 201);
    assert_eq!(join(&app, &patient("ken@example.com", 2), &day, Some("10:00")).await.status(), 201);
    cancel(&app, &first, "filler0@example.com").await;
    assert_eq!(run_pass(&app, now_ms()).await, (1, 0));
    let (offer, _, _) = offer_of(&app, "maya@example.com").await;

    // Maya's stored details no longer pass the booking's rules (as after a change of the rules).
    sqlx::query("UPDATE waitlist_entries SET email = 'no longer an address' WHERE email = 'maya@example.com'")
        .execute(&app.db.pool)
        .await
        .expect("update");
    let res = app.post_json(&format!("/api/waitlist/offers/{offer}/accept"), &json!({})).await;
    assert_eq!(error_code(res).await, (409, "offer_expired".into()));
    let (_, status, entry) = offer_of(&app, "no longer an address").await;
    assert_eq!((status.as_str(), entry.as_str()), ("expired", "lapsed"), "the offer ends at once");
    assert_eq!(remaining(&app, &day, "10:00").await, 1, "the seat is free again at once");

    // The next pass offers it to Ken, long before Maya's hold would have run out.
    assert_eq!(run_pass(&app, now_ms()).await, (1, 0));
    assert_eq!(offer_of(&app, "ken@example.com").await.1, "held");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_seat_is_never_offered_for_a_slot_that_begins_before_the_hold_would_end() {
    let app = app_with(0, 0, vec![]).await;
    let day = open_day(24);
    let first = fill(&app, &day, "10:00", 0).await;
    assert_eq!(join(&app, &patient("maya@example.com", 1), &day, Some("10:00")).await.status(), 201);
    cancel(&app, &first, "filler0@example.com").await;
    let starts = Date::parse(&day).expect("day").clinic_unix_ms(TimeOfDay::parse("10:00").expect("time").minutes());

    // An hour before the visit a two-hour hold could not be used: the seat stays free to book.
    assert_eq!(run_pass(&app, starts - HOLD_MS / 2).await, (0, 0));
    // With the whole hold before the visit, it is offered, and the hold ends before the slot begins.
    assert_eq!(run_pass(&app, starts - HOLD_MS - 60_000).await, (1, 0));
    let (expires,): (i64,) =
        sqlx::query_as("SELECT expires_at FROM waitlist_offers").fetch_one(&app.db.pool).await.expect("offer");
    assert!(expires < starts);
}

/// Waits until the outbox has nothing left to handle.
async fn outbox_handled(app: &TestApp, expected: i64) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let (handled, unsent): (i64, i64) = sqlx::query_as(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN sent_at IS NULL THEN 1 ELSE 0 END), 0) FROM outbox \
             WHERE kind IN ('inquiry_received', 'waitlist_offer')",
        )
        .fetch_one(&app.db.pool)
        .await
        .expect("count");
        if handled == expected && unsent == 0 {
            return;
        }
        assert!(Instant::now() < deadline, "the outbox was not handled: {handled} rows, {unsent} unsent");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn inquire(app: &TestApp, email: &str) {
    let mut i = inquiry();
    i["email"] = json!(email);
    assert_eq!(app.post_json("/api/inquiries", &i).await.status(), 201);
}

/// The kinds of the messages to `email`'s submissions that were held back by the daily limit.
async fn held_back(app: &TestApp) -> Vec<String> {
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT kind FROM outbox WHERE last_error = 'recipient_daily_limit' ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .expect("held back");
    rows.into_iter().map(|(k,)| k).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn waitlist_offer_mails_count_toward_the_recipients_daily_limit() {
    let app = app_with(0, 0, vec![("CLINIC_MAIL_PER_RECIPIENT_DAY", "2".into())]).await;
    let day = open_day(25);
    let (a, b) = ("offer.first@example.com", "offer.last@example.com");
    let codes = [fill(&app, &day, "10:00", 0).await, fill(&app, &day, "10:30", 1).await];
    assert_eq!(join(&app, &patient(a, 1), &day, Some("10:00")).await.status(), 201);
    assert_eq!(join(&app, &patient(b, 2), &day, Some("10:30")).await.status(), 201);
    // B's address had its two messages today already.
    inquire(&app, b).await;
    inquire(&app, b).await;
    outbox_handled(&app, 2).await;

    cancel(&app, &codes[0], "filler0@example.com").await;
    cancel(&app, &codes[1], "filler1@example.com").await;
    assert_eq!(run_pass(&app, now_ms()).await, (2, 0));
    outbox_handled(&app, 4).await;
    assert_eq!(held_back(&app).await, ["waitlist_offer"], "B's offer is the third message of the day");

    // A's offer went out and counts: one more message, then the limit.
    inquire(&app, a).await;
    inquire(&app, a).await;
    outbox_handled(&app, 6).await;
    assert_eq!(held_back(&app).await, ["waitlist_offer", "inquiry_received"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_offer_whose_mail_is_held_back_frees_its_seat_for_the_next_waiting_patient_at_once() {
    let app = app_with(0, 0, vec![("CLINIC_MAIL_PER_RECIPIENT_DAY", "2".into())]).await;
    let day = open_day(27);
    let (first, next) = ("offer.unheard@example.com", "offer.next@example.com");
    let code = fill(&app, &day, "10:00", 0).await;
    assert_eq!(join(&app, &patient(first, 1), &day, Some("10:00")).await.status(), 201);
    assert_eq!(join(&app, &patient(next, 2), &day, Some("10:00")).await.status(), 201);
    // The first patient's address had its two messages today already.
    inquire(&app, first).await;
    inquire(&app, first).await;
    outbox_handled(&app, 2).await;

    cancel(&app, &code, "filler0@example.com").await;
    assert_eq!(run_pass(&app, now_ms()).await, (1, 0));
    outbox_handled(&app, 3).await;
    assert_eq!(held_back(&app).await, ["waitlist_offer"]);

    // The first patient never hears of the seat, so it is not held for them until the hold runs out:
    // their offer ends and their turn with it, and the seat is free again at once.
    let (_, offer, entry) = offer_of(&app, first).await;
    assert_eq!((offer.as_str(), entry.as_str()), ("expired", "lapsed"));
    assert_eq!(remaining(&app, &day, "10:00").await, 1);

    // The next pass, well within the first hold, offers it to the next waiting patient.
    assert_eq!(run_pass(&app, now_ms()).await, (1, 0));
    let (_, offer, entry) = offer_of(&app, next).await;
    assert_eq!((offer.as_str(), entry.as_str()), ("held", "offered"));
    assert_eq!(remaining(&app, &day, "10:00").await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_entry_s_client_network_is_forgotten_once_it_no_longer_counts_against_the_limit() {
    use clinic_server::tasks::retention::{self, Requester};
    let app = app_with(0, 0, vec![]).await;
    let day = open_day(26);
    fill(&app, &day, "10:00", 0).await;
    assert_eq!(join(&app, &patient("ended@example.com", 1), &day, Some("10:00")).await.status(), 201);
    assert_eq!(join(&app, &patient("waiting@example.com", 2), &day, Some("10:00")).await.status(), 201);
    // The first patient's turn ended (their hold ran out).
    sqlx::query("UPDATE waitlist_entries SET status = 'lapsed' WHERE email = 'ended@example.com'")
        .execute(&app.db.pool)
        .await
        .expect("update");

    let uploads =
        clinic_server::uploads::Uploads::open(&format!("file://{}", app.uploads_dir().display())).expect("uploads");
    let requester = Requester { via: "cli", ..Requester::default() };
    retention::purge(&app.db, &app.writer(), &uploads, Default::default(), &requester, now_ms()).await.expect("purge");
    let network = |email: &'static str| {
        let pool = app.db.pool.clone();
        async move {
            let (n,): (Option<String>,) =
                sqlx::query_as("SELECT client_network FROM waitlist_entries WHERE email = $1")
                    .bind(email)
                    .fetch_one(&pool)
                    .await
                    .expect("entry");
            n
        }
    };
    assert_eq!(network("waiting@example.com").await.as_deref(), Some("127.0.0.1"), "still counts");
    assert_eq!(network("ended@example.com").await, None, "an ended entry counts no more");
}
