//! Claims a page may not make, found in any text with where they are: the medical-advertising rules
//! (Taiwan's Medical Care Act arts. 85–86 and the health ministry's guidance forbid guarantees,
//! "painless", promises of no recurrence, superlatives, testimonials and before-and-after comparisons)
//! and the site's own banned claims, as each language's glossary lists them (`i18n/<locale>/glossary.json`,
//! `advertising` and `claims`; docs/content-format.md). The content check (`content/words.mjs`), the
//! dashboard's editor (WASM) and the server run this one rule on the same lists.
//!
//! A phrase matches as `content/words.mjs` matches it, ignoring case: as a substring when it has Han,
//! kana or Hangul (no spaces between words; Korean endings attach to the word); in Arabic each word
//! with or without its article ال, the first also after the clitics و ف and ب ك ل, the last also
//! with the accusative ending ًا; elsewhere as whole words. Hand-written: the `regex` crate would add
//! about 92 KB (gzipped) to the WASM for a handful of literal phrases.

mod script;

use crate::lang::Locale;
use script::{fold, is_arabic, is_han_kana_hangul, is_letter_or_mark, is_space, is_word_char};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

crate::model::choices!(/// Which rule a finding breaks: a medical-advertising rule (a glossary's `advertising[].rule`), or
    /// `claim`, one of the glossary's own `claims` (what the site's FAQ, facts or cases contradict).
    ClaimRule { Claim = "claim", Guarantee = "guarantee", Painless = "painless", NoRecurrence = "no-recurrence",
                Superlative = "superlative", Testimonial = "testimonial", BeforeAfter = "before-after" });

impl ClaimRule {
    /// The medical-advertising rules, the names a glossary's `advertising` list may use.
    pub fn advertising() -> impl Iterator<Item = ClaimRule> {
        ClaimRule::ALL.iter().copied().filter(|r| *r != ClaimRule::Claim)
    }
}

/// A banned phrase: plain text, trimmed, never empty. Not a regular expression (`/…/`, which the
/// glossary allows elsewhere): the core matches literal phrases only.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(any(test, feature = "ts"), ts(type = "string"))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(value_type = String))]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phrase(String);

impl Phrase {
    /// The phrase, trimmed; `None` when it is empty or a regular expression.
    pub fn parse(text: &str) -> Option<Phrase> {
        let t = text.trim_matches(is_space);
        let line_breaks = ['\n', '\r', '\u{2028}', '\u{2029}'];
        let regex = t.chars().count() > 2 && t.starts_with('/') && t.ends_with('/') && !t.contains(line_breaks);
        (!t.is_empty() && !regex).then(|| Phrase(t.to_string()))
    }

    /// The phrase as the glossary writes it.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Serialize for Phrase {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Phrase {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Phrase, D::Error> {
        let s = String::deserialize(d)?;
        Phrase::parse(&s).ok_or_else(|| serde::de::Error::custom("a banned phrase must be plain, non-empty text"))
    }
}

/// One of the glossary's own banned claims.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    /// Why the site never says it.
    pub why: String,
    /// The phrases that say it.
    pub never: Vec<Phrase>,
    /// The only Fluent messages it governs; such a claim is about those messages, so a free text is
    /// not checked against it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keys: Option<Vec<String>>,
    /// Files it does not govern (staff screens); a text being edited is patient content.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub except: Vec<String>,
}

/// The phrases one medical-advertising rule forbids in one language.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Advertising {
    /// The rule (never `claim`).
    pub rule: ClaimRule,
    /// Why, citing the Act or the site's FAQ.
    pub why: String,
    /// The phrases an editor would type for it.
    pub never: Vec<Phrase>,
}

impl<'de> Deserialize<'de> for Advertising {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Advertising, D::Error> {
        #[derive(Deserialize)]
        struct Raw {
            rule: ClaimRule,
            why: String,
            never: Vec<Phrase>,
        }
        let raw = Raw::deserialize(d)?;
        if raw.rule == ClaimRule::Claim {
            return Err(serde::de::Error::custom("`claim` is not a medical-advertising rule"));
        }
        Ok(Advertising { rule: raw.rule, why: raw.why, never: raw.never })
    }
}

/// One language's banned claims: its glossary's `claims` and `advertising` lists (read from the whole
/// glossary JSON; its other keys are ignored).
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimRules {
    /// The site's own banned claims.
    pub claims: Vec<Claim>,
    /// The medical-advertising rules' phrases.
    pub advertising: Vec<Advertising>,
}

/// A banned phrase found in a text.
#[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
#[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimFinding {
    /// The rule it breaks.
    pub rule: ClaimRule,
    /// The glossary's phrase (the text itself may differ in case, article or clitics).
    pub phrase: String,
    /// Why the site never says it.
    pub why: String,
    /// Where the match starts in the text, in UTF-16 code units (a JavaScript string index).
    pub start: u32,
    /// Where it ends (exclusive), in UTF-16 code units.
    pub end: u32,
}

/// Every banned phrase in `text`, first by where it starts (the longer first where two start together).
/// Claims limited to some Fluent messages (`keys`) are not checked: a free text is none of them.
pub fn check_claims(text: &str, locale: Locale, rules: &ClaimRules) -> Vec<ClaimFinding> {
    let text = Text::new(text);
    let claims = rules
        .claims
        .iter()
        .filter(|c| c.keys.is_none())
        .flat_map(|c| c.never.iter().map(move |p| (ClaimRule::Claim, p, &c.why)));
    let advertising = rules.advertising.iter().flat_map(|a| a.never.iter().map(move |p| (a.rule, p, &a.why)));
    let mut found: Vec<ClaimFinding> = claims
        .chain(advertising)
        .flat_map(|(rule, phrase, why)| {
            let plan = Plan::new(phrase.as_str(), locale);
            let text = &text;
            text.matches(plan).into_iter().map(move |(from, to)| ClaimFinding {
                rule,
                phrase: phrase.as_str().to_string(),
                why: why.clone(),
                start: text.utf16[from],
                end: text.utf16[to],
            })
        })
        .collect();
    found.sort_by_key(|f| (f.start, std::cmp::Reverse(f.end)));
    found
}

/// How one phrase is looked for (words.mjs's `neverMatcher`).
enum Plan {
    /// Han, kana or Hangul: anywhere.
    Substring(Vec<char>),
    /// Arabic: its words, each without its article.
    Arabic(Vec<Vec<char>>),
    /// Anything else: whole words.
    Words(Vec<char>),
}

impl Plan {
    fn new(phrase: &str, locale: Locale) -> Plan {
        if phrase.chars().any(is_han_kana_hangul) {
            Plan::Substring(phrase.chars().map(fold).collect())
        } else if locale == Locale::Ar || phrase.chars().any(is_arabic) {
            let words =
                phrase.split(is_space).filter(|w| !w.is_empty()).map(|w| w.chars().map(fold).collect::<Vec<_>>());
            Plan::Arabic(words.map(|w| w.strip_prefix(&ARTICLE[..]).unwrap_or(&w).to_vec()).collect())
        } else {
            Plan::Words(phrase.chars().map(fold).collect())
        }
    }
}

/// The Arabic article.
const ARTICLE: [char; 2] = ['ا', 'ل'];

/// A text folded for matching (folding keeps a character's class: a letter stays a letter), with each
/// character's UTF-16 offset (one more for the end).
struct Text {
    chars: Vec<char>,
    utf16: Vec<u32>,
}

impl Text {
    fn new(text: &str) -> Text {
        let chars: Vec<char> = text.chars().map(fold).collect();
        let mut utf16 = Vec::with_capacity(chars.len() + 1);
        let mut at = 0u32;
        utf16.push(at);
        for c in text.chars() {
            at += c.len_utf16() as u32;
            utf16.push(at);
        }
        Text { chars, utf16 }
    }

    /// `[from, to)` of every match, in characters, left to right and not overlapping.
    fn matches(&self, plan: Plan) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut at = 0;
        while at < self.chars.len() {
            let end = match &plan {
                Plan::Substring(p) => self.literal(at, p),
                Plan::Words(p) => {
                    let before = at == 0 || !is_word_char(self.chars[at - 1]);
                    self.literal(at, p).filter(|&e| before && self.chars.get(e).is_none_or(|&c| !is_word_char(c)))
                }
                Plan::Arabic(words) => {
                    let before = at == 0 || !is_letter_or_mark(self.chars[at - 1]);
                    if before {
                        self.arabic(at, words)
                    } else {
                        None
                    }
                }
            };
            match end {
                Some(e) if e > at => {
                    out.push((at, e));
                    at = e;
                }
                _ => at += 1,
            }
        }
        out
    }

    /// The end of `lit` when the text has it at `at`.
    fn literal(&self, at: usize, lit: &[char]) -> Option<usize> {
        self.chars.get(at..at + lit.len()).filter(|s| *s == lit).map(|_| at + lit.len())
    }

    /// Arabic: the first word after optional clitics و/ف, then ب/ك/ل, then ال or ل, tried in the
    /// order a regular expression tries them (longest first), so the match spans what words.mjs's does.
    fn arabic(&self, at: usize, words: &[Vec<char>]) -> Option<usize> {
        let first = words.first()?;
        let optional = |pos: usize, set: &[char]| -> Vec<usize> {
            match self.chars.get(pos) {
                Some(c) if set.contains(c) => vec![pos + 1, pos],
                _ => vec![pos],
            }
        };
        for p1 in optional(at, &['و', 'ف']) {
            for p2 in optional(p1, &['ب', 'ك', 'ل']) {
                let mut p3 = Vec::with_capacity(3);
                p3.extend(self.literal(p2, &ARTICLE));
                p3.extend(self.literal(p2, &['ل']));
                p3.push(p2);
                for p in p3 {
                    if let Some(end) = self.literal(p, first).and_then(|e| self.arabic_rest(e, &words[1..])) {
                        return Some(end);
                    }
                }
            }
        }
        None
    }

    /// The words after the first: spaces, an optional article, the word; then the optional ending
    /// (diacritics and alif) and the end of the word.
    fn arabic_rest(&self, at: usize, words: &[Vec<char>]) -> Option<usize> {
        let Some((word, rest)) = words.split_first() else {
            let marks = self.chars[at..].iter().take_while(|c| ('\u{064B}'..='\u{0652}').contains(*c)).count();
            let ending = (self.chars.get(at + marks) == Some(&'ا')).then_some(at + marks + 1);
            let ends_word = |e: usize| self.chars.get(e).is_none_or(|&c| !is_letter_or_mark(c));
            return ending.filter(|&e| ends_word(e)).or_else(|| ends_word(at).then_some(at));
        };
        let spaces = self.chars[at..].iter().take_while(|c| is_space(**c)).count();
        for s in (1..=spaces).rev() {
            let p = at + s;
            let starts = self.literal(p, &ARTICLE).into_iter().chain(std::iter::once(p));
            for q in starts {
                if let Some(end) = self.literal(q, word).and_then(|e| self.arabic_rest(e, rest)) {
                    return Some(end);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(json: &str) -> ClaimRules {
        serde_json::from_str(json).expect("rules")
    }

    /// `(rule, phrase, the text found)` for each finding.
    fn found(text: &str, locale: Locale, r: &ClaimRules) -> Vec<(&'static str, String, String)> {
        let units: Vec<u16> = text.encode_utf16().collect();
        check_claims(text, locale, r)
            .into_iter()
            .map(|f| {
                let hit = String::from_utf16_lossy(&units[f.start as usize..f.end as usize]);
                (f.rule.as_str(), f.phrase, hit)
            })
            .collect()
    }

    fn advertising(rule: &str, never: &[&str]) -> ClaimRules {
        rules(
            &serde_json::json!({"claims": [], "advertising": [{"rule": rule, "why": "w", "never": never}]}).to_string(),
        )
    }

    #[test]
    fn an_english_phrase_is_found_in_any_case_as_whole_words_only() {
        let r = advertising("painless", &["painless procedure", "No. 1"]);
        let hits = found("A PAINLESS Procedure, from the No. 1 clinic.", Locale::En, &r);
        assert_eq!(
            hits,
            [
                ("painless", "painless procedure".into(), "PAINLESS Procedure".into()),
                ("painless", "No. 1".into(), "No. 1".into())
            ]
        );
        assert!(found("painless procedures; No. 10; unpainless procedure", Locale::En, &r).is_empty());
    }

    #[test]
    fn chinese_japanese_and_korean_phrases_are_found_inside_words() {
        let zh = advertising("painless", &["無痛手術"]);
        assert_eq!(found("本院的無痛手術很快", Locale::ZhTw, &zh).len(), 1);
        let ko = advertising("painless", &["무통"]);
        assert_eq!(found("무통으로 제거해요", Locale::Ko, &ko).len(), 1);
    }

    #[test]
    fn an_arabic_phrase_is_found_with_or_without_its_article_and_after_clitics() {
        let r = advertising("superlative", &["أفضل العيادات"]);
        for text in ["أفضل العيادات", "أفضل عيادات", "وبأفضل العيادات هنا", "الأفضل العيادات"]
        {
            assert_eq!(found(text, Locale::Ar, &r).len(), 1, "{text}");
        }
        assert!(found("أفضلية العيادات", Locale::Ar, &r).is_empty());
        assert!(found("هأفضل العيادات", Locale::Ar, &r).is_empty());
    }

    #[test]
    fn an_arabic_phrase_takes_the_accusative_ending_and_spans_its_clitics() {
        let r = advertising("painless", &["بلا ألم"]);
        let hits = found("جراحة وبلا ألمًا تمامًا", Locale::Ar, &r);
        assert_eq!(hits, [("painless", "بلا ألم".into(), "وبلا ألمًا".into())]);
        assert!(found("بلا ألمٍ", Locale::Ar, &r).is_empty(), "a mark without alif continues the word");
    }

    #[test]
    fn offsets_count_utf16_units_as_the_editor_does() {
        let r = advertising("superlative", &["best clinic"]);
        let text = "😀 é best clinic";
        let f = &check_claims(text, Locale::En, &r)[0];
        assert_eq!((f.start, f.end), (5, 16));
        let units: Vec<u16> = text.encode_utf16().collect();
        assert_eq!(String::from_utf16_lossy(&units[5..16]), "best clinic");
    }

    #[test]
    fn every_occurrence_is_found_in_text_order() {
        let r = rules(
            r#"{"claims": [{"why": "c", "never": ["router"]}],
                "advertising": [{"rule": "guarantee", "why": "g", "never": ["guaranteed results"]},
                                {"rule": "no-recurrence", "why": "n", "never": ["no recurrence"]}]}"#,
        );
        let hits: Vec<_> = check_claims("No recurrence, guaranteed results; router; no recurrence", Locale::En, &r)
            .into_iter()
            .map(|f| (f.rule, f.start))
            .collect();
        assert_eq!(
            hits,
            [
                (ClaimRule::NoRecurrence, 0),
                (ClaimRule::Guarantee, 15),
                (ClaimRule::Claim, 35),
                (ClaimRule::NoRecurrence, 43)
            ]
        );
    }

    #[test]
    fn a_claim_limited_to_some_messages_is_not_checked_in_free_text() {
        let r = rules(
            r#"{"claims": [{"why": "c", "never": ["retention"], "keys": ["dash-purged-name"]}], "advertising": []}"#,
        );
        assert!(check_claims("the retention period", Locale::En, &r).is_empty());
    }

    #[test]
    fn rules_that_are_not_a_glossarys_are_refused() {
        let bad = [
            r#"{"claims": [], "advertising": [{"rule": "claim", "why": "w", "never": ["x"]}]}"#,
            r#"{"claims": [], "advertising": [{"rule": "cheap", "why": "w", "never": ["x"]}]}"#,
            r#"{"claims": [{"why": "w", "never": ["/pain(less)?/"]}], "advertising": []}"#,
            r#"{"claims": [{"why": "w", "never": ["  "]}], "advertising": []}"#,
            r#"{"claims": []}"#,
        ];
        for json in bad {
            assert!(serde_json::from_str::<ClaimRules>(json).is_err(), "{json}");
        }
    }

    #[test]
    fn a_whole_glossary_reads_as_rules() {
        let g = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../i18n/en/glossary.json"))
            .expect("glossary");
        let r: ClaimRules = serde_json::from_str(&g).expect("the glossary's lists");
        let rules: Vec<ClaimRule> = r.advertising.iter().map(|a| a.rule).collect();
        assert_eq!(rules, ClaimRule::advertising().collect::<Vec<_>>());
        assert!(!check_claims("Our painless procedure", Locale::En, &r).is_empty());
    }
}
