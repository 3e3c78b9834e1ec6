//! The HTTP edge, shared by every route: the one error shape and the extractors whose rejections use
//! it, idempotent replays, rate limits and the client's address, security headers, the access log and
//! the burst warnings, CSV exports, the prerendered site's files, the OpenAPI document and the
//! connection loop. Nothing here knows a resource: routes/ and staff/ build on it.

pub mod access_log;
pub mod burst_log;
pub mod client_addr;
pub mod csv;
pub mod error;
pub mod extract;
pub mod idempotency;
pub mod paging;
pub mod ratelimit;
pub mod security;
pub mod serve;
pub mod static_files;
