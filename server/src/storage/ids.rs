//! Server-generated identifiers and timestamps.

use rand::RngCore;

/// A random id with a readable prefix, e.g. `inq_3f9c…` (128 bits from the OS CSPRNG).
pub fn new_id(prefix: &str) -> String {
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    format!("{prefix}_{}", hex::encode(bytes))
}

/// Unix milliseconds as RFC 3339 UTC, e.g. `2026-11-21T09:00:00.000Z`.
pub fn rfc3339(ms: i64) -> String {
    let date = clinic_core::date::Date::clinic_today(ms - clinic_core::date::CLINIC_UTC_OFFSET_MS);
    let in_day = ms.rem_euclid(86_400_000);
    let (h, m, s, milli) = (in_day / 3_600_000, in_day / 60_000 % 60, in_day / 1000 % 60, in_day % 1000);
    format!("{date}T{h:02}:{m:02}:{s:02}.{milli:03}Z")
}

#[cfg(test)]
mod tests {
    #[test]
    fn rfc3339_is_utc() {
        assert_eq!(super::rfc3339(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(super::rfc3339(1_795_222_800_000), "2026-11-21T01:00:00.000Z");
    }
}
