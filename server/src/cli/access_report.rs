//! `clinic admin access-report --user E --from T --to T [--json]`: the breach report of
//! [`crate::staff::access_report`] from the command line. The summary (chain check first, then counts and
//! data categories) goes to standard error, the CSV (or with `--json` the whole report) to standard
//! output, so `> report.csv` keeps only the CSV. Exit status 3 when the audit chain is broken.

use crate::staff::access_report;
use crate::storage::Db;
use std::process::ExitCode;

/// Whose accesses, over which window.
#[derive(Debug, clap::Args)]
pub struct AccessReportArgs {
    /// The staff account's e-mail address.
    #[arg(long)]
    user: String,
    /// Start of the window: RFC 3339 (2026-12-01T08:00:00Z) or a clinic day (2026-12-01, from its start).
    #[arg(long)]
    from: String,
    /// End of the window: RFC 3339, or a clinic day (to its end).
    #[arg(long)]
    to: String,
    /// The whole report as JSON instead of the CSV for the notice letters.
    #[arg(long)]
    json: bool,
}

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("clinic admin access-report: {message}");
    ExitCode::from(2)
}

/// Runs the report.
pub async fn run(db: &Db, args: &AccessReportArgs) -> ExitCode {
    let user = args.user.trim();
    if user.is_empty() {
        return fail("--user E is required (the account's e-mail)");
    }
    let parse = |name: &str, value: &str, day_after: bool| {
        access_report::parse_time(value, day_after).ok_or(format!("{name}: not a time: {value}"))
    };
    let (from, to) = match (parse("--from", &args.from, false), parse("--to", &args.to, true)) {
        (Ok(f), Ok(t)) if t > f => (f, t),
        (Ok(_), Ok(_)) => return fail("--to must be after --from"),
        (Err(e), _) | (_, Err(e)) => return fail(e),
    };
    let report = match access_report::build(&db.pool, user, from, to).await {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    let c = &report.chain;
    if c.intact {
        eprintln!(
            "audit chain verified over the window: entries {}–{} ({} entries), intact",
            c.first_id, c.last_id, c.entries
        );
    } else {
        eprintln!(
            "AUDIT CHAIN BROKEN at entry {}: {} — the log below may be incomplete or altered",
            c.broken_at.unwrap_or(0),
            c.reason.as_deref().unwrap_or("")
        );
    }
    let n = &report.counts;
    eprintln!("account {} from {} to {}: {} audit entries", report.account, report.from, report.to, report.entries);
    eprintln!(
        "touched: {} bookings, {} inquiries, {} assessments, {} photos, {} exports, {} searches ({} rows matched by exports and searches)",
        n.bookings, n.inquiries, n.assessments, n.photos, n.exports, n.searches, n.rows_in_exports_and_searches
    );
    eprintln!(
        "data categories: {}",
        if report.categories.is_empty() { "none".to_string() } else { report.categories.join(", ") }
    );
    if args.json {
        match serde_json::to_string_pretty(&report) {
            Ok(text) => println!("{text}"),
            Err(e) => return fail(e),
        }
    } else {
        print!("{}", access_report::csv(&report));
    }
    if c.intact {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(3)
    }
}
