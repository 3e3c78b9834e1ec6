//! The opening hours in force: the ones the clinic last published in `clinics.json` (issue 27), read
//! by every rule that offers, checks or shows a slot. The hours compiled into the core are only the
//! value before the first reading (and what an API-only test server without content keeps).

use clinic_core::hours::{ClinicHours, OpeningHours, CLINIC};
use std::sync::{Arc, RwLock};

/// The published hours, swapped whole when a publication changes them: a request reads one week
/// (one `Arc`) from start to end, never half of each.
pub struct LiveHours {
    current: RwLock<Current>,
}

struct Current {
    hours: Arc<OpeningHours>,
    /// The `clinics.json` revision they were read from (0: compiled in).
    revision: i64,
}

impl std::fmt::Debug for LiveHours {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LiveHours").field("revision", &self.revision()).finish_non_exhaustive()
    }
}

impl Default for LiveHours {
    fn default() -> Self {
        LiveHours { current: RwLock::new(Current { hours: Arc::new(CLINIC), revision: 0 }) }
    }
}

impl LiveHours {
    /// The week in force now.
    pub fn now(&self) -> Arc<OpeningHours> {
        self.current.read().unwrap_or_else(|p| p.into_inner()).hours.clone()
    }

    /// The `clinics.json` revision the hours in force come from.
    pub fn revision(&self) -> i64 {
        self.current.read().unwrap_or_else(|p| p.into_inner()).revision
    }

    /// Puts `hours`, read from revision `revision` of `clinics.json`, in force.
    pub fn replace(&self, hours: OpeningHours, revision: i64) {
        *self.current.write().unwrap_or_else(|p| p.into_inner()) = Current { hours: Arc::new(hours), revision };
    }
}

/// The hours a `clinics.json` body states, checked by the core's rules for them.
pub fn read(body: &str) -> Result<OpeningHours, String> {
    let clinic: ClinicHours = serde_json::from_str(body).map_err(|e| e.to_string())?;
    OpeningHours::from_clinic(&clinic)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_published_week_replaces_the_compiled_one_whole() {
        let live = LiveHours::default();
        assert_eq!(*live.now(), CLINIC);
        let sundays = read(
            r#"{"timeZone":"Asia/Taipei","slotMinutes":60,"bookingHorizonDays":30,
                "openingHours":[{"days":["sun"],"opens":"09:00","closes":"12:00"}],"branches":[]}"#,
        )
        .expect("well-formed");
        let before = live.now();
        live.replace(sundays.clone(), 7);
        assert_eq!(((*live.now()).clone(), live.revision()), (sundays, 7));
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
            .filter(|p| !p.ends_with("site/hours.rs"))
            .filter_map(|p| {
                let text = std::fs::read_to_string(p).ok()?;
                compiled.iter().find(|c| names(&text, c)).map(|c| format!("{}: {c}", p.display()))
            })
            .collect();
        assert!(offenders.is_empty(), "the compiled hours are used by {offenders:?}");
    }
}
