//! zero2prod's `spawn_app`: the real application on port 0 with a fresh database per test — a SQLite
//! file in a temp dir, or, when `TEST_DATABASE_URL` is set, a fresh PostgreSQL database on that server.
#![allow(dead_code)]

pub mod photos;
pub mod providers;
pub mod staff;

#[allow(unused_imports)]
pub use staff::{signed_in, StaffClient};

use clinic_core::date::Date;
use clinic_core::hours::CLINIC;
use clinic_server::app::{self, Running};
use clinic_server::config::Config;
use clinic_server::storage::{now_ms, Db};
use serde_json::{json, Value};
use sqlx::Connection;
use std::path::PathBuf;

pub struct TestApp {
    pub database_url: String,
    pub base: String,
    pub client: reqwest::Client,
    pub db: Db,
    pub dir: tempfile::TempDir,
    pub running: Option<Running>,
}

#[derive(Clone)]
pub struct Options {
    pub rate_limit: u32,
    pub slot_capacity: i64,
    pub dist: Option<PathBuf>,
    /// Reuse a database (and upload dir) instead of a fresh one: a restart.
    pub reuse: Option<(String, PathBuf)>,
    /// Patient e-mails per second (CLINIC_MAIL_RATE); the default when `None`.
    pub mail_rate: Option<u32>,
    /// The clinic's staff address for alerts of new submissions (CLINIC_STAFF_EMAIL).
    pub staff_email: Option<String>,
    /// Other settings by variable name (the upload byte budget is off unless set here).
    pub env: Vec<(&'static str, String)>,
    /// SMTP_URL (a real local SMTP server in scripts/with-services.sh); none logs instead of sending.
    pub smtp_url: Option<String>,
    /// UPLOAD_STORE instead of a temp folder (e.g. `s3://bucket/prefix` against a local S3 server).
    pub upload_store: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rate_limit: 0,
            slot_capacity: 2,
            dist: None,
            reuse: None,
            mail_rate: None,
            smtp_url: None,
            upload_store: None,
            staff_email: None,
            env: Vec::new(),
        }
    }
}

/// A database URL for a fresh, empty database.
pub async fn fresh_database(dir: &std::path::Path) -> String {
    match std::env::var("TEST_DATABASE_URL").ok().filter(|u| !u.is_empty()) {
        None => format!("sqlite://{}/clinic.db", dir.display()),
        Some(admin) => {
            sqlx::any::install_default_drivers();
            let name = format!("test_{}", clinic_server::storage::ids::new_id("db").replace("db_", ""));
            let mut conn = sqlx::AnyConnection::connect(&admin).await.expect("connect to TEST_DATABASE_URL");
            sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.expect("create test database");
            let _ = conn.close().await;
            let mut url = url::Url::parse(&admin).expect("TEST_DATABASE_URL is a URL");
            url.set_path(&format!("/{name}"));
            url.to_string()
        }
    }
}

/// A database URL for a database with every migration applied (and, on PostgreSQL, the site's content
/// seeded). On PostgreSQL a copy of a template
/// migrated once per test run (`CREATE DATABASE … TEMPLATE`, a file copy on the server): migrating
/// each test's database anew was most of a test's start there. SQLite: a fresh file, which the app
/// migrates as it starts (milliseconds).
pub async fn migrated_database(dir: &std::path::Path) -> String {
    let Some(admin) = std::env::var("TEST_DATABASE_URL").ok().filter(|u| !u.is_empty()) else {
        return fresh_database(dir).await;
    };
    static TEMPLATE: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    let template = TEMPLATE
        .get_or_init(|| async {
            let url = fresh_database(dir).await;
            let db = Db::connect(&url).await.expect("connect to the template");
            db.migrate().await.expect("migrate the template");
            // Seeded once here, as every app's first start seeds it (`storage::site_content`).
            let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../content");
            let docs = clinic_server::site::content_files::read_folder(&root).expect("content folder");
            clinic_server::storage::site_content::seed(&db, &docs, now_ms()).await.expect("seed the template");
            // No session may stay on a template while it is copied.
            db.pool.close().await;
            url::Url::parse(&url).expect("URL").path().trim_start_matches('/').to_string()
        })
        .await;
    let name = format!("test_{}", clinic_server::storage::ids::new_id("db").replace("db_", ""));
    let mut conn = sqlx::AnyConnection::connect(&admin).await.expect("connect to TEST_DATABASE_URL");
    sqlx::query(&format!("CREATE DATABASE {name} TEMPLATE {template}"))
        .execute(&mut conn)
        .await
        .expect("copy the migrated template");
    let _ = conn.close().await;
    let mut url = url::Url::parse(&admin).expect("TEST_DATABASE_URL is a URL");
    url.set_path(&format!("/{name}"));
    url.to_string()
}

pub async fn spawn_app() -> TestApp {
    spawn_with(Options::default()).await
}

pub async fn spawn_with(opts: Options) -> TestApp {
    let dir = tempfile::tempdir().expect("temp dir");
    let database_url = match &opts.reuse {
        Some((url, _)) => url.clone(),
        None => migrated_database(dir.path()).await,
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let upload_dir = opts.reuse.as_ref().map(|(_, d)| d.clone()).unwrap_or_else(|| dir.path().join("uploads"));
    let upload = opts.upload_store.clone().unwrap_or_else(|| format!("file://{}", upload_dir.display()));
    let dist = opts.dist.clone().unwrap_or_else(|| dir.path().join("no-dist"));
    // E-mail verification refuses to start without SMTP; a test without an SMTP server still switches
    // it on (the log mailer marks its messages handled) by reading the config with a placeholder
    // address and dropping it afterwards.
    let verify_without_smtp = opts.smtp_url.is_none() && opts.env.iter().any(|(k, _)| *k == "CLINIC_VERIFY_EMAIL");
    let mut config = Config::from_lookup(|k| match k {
        "CLINIC_ADDR" => Some("127.0.0.1:0".into()),
        "DATABASE_URL" => Some(database_url.clone()),
        "UPLOAD_STORE" => Some(upload.clone()),
        "CLINIC_DIST" => Some(dist.display().to_string()),
        "CLINIC_CONTENT" => Some(root.join("content").display().to_string()),
        "CLINIC_I18N" => Some(root.join("i18n").display().to_string()),
        "CLINIC_RATE_LIMIT" => Some(opts.rate_limit.to_string()),
        "CLINIC_SLOT_CAPACITY" => Some(opts.slot_capacity.to_string()),
        "CLINIC_MAIL_RATE" => opts.mail_rate.map(|r| r.to_string()),
        "CLINIC_STAFF_EMAIL" => opts.staff_email.clone(),
        "SMTP_URL" => opts.smtp_url.clone().or_else(|| verify_without_smtp.then(|| "smtp://127.0.0.1:25".into())),
        k => opts.env.iter().find(|(name, _)| *name == k).map(|(_, v)| v.clone()).or_else(|| {
            // Tests share one loopback address and one patient's contact details: like the rate limit,
            // these budgets and the limits on open bookings are off unless asked for.
            matches!(
                k,
                "CLINIC_UPLOAD_BYTES_PER_MINUTE"
                    | "CLINIC_OPEN_BOOKINGS_PER_CONTACT"
                    | "CLINIC_OPEN_BOOKINGS_PER_NETWORK"
            )
            .then(|| "0".to_string())
            // The server's own reminder worker reminds one day ahead, as it did before there were
            // several offsets: bookings on `open_day` are further away, and tests claim them themselves.
            .or_else(|| (k == "CLINIC_REMINDER_HOURS").then(|| "24".to_string()))
        }),
    })
    .expect("config");
    if verify_without_smtp {
        config.smtp_url = None;
    }
    let running = app::start(config).await.expect("app starts");
    TestApp {
        database_url: database_url.clone(),
        base: format!("http://{}", running.addr),
        client: reqwest::Client::builder().pool_max_idle_per_host(64).build().expect("client"),
        db: running.db.clone(),
        dir,
        running: Some(running),
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client.post(self.url(path)).json(body).send().await.expect("request")
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request")
    }

    pub async fn count(&self, table: &str) -> i64 {
        clinic_server::storage::queries::count(&self.db, table).await.expect("count")
    }

    /// A writer of its own on the app's database, for tests that write as the server would.
    pub fn writer(&self) -> clinic_server::storage::writer::Writer {
        clinic_server::storage::writer::Writer::start(self.db.clone()).0
    }

    pub fn uploads_dir(&self) -> PathBuf {
        self.dir.path().join("uploads")
    }

    /// Stops the server the way SIGTERM does and waits until everything is flushed.
    pub async fn stop(&mut self) {
        if let Some(r) = self.running.take() {
            let _ = r.stop.send(true);
            let _ = r.done.await;
        }
    }
}

/// A weekday (n+1)-th open day from now, at least two days ahead, so tests never meet "past".
pub fn open_day(n: usize) -> String {
    let today = Date::clinic_today(now_ms());
    (2..60)
        .map(|i| today.add_days(i))
        .filter(|d| CLINIC.slots(*d).len() >= 18)
        .nth(n)
        .expect("an open weekday")
        .to_string()
}

pub fn booking(date: &str, time: &str) -> Value {
    json!({
        "name": "Test Patient",
        "phone": "0912-345-678",
        "email": "Patient@Example.com",
        "branch": "taipei",
        "preferredDate": date,
        "preferredTime": time,
        "tumorType": "lipoma",
        "termsAccepted": true,
        "lang": "en"
    })
}

pub fn inquiry() -> Value {
    json!({
        "name": "Test Patient",
        "email": "patient@example.com",
        "subject": "A question",
        "message": "Can you remove a lipoma on my back?",
        "inquiryType": "general",
        "lang": "en"
    })
}

pub fn assessment_data() -> Value {
    json!({
        "size": "2_to_5cm",
        "location": "back",
        "duration": "over_year",
        "patientAge": 42,
        "symptoms": ["none"],
        "termsAccepted": true,
        "healthDataConsent": true,
        "lang": "en"
    })
}

/// Field codes of a 422 body.
pub fn field_codes(body: &Value) -> Vec<(String, String)> {
    body["error"]["fields"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|f| (f["field"].as_str().unwrap_or("").to_string(), f["code"].as_str().unwrap_or("").to_string()))
                .collect()
        })
        .unwrap_or_default()
}

/// The server's own daily pass runs at start-up; wait until it has finished (it then holds the day's
/// lease), so it cannot run in the middle of a test that purges, or purge what the test set up.
pub async fn after_startup_pass(app: &TestApp) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let finished: i64 = sqlx::query_scalar("SELECT finished_at FROM task_leases WHERE name = 'retention'")
            .fetch_one(&app.db.pool)
            .await
            .expect("lease");
        if finished > 0 {
            return;
        }
        assert!(std::time::Instant::now() < deadline, "the start-up purge never ran");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}
