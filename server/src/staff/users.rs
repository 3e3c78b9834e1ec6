//! Staff accounts: the rows, and the changes the CLI and the admin screens make to them.

use super::{ContentRole, Role};
use crate::storage::StorageError;
use clinic_core::model::Branch;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Executor, Row};

/// A staff account as shown to admins (no secrets).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffUser {
    pub id: String,
    pub email: String,
    pub role: Role,
    /// Whether they edit or review the site's content.
    pub content_role: ContentRole,
    pub branch: Option<Branch>,
    pub disabled: bool,
    /// Whether the authenticator app is set up (false until the first complete sign-in).
    pub totp_enabled: bool,
    pub created_at: i64,
}

/// An account with what a sign-in checks (no Debug: it holds the password hash and TOTP secret).
#[derive(Clone)]
pub struct Credentials {
    pub user: StaffUser,
    pub password_hash: String,
    /// Hex; `None` until the first password step.
    pub totp_secret: Option<String>,
}

/// E-mail addresses are compared lower-cased and trimmed.
pub fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

/// A stored branch name, or `None` for every branch.
pub fn parse_branch(stored: Option<&str>) -> Result<Option<Branch>, StorageError> {
    match stored {
        None | Some("") => Ok(None),
        Some(b) => Branch::parse(b).map(Some).ok_or_else(|| StorageError::Corrupt(format!("branch {b}"))),
    }
}

const USER_COLUMNS: &str = "id, email, role, content_role, branch, disabled, totp_enabled, created_at";

fn user_from(r: &AnyRow) -> Result<StaffUser, StorageError> {
    let role: String = r.try_get("role")?;
    let content_role: String = r.try_get("content_role")?;
    let branch: Option<String> = r.try_get("branch")?;
    Ok(StaffUser {
        id: r.try_get("id")?,
        email: r.try_get("email")?,
        role: Role::parse(&role).ok_or_else(|| StorageError::Corrupt(format!("role {role}")))?,
        content_role: ContentRole::parse(&content_role)
            .ok_or_else(|| StorageError::Corrupt(format!("content role {content_role}")))?,
        branch: parse_branch(branch.as_deref())?,
        disabled: r.try_get::<i64, _>("disabled")? != 0,
        totp_enabled: r.try_get::<i64, _>("totp_enabled")? != 0,
        created_at: r.try_get("created_at")?,
    })
}

/// Creates an account; `None` when the e-mail is taken.
pub async fn create(
    conn: &mut AnyConnection,
    email: &str,
    role: Role,
    branch: Option<Branch>,
    password_hash: &str,
    now: i64,
) -> Result<Option<StaffUser>, StorageError> {
    let user = StaffUser {
        id: crate::storage::ids::new_id("stf"),
        email: normalize_email(email),
        role,
        content_role: ContentRole::None,
        branch,
        disabled: false,
        totp_enabled: false,
        created_at: now,
    };
    let inserted = sqlx::query(
        "INSERT INTO staff_users (id, email, role, branch, password_hash, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (email) DO NOTHING",
    )
    .bind(&user.id)
    .bind(&user.email)
    .bind(role.as_str())
    .bind(branch.map(|b| b.as_str()))
    .bind(password_hash)
    .bind(now)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok((inserted == 1).then_some(user))
}

/// Every account, oldest first.
pub async fn list<'e, E: Executor<'e, Database = sqlx::Any>>(db: E) -> Result<Vec<StaffUser>, StorageError> {
    let rows = sqlx::query(&format!("SELECT {USER_COLUMNS} FROM staff_users ORDER BY created_at, email"))
        .fetch_all(db)
        .await?;
    rows.iter().map(user_from).collect()
}

/// One account by id.
pub async fn find<'e, E: Executor<'e, Database = sqlx::Any>>(
    db: E,
    id: &str,
) -> Result<Option<StaffUser>, StorageError> {
    let row = sqlx::query(&format!("SELECT {USER_COLUMNS} FROM staff_users WHERE id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(user_from).transpose()
}

/// One account by e-mail (any spelling), with its secrets.
pub async fn credentials<'e, E: Executor<'e, Database = sqlx::Any>>(
    db: E,
    email: &str,
) -> Result<Option<Credentials>, StorageError> {
    let row =
        sqlx::query(&format!("SELECT {USER_COLUMNS}, password_hash, totp_secret FROM staff_users WHERE email = $1"))
            .bind(normalize_email(email))
            .fetch_optional(db)
            .await?;
    let Some(r) = row else { return Ok(None) };
    Ok(Some(Credentials {
        user: user_from(&r)?,
        password_hash: r.try_get("password_hash")?,
        totp_secret: r.try_get("totp_secret")?,
    }))
}

/// The account's TOTP secret (hex), if one was generated.
pub async fn totp_secret(conn: &mut AnyConnection, id: &str) -> Result<Option<String>, StorageError> {
    let row =
        sqlx::query("SELECT totp_secret FROM staff_users WHERE id = $1").bind(id).fetch_optional(&mut *conn).await?;
    Ok(match row {
        Some(r) => r.try_get("totp_secret")?,
        None => None,
    })
}

/// Disables or enables an account; false when there is no such account.
pub async fn set_disabled(conn: &mut AnyConnection, id: &str, disabled: bool, now: i64) -> Result<bool, StorageError> {
    let n = sqlx::query("UPDATE staff_users SET disabled = $1, updated_at = $2 WHERE id = $3")
        .bind(disabled as i64)
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    Ok(n == 1)
}

/// Sets who edits and reviews the site's content; false when there is no such account.
pub async fn set_content_role(
    conn: &mut AnyConnection,
    id: &str,
    content_role: ContentRole,
    now: i64,
) -> Result<bool, StorageError> {
    let n = sqlx::query("UPDATE staff_users SET content_role = $1, updated_at = $2 WHERE id = $3")
        .bind(content_role.as_str())
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    Ok(n == 1)
}

/// Replaces the password hash; false when there is no such account.
pub async fn set_password(conn: &mut AnyConnection, id: &str, hash: &str, now: i64) -> Result<bool, StorageError> {
    let n = sqlx::query("UPDATE staff_users SET password_hash = $1, updated_at = $2 WHERE id = $3")
        .bind(hash)
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    Ok(n == 1)
}

/// Forgets the authenticator and the recovery codes: the next sign-in enrols again.
pub async fn reset_totp(conn: &mut AnyConnection, id: &str, now: i64) -> Result<bool, StorageError> {
    let n = sqlx::query(
        "UPDATE staff_users SET totp_secret = NULL, totp_enabled = 0, totp_last_step = 0, updated_at = $1 WHERE id = $2",
    )
    .bind(now)
    .bind(id)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    sqlx::query("DELETE FROM staff_recovery_codes WHERE user_id = $1").bind(id).execute(&mut *conn).await?;
    Ok(n == 1)
}

/// Stores a new, not yet confirmed TOTP secret (first sign-in).
pub async fn set_pending_totp(
    conn: &mut AnyConnection,
    id: &str,
    secret_hex: &str,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query("UPDATE staff_users SET totp_secret = $1, updated_at = $2 WHERE id = $3 AND totp_enabled = 0")
        .bind(secret_hex)
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Accepts a TOTP time step once: false if this step (or a later one) was used already, so a code
/// seen over someone's shoulder cannot be replayed. Also confirms a pending enrolment.
pub async fn accept_step(conn: &mut AnyConnection, id: &str, step: i64, now: i64) -> Result<bool, StorageError> {
    let n = sqlx::query(
        "UPDATE staff_users SET totp_last_step = $1, totp_enabled = 1, updated_at = $2 WHERE id = $3 AND totp_last_step < $1",
    )
    .bind(step)
    .bind(now)
    .bind(id)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(n == 1)
}

/// Replaces the recovery codes with these hashes.
pub async fn store_recovery_codes(conn: &mut AnyConnection, id: &str, hashes: &[String]) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM staff_recovery_codes WHERE user_id = $1").bind(id).execute(&mut *conn).await?;
    for h in hashes {
        sqlx::query("INSERT INTO staff_recovery_codes (user_id, code_hash) VALUES ($1, $2)")
            .bind(id)
            .bind(h)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Uses up a recovery code; false if unknown or used before.
pub async fn use_recovery_code(conn: &mut AnyConnection, id: &str, hash: &str, now: i64) -> Result<bool, StorageError> {
    let n = sqlx::query(
        "UPDATE staff_recovery_codes SET used_at = $1 WHERE user_id = $2 AND code_hash = $3 AND used_at IS NULL",
    )
    .bind(now)
    .bind(id)
    .bind(hash)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(n == 1)
}
