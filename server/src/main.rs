//! `clinic serve` (default), `clinic migrate`, `clinic admin …` (staff accounts, audit check).

use clinic_server::app;
use clinic_server::config::Config;
use clinic_server::storage::Db;
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!("usage: clinic [serve|migrate|admin …]\n  configuration comes from the environment (see DESIGN §6)");
    ExitCode::from(2)
}

#[tokio::main]
async fn main() -> ExitCode {
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
            let db = match Db::connect(&config.database_url).await {
                Ok(db) => db,
                Err(e) => {
                    eprintln!("database: {e}");
                    return ExitCode::FAILURE;
                }
            };
            if let Err(e) = db.migrate().await {
                eprintln!("migrate: {e}");
                return ExitCode::FAILURE;
            }
            let args: Vec<String> = std::env::args().skip(2).collect();
            clinic_server::admin_cli::run(&db, &args).await
        }
        _ => usage(),
    }
}
