//! One-time codes of authenticator apps: TOTP (RFC 6238) with HMAC-SHA-1, 6 digits, 30-second
//! steps, accepting the step before and after for clock drift.
//!
//! Written here on `hmac` + `sha1` rather than with `totp-rs`: the algorithm is a dozen lines, and
//! we need replay protection by time step (see `users::accept_step`), which wants the step number
//! that matched — something the crate's check-a-code API does not give back.

use hmac::{Hmac, Mac};
use rand::RngCore;
use sha1::Sha1;

/// Seconds per code.
pub const STEP_SECONDS: i64 = 30;
/// Digits per code.
pub const DIGITS: u32 = 6;
/// Secret length: 160 bits, the size RFC 4226 recommends for HMAC-SHA-1.
pub const SECRET_BYTES: usize = 20;

/// A new random secret.
pub fn new_secret() -> Vec<u8> {
    let mut s = vec![0u8; SECRET_BYTES];
    rand::rngs::OsRng.fill_bytes(&mut s);
    s
}

/// The time step of a Unix time in milliseconds.
pub fn step_at(now_ms: i64) -> i64 {
    now_ms.div_euclid(1000 * STEP_SECONDS)
}

/// The code for one time step (RFC 4226's HOTP with the step as counter).
pub fn code_at(secret: &[u8], step: i64) -> u32 {
    let Ok(mut mac) = Hmac::<Sha1>::new_from_slice(secret) else { return u32::MAX };
    mac.update(&step.to_be_bytes());
    let digest = mac.finalize().into_bytes();
    let offset = (digest[digest.len() - 1] & 0x0f) as usize;
    let binary =
        u32::from_be_bytes([digest[offset] & 0x7f, digest[offset + 1], digest[offset + 2], digest[offset + 3]]);
    binary % 10u32.pow(DIGITS)
}

/// The code for a step as the app shows it, zero-padded.
pub fn format_code(code: u32) -> String {
    format!("{code:0width$}", width = DIGITS as usize)
}

/// The time step whose code is `typed` (spaces ignored), within one step of now.
pub fn matching_step(secret: &[u8], typed: &str, now_ms: i64) -> Option<i64> {
    let digits: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() != DIGITS as usize || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let now = step_at(now_ms);
    (now - 1..=now + 1).find(|&step| super::sessions::tokens_equal(&format_code(code_at(secret, step)), &digits))
}

/// RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand.
pub fn base32(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut out = String::with_capacity(bytes.len().div_ceil(5) * 8);
    for chunk in bytes.chunks(5) {
        let mut buf = [0u8; 5];
        buf[..chunk.len()].copy_from_slice(chunk);
        let bits = u64::from_be_bytes([0, 0, 0, buf[0], buf[1], buf[2], buf[3], buf[4]]);
        let chars = (chunk.len() * 8).div_ceil(5);
        for i in 0..chars {
            out.push(ALPHABET[((bits >> (35 - i * 5)) & 31) as usize] as char);
        }
    }
    out
}

/// The `otpauth://` URI an authenticator app reads from the QR code.
pub fn otpauth_uri(issuer: &str, account: &str, secret: &[u8]) -> String {
    use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};
    let issuer_enc = utf8_percent_encode(issuer, NON_ALPHANUMERIC).to_string();
    let account_enc = utf8_percent_encode(account, NON_ALPHANUMERIC).to_string();
    format!(
        "otpauth://totp/{issuer_enc}:{account_enc}?secret={}&issuer={issuer_enc}&algorithm=SHA1&digits={DIGITS}&period={STEP_SECONDS}",
        base32(secret)
    )
}

/// The QR code of `text` as an SVG document (no image crate needed).
pub fn qr_svg(text: &str) -> Result<String, String> {
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M).map_err(|e| e.to_string())?;
    Ok(code
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(200, 200)
        .dark_color(qrcode::render::svg::Color("#000000"))
        .light_color(qrcode::render::svg::Color("#ffffff"))
        .build())
}

#[cfg(test)]
mod tests {
    use super::*;

    // RFC 6238 appendix B, SHA-1 rows (8-digit codes; ours are their last 6 digits).
    const SECRET: &[u8] = b"12345678901234567890";

    #[test]
    fn rfc_6238_test_vectors() {
        for (t, eight) in [
            (59, 94287082u32),
            (1111111109, 7081804),
            (1111111111, 14050471),
            (1234567890, 89005924),
            (2000000000, 69279037),
        ] {
            assert_eq!(code_at(SECRET, step_at(t * 1000)), eight % 1_000_000, "t = {t}");
        }
    }

    #[test]
    fn accepts_one_step_of_drift_and_no_more() {
        let now = 1_111_111_111_000;
        let step = step_at(now);
        for drift in [-1, 0, 1] {
            let code = format_code(code_at(SECRET, step + drift));
            assert_eq!(matching_step(SECRET, &code, now), Some(step + drift));
        }
        let far = format_code(code_at(SECRET, step + 2));
        assert_eq!(matching_step(SECRET, &far, now), None);
        assert_eq!(matching_step(SECRET, "12345", now), None);
        assert_eq!(matching_step(SECRET, "abcdef", now), None);
    }

    #[test]
    fn base32_matches_rfc_4648() {
        assert_eq!(base32(b"foobar"), "MZXW6YTBOI");
        assert_eq!(base32(b"fooba"), "MZXW6YTB");
        assert_eq!(base32(b""), "");
    }

    #[test]
    fn the_uri_and_qr_code_carry_the_secret() {
        let uri = otpauth_uri("Clinic", "a@clinic.example", b"fooba");
        assert!(uri.starts_with("otpauth://totp/Clinic:a%40clinic%2Eexample?secret=MZXW6YTB&issuer=Clinic"));
        let svg = qr_svg(&uri).unwrap();
        assert!(svg.contains("<svg"));
    }
}
