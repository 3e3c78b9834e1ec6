//! The claims check before publication (issue 27 point 4): the core's one rule
//! ([`clinic_core::claims`]) over a document's text with its language's glossary lists, and the
//! overrides an editor gave with a reason. Approval is refused while a finding has no override.

use clinic_core::claims::{check_claims, ClaimFinding, ClaimRules};
use clinic_core::lang::Locale;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::Path;

/// Each site language's banned claims, read at start from `i18n/<locale>/glossary.json`.
#[derive(Debug, Default)]
pub struct ClaimLists(HashMap<Locale, ClaimRules>);

impl ClaimLists {
    /// Reads every site language's glossary; a missing or broken one is logged and checks nothing,
    /// and `content/check.mjs` (in `make test`) fails on it long before.
    pub fn load(i18n: &Path) -> ClaimLists {
        let mut lists = HashMap::new();
        for locale in Locale::SITE {
            let file = i18n.join(locale.tag()).join("glossary.json");
            match std::fs::read_to_string(&file)
                .map_err(|e| e.to_string())
                .and_then(|t| serde_json::from_str::<ClaimRules>(&t).map_err(|e| e.to_string()))
            {
                Ok(rules) => {
                    lists.insert(locale, rules);
                }
                Err(e) => tracing::warn!(file = %file.display(), error = %e, "no claims check for this language"),
            }
        }
        ClaimLists(lists)
    }

    /// One language's lists, as the editor's live check reads them.
    pub fn rules(&self, locale: Locale) -> Option<&ClaimRules> {
        self.0.get(&locale)
    }

    /// The findings in a document's text: with its language's lists, or every language's for a shared
    /// file (several languages' texts sit in one, the certificates' titles say).
    pub fn check(&self, path: &str, text: &str) -> Vec<ClaimFinding> {
        let lang = path.split_once('/').and_then(|(l, _)| Locale::from_exact_tag(l));
        let mut found: Vec<ClaimFinding> = match lang {
            Some(l) => self.0.get(&l).map(|r| check_claims(text, l, r)).unwrap_or_default(),
            None => {
                Locale::SITE.iter().filter_map(|l| self.0.get(l).map(|r| check_claims(text, *l, r))).flatten().collect()
            }
        };
        found.sort_by_key(|f| (f.start, f.end));
        found.dedup_by(|a, b| a.start == b.start && a.end == b.end && a.phrase == b.phrase);
        found
    }
}

/// A finding the editor keeps on purpose, and why (a quotation, a negation the list cannot tell).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ClaimOverride {
    /// The glossary's phrase the finding names.
    pub phrase: String,
    /// Why it stays: shown to the reviewer, kept in the audit log.
    pub reason: String,
}

/// The longest reason kept.
pub const MAX_REASON: usize = 500;

/// The findings no override covers.
pub fn unresolved<'a>(findings: &'a [ClaimFinding], overrides: &[ClaimOverride]) -> Vec<&'a ClaimFinding> {
    findings.iter().filter(|f| !overrides.iter().any(|o| o.phrase == f.phrase && !o.reason.trim().is_empty())).collect()
}
