//! Patient e-mails (reminders included) through a real SMTP server and photos in a real S3-compatible store, both started
//! on loopback by `scripts/with-services.sh` (aiosmtpd and moto from PyPI). These tests are ignored in
//! a plain `cargo test` and run by `make test` as
//! `scripts/with-services.sh cargo test -p clinic-server --test real_services -- --ignored`.

use crate::common;

use common::*;
use mailparse::{MailHeaderMap, ParsedMail};
use object_store::ObjectStore;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: run through scripts/with-services.sh"))
}

/// Every message the SMTP server has received, parsed.
fn received() -> Vec<Vec<u8>> {
    let dir = std::path::PathBuf::from(env("TEST_MAILDIR")).join("new");
    std::fs::read_dir(&dir).map(|d| d.filter_map(|e| std::fs::read(e.ok()?.path()).ok()).collect()).unwrap_or_default()
}

/// Waits until each recipient has a message (the maildir may also hold other tests' messages).
async fn wait_for_messages_to(recipients: &[String]) -> Vec<Vec<u8>> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let all = received();
        let arrived = recipients
            .iter()
            .filter(|r| {
                all.iter().filter_map(|m| mailparse::parse_mail(m).ok()).any(|m| to_of(&m).contains(r.as_str()))
            })
            .count();
        if arrived == recipients.len() {
            return all;
        }
        assert!(Instant::now() < deadline, "only {arrived} of {} messages arrived", recipients.len());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn to_of(mail: &ParsedMail) -> String {
    mail.headers.get_first_value("To").unwrap_or_default()
}

/// The text/plain, text/html and text/calendar parts of a message, decoded.
fn parts(mail: &ParsedMail) -> (String, String, Option<String>) {
    let (mut text, mut html, mut ics) = (String::new(), String::new(), None);
    let mut stack = vec![mail];
    while let Some(part) = stack.pop() {
        match part.ctype.mimetype.as_str() {
            "text/plain" => text = part.get_body().unwrap_or_default(),
            "text/html" => html = part.get_body().unwrap_or_default(),
            "text/calendar" => ics = part.get_body().ok(),
            _ => {}
        }
        stack.extend(part.subparts.iter());
    }
    (text, html, ics)
}

fn has_script(text: &str, range: std::ops::RangeInclusive<u32>) -> bool {
    text.chars().any(|c| range.contains(&(c as u32)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-services.sh"]
async fn patient_messages_arrive_in_their_language_with_a_calendar_in_clinic_time() {
    let app =
        spawn_with(Options { smtp_url: Some(env("TEST_SMTP_URL")), mail_rate: Some(200), ..Options::default() }).await;
    let day = open_day(3);
    let mut codes = Vec::new();
    for (lang, name, time) in [("ar", "ليلى حسن", "10:30"), ("ja", "山田花子", "14:00"), ("en", "Ann Lee", "16:30")]
    {
        let mut b = booking(&day, time);
        b["lang"] = json!(lang);
        b["name"] = json!(name);
        b["email"] = json!(format!("{lang}.patient@example.com"));
        let res = app.post_json("/api/bookings", &b).await;
        assert_eq!(res.status(), 201);
        let body: Value = res.json().await.expect("json");
        codes.push((lang, name, time, body["confirmationCode"].as_str().expect("code").to_string()));
    }
    let recipients: Vec<String> = codes.iter().map(|(lang, ..)| format!("{lang}.patient@example.com")).collect();
    let raw = wait_for_messages_to(&recipients).await;
    for (lang, name, time, code) in codes {
        let mail = raw
            .iter()
            .filter_map(|r| mailparse::parse_mail(r).ok())
            .find(|m| to_of(m).contains(&format!("{lang}.patient@example.com")))
            .unwrap_or_else(|| panic!("no message to the {lang} patient"));
        let subject = mail.headers.get_first_value("Subject").unwrap_or_default();
        let (text, html, ics) = parts(&mail);
        assert!(text.contains(name) && text.contains(&code), "{lang}: the text names the patient and the code");
        match lang {
            "ar" => assert!(has_script(&subject, 0x0600..=0x06FF), "ar subject in Arabic: {subject}"),
            "ja" => assert!(has_script(&subject, 0x3040..=0x30FF), "ja subject in Japanese: {subject}"),
            _ => assert!(subject.is_ascii(), "en subject in English: {subject}"),
        }
        // Right to left where the language is: the HTML part says so; the plain text stays beside it.
        let dir = if lang == "ar" { "dir=\"rtl\"" } else { "dir=\"ltr\"" };
        assert!(html.contains(dir), "{lang}: HTML part with {dir}: {html}");
        assert!(html.contains(&format!("lang=\"{lang}\"")), "{lang}: the HTML part names its language");

        // The calendar file, read by a real iCalendar parser: the visit at the clinic's local time.
        let ics = ics.unwrap_or_else(|| panic!("{lang}: no calendar attachment"));
        let calendar: icalendar::Calendar = ics.parse().unwrap_or_else(|e| panic!("{lang}: .ics does not parse: {e}"));
        let event = calendar
            .components
            .iter()
            .find_map(|c| c.as_event())
            .unwrap_or_else(|| panic!("{lang}: no VEVENT in the .ics"));
        use icalendar::Component;
        let start = event.property_value("DTSTART").expect("DTSTART");
        let params = &event.properties()["DTSTART"];
        assert_eq!(params.params().get("TZID").map(|p| p.value()), Some("Asia/Taipei"), "{lang}: clinic time zone");
        assert_eq!(start, format!("{}T{}00", day.replace('-', ""), time.replace(':', "")), "{lang}: start");
    }
}

/// A bucket on the local S3 server (moto accepts any credentials and creates it on PUT).
async fn bucket(name: &str) -> object_store::aws::AmazonS3 {
    let endpoint = env("TEST_S3_ENDPOINT");
    let res = reqwest::Client::new().put(format!("{endpoint}/{name}")).send().await.expect("create bucket");
    assert!(res.status().is_success(), "create bucket: {}", res.status());
    object_store::aws::AmazonS3Builder::from_env()
        .with_endpoint(endpoint)
        .with_allow_http(true)
        .with_bucket_name(name)
        .build()
        .expect("S3 client")
}

async fn objects(store: &object_store::aws::AmazonS3) -> Vec<String> {
    use futures::TryStreamExt;
    let list: Vec<_> = store.list(None).try_collect().await.expect("list");
    list.into_iter().map(|o| o.location.to_string()).collect()
}

fn jpeg() -> Vec<u8> {
    let img = image::ImageBuffer::from_fn(64, 48, |x, y| image::Rgb([(x * 4) as u8, (y * 5) as u8, 90]));
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img).expect("encode");
    out
}

async fn send_assessment(app: &TestApp, data: &Value, key: &str) -> reqwest::StatusCode {
    let form = reqwest::multipart::Form::new().text("data", data.to_string()).part(
        "images",
        reqwest::multipart::Part::bytes(jpeg()).file_name("lump.jpg").mime_str("image/jpeg").expect("mime"),
    );
    app.client
        .post(app.url("/api/assessments"))
        .header("Idempotency-Key", key)
        .multipart(form)
        .send()
        .await
        .expect("send")
        .status()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-services.sh"]
async fn photos_are_stored_in_s3_read_back_whole_and_removed_when_the_request_fails() {
    let store = bucket("clinic-photos").await;
    let app =
        spawn_with(Options { upload_store: Some("s3://clinic-photos/patients".into()), ..Options::default() }).await;

    assert_eq!(send_assessment(&app, &assessment_data(), "s3-first").await, 201);
    let stored = objects(&store).await;
    assert_eq!(stored.len(), 1, "one photo stored: {stored:?}");
    assert!(stored[0].starts_with("patients/assessments/"), "under the configured prefix: {stored:?}");
    let row: String =
        sqlx::query_scalar("SELECT object_path FROM assessment_photos").fetch_one(&app.db.pool).await.expect("row");
    assert_eq!(row, stored[0], "the row names the object");
    let back =
        store.get(&object_store::path::Path::from(row.as_str())).await.expect("get").bytes().await.expect("body");
    let decoded = image::load_from_memory(&back).expect("a whole JPEG comes back");
    assert_eq!((decoded.width(), decoded.height()), (64, 48));

    // The same key with other answers: refused after the photo was uploaded, and the upload removed.
    let mut other = assessment_data();
    other["patientAge"] = json!(30);
    assert_eq!(send_assessment(&app, &other, "s3-first").await, 409);
    let deadline = Instant::now() + Duration::from_secs(10);
    while objects(&store).await.len() != 1 {
        assert!(Instant::now() < deadline, "the refused request's photo stayed in the bucket");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(app.count("assessment_photos").await, 1);
}

/// The visit's date and time on a New York wall clock, as the reminder should print them.
fn new_york(day: &str, minutes: u32, lang: clinic_core::lang::Locale) -> (String, String) {
    use clinic_core::date::{Date, TimeOfDay};
    let visit = Date::parse(day).expect("date").clinic_unix_ms(minutes);
    let tz = jiff::tz::TimeZone::get("America/New_York").expect("zone");
    let local = jiff::Timestamp::from_millisecond(visit).expect("instant").to_zoned(tz);
    let date = Date::from_ymd(i32::from(local.year()), local.month() as u32, local.day() as u32).expect("date");
    let time = TimeOfDay::from_minutes(local.hour() as u32 * 60 + local.minute() as u32).expect("time");
    (clinic_core::format::format_date(lang, date), clinic_core::format::format_time(lang, time))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-services.sh"]
async fn a_reminder_in_arabic_and_hindi_shows_clinic_time_and_new_york_time() {
    use clinic_core::date::{Date, TimeOfDay};
    use clinic_core::lang::Locale;
    let app = spawn_with(Options {
        smtp_url: Some(env("TEST_SMTP_URL")),
        mail_rate: Some(200),
        // The test reads the e-mail whatever the hour in New York: the reminder must not wait for the
        // patients' morning there (chat_channels.rs tests that it does by default).
        env: vec![
            ("CLINIC_REMINDER_HOURS", (24 * 200).to_string()),
            ("CLINIC_REMINDER_POLL_SECONDS", "1".into()),
            ("CLINIC_REMINDER_PATIENT_NIGHT", "0".into()),
        ],
        ..Options::default()
    })
    .await;
    let day = open_day(4);
    let zone_label = "America/New York";
    let mut patients = Vec::new();
    for (lang, name, time) in [("ar", "ليلى حسن", "10:30"), ("hi", "अनीता शर्मा", "18:00")] {
        let mut b = booking(&day, time);
        b["lang"] = json!(lang);
        b["name"] = json!(name);
        b["email"] = json!(format!("{lang}.reminder@example.com"));
        b["timeZone"] = json!("America/New_York");
        assert_eq!(app.post_json("/api/bookings", &b).await.status(), 201);
        patients.push((lang, time));
    }
    // Each patient gets the confirmation and, the visit being within the lead time, the reminder.
    let deadline = Instant::now() + Duration::from_secs(60);
    let reminders = loop {
        let found: Vec<_> = patients
            .iter()
            .map(|(lang, _)| {
                received()
                    .iter()
                    .filter_map(|r| {
                        mailparse::parse_mail(r)
                            .ok()
                            .map(|m| (to_of(&m), parts(&m), m.headers.get_first_value("Subject")))
                    })
                    .filter(|(to, (text, ..), _)| {
                        to.contains(&format!("{lang}.reminder@")) && text.contains(zone_label)
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        if found.iter().all(|f| !f.is_empty()) {
            break found;
        }
        assert!(Instant::now() < deadline, "the reminders did not arrive");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    for ((lang, time), mails) in patients.iter().zip(&reminders) {
        assert_eq!(mails.len(), 1, "{lang}: one reminder");
        let (_, (text, html, ics), subject) = &mails[0];
        let locale = Locale::from_exact_tag(lang).expect("locale");
        let clinic_time = TimeOfDay::parse(time).expect("time");
        let clinic_date = Date::parse(&day).expect("date");
        let (ny_date, ny_time) = new_york(&day, clinic_time.minutes(), locale);
        let formatted = (
            clinic_core::format::format_date(locale, clinic_date),
            clinic_core::format::format_time(locale, clinic_time),
        );
        assert!(
            text.contains(&formatted.0) && text.contains(&formatted.1),
            "{lang}: clinic time {formatted:?} in {text}"
        );
        assert!(
            text.contains(&ny_date) && text.contains(&ny_time),
            "{lang}: New York time {ny_date} {ny_time} in {text}"
        );
        assert_ne!(ny_time, formatted.1, "{lang}: another wall clock");
        if *time == "10:30" {
            assert_ne!(ny_date, formatted.0, "{lang}: a Taipei morning is the evening before in New York");
        }
        let subject = subject.clone().unwrap_or_default();
        match *lang {
            "ar" => {
                assert!(has_script(&subject, 0x0600..=0x06FF), "ar subject in Arabic: {subject}");
                assert!(html.contains("dir=\"rtl\""), "ar reads right to left");
            }
            _ => assert!(has_script(&subject, 0x0900..=0x097F), "hi subject in Devanagari: {subject}"),
        }
        let ics = ics.clone().unwrap_or_else(|| panic!("{lang}: no calendar attachment"));
        assert!(ics.contains("BEGIN:VALARM") && ics.contains("TRIGGER:-PT"), "{lang}: the calendar entry has an alarm");
        let _: icalendar::Calendar = ics.parse().unwrap_or_else(|e| panic!("{lang}: .ics does not parse: {e}"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-services.sh"]
async fn an_address_typed_into_the_forms_gets_a_days_limit_of_mail_but_its_reminder_and_staff_mail_still_go() {
    let victim = "limit.victim@example.com";
    let staff = "limit.staff@example.com";
    let app = spawn_with(Options {
        smtp_url: Some(env("TEST_SMTP_URL")),
        mail_rate: Some(200),
        staff_email: Some(staff.into()),
        env: vec![
            ("CLINIC_MAIL_PER_RECIPIENT_DAY", "3".into()),
            ("CLINIC_REMINDER_HOURS", (24 * 200).to_string()),
            ("CLINIC_REMINDER_POLL_SECONDS", "1".into()),
        ],
        ..Options::default()
    })
    .await;
    // Someone types the same stranger's address into the contact form four times, then books with it.
    for _ in 0..4 {
        let mut i = inquiry();
        i["email"] = json!(victim);
        assert_eq!(app.post_json("/api/inquiries", &i).await.status(), 201);
    }
    let mut b = booking(&open_day(5), "11:30");
    b["email"] = json!(victim.to_uppercase());
    assert_eq!(app.post_json("/api/bookings", &b).await.status(), 201);

    // Everything is handled: nothing waits for a retry, two messages are marked as held back.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let (unsent, reminders): (i64, i64) = sqlx::query_as(
            "SELECT COUNT(*) FILTER (WHERE sent_at IS NULL), COUNT(*) FILTER (WHERE kind = 'booking_reminder') FROM outbox",
        )
        .fetch_one(&app.db.pool)
        .await
        .expect("count");
        if unsent == 0 && reminders == 1 {
            break;
        }
        assert!(Instant::now() < deadline, "the outbox was not emptied: {unsent} unsent, {reminders} reminders");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let held: Vec<(String,)> =
        sqlx::query_as("SELECT kind FROM outbox WHERE last_error = 'recipient_daily_limit' ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .expect("held");
    let held: Vec<&str> = held.iter().map(|(k,)| k.as_str()).collect();
    assert_eq!(
        held,
        ["inquiry_received", "booking_created"],
        "the fourth acknowledgement and the confirmation are not sent"
    );

    let to = |who: &str| {
        received()
            .iter()
            .filter_map(|m| mailparse::parse_mail(m).ok())
            .filter(|m| to_of(m).to_lowercase().contains(who))
            .map(|m| m.headers.get_first_value("Subject").unwrap_or_default())
            .collect::<Vec<_>>()
    };
    // Three acknowledgements and the reminder of a real booking reach the address; staff hear of all
    // five submissions.
    let mut victim_got = to(victim);
    let deadline = Instant::now() + Duration::from_secs(30);
    while victim_got.len() < 4 || to(staff).len() < 5 {
        assert!(Instant::now() < deadline, "to the address: {victim_got:?}; to staff: {:?}", to(staff));
        tokio::time::sleep(Duration::from_millis(100)).await;
        victim_got = to(victim);
    }
    assert_eq!(victim_got.len(), 4, "{victim_got:?}");
    assert_eq!(to(staff).len(), 5);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs scripts/with-services.sh"]
async fn an_erased_patient_s_photos_leave_the_s3_bucket() {
    let store = bucket("clinic-erase").await;
    let app =
        spawn_with(Options { upload_store: Some("s3://clinic-erase/patients".into()), ..Options::default() }).await;
    let mut data = assessment_data();
    data["email"] = json!("Erase.Me@example.com");
    assert_eq!(send_assessment(&app, &data, "s3-erase").await, 201);
    assert_eq!(send_assessment(&app, &assessment_data(), "s3-keep").await, 201);
    assert_eq!(objects(&store).await.len(), 2);

    let admin = signed_in(&app, "admin", None).await;
    let res = admin
        .post_json(
            "/api/admin/erasure",
            &json!({"email": "erase.me@EXAMPLE.com", "confirmation": "Erase.Me@example.com"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.expect("json")["photos"], 1);
    let left = objects(&store).await;
    assert_eq!(left.len(), 1, "only the other patient's photo stays: {left:?}");
    let kept: String =
        sqlx::query_scalar("SELECT object_path FROM assessment_photos").fetch_one(&app.db.pool).await.expect("row");
    assert_eq!(left[0], kept);
}
