//! E-mail verification of bookings (issue 15 point 4, `CLINIC_VERIFY_EMAIL`): a booking made while it
//! is on is stored `unverified` and holds its seat only until `verify_until`; the patient confirms it
//! with the one-time link of its confirmation message. Not confirmed in time, it is cancelled and its
//! seat freed through [`seats::free`], the same counter availability and every booking read, so the
//! two never disagree. Only a SHA-256 hash of a link's token is stored.

use super::queries::{self, BookingRow};
use super::seats;
use super::Db;
use clinic_core::model::BookingStatus;
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::{AnyConnection, Row};

pub use super::queries::Verification;

/// Characters of a token: 32 random bytes (256 bits) in unpadded base64url.
pub const TOKEN_CHARS: usize = 43;

/// A new random token for a link.
pub fn new_token() -> String {
    use base64::Engine;
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// Whether `token` has a token's shape (checked before any lookup, so junk never reaches the database).
pub fn well_formed(token: &str) -> bool {
    token.len() == TOKEN_CHARS && token.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// What is stored of a token.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Records the hash of the token a message is about to carry; the previous link stops working (a
/// retried message carries a new one). False when the booking no longer waits for its check.
pub async fn issue(conn: &mut AnyConnection, code: &str, hash: &str) -> Result<bool, sqlx::Error> {
    let changed =
        sqlx::query("UPDATE bookings SET verify_token_hash = $1 WHERE code = $2 AND verification = 'unverified'")
            .bind(hash)
            .bind(code)
            .execute(&mut *conn)
            .await?
            .rows_affected();
    Ok(changed == 1)
}

/// What a link did.
#[derive(Debug)]
pub enum Checked {
    /// Confirmed now.
    Verified(BookingRow),
    /// Confirmed before (the link was opened twice).
    AlreadyVerified(BookingRow),
    /// Too late: the hold ran out (or the booking was cancelled meanwhile).
    Expired(BookingRow),
    /// No booking has this token.
    Unknown,
}

/// Confirms the booking whose link carries `token`, in the caller's transaction. A booking whose
/// hold ran out but that the expiry task has not reached yet is expired here and now.
pub async fn confirm(conn: &mut AnyConnection, token: &str, now: i64) -> Result<Checked, sqlx::Error> {
    let hash = token_hash(token);
    let found = sqlx::query("SELECT code, verify_until FROM bookings WHERE verify_token_hash = $1")
        .bind(&hash)
        .fetch_optional(&mut *conn)
        .await?;
    let Some(found) = found else { return Ok(Checked::Unknown) };
    let code: String = found.try_get("code")?;
    let until: Option<i64> = found.try_get("verify_until")?;
    let Some(code) = clinic_core::code::ConfirmationCode::parse(&code) else { return Ok(Checked::Unknown) };
    let Some(row) = queries::find_booking(&mut *conn, &code).await? else { return Ok(Checked::Unknown) };
    let open = matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed);
    match row.verification {
        Some(Verification::Verified) => return Ok(Checked::AlreadyVerified(row)),
        // Staff confirmed it (they reached the patient): it never expires, so the link still works.
        Some(Verification::Unverified) if row.status == BookingStatus::Confirmed => {}
        Some(Verification::Unverified) if open && until.is_some_and(|u| u > now) => {}
        Some(Verification::Unverified) if row.status == BookingStatus::Pending => {
            expire_one(conn, code.canonical(), now).await?;
            let row = queries::find_booking(&mut *conn, &code).await?.unwrap_or(row);
            return Ok(Checked::Expired(row));
        }
        _ => return Ok(Checked::Expired(row)),
    }
    let changed = sqlx::query(
        "UPDATE bookings SET verification = 'verified', verified_at = $1, updated_at = $1 \
         WHERE code = $2 AND verification = 'unverified' AND status IN ('pending', 'confirmed')",
    )
    .bind(now)
    .bind(code.canonical())
    .execute(&mut *conn)
    .await?
    .rows_affected();
    let row = queries::find_booking(&mut *conn, &code).await?.unwrap_or(row);
    if changed == 1 {
        return Ok(Checked::Verified(row));
    }
    // Settled between the read and the update (expired or cancelled, or confirmed by another click):
    // answer what the row says now, never "verified" for a booking that is not.
    Ok(match row.verification {
        Some(Verification::Verified) => Checked::AlreadyVerified(row),
        _ => Checked::Expired(row),
    })
}

/// Where a link's booking stands, read without changing anything (the page a link opens).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Peeked {
    /// Still open and inside its hold: the patient may confirm.
    Waiting,
    Verified,
    /// The hold ran out, or the booking was cancelled meanwhile.
    Expired,
}

/// The booking a token points to and where it stands at `now`; `None` for an unknown token.
pub async fn peek(db: &Db, token: &str, now: i64) -> Result<Option<(Peeked, BookingRow)>, sqlx::Error> {
    let found = sqlx::query("SELECT code FROM bookings WHERE verify_token_hash = $1")
        .bind(token_hash(token))
        .fetch_optional(&db.pool)
        .await?;
    let Some(found) = found else { return Ok(None) };
    let code: String = found.try_get("code")?;
    let Some(code) = clinic_core::code::ConfirmationCode::parse(&code) else { return Ok(None) };
    let Some(row) = queries::find_booking(&db.pool, &code).await? else { return Ok(None) };
    let open = matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed);
    let state = match row.verification {
        Some(Verification::Verified) => Peeked::Verified,
        Some(Verification::Unverified) if row.status == BookingStatus::Confirmed => Peeked::Waiting,
        Some(Verification::Unverified) if open && row.verify_until.is_some_and(|u| u > now) => Peeked::Waiting,
        _ => Peeked::Expired,
    };
    Ok(Some((state, row)))
}

/// Cancels one unconfirmed booking whose hold ran out and frees its seat; its history says the clinic
/// (not a person) did it. False when it was settled meanwhile. Only a `pending` booking expires: one
/// staff confirmed (they reached the patient) keeps its seat. The seat freed is the one the UPDATE
/// returns, not the one read before (a reschedule in between would free the wrong slot).
async fn expire_one(conn: &mut AnyConnection, code: &str, now: i64) -> Result<bool, sqlx::Error> {
    let changed = sqlx::query(
        "UPDATE bookings SET status = 'cancelled', verification = 'expired', updated_at = $1 \
         WHERE code = $2 AND verification = 'unverified' AND status = 'pending' \
         RETURNING branch, preferred_date, preferred_time",
    )
    .bind(now)
    .bind(code)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(changed) = changed else { return Ok(false) };
    let branch: String = changed.try_get("branch")?;
    let date: String = changed.try_get("preferred_date")?;
    let time: String = changed.try_get("preferred_time")?;
    seats::free(conn, &branch, &date, &time).await?;
    sqlx::query(
        "INSERT INTO submission_events (id, kind, submission_id, at, actor_id, actor_email, action, from_state, to_state, note, actor_kind) \
         VALUES ($1, 'booking', $2, $3, NULL, '', 'status', 'pending', 'cancelled', NULL, 'system')",
    )
    .bind(crate::storage::ids::new_id("evt"))
    .bind(code)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(true)
}

/// Most bookings one pass expires (the rest wait for the next pass).
const EXPIRE_BATCH: i64 = 500;

/// Whether any unconfirmed booking's hold has run out (a read, before taking the write lock).
pub async fn anything_due(db: &Db, now: i64) -> Result<bool, sqlx::Error> {
    let row = sqlx::query(
        "SELECT 1 AS due FROM bookings WHERE verification = 'unverified' AND verify_until <= $1 \
         AND status = 'pending' LIMIT 1",
    )
    .bind(now)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.is_some())
}

/// Expires the unconfirmed bookings whose hold ran out by `now`; returns how many.
pub async fn expire_due(conn: &mut AnyConnection, now: i64) -> Result<usize, sqlx::Error> {
    let codes: Vec<String> = sqlx::query(
        "SELECT code FROM bookings WHERE verification = 'unverified' AND verify_until <= $1 \
         AND status = 'pending' ORDER BY verify_until LIMIT $2",
    )
    .bind(now)
    .bind(EXPIRE_BATCH)
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .map(|r| r.try_get("code"))
    .collect::<Result<_, _>>()?;
    let mut expired = 0;
    for code in codes {
        if expire_one(conn, &code, now).await? {
            expired += 1;
        }
    }
    Ok(expired)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_carries_256_random_bits_and_only_its_hash_is_kept() {
        let (a, b) = (new_token(), new_token());
        assert_ne!(a, b);
        assert!(well_formed(&a) && well_formed(&b));
        assert_eq!(token_hash(&a).len(), 64);
        assert!(!token_hash(&a).contains(&a));
    }

    #[test]
    fn malformed_tokens_are_told_apart_before_any_lookup() {
        assert!(!well_formed(""));
        assert!(!well_formed("short"));
        assert!(!well_formed(&"a".repeat(44)));
        assert!(!well_formed(&format!("{}!", "a".repeat(42))));
    }

    #[test]
    fn stored_states_read_back() {
        for v in [Verification::Unverified, Verification::Verified, Verification::Expired] {
            assert_eq!(Verification::parse(v.as_str()), Some(v));
        }
        assert_eq!(Verification::parse("maybe"), None);
    }
}
