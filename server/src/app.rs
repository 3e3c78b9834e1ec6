//! Start-up and shutdown: open storage, migrate, start the writer and the background tasks on one
//! runner (outbox delivery, reminders, retention, waitlist offers, verification expiry, checkpoints,
//! idempotency pruning), serve until SIGTERM or Ctrl-C, then stop accepting, finish in-flight requests
//! and flush the commit batch.

use crate::config::Config;
use crate::http::ratelimit::RateLimiter;
use crate::http::static_files::Site;
use crate::messaging::delivery;
use crate::site::search::SearchIndexes;
use crate::state::AppState;
use crate::storage::writer::Writer;
use crate::storage::Db;
use crate::tasks::runner::{Counters, Runner};
use crate::uploads::Uploads;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

/// A server that is listening.
pub struct Running {
    /// The bound address (port 0 becomes the real port).
    pub addr: SocketAddr,
    /// Ask it to stop.
    pub stop: tokio::sync::watch::Sender<bool>,
    /// Resolves once everything is flushed.
    pub done: JoinHandle<()>,
    /// The database (tests and tools).
    pub db: Db,
    /// How the background tasks' passes went, by task name (tests and operators).
    pub tasks: Counters,
    /// This process's instance id: its name in every task's lease.
    pub instance: String,
    /// Publishing on this instance (tests: a pass of the site's tasks on a chosen day).
    pub publishing: Arc<crate::publishing::Publishing>,
    /// The upload store.
    pub uploads: Arc<Uploads>,
}

/// Anything that stops the server from starting.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Storage(#[from] crate::storage::StorageError),
    #[error(transparent)]
    Uploads(#[from] crate::uploads::UploadError),
    #[error("cannot listen: {0}")]
    Listen(#[from] std::io::Error),
    #[error("{0}")]
    Mail(String),
    #[error(transparent)]
    SampleContent(#[from] crate::site::sample_content::SampleContentLeft),
}

/// Seeds the content table from the content folder (`storage::site_content`): all of it at the first
/// start of a clinic's database, then only the documents a newer format adds. A folder that cannot be
/// read leaves the table as it is and says so.
async fn seed_site_content(db: &Db, folder: &std::path::Path) -> Result<(), crate::storage::StorageError> {
    let docs = match crate::site::content_files::read_folder(folder) {
        Ok(docs) => docs,
        Err(e) => {
            tracing::warn!(folder = %folder.display(), error = %e, "content folder unreadable: the database's content was not seeded");
            return Ok(());
        }
    };
    let stored = crate::storage::site_content::seed(db, &docs, crate::storage::now_ms()).await?;
    if stored > 0 {
        tracing::info!(documents = stored, folder = %folder.display(), "site content seeded from the content folder");
    }
    Ok(())
}

/// Opens everything and starts serving on `config.addr`.
pub async fn start(config: Config) -> Result<Running, StartError> {
    crate::site::sample_content::check(config.production, clinic_core::notice::PLACEHOLDERS)?;
    crate::http::serve::restrict_new_files();
    crate::http::serve::raise_file_limit();
    let db = Db::connect(&config.database_url).await?;
    db.migrate().await?;
    // Before the writer starts, so every booking is either read here or fed after its commit.
    let started = std::time::Instant::now();
    let indexed = db.build_text_index().await?;
    if db.backend == crate::storage::Backend::Sqlite {
        tracing::info!(bookings = indexed, ms = started.elapsed().as_millis() as u64, "inbox search text read");
    }
    seed_site_content(&db, &config.content).await?;
    // The key reminders' answer links are signed with: made now if this database has none yet.
    let signing_key =
        Arc::new(crate::storage::answer_links::key(&db).await.map_err(crate::storage::StorageError::from)?);
    let uploads = Arc::new(Uploads::open(&config.upload_store)?);
    match crate::uploads::orphans::sweep(&db, &uploads, config.orphan_grace_secs.saturating_mul(1000) as i64).await {
        Ok(0) => {}
        Ok(n) => tracing::warn!(removed = n, "removed photos left without their row by an interrupted request"),
        Err(e) => tracing::warn!(error = %e, "could not look for photos without their row"),
    }
    let grace_ms = config.orphan_grace_secs.saturating_mul(1000) as i64;
    match crate::uploads::orphans::sweep_site_versions(&db, &uploads, grace_ms).await {
        Ok(0) => {}
        Ok(n) => tracing::warn!(
            removed = n,
            "removed site version packs left without their row by an interrupted publication"
        ),
        Err(e) => tracing::warn!(error = %e, "could not look for site version packs without their row"),
    }
    let catalog = Arc::new(delivery::load_catalog(&config.i18n));
    let mailer = delivery::Mailer::new(config.smtp_url.as_deref(), &config.smtp_from).map_err(StartError::Mail)?;
    // From the published content (seeded from the folder above), rebuilt when a version is served.
    let published = crate::storage::site_content::published(&db).await.map_err(crate::storage::StorageError::from)?;
    let search = Arc::new(crate::site::search::LiveIndexes::new(if published.is_empty() {
        SearchIndexes::load(&config.content)
    } else {
        SearchIndexes::from_documents(&published)
    }));
    // The published hours and phones in force before the first request (the compiled ones without content).
    let clinic = Arc::new(crate::site::clinic::LiveClinic::default());
    crate::publishing::clinic::refresh(&db, &clinic).await.map_err(crate::storage::StorageError::from)?;
    let (writer, writer_done) = Writer::start(db.clone());
    let site = Site::new(config.dist.clone());
    let publishing = Arc::new(
        crate::publishing::Publishing::setup(
            &config.dist,
            &config.node,
            &config.i18n,
            site.clone(),
            search.clone(),
            clinic.clone(),
            config.site_versions.clone(),
        )
        .await,
    );
    // Before the first request: a restarted instance serves the version published last.
    if let Err(e) = crate::publishing::follow::follow_once(&db, &uploads, &publishing).await {
        tracing::warn!(error = %e, "could not serve the published site version yet; retrying in the background");
    }
    // A new build: the version's pages name the previous build's assets; rendered again against this one.
    let deps =
        crate::publishing::approve::Deps { db: &db, writer: &writer, uploads: &uploads, publishing: &publishing };
    let today = clinic_core::date::Date::clinic_today(crate::storage::now_ms());
    if let Err(e) = crate::publishing::rerender::rerender_for_this_build(&deps, today).await {
        tracing::warn!(error = %e, "could not render the published content against this build; serving the version as it is");
    }
    let listener = TcpListener::bind(config.addr).await?;
    let addr = listener.local_addr()?;
    // One instance id per process: its name in every task's lease.
    let instance = crate::storage::ids::new_id("instance");
    let (retention_periods, uploads_for_retention) = (config.retention, uploads.clone());
    let (reminder_offsets, reminder_poll) =
        (config.reminder_offsets_hours.clone(), std::time::Duration::from_millis(config.reminder_poll_ms));
    let aftercare_days = config.aftercare_days.clone();
    let waitlist_settings = crate::tasks::waitlist::Settings {
        default_capacity: config.slot_capacity,
        hold_ms: config.waitlist_hold_ms,
        poll: std::time::Duration::from_millis(config.waitlist_poll_ms),
        holder: instance.clone(),
        clinic: clinic.clone(),
    };
    let verify_settings = crate::tasks::verify::Settings {
        poll: std::time::Duration::from_millis(config.verify_poll_ms),
        holder: instance.clone(),
    };
    let mail_limits = delivery::SendLimits {
        rate: config.mail_rate,
        per_recipient_day: config.mail_per_recipient_day,
        patient_night: config.reminder_patient_night,
    };
    // Links in staff e-mails: the site's public address, else where this server listens.
    let base_url = config.public_url.clone().unwrap_or_else(|| format!("http://{addr}"));
    let public_base: Arc<str> = base_url.clone().into();
    let mail_settings = delivery::MailSettings { staff: config.staff_emails.clone(), base_url, clinic: clinic.clone() };
    let limits = crate::http::serve::ConnectionLimits {
        header_timeout: std::time::Duration::from_secs(config.header_timeout_secs),
        max_connections: config.max_connections,
    };
    let chat = crate::messaging::providers::ChatChannels::from_settings(&config.chat);
    let state = AppState::new(crate::state::Shared {
        chat: chat.clone(),
        signing_key,
        public_base,
        limiter: Arc::new(RateLimiter::with_upload_budget(config.rate_limit, config.upload_bytes_per_minute)),
        config: Arc::new(config),
        db: db.clone(),
        writer: writer.clone(),
        search,
        uploads: uploads.clone(),
        catalog: catalog.clone(),
        publishing: publishing.clone(),
        clinic,
    });
    let app = crate::routes::router(state, site, crate::routes::openapi::json().into());
    let (stop, stop_rx) = tokio::sync::watch::channel(false);
    let mut tasks = Runner::new(stop_rx.clone());
    let outbox_worker = delivery::Worker {
        db: db.clone(),
        writer: writer.clone(),
        catalog,
        settings: mail_settings,
        channel: Box::new(mailer),
        chat,
        limits: mail_limits,
    };
    crate::tasks::outbox::start(&mut tasks, outbox_worker);
    crate::tasks::idempotency::start(&mut tasks, writer.clone());
    crate::tasks::reminders::start(&mut tasks, db.clone(), writer.clone(), reminder_offsets, reminder_poll);
    crate::tasks::visit_care::start(&mut tasks, db.clone(), writer.clone(), aftercare_days, reminder_poll);
    crate::tasks::retention::start(
        &mut tasks,
        db.clone(),
        writer.clone(),
        uploads_for_retention,
        retention_periods,
        instance.clone(),
    );
    crate::tasks::waitlist::start(&mut tasks, db.clone(), writer.clone(), waitlist_settings);
    crate::tasks::checkpoint::start(&mut tasks, db.clone());
    crate::tasks::site_rerender::start(&mut tasks, db.clone(), writer.clone(), uploads.clone(), publishing.clone());
    crate::tasks::site_versions::start(&mut tasks, db.clone(), uploads.clone(), publishing.clone());
    crate::tasks::verify::start(&mut tasks, db.clone(), writer.clone(), verify_settings);
    let task_counts = tasks.counters();
    let done = tokio::spawn(async move {
        crate::http::serve::run(listener, app, limits, stop_rx).await;
        // The router (and with it the last writer handle but the tasks') is gone: the tasks finish
        // their passes and stop, then the writer drains and stops.
        tasks.stopped().await;
        let _ = writer_done.await;
        tracing::info!("stopped");
    });
    tracing::info!(%addr, %instance, "listening");
    Ok(Running { addr, stop, done, db, tasks: task_counts, instance, publishing, uploads })
}

/// Resolves on SIGTERM or Ctrl-C.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
