//! The inbox's search over bookings on SQLite, kept in memory beside the database instead of in it.
//!
//! Until migration 0020 an FTS5 trigram index fed by a trigger inside each booking's transaction did
//! this; it was about half of what a booking cost SQLite's single writer (docs/performance.md, "The
//! writer's indexes"). This index holds the same text per booking (name, e-mail as stored, phone
//! digits, code, one per line, lower-cased) and finds any substring of 3 characters or more through
//! the same trigrams, so staff get the same results, but a booking's transaction no longer writes it.
//!
//! - It is built from the table when the server starts ([`TextIndex::build`]), so it holds every
//!   booking across restarts, whatever wrote them.
//! - The server feeds it after each commit that adds a booking or empties one (erasure, retention),
//!   before it answers: a booking is found as soon as its 201 is sent, an erased one no longer.
//! - What it finds is only a list of codes: the inbox's query still reads the rows, so a booking
//!   emptied by another process (`clinic erase` beside the server) is never shown by its old name
//!   (the query also skips emptied rows, see `list::push_search`).
//!
//! PostgreSQL keeps its `pg_trgm` index (several instances write there; none has the whole picture
//! in memory), and inquiries and assessments keep their FTS5 indexes on SQLite: they are few, and
//! none is on the bookings' hot path.

use sqlx::{AnyConnection, Row};
use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};

/// The shortest text a trigram can find.
pub const MIN_CHARS: usize = 3;

/// The bookings' search text, in memory. Empty and unused until [`TextIndex::build`] runs (the
/// command line never builds it; PostgreSQL never needs it).
#[derive(Default)]
pub struct TextIndex {
    state: RwLock<Option<Docs>>,
}

/// One booking's text as indexed.
struct Doc {
    code: String,
    text: String,
    /// False once the booking was emptied or its text replaced by a newer [`Doc`]: its trigrams stay
    /// listed (removing them would cost a walk of every list), and a match skips it.
    live: bool,
}

#[derive(Default)]
struct Docs {
    docs: Vec<Doc>,
    by_code: HashMap<String, u32>,
    /// Each trigram (three characters packed in a u64) and the documents holding it, in ascending order.
    postings: HashMap<u64, Vec<u32>, GramHashing>,
}

/// A hash of a packed trigram: a multiplication (Fibonacci hashing) of the key mixed with a secret
/// drawn per process, so names cannot be made up in advance to pile into one bucket. The default
/// SipHash was most of what adding a booking cost here.
#[derive(Clone)]
struct GramHashing(u64);

impl Default for GramHashing {
    fn default() -> Self {
        GramHashing(std::collections::hash_map::RandomState::new().hash_one(0x7472_6967_7261_6d73_u64))
    }
}

impl BuildHasher for GramHashing {
    type Hasher = GramHasher;
    fn build_hasher(&self) -> GramHasher {
        GramHasher(self.0)
    }
}

struct GramHasher(u64);

impl Hasher for GramHasher {
    fn finish(&self) -> u64 {
        let h = self.0;
        h ^ (h >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(*b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0 ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// The text searched for one booking: as migration 0009's index held it.
pub fn booking_text(name: &str, email_normalized: &str, phone_digits: &str, code: &str) -> String {
    format!("{name}\n{email_normalized}\n{phone_digits}\n{code}").to_lowercase()
}

/// The distinct trigrams of a text, each packed as three 21-bit code points.
fn trigrams(text: &str) -> Vec<u64> {
    let chars: Vec<char> = text.chars().collect();
    let mut grams: Vec<u64> =
        chars.windows(3).map(|w| (w[0] as u64) << 42 | (w[1] as u64) << 21 | w[2] as u64).collect();
    grams.sort_unstable();
    grams.dedup();
    grams
}

impl Docs {
    fn put(&mut self, code: &str, text: String) {
        if let Some(&old) = self.by_code.get(code) {
            if self.docs[old as usize].text == text {
                return;
            }
            self.docs[old as usize].live = false;
        }
        let id = self.docs.len() as u32;
        for gram in trigrams(&text) {
            self.postings.entry(gram).or_default().push(id);
        }
        self.docs.push(Doc { code: code.to_string(), text, live: true });
        self.by_code.insert(code.to_string(), id);
    }

    fn remove(&mut self, code: &str) {
        if let Some(id) = self.by_code.remove(code) {
            let doc = &mut self.docs[id as usize];
            doc.live = false;
            // The name and contact leave memory with the row (erasure), not at the next restart.
            doc.text = String::new();
        }
    }

    /// The documents holding `needle` (lower-cased, at least [`MIN_CHARS`] characters).
    fn holding(&self, needle: &str, into: &mut Vec<u32>) {
        let grams = trigrams(needle);
        // The rarest trigram's list is the shortest walk; each candidate is then checked whole.
        let mut rarest: Option<&Vec<u32>> = None;
        for gram in &grams {
            match self.postings.get(gram) {
                None => return,
                Some(list) if rarest.is_none_or(|r| list.len() < r.len()) => rarest = Some(list),
                Some(_) => {}
            }
        }
        let Some(list) = rarest else { return };
        into.extend(list.iter().copied().filter(|&id| {
            let doc = &self.docs[id as usize];
            doc.live && doc.text.contains(needle)
        }));
    }
}

impl TextIndex {
    fn read(&self) -> RwLockReadGuard<'_, Option<Docs>> {
        // A panic while holding the lock leaves whole documents (each change is one push or one flag).
        self.state.read().unwrap_or_else(|e| e.into_inner())
    }

    fn write(&self) -> RwLockWriteGuard<'_, Option<Docs>> {
        self.state.write().unwrap_or_else(|e| e.into_inner())
    }

    /// Reads every booking's text from the database. Run at start, before the writer takes jobs.
    pub async fn build(&self, conn: &mut AnyConnection) -> Result<usize, sqlx::Error> {
        let rows = sqlx::query("SELECT code, name, email_normalized, phone_digits FROM bookings")
            .fetch_all(&mut *conn)
            .await?;
        let mut docs = Docs::default();
        for row in &rows {
            let code: String = row.try_get("code")?;
            let text = booking_text(
                &row.try_get::<String, _>("name")?,
                &row.try_get::<String, _>("email_normalized")?,
                &row.try_get::<String, _>("phone_digits")?,
                &code,
            );
            docs.put(&code, text);
        }
        *self.write() = Some(docs);
        Ok(rows.len())
    }

    /// Whether [`TextIndex::build`] has run: until then searches read the table.
    pub fn is_ready(&self) -> bool {
        self.read().is_some()
    }

    /// A booking was stored (or its text changed): after its commit.
    pub fn put(&self, code: &str, name: &str, email_normalized: &str, phone_digits: &str) {
        if let Some(docs) = self.write().as_mut() {
            docs.put(code, booking_text(name, email_normalized, phone_digits, code));
        }
    }

    /// A booking was emptied (erasure, retention): after its commit.
    pub fn remove<'a>(&self, codes: impl IntoIterator<Item = &'a String>) {
        if let Some(docs) = self.write().as_mut() {
            for code in codes {
                docs.remove(code);
            }
        }
    }

    /// The codes of bookings whose text holds `q` or, when given, `digits` (each of [`MIN_CHARS`]
    /// characters or more, matched as typed but without case), no more than `cap + 1` of them, in
    /// no order. `None` until the index is built.
    pub fn matches(&self, q: &str, digits: Option<&str>, cap: usize) -> Option<Vec<String>> {
        let guard = self.read();
        let docs = guard.as_ref()?;
        let mut ids = Vec::new();
        let q = q.to_lowercase();
        if q.chars().count() >= MIN_CHARS {
            docs.holding(&q, &mut ids);
        }
        if let Some(d) = digits.filter(|d| *d != q && d.chars().count() >= MIN_CHARS) {
            docs.holding(d, &mut ids);
        }
        ids.sort_unstable();
        ids.dedup();
        Some(ids.into_iter().take(cap + 1).map(|id| docs.docs[id as usize].code.clone()).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn built() -> TextIndex {
        let index = TextIndex::default();
        *index.write() = Some(Docs::default());
        index
    }

    #[test]
    fn finds_any_part_of_three_characters_or_more_without_case() {
        let index = built();
        index.put("K7F3-9QXA", "Chen Mei-Ling", "mei.ling@example.com", "0912345678");
        index.put("B2C4-7RTY", "陳美玲", "chen@example.tw", "886223456789");
        assert_eq!(index.matches("MEI-L", None, 10), Some(vec!["K7F3-9QXA".to_string()]));
        assert_eq!(index.matches("美玲", None, 10), Some(vec![]), "two characters are below a trigram");
        assert_eq!(index.matches("陳美玲", None, 10), Some(vec!["B2C4-7RTY".to_string()]));
        assert_eq!(index.matches("9qx", None, 10), Some(vec!["K7F3-9QXA".to_string()]));
        assert_eq!(index.matches("0912 345", Some("0912345"), 10), Some(vec!["K7F3-9QXA".to_string()]));
        assert_eq!(index.matches("example", None, 10).map(|v| v.len()), Some(2));
        assert_eq!(index.matches("examples", None, 10), Some(vec![]));
    }

    #[test]
    fn an_emptied_booking_is_no_longer_found_and_a_changed_one_by_its_new_text_only() {
        let index = built();
        index.put("K7F3-9QXA", "Ann Lee", "ann@example.com", "0912345678");
        index.remove(&["K7F3-9QXA".to_string()]);
        assert_eq!(index.matches("ann", None, 10), Some(vec![]));
        index.put("B2C4-7RTY", "Bob Wu", "bob@example.com", "0911111111");
        index.put("B2C4-7RTY", "Rob Wu", "bob@example.com", "0911111111");
        assert_eq!(index.matches("bob wu", None, 10), Some(vec![]));
        assert_eq!(index.matches("rob wu", None, 10), Some(vec!["B2C4-7RTY".to_string()]));
    }

    #[test]
    fn stops_after_one_more_than_the_cap() {
        let index = built();
        for i in 0..50 {
            index.put(&format!("CODE-{i:04}"), "Same Name", "same@example.com", "0900000000");
        }
        assert_eq!(index.matches("same", None, 10).map(|v| v.len()), Some(11));
    }

    #[test]
    fn an_index_not_built_answers_nothing_and_keeps_nothing() {
        let index = TextIndex::default();
        index.put("K7F3-9QXA", "Ann Lee", "ann@example.com", "0912345678");
        assert_eq!(index.matches("ann", None, 10), None);
        assert!(!index.is_ready());
    }
}
