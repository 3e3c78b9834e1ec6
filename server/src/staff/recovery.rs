//! One-time recovery codes, for a lost phone. Shown once, stored only as SHA-256: each code carries 50
//! random bits and sign-in attempts are throttled, so a slow hash would add nothing.

use rand::Rng;
use sha2::{Digest, Sha256};

/// Codes issued at enrolment.
pub const COUNT: usize = 10;

/// Crockford base32: no I, L, O, U, easy to read aloud and to type.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// New codes as shown to the user, e.g. `K7XP3-M9QT2`.
pub fn generate() -> Vec<String> {
    let mut rng = rand::rngs::OsRng;
    (0..COUNT)
        .map(|_| {
            let chars: String = (0..10).map(|_| ALPHABET[rng.gen_range(0..32)] as char).collect();
            format!("{}-{}", &chars[..5], &chars[5..])
        })
        .collect()
}

/// What is stored for a code, however it was typed (case, dashes, spaces, o/i/l for 0/1/1).
pub fn hash(typed: &str) -> String {
    let canonical: String = typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            other => other,
        })
        .collect();
    hex::encode(Sha256::digest(canonical.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_distinct_and_typed_loosely() {
        let codes = generate();
        assert_eq!(codes.len(), COUNT);
        assert_ne!(codes[0], codes[1]);
        assert_eq!(hash("K7XP3-M9QT0"), hash("k7xp3 m9qto"));
        assert_ne!(hash("K7XP3-M9QT0"), hash("K7XP3-M9QT1"));
    }
}
