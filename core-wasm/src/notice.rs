//! The privacy notice's version and the sample content still in the site, both compiled in from
//! `content/` (`content/notice.json`, and every `"placeholder": true` entry of the shared files).
//! Every submission stores [`NOTICE_VERSION`]; the pages show the same constant, so the version a
//! patient read and the version on record cannot differ. [`PLACEHOLDERS`] lets the server list the
//! invented addresses, phones and videos at start and refuse to serve them in production.

mod generated {
    include!(concat!(env!("OUT_DIR"), "/notice.rs"));
}

/// The version of the privacy notice and terms (`YYYY-MM-DD`, the date the text took effect).
pub const NOTICE_VERSION: &str = generated::NOTICE_VERSION;

/// Content entries that are still samples (`file: path`), e.g. `clinics.json: branches[taipei]`.
pub const PLACEHOLDERS: &[&str] = generated::PLACEHOLDERS;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notice_version_is_a_date() {
        assert_eq!(NOTICE_VERSION.len(), 10);
        assert!(NOTICE_VERSION.starts_with("20"));
    }

    #[test]
    fn placeholders_are_named_by_file_and_entry() {
        assert!(PLACEHOLDERS.iter().all(|p| p.contains(".json: ")), "{PLACEHOLDERS:?}");
    }
}
