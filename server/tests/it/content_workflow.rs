//! Editing the site's content in the dashboard's API (issue 27 points 3 and 4): who may do what, and
//! the way of a change from draft to publication, each step audited.
//!
//! A staff account without a content role reads and changes nothing here; an editor drafts and
//! submits but cannot approve; a reviewer approves (it is published) or sends back with a note.

use crate::common::staff::with_content_role;
use crate::common::{signed_in, spawn_app, TestApp};
use serde_json::{json, Value};

async fn status_and_body(res: reqwest::Response) -> (u16, Value) {
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

async fn audit_actions(app: &TestApp, path: &str) -> Vec<(String, String)> {
    sqlx::query_as(
        "SELECT action, actor_email FROM audit_log WHERE target_kind = 'content' AND target_id = $1 ORDER BY at, id",
    )
    .bind(path)
    .fetch_all(&app.db.pool)
    .await
    .expect("audit rows")
}

#[tokio::test]
async fn an_editor_drafts_and_submits_a_reviewer_publishes_and_staff_see_nothing() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let staff = signed_in(&app, "staff", Some("taipei")).await;
    let editor = with_content_role(&app, &admin, "editor").await;
    let reviewer = with_content_role(&app, &admin, "reviewer").await;
    let path = "ja/faq.json";

    // A staff account cannot read or edit.
    assert_eq!(staff.get("/api/admin/content").await.status(), 403);
    let draft = json!({"path": path, "body": "[]", "baseRevision": 1});
    assert_eq!(staff.put_json("/api/admin/content/draft", &draft).await.status(), 403);

    // The list: every document, zh-TW's FAQ in step with its translations.
    let (status, list) = status_and_body(editor.get("/api/admin/content").await).await;
    assert_eq!(status, 200);
    let items = list["items"].as_array().unwrap();
    let ja = items.iter().find(|i| i["path"] == path).expect("ja FAQ listed");
    assert_eq!(
        (ja["lang"].as_str(), ja["name"].as_str(), ja["needsUpdate"].as_bool()),
        (Some("ja"), Some("faq.json"), Some(false))
    );

    // The editor changes one answer in ja.
    let (_, doc) = status_and_body(editor.get(&format!("/api/admin/content/document?path={path}")).await).await;
    assert_eq!(doc["revision"], 1);
    assert_eq!(doc["translation"]["sourcePath"], "zh-TW/faq.json");
    let mut faq: Value = serde_json::from_str(doc["body"].as_str().unwrap()).unwrap();
    faq[0]["answer"] = json!("受付は平日の9時から18時までです。");
    let body = serde_json::to_string_pretty(&faq).unwrap() + "\n";
    let (status, saved) = status_and_body(
        editor.put_json("/api/admin/content/draft", &json!({"path": path, "body": body, "baseRevision": 1})).await,
    )
    .await;
    assert_eq!((status, saved["status"].as_str()), (200, Some("draft")), "{saved}");

    // Broken JSON and paths outside the format are refused with the field named.
    let (status, err) = status_and_body(
        editor.put_json("/api/admin/content/draft", &json!({"path": path, "body": "[{", "baseRevision": 1})).await,
    )
    .await;
    assert_eq!((status, err["error"]["fields"][0]["code"].as_str()), (422, Some("json")), "{err}");
    let (status, _) = status_and_body(
        editor
            .put_json("/api/admin/content/draft", &json!({"path": "../x.json", "body": "[]", "baseRevision": 0}))
            .await,
    )
    .await;
    assert_eq!(status, 422);

    // Submitted, it is locked; the editor cannot approve it.
    assert_eq!(editor.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
    let again = json!({"path": path, "body": body, "baseRevision": 1});
    let (status, err) = status_and_body(editor.put_json("/api/admin/content/draft", &again).await).await;
    assert_eq!((status, err["error"]["code"].as_str()), (409, Some("not_allowed")));
    let approve = json!({"path": path, "decision": "approve"});
    assert_eq!(editor.post_json("/api/admin/content/review", &approve).await.status(), 403, "an editor cannot publish");

    // Sent back without a note: refused; with one: editable again.
    let (status, _) = status_and_body(
        reviewer.post_json("/api/admin/content/review", &json!({"path": path, "decision": "return"})).await,
    )
    .await;
    assert_eq!(status, 422, "a note says why");
    let back = json!({"path": path, "decision": "return", "note": "敬語を統一してください"});
    let (status, done) = status_and_body(reviewer.post_json("/api/admin/content/review", &back).await).await;
    assert_eq!((status, done["outcome"].as_str()), (200, Some("returned")));
    let (_, doc) = status_and_body(editor.get(&format!("/api/admin/content/document?path={path}")).await).await;
    assert_eq!(
        (doc["draft"]["status"].as_str(), doc["draft"]["note"].as_str()),
        (Some("returned"), Some("敬語を統一してください"))
    );

    // Submitted again and approved: published as revision 2, the draft gone, the text served as the
    // document's.
    assert_eq!(editor.put_json("/api/admin/content/draft", &again).await.status(), 200);
    assert_eq!(editor.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
    let (status, done) = status_and_body(reviewer.post_json("/api/admin/content/review", &approve).await).await;
    assert_eq!(
        (status, done["outcome"].as_str(), done["revision"].as_i64()),
        (200, Some("published"), Some(2)),
        "{done}"
    );
    let (_, doc) = status_and_body(reviewer.get(&format!("/api/admin/content/document?path={path}")).await).await;
    assert_eq!(
        (doc["revision"].as_i64(), doc["body"].as_str(), doc.get("draft")),
        (Some(2), Some(body.as_str()), None)
    );

    // Who did what, in order.
    let editor_email = editor.email.clone();
    let reviewer_email = reviewer.email.clone();
    assert_eq!(
        audit_actions(&app, path).await,
        vec![
            ("content.draft".to_string(), editor_email.clone()),
            ("content.submit".into(), editor_email.clone()),
            ("content.return".into(), reviewer_email.clone()),
            ("content.draft".into(), editor_email.clone()),
            ("content.submit".into(), editor_email),
            ("content.publish".into(), reviewer_email),
        ]
    );
}

#[tokio::test]
async fn a_change_made_on_an_older_revision_is_refused_and_a_source_change_shows_its_diff() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let source = "zh-TW/articles/what-is-a-lipoma.md";
    let (_, doc) = status_and_body(admin.get(&format!("/api/admin/content/document?path={source}")).await).await;
    let old = doc["body"].as_str().unwrap().to_string();
    let new = old.replacen("\n---\n", "\n---\n\n", 1);

    // Two editors open revision 1; the first is published, the second's save is then stale.
    let first = json!({"path": source, "body": new, "baseRevision": 1});
    assert_eq!(admin.put_json("/api/admin/content/draft", &first).await.status(), 200);
    assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": source})).await.status(), 200);
    let approve = json!({"path": source, "decision": "approve"});
    assert_eq!(admin.post_json("/api/admin/content/review", &approve).await.status(), 200);
    let (status, err) = status_and_body(
        admin.put_json("/api/admin/content/draft", &json!({"path": source, "body": old, "baseRevision": 1})).await,
    )
    .await;
    assert_eq!((status, err["error"]["code"].as_str()), (409, Some("stale")));

    // Every other language of the article is now behind, with the source's change to translate.
    let (_, list) = status_and_body(admin.get("/api/admin/content").await).await;
    let behind: Vec<&str> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["needsUpdate"] == true)
        .map(|i| i["path"].as_str().unwrap())
        .collect();
    assert_eq!(behind.len(), 6, "{behind:?}");
    assert!(behind.iter().all(|p| p.ends_with("/articles/what-is-a-lipoma.md")));
    let (_, en) =
        status_and_body(admin.get("/api/admin/content/document?path=en/articles/what-is-a-lipoma.md").await).await;
    let t = &en["translation"];
    assert_eq!(
        (t["fromRevision"].as_i64(), t["sourceRevision"].as_i64(), t["needsUpdate"].as_bool()),
        (Some(1), Some(2), Some(true))
    );
    assert_eq!((t["sourceThen"].as_str(), t["sourceNow"].as_str()), (Some(old.as_str()), Some(new.as_str())));
}

#[tokio::test]
async fn the_values_the_booking_rules_compile_in_are_refused_with_their_own_code() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let (_, doc) = status_and_body(admin.get("/api/admin/content/document?path=clinics.json").await).await;
    let mut clinics: Value = serde_json::from_str(doc["body"].as_str().unwrap()).unwrap();
    // The opening hours are read at run time (published_hours.rs); the founding year is compiled in.
    clinics["foundingYear"] = json!(1999);
    let body = serde_json::to_string_pretty(&clinics).unwrap() + "\n";
    let (status, err) = status_and_body(
        admin
            .put_json("/api/admin/content/draft", &json!({"path": "clinics.json", "body": body, "baseRevision": 1}))
            .await,
    )
    .await;
    assert_eq!((status, err["error"]["fields"][0]["code"].as_str()), (422, Some("compiled")), "{err}");

    // The rest of the file is the clinic's to change: the rating shown, say.
    let mut clinics: Value = serde_json::from_str(doc["body"].as_str().unwrap()).unwrap();
    clinics["rating"]["count"] = json!(1300);
    let body = serde_json::to_string_pretty(&clinics).unwrap() + "\n";
    let res = admin
        .put_json("/api/admin/content/draft", &json!({"path": "clinics.json", "body": body, "baseRevision": 1}))
        .await;
    assert_eq!(res.status(), 200);
}

/// A glossary's first phrase of a medical-advertising rule.
fn phrase(lang: &str, rule: &str) -> String {
    let file = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../i18n/{lang}/glossary.json"));
    let glossary: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let entry = glossary["advertising"].as_array().unwrap().iter().find(|a| a["rule"] == rule).unwrap();
    entry["never"][0].as_str().unwrap().to_string()
}

#[tokio::test]
async fn the_claims_check_blocks_painless_and_guaranteed_no_recurrence_in_every_language_until_each_is_fixed_or_kept_with_a_reason(
) {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    for lang in ["zh-TW", "en", "ja", "ko", "es", "ar", "hi"] {
        let path = format!("{lang}/faq.json");
        let (_, doc) = status_and_body(admin.get(&format!("/api/admin/content/document?path={path}")).await).await;
        assert_eq!(doc["findings"], json!([]), "{lang}: the published FAQ is clean");
        let (painless, recurrence, guarantee) =
            (phrase(lang, "painless"), phrase(lang, "no-recurrence"), phrase(lang, "guarantee"));
        let mut faq: Value = serde_json::from_str(doc["body"].as_str().unwrap()).unwrap();
        let answer = faq[0]["answer"].as_str().unwrap().to_string();
        faq[0]["answer"] = json!(format!("{answer} {painless}. {guarantee} {recurrence}."));
        let body = serde_json::to_string_pretty(&faq).unwrap() + "\n";
        let draft = json!({"path": path, "body": body, "baseRevision": 1});
        assert_eq!(admin.put_json("/api/admin/content/draft", &draft).await.status(), 200);

        // The editor sees each finding where it is.
        let (_, doc) = status_and_body(admin.get(&format!("/api/admin/content/document?path={path}")).await).await;
        let rules: Vec<&str> =
            doc["findings"].as_array().unwrap().iter().map(|f| f["rule"].as_str().unwrap()).collect();
        for rule in ["painless", "guarantee", "no-recurrence"] {
            assert!(rules.contains(&rule), "{lang}: {rule} found in {rules:?}");
        }
        let units: Vec<u16> = body.encode_utf16().collect();
        let first = &doc["findings"][0];
        let found = String::from_utf16(
            &units[first["start"].as_u64().unwrap() as usize..first["end"].as_u64().unwrap() as usize],
        )
        .unwrap();
        assert_eq!(found.to_lowercase(), painless.to_lowercase(), "{lang}: the offsets point at the phrase");

        // Submitted as it is, approval is refused.
        assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
        let approve = json!({"path": path, "decision": "approve"});
        let (status, err) = status_and_body(admin.post_json("/api/admin/content/review", &approve).await).await;
        assert_eq!((status, err["error"]["fields"][0]["code"].as_str()), (422, Some("claims")), "{lang}: {err}");

        // Sent back; kept with a reason for one only: still refused. With every one kept: published.
        let back = json!({"path": path, "decision": "return", "note": "claims"});
        assert_eq!(admin.post_json("/api/admin/content/review", &back).await.status(), 200);
        let kept = |phrases: &[&str]| {
            let overrides: Vec<Value> = phrases
                .iter()
                .map(|p| json!({"phrase": p, "reason": "quoted from the regulator's list of examples"}))
                .collect();
            json!({"path": path, "body": body, "baseRevision": 1, "overrides": overrides})
        };
        assert_eq!(admin.put_json("/api/admin/content/draft", &kept(&[&painless])).await.status(), 200);
        assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
        assert_eq!(admin.post_json("/api/admin/content/review", &approve).await.status(), 422, "{lang}");
        assert_eq!(admin.post_json("/api/admin/content/review", &back).await.status(), 200);
        let all: Vec<String> =
            doc["findings"].as_array().unwrap().iter().map(|f| f["phrase"].as_str().unwrap().to_string()).collect();
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        assert_eq!(admin.put_json("/api/admin/content/draft", &kept(&all)).await.status(), 200);
        assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
        let (status, done) = status_and_body(admin.post_json("/api/admin/content/review", &approve).await).await;
        assert_eq!((status, done["revision"].as_i64()), (200, Some(2)), "{lang}: {done}");
    }
    // The editor's live check reads the same lists the server applies.
    let (status, rules) = status_and_body(admin.get("/api/admin/content/claim-rules?lang=ja").await).await;
    assert_eq!(status, 200);
    let painless = rules["advertising"].as_array().unwrap().iter().find(|a| a["rule"] == "painless").unwrap();
    assert!(painless["never"].as_array().unwrap().contains(&json!(phrase("ja", "painless"))));
    assert_eq!(admin.get("/api/admin/content/claim-rules?lang=de").await.status(), 422, "a certificate-only language");
    // A reason is required for what is kept.
    let empty = json!({"path": "en/faq.json", "body": "[]", "baseRevision": 2, "overrides": [{"phrase": "no recurrence", "reason": " "}]});
    let (status, err) = status_and_body(admin.put_json("/api/admin/content/draft", &empty).await).await;
    assert_eq!((status, err["error"]["fields"][0]["field"].as_str()), (422, Some("overrides")));
}

#[tokio::test]
async fn a_published_article_is_found_by_the_sites_search_at_once() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let path = "en/articles/what-is-a-lipoma.md";
    let search = || async {
        let res = app.get("/api/search?q=Xylophonic&lang=en").await;
        let body: Value = res.json().await.unwrap();
        body["results"].as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap().to_string()).collect::<Vec<_>>()
    };
    assert!(search().await.is_empty());
    let (_, doc) = status_and_body(admin.get(&format!("/api/admin/content/document?path={path}")).await).await;
    let body = doc["body"].as_str().unwrap().replacen("title: ", "title: Xylophonic ", 1);
    let draft = json!({"path": path, "body": body, "baseRevision": 1});
    assert_eq!(admin.put_json("/api/admin/content/draft", &draft).await.status(), 200);
    assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
    let approve = json!({"path": path, "decision": "approve"});
    assert_eq!(admin.post_json("/api/admin/content/review", &approve).await.status(), 200);
    assert_eq!(search().await, ["what-is-a-lipoma"]);
}

#[tokio::test]
async fn an_id_that_could_name_a_file_is_refused_and_an_approval_is_of_the_text_the_reviewer_read() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let (_, doc) = status_and_body(admin.get("/api/admin/content/document?path=articles.json").await).await;
    let mut articles: Value = serde_json::from_str(doc["body"].as_str().unwrap()).unwrap();
    articles[0]["id"] = json!("../../../../tmp/escape");
    let body = serde_json::to_string_pretty(&articles).unwrap() + "\n";
    let (status, err) = status_and_body(
        admin
            .put_json("/api/admin/content/draft", &json!({"path": "articles.json", "body": body, "baseRevision": 1}))
            .await,
    )
    .await;
    assert_eq!((status, err["error"]["fields"][0]["code"].as_str()), (422, Some("id")), "{err}");

    // The reviewer read one draft; it was sent back and submitted again meanwhile: approving is stale.
    let path = "en/faq.json";
    let (_, doc) = status_and_body(admin.get(&format!("/api/admin/content/document?path={path}")).await).await;
    let first = doc["body"].as_str().unwrap().replacen('[', "[\n", 1);
    assert_eq!(
        admin
            .put_json("/api/admin/content/draft", &json!({"path": path, "body": first, "baseRevision": 1}))
            .await
            .status(),
        200
    );
    assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
    let (_, read) = status_and_body(admin.get(&format!("/api/admin/content/document?path={path}")).await).await;
    let seen = read["draft"]["updatedAt"].as_str().unwrap().to_string();
    let back = json!({"path": path, "decision": "return", "note": "again"});
    assert_eq!(admin.post_json("/api/admin/content/review", &back).await.status(), 200);
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    let second = first.replacen('[', "[\n", 1);
    assert_eq!(
        admin
            .put_json("/api/admin/content/draft", &json!({"path": path, "body": second, "baseRevision": 1}))
            .await
            .status(),
        200
    );
    assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
    let approve = json!({"path": path, "decision": "approve", "draftUpdatedAt": seen});
    let (status, err) = status_and_body(admin.post_json("/api/admin/content/review", &approve).await).await;
    assert_eq!((status, err["error"]["code"].as_str()), (409, Some("stale")), "{err}");
}

#[tokio::test]
async fn a_translation_approved_after_its_source_changed_stays_behind_the_source() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let doc_of = |path: &'static str| {
        let admin = &admin;
        async move { status_and_body(admin.get(&format!("/api/admin/content/document?path={path}")).await).await.1 }
    };
    let publish = |path: &'static str, body: String| {
        let admin = &admin;
        async move {
            let draft = json!({"path": path, "body": body, "baseRevision": 1});
            assert_eq!(admin.put_json("/api/admin/content/draft", &draft).await.status(), 200);
            assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": path})).await.status(), 200);
        }
    };
    // The ja translation is saved against zh-TW revision 1 and waits for review.
    let ja = doc_of("ja/faq.json").await["body"].as_str().unwrap().replacen('[', "[\n", 1);
    publish("ja/faq.json", ja).await;
    // Meanwhile the source changes one answer and is published (revision 2).
    let mut zh: Value = serde_json::from_str(doc_of("zh-TW/faq.json").await["body"].as_str().unwrap()).unwrap();
    zh[0]["answer"] = json!("手術約需半小時。");
    let zh = serde_json::to_string_pretty(&zh).unwrap() + "\n";
    publish("zh-TW/faq.json", zh).await;
    let approve = |path: &str| json!({"path": path, "decision": "approve"});
    assert_eq!(admin.post_json("/api/admin/content/review", &approve("zh-TW/faq.json")).await.status(), 200);
    // Approved now, the ja text is still a translation of revision 1: behind the source.
    assert_eq!(admin.post_json("/api/admin/content/review", &approve("ja/faq.json")).await.status(), 200);
    let t = &doc_of("ja/faq.json").await["translation"];
    assert_eq!(
        (t["fromRevision"].as_i64(), t["sourceRevision"].as_i64(), t["needsUpdate"].as_bool()),
        (Some(1), Some(2), Some(true))
    );
}

#[tokio::test]
async fn a_source_edit_of_one_faq_answer_marks_that_entry_in_every_other_language_and_layout_marks_nothing() {
    let app = spawn_app().await;
    let admin = signed_in(&app, "admin", None).await;
    let source = "zh-TW/faq.json";
    let publish = |body: String| {
        let admin = &admin;
        async move {
            let doc: Value =
                admin.get(&format!("/api/admin/content/document?path={source}")).await.json().await.unwrap();
            let draft = json!({"path": source, "body": body, "baseRevision": doc["revision"]});
            assert_eq!(admin.put_json("/api/admin/content/draft", &draft).await.status(), 200);
            assert_eq!(admin.post_json("/api/admin/content/submit", &json!({"path": source})).await.status(), 200);
            let approve = json!({"path": source, "decision": "approve"});
            assert_eq!(admin.post_json("/api/admin/content/review", &approve).await.status(), 200);
        }
    };
    let (_, doc) = status_and_body(admin.get(&format!("/api/admin/content/document?path={source}")).await).await;
    let text = doc["body"].as_str().unwrap().to_string();
    let behind = |list: &Value| -> Vec<(String, Option<i64>)> {
        list["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|i| i["needsUpdate"] == true)
            .map(|i| (i["path"].as_str().unwrap().to_string(), i["entriesBehind"].as_i64()))
            .collect()
    };

    // The same entries laid out otherwise: no translation is behind on anything.
    let faq: Value = serde_json::from_str(&text).unwrap();
    publish(serde_json::to_string(&faq).unwrap() + "\n").await;
    let (_, list) = status_and_body(admin.get("/api/admin/content").await).await;
    assert!(behind(&list).iter().all(|(p, _)| !p.ends_with("/faq.json")), "{:?}", behind(&list));

    // One answer changed: every other language is behind on that entry alone.
    let mut faq = faq;
    let id = faq[1]["id"].as_str().unwrap().to_string();
    faq[1]["answer"] = json!("門診時間內皆可預約。");
    publish(serde_json::to_string_pretty(&faq).unwrap() + "\n").await;
    let (_, list) = status_and_body(admin.get("/api/admin/content").await).await;
    let faqs: Vec<(String, Option<i64>)> =
        behind(&list).into_iter().filter(|(p, _)| p.ends_with("/faq.json")).collect();
    assert_eq!(faqs.len(), 6, "{faqs:?}");
    assert!(faqs.iter().all(|(_, n)| *n == Some(1)), "{faqs:?}");
    let (_, ja) = status_and_body(admin.get("/api/admin/content/document?path=ja/faq.json").await).await;
    assert_eq!(ja["translation"]["needsUpdate"], true);
    assert_eq!(ja["translation"]["entriesBehind"], json!([id]));
}
