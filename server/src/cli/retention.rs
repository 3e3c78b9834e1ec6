//! `clinic purge` and `clinic erase --email E | --phone P [--yes]`: the retention purge and one
//! patient's erasure from the command line (docs/retention.md). Both go through [`crate::tasks::retention`],
//! like the daily task and the dashboard, and are audited the same way (actor: the command line).

use crate::storage::retention::{Contact, Removed};
use crate::storage::writer::Writer;
use crate::storage::{now_ms, Db};
use crate::tasks::retention::{self, Periods, Requester};
use crate::uploads::Uploads;
use std::io::BufRead;
use std::process::ExitCode;

const ERASE_USAGE: &str = "usage: clinic erase --email E | --phone P [--yes]
  shows what would be erased, then asks to type the e-mail or phone again (--yes: do not ask)";

fn counts(r: &Removed) -> String {
    format!(
        "{} bookings, {} inquiries, {} assessments, {} photos, {} waitlist entries",
        r.bookings, r.inquiries, r.assessments, r.photos, r.waitlist
    )
}

fn cli() -> Requester {
    Requester { via: "cli", ..Requester::default() }
}

/// The writer of a command-line run: started here, drained before the command returns.
async fn with_writer<T>(db: &Db, work: impl AsyncFnOnce(&Writer) -> T) -> T {
    let (writer, done) = Writer::start(db.clone());
    let out = work(&writer).await;
    drop(writer);
    let _ = done.await;
    out
}

/// `clinic purge`: empties closed submissions past their period now.
pub async fn purge(db: &Db, uploads: &Uploads, periods: Periods) -> ExitCode {
    let result =
        with_writer(db, async |w: &Writer| retention::purge(db, w, uploads, periods, &cli(), now_ms()).await).await;
    match result {
        Ok(r) => {
            println!("purged {}", counts(&r));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("purge: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The value after `--name`.
fn flag(args: &[String], name: &str) -> Option<String> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned()
}

/// The contact the arguments name, or why not.
pub fn contact_of(args: &[String]) -> Result<Contact, &'static str> {
    match (flag(args, "--email"), flag(args, "--phone")) {
        (Some(e), None) => Contact::email(&e).ok_or("not an e-mail address"),
        (None, Some(p)) => Contact::phone(&p).ok_or("a phone number needs at least 7 digits"),
        _ => Err("give exactly one of --email and --phone"),
    }
}

/// `clinic erase`: one patient's data across all submissions, after confirmation.
pub async fn erase(db: &Db, uploads: &Uploads, args: &[String]) -> ExitCode {
    let contact = match contact_of(args) {
        Ok(c) => c,
        Err(problem) => {
            eprintln!("clinic erase: {problem}\n{ERASE_USAGE}");
            return ExitCode::from(2);
        }
    };
    let found = match retention::erase_preview(db, &contact).await {
        Ok(f) => f,
        Err(e) => {
            eprintln!("erase: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("found {}", counts(&found));
    if !args.iter().any(|a| a == "--yes") {
        eprintln!("Type the {} again to erase all of it (this cannot be undone):", contact.kind());
        let mut line = String::new();
        let _ = std::io::stdin().lock().read_line(&mut line);
        let again = match contact {
            Contact::Email(_) => Contact::email(&line),
            Contact::Phone(_) => Contact::phone(&line),
        };
        if again.as_ref() != Some(&contact) {
            eprintln!("clinic erase: it does not match; nothing was erased");
            return ExitCode::FAILURE;
        }
    }
    let result =
        with_writer(db, async |w: &Writer| retention::erase(db, w, uploads, &contact, &cli(), now_ms()).await).await;
    match result {
        Ok(r) => {
            println!("erased {}", counts(&r));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("erase: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn erase_takes_exactly_one_contact_in_any_spelling() {
        assert_eq!(contact_of(&args(&["--email", " Ann@Example.COM "])), Ok(Contact::Email("ann@example.com".into())));
        assert_eq!(contact_of(&args(&["--phone", "+886 912-345-678"])), Ok(Contact::Phone("886912345678".into())));
        assert!(contact_of(&args(&["--phone", "12-34"])).is_err());
        assert!(contact_of(&args(&["--email", "not-an-address"])).is_err());
        assert!(contact_of(&args(&["--email", "a@example.com", "--phone", "0912345678"])).is_err());
        assert!(contact_of(&args(&["--yes"])).is_err());
    }
}
