//! `clinic-server`: the clinic website's HTTP server. Each folder is a room; arrows point one way,
//! from the top of this list down (docs/architecture.md draws them):
//!
//! - [`app`] wires the router, the middleware and the background tasks; [`state`] is what handlers share; [`config`] reads the environment once.
//! - [`routes`]: the public API (docs/public-api.md), one file per resource, and the staff API (docs/admin-api.md).
//! - [`staff`]: staff accounts, sessions, 2FA and the signed-in [`staff::Staff`] extractor.
//! - [`http`]: the edge every route shares: one error shape, extractors, idempotency, rate limits, headers, logs, static files, OpenAPI.
//! - [`tasks`]: every periodic job as a pass on one runner, leased where one instance must run it: outbox delivery, reminders, waitlist offers, verification expiry, retention, checkpoints.
//! - [`messaging`]: renders outbox messages at delivery and sends them on their channel.
//! - [`cli`]: `clinic admin`, `backup`/`restore`, `purge` and `erase`.
//! - [`uploads`]: photo checks, re-encoding, the object store and the orphan sweep.
//! - [`site`]: content read at start: the articles' search index, the sample-content check.
//! - [`storage`]: SQLite or PostgreSQL through sqlx `Any`: the group-committing writer, reads, the outbox, the audit log.
//!
//! Every rule about what a patient may submit lives in `clinic-core`; this crate only applies it.

// No unwrap() outside tests: input never panics the server or the browser.
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod app;
pub mod cli;
pub mod config;
pub mod http;
pub mod messaging;
pub mod publishing;
pub mod routes;
pub mod site;
pub mod staff;
pub mod state;
pub mod storage;
pub mod tasks;
pub mod uploads;
