//! Passwords: argon2id with the crate's defaults (19 MiB, 2 passes: OWASP's recommendation), stored as
//! PHC strings so the parameters travel with each hash.

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::SaltString;
use argon2::{Argon2, PasswordHash, PasswordHasher, PasswordVerifier};
use rand::Rng;

/// The shortest password accepted: the core's, which the dashboard's form reads too.
pub const MIN_LENGTH: usize = clinic_core::validate::PASSWORD_MIN_CHARS;

/// Whether a password is long enough (the core's rule: counted in characters, so any script works).
pub fn acceptable(password: &str) -> bool {
    clinic_core::validate::password_long_enough(password)
}

/// The PHC string of a new hash.
pub fn hash(password: &str) -> Result<String, String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(|e| e.to_string())
}

/// Whether `password` matches the stored hash (false for a malformed hash).
pub fn verify(password: &str, stored: &str) -> bool {
    match PasswordHash::new(stored) {
        Ok(parsed) => Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

/// Spends the time of one verification, so an unknown e-mail answers no faster than a known one.
pub fn verify_nothing(password: &str) {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let dummy = DUMMY.get_or_init(|| hash("not a password of anyone").unwrap_or_default());
    let _ = verify(password, dummy);
}

/// A random password for a new or reset account: 20 letters and digits without look-alikes (~115 bits).
pub fn temporary() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rngs::OsRng;
    (0..20).map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_only_its_password() {
        let h = hash("correct horse battery").unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(verify("correct horse battery", &h));
        assert!(!verify("correct horse batterz", &h));
        assert!(!verify("correct horse battery", "not a hash"));
    }

    #[test]
    fn temporary_passwords_are_long_enough() {
        let p = temporary();
        assert!(acceptable(&p));
        assert_ne!(p, temporary());
    }
}
