//! Sample content at start (issue 14): the repository ships invented addresses, phone numbers, chat
//! ids and videos, marked `"placeholder": true` in `content/` and compiled into the core's list. The
//! pages say "sample content" while any remain; the server lists them at start and, in production
//! (`CLINIC_ENV=production`), refuses to start until they are replaced, so a patient never calls an
//! invented number.

/// Sample content still in the site, which production does not serve.
#[derive(Debug, thiserror::Error)]
#[error(
    "CLINIC_ENV=production, but {} content entries are still sample content (\"placeholder\": true): {}. \
     Replace them with the clinic's real details in content/ (docs/content-format.md), remove their \
     \"placeholder\" flags, and rebuild",
    .0.len(),
    .0.join("; ")
)]
pub struct SampleContentLeft(pub Vec<String>);

/// Logs the sample content left; in production, any left is an error.
pub fn check(production: bool, placeholders: &[&str]) -> Result<(), SampleContentLeft> {
    if placeholders.is_empty() {
        return Ok(());
    }
    if production {
        return Err(SampleContentLeft(placeholders.iter().map(|p| p.to_string()).collect()));
    }
    tracing::warn!(
        count = placeholders.len(),
        "the site still shows sample content (pages say so); replace it before production: {}",
        placeholders.join("; ")
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn production_refuses_sample_content_and_names_it() {
        let err = check(true, &["clinics.json: branches[taipei]"]).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("clinics.json: branches[taipei]") && text.contains("CLINIC_ENV=production"), "{text}");
    }

    #[test]
    fn development_only_lists_it_and_no_sample_content_is_fine_anywhere() {
        assert!(check(false, &["videos.json: [intro]"]).is_ok());
        assert!(check(true, &[]).is_ok());
    }
}
