//! Runs every shared case in `tests/vectors/*.json` against the native build. The same files run
//! through the WASM build in `tests/vectors/vectors.test.mjs`; both must give the expected answers.

use clinic_core::claims::{self, ClaimRules};
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::i18n::{strip_isolation, Arg, Catalog};
use clinic_core::lang::{self, Locale};
use clinic_core::model::{self, SubmissionKind};
use clinic_core::search::{self, Document, SearchIndex};
use clinic_core::validate::{self, PhotoMeta};
use clinic_core::{assess, format, hours};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn locale(v: &Value) -> Locale {
    v.as_str().and_then(Locale::from_exact_tag).unwrap_or(Locale::DEFAULT)
}

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

fn errors_or_malformed<T: serde::de::DeserializeOwned>(
    v: &Value,
    check: impl Fn(T) -> Vec<validate::FieldError>,
) -> Value {
    match serde_json::from_value::<T>(v.clone()) {
        Ok(req) => json!(check(req)),
        Err(_) => json!("malformed"),
    }
}

/// The real translation files, every locale that has a folder under `i18n/`.
fn real_catalog() -> Catalog {
    let mut catalog = Catalog::new();
    for l in Locale::ALL {
        let dir = root().join("i18n").join(l.tag());
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for f in files {
            let problems = catalog.add_ftl(l, &std::fs::read_to_string(&f).expect("readable ftl"));
            assert!(problems.is_empty(), "{}: {problems:?}", f.display());
        }
    }
    catalog
}

fn run(op: &str, input: &Value, real: &Catalog) -> Value {
    match op {
        "negotiate" => {
            let browser: Vec<String> = serde_json::from_value(input["browser"].clone()).unwrap_or_default();
            json!(lang::negotiate(s(&input["path"]), input["stored"].as_str(), &browser).tag())
        }
        "localizedPath" => json!(lang::localized_path(locale(&input["locale"]), s(&input["path"]))),
        "cleanPath" => json!(lang::clean_path(s(&input["path"]))),
        "profile" => serde_json::to_value(lang::profile(locale(&input["locale"]))).expect("profile serialises"),
        "formatDate" => json!(Date::parse(s(&input["date"]))
            .map(|d| format::format_date(locale(&input["locale"]), d))
            .unwrap_or_else(|| s(&input["date"]).to_string())),
        "formatTime" => json!(TimeOfDay::parse(s(&input["time"]))
            .map(|t| format::format_time(locale(&input["locale"]), t))
            .unwrap_or_default()),
        "formatNumber" => json!(format::format_number_en(
            input["value"].as_f64().unwrap_or(0.0),
            input["decimals"].as_u64().unwrap_or(0) as u32
        )),
        "formatMoney" => json!(format::format_money(
            locale(&input["locale"]),
            s(&input["currency"]),
            input["amount"].as_u64().unwrap_or(0)
        )),
        "parseConfirmationCode" => {
            json!(clinic_core::code::ConfirmationCode::parse(s(&input["text"])).map(|c| c.display()))
        }
        "applyPhoneMask" => json!(format::apply_phone_mask(locale(&input["locale"]), s(&input["input"]))),
        "slotsOn" => json!(Date::parse(s(&input["date"]))
            .map(|d| hours::CLINIC.slots(d).iter().map(|t| t.to_string()).collect::<Vec<_>>())
            .unwrap_or_default()),
        "validateBooking" => {
            let now = input["nowMs"].as_i64().expect("nowMs");
            errors_or_malformed(&input["request"], |r: validate::BookingRequest| {
                validate::validate_booking(&r, now).err().unwrap_or_default()
            })
        }
        "validateWaitlist" => {
            let now = input["nowMs"].as_i64().expect("nowMs");
            errors_or_malformed(&input["request"], |r: validate::WaitlistRequest| {
                validate::validate_waitlist(&r, now).err().unwrap_or_default()
            })
        }
        "validateInquiry" => errors_or_malformed(&input["request"], |r: validate::InquiryRequest| {
            validate::validate_inquiry(&r).err().unwrap_or_default()
        }),
        "validateAssessment" => {
            let photos: Vec<PhotoMeta> = serde_json::from_value(input["photos"].clone()).expect("photos");
            errors_or_malformed(&input["request"], |r: validate::AssessmentRequest| {
                validate::validate_assessment(&r, validate::check_photos(&photos)).err().unwrap_or_default()
            })
        }
        "checkPhotos" => {
            let photos: Vec<PhotoMeta> = serde_json::from_value(input["photos"].clone()).expect("photos");
            json!(validate::check_photos(&photos))
        }
        "triage" => match serde_json::from_value::<validate::AssessmentRequest>(input["request"].clone()) {
            Ok(r) => match validate::validate_assessment(&r, Vec::new()) {
                Ok(a) => json!({ "result": assess::triage(&a) }),
                Err(e) => json!({ "errors": e }),
            },
            Err(_) => json!("malformed"),
        },
        "checkIntake" => match serde_json::from_value::<validate::IntakeRequest>(input["request"].clone()) {
            Ok(r) if input["complete"].as_bool().unwrap_or(false) => match validate::validate_intake(&r) {
                Ok(i) => json!({ "errors": [], "flags": i.flags.iter().map(|f| f.as_str()).collect::<Vec<_>>() }),
                Err(e) => json!({ "errors": e, "flags": [] }),
            },
            Ok(r) => json!({ "errors": validate::validate_intake_draft(&r).err().unwrap_or_default(), "flags": [] }),
            Err(_) => json!("malformed"),
        },
        "searchMedicines" => json!(clinic_core::intake::medicines::search(
            s(&input["query"]),
            clinic_core::intake::medicines::home_country(locale(&input["locale"]))
        )
        .iter()
        .map(|m| m.id)
        .collect::<Vec<_>>()),
        "validateAftercare" => errors_or_malformed(&input["request"], |r: validate::AftercareRequest| {
            validate::validate_aftercare(&r).err().unwrap_or_default()
        }),
        "normalize" => json!(search::normalize(s(&input["text"]), locale(&input["locale"]))),
        "similarity" => json!((search::similarity(s(&input["a"]), s(&input["b"])) * 1000.0).round() / 1000.0),
        "search" => {
            let docs: Vec<Document> = serde_json::from_value(input["docs"].clone()).expect("docs");
            let index = SearchIndex::build(locale(&input["locale"]), docs);
            let hits = index.search(
                s(&input["query"]),
                input["category"].as_str(),
                input["limit"].as_u64().unwrap_or(20) as usize,
            );
            json!(hits.into_iter().map(|h| h.id).collect::<Vec<_>>())
        }
        "translate" => {
            let inline;
            let catalog = match input.get("sources").and_then(Value::as_object) {
                Some(sources) => {
                    let mut c = Catalog::new();
                    for (tag, src) in sources {
                        c.add_ftl(locale(&json!(tag)), s(src));
                    }
                    inline = c;
                    &inline
                }
                None => real,
            };
            let args: Vec<(String, Arg)> = input["args"]
                .as_object()
                .map(|m| {
                    m.iter()
                        .map(|(k, v)| {
                            (k.clone(), v.as_f64().map(Arg::Num).unwrap_or_else(|| Arg::Str(s(v).to_string())))
                        })
                        .collect()
                })
                .unwrap_or_default();
            let r = catalog.translate(locale(&input["locale"]), s(&input["key"]), &args);
            json!({ "text": strip_isolation(&r.text), "locale": r.locale.map(|l| l.tag()) })
        }
        "canMoveTo" => {
            json!(SubmissionKind::parse(s(&input["kind"]))
                .is_some_and(|k| k.can_move(s(&input["from"]), s(&input["to"]))))
        }
        "nextStatuses" => {
            json!(SubmissionKind::parse(s(&input["kind"]))
                .map(|k| k.next_statuses(s(&input["from"])))
                .unwrap_or_default())
        }
        "emailIdentityKey" => json!(model::email_identity_key(s(&input["email"]))),
        "checkClaims" => {
            // The language's real glossary, unless the case brings its own rules (`rulesJson`).
            let rules_json = match input.get("rulesJson") {
                Some(v) => s(v).to_string(),
                None => std::fs::read_to_string(root().join("i18n").join(s(&input["locale"])).join("glossary.json"))
                    .expect("the locale's glossary"),
            };
            match serde_json::from_str::<ClaimRules>(&rules_json) {
                Ok(rules) => json!(claims::check_claims(s(&input["text"]), locale(&input["locale"]), &rules)
                    .into_iter()
                    .map(|f| json!({"rule": f.rule.as_str(), "phrase": f.phrase, "start": f.start, "end": f.end}))
                    .collect::<Vec<_>>()),
                Err(_) => Value::Null,
            }
        }
        other => panic!("unknown op {other}"),
    }
}

/// `expected` must equal `actual`, except that for `profile` only the keys listed are compared.
fn matches(op: &str, expected: &Value, actual: &Value) -> bool {
    match (op, expected) {
        ("profile", Value::Object(keys)) => keys.iter().all(|(k, v)| actual.get(k) == Some(v)),
        _ => expected == actual,
    }
}

#[test]
fn every_shared_vector_passes_natively() {
    let real = real_catalog();
    let dir = root().join("tests/vectors");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/vectors")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let (mut count, mut failures) = (0, Vec::new());
    for file in files {
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(&file).expect("readable")).expect("valid JSON");
        for case in doc["cases"].as_array().expect("cases") {
            count += 1;
            let op = s(&case["op"]);
            let actual = run(op, &case["input"], &real);
            if !matches(op, &case["expected"], &actual) {
                failures.push(format!(
                    "{}: {}\n  expected {}\n  actual   {}",
                    file.file_name().unwrap().to_string_lossy(),
                    s(&case["name"]),
                    case["expected"],
                    actual
                ));
            }
        }
    }
    assert!(count >= 200, "only {count} vectors");
    assert!(failures.is_empty(), "{} of {count} vectors failed:\n{}", failures.len(), failures.join("\n"));
    println!("{count} vectors passed");
}

mod strategies;

/// Random inputs (the property tests' strategies) through both tiers: the native answers above and
/// the WASM build's (pkg-node, through tests/vectors/tiers.mjs) must be the same. Needs `make wasm`
/// and node, so it runs in `make test-vectors`: `cargo test -p clinic-core --test vectors -- --ignored`.
#[test]
#[ignore = "needs pkg-node (make wasm) and node"]
fn random_inputs_give_the_same_answers_in_both_tiers() {
    use proptest::strategy::{Strategy, ValueTree};
    use proptest::test_runner::{Config, TestRng, TestRunner};
    use strategies::*;

    const PER_OP: usize = 400;
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::deterministic_rng(Default::default()));
    let mut draw = |s: proptest::strategy::BoxedStrategy<Value>| -> Value {
        s.new_tree(&mut runner).expect("a random input").current()
    };
    // Browsers give sizes below 2^53 (a JavaScript number); the server never sees more either.
    let photos_json = || {
        photos()
            .prop_map(|ps| {
                Value::Array(ps.into_iter().map(|p| json!({"size": p.size % (1u64 << 53), "head": p.head})).collect())
            })
            .boxed()
    };
    let now = 1_795_222_800_000i64;
    let banned: Vec<(&str, Vec<String>)> = Locale::SITE
        .iter()
        .map(|l| {
            let json =
                std::fs::read_to_string(root().join("i18n").join(l.tag()).join("glossary.json")).expect("glossary");
            let rules: ClaimRules = serde_json::from_str(&json).expect("the glossary's lists");
            let phrases = rules.advertising.iter().flat_map(|a| a.never.iter().map(|p| p.as_str().to_string()));
            (l.tag(), phrases.collect())
        })
        .collect();
    let mut cases = Vec::new();
    for _ in 0..PER_OP {
        cases.push(
            json!({"op": "validateBooking", "input": {"request": draw(request(BOOKING_FIELDS).boxed()), "nowMs": now}}),
        );
        cases.push(json!({"op": "validateInquiry", "input": {"request": draw(request(INQUIRY_FIELDS).boxed())}}));
        cases.push(json!({"op": "validateAssessment", "input": {
            "request": draw(request(ASSESSMENT_FIELDS).boxed()), "photos": draw(photos_json())}}));
        cases.push(json!({"op": "checkPhotos", "input": {"photos": draw(photos_json())}}));
        let t = draw(text().prop_map(Value::String).boxed());
        cases.push(json!({"op": "parseConfirmationCode", "input": {"text": t}}));
        cases.push(json!({"op": "cleanPath", "input": {"path": t}}));
        for locale in ["zh-TW", "en", "ar", "ja", "hi"] {
            cases.push(json!({"op": "applyPhoneMask", "input": {"locale": locale, "input": t}}));
            cases.push(json!({"op": "normalize", "input": {"locale": locale, "text": t}}));
            cases.push(json!({"op": "formatDate", "input": {"locale": locale, "date": t}}));
        }
        // A banned phrase of each language's glossary among random text: both tiers find the same spans,
        // and the JS side also holds content/words.mjs to the same phrases (tests/vectors/ops.mjs).
        for (locale, phrases) in &banned {
            let phrase = &phrases[cases.len() % phrases.len()];
            let around = draw(text().prop_map(Value::String).boxed());
            let text = format!("{}{phrase}{}", s(&t), s(&around));
            cases.push(json!({"op": "checkClaims", "input": {"locale": locale, "text": text}}));
        }
    }
    let real = real_catalog();
    let native: Vec<Value> = cases.iter().map(|c| run(s(&c["op"]), &c["input"], &real)).collect();

    let dir = tempfile_dir();
    let file = dir.join("cases.json");
    std::fs::write(&file, serde_json::to_string(&cases).expect("cases serialise")).expect("write cases");
    let out = std::process::Command::new("node")
        .arg(root().join("tests/vectors/tiers.mjs"))
        .arg(&file)
        .output()
        .expect("node runs (install Node.js; build pkg-node with make wasm)");
    assert!(out.status.success(), "tiers.mjs failed: {}", String::from_utf8_lossy(&out.stderr));
    let wasm: Vec<Value> = serde_json::from_slice(&out.stdout).expect("tiers.mjs prints JSON");
    let _ = std::fs::remove_dir_all(&dir);

    assert_eq!(wasm.len(), cases.len());
    let differ: Vec<String> = cases
        .iter()
        .zip(native.iter().zip(&wasm))
        .filter(|(_, (n, w))| n != w)
        .take(10)
        .map(|(c, (n, w))| format!("{} {}\n  native {n}\n  wasm   {w}", c["op"], c["input"]))
        .collect();
    assert!(differ.is_empty(), "the tiers differ (first {}):\n{}", differ.len(), differ.join("\n"));
    println!("{} random cases, the same answers in both tiers", cases.len());
}

/// A fresh folder under the system's temp dir.
fn tempfile_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("clinic-tiers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}
