//! Turns `content/clinics.json` (the one source of truth for opening hours) into Rust constants,
//! so the WASM build carries no JSON parser for it and both tiers read the same hours.
use serde::Deserialize;
use std::{env, fs, path::PathBuf};

#[path = "src/hours/week.rs"]
mod week;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Clinics {
    time_zone: String,
    slot_minutes: u32,
    booking_horizon_days: u32,
    opening_hours: Vec<Span>,
    founding_year: u32,
}

#[derive(Deserialize)]
struct Span {
    days: Vec<String>,
    opens: String,
    closes: String,
}

fn main() {
    let path = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap()).join("../content/clinics.json");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let clinics: Clinics = serde_json::from_str(&text).expect("content/clinics.json is valid");
    // Taiwan has kept UTC+8 without daylight saving since 1979, so a fixed offset is exact.
    assert_eq!(clinics.time_zone, "Asia/Taipei", "only the Asia/Taipei clinic time zone is supported");
    let week =
        week::week_of(clinics.opening_hours.iter().map(|s| (s.days.as_slice(), s.opens.as_str(), s.closes.as_str())))
            .unwrap_or_else(|e| panic!("content/clinics.json: {e}"));
    let out = format!(
        "/// Opening hours per weekday, Monday first: (opens, closes) in minutes after midnight; (0, 0) is closed.\n\
         pub const WEEK: [(u32, u32); 7] = {week:?};\n\
         /// Length of one bookable slot in minutes.\npub const SLOT_MINUTES: u32 = {};\n\
         /// How many days ahead a booking may be made.\npub const BOOKING_HORIZON_DAYS: u32 = {};\n\
         /// The clinic's time zone (IANA name).\npub const TIME_ZONE: &str = {:?};\n",
        clinics.slot_minutes, clinics.booking_horizon_days, clinics.time_zone
    );
    fs::write(PathBuf::from(env::var("OUT_DIR").unwrap()).join("hours.rs"), out).unwrap();
    write_facts(clinics.founding_year);
    write_notice();
    write_search_profiles();
}

/// The seven site languages, whose `i18n/<locale>/search.json` profiles are compiled in.
const SEARCH_LOCALES: [&str; 7] = ["zh-TW", "en", "ja", "ko", "es", "ar", "hi"];

#[derive(Deserialize)]
struct SearchProfile {
    locale: String,
    synonyms: Vec<Vec<String>>,
    #[serde(default)]
    abbreviations: std::collections::BTreeMap<String, String>,
}

/// Turns each language's search profile into groups of interchangeable phrases. An abbreviation
/// forms a group with its expansion and also joins every synonym group one of whose phrases its
/// expansion contains ("MIS" → "minimally invasive surgery" joins "minimally invasive", "keyhole").
fn write_search_profiles() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap()).join("../i18n");
    let mut rows = String::new();
    for locale in SEARCH_LOCALES {
        let path = root.join(locale).join("search.json");
        println!("cargo:rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let profile: SearchProfile =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not a search profile: {e}", path.display()));
        assert_eq!(profile.locale, locale, "{} names another locale", path.display());
        let mut groups = profile.synonyms;
        for (abbr, expansion) in &profile.abbreviations {
            let long = expansion.to_lowercase();
            for group in groups.iter_mut() {
                if group.iter().any(|p| long.contains(&p.to_lowercase())) && !group.contains(abbr) {
                    group.push(abbr.clone());
                }
            }
            groups.push(vec![abbr.clone(), expansion.clone()]);
        }
        for group in &groups {
            assert!(group.len() >= 2, "{}: a synonym group needs two phrases: {group:?}", path.display());
        }
        let groups: Vec<String> = groups.iter().map(|g| format!("&{g:?}")).collect();
        rows.push_str(&format!("    ({locale:?}, &[{}]),\n", groups.join(", ")));
    }
    let out = format!(
        "/// Per site language: groups of phrases a search treats as the same (`i18n/<locale>/search.json`).\n\
         pub const SEARCH_PROFILES: &[(&str, &[&[&str]])] = &[\n{rows}];\n"
    );
    fs::write(PathBuf::from(env::var("OUT_DIR").unwrap()).join("search_profiles.rs"), out).unwrap();
}

/// Turns `content/facts.json` (every number and promise the site states, in one place) into a
/// constant table, so translations and content on both tiers interpolate the same values.
fn write_facts(founding_year: u32) {
    let path = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap()).join("../content/facts.json");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let facts: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&text).expect("content/facts.json is a JSON object");
    let mut rows = String::new();
    for (name, value) in &facts {
        if name.starts_with('$') {
            continue;
        }
        assert!(
            name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
            "fact name {name} must be snake_case (it is a Fluent variable name)"
        );
        let number = value.as_f64().unwrap_or_else(|| panic!("fact {name} must be a number"));
        rows.push_str(&format!("    ({name:?}, {number:?}),\n"));
    }
    let out = format!(
        "/// Every fact of `content/facts.json`: (name, value).\n\
         pub const FACTS: &[(&str, f64)] = &[\n{rows}];\n\
         /// The year the clinic was founded (`content/clinics.json`).\npub const FOUNDING_YEAR: u32 = {founding_year};\n"
    );
    fs::write(PathBuf::from(env::var("OUT_DIR").unwrap()).join("facts.rs"), out).unwrap();
}

/// Turns `content/notice.json` (the privacy notice's version) and every `"placeholder": true` entry of
/// the shared content files into constants, so the server stores the version the pages show and can
/// list (or refuse to serve in production) the sample content still waiting to be replaced.
fn write_notice() {
    let content = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap()).join("../content");
    let path = content.join("notice.json");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let notice: serde_json::Value = serde_json::from_str(&text).expect("content/notice.json is valid");
    let version = notice["version"].as_str().expect("content/notice.json has a version (YYYY-MM-DD)");
    let b = version.as_bytes();
    assert!(
        b.len() == 10
            && b[4] == b'-'
            && b[7] == b'-'
            && b.iter().enumerate().all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit()),
        "the notice version {version} must be a date, YYYY-MM-DD"
    );
    let mut files: Vec<PathBuf> = fs::read_dir(&content)
        .expect("content/ is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let text = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let value: serde_json::Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        placeholders(&value, &name, "", &mut found);
    }
    let rows: String = found.iter().map(|p| format!("    {p:?},\n")).collect();
    let out = format!(
        "/// The privacy notice's version (`content/notice.json`): the date it took effect.\n\
         pub const NOTICE_VERSION: &str = {version:?};\n\
         /// Every content entry marked `\"placeholder\": true`, as `file: path`.\n\
         pub const PLACEHOLDERS: &[&str] = &[\n{rows}];\n"
    );
    fs::write(PathBuf::from(env::var("OUT_DIR").unwrap()).join("notice.rs"), out).unwrap();
}

/// Collects where `value` holds objects marked `"placeholder": true`; array items are named by their `id`.
fn placeholders(value: &serde_json::Value, file: &str, at: &str, found: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            if map.get("placeholder") == Some(&serde_json::Value::Bool(true)) {
                found.push(format!("{file}: {}", at.trim_start_matches('.')));
            }
            for (key, v) in map {
                placeholders(v, file, &format!("{at}.{key}"), found);
            }
        }
        serde_json::Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                let id = v.get("id").and_then(|id| id.as_str()).map(str::to_string).unwrap_or_else(|| i.to_string());
                placeholders(v, file, &format!("{at}[{id}]"), found);
            }
        }
        _ => {}
    }
}
