//! The pre-visit health questions and the information sheet, opened by a booking's signed link: a
//! forged or altered link opens nothing (404), the link ends when the booking's current visit begins
//! (410; a link signed for an earlier time still works while a moved visit is ahead), answers are
//! sent once (a second, different send is 409 and the page shows the answers as sent), a draft is
//! saved and read back, nothing is stored before the consent (a draft's answers and photo included),
//! problems store nothing, a send stores its flags and the consent, the photo follows the
//! assessment's rules, the acknowledgement stores what was shown, the page works without any script,
//! in Arabic too, the pages that take no answers tell the script which copy to clear, and the
//! autosave has a rate limit of its own.

use crate::common;

use clinic_core::date::{Date, TimeOfDay};
use clinic_core::intake::VisitKind;
use clinic_core::lang::Locale;
use clinic_server::site::sheets::{self, Which};
use clinic_server::storage::now_ms;
use clinic_server::storage::visit_links::{self, Purpose};
use common::*;
use reqwest::multipart::{Form, Part};
use serde_json::{json, Value};
use sqlx::Row;

/// Books a lipoma removal in `lang` and returns its canonical code and the start of its visit.
async fn book(app: &TestApp, n: usize, lang: &str) -> (String, i64) {
    let date = open_day(n);
    let mut b = booking(&date, "10:30");
    b["lang"] = json!(lang);
    let res = app.post_json("/api/bookings", &b).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    let code = clinic_core::code::ConfirmationCode::parse(body["confirmationCode"].as_str().expect("code"))
        .expect("a code")
        .canonical()
        .to_string();
    let visit = Date::parse(&date).expect("date").clinic_unix_ms(TimeOfDay::parse("10:30").expect("time").minutes());
    (code, visit)
}

/// The token of the booking's questions link, as its messages carry it (ending at the visit).
async fn link(app: &TestApp, code: &str, expires: i64) -> String {
    let key = visit_links::key(&app.db).await.expect("key");
    visit_links::sign(&key, Purpose::Intake, code, expires)
}

/// A complete set of answers: apixaban (an anticoagulant) and a keloid history.
fn complete(lang: &str) -> Value {
    json!({
        "medicines": ["apixaban"],
        "noAllergies": true,
        "conditions": ["keloid"],
        "previousTreatment": "none",
        "emergencyName": "林美華",
        "emergencyPhone": "0912 345 678",
        "emergencyRelation": "sister",
        "healthDataConsent": true,
        "lang": lang
    })
}

async fn stored(app: &TestApp, code: &str) -> Option<sqlx::any::AnyRow> {
    sqlx::query(
        "SELECT answers, submitted_at, flags, consent_at, notice_version, photo_key FROM intakes WHERE code = $1",
    )
    .bind(code)
    .fetch_optional(&app.db.pool)
    .await
    .expect("query")
}

async fn put_draft(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    app.client.put(app.url(&format!("/api/intake/draft?token={token}"))).json(body).send().await.expect("request")
}

async fn send(app: &TestApp, token: &str, body: &Value) -> reqwest::Response {
    app.post_json(&format!("/api/intake?token={token}"), body).await
}

#[tokio::test]
async fn an_altered_or_forged_link_opens_nothing() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "en").await;
    let token = link(&app, &code, visit).await;
    // Another booking's code in a signed token, a token signed for aftercare, and garbage.
    let (other, _) = book(&app, 1, "en").await;
    let altered = token.replace(&code, &other);
    let aftercare = visit_links::sign(&visit_links::key(&app.db).await.expect("key"), Purpose::Aftercare, &code, visit);
    for bad in [altered.as_str(), aftercare.as_str(), "intake.nope.1.x"] {
        let page = app.get(&format!("/forms/intake?token={bad}&lang=en")).await;
        assert_eq!(page.status(), 404, "{bad}");
        assert!(page.text().await.expect("html").contains("This link is not valid"));
        assert_eq!(app.get(&format!("/api/intake?token={bad}")).await.status(), 404);
        assert_eq!(put_draft(&app, bad, &complete("en")).await.status(), 404);
        assert_eq!(send(&app, bad, &complete("en")).await.status(), 404);
        assert_eq!(app.get(&format!("/forms/visit-info?token={bad}")).await.status(), 404);
    }
    assert!(stored(&app, &code).await.is_none());
    assert_eq!(app.get(&format!("/api/intake?token={token}")).await.status(), 200);
}

async fn move_to_yesterday(app: &TestApp, code: &str) {
    let yesterday = Date::clinic_today(now_ms()).add_days(-1).to_string();
    sqlx::query("UPDATE bookings SET preferred_date = $1 WHERE code = $2")
        .bind(&yesterday)
        .bind(code)
        .execute(&app.db.pool)
        .await
        .expect("move");
}

async fn set_status(app: &TestApp, code: &str, status: &str) {
    sqlx::query("UPDATE bookings SET status = $1 WHERE code = $2")
        .bind(status)
        .bind(code)
        .execute(&app.db.pool)
        .await
        .expect("status");
}

#[tokio::test]
async fn the_link_ends_when_the_visit_begins() {
    let app = spawn_app().await;
    // A link past its time, for a visit that has begun.
    let (code, _) = book(&app, 0, "en").await;
    let past = link(&app, &code, now_ms() - 1000).await;
    move_to_yesterday(&app, &code).await;
    let page = app.get(&format!("/forms/intake?token={past}&lang=en")).await;
    assert_eq!(page.status(), 410);
    assert!(page.text().await.expect("html").contains("Your visit has begun"));
    let api = app.get(&format!("/api/intake?token={past}")).await;
    assert_eq!(api.status(), 410);
    assert_eq!(api.json::<Value>().await.expect("json")["error"]["code"], "link_expired");
    assert_eq!(send(&app, &past, &complete("en")).await.status(), 410);

    // A link still within its time, for a visit that has begun (moved earlier, or today's).
    let (code, visit) = book(&app, 1, "en").await;
    let token = link(&app, &code, visit).await;
    move_to_yesterday(&app, &code).await;
    assert_eq!(put_draft(&app, &token, &complete("en")).await.status(), 410);
    assert_eq!(app.get(&format!("/forms/visit-info?token={token}")).await.status(), 410);
    assert!(stored(&app, &code).await.is_none());
}

#[tokio::test]
async fn a_link_signed_for_the_old_time_works_while_the_moved_visit_is_ahead() {
    let app = spawn_app().await;
    // The messages' link was signed for a visit time that has passed; the visit was moved later and
    // is still ahead: the link is the booking's own (its code is signed) and opens it.
    let (code, _) = book(&app, 0, "en").await;
    let old = link(&app, &code, now_ms() - 60_000).await;
    let read = app.get(&format!("/api/intake?token={old}")).await;
    assert_eq!(read.status(), 200);
    assert_eq!(read.json::<Value>().await.expect("json")["status"], "new");
    let page = app.get(&format!("/forms/intake?token={old}&lang=en")).await;
    assert_eq!(page.status(), 200);
    assert!(page.text().await.expect("html").contains("id=\"intake-form\""));
    assert_eq!(app.get(&format!("/forms/visit-info?token={old}")).await.status(), 200);
    assert_eq!(put_draft(&app, &old, &complete("en")).await.status(), 200);
    assert_eq!(send(&app, &old, &complete("en")).await.status(), 201);
    assert!(stored(&app, &code).await.is_some());

    // Its signature still counts: the same link altered opens nothing.
    let other_last = if old.ends_with('x') { 'y' } else { 'x' };
    let forged = format!("{}{other_last}", &old[..old.len() - 1]);
    assert_eq!(app.get(&format!("/api/intake?token={forged}")).await.status(), 404);

    // Past its time, it opens nothing once the booking is closed or its visit has begun: expired.
    let (closed, _) = book(&app, 1, "en").await;
    let old = link(&app, &closed, now_ms() - 60_000).await;
    set_status(&app, &closed, "cancelled").await;
    let res = app.get(&format!("/api/intake?token={old}")).await;
    assert_eq!(res.status(), 410);
    assert_eq!(res.json::<Value>().await.expect("json")["error"]["code"], "link_expired");
    assert_eq!(put_draft(&app, &old, &complete("en")).await.status(), 410);
    assert!(stored(&app, &closed).await.is_none());
    let (begun, _) = book(&app, 2, "en").await;
    let old = link(&app, &begun, now_ms() - 60_000).await;
    move_to_yesterday(&app, &begun).await;
    assert_eq!(app.get(&format!("/forms/intake?token={old}&lang=en")).await.status(), 410);
}

#[tokio::test]
async fn a_draft_is_saved_and_read_back() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "ja").await;
    let token = link(&app, &code, visit).await;
    let fresh: Value = app.get(&format!("/api/intake?token={token}")).await.json().await.expect("json");
    assert_eq!(fresh["status"], "new");
    assert_eq!(fresh["visit"]["kind"], "lipoma");

    let draft = json!({
        "medicines": ["warfarin"],
        "otherMedicines": "<b>aspirin</b> 100 mg",
        "healthDataConsent": true,
        "lang": "ja"
    });
    let saved = put_draft(&app, &token, &draft).await;
    assert_eq!(saved.status(), 200);
    let saved: Value = saved.json().await.expect("json");
    assert_eq!(saved["status"], "draft");
    let read: Value = app.get(&format!("/api/intake?token={token}")).await.json().await.expect("json");
    assert_eq!(read["status"], "draft");
    assert_eq!(read["answers"]["medicines"], json!(["warfarin"]));
    assert_eq!(read["answers"]["otherMedicines"], "<b>aspirin</b> 100 mg");
    // The save's own time, the one the page's copy on the device is compared with.
    assert!(read["savedAt"].is_string());
    assert_eq!(read["savedAt"], saved["savedAt"]);
    // The page opens in the booking's language with the draft ticked and the words escaped.
    let page = app.get(&format!("/forms/intake?token={token}")).await.text().await.expect("html");
    assert!(page.contains("<html lang=\"ja\" dir=\"ltr\">"));
    assert!(page.contains("value=\"warfarin\" checked"));
    assert!(page.contains("&lt;b&gt;aspirin&lt;/b&gt; 100 mg"));
    assert!(!page.contains("<b>aspirin"));
    let row = stored(&app, &code).await.expect("a draft");
    assert_eq!(row.try_get::<Option<i64>, _>("submitted_at").expect("col"), None);

    // A draft is checked for what could never be sent: a medicine not on the list.
    let bad =
        put_draft(&app, &token, &json!({ "medicines": ["ibuprofen"], "healthDataConsent": true, "lang": "ja" })).await;
    assert_eq!(bad.status(), 422);
    assert_eq!(
        field_codes(&bad.json().await.expect("json")),
        [("medicines".to_string(), "invalid_choice".to_string())]
    );
}

#[tokio::test]
async fn nothing_is_stored_before_the_consent() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "en").await;
    let token = link(&app, &code, visit).await;
    let consent = vec![("healthDataConsent".to_string(), "terms_required".to_string())];

    // Any answer, a "none" or an emergency contact alone included: 422 on the consent, translated
    // the form's own way on the page, and nothing stored.
    for draft in [
        json!({ "medicines": ["warfarin"], "conditions": ["pregnancy"], "lang": "en" }),
        json!({ "noAllergies": true, "lang": "en" }),
        json!({ "emergencyName": "Maya Haddad", "emergencyPhone": "+886 912 345 678", "lang": "en" }),
    ] {
        let res = put_draft(&app, &token, &draft).await;
        assert_eq!(res.status(), 422, "{draft}");
        let body: Value = res.json().await.expect("json");
        assert_eq!(body["error"]["code"], "validation");
        assert_eq!(field_codes(&body), consent, "{draft}");
    }
    assert!(stored(&app, &code).await.is_none());
    // An empty draft holds no health data: fine without the consent.
    assert_eq!(put_draft(&app, &token, &json!({ "lang": "en" })).await.status(), 200);
    let row = stored(&app, &code).await.expect("an empty draft");
    assert_eq!(
        serde_json::from_str::<Value>(&row.try_get::<String, _>("answers").expect("answers")).expect("json")
            ["medicines"],
        json!([])
    );

    // The page's own "Save", without any script: the consent's problem beside its box, first.
    let url = app.url("/forms/intake");
    let fields = [("medicines", "apixaban"), ("emergencyName", "Maya Haddad")];
    let res = app.client.post(&url).multipart(page_form(&token, "en", "save", &fields)).send().await.expect("request");
    assert_eq!(res.status(), 422);
    let html = res.text().await.expect("html");
    assert!(html.contains("href=\"#f-healthDataConsent\""));
    assert!(html.contains("id=\"e-healthDataConsent\""));
    assert!(html.contains("value=\"apixaban\" checked"), "the answers are kept in the page");
    let answers: String = stored(&app, &code).await.expect("the empty draft").try_get("answers").expect("answers");
    assert!(!answers.contains("apixaban"));

    // A photo is health data too: refused without the consent, and not put in the upload store.
    let photo = Part::bytes(jpeg_with_exif()).file_name("me.jpg").mime_str("image/jpeg").expect("mime");
    let form = Form::new().text("token", token.clone()).text("lang", "en").part("photo", photo).text("action", "save");
    let res = app.client.post(&url).multipart(form).send().await.expect("request");
    assert_eq!(res.status(), 422);
    assert!(res.text().await.expect("html").contains("id=\"e-healthDataConsent\""));
    let key: String = stored(&app, &code).await.expect("the empty draft").try_get("photo_key").expect("key");
    assert_eq!(key, "");
    let files = std::fs::read_dir(app.uploads_dir()).map(|d| d.count()).unwrap_or(0);
    assert_eq!(files, 0, "no photo kept");

    // With the consent, the same answers are saved.
    let consented = [("healthDataConsent", "on"), ("medicines", "apixaban"), ("emergencyName", "Maya Haddad")];
    let res =
        app.client.post(&url).multipart(page_form(&token, "en", "save", &consented)).send().await.expect("request");
    assert_eq!(res.status(), 200);
    let answers: String = stored(&app, &code).await.expect("a draft").try_get("answers").expect("answers");
    assert!(answers.contains("apixaban"));
}

#[tokio::test]
async fn the_consent_comes_first_on_the_page_and_staff_reading_is_said_truthfully() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "en").await;
    let token = link(&app, &code, visit).await;
    let html = app.get(&format!("/forms/intake?token={token}&lang=en")).await.text().await.expect("html");
    let consent = html.find("id=\"q-consent\"").expect("the consent");
    assert!(consent < html.find("id=\"q-medicines\"").expect("the medicines"), "the consent before the questions");
    assert!(html.contains("aria-describedby=\"h-consent\""));
    assert!(html.contains("the clinic stores none of your answers"));
    assert!(html.contains("Only the clinic&#39;s staff can read these answers, and every reading is recorded"));
    assert!(!html.contains("medical staff read these answers"));
    // The copy on the device expires with the link: the visit's start.
    assert!(html.contains(&format!("\"expiresAt\":{visit}")));
}

#[tokio::test]
async fn a_send_with_problems_stores_nothing_and_names_each_field() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "en").await;
    let token = link(&app, &code, visit).await;
    let res = send(&app, &token, &json!({ "allergies": ["other"], "lang": "en" })).await;
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["error"]["code"], "validation");
    let codes = field_codes(&body);
    for expected in [
        ("medicines", "required"),
        ("otherAllergy", "required"),
        ("conditions", "required"),
        ("previousTreatment", "required"),
        ("emergencyName", "required"),
        ("emergencyPhone", "required"),
        ("healthDataConsent", "terms_required"),
    ] {
        assert!(codes.contains(&(expected.0.to_string(), expected.1.to_string())), "{expected:?} in {codes:?}");
    }
    assert!(stored(&app, &code).await.is_none());
}

#[tokio::test]
async fn a_good_send_stores_its_flags_and_the_consent_once() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "en").await;
    let token = link(&app, &code, visit).await;
    let before = now_ms();
    let res = send(&app, &token, &complete("en")).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["status"], "sent");
    let row = stored(&app, &code).await.expect("sent");
    assert_eq!(row.try_get::<String, _>("flags").expect("flags"), "anticoagulant,keloid");
    let consent: Option<i64> = row.try_get("consent_at").expect("consent");
    assert!(consent.is_some_and(|at| at >= before && at <= now_ms()));
    assert_eq!(row.try_get::<Option<i64>, _>("submitted_at").expect("sent"), consent);
    assert_eq!(
        row.try_get::<Option<String>, _>("notice_version").expect("notice").as_deref(),
        Some(clinic_core::notice::NOTICE_VERSION)
    );

    // The same answers again (a retry): the first send stands. Other answers, or a draft: refused.
    let again = send(&app, &token, &complete("en")).await;
    assert_eq!(again.status(), 201);
    assert_eq!(again.json::<Value>().await.expect("json")["submittedAt"], body["submittedAt"]);
    let mut other = complete("en");
    other["medicines"] = json!(["clopidogrel"]);
    let refused = send(&app, &token, &other).await;
    assert_eq!(refused.status(), 409);
    assert_eq!(refused.json::<Value>().await.expect("json")["error"]["code"], "already_sent");
    assert_eq!(put_draft(&app, &token, &other).await.status(), 409);
    let row = stored(&app, &code).await.expect("sent");
    assert_eq!(row.try_get::<String, _>("flags").expect("flags"), "anticoagulant,keloid");

    // The page shows the answers as sent, read-only, and the way to the information sheet.
    let page = app.get(&format!("/forms/intake?token={token}")).await;
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("Your answers as sent"));
    assert!(html.contains("Apixaban"));
    assert!(html.contains("Keloids or scars that heal poorly"));
    assert!(!html.contains("<form"));
    assert!(html.contains("/forms/visit-info?lang=en&amp;token="));
}

fn jpeg_with_exif() -> Vec<u8> {
    crate::common::photos::with_gps_exif(&crate::common::photos::jpeg(32, 32), "Secret Patient")
}

fn with_photo(answers: &Value, photo: Vec<u8>, name: &str) -> Form {
    Form::new().text("data", answers.to_string()).part("photo", Part::bytes(photo).file_name(name.to_string()))
}

#[tokio::test]
async fn the_photo_follows_the_assessments_rules() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "en").await;
    let token = link(&app, &code, visit).await;
    let url = app.url(&format!("/api/intake?token={token}"));

    let pdf = app.client.post(&url).multipart(with_photo(&complete("en"), b"%PDF-1.7 not a photo".to_vec(), "a.jpg"));
    let res = pdf.send().await.expect("request");
    assert_eq!(res.status(), 422);
    assert_eq!(field_codes(&res.json().await.expect("json")), [("photo".to_string(), "file_type".to_string())]);

    let mut huge = b"\x89PNG\r\n\x1a\n".to_vec();
    huge.resize(10 * 1024 * 1024 + 1, 0);
    let res =
        app.client.post(&url).multipart(with_photo(&complete("en"), huge, "big.png")).send().await.expect("request");
    assert_eq!(res.status(), 422);
    let body: Value = res.json().await.expect("json");
    assert_eq!(field_codes(&body), [("photo".to_string(), "file_too_large".to_string())]);
    assert_eq!(body["error"]["fields"][0]["params"]["maxMb"], 10);
    assert!(stored(&app, &code).await.is_none());

    // A real photo is re-encoded without its EXIF block and kept with the answers.
    let res = app
        .client
        .post(&url)
        .multipart(with_photo(&complete("en"), jpeg_with_exif(), "me.jpg"))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 201);
    let key: String = stored(&app, &code).await.expect("sent").try_get("photo_key").expect("key");
    assert!(!key.is_empty());
    let kept = std::fs::read(app.uploads_dir().join(&key)).expect("the photo is in the store");
    assert!(!kept.windows(11).any(|w| w == b"GPSLatitude"));
    let read: Value = app.get(&format!("/api/intake?token={token}")).await.json().await.expect("json");
    assert_eq!(read["hasPhoto"], true);
}

/// The hidden value of `name` in a page's form.
fn hidden(html: &str, name: &str) -> String {
    let at = html.find(&format!("name=\"{name}\" value=\"")).expect("the field") + name.len() + 15;
    html[at..].split('"').next().expect("a value").to_string()
}

#[tokio::test]
async fn the_acknowledgement_stores_the_sheet_shown_the_time_and_the_address() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "en").await;
    let token = link(&app, &code, visit).await;
    let sheet = sheets::sheet(Which::Info, VisitKind::Lipoma, Locale::Es);
    let page = app.get(&format!("/forms/visit-info?token={token}&lang=es")).await;
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains(&sheet.title));
    assert!(html.contains("El consentimiento formal se firma en la clínica"));
    assert_eq!(hidden(&html, "version"), sheet.version);
    assert_eq!(hidden(&html, "hash"), sheet.hash);

    // A press for a text other than the one this build shows stores nothing.
    let stale = [("token", token.as_str()), ("lang", "es"), ("version", sheet.version.as_str()), ("hash", "0000")];
    let res = app.client.post(app.url("/forms/visit-info")).form(&stale).send().await.expect("request");
    assert_eq!(res.status(), 409);
    let count = |app: &TestApp| {
        let pool = app.db.pool.clone();
        async move {
            sqlx::query("SELECT COUNT(*) AS n FROM sheet_acknowledgements")
                .fetch_one(&pool)
                .await
                .expect("count")
                .try_get::<i64, _>("n")
                .expect("n")
        }
    };
    assert_eq!(count(&app).await, 0);

    let before = now_ms();
    let form =
        [("token", token.as_str()), ("lang", "es"), ("version", sheet.version.as_str()), ("hash", sheet.hash.as_str())];
    let res = app.client.post(app.url("/forms/visit-info")).form(&form).send().await.expect("request");
    assert_eq!(res.status(), 200);
    assert!(res.text().await.expect("html").contains("visit-info-acknowledged"));
    let again = app.client.post(app.url("/forms/visit-info")).form(&form).send().await.expect("request");
    assert_eq!(again.status(), 200);
    assert_eq!(count(&app).await, 1);
    let row = sqlx::query(
        "SELECT kind, lang, version, hash, acknowledged_at, address FROM sheet_acknowledgements WHERE code = $1",
    )
    .bind(&code)
    .fetch_one(&app.db.pool)
    .await
    .expect("acknowledged");
    assert_eq!(row.try_get::<String, _>("kind").expect("kind"), "lipoma");
    assert_eq!(row.try_get::<String, _>("lang").expect("lang"), "es");
    assert_eq!(row.try_get::<String, _>("version").expect("version"), sheet.version);
    assert_eq!(row.try_get::<String, _>("hash").expect("hash"), sheet.hash);
    let at: i64 = row.try_get("acknowledged_at").expect("at");
    assert!(at >= before && at <= now_ms());
    assert_eq!(row.try_get::<String, _>("address").expect("address"), "127.0.0.1");
    // Opened again, the page says when.
    let html = app.get(&format!("/forms/visit-info?token={token}&lang=es")).await.text().await.expect("html");
    assert!(html.contains("visit-info-acknowledged") && !html.contains("name=\"hash\""));
}

/// The page's own form, as a browser posts it without any script (an empty file input included).
fn page_form(token: &str, lang: &str, action: &str, fields: &[(&str, &str)]) -> Form {
    let mut form = Form::new().text("token", token.to_string()).text("lang", lang.to_string());
    for (name, value) in fields {
        form = form.text(name.to_string(), value.to_string());
    }
    form.part("photo", Part::bytes(Vec::new()).file_name("").mime_str("application/octet-stream").expect("mime"))
        .text("action", action.to_string())
}

#[tokio::test]
async fn the_form_without_scripts_saves_and_sends_and_answers_problems_in_arabic() {
    let app = spawn_app().await;
    let (code, visit) = book(&app, 0, "ar").await;
    let token = link(&app, &code, visit).await;
    let url = app.url("/forms/intake");
    let partial = [
        ("medicines", "warfarin"),
        ("noMedicines", "on"),
        ("emergencyName", "<سارة>"),
        ("previousTreatment", "drained"),
    ];

    // Problems: every one named in Arabic, right to left, every value kept, nothing stored.
    let res = app.client.post(&url).multipart(page_form(&token, "ar", "send", &partial)).send().await.expect("request");
    assert_eq!(res.status(), 422);
    let html = res.text().await.expect("html");
    assert!(html.contains("<html lang=\"ar\" dir=\"rtl\">"));
    assert!(html.contains("لا يمكن وضع علامة على «لا أتناول أيًّا من هذه الأدوية» مع دواء في الوقت نفسه"));
    assert!(html.contains("يُرجى الموافقة على معالجة هذه الإجابات بوصفها بيانات صحية"));
    assert!(html.contains("href=\"#f-healthDataConsent\""));
    assert!(html.contains("aria-describedby=\"e-emergencyPhone\""));
    assert!(html.contains("value=\"warfarin\" checked"));
    assert!(html.contains("value=\"drained\" checked"));
    assert!(html.contains("value=\"&lt;سارة&gt;\""));
    assert!(stored(&app, &code).await.is_none());

    // "Save and continue later" keeps the draft (the consent ticked: nothing is stored without it).
    let draft = [("healthDataConsent", "on"), ("medicines", "warfarin"), ("emergencyName", "سارة")];
    let res = app.client.post(&url).multipart(page_form(&token, "ar", "save", &draft)).send().await.expect("request");
    assert_eq!(res.status(), 200);
    assert!(res.text().await.expect("html").contains("data-saved-now"));
    let answers: String = stored(&app, &code).await.expect("a draft").try_get("answers").expect("answers");
    assert_eq!(serde_json::from_str::<Value>(&answers).expect("json")["emergencyName"], "سارة");

    // Sent in full: the thanks, the answers as sent, and the way to the sheet.
    let full = [
        ("medicines", "warfarin"),
        ("allergies", "local_anaesthetic"),
        ("noConditions", "on"),
        ("previousTreatment", "none"),
        ("emergencyName", "سارة"),
        ("emergencyPhone", "+966 50 123 4567"),
        ("healthDataConsent", "on"),
    ];
    let res = app.client.post(&url).multipart(page_form(&token, "ar", "send", &full)).send().await.expect("request");
    assert_eq!(res.status(), 200);
    let html = res.text().await.expect("html");
    assert!(html.contains("intake-sent-title"));
    assert!(html.contains("/forms/visit-info?lang=ar&amp;token="));
    let row = stored(&app, &code).await.expect("sent");
    assert_eq!(row.try_get::<String, _>("flags").expect("flags"), "anticoagulant,anaesthetic_allergy");

    // Another site's post is refused before anything is read.
    let res = app
        .client
        .post(&url)
        .header("sec-fetch-site", "cross-site")
        .multipart(page_form(&token, "ar", "save", &draft))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 403);
}

/// The page data a page that takes no answers gives its script: the booking whose copy to clear.
fn gone_code(html: &str) -> Value {
    let start = html.find("id=\"intake-data\">").expect("the page data") + "id=\"intake-data\">".len();
    let end = start + html[start..].find("</script>").expect("its end");
    let data: Value = serde_json::from_str(&html[start..end]).expect("json");
    assert_eq!(data["state"], "gone", "{data}");
    data["code"].clone()
}

#[tokio::test]
async fn the_pages_that_take_no_answers_name_the_copy_to_clear() {
    let app = spawn_app().await;
    // Closed: the booking's code.
    let (closed, visit) = book(&app, 0, "en").await;
    let token = link(&app, &closed, visit).await;
    set_status(&app, &closed, "cancelled").await;
    let page = app.get(&format!("/forms/intake?token={token}&lang=en")).await;
    assert_eq!(page.status(), 409);
    assert_eq!(gone_code(&page.text().await.expect("html")), json!(closed));
    // Expired: the code too.
    let (begun, visit) = book(&app, 1, "en").await;
    let token = link(&app, &begun, visit).await;
    move_to_yesterday(&app, &begun).await;
    let page = app.get(&format!("/forms/intake?token={token}&lang=en")).await;
    assert_eq!(page.status(), 410);
    assert_eq!(gone_code(&page.text().await.expect("html")), json!(begun));
    // Not a link this server signed: no code to trust.
    let page = app.get("/forms/intake?token=intake.K7XP3M9QT2.1.x&lang=en").await;
    assert_eq!(page.status(), 404);
    assert_eq!(gone_code(&page.text().await.expect("html")), Value::Null);
    // Sent already (other answers posted again): the code.
    let (sent, visit) = book(&app, 2, "en").await;
    let token = link(&app, &sent, visit).await;
    assert_eq!(send(&app, &token, &complete("en")).await.status(), 201);
    let other = [
        ("healthDataConsent", "on"),
        ("noMedicines", "on"),
        ("noAllergies", "on"),
        ("noConditions", "on"),
        ("previousTreatment", "none"),
        ("emergencyName", "Maya Haddad"),
        ("emergencyPhone", "+886 912 345 678"),
    ];
    let res = app
        .client
        .post(app.url("/forms/intake"))
        .multipart(page_form(&token, "en", "send", &other))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 409);
    assert_eq!(gone_code(&res.text().await.expect("html")), json!(sent));
}

#[tokio::test]
async fn the_autosave_has_a_rate_limit_of_its_own() {
    // Three submissions a minute per address: the drafts may be saved 6 × as often, and use none of
    // the submissions' budget (two patients behind one router keep both).
    let app = spawn_with(Options { rate_limit: 3, ..Default::default() }).await;
    let (code, visit) = book(&app, 0, "en").await; // 1 of 3
    let token = link(&app, &code, visit).await;
    let mut draft = complete("en");
    for n in 0..18 {
        draft["emergencyRelation"] = json!(format!("sister {n}"));
        assert_eq!(put_draft(&app, &token, &draft).await.status(), 200, "draft {n}");
    }
    let over = put_draft(&app, &token, &draft).await;
    assert_eq!(over.status(), 429);
    assert!(over.headers().get("retry-after").is_some());
    assert_eq!(over.json::<Value>().await.expect("json")["error"]["code"], "rate_limited");
    // The submissions' own budget is untouched by the drafts: two more, then 429.
    assert_eq!(app.get(&format!("/api/intake?token={token}")).await.status(), 200);
    assert_eq!(send(&app, &token, &complete("en")).await.status(), 201);
    assert_eq!(app.get(&format!("/api/intake?token={token}")).await.status(), 429);
}
