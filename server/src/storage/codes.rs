//! New confirmation codes: 50 bits from the operating system's CSPRNG (docs/public-api.md). How a code is
//! read and written is `clinic_core::code`, shared with the browser.

use clinic_core::code::ConfirmationCode;
use rand::RngCore;

/// A new random code.
pub fn generate() -> ConfirmationCode {
    let mut bytes = [0u8; 8];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    ConfirmationCode::from_bits(u64::from_le_bytes(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thousand_codes_do_not_repeat() {
        let set: std::collections::HashSet<ConfirmationCode> = (0..1000).map(|_| generate()).collect();
        assert_eq!(set.len(), 1000);
    }
}
