//! Confirmation codes: 50 bits from the operating system's CSPRNG, written in Crockford base32
//! (no I, L, O, U, so they read aloud without confusion) as `K7XP-3M9Q-T2`.

use rand::RngCore;

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Characters in a code, dashes not counted (10 × 5 bits = 50 bits).
pub const LEN: usize = 10;

/// A new random code in its canonical stored form (10 characters, no dashes).
pub fn generate() -> String {
    let mut bytes = [0u8; 8];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let mut n = u64::from_le_bytes(bytes);
    (0..LEN)
        .map(|_| {
            let c = ALPHABET[(n & 31) as usize] as char;
            n >>= 5;
            c
        })
        .collect()
}

/// `K7XP3M9QT2` → `K7XP-3M9Q-T2`.
pub fn display(canonical: &str) -> String {
    let mut out = String::with_capacity(LEN + 2);
    for (i, c) in canonical.chars().enumerate() {
        if i == 4 || i == 8 {
            out.push('-');
        }
        out.push(c);
    }
    out
}

/// Reads a code as a person may type it: any case, with or without dashes or spaces, and with the
/// look-alikes Crockford allows (O → 0, I/L → 1). `None` when it cannot be a code.
pub fn parse(input: &str) -> Option<String> {
    let mut out = String::with_capacity(LEN);
    for c in input.chars() {
        let c = match c.to_ascii_uppercase() {
            '-' | ' ' => continue,
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        if !c.is_ascii() || !ALPHABET.contains(&(c as u8)) {
            return None;
        }
        out.push(c);
    }
    (out.len() == LEN).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_look_like_the_design_says() {
        let c = display(&generate());
        assert_eq!(c.len(), 12);
        assert_eq!(&c[4..5], "-");
        assert_eq!(&c[9..10], "-");
    }

    #[test]
    fn typed_codes_are_read_leniently() {
        assert_eq!(parse("k7xp-3m9q-t2").as_deref(), Some("K7XP3M9QT2"));
        assert_eq!(parse("K7XP3M9QT2").as_deref(), Some("K7XP3M9QT2"));
        assert_eq!(parse("K7XP-3M9Q-T"), None);
        assert_eq!(parse("K7XP-3M9Q-TU"), None);
        assert_eq!(parse("K7XP-3M9Q-T２"), None);
    }

    #[test]
    fn a_thousand_codes_do_not_repeat() {
        let set: std::collections::HashSet<String> = (0..1000).map(|_| generate()).collect();
        assert_eq!(set.len(), 1000);
    }
}
