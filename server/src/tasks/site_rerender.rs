//! Renders the site again on the day its newly approved fees change
//! ([`crate::publishing::rerender`]). Any instance may: the one whose version lands first wins, the
//! others see it is no longer due (or lose the switch and drop their render).

use crate::publishing::approve::Deps;
use crate::publishing::{rerender, Publishing};
use crate::storage::writer::Writer;
use crate::storage::{now_ms, Db};
use crate::tasks::runner::Runner;
use crate::uploads::Uploads;
use clinic_core::date::Date;
use std::sync::Arc;
use std::time::Duration;

/// The task's name, on the runner and in its logs.
pub const NAME: &str = "site-rerender";

/// How often it looks: the day changes at midnight in Taipei, and a render takes a few seconds.
pub const POLL: Duration = Duration::from_secs(60);

/// Starts the task on `runner`.
pub fn start(runner: &mut Runner, db: Db, writer: Writer, uploads: Arc<Uploads>, publishing: Arc<Publishing>) {
    runner.run_every(NAME, POLL, move || {
        let (db, writer, uploads, publishing) = (db.clone(), writer.clone(), uploads.clone(), publishing.clone());
        async move {
            let deps = Deps { db: &db, writer: &writer, uploads: &uploads, publishing: &publishing };
            rerender::rerender_if_due(&deps, Date::clinic_today(now_ms())).await.map(|_| ())
        }
    });
}
