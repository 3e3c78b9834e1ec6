//! Confirmation codes (docs/public-api.md): 50 bits written in Crockford base32 (no I, L, O, U, so they read
//! aloud without confusion) as `K7XP-3M9Q-T2`. The bits come from the caller (the server's CSPRNG);
//! this module only reads and writes codes, so the browser and the server accept exactly the same.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Characters in a code, dashes not counted (10 × 5 bits = 50 bits).
pub const CODE_LEN: usize = 10;

/// A confirmation code in its canonical form (10 characters of the alphabet, no dashes).
/// Serialises as its display form, `K7XP-3M9Q-T2`.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(any(test, feature = "ts"), ts(type = "string"))]
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(value_type = String, example = "K7XP-3M9Q-T2"))]
pub struct ConfirmationCode(String);

impl ConfirmationCode {
    /// The code for 50 random bits (higher bits are ignored).
    pub fn from_bits(mut bits: u64) -> ConfirmationCode {
        let code = (0..CODE_LEN)
            .map(|_| {
                let c = ALPHABET[(bits & 31) as usize] as char;
                bits >>= 5;
                c
            })
            .collect();
        ConfirmationCode(code)
    }

    /// Reads a code as a person may type it: any case, with or without dashes or spaces, and with the
    /// look-alikes Crockford allows (O → 0, I/L → 1). `None` when it cannot be a code.
    pub fn parse(input: &str) -> Option<ConfirmationCode> {
        let mut out = String::with_capacity(CODE_LEN);
        for c in input.chars() {
            let c = match c.to_ascii_uppercase() {
                '-' | ' ' => continue,
                'O' => '0',
                'I' | 'L' => '1',
                c => c,
            };
            if !c.is_ascii() || !ALPHABET.contains(&(c as u8)) || out.len() == CODE_LEN {
                return None;
            }
            out.push(c);
        }
        (out.len() == CODE_LEN).then_some(ConfirmationCode(out))
    }

    /// The canonical form, as stored: `K7XP3M9QT2`.
    pub fn canonical(&self) -> &str {
        &self.0
    }

    /// The form people read: `K7XP-3M9Q-T2`.
    pub fn display(&self) -> String {
        let mut out = String::with_capacity(CODE_LEN + 2);
        for (i, c) in self.0.chars().enumerate() {
            if i == 4 || i == 8 {
                out.push('-');
            }
            out.push(c);
        }
        out
    }
}

impl fmt::Display for ConfirmationCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.display())
    }
}

impl Serialize for ConfirmationCode {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.display())
    }
}

impl<'de> Deserialize<'de> for ConfirmationCode {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ConfirmationCode, D::Error> {
        let s = String::deserialize(d)?;
        ConfirmationCode::parse(&s).ok_or_else(|| serde::de::Error::custom("not a confirmation code"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_look_like_the_design_says() {
        let c = ConfirmationCode::from_bits(0x3_FFFF_FFFF_FFFF).display();
        assert_eq!(c.len(), 12);
        assert_eq!(&c[4..5], "-");
        assert_eq!(&c[9..10], "-");
    }

    #[test]
    fn typed_codes_are_read_leniently() {
        let read = |s: &str| ConfirmationCode::parse(s).map(|c| c.canonical().to_string());
        assert_eq!(read("k7xp-3m9q-t2").as_deref(), Some("K7XP3M9QT2"));
        assert_eq!(read("K7XP3M9QT2").as_deref(), Some("K7XP3M9QT2"));
        assert_eq!(read("K7XP-3M9Q-TO").as_deref(), Some("K7XP3M9QT0"));
        assert_eq!(read("K7XP-3M9Q-TI").as_deref(), Some("K7XP3M9QT1"));
        assert_eq!(read("K7XP-3M9Q-T"), None);
        assert_eq!(read("K7XP-3M9Q-TU"), None);
        assert_eq!(read("K7XP-3M9Q-T２"), None);
        assert_eq!(read("K7XP-3M9Q-T22"), None);
    }

    #[test]
    fn a_code_round_trips_through_json_in_its_display_form() {
        let code = ConfirmationCode::parse("K7XP3M9QT2").expect("a code");
        let json = serde_json::to_string(&code).expect("serialises");
        assert_eq!(json, "\"K7XP-3M9Q-T2\"");
        assert_eq!(serde_json::from_str::<ConfirmationCode>(&json).expect("reads back"), code);
    }
}
