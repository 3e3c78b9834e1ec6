//! Search: normalisation per the product's validation rules, Jaro-Winkler similarity with the spec's 0.7 threshold, and a
//! ranked index over documents in any of the site's scripts.
//!
//! Words are runs of letters, digits and combining marks; Han and kana text, which has no spaces, is
//! indexed as overlapping character pairs (bigrams), so 脂肪瘤 matches 脂肪 and 肪瘤. Korean writes
//! compounds as one word (국소마취, local anaesthesia), so a Hangul word is also indexed by its inner
//! suffixes: 마취 finds 국소마취, and as a prefix of 소마취 so does 소마. Each query word
//! matches exactly, as a prefix (search as you type), or fuzzily: candidates share a letter pair with
//! the query word, and only those are compared with Jaro-Winkler, which keeps a query over 10,000
//! titles well under a millisecond. Each language's search profile (`i18n/<locale>/search.json`:
//! synonyms and abbreviations such as MIS, LA, 局麻, 국소마취) lets a query phrase also match
//! documents that use an equivalent phrase instead.

use crate::lang::Locale;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

mod profiles {
    include!(concat!(env!("OUT_DIR"), "/search_profiles.rs"));
}

/// The phrase groups of a language's search profile (empty for languages without one).
pub fn synonym_groups(locale: Locale) -> &'static [&'static [&'static str]] {
    profiles::SEARCH_PROFILES.iter().find(|(tag, _)| *tag == locale.tag()).map_or(&[], |(_, groups)| *groups)
}

/// Two words are "similar" above this Jaro-Winkler score (the product's validation rules).
pub const FUZZY_THRESHOLD: f64 = 0.7;

/// Lowercases, folds Latin accents, collapses white space and trims; for zh-TW also strips Chinese
/// punctuation, for ar normalises alef wasla and alef/hamza variants, ya/ta marbuta, and removes
/// diacritics and tatweel.
pub fn normalize(text: &str, locale: Locale) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pending_space = false;
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_whitespace() {
            pending_space = !out.is_empty();
            continue;
        }
        let c = match locale {
            Locale::ZhTw if is_chinese_punctuation(c) => continue,
            Locale::Ar => match fold_arabic(c) {
                Some(f) => f,
                None => continue,
            },
            _ => c,
        };
        if pending_space {
            out.push(' ');
            pending_space = false;
        }
        out.push(fold_latin(c));
    }
    out
}

fn is_chinese_punctuation(c: char) -> bool {
    matches!(c as u32, 0x3000..=0x303F | 0xFF01..=0xFF0F | 0xFF1A..=0xFF20 | 0xFF3B..=0xFF40 | 0xFF5B..=0xFF65 | 0xFE10..=0xFE1F | 0xFE30..=0xFE4F)
        || matches!(c, '…' | '—' | '–' | '·' | '‧' | '“' | '”' | '‘' | '’')
}

/// Arabic folding; `None` drops the character (diacritics, tatweel).
fn fold_arabic(c: char) -> Option<char> {
    match c {
        '\u{064B}'..='\u{065F}' | '\u{0670}' | '\u{0640}' | '\u{06D6}'..='\u{06ED}' => None,
        'ٱ' | 'أ' | 'إ' | 'آ' | 'ٲ' | 'ٳ' => Some('ا'),
        'ى' | 'ئ' => Some('ي'),
        'ؤ' => Some('و'),
        'ة' => Some('ه'),
        _ => Some(c),
    }
}

fn fold_latin(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' => 'a',
        'ç' | 'ć' | 'č' => 'c',
        'è' | 'é' | 'ê' | 'ë' | 'ē' => 'e',
        'ì' | 'í' | 'î' | 'ï' | 'ī' => 'i',
        'ñ' | 'ń' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' => 'o',
        'ù' | 'ú' | 'û' | 'ü' | 'ū' => 'u',
        'ý' | 'ÿ' => 'y',
        _ => c,
    }
}

/// Jaro-Winkler similarity of two strings, by characters (0.0 to 1.0).
pub fn similarity(a: &str, b: &str) -> f64 {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    jaro_winkler(&a, &b)
}

/// Whether two strings are similar in the spec's sense (above 0.7).
pub fn is_similar(a: &str, b: &str) -> bool {
    similarity(a, b) > FUZZY_THRESHOLD
}

fn jaro_winkler(a: &[char], b: &[char]) -> f64 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    let window = (a.len().max(b.len()) / 2).saturating_sub(1);
    let mut b_used = [false; 64];
    let mut b_used_vec;
    let b_used: &mut [bool] = if b.len() <= 64 {
        &mut b_used[..b.len()]
    } else {
        b_used_vec = vec![false; b.len()];
        &mut b_used_vec
    };
    let mut matches = 0usize;
    let mut a_matched = Vec::with_capacity(a.len().min(64));
    for (i, ca) in a.iter().enumerate() {
        let lo = i.saturating_sub(window);
        let hi = (i + window + 1).min(b.len());
        for j in lo..hi {
            if !b_used[j] && b[j] == *ca {
                b_used[j] = true;
                a_matched.push(*ca);
                matches += 1;
                break;
            }
        }
    }
    if matches == 0 {
        return 0.0;
    }
    let b_matched = b.iter().zip(b_used.iter()).filter(|(_, u)| **u).map(|(c, _)| *c);
    let transpositions = a_matched.iter().zip(b_matched).filter(|(x, y)| **x != *y).count() / 2;
    let m = matches as f64;
    let jaro = (m / a.len() as f64 + m / b.len() as f64 + (m - transpositions as f64) / m) / 3.0;
    let prefix = a.iter().zip(b).take(4).take_while(|(x, y)| x == y).count() as f64;
    jaro + prefix * 0.1 * (1.0 - jaro)
}

fn is_cjk_unspaced(c: char) -> bool {
    matches!(c as u32, 0x3040..=0x30FF | 0x31F0..=0x31FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x20000..=0x2FFFF)
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric()
        || matches!(c as u32, 0x0300..=0x036F | 0x0610..=0x061A | 0x064B..=0x065F | 0x0900..=0x0963 | 0x0966..=0x097F | 0x200C | 0x200D)
}

/// Splits normalised text into index terms: words, and bigrams for Han/kana runs (a lone character
/// stays a unigram).
pub fn tokenize(normalized: &str) -> Vec<String> {
    let mut terms = Vec::new();
    let mut word = String::new();
    let mut cjk: Vec<char> = Vec::new();
    let flush_cjk = |cjk: &mut Vec<char>, terms: &mut Vec<String>| {
        match cjk.len() {
            0 => {}
            1 => terms.push(cjk[0].to_string()),
            _ => terms.extend(cjk.windows(2).map(|w| w.iter().collect::<String>())),
        }
        cjk.clear();
    };
    for c in normalized.chars() {
        if is_cjk_unspaced(c) {
            if !word.is_empty() {
                terms.push(std::mem::take(&mut word));
            }
            cjk.push(c);
        } else if is_word_char(c) {
            flush_cjk(&mut cjk, &mut terms);
            word.push(c);
        } else {
            flush_cjk(&mut cjk, &mut terms);
            if !word.is_empty() {
                terms.push(std::mem::take(&mut word));
            }
        }
    }
    flush_cjk(&mut cjk, &mut terms);
    if !word.is_empty() {
        terms.push(word);
    }
    terms
}

/// A document to index.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Document {
    pub id: String,
    pub title: String,
    pub excerpt: String,
    pub category: String,
    pub tags: Vec<String>,
}

/// One search result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    pub id: String,
    pub title: String,
    pub excerpt: String,
    pub category: String,
    /// Relevance from 0 to 1, rounded to three decimals.
    pub score: f64,
}

const W_TITLE: f32 = 3.0;
const W_TAG: f32 = 2.0;
const W_EXCERPT: f32 = 1.0;
const PREFIX_FACTOR: f32 = 0.8;
const FUZZY_FACTOR: f32 = 0.6;
const MAX_FUZZY_TERMS: usize = 8;
/// A query word found inside a Korean compound ranks like a prefix match, below the whole word.
const INNER_FACTOR: f32 = PREFIX_FACTOR;
/// A document that has a synonym of the query's phrase ranks just below one with the phrase itself.
const SYNONYM_FACTOR: f32 = 0.9;

/// A phrase as index terms, and the groups of the profile it belongs to.
struct Phrase {
    terms: Vec<String>,
    groups: Vec<usize>,
}

fn is_hangul_syllable(c: char) -> bool {
    matches!(c as u32, 0xAC00..=0xD7A3)
}

/// The inner suffixes (two syllables or more) of a Hangul word of three syllables or more.
fn hangul_suffixes(term: &str) -> impl Iterator<Item = &str> {
    let hangul = term.chars().count() >= 3 && term.chars().all(is_hangul_syllable);
    let starts: Vec<usize> = if hangul { term.char_indices().map(|(i, _)| i).skip(1).collect() } else { Vec::new() };
    let last_two = starts.len().saturating_sub(1);
    starts.into_iter().take(last_two).map(move |i| &term[i..])
}

/// An inverted index over documents of one locale.
pub struct SearchIndex {
    locale: Locale,
    docs: Vec<Document>,
    /// Sorted unique terms.
    terms: Vec<String>,
    term_chars: Vec<Vec<char>>,
    /// Per term: (document, best field weight).
    postings: Vec<Vec<(u32, f32)>>,
    /// Letter pair → terms that contain it (for fuzzy candidates).
    pairs: HashMap<(char, char), Vec<u32>>,
    /// The locale's synonym phrases as index terms.
    phrases: Vec<Phrase>,
}

impl SearchIndex {
    /// Builds the index; text is normalised with the locale's rules.
    pub fn build(locale: Locale, docs: Vec<Document>) -> SearchIndex {
        let mut weighted: HashMap<String, HashMap<u32, f32>> = HashMap::new();
        for (d, doc) in docs.iter().enumerate() {
            let fields = [(doc.title.as_str(), W_TITLE), (doc.excerpt.as_str(), W_EXCERPT)];
            let tags = doc.tags.iter().map(|t| (t.as_str(), W_TAG));
            for (text, w) in fields.into_iter().chain(tags) {
                for term in tokenize(&normalize(text, locale)) {
                    for inner in hangul_suffixes(&term) {
                        let best = weighted.entry(inner.to_string()).or_default().entry(d as u32).or_insert(0.0);
                        *best = best.max(w * INNER_FACTOR);
                    }
                    let best = weighted.entry(term).or_default().entry(d as u32).or_insert(0.0);
                    *best = best.max(w);
                }
            }
        }
        let mut terms: Vec<String> = weighted.keys().cloned().collect();
        terms.sort();
        let postings: Vec<Vec<(u32, f32)>> = terms
            .iter()
            .map(|t| {
                let mut p: Vec<(u32, f32)> = weighted[t].iter().map(|(d, w)| (*d, *w)).collect();
                p.sort_by_key(|(d, _)| *d);
                p
            })
            .collect();
        let term_chars: Vec<Vec<char>> = terms.iter().map(|t| t.chars().collect()).collect();
        let mut pairs: HashMap<(char, char), Vec<u32>> = HashMap::new();
        for (i, chars) in term_chars.iter().enumerate() {
            if chars.len() >= 3 {
                let mut seen: Vec<(char, char)> = chars.windows(2).map(|w| (w[0], w[1])).collect();
                seen.sort();
                seen.dedup();
                for p in seen {
                    pairs.entry(p).or_default().push(i as u32);
                }
            }
        }
        SearchIndex { locale, docs, terms, term_chars, postings, pairs, phrases: phrases(locale) }
    }

    /// Number of documents.
    pub fn len(&self) -> usize {
        self.docs.len()
    }

    /// Whether the index has no documents.
    pub fn is_empty(&self) -> bool {
        self.docs.is_empty()
    }

    /// Ranked documents for a query, optionally within a category (`all` or empty means every one).
    /// Documents matching more query words rank first; then by weight (title over tags over excerpt,
    /// exact over prefix over fuzzy).
    pub fn search(&self, query: &str, category: Option<&str>, limit: usize) -> Vec<SearchHit> {
        let query_terms = tokenize(&normalize(query, self.locale));
        let category = category.filter(|c| !c.is_empty() && *c != "all");
        if query_terms.is_empty() {
            return self
                .docs
                .iter()
                .filter(|d| category.is_none_or(|c| d.category == c))
                .take(limit)
                .map(|d| hit(d, 1.0))
                .collect();
        }
        let mut scores: HashMap<u32, (u32, f32)> = HashMap::new();
        let mut counts = vec![0u16; self.terms.len()];
        let mut per_term: Vec<HashMap<u32, f32>> =
            query_terms.iter().map(|q| self.term_scores(q, &mut counts)).collect();
        self.credit_synonyms(&query_terms, &mut per_term, &mut counts);
        for best in per_term {
            for (d, s) in best {
                let e = scores.entry(d).or_insert((0, 0.0));
                e.0 += 1;
                e.1 += s;
            }
        }
        let max = query_terms.len() as f32 * W_TITLE;
        let mut ranked: Vec<(u32, u32, f32)> = scores
            .into_iter()
            .filter(|(d, _)| category.is_none_or(|c| self.docs[*d as usize].category == c))
            .map(|(d, (n, s))| (d, n, s))
            .collect();
        ranked.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)).then(a.0.cmp(&b.0)));
        ranked
            .into_iter()
            .take(limit)
            .map(|(d, n, s)| {
                let coverage = n as f32 / query_terms.len() as f32;
                hit(&self.docs[d as usize], (s / max * coverage).min(1.0) as f64)
            })
            .collect()
    }

    /// Documents with a query term (exactly, as a prefix or fuzzily), each with its best weight.
    fn term_scores(&self, q: &str, counts: &mut [u16]) -> HashMap<u32, f32> {
        let mut best: HashMap<u32, f32> = HashMap::new();
        for (term, factor) in self.expand(q, counts) {
            for (d, w) in &self.postings[term] {
                let s = best.entry(*d).or_insert(0.0);
                *s = s.max(w * factor);
            }
        }
        best
    }

    /// Where the query contains a phrase of the profile, a document with an equivalent phrase (all
    /// of its terms) counts for each query term of that phrase, at [`SYNONYM_FACTOR`]. Only adds:
    /// a query ranks documents with its own words as it would without a profile.
    fn credit_synonyms(&self, query: &[String], per_term: &mut [HashMap<u32, f32>], counts: &mut [u16]) {
        for phrase in &self.phrases {
            let n = phrase.terms.len();
            if n == 0 || n > query.len() {
                continue;
            }
            for start in 0..=query.len() - n {
                if query[start..start + n] != phrase.terms[..] {
                    continue;
                }
                let mut credit: HashMap<u32, f32> = HashMap::new();
                for other in self.phrases.iter().filter(|p| p.terms != phrase.terms) {
                    if !other.groups.iter().any(|g| phrase.groups.contains(g)) {
                        continue;
                    }
                    for (d, s) in self.phrase_scores(&other.terms, counts) {
                        let c = credit.entry(d).or_insert(0.0);
                        *c = c.max(s * SYNONYM_FACTOR);
                    }
                }
                for best in &mut per_term[start..start + n] {
                    for (d, s) in &credit {
                        let b = best.entry(*d).or_insert(0.0);
                        *b = b.max(*s);
                    }
                }
            }
        }
    }

    /// Documents that have every term of a phrase, with the mean of the terms' weights.
    fn phrase_scores(&self, terms: &[String], counts: &mut [u16]) -> HashMap<u32, f32> {
        let mut all: Option<HashMap<u32, f32>> = None;
        for t in terms {
            let found = self.term_scores(t, counts);
            all = Some(match all {
                None => found,
                Some(so_far) => so_far.into_iter().filter_map(|(d, s)| found.get(&d).map(|f| (d, s + f))).collect(),
            });
        }
        let n = terms.len().max(1) as f32;
        all.unwrap_or_default().into_iter().map(|(d, s)| (d, s / n)).collect()
    }

    /// Index terms a query term stands for, each with its factor: the exact term, terms it is a
    /// prefix of, and (when neither exists) the closest terms by Jaro-Winkler above the threshold.
    fn expand(&self, q: &str, counts: &mut [u16]) -> Vec<(usize, f32)> {
        let mut out = Vec::new();
        let start = self.terms.partition_point(|t| t.as_str() < q);
        for (i, t) in self.terms[start..].iter().enumerate() {
            if !t.starts_with(q) {
                break;
            }
            out.push((start + i, if t == q { 1.0 } else { PREFIX_FACTOR }));
        }
        let qc: Vec<char> = q.chars().collect();
        if !out.is_empty() || qc.len() < 3 {
            return out;
        }
        counts.iter_mut().for_each(|c| *c = 0);
        let mut touched = Vec::new();
        let mut qpairs: Vec<(char, char)> = qc.windows(2).map(|w| (w[0], w[1])).collect();
        qpairs.sort();
        qpairs.dedup();
        for p in &qpairs {
            if let Some(list) = self.pairs.get(p) {
                for &t in list {
                    if counts[t as usize] == 0 {
                        touched.push(t);
                    }
                    counts[t as usize] += 1;
                }
            }
        }
        let need = (qpairs.len() as u16).div_ceil(3).max(1);
        let mut fuzzy: Vec<(usize, f64)> = touched
            .into_iter()
            .filter(|t| counts[*t as usize] >= need)
            .filter(|t| self.term_chars[*t as usize].len().abs_diff(qc.len()) <= 3)
            .map(|t| (t as usize, jaro_winkler(&qc, &self.term_chars[t as usize])))
            .filter(|(_, s)| *s > FUZZY_THRESHOLD)
            .collect();
        fuzzy.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        out.extend(fuzzy.into_iter().take(MAX_FUZZY_TERMS).map(|(t, s)| (t, FUZZY_FACTOR * s as f32)));
        out
    }
}

/// The locale's profile as phrases of index terms: each distinct phrase once, with every group it is in.
fn phrases(locale: Locale) -> Vec<Phrase> {
    let mut out: Vec<Phrase> = Vec::new();
    for (g, group) in synonym_groups(locale).iter().enumerate() {
        for text in group.iter() {
            let terms = tokenize(&normalize(text, locale));
            match out.iter_mut().find(|p| p.terms == terms) {
                Some(p) => p.groups.push(g),
                None => out.push(Phrase { terms, groups: vec![g] }),
            }
        }
    }
    out
}

fn hit(d: &Document, score: f64) -> SearchHit {
    SearchHit {
        id: d.id.clone(),
        title: d.title.clone(),
        excerpt: d.excerpt.clone(),
        category: d.category.clone(),
        score: (score * 1000.0).round() / 1000.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(id: &str, title: &str, category: &str) -> Document {
        Document { id: id.into(), title: title.into(), category: category.into(), ..Default::default() }
    }

    #[test]
    fn normalisation_follows_the_spec() {
        assert_eq!(normalize("  Lipoma   REMOVAL ", Locale::En), "lipoma removal");
        assert_eq!(normalize("脂肪瘤，怎麼辦？", Locale::ZhTw), "脂肪瘤怎麼辦");
        assert_eq!(normalize("ٱلْأَوْرَام", Locale::Ar), "الاورام");
        assert_eq!(normalize("كـــيس", Locale::Ar), "كيس");
        assert_eq!(normalize("Cirugía mínima", Locale::Es), "cirugia minima");
    }

    #[test]
    fn jaro_winkler_matches_reference_values() {
        assert!((similarity("martha", "marhta") - 0.961).abs() < 0.001);
        assert!((similarity("dixon", "dicksonx") - 0.813).abs() < 0.001);
        assert_eq!(similarity("", ""), 1.0);
        assert!(is_similar("lipoma", "lipomma"));
        assert!(!is_similar("lipoma", "cyst"));
    }

    #[test]
    fn a_korean_compound_is_found_by_its_parts() {
        assert_eq!(hangul_suffixes("국소마취").collect::<Vec<_>>(), ["소마취", "마취"]);
        assert_eq!(hangul_suffixes("마취").count(), 0);
        assert_eq!(hangul_suffixes("abc").count(), 0);
        let index = SearchIndex::build(
            Locale::Ko,
            vec![
                doc("compound", "국소마취로 하는 수술", "surgery"),
                doc("word", "마취 안내", "surgery"),
                doc("other", "지방종", "lipoma"),
            ],
        );
        let ids: Vec<String> = index.search("마취", None, 10).into_iter().map(|h| h.id).collect();
        assert_eq!(ids, ["word", "compound"], "the whole word first, then the compound");
        assert_eq!(index.search("소마", None, 10).first().map(|h| h.id.as_str()), Some("compound"));
    }

    #[test]
    fn chinese_is_indexed_as_bigrams() {
        assert_eq!(tokenize("脂肪瘤 mri"), ["脂肪", "肪瘤", "mri"]);
    }

    #[test]
    fn typo_prefix_and_cjk_queries_find_the_document() {
        let idx = SearchIndex::build(
            Locale::En,
            vec![doc("a", "Lipoma removal explained", "x"), doc("b", "Sebaceous cyst care", "y")],
        );
        assert_eq!(idx.search("lipomma", None, 5)[0].id, "a");
        assert_eq!(idx.search("seba", None, 5)[0].id, "b");
        assert!(idx.search("cyst", Some("x"), 5).is_empty());
        let zh = SearchIndex::build(Locale::ZhTw, vec![doc("a", "什麼是脂肪瘤？", "x"), doc("b", "粉瘤的照護", "y")]);
        assert_eq!(zh.search("脂肪", None, 5)[0].id, "a");
    }
}
