//! Turns `content/clinics.json` (the one source of truth for opening hours) into Rust constants,
//! so the WASM build carries no JSON parser for it and both tiers read the same hours.
use serde::Deserialize;
use std::{env, fs, path::PathBuf};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Clinics {
    time_zone: String,
    slot_minutes: u32,
    booking_horizon_days: u32,
    opening_hours: Vec<Span>,
}

#[derive(Deserialize)]
struct Span {
    days: Vec<String>,
    opens: String,
    closes: String,
}

fn minutes(hhmm: &str) -> u32 {
    let (h, m) = hhmm.split_once(':').expect("opening hours are HH:MM");
    h.parse::<u32>().expect("hour") * 60 + m.parse::<u32>().expect("minute")
}

fn main() {
    let path = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap()).join("../content/clinics.json");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let clinics: Clinics = serde_json::from_str(&text).expect("content/clinics.json is valid");
    // Taiwan has kept UTC+8 without daylight saving since 1979, so a fixed offset is exact.
    assert_eq!(clinics.time_zone, "Asia/Taipei", "only the Asia/Taipei clinic time zone is supported");
    let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
    let mut week = [(0u32, 0u32); 7];
    for span in &clinics.opening_hours {
        for day in &span.days {
            let i = days.iter().position(|d| d == day).unwrap_or_else(|| panic!("unknown day {day}"));
            week[i] = (minutes(&span.opens), minutes(&span.closes));
        }
    }
    let out = format!(
        "/// Opening hours per weekday, Monday first: (opens, closes) in minutes after midnight; (0, 0) is closed.\n\
         pub const WEEK: [(u32, u32); 7] = {week:?};\n\
         /// Length of one bookable slot in minutes.\npub const SLOT_MINUTES: u32 = {};\n\
         /// How many days ahead a booking may be made.\npub const BOOKING_HORIZON_DAYS: u32 = {};\n\
         /// The clinic's time zone (IANA name).\npub const TIME_ZONE: &str = {:?};\n",
        clinics.slot_minutes, clinics.booking_horizon_days, clinics.time_zone
    );
    fs::write(PathBuf::from(env::var("OUT_DIR").unwrap()).join("hours.rs"), out).unwrap();
}
