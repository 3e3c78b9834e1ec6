//! Runs what the command line asked, with the configuration read from the environment.

use super::{admin, backup, content, retention, Command};
use crate::app;
use crate::config::Config;
use crate::storage::Db;
use crate::uploads::Uploads;
use std::path::Path;
use std::process::ExitCode;

/// Runs `command` (`None`: serve) and answers the process's exit code.
pub async fn run(command: Option<Command>) -> ExitCode {
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("configuration: {e}");
            return ExitCode::from(2);
        }
    };
    match command.unwrap_or(Command::Serve) {
        Command::Serve => serve(config).await,
        Command::Migrate => match Db::connect(&config.database_url).await {
            Ok(db) => match db.migrate().await {
                Ok(()) => {
                    println!("migrations applied");
                    ExitCode::SUCCESS
                }
                Err(e) => failure("migrate", e),
            },
            Err(e) => failure("database", e),
        },
        Command::Admin(command) => match open_database(&config).await {
            Ok(db) => admin::run(&db, command).await,
            Err(code) => code,
        },
        Command::Content(command) => match open_database(&config).await {
            Ok(db) => content::run(&db, command).await,
            Err(code) => code,
        },
        Command::Backup { dir } => run_backup(&config, &dir).await,
        Command::Restore { dir } => run_restore(&config, &dir).await,
        Command::Purge { yes } => match open_store(&config).await {
            Ok((db, uploads)) => retention::purge(&db, &uploads, config.retention, yes).await,
            Err(code) => code,
        },
        Command::Erase(args) => match open_store(&config).await {
            Ok((db, uploads)) => retention::erase(&db, &uploads, &args).await,
            Err(code) => code,
        },
    }
}

fn failure(what: &str, e: impl std::fmt::Display) -> ExitCode {
    eprintln!("{what}: {e}");
    ExitCode::FAILURE
}

async fn serve(config: Config) -> ExitCode {
    let running = match app::start(config).await {
        Ok(r) => r,
        Err(e) => return failure("cannot start", e),
    };
    println!("clinic: serving on http://{}", running.addr);
    app::shutdown_signal().await;
    tracing::info!("shutting down: finishing in-flight requests");
    let _ = running.stop.send(true);
    let _ = running.done.await;
    ExitCode::SUCCESS
}

/// The database DATABASE_URL names, migrated, for the commands that work on it beside `serve`.
async fn open_database(config: &Config) -> Result<Db, ExitCode> {
    let db = Db::connect(&config.database_url).await.map_err(|e| failure("database", e))?;
    db.migrate().await.map_err(|e| failure("migrate", e))?;
    Ok(db)
}

/// The database and the photo store, for `purge` and `erase` (safe while `clinic serve` runs on them).
async fn open_store(config: &Config) -> Result<(Db, Uploads), ExitCode> {
    let db = open_database(config).await?;
    let uploads = Uploads::open(&config.upload_store).map_err(|e| failure("uploads", e))?;
    Ok((db, uploads))
}

/// `clinic backup <dir>`: safe while `clinic serve` runs on the same database.
async fn run_backup(config: &Config, dir: &Path) -> ExitCode {
    let db = match Db::connect(&config.database_url).await {
        Ok(db) => db,
        Err(e) => return failure("database", e),
    };
    match backup::backup(&db, &config.upload_store, dir).await {
        Ok(r) => {
            println!(
                "backup written to {}: {} bookings, {} inquiries, {} assessments, {} photos, {} files of the site; {} + {} + {} bytes in {:.1} s",
                dir.display(),
                r.manifest.bookings,
                r.manifest.inquiries,
                r.manifest.assessments,
                r.manifest.photos.len(),
                r.manifest.site_files.len(),
                r.database_bytes,
                r.photo_bytes,
                r.site_bytes,
                r.elapsed.as_secs_f64()
            );
            ExitCode::SUCCESS
        }
        Err(e) => failure("backup", e),
    }
}

/// `clinic restore <dir>`: into the data folder that DATABASE_URL and UPLOAD_STORE name, with the
/// server stopped; the database file must not exist yet.
async fn run_restore(config: &Config, dir: &Path) -> ExitCode {
    match backup::restore(dir, &config.database_url, &config.upload_store).await {
        Ok(m) => {
            println!(
                "restored {} bookings, {} inquiries, {} assessments, {} photos and {} files of the site from {}",
                m.bookings,
                m.inquiries,
                m.assessments,
                m.photos.len(),
                m.site_files.len(),
                dir.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => failure("restore", e),
    }
}
