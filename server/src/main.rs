//! The `clinic` binary: parses the command line (`clinic --help`), then runs it ([`clinic_server::cli`]).

// No unwrap() outside tests: input never panics the server or the browser.
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

use clap::Parser;
use clinic_server::cli::{self, Cli};
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    // Before anything else: `--help`, `--version` and a mistyped flag answer without reading settings.
    let parsed = Cli::parse();
    limit_malloc_arenas();
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .init();
    cli::run(parsed.command).await
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
