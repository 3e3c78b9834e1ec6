//! `clinic serve` (default), `clinic migrate`, `clinic admin …` (staff accounts, audit check),
//! `clinic backup <dir>`, `clinic restore <dir>`, `clinic purge`, `clinic erase --email E | --phone P`.

// No unwrap() outside tests: input never panics the server or the browser (DESIGN §8).
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

use clinic_server::app;
use clinic_server::cli::backup;
use clinic_server::config::Config;
use clinic_server::storage::Db;
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!(
        "usage: clinic [serve|migrate|admin …|backup <dir>|restore <dir>|purge|erase --email E|--phone P]\n  configuration comes from the environment (see DESIGN §6)"
    );
    ExitCode::from(2)
}

#[tokio::main]
async fn main() -> ExitCode {
    limit_malloc_arenas();
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .init();
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("configuration: {e}");
            return ExitCode::from(2);
        }
    };
    let command = std::env::args().nth(1).unwrap_or_else(|| "serve".into());
    match command.as_str() {
        "serve" => {
            let running = match app::start(config).await {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("cannot start: {e}");
                    return ExitCode::FAILURE;
                }
            };
            println!("clinic: serving on http://{}", running.addr);
            app::shutdown_signal().await;
            tracing::info!("shutting down: finishing in-flight requests");
            let _ = running.stop.send(true);
            let _ = running.done.await;
            ExitCode::SUCCESS
        }
        "migrate" => match Db::connect(&config.database_url).await {
            Ok(db) => match db.migrate().await {
                Ok(()) => {
                    println!("migrations applied");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("migrate: {e}");
                    ExitCode::FAILURE
                }
            },
            Err(e) => {
                eprintln!("database: {e}");
                ExitCode::FAILURE
            }
        },
        "admin" => {
            let db = match open_database(&config).await {
                Ok(db) => db,
                Err(code) => return code,
            };
            let args: Vec<String> = std::env::args().skip(2).collect();
            clinic_server::cli::admin::run(&db, &args).await
        }
        "backup" => match std::env::args().nth(2) {
            Some(dir) => run_backup(&config, std::path::Path::new(&dir)).await,
            None => usage(),
        },
        "restore" => match std::env::args().nth(2) {
            Some(dir) => run_restore(&config, std::path::Path::new(&dir)).await,
            None => usage(),
        },
        "purge" | "erase" => run_retention(&config, &command).await,
        _ => usage(),
    }
}

/// The database DATABASE_URL names, migrated, for the commands that work on it beside `serve`.
async fn open_database(config: &Config) -> Result<Db, ExitCode> {
    let db = Db::connect(&config.database_url).await.map_err(|e| {
        eprintln!("database: {e}");
        ExitCode::FAILURE
    })?;
    db.migrate().await.map_err(|e| {
        eprintln!("migrate: {e}");
        ExitCode::FAILURE
    })?;
    Ok(db)
}

/// `clinic purge` and `clinic erase …` (docs/retention.md), on the database and photo store that
/// DATABASE_URL and UPLOAD_STORE name; safe while `clinic serve` runs on them.
async fn run_retention(config: &Config, command: &str) -> ExitCode {
    let db = match open_database(config).await {
        Ok(db) => db,
        Err(code) => return code,
    };
    let uploads = match clinic_server::uploads::Uploads::open(&config.upload_store) {
        Ok(u) => u,
        Err(e) => {
            eprintln!("uploads: {e}");
            return ExitCode::FAILURE;
        }
    };
    if command == "purge" {
        return clinic_server::cli::retention::purge(&db, &uploads, config.retention).await;
    }
    let args: Vec<String> = std::env::args().skip(2).collect();
    clinic_server::cli::retention::erase(&db, &uploads, &args).await
}

/// `clinic backup <dir>`: safe while `clinic serve` runs on the same database.
async fn run_backup(config: &Config, dir: &std::path::Path) -> ExitCode {
    let db = match Db::connect(&config.database_url).await {
        Ok(db) => db,
        Err(e) => {
            eprintln!("database: {e}");
            return ExitCode::FAILURE;
        }
    };
    match backup::backup(&db, &config.upload_store, dir).await {
        Ok(r) => {
            println!(
                "backup written to {}: {} bookings, {} inquiries, {} assessments, {} photos; {} + {} bytes in {:.1} s",
                dir.display(),
                r.manifest.bookings,
                r.manifest.inquiries,
                r.manifest.assessments,
                r.manifest.photos.len(),
                r.database_bytes,
                r.photo_bytes,
                r.elapsed.as_secs_f64()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("backup: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `clinic restore <dir>`: into the data folder that DATABASE_URL and UPLOAD_STORE name, with the
/// server stopped; the database file must not exist yet.
async fn run_restore(config: &Config, dir: &std::path::Path) -> ExitCode {
    match backup::restore(dir, &config.database_url, &config.upload_store).await {
        Ok(m) => {
            println!(
                "restored {} bookings, {} inquiries, {} assessments and {} photos from {}",
                m.bookings,
                m.inquiries,
                m.assessments,
                m.photos.len(),
                dir.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("restore: {e}");
            ExitCode::FAILURE
        }
    }
}

/// glibc gives a thread that allocates under contention an arena of its own and keeps what is freed in
/// it: a burst of photo decodes on the blocking pool's threads then leaves the process holding several
/// decodes' worth of memory. Two arenas (one per core of the machines the clinic runs on) bound that.
fn limit_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning value of the allocator; nothing else reads it.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}
