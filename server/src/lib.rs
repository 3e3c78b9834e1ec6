//! `clinic-server`: the clinic website's HTTP server.
//!
//! - [`routes`]: the API of DESIGN §4 (one file per resource) and the static site fallback.
//! - [`storage`]: SQLite or PostgreSQL through sqlx `Any`; [`storage::writer`] commits writes in batches.
//! - [`uploads`]: photo checks, re-encoding and the object store; [`outbox`]: patient e-mails;
//!   [`reminders`] and [`reminder_mail`]: reminders before the visit, in the patient's time zone too.
//! - [`staff`]: staff accounts, sessions and the signed-in [`staff::Staff`] extractor; [`audit`]: the
//!   append-only, hash-chained audit log.
//! - [`retention`]: the daily purge of closed submissions past their period and one patient's erasure.
//! - [`waitlist`]: offers of freed seats; [`verify`]: the expiry of bookings whose e-mail check
//!   (`CLINIC_VERIFY_EMAIL`) was not done in time.
//! - [`backup`]: `clinic backup` / `clinic restore` for the embedded database and its photos.
//! - [`error`] and [`extract`]: one error shape for every failure; [`idempotency`], [`ratelimit`],
//!   [`security`]: the cross-cutting rules; [`config`]: the environment, read once ([`tls_policy`]:
//!   which outgoing connections must be encrypted); [`serve`]: the
//!   connection loop and its timeouts.
//!
//! Every rule about what a patient may submit lives in `clinic-core`; this crate only applies it.

// No unwrap() outside tests: input never panics the server or the browser (DESIGN §8).
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod access_log;
pub mod access_report;
pub mod access_report_cli;
pub mod admin_cli;
pub mod app;
pub mod audit;
pub mod backup;
pub mod burst_log;
pub mod calendar;
pub mod client_addr;
pub mod codes;
pub mod config;
pub mod csv;
pub mod error;
pub mod extract;
pub mod idempotency;
pub mod ids;
pub mod inbox_mail;
pub mod openapi;
pub mod openapi_constraints;
pub mod openapi_errors;
pub mod openapi_links;
pub mod orphans;
pub mod outbox;
pub mod ratelimit;
pub mod reminder_mail;
pub mod reminders;
pub mod retention;
pub mod retention_cli;
pub mod routes;
pub mod sample_content;
pub mod search;
pub mod security;
pub mod serve;
pub mod smtp_failure;
pub mod staff;
pub mod state;
pub mod static_files;
pub mod storage;
pub mod tls_policy;
pub mod uploads;
pub mod verify;
pub mod waitlist;
