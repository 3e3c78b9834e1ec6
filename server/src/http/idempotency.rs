//! `Idempotency-Key` on every POST: a repeat with the same key and the same request gets the first
//! answer and stores nothing new; the same key with another request is 409. Keys are stored in the
//! writer's transaction (with the outcome, which the routes answer the same way every time) and kept
//! at least 24 hours.

use crate::http::error::AppError;
use crate::storage::apply::replay;
use crate::storage::job::{Idem, Written};
use crate::storage::{queries, Db};
use axum::http::HeaderMap;
use sha2::{Digest, Sha256};

/// How long keys are kept (48 h, comfortably over the promised 24 h): `storage::IDEMPOTENCY_KEEP_MS`.
pub use crate::storage::IDEMPOTENCY_KEEP_MS as KEEP_MS;

/// Reads the key and fingerprints the request (endpoint and body parts). No key, no idempotency.
pub fn from_headers(headers: &HeaderMap, endpoint: &str, parts: &[&[u8]]) -> Result<Option<Idem>, AppError> {
    let Some(value) = headers.get("idempotency-key") else { return Ok(None) };
    let key = value.to_str().map_err(|_| AppError::Malformed("Idempotency-Key must be visible ASCII".into()))?.trim();
    if key.is_empty() || key.len() > 255 || !key.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(AppError::Malformed("Idempotency-Key must be 1 to 255 visible ASCII characters".into()));
    }
    let mut hash = Sha256::new();
    hash.update(endpoint.as_bytes());
    for p in parts {
        hash.update((p.len() as u64).to_le_bytes());
        hash.update(p);
    }
    Ok(Some(Idem { key: key.to_string(), fingerprint: hex::encode(hash.finalize()) }))
}

/// For a request refused before the writer saw it: a repeat still gets its first answer (it may no
/// longer validate, say its date has passed) and a key reused for another request gets 409; anything
/// else gets the refusal. Bookings and inquiries look the key up only here, on the refusal path: the
/// writer settles repeats of valid requests atomically, so the hot path spends no read on them.
pub async fn replay_or(db: &Db, idem: Option<&Idem>, refusal: AppError) -> Result<Written, AppError> {
    match early_replay(db, idem).await? {
        Some(written) => Ok(written),
        None => Err(refusal),
    }
}

/// Answers a repeat before any work (validation included, so a replay is the first answer even when
/// the request would no longer validate). `None`: go on; the writer checks again atomically.
pub async fn early_replay(db: &Db, idem: Option<&Idem>) -> Result<Option<Written>, AppError> {
    let Some(idem) = idem else { return Ok(None) };
    match queries::find_idempotent(&db.pool, &idem.key).await? {
        None => Ok(None),
        Some(stored) => Ok(Some(replay(Some(stored), idem)?)),
    }
}
