//! The `clinic` command line: `serve` (the default), `migrate`, staff accounts ([`admin`]), backups
//! ([`backup`]), the site's content ([`content`]), and the retention purge and one patient's erasure
//! ([`retention`]). Parsed by clap: every command answers `--help` with its arguments and an example,
//! an unknown flag is refused with exit code 2, and nothing a flag says is ever taken as a path or
//! acted on. Settings come from the environment (docs/deployment.md), read once after the command line
//! is understood.

pub mod access_report;
pub mod admin;
pub mod backup;
pub mod content;
pub mod retention;
mod run;

pub use run::run;

use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// The environment variables every command reads, shown at the end of `clinic --help`.
const SETTINGS: &str = "Settings come from the environment, all optional: CLINIC_ADDR (127.0.0.1:8080), \
DATABASE_URL (sqlite://data/clinic.db), UPLOAD_STORE (file://data/uploads), CLINIC_DIST (frontend/dist), \
RUST_LOG and the others listed in docs/deployment.md.";

/// The clinic website's server and its maintenance commands.
#[derive(Debug, Parser)]
#[command(name = "clinic", version, about, after_help = SETTINGS)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What `clinic` is asked to do; no command means `serve`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serves the site and the API (the default command).
    #[command(after_help = "Example:\n  CLINIC_ADDR=0.0.0.0:8080 clinic serve")]
    Serve,
    /// Applies the database migrations and exits (`serve` applies them too).
    #[command(after_help = "Example:\n  DATABASE_URL=postgres://clinic@db/clinic?sslmode=require clinic migrate")]
    Migrate,
    /// Staff accounts and the audit log's check.
    #[command(subcommand)]
    Admin(admin::AdminCommand),
    /// The site's content: the database's published documents in the content folder's format.
    #[command(subcommand)]
    Content(content::ContentCommand),
    /// Writes a consistent copy of the embedded database and of the files its rows name (photos, the
    /// site's images and published versions) into a new folder; safe while the server runs.
    #[command(after_help = "Example:\n  clinic backup /backups/clinic-2026-12-01")]
    Backup {
        /// The folder to create (it must not exist yet).
        dir: PathBuf,
    },
    /// Restores a backup into the data folder DATABASE_URL and UPLOAD_STORE name; the server must be
    /// stopped and the database file must not exist yet.
    #[command(
        after_help = "Example:\n  DATABASE_URL=sqlite://data/clinic.db clinic restore /backups/clinic-2026-12-01"
    )]
    Restore {
        /// The folder a backup wrote.
        dir: PathBuf,
    },
    /// Empties the closed submissions past their retention period now (the server does it daily);
    /// asks first, unless --yes.
    #[command(
        after_help = "Examples:\n  clinic purge          # shows the periods, asks to type `purge`\n  clinic purge --yes    # from a scheduled job"
    )]
    Purge {
        /// Do not ask for confirmation.
        #[arg(long)]
        yes: bool,
    },
    /// Erases one patient's data across all submissions, photos included: shows what it found, then
    /// asks to type the contact again, unless --yes.
    #[command(
        after_help = "Examples:\n  clinic erase --email ann@example.com\n  clinic erase --phone '+886 912 345 678' --yes"
    )]
    Erase(retention::EraseArgs),
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::error::ErrorKind;
    use clap::CommandFactory;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("clinic").chain(args.iter().copied()))
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn no_command_serves() {
        assert!(parse(&[]).expect("parses").command.is_none());
    }

    #[test]
    fn help_is_never_a_path_or_an_action() {
        for args in [&["backup", "--help"][..], &["purge", "--help"], &["admin", "create-user", "--help"], &["--help"]]
        {
            assert_eq!(parse(args).expect_err("help").kind(), ErrorKind::DisplayHelp, "{args:?}");
        }
        assert_eq!(parse(&["--version"]).expect_err("version").kind(), ErrorKind::DisplayVersion);
    }

    #[test]
    fn unknown_flags_and_missing_arguments_are_refused() {
        assert_eq!(parse(&["purge", "--force"]).expect_err("unknown").kind(), ErrorKind::UnknownArgument);
        assert_eq!(parse(&["backup"]).expect_err("no dir").kind(), ErrorKind::MissingRequiredArgument);
        let none = parse(&["erase"]).expect_err("no patient").to_string();
        assert!(none.contains("--email") && none.contains("--phone"), "names both ways to pick the patient: {none}");
        assert!(parse(&["erase", "--yes"]).is_err(), "--yes alone names no patient");
        assert!(parse(&["erase", "--phone", "0912345678", "--yes"]).is_ok());
        assert!(parse(&["erase", "--email", "a@example.com", "--phone", "0912345678"]).is_err());
        assert!(parse(&["admin", "create-user", "--email", "a@example.com", "--role", "owner"]).is_err());
        assert_eq!(parse(&["content", "export"]).expect_err("no dir").kind(), ErrorKind::MissingRequiredArgument);
        assert!(parse(&["content", "export", "out"]).is_ok());
    }

    #[test]
    fn every_command_has_an_example() {
        let mut missing = Vec::new();
        fn walk(cmd: &clap::Command, path: String, missing: &mut Vec<String>) {
            let subs: Vec<_> = cmd.get_subcommands().filter(|s| s.get_name() != "help").collect();
            if subs.is_empty() {
                let help = cmd.get_after_help().map(|h| h.to_string()).unwrap_or_default();
                if !help.contains("Example") {
                    missing.push(path.clone());
                }
            }
            for s in subs {
                walk(s, format!("{path} {}", s.get_name()), missing);
            }
        }
        walk(&Cli::command(), "clinic".into(), &mut missing);
        assert!(missing.is_empty(), "commands without an example: {missing:?}");
    }
}
