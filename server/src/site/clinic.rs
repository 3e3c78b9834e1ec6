//! What the server acts on from the clinic's published `clinics.json` (issue 27): the opening hours,
//! read by every rule that offers, checks or shows a slot, and the branches' phones its own pages
//! show. The values compiled in are only what is in force before the first reading (and what an
//! API-only test server without content keeps).

use clinic_core::hours::{ClinicHours, OpeningHours, CLINIC};
use clinic_core::model::Branch;
use serde::Deserialize;
use std::sync::{Arc, LazyLock, RwLock};

/// A branch's phone as `clinics.json` gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BranchPhone {
    /// As dialled in Taiwan, e.g. `02-2700-1234`.
    pub local: String,
    /// As dialled from abroad, e.g. `+886 2 2700 1234`.
    pub international: String,
}

impl BranchPhone {
    /// The `tel:` address: the international number without spaces, which dials from anywhere.
    pub fn tel(&self) -> String {
        format!("tel:{}", self.international.chars().filter(|c| !c.is_whitespace()).collect::<String>())
    }
}

/// The facts of one reading of `clinics.json`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    pub hours: OpeningHours,
    pub phones: Vec<(Branch, BranchPhone)>,
}

/// The published facts, swapped whole when a publication changes them: a request reads one week
/// (one `Arc`) from start to end, never half of each.
pub struct LiveClinic {
    current: RwLock<Current>,
}

struct Current {
    hours: Arc<OpeningHours>,
    phones: Arc<Vec<(Branch, BranchPhone)>>,
    /// The `clinics.json` revision they were read from (0: compiled in).
    revision: i64,
}

/// The phones of the repository's `clinics.json`, before anything is read.
static COMPILED_PHONES: LazyLock<Vec<(Branch, BranchPhone)>> =
    LazyLock::new(|| phones_of(include_str!("../../../content/clinics.json")).unwrap_or_default());

impl std::fmt::Debug for LiveClinic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LiveClinic").field("revision", &self.revision()).finish_non_exhaustive()
    }
}

impl Default for LiveClinic {
    fn default() -> Self {
        let current = Current { hours: Arc::new(CLINIC), phones: Arc::new(COMPILED_PHONES.clone()), revision: 0 };
        LiveClinic { current: RwLock::new(current) }
    }
}

impl LiveClinic {
    fn read(&self) -> std::sync::RwLockReadGuard<'_, Current> {
        self.current.read().unwrap_or_else(|p| p.into_inner())
    }

    /// The week in force now.
    pub fn hours(&self) -> Arc<OpeningHours> {
        self.read().hours.clone()
    }

    /// A branch's phone as published now.
    pub fn phone(&self, branch: Branch) -> Option<BranchPhone> {
        self.read().phones.iter().find(|(b, _)| *b == branch).map(|(_, p)| p.clone())
    }

    /// The `clinics.json` revision the facts in force come from.
    pub fn revision(&self) -> i64 {
        self.read().revision
    }

    /// Puts `published`, read from revision `revision` of `clinics.json`, in force.
    pub fn replace(&self, published: Published, revision: i64) {
        let current = Current { hours: Arc::new(published.hours), phones: Arc::new(published.phones), revision };
        *self.current.write().unwrap_or_else(|p| p.into_inner()) = current;
    }

    /// Keeps what is in force, as read from `revision` (a text that could not be read).
    pub fn keep_as_of(&self, revision: i64) {
        self.current.write().unwrap_or_else(|p| p.into_inner()).revision = revision;
    }
}

fn phones_of(body: &str) -> Result<Vec<(Branch, BranchPhone)>, String> {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Clinics {
        branches: Vec<Entry>,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Entry {
        id: String,
        phone: String,
        international_phone: String,
    }
    let clinics: Clinics = serde_json::from_str(body).map_err(|e| e.to_string())?;
    Ok(clinics
        .branches
        .into_iter()
        .filter_map(|b| {
            Some((Branch::parse(&b.id)?, BranchPhone { local: b.phone, international: b.international_phone }))
        })
        .collect())
}

/// The hours a `clinics.json` body states, checked by the core's rules for them.
pub fn read_hours(body: &str) -> Result<OpeningHours, String> {
    let clinic: ClinicHours = serde_json::from_str(body).map_err(|e| e.to_string())?;
    OpeningHours::from_clinic(&clinic).map_err(|e| e.to_string())
}

/// What a `clinics.json` body states that the server acts on.
pub fn read(body: &str) -> Result<Published, String> {
    Ok(Published { hours: read_hours(body)?, phones: phones_of(body)? })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_published_week_replaces_the_compiled_one_whole() {
        let live = LiveClinic::default();
        assert_eq!(*live.hours(), CLINIC);
        assert_eq!(live.phone(Branch::Taipei).map(|p| p.tel()).as_deref(), Some("tel:+886227001234"));
        let sundays = read(
            r#"{"timeZone":"Asia/Taipei","slotMinutes":60,"bookingHorizonDays":30,
                "openingHours":[{"days":["sun"],"opens":"09:00","closes":"12:00"}],
                "branches":[{"id":"taipei","phone":"02-1111-2222","internationalPhone":"+886 2 1111 2222"}]}"#,
        )
        .expect("well-formed");
        let before = live.hours();
        live.replace(sundays.clone(), 7);
        assert_eq!((*live.hours(), live.revision()), (sundays.hours, 7));
        assert_eq!(live.phone(Branch::Taipei).map(|p| p.local).as_deref(), Some("02-1111-2222"));
        assert_eq!(live.phone(Branch::Kaohsiung), None);
        assert_eq!(*before, CLINIC, "a reader keeps the week it began with");
        assert!(
            read(r#"{"timeZone":"Europe/Paris","slotMinutes":30,"bookingHorizonDays":30,"openingHours":[]}"#).is_err()
        );
    }

    /// Every rule of the server offers and checks by the hours in force: nothing but this file names
    /// the compiled week or the core's checks that default to it.
    #[test]
    fn no_rule_of_the_server_uses_the_compiled_hours() {
        fn files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).expect("src").flatten() {
                let path = e.path();
                if path.is_dir() {
                    files(&path, out);
                } else if path.extension().is_some_and(|x| x == "rs") {
                    out.push(path);
                }
            }
        }
        let mut all = Vec::new();
        files(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut all);
        assert!(all.len() > 50, "read the sources");
        // Each name whole: `CLINICS` (the document's path) is not `CLINIC`.
        let names = |text: &str, name: &str| {
            text.match_indices(name).any(|(i, _)| {
                let after = text[i + name.len()..].chars().next();
                !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
        };
        let compiled = ["CLINIC", "validate_booking", "validate_waitlist"];
        let offenders: Vec<String> = all
            .iter()
            .filter(|p| !p.ends_with("site/clinic.rs"))
            .filter_map(|p| {
                let text = std::fs::read_to_string(p).ok()?;
                compiled.iter().find(|c| names(&text, c)).map(|c| format!("{}: {c}", p.display()))
            })
            .collect();
        assert!(offenders.is_empty(), "the compiled hours are used by {offenders:?}");
    }
}
