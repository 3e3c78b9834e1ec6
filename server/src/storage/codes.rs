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

/// `n` new random codes from one call to the operating system (one system call for a whole batch of
/// bookings, on the writer's thread, instead of one per booking).
pub fn generate_many(n: usize) -> Vec<ConfirmationCode> {
    let mut bytes = vec![0u8; n * 8];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    bytes
        .chunks_exact(8)
        .map(|b| ConfirmationCode::from_bits(u64::from_le_bytes(b.try_into().unwrap_or_default())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thousand_codes_do_not_repeat() {
        let set: std::collections::HashSet<ConfirmationCode> = (0..1000).map(|_| generate()).collect();
        assert_eq!(set.len(), 1000);
        let many: std::collections::HashSet<ConfirmationCode> = generate_many(1000).into_iter().collect();
        assert_eq!(many.len(), 1000);
        assert!(many.is_disjoint(&set));
    }
}
