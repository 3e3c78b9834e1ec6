//! What every handler shares.

use crate::config::Config;
use crate::http::ratelimit::RateLimiter;
use crate::messaging::providers::ChatChannels;
use crate::site::search::SearchIndexes;
use crate::storage::writer::Writer;
use crate::storage::Db;
use crate::uploads::Uploads;
use clinic_core::i18n::Catalog;
use std::sync::Arc;

/// Shared application state (cheap to clone).
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub writer: Writer,
    pub search: Arc<SearchIndexes>,
    pub uploads: Arc<Uploads>,
    pub limiter: Arc<RateLimiter>,
    pub catalog: Arc<Catalog>,
    /// LINE and WhatsApp, where configured: the webhooks answer the patient through them.
    pub chat: ChatChannels,
    /// The key the server signs patients' links and LINE Login's state with (`signing_keys`).
    pub signing_key: Arc<Vec<u8>>,
    /// The site's address for links the server makes: `CLINIC_PUBLIC_URL`, else where it listens.
    pub public_base: Arc<str>,
}
