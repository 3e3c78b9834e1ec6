//! Publishing the site (issue 27 point 5): an approved change is rendered with the build's prerender
//! into a new site version before anything is stored, the version goes into the upload store, and one
//! transaction publishes the document and switches the version every instance serves
//! ([`approve`]). Every instance follows the switch within [`follow::POLL`] ([`follow`]); an admin can
//! go back to any kept version ([`rollback`]).

pub mod approve;
pub mod claims;
pub mod clinic;
pub mod follow;
pub mod rerender;
pub mod rollback;

use crate::http::static_files::Site;
use crate::site::clinic::LiveClinic;
use crate::site::render::Renderer;
use crate::site::search::LiveIndexes;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What publishing needs on this instance.
pub struct Publishing {
    /// Renders the pages; `None` when this server serves no built site (an API-only setup, the server's
    /// tests): a publication then changes the database's content only.
    pub renderer: Option<Renderer>,
    /// Why the built site cannot be rendered here (no Node, no server-side build): publications are
    /// refused whole, with this reason, rather than stored without their pages.
    pub unavailable: Option<String>,
    pub site: Arc<Site>,
    /// The articles' search, rebuilt from the published content when a version is served.
    pub search: Arc<LiveIndexes>,
    /// The opening hours and branch phones in force, read again when `clinics.json` is published
    /// ([`clinic::refresh`]).
    pub clinic: Arc<LiveClinic>,
    /// Where this instance unpacks the versions it serves (`CLINIC_SITE_VERSIONS`).
    pub versions_dir: PathBuf,
    /// The claims check's lists, each language's.
    pub claims: claims::ClaimLists,
    /// Held while a version is unpacked and switched to on this instance: the follower and an
    /// approval or rollback here never unpack the same version into one folder at once.
    pub serving: tokio::sync::Mutex<()>,
}

impl Publishing {
    /// Looks for what rendering needs when `dist` holds a built site, and says at start if it is
    /// missing.
    pub async fn setup(
        dist: &Path,
        node: &str,
        i18n: &Path,
        site: Arc<Site>,
        search: Arc<LiveIndexes>,
        clinic: Arc<LiveClinic>,
        versions_dir: PathBuf,
    ) -> Publishing {
        let (renderer, unavailable) = if dist.join("index.html").exists() {
            match Renderer::find(dist, node).await {
                Ok(r) => (Some(r), None),
                Err(e) => {
                    tracing::warn!(reason = %e, "publishing the site's content is unavailable on this server");
                    (None, Some(e.to_string()))
                }
            }
        } else {
            (None, None)
        };
        let claims = claims::ClaimLists::load(i18n);
        Publishing { renderer, unavailable, site, search, clinic, versions_dir, claims, serving: Default::default() }
    }

    /// The folder of one version on this instance.
    pub fn version_dir(&self, id: &str) -> PathBuf {
        self.versions_dir.join(id)
    }
}

/// Puts what the server reads from the content published now in force (after a publication, a
/// rollback or a switch): the opening hours, the branch phones and the articles' search.
pub async fn refresh_published(db: &crate::storage::Db, publishing: &Publishing) {
    if let Err(e) = clinic::refresh(db, &publishing.clinic).await {
        tracing::warn!(error = %e, "could not read the published clinics.json (opening hours, branch phones); the follower retries");
    }
    refresh_search(db, publishing).await;
}

/// Rebuilds the articles' search from the content published now.
async fn refresh_search(db: &crate::storage::Db, publishing: &Publishing) {
    match crate::storage::site_content::published(db).await {
        Ok(docs) => {
            let indexes =
                tokio::task::spawn_blocking(move || crate::site::search::SearchIndexes::from_documents(&docs)).await;
            match indexes {
                Ok(i) => publishing.search.replace(i),
                Err(e) => tracing::warn!(error = %e, "could not rebuild the articles' search"),
            }
        }
        Err(e) => tracing::warn!(error = %e, "could not read the content for the articles' search"),
    }
}
