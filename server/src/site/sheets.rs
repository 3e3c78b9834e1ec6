//! The procedure information sheets and aftercare sheets (`content/<lang>/sheets/<kind>.md` and
//! `content/<lang>/aftercare/<kind>.md`, docs/content-format.md), compiled into the binary so that the
//! text a patient acknowledges is the text this build shows. Each sheet is parsed once, on first use:
//! its front matter (`version`, `title`), its body with the facts filled in (`{surgery_minutes_min}`,
//! as every content page), that body's SHA-256 (stored with an acknowledgement), and the body as HTML
//! with any raw HTML in the source shown as text.
//!
//! `content/check.mjs` checks the sheets themselves: every kind in every language, one version per
//! sheet across the languages, the claims and glossary rules.

use clinic_core::facts;
use clinic_core::intake::VisitKind;
use clinic_core::lang::Locale;
use pulldown_cmark::{CowStr, Event, Options, Parser, Tag};
use sha2::{Digest, Sha256};
use std::sync::OnceLock;

/// Which of a visit kind's two sheets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Which {
    /// What happens, the risks and how to prepare: read and acknowledged before the visit.
    Info,
    /// Wound care and warning signs: sent when the visit is completed.
    Aftercare,
}

impl Which {
    /// Both sheets.
    pub const ALL: [Which; 2] = [Which::Info, Which::Aftercare];

    /// The folder under `content/<lang>/`.
    pub fn folder(self) -> &'static str {
        match self {
            Which::Info => "sheets",
            Which::Aftercare => "aftercare",
        }
    }
}

/// One sheet in one language, ready to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    pub kind: VisitKind,
    /// The language of the text (English when the asked language has no sheets, such as `de`).
    pub lang: Locale,
    pub which: Which,
    /// The front matter's `version`: the same in every language of one sheet.
    pub version: String,
    pub title: String,
    /// The body as HTML; raw HTML written in the source is escaped, unsafe link targets dropped.
    pub html: String,
    /// Hex SHA-256 of the Markdown body as shown: after the front matter, the facts filled in.
    pub hash: String,
}

/// The sheet of a visit kind in a language; a language without sheets gets English, then zh-TW.
pub fn sheet(which: Which, kind: VisitKind, lang: Locale) -> &'static Sheet {
    &all()[which_index(which)][kind_index(kind)][lang_index(lang)]
}

const WHICH: [Which; 2] = Which::ALL;
const KINDS: [VisitKind; 5] =
    [VisitKind::Consultation, VisitKind::Lipoma, VisitKind::Cyst, VisitKind::SkinTumor, VisitKind::Mole];
const LANGS: [Locale; 7] = Locale::SITE;

// The matches are exhaustive on purpose: a new visit kind or site language does not compile until its
// sheets are listed here and in `SOURCES`.
fn which_index(which: Which) -> usize {
    match which {
        Which::Info => 0,
        Which::Aftercare => 1,
    }
}

fn kind_index(kind: VisitKind) -> usize {
    match kind {
        VisitKind::Consultation => 0,
        VisitKind::Lipoma => 1,
        VisitKind::Cyst => 2,
        VisitKind::SkinTumor => 3,
        VisitKind::Mole => 4,
    }
}

fn lang_index(lang: Locale) -> usize {
    match lang {
        Locale::ZhTw => 0,
        Locale::En | Locale::De | Locale::Fr => 1,
        Locale::Ja => 2,
        Locale::Ko => 3,
        Locale::Es => 4,
        Locale::Ar => 5,
        Locale::Hi => 6,
    }
}

/// `(folder, language tag, kind, file)` for every language × kind × sheet.
macro_rules! sources {
    ($($lang:literal)+ ; $kinds:tt) => { [$(sources!(@lang $lang $kinds)),+].concat() };
    (@lang $lang:literal [$($kind:literal)+]) => {
        [$(
            ("sheets", $lang, $kind, include_str!(concat!("../../../content/", $lang, "/sheets/", $kind, ".md"))),
            ("aftercare", $lang, $kind, include_str!(concat!("../../../content/", $lang, "/aftercare/", $kind, ".md"))),
        )+]
    };
}

type Source = (&'static str, &'static str, &'static str, &'static str);

fn sources() -> Vec<Source> {
    sources!("zh-TW" "en" "ja" "ko" "es" "ar" "hi" ; ["consultation" "lipoma" "cyst" "skin_tumor" "mole"])
}

type Table = [[[Sheet; 7]; 5]; 2];

fn all() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let sources = sources();
        let find = |which: Which, kind: VisitKind, lang: Locale| {
            sources
                .iter()
                .find(|(folder, tag, k, _)| *folder == which.folder() && *tag == lang.tag() && *k == kind.as_str())
                .map(|(.., text)| (lang, *text))
        };
        std::array::from_fn(|w| {
            std::array::from_fn(|k| {
                std::array::from_fn(|l| {
                    let (which, kind, lang) = (WHICH[w], KINDS[k], LANGS[l]);
                    // Every file is compiled in, so the fallbacks only guard an entry left out of `sources!`.
                    let (lang, text) = find(which, kind, lang)
                        .or_else(|| find(which, kind, Locale::En))
                        .or_else(|| find(which, kind, Locale::ZhTw))
                        .unwrap_or((lang, ""));
                    parse(which, kind, lang, text)
                })
            })
        })
    })
}

fn parse(which: Which, kind: VisitKind, lang: Locale, text: &str) -> Sheet {
    let (front, body) = split_front_matter(text);
    let field = |key: &str| {
        front
            .lines()
            .filter_map(|line| line.split_once(':'))
            .find(|(k, _)| k.trim() == key)
            .map(|(_, v)| v.trim().to_string())
            .unwrap_or_default()
    };
    let shown = facts::fill(lang, body);
    Sheet {
        kind,
        lang,
        which,
        version: field("version"),
        title: facts::fill(lang, &field("title")),
        html: render(&shown),
        hash: hex::encode(Sha256::digest(shown.as_bytes())),
    }
}

/// The front matter's lines and the body after it; no front matter leaves the whole text as body.
fn split_front_matter(text: &str) -> (&str, &str) {
    text.strip_prefix("---\n")
        .and_then(|rest| {
            let end = rest.find("\n---\n")?;
            Some((&rest[..end], &rest[end + "\n---\n".len()..]))
        })
        .unwrap_or(("", text))
}

/// Markdown to HTML. The renderer passes raw HTML through, so it becomes text here; a link or image
/// may only point at the web, a phone number, an e-mail address or this site.
fn render(markdown: &str) -> String {
    let events = Parser::new_ext(markdown, Options::empty()).map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        Event::Start(Tag::Link { link_type, dest_url, title, id }) => {
            Event::Start(Tag::Link { link_type, dest_url: safe_url(dest_url), title, id })
        }
        Event::Start(Tag::Image { link_type, dest_url, title, id }) => {
            Event::Start(Tag::Image { link_type, dest_url: safe_url(dest_url), title, id })
        }
        other => other,
    });
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, events);
    html
}

fn safe_url(url: CowStr<'_>) -> CowStr<'_> {
    let lower = url.trim_start().to_ascii_lowercase();
    let allowed = ["https://", "http://", "mailto:", "tel:", "/", "#"].iter().any(|p| lower.starts_with(p))
        || !lower.contains(':');
    if allowed {
        url
    } else {
        CowStr::Borrowed("#")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_sheet() -> impl Iterator<Item = (Which, VisitKind, Locale)> {
        Which::ALL.into_iter().flat_map(|which| {
            VisitKind::ALL.iter().flat_map(move |&kind| Locale::SITE.into_iter().map(move |lang| (which, kind, lang)))
        })
    }

    #[test]
    fn every_kind_has_both_sheets_in_every_site_language() {
        assert_eq!(VisitKind::ALL, KINDS.as_slice(), "KINDS lists the core's visit kinds in order");
        for (which, kind, lang) in every_sheet() {
            let sheet = sheet(which, kind, lang);
            assert_eq!((sheet.which, sheet.kind, sheet.lang), (which, kind, lang), "{which:?} {kind:?} {lang:?}");
            assert!(!sheet.title.is_empty() && !sheet.title.contains('{'), "{which:?} {kind:?} {lang:?} title");
            assert!(sheet.html.contains("<h2>"), "{which:?} {kind:?} {lang:?} has its sections");
        }
    }

    #[test]
    fn a_language_without_sheets_gets_english() {
        let de = sheet(Which::Info, VisitKind::Mole, Locale::De);
        assert_eq!(de.lang, Locale::En);
        assert_eq!(de, sheet(Which::Info, VisitKind::Mole, Locale::En));
    }

    #[test]
    fn versions_parse_and_agree_across_languages() {
        for which in Which::ALL {
            for &kind in VisitKind::ALL {
                let versions: Vec<u32> = Locale::SITE
                    .iter()
                    .map(|&lang| sheet(which, kind, lang).version.parse().expect("version is a whole number"))
                    .collect();
                assert!(versions.iter().all(|&v| v >= 1 && v == versions[0]), "{which:?} {kind:?}: {versions:?}");
            }
        }
    }

    #[test]
    fn hash_is_the_hex_sha256_of_the_body_as_shown() {
        let sheet = sheet(Which::Info, VisitKind::Lipoma, Locale::En);
        assert_eq!(sheet.hash.len(), 64);
        assert!(sheet.hash.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
        let source = include_str!("../../../content/en/sheets/lipoma.md");
        let (_, body) = split_front_matter(source);
        let shown = facts::fill(Locale::En, body);
        assert!(
            !shown.contains("{surgery_minutes_min}") && body.contains("{surgery_minutes_min}"),
            "facts are filled in"
        );
        assert_eq!(sheet.hash, hex::encode(Sha256::digest(shown.as_bytes())));
        assert_eq!(parse(Which::Info, VisitKind::Lipoma, Locale::En, source).hash, sheet.hash, "stable");
    }

    #[test]
    fn every_text_has_its_own_hash() {
        let mut hashes: Vec<&str> = every_sheet().map(|(w, k, l)| sheet(w, k, l).hash.as_str()).collect();
        let count = hashes.len();
        hashes.sort_unstable();
        hashes.dedup();
        assert_eq!(hashes.len(), count);
    }

    #[test]
    fn the_aftercare_sheets_name_the_emergency_number() {
        for &kind in VisitKind::ALL {
            for lang in Locale::SITE {
                assert!(sheet(Which::Aftercare, kind, lang).html.contains("119"), "{kind:?} {lang:?}");
            }
        }
    }

    #[test]
    fn no_sheet_carries_raw_html() {
        for (which, kind, lang) in every_sheet() {
            assert!(
                !sheet(which, kind, lang).html.to_ascii_lowercase().contains("<script"),
                "{which:?} {kind:?} {lang:?}"
            );
        }
    }

    #[test]
    fn raw_html_and_script_links_in_the_source_are_shown_as_text() {
        let html = render(
            "## Title\n\n<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> and \
             [a link](javascript:alert(1)) and [the FAQ](/en/faq).\n",
        );
        assert!(!html.contains("<script") && !html.contains("<img"), "{html}");
        assert!(html.contains("&lt;script&gt;"), "{html}");
        assert!(!html.contains("javascript:"), "{html}");
        assert!(html.contains(r#"<a href="/en/faq">"#), "{html}");
    }

    #[test]
    fn front_matter_is_read_and_kept_out_of_the_body() {
        let sheet =
            parse(Which::Info, VisitKind::Cyst, Locale::En, "---\nversion: 3\ntitle: A title\n---\nBody **bold**.\n");
        assert_eq!((sheet.version.as_str(), sheet.title.as_str()), ("3", "A title"));
        assert_eq!(sheet.html, "<p>Body <strong>bold</strong>.</p>\n");
        assert_eq!(sheet.hash, hex::encode(Sha256::digest(b"Body **bold**.\n")));
    }
}
