//! Staff sessions in the database, so any instance can serve them. The cookie holds a random 256-bit
//! id; the table holds only its SHA-256, so a copy of the database signs nobody in.

use super::{ContentRole, Role};
use crate::storage::StorageError;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use clinic_core::model::Branch;
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::{AnyConnection, AnyPool, Row};

/// Password checked; the one-time code is next.
pub const STAGE_CODE: &str = "code";
/// Fully signed in.
pub const STAGE_ACTIVE: &str = "active";

/// A random 256-bit value, URL-safe base64 (session ids, CSRF tokens).
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// What the table stores for a session id.
pub fn hash_id(id: &str) -> String {
    hex::encode(Sha256::digest(id.as_bytes()))
}

/// Compares two secrets in time that does not depend on where they differ.
pub fn tokens_equal(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() || a.is_empty() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A session with its user, as the extractor needs it (no Debug: it holds the CSRF token).
#[derive(Clone)]
pub struct SessionRow {
    pub user_id: String,
    pub email: String,
    pub role: Role,
    pub content_role: ContentRole,
    pub branch: Option<Branch>,
    pub disabled: bool,
    pub stage: String,
    pub csrf_token: String,
    pub created_at: i64,
    pub last_seen_at: i64,
}

/// A session just created: the id goes into the cookie and is never stored (no Debug: secrets).
pub struct NewSession {
    pub id: String,
    pub csrf_token: String,
}

async fn find(pool: &AnyPool, id_hash: &str, stage: &str) -> Result<Option<SessionRow>, StorageError> {
    let row = sqlx::query(
        "SELECT s.user_id, u.email, u.role, u.content_role, u.branch, u.disabled, s.stage, s.csrf_token, s.created_at, s.last_seen_at \
         FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE s.id_hash = $1 AND s.stage = $2",
    )
    .bind(id_hash)
    .bind(stage)
    .fetch_optional(pool)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let role: String = r.try_get("role")?;
    let content_role: String = r.try_get("content_role")?;
    let branch: Option<String> = r.try_get("branch")?;
    Ok(Some(SessionRow {
        content_role: ContentRole::parse(&content_role)
            .ok_or_else(|| StorageError::Corrupt(format!("content role {content_role}")))?,
        user_id: r.try_get("user_id")?,
        email: r.try_get("email")?,
        role: Role::parse(&role).ok_or_else(|| StorageError::Corrupt(format!("role {role}")))?,
        branch: super::users::parse_branch(branch.as_deref())?,
        disabled: r.try_get::<i64, _>("disabled")? != 0,
        stage: r.try_get("stage")?,
        csrf_token: r.try_get("csrf_token")?,
        created_at: r.try_get("created_at")?,
        last_seen_at: r.try_get("last_seen_at")?,
    }))
}

/// A signed-in session by the hash of its id.
pub async fn find_active(pool: &AnyPool, id_hash: &str) -> Result<Option<SessionRow>, StorageError> {
    find(pool, id_hash, STAGE_ACTIVE).await
}

/// A session between password and code.
pub async fn find_pending(pool: &AnyPool, id_hash: &str) -> Result<Option<SessionRow>, StorageError> {
    find(pool, id_hash, STAGE_CODE).await
}

/// Starts a session of `stage` for `user_id`.
pub async fn create(
    conn: &mut AnyConnection,
    user_id: &str,
    stage: &str,
    ip: &str,
    now: i64,
) -> Result<NewSession, StorageError> {
    let session = NewSession { id: new_token(), csrf_token: new_token() };
    sqlx::query(
        "INSERT INTO staff_sessions (id_hash, user_id, stage, csrf_token, ip, created_at, last_seen_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $6)",
    )
    .bind(hash_id(&session.id))
    .bind(user_id)
    .bind(stage)
    .bind(&session.csrf_token)
    .bind(ip)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(session)
}

/// Marks a session as used now (the idle timeout counts from here).
pub async fn touch(conn: &mut AnyConnection, id_hash: &str, now: i64) -> Result<(), StorageError> {
    sqlx::query("UPDATE staff_sessions SET last_seen_at = $1 WHERE id_hash = $2 AND last_seen_at < $1")
        .bind(now)
        .bind(id_hash)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Gives a session a new id and returns it; the session keeps its user, stage, CSRF token, start
/// (the absolute timeout still counts from the sign-in) and last use. For a change of credentials
/// in a signed-in browser (ASVS 5.0 V7.2.4): a session id someone copied before the change opens
/// nothing after it.
pub async fn rotate(conn: &mut AnyConnection, id_hash: &str) -> Result<String, StorageError> {
    let id = new_token();
    sqlx::query("UPDATE staff_sessions SET id_hash = $1 WHERE id_hash = $2")
        .bind(hash_id(&id))
        .bind(id_hash)
        .execute(&mut *conn)
        .await?;
    Ok(id)
}

/// Ends one session.
pub async fn end(conn: &mut AnyConnection, id_hash: &str) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM staff_sessions WHERE id_hash = $1").bind(id_hash).execute(&mut *conn).await?;
    Ok(())
}

/// Ends every session of a user (sign out everywhere, disable, password or 2FA reset); returns how many.
pub async fn end_all(conn: &mut AnyConnection, user_id: &str) -> Result<u64, StorageError> {
    Ok(sqlx::query("DELETE FROM staff_sessions WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *conn)
        .await?
        .rows_affected())
}

/// Ends every session of a user but one (a password change keeps the browser that made it).
pub async fn end_others(conn: &mut AnyConnection, user_id: &str, keep_hash: &str) -> Result<u64, StorageError> {
    Ok(sqlx::query("DELETE FROM staff_sessions WHERE user_id = $1 AND id_hash <> $2")
        .bind(user_id)
        .bind(keep_hash)
        .execute(&mut *conn)
        .await?
        .rows_affected())
}

/// Forgets sessions that can no longer be used by anyone.
pub async fn prune(conn: &mut AnyConnection, idle_before: i64, created_before: i64) -> Result<u64, StorageError> {
    Ok(sqlx::query("DELETE FROM staff_sessions WHERE last_seen_at < $1 OR created_at < $2")
        .bind(idle_before)
        .bind(created_before)
        .execute(&mut *conn)
        .await?
        .rows_affected())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_256_bits_and_differ() {
        let a = new_token();
        assert_eq!(URL_SAFE_NO_PAD.decode(&a).map(|b| b.len()).ok(), Some(32));
        assert_ne!(a, new_token());
    }

    #[test]
    fn token_comparison_is_exact() {
        assert!(tokens_equal("abc", "abc"));
        assert!(!tokens_equal("abc", "abd"));
        assert!(!tokens_equal("abc", "ab"));
        assert!(!tokens_equal("", ""));
    }
}
