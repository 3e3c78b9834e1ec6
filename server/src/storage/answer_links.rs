//! The signed links of a reminder's one-tap answers ("I will come", "Change the time", "Cancel"). A
//! link is `ACTION.CODE.VISIT.EXPIRES.SIGNATURE`: the action, the booking's code, the visit it was
//! sent for (`YYYYMMDDHHmm`, clinic time), when it stops working (Unix seconds: the visit's start) and
//! an HMAC-SHA256 of all four with the server's key, so a link does one thing, for one booking at one
//! visit time, and nothing else. The key lives in the database (`signing_keys`), made once by the first
//! process that needs it, so every instance and every restart signs and checks alike; it never leaves
//! the server. Nothing is stored per link: a link for a time the booking has left is recognised by its
//! visit, a used one by the booking's state.

use super::Db;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The key's name in `signing_keys`.
const KEY_NAME: &str = "reminder-answers";
/// What the signature covers besides the link's fields, so this key signs nothing else by mistake.
const CONTEXT: &[u8] = b"clinic reminder answer v1\n";

/// What a link does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// "I will come": records the patient's confirmation of attendance.
    Attend,
    /// "Change the time": leads to the booking's status page, where it is moved.
    Change,
    /// "Cancel": cancels as the patient's own cancel does.
    Cancel,
}

impl Action {
    pub const ALL: [Action; 3] = [Action::Attend, Action::Change, Action::Cancel];

    pub fn as_str(self) -> &'static str {
        match self {
            Action::Attend => "attend",
            Action::Change => "change",
            Action::Cancel => "cancel",
        }
    }

    fn parse(s: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.as_str() == s)
    }
}

/// A link whose signature holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub action: Action,
    /// The booking's canonical code.
    pub code: String,
    /// The visit it was sent for, `YYYY-MM-DD HH:mm`.
    pub visit: String,
    /// Unix ms after which it does nothing.
    pub expires: i64,
}

/// Why a link is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not a link this server signed (malformed, forged, another action's).
    Forged,
    /// Signed, but its visit has begun.
    Expired(Link),
}

/// The server's key for answer links (`signing_keys::key`).
pub async fn key(db: &Db) -> Result<Vec<u8>, sqlx::Error> {
    super::signing_keys::key(db, KEY_NAME).await
}

fn mac(key: &[u8], fields: &str) -> Hmac<Sha256> {
    // HMAC takes a key of any length.
    let mut mac = Hmac::<Sha256>::new_from_slice(key).unwrap_or_else(|_| unreachable!("HMAC accepts any key length"));
    mac.update(CONTEXT);
    mac.update(fields.as_bytes());
    mac
}

/// The link's token for `action` on booking `code` at `visit` (`YYYY-MM-DD HH:mm`), working until
/// `expires` (Unix ms).
pub fn sign(key: &[u8], action: Action, code: &str, visit: &str, expires: i64) -> String {
    let compact: String = visit.chars().filter(char::is_ascii_digit).collect();
    let fields = format!("{}.{code}.{compact}.{}", action.as_str(), expires.div_euclid(1000));
    let sig = URL_SAFE_NO_PAD.encode(mac(key, &fields).finalize().into_bytes());
    format!("{fields}.{sig}")
}

/// The link a token stands for, if this server signed it and it has not expired at `now`.
pub fn check(key: &[u8], token: &str, now: i64) -> Result<Link, Refusal> {
    let token = token.trim();
    let (fields, sig) = token.rsplit_once('.').ok_or(Refusal::Forged)?;
    let sig = URL_SAFE_NO_PAD.decode(sig).map_err(|_| Refusal::Forged)?;
    // Compared in constant time by the hmac crate.
    mac(key, fields).verify_slice(&sig).map_err(|_| Refusal::Forged)?;
    let parts: Vec<&str> = fields.split('.').collect();
    let [action, code, visit, expires] = parts[..] else { return Err(Refusal::Forged) };
    let action = Action::parse(action).ok_or(Refusal::Forged)?;
    let expires = expires.parse::<i64>().map_err(|_| Refusal::Forged)?.saturating_mul(1000);
    if visit.len() != 12 || !visit.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Refusal::Forged);
    }
    let visit = format!("{}-{}-{} {}:{}", &visit[..4], &visit[4..6], &visit[6..8], &visit[8..10], &visit[10..]);
    let link = Link { action, code: code.to_string(), visit, expires };
    if now >= expires {
        return Err(Refusal::Expired(link));
    }
    Ok(link)
}

/// What "I will come" did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attended {
    /// Recorded now.
    Now,
    /// Recorded before for this visit; nothing changed.
    Already,
    /// The booking is not open at that visit any more (moved, cancelled); nothing changed.
    Gone,
}

/// Records that the patient will come to booking `code`'s visit `visit`, once (a second answer keeps
/// the first time).
pub async fn confirm_attendance(
    conn: &mut sqlx::AnyConnection,
    code: &str,
    visit: &str,
    now: i64,
) -> Result<Attended, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE bookings SET attendance_confirmed_at = $1, attendance_confirmed_for = $2 \
         WHERE code = $3 AND preferred_date || ' ' || preferred_time = $4 AND status IN ('pending', 'confirmed') \
         AND (attendance_confirmed_for IS NULL OR attendance_confirmed_for <> $5)",
    )
    .bind(now)
    .bind(visit)
    .bind(code)
    .bind(visit)
    .bind(visit)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if done > 0 {
        return Ok(Attended::Now);
    }
    let row = sqlx::query(
        "SELECT code FROM bookings WHERE code = $1 AND preferred_date || ' ' || preferred_time = $2 \
         AND status IN ('pending', 'confirmed') AND attendance_confirmed_for = $3",
    )
    .bind(code)
    .bind(visit)
    .bind(visit)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(if row.is_some() { Attended::Already } else { Attended::Gone })
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"0123456789abcdef0123456789abcdef";

    #[test]
    fn a_signed_link_checks_and_says_what_it_is_for() {
        let token = sign(KEY, Action::Cancel, "K7XP3M9QT2", "2026-12-01 10:30", 2_000_000_000_000);
        let link = check(KEY, &token, 1_900_000_000_000).expect("valid");
        assert_eq!(link.action, Action::Cancel);
        assert_eq!((link.code.as_str(), link.visit.as_str()), ("K7XP3M9QT2", "2026-12-01 10:30"));
        assert!(token.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)), "URL-safe: {token}");
    }

    #[test]
    fn another_action_visit_code_key_or_time_is_refused() {
        let token = sign(KEY, Action::Attend, "K7XP3M9QT2", "2026-12-01 10:30", 2_000_000_000_000);
        let now = 1_900_000_000_000;
        for forged in [
            token.replacen("attend", "cancel", 1),
            token.replacen("202612011030", "202612021030", 1),
            token.replacen("K7XP3M9QT2", "K7XP3M9QT3", 1),
            token.replacen("2000000000", "2100000000", 1),
            format!("{token}x"),
            "attend.K7XP3M9QT2".into(),
            String::new(),
        ] {
            assert_eq!(check(KEY, &forged, now), Err(Refusal::Forged), "{forged}");
        }
        assert_eq!(check(b"another key", &token, now), Err(Refusal::Forged));
        assert!(matches!(check(KEY, &token, 2_000_000_000_000), Err(Refusal::Expired(_))));
    }
}
