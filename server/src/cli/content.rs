//! `clinic content`: the site's content between the database and the content folder's format.

use crate::site::content_files;
use crate::storage::{site_content, Db};
use clap::Subcommand;
use std::path::PathBuf;
use std::process::ExitCode;

/// What `clinic content` does.
#[derive(Debug, Subcommand)]
pub enum ContentCommand {
    /// Writes the published content into a folder in the format of the repository's `content/`
    /// (docs/content-format.md), one file per document; other files there are left alone.
    #[command(
        after_help = "Examples:\n  clinic content export content        # back into the repository's folder\n  clinic content export /tmp/site-content"
    )]
    Export {
        /// The folder to write (made if missing).
        dir: PathBuf,
    },
}

pub async fn run(db: &Db, command: ContentCommand) -> ExitCode {
    match command {
        ContentCommand::Export { dir } => {
            let docs = match site_content::published(db).await {
                Ok(docs) => docs,
                Err(e) => {
                    eprintln!("content export: {e}");
                    return ExitCode::FAILURE;
                }
            };
            if docs.is_empty() {
                eprintln!(
                    "content export: the database holds no content yet (`clinic serve` seeds it from CLINIC_CONTENT)"
                );
                return ExitCode::FAILURE;
            }
            match content_files::write_folder(&dir, &docs) {
                Ok(n) => {
                    println!("{n} documents written to {}", dir.display());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("content export: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}
