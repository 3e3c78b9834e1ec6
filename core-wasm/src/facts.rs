//! The site's facts: every number and promise a page states (languages, certificates, reply time,
//! healing time, stay length …), written once in `content/facts.json` and compiled in here, so that
//! two pages cannot disagree. Fluent messages get every fact as an argument (`{ $reply_hours }`, see
//! [`crate::i18n`]); content files name them in braces (`{reply_hours}`) and [`fill`] puts in the
//! value, formatted by the locale's number convention ([`crate::format::format_number`]).

use crate::format::format_number;
use crate::lang::Locale;

mod generated {
    include!(concat!(env!("OUT_DIR"), "/facts.rs"));
}

/// Every fact: (name, value).
pub const FACTS: &[(&str, f64)] = generated::FACTS;

/// The year the clinic was founded, a name rather than a quantity (never grouped: "2008").
pub const FOUNDING_YEAR: u32 = generated::FOUNDING_YEAR;

/// Name of the founding-year argument, given to every message and content file as text.
pub const FOUNDING_YEAR_NAME: &str = "founding_year";

/// A fact's value by name.
pub fn value(name: &str) -> Option<f64> {
    FACTS.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

/// Replaces each `{name}` of a known fact in `text` with its value in the locale's number format.
/// Braces around anything else are left as they are.
pub fn fill(locale: Locale, text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let name = after.find('}').map(|close| &after[..close]);
        let replacement = match name {
            Some(n) if n == FOUNDING_YEAR_NAME => Some(FOUNDING_YEAR.to_string()),
            Some(n) => value(n).map(|v| format_number(locale, v)),
            None => None,
        };
        match (name, replacement) {
            (Some(n), Some(r)) => {
                out.push_str(&r);
                rest = &after[n.len() + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_facts_file_is_compiled_in() {
        assert_eq!(value("site_languages"), Some(7.0));
        assert_eq!(value("reply_hours"), Some(24.0));
        assert_eq!(FOUNDING_YEAR, 2008);
        assert_eq!(value("no_such_fact"), None);
    }

    #[test]
    fn content_gets_facts_in_the_locale_number_format() {
        assert_eq!(fill(Locale::En, "We reply within {reply_hours} hours."), "We reply within 24 hours.");
        assert_eq!(fill(Locale::En, "{cases}+ cases since {founding_year}"), "10,000+ cases since 2008");
        assert_eq!(
            fill(Locale::Es, "{cases} casos, incisión de {incision_cm_min} cm"),
            "10.000 casos, incisión de 0,5 cm"
        );
    }

    #[test]
    fn other_braces_are_left_alone() {
        assert_eq!(fill(Locale::En, "{unknown} and { spaced } and {"), "{unknown} and { spaced } and {");
    }
}
