//! Every instance follows the site version `site_current` names ([`crate::publishing::follow`]) and
//! the opening hours published last ([`crate::publishing::clinic`]).

use crate::publishing::{follow, Publishing};
use crate::storage::Db;
use crate::tasks::runner::Runner;
use crate::uploads::Uploads;
use std::sync::Arc;

/// The task's name, on the runner and in its logs.
pub const NAME: &str = "site-versions";

/// Starts the task on `runner`.
pub fn start(runner: &mut Runner, db: Db, uploads: Arc<Uploads>, publishing: Arc<Publishing>) {
    runner.run_every(NAME, follow::POLL, move || {
        let (db, uploads, publishing) = (db.clone(), uploads.clone(), publishing.clone());
        async move {
            // The hours first: a server without a built site never switches versions, yet its
            // publications (or another instance's) change them.
            crate::publishing::clinic::refresh(&db, &publishing.clinic).await?;
            follow::follow_once(&db, &uploads, &publishing).await.map(|_| ())
        }
    });
}
