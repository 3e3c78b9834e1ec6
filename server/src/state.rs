//! What every handler shares.

use crate::config::Config;
use crate::http::ratelimit::RateLimiter;
use crate::messaging::providers::ChatChannels;
use crate::site::clinic::LiveClinic;
use crate::site::search::LiveIndexes;
use crate::storage::writer::Writer;
use crate::storage::Db;
use crate::uploads::Uploads;
use clinic_core::i18n::Catalog;
use std::sync::Arc;

/// Shared application state: one reference count, cloned by every extractor of every request (a
/// struct of a dozen `Arc`s and channel handles cost ~2.5 % of the server's CPU under load in clones
/// and drops; docs/performance.md).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl AppState {
    pub fn new(shared: Shared) -> AppState {
        AppState(Arc::new(shared))
    }
}

impl std::ops::Deref for AppState {
    type Target = Shared;
    fn deref(&self) -> &Shared {
        &self.0
    }
}

/// What [`AppState`] holds.
pub struct Shared {
    pub config: Arc<Config>,
    pub db: Db,
    pub writer: Writer,
    pub search: Arc<LiveIndexes>,
    pub uploads: Arc<Uploads>,
    pub limiter: Arc<RateLimiter>,
    pub catalog: Arc<Catalog>,
    /// LINE and WhatsApp, where configured: the webhooks answer the patient through them.
    pub chat: ChatChannels,
    /// The key the server signs patients' links and LINE Login's state with (`signing_keys`).
    pub signing_key: Arc<Vec<u8>>,
    /// Rendering and serving the site's published versions.
    pub publishing: Arc<crate::publishing::Publishing>,
    /// The site's address for links the server makes: `CLINIC_PUBLIC_URL`, else where it listens.
    pub public_base: Arc<str>,
    /// The opening hours the clinic published last: every slot offered, checked or shown is of these.
    pub clinic: Arc<LiveClinic>,
}
