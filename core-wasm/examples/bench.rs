//! Native micro-benchmarks of clinic-core (the server's view): validate a booking, resolve 1,000
//! messages, search 10,000 titles. Reads the corpus written by tests/bench/core-bench.mjs so both
//! tiers time the same data. Run: `cargo run --release -p clinic-core --example bench`.

use clinic_core::i18n::{Arg, Catalog};
use clinic_core::lang::Locale;
use clinic_core::search::{Document, SearchIndex};
use clinic_core::validate::{validate_booking, BookingRequest};
use serde::Deserialize;
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

#[derive(Deserialize)]
struct Corpus {
    docs: Vec<Document>,
    queries: Vec<Query>,
}

#[derive(Deserialize)]
struct Query {
    query: String,
}

fn time(label: &str, iterations: usize, mut f: impl FnMut(usize)) -> f64 {
    for i in 0..iterations.min(50) {
        f(i);
    }
    let start = Instant::now();
    for i in 0..iterations {
        f(i);
    }
    let us = start.elapsed().as_secs_f64() * 1e6 / iterations as f64;
    println!("  {label:<46} {us:.2} µs");
    us
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    println!("Native micro-benchmarks");
    let now = 1_795_222_800_000;
    let booking = BookingRequest {
        name: "王小明".into(),
        phone: "0912-345-678".into(),
        email: "ming@example.com".into(),
        branch: "taipei".into(),
        preferred_date: "2026-11-23".into(),
        preferred_time: "10:30".into(),
        tumor_type: "lipoma".into(),
        terms_accepted: true,
        lang: "zh-TW".into(),
        ..Default::default()
    };
    time("validate a booking", 100_000, |_| {
        black_box(validate_booking(black_box(&booking), now).is_ok());
    });

    let mut catalog = Catalog::new();
    for l in Locale::SITE {
        let Ok(entries) = std::fs::read_dir(root.join("i18n").join(l.tag())) else { continue };
        for e in entries.flatten() {
            if e.path().extension().is_some_and(|x| x == "ftl") {
                catalog.add_ftl(l, &std::fs::read_to_string(e.path()).unwrap_or_default());
            }
        }
    }
    let keys = catalog.keys(Locale::En);
    let args = [
        ("min".to_string(), Arg::Num(2.0)),
        ("max".to_string(), Arg::Num(5.0)),
        ("count".to_string(), Arg::Num(3.0)),
        ("maxMb".to_string(), Arg::Num(10.0)),
    ];
    let per_thousand = time(&format!("resolve 1,000 messages ({} keys × 7 locales)", keys.len()), 200, |_| {
        for i in 0..1000 {
            black_box(catalog.translate(Locale::SITE[i % 7], &keys[i % keys.len().max(1)], &args));
        }
    });
    println!("    = {:.2} µs per message", per_thousand / 1000.0);

    let path = root.join("target/bench/corpus.json");
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("  (no {}: run tests/bench/core-bench.mjs first for the search figures)", path.display());
        return;
    };
    let corpus: Corpus = serde_json::from_str(&text).expect("corpus.json is valid");
    let n = corpus.docs.len();
    let mut index = None;
    time(&format!("build search index over {n} titles"), 5, |_| {
        index = Some(SearchIndex::build(Locale::En, corpus.docs.clone()))
    });
    let index = index.expect("built");
    let q = &corpus.queries;
    time(&format!("search {n} titles ({} queries, per query)", q.len()), 10 * q.len(), |i| {
        black_box(index.search(&q[i % q.len()].query, None, 10));
    });
}
