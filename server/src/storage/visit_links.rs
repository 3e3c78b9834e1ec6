//! The signed links of a booking's visit pages: the health questions and information sheet
//! (`/forms/intake`, `/forms/visit-info`) and the aftercare page (`/forms/aftercare`). A link is
//! `PURPOSE.CODE.EXPIRES.SIGNATURE`: what it opens, the booking's code, when it stops working (Unix
//! seconds) and an HMAC-SHA256 of the three with a key of its own in `signing_keys`, made once by
//! the first process that needs it. No password: the link is the capability, sent only to the
//! booking's own address or chat. Nothing is stored per link: the page reads the booking as it
//! stands (a sent questionnaire is shown as sent, never sent twice).
//!
//! Expiry: the health questions' link is signed until the visit begins; a genuine link past that time
//! still opens the page while the booking is open and its current visit is ahead (it was moved later
//! since the message), see `routes::intake`. The aftercare link works for [`AFTERCARE_DAYS`] days after
//! the operation.

use super::Db;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The key's name in `signing_keys`.
const KEY_NAME: &str = "visit-links";
/// What the signature covers besides the link's fields, so this key signs nothing else by mistake.
const CONTEXT: &[u8] = b"clinic visit link v1\n";
/// How long after the operation the aftercare link works, in days.
pub const AFTERCARE_DAYS: i64 = 30;

/// What a link opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The health questions and the visit's information sheet.
    Intake,
    /// The aftercare sheet, the check-in answers and the follow-up booking.
    Aftercare,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Intake => "intake",
            Purpose::Aftercare => "aftercare",
        }
    }

    fn parse(s: &str) -> Option<Purpose> {
        [Purpose::Intake, Purpose::Aftercare].into_iter().find(|p| p.as_str() == s)
    }
}

/// A link whose signature holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VisitLink {
    pub purpose: Purpose,
    /// The booking's canonical code.
    pub code: String,
    /// Unix ms after which it opens nothing.
    pub expires: i64,
}

/// Why a link is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not a link this server signed for this purpose (malformed, forged, altered).
    Forged,
    /// Signed, but past its time.
    Expired(VisitLink),
}

/// The server's key for visit links (`signing_keys::key`).
pub async fn key(db: &Db) -> Result<Vec<u8>, sqlx::Error> {
    super::signing_keys::key(db, KEY_NAME).await
}

fn mac(key: &[u8], fields: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).unwrap_or_else(|_| unreachable!("HMAC accepts any key length"));
    mac.update(CONTEXT);
    mac.update(fields.as_bytes());
    mac
}

/// The token of a link for `purpose` on booking `code`, working until `expires` (Unix ms).
pub fn sign(key: &[u8], purpose: Purpose, code: &str, expires: i64) -> String {
    let fields = format!("{}.{code}.{}", purpose.as_str(), expires.div_euclid(1000));
    let sig = URL_SAFE_NO_PAD.encode(mac(key, &fields).finalize().into_bytes());
    format!("{fields}.{sig}")
}

/// The link a token stands for, if this server signed it for `purpose` and it has not expired at `now`.
pub fn check(key: &[u8], purpose: Purpose, token: &str, now: i64) -> Result<VisitLink, Refusal> {
    let token = token.trim();
    let (fields, sig) = token.rsplit_once('.').ok_or(Refusal::Forged)?;
    let sig = URL_SAFE_NO_PAD.decode(sig).map_err(|_| Refusal::Forged)?;
    // Compared in constant time by the hmac crate.
    mac(key, fields).verify_slice(&sig).map_err(|_| Refusal::Forged)?;
    let parts: Vec<&str> = fields.split('.').collect();
    let [signed_for, code, expires] = parts[..] else { return Err(Refusal::Forged) };
    if Purpose::parse(signed_for) != Some(purpose) {
        return Err(Refusal::Forged);
    }
    let expires = expires.parse::<i64>().map_err(|_| Refusal::Forged)?.saturating_mul(1000);
    let link = VisitLink { purpose, code: code.to_string(), expires };
    if now >= expires {
        return Err(Refusal::Expired(link));
    }
    Ok(link)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"0123456789abcdef0123456789abcdef";
    const LATER: i64 = 2_000_000_000_000;
    const NOW: i64 = 1_900_000_000_000;

    #[test]
    fn a_signed_link_checks_for_its_purpose_only() {
        let token = sign(KEY, Purpose::Intake, "K7XP3M9QT2", LATER);
        let link = check(KEY, Purpose::Intake, &token, NOW).expect("valid");
        assert_eq!((link.code.as_str(), link.expires), ("K7XP3M9QT2", LATER));
        assert_eq!(check(KEY, Purpose::Aftercare, &token, NOW), Err(Refusal::Forged));
        assert!(token.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)), "URL-safe: {token}");
    }

    #[test]
    fn an_altered_forged_or_expired_link_is_refused() {
        let token = sign(KEY, Purpose::Aftercare, "K7XP3M9QT2", LATER);
        let other_code = token.replace("K7XP3M9QT2", "K7XP3M9QT3");
        assert_eq!(check(KEY, Purpose::Aftercare, &other_code, NOW), Err(Refusal::Forged));
        let longer = token.replace(&(LATER / 1000).to_string(), &(LATER / 1000 + 1).to_string());
        assert_eq!(check(KEY, Purpose::Aftercare, &longer, NOW), Err(Refusal::Forged));
        assert_eq!(check(b"another key", Purpose::Aftercare, &token, NOW), Err(Refusal::Forged));
        assert_eq!(check(KEY, Purpose::Aftercare, "", NOW), Err(Refusal::Forged));
        assert!(matches!(check(KEY, Purpose::Aftercare, &token, LATER), Err(Refusal::Expired(_))));
    }
}
