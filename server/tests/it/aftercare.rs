//! The aftercare page a patient opens from the message sent when staff mark the visit completed:
//! "How is the wound?" (all fine / a question / a worry) and the follow-up's free times. A forged
//! link opens nothing, an expired one says so; a question becomes an inquiry in the staff inbox; a
//! worry waits unhandled and shows the branch's phone at once; bad answers get translated errors
//! and store nothing; a follow-up is an ordinary booking on a free time 7–14 days after.

use crate::common;

use clinic_core::date::{Date, TimeOfDay};
use clinic_core::hours::CLINIC;
use clinic_core::i18n::Catalog;
use clinic_core::lang::Locale;
use clinic_server::messaging::delivery::load_catalog;
use clinic_server::messaging::visit_mail::{aftercare_path, Links};
use clinic_server::routes::aftercare::TIMES_PER_DAY;
use clinic_server::storage::now_ms;
use clinic_server::storage::visit_links::{self, Purpose};
use common::*;
use serde_json::{json, Value};
use std::path::Path;

const DAY: i64 = 86_400_000;
const QUESTION: &str = "The plaster itches. May I take it off & shower?";

fn catalog() -> Catalog {
    load_catalog(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"))
}

/// A text as the page shows it (escaped, no bidi isolates), from the same catalogue.
fn tr(lang: &str, key: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(String, clinic_core::i18n::Arg)> =
        args.iter().map(|(k, v)| (k.to_string(), clinic_core::i18n::Arg::Str(v.to_string()))).collect();
    let lang = Locale::from_exact_tag(lang).expect("a site language");
    let text = clinic_server::messaging::calendar::text(&catalog(), lang, key, &args);
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

async fn app_with(slot_capacity: i64) -> TestApp {
    spawn_with(Options { slot_capacity, staff_email: Some("desk@clinic.example".into()), ..Default::default() }).await
}

fn canonical(code: &str) -> String {
    clinic_core::code::ConfirmationCode::parse(code).expect("a code").canonical().to_string()
}

/// A patient's booking, confirmed and then marked completed by staff: the path of its aftercare
/// link, as the aftercare message carries it.
async fn operated(app: &TestApp, staff: &StaffClient, lang: &str, branch: &str) -> (String, String) {
    let mut b = booking(&open_day(2), "10:00");
    b["lang"] = json!(lang);
    b["branch"] = json!(branch);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 201, "{}", res.text().await.unwrap_or_default());
    let code = canonical(res.json::<Value>().await.expect("json")["confirmationCode"].as_str().expect("code"));
    for status in ["confirmed", "completed"] {
        let res = staff.post_json(&format!("/api/admin/bookings/{code}/status"), &json!({ "status": status })).await;
        assert_eq!(res.status(), 200, "{status}: {}", res.text().await.unwrap_or_default());
    }
    let completed_at = completed_at(app, &code).await;
    let key = visit_links::key(&app.db).await.expect("key");
    let links = Links { base_url: "", key: &key };
    let lang = Locale::from_exact_tag(lang).expect("lang");
    (code.clone(), format!("/forms/{}", aftercare_path(&links, &code, completed_at, lang)))
}

async fn completed_at(app: &TestApp, code: &str) -> i64 {
    sqlx::query_scalar("SELECT completed_at FROM aftercare WHERE code = $1")
        .bind(code)
        .fetch_one(&app.db.pool)
        .await
        .expect("the completion started aftercare")
}

fn token_of(path: &str) -> String {
    path.split("token=").nth(1).expect("a token").to_string()
}

async fn get(app: &TestApp, path: &str) -> (u16, String) {
    let res = app.get(path).await;
    (res.status().as_u16(), res.text().await.expect("text"))
}

/// Posts the page's form as a browser on this site does.
async fn post(app: &TestApp, path: &str, fields: &[(&str, &str)]) -> (u16, String) {
    let res = app.client.post(app.url(path)).header("origin", &app.base).form(fields).send().await.expect("post");
    (res.status().as_u16(), res.text().await.expect("text"))
}

/// The stored answers: (answer, signs, day, inquiry_id, handled_at).
async fn answers(app: &TestApp, code: &str) -> Vec<(String, String, i64, Option<String>, Option<i64>)> {
    sqlx::query_as(
        "SELECT answer, signs, day, inquiry_id, handled_at FROM aftercare_answers WHERE code = $1 ORDER BY answered_at",
    )
    .bind(code)
    .fetch_all(&app.db.pool)
    .await
    .expect("answers")
}

/// The follow-up times the page offers, as `YYYY-MM-DD HH:mm`.
fn offered(page: &str) -> Vec<String> {
    page.split("name=\"slot\" value=\"").skip(1).filter_map(|s| s.split('"').next()).map(str::to_string).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_forged_altered_or_expired_link_opens_nothing() {
    let app = app_with(2).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "en", "taipei").await;

    let (status, page) = get(&app, "/forms/aftercare?lang=en&token=aftercare.K7XP3M9QT2.9999999999.forged").await;
    assert_eq!(status, 404);
    assert!(page.contains(&tr("en", "aftercare-unknown", &[])), "{page}");
    assert!(page.contains("tel:+886227001234") && page.contains("tel:+88672351234"), "both branches' phones: {page}");

    // One character of the code changed (to one it is not, or the link would be the same).
    let other_last = if code.ends_with('X') { 'Y' } else { 'X' };
    let altered = path.replace(&code, &format!("{}{other_last}", &code[..code.len() - 1]));
    assert_eq!(get(&app, &altered).await.0, 404);

    // A link for the health questions does not open the aftercare page.
    let key = visit_links::key(&app.db).await.expect("key");
    let intake = visit_links::sign(&key, Purpose::Intake, &code, now_ms() + DAY);
    assert_eq!(get(&app, &format!("/forms/aftercare?lang=en&token={intake}")).await.0, 404);

    // Past its days: 410, in the link's language, with the branch's phone.
    let old = visit_links::sign(&key, Purpose::Aftercare, &code, now_ms() - 1000);
    let (status, page) = get(&app, &format!("/forms/aftercare?lang=ja&token={old}")).await;
    assert_eq!(status, 410);
    assert!(page.contains(&tr("ja", "aftercare-expired", &[("days", "30")])), "{page}");
    assert!(page.contains("<html lang=\"ja\"") && page.contains("tel:+886227001234"), "{page}");

    // Signed, but for a booking that was never completed: nothing to show.
    let mut b = booking(&open_day(3), "11:00");
    b["lang"] = json!("en");
    let other: Value = app.post_json("/api/bookings", &b).await.json().await.expect("json");
    let other = canonical(other["confirmationCode"].as_str().expect("code"));
    let token = visit_links::sign(&key, Purpose::Aftercare, &other, now_ms() + DAY);
    assert_eq!(get(&app, &format!("/forms/aftercare?lang=en&token={token}")).await.0, 404);

    // A post with a forged or expired link stores nothing.
    let (status, _) =
        post(&app, "/forms/aftercare", &[("token", "nope"), ("lang", "en"), ("answer", "worry"), ("signs", "fever")])
            .await;
    assert_eq!(status, 404);
    let (status, _) = post(&app, "/forms/aftercare", &[("token", &old), ("lang", "en"), ("answer", "fine")]).await;
    assert_eq!(status, 410);
    let (status, _) =
        post(&app, "/forms/aftercare/follow-up", &[("token", &old), ("lang", "en"), ("slot", "2030-01-07 10:00")])
            .await;
    assert_eq!(status, 410);
    let stored: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM aftercare_answers").fetch_one(&app.db.pool).await.expect("count");
    assert_eq!(stored, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn all_fine_is_stored_once_and_thanked_in_the_bookings_language() {
    let app = app_with(2).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "ar", "taipei").await;

    // Without `lang` the page speaks the booking's language, right to left; opening it stores nothing.
    let (status, page) = get(&app, &format!("/forms/aftercare?token={}", token_of(&path))).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("<html lang=\"ar\" dir=\"rtl\">"), "{page}");
    assert!(page.contains(&tr("ar", "aftercare-wound-title", &[])), "{page}");
    assert!(page.contains("<fieldset") && page.contains("<legend>"), "grouped choices: {page}");
    assert!(answers(&app, &code).await.is_empty());

    let fine = [("token", token_of(&path)), ("lang", "ar".into()), ("answer", "fine".into())];
    let fine: Vec<(&str, &str)> = fine.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let (status, page) = post(&app, "/forms/aftercare", &fine).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains(&tr("ar", "aftercare-fine-thanks", &[])), "{page}");
    // The same answer again (a double tap, the back button) is the first one.
    assert_eq!(post(&app, "/forms/aftercare", &fine).await.0, 200);
    assert_eq!(answers(&app, &code).await, vec![("fine".into(), String::new(), 0, None, None)]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_question_opens_an_inquiry_in_the_staff_inbox() {
    let app = app_with(2).await;
    let staff = signed_in(&app, "staff", None).await;
    let (code, path) = operated(&app, &staff, "en", "taipei").await;

    let token = token_of(&path);
    let (status, page) = post(
        &app,
        "/forms/aftercare",
        &[("token", &token), ("lang", "en"), ("answer", "question"), ("question", QUESTION)],
    )
    .await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains(&tr("en", "aftercare-question-sent", &[])), "{page}");

    let stored = answers(&app, &code).await;
    assert_eq!(stored.len(), 1);
    assert_eq!((stored[0].0.as_str(), stored[0].4), ("question", None));
    let inquiry = stored[0].3.clone().expect("the question's inquiry");

    // Staff find it in the inbox as a patient's inquiry about the booking, in the patient's words.
    let list: Value = staff.get("/api/admin/inbox?kind=inquiry").await.json().await.expect("json");
    assert!(list.to_string().contains(&inquiry), "{list}");
    let res = staff.get(&format!("/api/admin/inquiries/{inquiry}")).await;
    assert_eq!(res.status(), 200);
    let detail = res.json::<Value>().await.expect("json").to_string();
    let display = clinic_core::code::ConfirmationCode::parse(&code).expect("code").display();
    for expected in [QUESTION, "Test Patient", "patient@example.com", display.as_str(), "booking"] {
        assert!(detail.to_lowercase().contains(&expected.to_lowercase()), "{expected} in {detail}");
    }
    // The usual alert to staff and acknowledgement to the patient, and nothing else.
    let kinds: Vec<String> = sqlx::query_scalar("SELECT kind FROM outbox WHERE ref_id = $1 ORDER BY kind")
        .bind(&inquiry)
        .fetch_all(&app.db.pool)
        .await
        .expect("outbox");
    assert_eq!(kinds, ["inquiry_received", "staff_inquiry"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_worry_waits_unhandled_and_the_page_shows_the_branchs_phone_at_once() {
    let app = app_with(2).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "en", "kaohsiung").await;

    let token = token_of(&path);
    let (status, page) = post(
        &app,
        "/forms/aftercare",
        &[("token", &token), ("lang", "en"), ("answer", "worry"), ("signs", "pus"), ("signs", "fever")],
    )
    .await;
    assert_eq!(status, 200, "{page}");
    let urgent = page.find(&tr("en", "aftercare-worry-title", &[])).expect("the call to phone");
    let phone =
        page.find("<a href=\"tel:+88672351234\" dir=\"ltr\">07-235-1234</a>").expect("the branch's phone as a link");
    let form = page.find("action=\"/forms/aftercare\"").expect("the form below");
    assert!(urgent < phone && phone < form, "the phone comes first, above everything else");
    assert!(page.contains("href=\"tel:119\""), "{page}");
    assert!(page.contains(&tr("en", "aftercare-emergency-call", &[])), "{page}");
    assert!(!page.contains("tel:+886227001234"), "not the other branch's phone");

    assert_eq!(answers(&app, &code).await, vec![("worry".into(), "fever,pus".into(), 0, None, None)]);
    let open: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM aftercare_answers WHERE answer = 'worry' AND handled_at IS NULL")
            .fetch_one(&app.db.pool)
            .await
            .expect("count");
    assert_eq!(open, 1, "the triage queue's unhandled worry");

    // The branch's staff are alerted at once: the code and the triage queue, no health detail.
    let (id, ref_id): (i64, String) =
        sqlx::query_as("SELECT id, ref_id FROM outbox WHERE kind = 'staff_aftercare_worry'")
            .fetch_one(&app.db.pool)
            .await
            .expect("the staff alert");
    let catalog = clinic_server::messaging::delivery::load_catalog(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n"),
    );
    let settings = clinic_server::messaging::delivery::MailSettings {
        clinic: Default::default(),
        base_url: "https://clinic.example".into(),
        staff: clinic_server::config::StaffEmails {
            kaohsiung: Some("khh@clinic.example".into()),
            ..Default::default()
        },
    };
    let row = clinic_server::storage::outbox::OutboxRow {
        id,
        kind: Some(clinic_server::storage::outbox::OutboxKind::StaffAftercareWorry),
        ref_id,
        lang: "en".into(),
        ..Default::default()
    };
    let mail = clinic_server::messaging::render::render(&app.db, &catalog, &settings, &row)
        .await
        .expect("render")
        .expect("an alert");
    assert_eq!(mail.to, "khh@clinic.example");
    assert!(mail.subject.starts_with("Urgent") && mail.body.contains("/medical-dashboard/triage"), "{}", mail.body);
    for detail in ["pus", "fever"] {
        assert!(!mail.body.contains(detail), "{detail} in {}", mail.body);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn bad_answers_get_translated_errors_and_store_nothing() {
    let app = app_with(2).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "ja", "taipei").await;
    let token = token_of(&path);

    // A question without its text: the form again, the choice kept, the message in Japanese.
    let (status, page) = post(
        &app,
        "/forms/aftercare",
        &[("token", &token), ("lang", "ja"), ("answer", "question"), ("question", "  ")],
    )
    .await;
    assert_eq!(status, 422, "{page}");
    assert!(page.contains(&tr("ja", "validation-required-aftercare-question", &[])), "{page}");
    assert!(page.contains("value=\"question\" checked"), "{page}");
    assert!(page.contains("aria-invalid=\"true\" aria-describedby=\"e-question\""), "{page}");

    // A sign the form does not offer, and signs with another answer.
    let (status, page) = post(
        &app,
        "/forms/aftercare",
        &[("token", &token), ("lang", "ja"), ("answer", "worry"), ("signs", "itching"), ("question", "<b>x</b>")],
    )
    .await;
    assert_eq!(status, 422);
    assert!(page.contains(&tr("ja", "validation-invalid_choice-aftercare-signs", &[])), "{page}");
    assert!(page.contains("&lt;b&gt;x&lt;/b&gt;") && !page.contains("<b>x</b>"), "typed text comes back escaped");
    let (status, _) =
        post(&app, "/forms/aftercare", &[("token", &token), ("lang", "ja"), ("answer", "fine"), ("signs", "fever")])
            .await;
    assert_eq!(status, 422);
    // No answer at all.
    let (status, page) = post(&app, "/forms/aftercare", &[("token", &token), ("lang", "ja")]).await;
    assert_eq!(status, 422);
    assert!(page.contains(&tr("ja", "validation-required-aftercare-answer", &[])), "{page}");

    assert!(answers(&app, &code).await.is_empty());
    assert_eq!(app.count("inquiries").await, 0);

    // Another site's page cannot post it.
    let res = app
        .client
        .post(app.url("/forms/aftercare"))
        .header("origin", "https://elsewhere.example")
        .form(&[("token", token.as_str()), ("answer", "fine")])
        .send()
        .await
        .expect("post");
    assert_eq!(res.status(), 403);
    assert!(answers(&app, &code).await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn follow_up_times_lie_seven_to_fourteen_days_after_on_the_branchs_open_times() {
    let app = app_with(2).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "en", "kaohsiung").await;
    let done = Date::clinic_today(completed_at(&app, &code).await);

    let (_, page) = get(&app, &path).await;
    let times = offered(&page);
    assert!(!times.is_empty(), "{page}");
    let from = done.add_days(7).to_string();
    let to = done.add_days(14).to_string();
    let free: Value =
        app.get(&format!("/api/availability?branch=kaohsiung&from={from}&to={to}")).await.json().await.unwrap();
    let mut per_day = std::collections::BTreeMap::new();
    for slot in &times {
        let (date, time) = slot.split_once(' ').expect("date and time");
        let (d, t) = (Date::parse(date).expect("date"), TimeOfDay::parse(time).expect("time"));
        let after = done.days_until(d);
        assert!((7..=14).contains(&after), "{slot} is {after} days after");
        assert!(CLINIC.slots(d).contains(&t), "{slot} is an open time");
        let listed = free["slots"]
            .as_array()
            .expect("slots")
            .iter()
            .any(|s| s["date"] == date && s["time"] == time && s["remaining"].as_i64().unwrap_or(0) > 0);
        assert!(listed, "{slot} is free at the branch as the booking form sees it");
        *per_day.entry(date.to_string()).or_insert(0) += 1;
    }
    assert!(per_day.values().all(|n| *n <= TIMES_PER_DAY), "{per_day:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn booking_the_follow_up_makes_a_booking_that_takes_its_seat() {
    let app = app_with(1).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "en", "taipei").await;
    let token = token_of(&path);
    let (_, page) = get(&app, &path).await;
    let slot = offered(&page).first().cloned().expect("a free time");
    let (date, time) = slot.split_once(' ').expect("date and time");
    let bookings = app.count("bookings").await;

    let (status, page) =
        post(&app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "en"), ("slot", &slot)]).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains(&tr("en", "aftercare-follow-up-booked", &[])), "{page}");
    assert_eq!(app.count("bookings").await, bookings + 1);

    let (new, name, phone, email, branch, tumor, lang, message): (
        String,
        String,
        String,
        String,
        String,
        String,
        String,
        String,
    ) = sqlx::query_as(
        "SELECT code, name, phone, email, branch, tumor_type, lang, message FROM bookings \
             WHERE preferred_date = $1 AND preferred_time = $2",
    )
    .bind(date)
    .bind(time)
    .fetch_one(&app.db.pool)
    .await
    .expect("the follow-up booking");
    assert_eq!(
        (name.as_str(), phone.as_str(), email.as_str(), branch.as_str(), tumor.as_str(), lang.as_str()),
        ("Test Patient", "0912-345-678", "Patient@Example.com", "taipei", "lipoma", "en")
    );
    let display = clinic_core::code::ConfirmationCode::parse(&code).expect("code").display();
    assert!(message.contains(&display), "{message}");
    assert!(page.contains(&clinic_core::code::ConfirmationCode::parse(&new).expect("code").display()), "{page}");
    // The confirmation goes out as for any booking, and the seat is taken.
    let queued: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE kind = 'booking_created' AND ref_id = $1")
        .bind(&new)
        .fetch_one(&app.db.pool)
        .await
        .expect("count");
    assert_eq!(queued, 1);
    let free: Value =
        app.get(&format!("/api/availability?branch=taipei&from={date}&to={date}")).await.json().await.unwrap();
    let left = free["slots"].as_array().expect("slots").iter().find(|s| s["time"] == time).expect("the slot");
    assert_eq!(left["remaining"], 0);

    // The page now shows the follow-up instead of offering another; another tap books nothing.
    let (_, page) = get(&app, &path).await;
    assert!(page.contains(&tr("en", "aftercare-follow-up-have", &[])) && offered(&page).is_empty(), "{page}");
    let (status, _) =
        post(&app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "en"), ("slot", &slot)]).await;
    assert_eq!(status, 200);
    assert_eq!(app.count("bookings").await, bookings + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_taken_or_unoffered_time_gets_a_translated_error_and_books_nothing() {
    let app = app_with(1).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "zh-TW", "taipei").await;
    let token = token_of(&path);
    let (_, page) = get(&app, &path).await;
    let slot = offered(&page).first().cloned().expect("a free time");
    let (date, time) = slot.split_once(' ').expect("date and time");

    // Someone else books that time first.
    let mut b = booking(date, time);
    b["email"] = json!("someone.else@example.com");
    b["phone"] = json!("0922-000-111");
    assert_eq!(app.post_json("/api/bookings", &b).await.status(), 201);
    let bookings = app.count("bookings").await;

    let (status, page) =
        post(&app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "zh-TW"), ("slot", &slot)]).await;
    assert_eq!(status, 409, "{page}");
    assert!(page.contains(&tr("zh-TW", "validation-slot_full", &[])), "{page}");
    assert!(!offered(&page).contains(&slot), "fresh times, without the taken one");

    // A time outside the 7–14 days, or not a time at all.
    let done = Date::clinic_today(completed_at(&app, &code).await);
    for bad in [format!("{} 10:00", done.add_days(3)), "tomorrow".to_string()] {
        let (status, page) =
            post(&app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "zh-TW"), ("slot", &bad)]).await;
        assert_eq!(status, 422, "{bad}");
        assert!(page.contains(&tr("zh-TW", "validation-invalid_choice-aftercare-slot", &[])), "{page}");
    }
    assert_eq!(app.count("bookings").await, bookings);
}

/// The stored `aftercare.follow_up_code` of an operated booking.
async fn follow_up_code(app: &TestApp, code: &str) -> Option<String> {
    sqlx::query_scalar("SELECT follow_up_code FROM aftercare WHERE code = $1")
        .bind(code)
        .fetch_one(&app.db.pool)
        .await
        .expect("the aftercare row")
}

/// The follow-ups booked from the aftercare page of the operated booking `code`.
async fn follow_ups(app: &TestApp, code: &str) -> Vec<(String, String)> {
    let display = clinic_core::code::ConfirmationCode::parse(code).expect("code").display();
    sqlx::query_as("SELECT code, status FROM bookings WHERE message LIKE $1 ORDER BY created_at")
        .bind(format!("%{display}%"))
        .fetch_all(&app.db.pool)
        .await
        .expect("follow-ups")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn taps_on_different_times_at_once_book_one_follow_up() {
    let app = app_with(2).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "en", "taipei").await;
    let token = token_of(&path);
    let (_, page) = get(&app, &path).await;
    let times = offered(&page);
    assert!(times.len() >= 3, "{times:?}");

    // Three tabs (or a double tap and a change of mind) post three different times together.
    let posts =
        times[..3].iter().map(|slot| {
            let (app, token, slot) = (&app, token.clone(), slot.clone());
            async move {
                post(app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "en"), ("slot", &slot)]).await
            }
        });
    let answers = futures::future::join_all(posts).await;
    for (status, page) in &answers {
        assert_eq!(*status, 200, "{page}");
        assert!(offered(page).is_empty(), "no tab offers another time: {page}");
    }
    let booked = follow_ups(&app, &code).await;
    assert_eq!(booked.len(), 1, "one follow-up: {booked:?}");
    assert_eq!(follow_up_code(&app, &code).await.as_deref(), Some(booked[0].0.as_str()));
    let confirmed = answers.iter().filter(|(_, p)| p.contains(&tr("en", "aftercare-follow-up-booked", &[]))).count();
    assert_eq!(confirmed, 1, "one tab says it booked; the others show the follow-up (or that it is being booked)");

    // Later taps book nothing either.
    let (status, page) =
        post(&app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "en"), ("slot", &times[1])]).await;
    assert_eq!(status, 200);
    assert!(page.contains(&tr("en", "aftercare-follow-up-have", &[])), "{page}");
    assert_eq!(follow_ups(&app, &code).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_cancelled_follow_up_can_be_booked_again_even_at_the_same_time() {
    let app = app_with(1).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "en", "taipei").await;
    let token = token_of(&path);
    let (_, page) = get(&app, &path).await;
    let slot = offered(&page).first().cloned().expect("a free time");
    let tap = |slot: String| {
        let (app, token) = (&app, token.clone());
        async move { post(app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "en"), ("slot", &slot)]).await }
    };

    assert_eq!(tap(slot.clone()).await.0, 200);
    let first = follow_up_code(&app, &code).await.expect("the follow-up noted");
    // The patient cancels it from the booking's status page.
    let res =
        app.post_json(&format!("/api/bookings/{first}/cancel"), &json!({ "contact": "patient@example.com" })).await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap_or_default());

    // The page offers times again, the cancelled time among them, and booking it makes a new booking.
    let (_, page) = get(&app, &path).await;
    assert!(offered(&page).contains(&slot), "{page}");
    let (status, page) = tap(slot.clone()).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains(&tr("en", "aftercare-follow-up-booked", &[])), "{page}");
    let second = follow_up_code(&app, &code).await.expect("the new follow-up noted");
    assert_ne!(second, first, "a new booking, not the cancelled one again");
    let display = clinic_core::code::ConfirmationCode::parse(&second).expect("code").display();
    assert!(page.contains(&display), "{page}");
    let states: Vec<String> = follow_ups(&app, &code).await.into_iter().map(|(_, s)| s).collect();
    assert_eq!(states, ["cancelled", "pending"]);

    // Staff cancelling it works the same way.
    let res = staff
        .post_json(
            &format!("/api/admin/bookings/{second}/status"),
            &json!({ "status": "cancelled", "reason": "The doctor will remove the stitches at the other branch." }),
        )
        .await;
    assert_eq!(res.status(), 200);
    let (_, page) = get(&app, &path).await;
    assert!(!offered(&page).is_empty(), "{page}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_refused_time_releases_the_claim_and_another_time_books() {
    let app = app_with(1).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "en", "taipei").await;
    let token = token_of(&path);
    let (_, page) = get(&app, &path).await;
    let times = offered(&page);
    let (date, time) = times[0].split_once(' ').expect("date and time");
    let mut b = booking(date, time);
    b["email"] = json!("someone.else@example.com");
    b["phone"] = json!("0922-000-111");
    assert_eq!(app.post_json("/api/bookings", &b).await.status(), 201);

    let (status, _) =
        post(&app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "en"), ("slot", &times[0])]).await;
    assert_eq!(status, 409);
    assert_eq!(follow_up_code(&app, &code).await, None, "the claim is released");
    let (status, page) =
        post(&app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "en"), ("slot", &times[1])]).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains(&tr("en", "aftercare-follow-up-booked", &[])), "{page}");
    assert_eq!(follow_ups(&app, &code).await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_follow_up_being_booked_is_not_offered_again_and_an_abandoned_claim_is_settled() {
    use clinic_server::storage::aftercare_answers::{Claim, CLAIM_STALE_MS};
    let app = app_with(2).await;
    let staff = signed_in(&app, "admin", None).await;
    let (code, path) = operated(&app, &staff, "en", "taipei").await;
    let token = token_of(&path);
    let set = |marker: Option<String>| {
        let (app, code) = (&app, code.clone());
        async move {
            sqlx::query("UPDATE aftercare SET follow_up_code = $1 WHERE code = $2")
                .bind(marker)
                .bind(&code)
                .execute(&app.db.pool)
                .await
                .expect("set");
        }
    };
    let (_, page) = get(&app, &path).await;
    let slot = offered(&page).first().cloned().expect("a free time");
    let tap = |slot: String| {
        let (app, token) = (&app, token.clone());
        async move { post(app, "/forms/aftercare/follow-up", &[("token", &token), ("lang", "en"), ("slot", &slot)]).await }
    };

    // Another request holds the claim (it is booking right now): the page says so, a tap books nothing.
    set(Some(Claim::new(now_ms()).marker())).await;
    let (status, page) = get(&app, &path).await;
    assert_eq!(status, 200);
    let branch = catalog_branch("en", "taipei");
    assert!(page.contains(&tr("en", "aftercare-follow-up-pending", &[("branch", &branch)])), "{page}");
    assert!(offered(&page).is_empty(), "{page}");
    let (status, page) = tap(slot.clone()).await;
    assert_eq!(status, 200);
    assert!(offered(&page).is_empty());
    assert!(follow_ups(&app, &code).await.is_empty());

    // A claim whose request died before it booked anything: settled, and the page offers times again.
    set(Some(Claim::new(now_ms() - CLAIM_STALE_MS - 1000).marker())).await;
    let (_, page) = get(&app, &path).await;
    assert!(offered(&page).contains(&slot), "{page}");
    let (status, page) = tap(slot.clone()).await;
    assert_eq!(status, 200, "{page}");
    let booked = follow_ups(&app, &code).await;
    assert_eq!(booked.len(), 1);
    assert_eq!(follow_up_code(&app, &code).await.as_deref(), Some(booked[0].0.as_str()));

    // A claim whose request died after its booking committed (before noting it): its key tells
    // which booking it made; the page shows that one and a tap books nothing more.
    let key: String =
        sqlx::query_scalar("SELECT idem_key FROM idempotency_keys WHERE idem_key LIKE 'aftercare-follow-up:%'")
            .fetch_one(&app.db.pool)
            .await
            .expect("the booking job's key");
    let nonce = key.rsplit(':').next().expect("the claim's nonce").to_string();
    let abandoned = Claim { nonce, at: now_ms() - CLAIM_STALE_MS - 1000 };
    assert_eq!(abandoned.key(&code), key);
    set(Some(abandoned.marker())).await;
    let (_, page) = get(&app, &path).await;
    assert!(page.contains(&tr("en", "aftercare-follow-up-have", &[])) && offered(&page).is_empty(), "{page}");
    let (status, _) = tap(slot).await;
    assert_eq!(status, 200);
    assert_eq!(follow_ups(&app, &code).await.len(), 1);
    assert_eq!(follow_up_code(&app, &code).await.as_deref(), Some(booked[0].0.as_str()), "settled for good");
}

/// A branch's name as the pages write it.
fn catalog_branch(lang: &str, branch: &str) -> String {
    let lang = Locale::from_exact_tag(lang).expect("lang");
    clinic_server::messaging::calendar::text(&catalog(), lang, &format!("email-branch-{branch}"), &[])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_answer_for_an_erased_booking_stores_nothing() {
    use clinic_core::intake::WorrySign;
    use clinic_core::validate::Aftercare;
    use clinic_server::storage::aftercare_answers::{self, AnswerContext};
    let app = app_with(2).await;
    let staff = signed_in(&app, "admin", None).await;
    let (erased, _) = operated(&app, &staff, "en", "taipei").await;
    // Read as the page reads it, then erased before the answer's transaction runs.
    let erased_row = aftercare_answers::find(&app.db.pool, &erased).await.expect("read").expect("aftercare");
    let res = staff
        .post_json(
            "/api/admin/erasure",
            &json!({ "email": "patient@example.com", "confirmation": "patient@example.com" }),
        )
        .await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap_or_default());
    // Another patient's booking emptied by the retention purge, its aftercare row still there.
    let mut b = booking(&open_day(3), "11:00");
    b["email"] = json!("other@example.com");
    b["phone"] = json!("0922-000-111");
    let res = app.post_json("/api/bookings", &b).await;
    let purged = canonical(res.json::<Value>().await.expect("json")["confirmationCode"].as_str().expect("code"));
    for status in ["confirmed", "completed"] {
        let res = staff.post_json(&format!("/api/admin/bookings/{purged}/status"), &json!({ "status": status })).await;
        assert_eq!(res.status(), 200);
    }
    let purged_row = aftercare_answers::find(&app.db.pool, &purged).await.expect("read").expect("aftercare");
    sqlx::query("UPDATE bookings SET name = '', email = '', phone = '', purged_at = $1 WHERE code = $2")
        .bind(now_ms())
        .bind(&purged)
        .execute(&app.db.pool)
        .await
        .expect("purged");
    let (inquiries, outbox) = (app.count("inquiries").await, app.count("outbox").await);

    for row in [&erased_row, &purged_row] {
        for answer in
            [Aftercare::Worry(vec![WorrySign::Bleeding]), Aftercare::Question(QUESTION.to_string()), Aftercare::Fine]
        {
            let ctx = AnswerContext { aftercare: row, question_subject: "Question", notify_staff: true };
            let mut tx = app.db.pool.begin().await.expect("begin");
            let recorded = aftercare_answers::record(&mut tx, &ctx, &answer, now_ms()).await.expect("record");
            tx.commit().await.expect("commit");
            assert_eq!(recorded, None, "{answer:?} for {}", row.code);
        }
    }
    let stored: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM aftercare_answers").fetch_one(&app.db.pool).await.expect("count");
    assert_eq!(stored, 0);
    assert_eq!(app.count("inquiries").await, inquiries, "no inquiry with an empty address");
    assert_eq!(app.count("outbox").await, outbox, "no staff alert, no acknowledgement");
}
