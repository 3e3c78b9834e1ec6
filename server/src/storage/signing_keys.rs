//! The server's signing keys (`signing_keys`): one random 32-byte secret per purpose, made once by the
//! first process that needs it and read by every instance and every restart alike, so a link signed by
//! one is checked by another. A key never leaves the server.

use super::Db;
use rand::RngCore;
use sqlx::Row;

/// The key named `name`: read, or made and stored when there is none yet (two processes making one
/// at once keep the first stored).
pub async fn key(db: &Db, name: &str) -> Result<Vec<u8>, sqlx::Error> {
    if let Some(key) = stored(db, name).await? {
        return Ok(key);
    }
    let mut fresh = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut fresh);
    sqlx::query(
        "INSERT INTO signing_keys (name, secret, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(hex::encode(fresh))
    .bind(super::now_ms())
    .execute(&db.pool)
    .await?;
    stored(db, name).await?.ok_or(sqlx::Error::RowNotFound)
}

async fn stored(db: &Db, name: &str) -> Result<Option<Vec<u8>>, sqlx::Error> {
    let row =
        sqlx::query("SELECT secret FROM signing_keys WHERE name = $1").bind(name).fetch_optional(&db.pool).await?;
    Ok(row.and_then(|r| r.try_get::<String, _>("secret").ok()).and_then(|s| hex::decode(s).ok()))
}
