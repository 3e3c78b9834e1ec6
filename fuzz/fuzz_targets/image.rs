//! A patient's photo through the server's decode and re-encode: the server's own source files
//! (`server/src/uploads/decode.rs` and `reencode.rs`, which need only the `image` crates and the
//! core), the path every uploaded photo takes before it is stored. Properties: no panic and no
//! allocation beyond libFuzzer's memory limit; a refusal is one of docs/public-api.md's codes; a photo that
//! passes is at most MAX_SIDE on each side, and its stored bytes decode again to the same size, so
//! staff can always open what was kept.
#![no_main]
#![allow(dead_code)]

#[path = "../../server/src/uploads/decode.rs"]
mod decode;
#[path = "../../server/src/uploads/reencode.rs"]
mod reencode;

use clinic_core::validate::CODES;
use decode::MAX_SIDE;
use libfuzzer_sys::fuzz_target;
use reencode::reencode;

fuzz_target!(|data: &[u8]| {
    match reencode(data) {
        Err(code) => assert!(CODES.contains(&code), "unknown code {code}"),
        Ok(clean) => {
            assert!(clean.width <= MAX_SIDE && clean.height <= MAX_SIDE, "{}×{} kept", clean.width, clean.height);
            let again = reencode(&clean.bytes).expect("the stored photo decodes again");
            assert_eq!((again.width, again.height), (clean.width, clean.height), "the stored photo changed size");
        }
    }
});
