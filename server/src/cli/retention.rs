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

/// Whose data `clinic erase` erases: exactly one of an e-mail address and a phone number.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("patient").required(true).args(["email", "phone"])))]
pub struct EraseArgs {
    /// The patient's e-mail address.
    #[arg(long)]
    email: Option<String>,
    /// The patient's phone number (any spacing or punctuation; at least 7 digits).
    #[arg(long)]
    phone: Option<String>,
    /// Do not ask to type the contact again.
    #[arg(long)]
    yes: bool,
}

fn counts(r: &Removed) -> String {
    format!(
        "{} bookings, {} inquiries, {} assessments, {} photos, {} waitlist entries, {} health questionnaires, {} aftercare answers",
        r.bookings, r.inquiries, r.assessments, r.photos, r.waitlist, r.health_answers, r.aftercare_answers
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

/// `clinic purge`: empties closed submissions past their period now, after confirmation (or `yes`).
pub async fn purge(db: &Db, uploads: &Uploads, periods: Periods, yes: bool) -> ExitCode {
    println!(
        "purge empties closed submissions past their periods: bookings {} days after the visit, inquiries {}, \
         assessments {} (photos included), waitlist entries {}",
        periods.booking_days, periods.inquiry_days, periods.assessment_days, periods.waitlist_days
    );
    if !yes {
        eprintln!("Type purge to empty them now (this cannot be undone):");
        let mut line = String::new();
        let _ = std::io::stdin().lock().read_line(&mut line);
        if line.trim() != "purge" {
            eprintln!("clinic purge: not confirmed; nothing was purged");
            return ExitCode::FAILURE;
        }
    }
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

/// The contact the arguments name, or why not.
pub fn contact_of(email: Option<&str>, phone: Option<&str>) -> Result<Contact, &'static str> {
    match (email, phone) {
        (Some(e), None) => Contact::email(e).ok_or("not an e-mail address"),
        (None, Some(p)) => Contact::phone(p).ok_or("a phone number needs at least 7 digits"),
        _ => Err("give exactly one of --email and --phone"),
    }
}

/// `clinic erase`: one patient's data across all submissions, after confirmation.
pub async fn erase(db: &Db, uploads: &Uploads, args: &EraseArgs) -> ExitCode {
    let contact = match contact_of(args.email.as_deref(), args.phone.as_deref()) {
        Ok(c) => c,
        Err(problem) => {
            eprintln!("clinic erase: {problem}");
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
    if !args.yes {
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

    #[test]
    fn erase_takes_exactly_one_contact_in_any_spelling() {
        assert_eq!(contact_of(Some(" Ann@Example.COM "), None), Ok(Contact::Email("ann@example.com".into())));
        assert_eq!(contact_of(None, Some("+886 912-345-678")), Ok(Contact::Phone("886912345678".into())));
        assert!(contact_of(None, Some("12-34")).is_err());
        assert!(contact_of(Some("not-an-address"), None).is_err());
        assert!(contact_of(Some("a@example.com"), Some("0912345678")).is_err());
        assert!(contact_of(None, None).is_err());
    }
}
