//! Configuration, read once from the environment at start (docs/deployment.md). Every variable is optional.

pub mod chat;
pub mod tls_policy;

use std::net::SocketAddr;
use std::path::PathBuf;

/// Everything the server can be told from outside. Its `Debug` hides the passwords the URLs may
/// carry (see [`redacted_url`]), so a config printed in a log or a panic gives away no secret.
#[derive(Clone)]
pub struct Config {
    /// Where to listen (`CLINIC_ADDR`).
    pub addr: SocketAddr,
    /// `sqlite://…` or `postgres://…` (`DATABASE_URL`).
    pub database_url: String,
    /// `file://dir` or `s3://bucket/prefix` (`UPLOAD_STORE`).
    pub upload_store: String,
    /// The prerendered site (`CLINIC_DIST`).
    pub dist: PathBuf,
    /// Articles and other content, for the search index (`CLINIC_CONTENT`).
    pub content: PathBuf,
    /// Node.js, which renders published pages (`CLINIC_NODE`, default `node` on the PATH).
    pub node: String,
    /// Where this instance unpacks the site versions it serves (`CLINIC_SITE_VERSIONS`).
    pub site_versions: PathBuf,
    /// Fluent files, `i18n/<locale>/*.ftl` (`CLINIC_I18N`).
    pub i18n: PathBuf,
    /// Submissions and lookups per minute per client IP; 0 turns limiting off (`CLINIC_RATE_LIMIT`).
    pub rate_limit: u32,
    /// Age a stored photo without its row must reach before start-up removes it (`CLINIC_ORPHAN_GRACE_SECS`).
    pub orphan_grace_secs: u64,
    /// Proxies whose `X-Forwarded-For` names the client (`CLINIC_TRUSTED_PROXIES`, CIDR list; none by
    /// default, so the header is ignored).
    pub trusted_proxies: crate::http::client_addr::TrustedProxies,
    /// Bookings per branch and slot (`CLINIC_SLOT_CAPACITY`).
    pub slot_capacity: i64,
    /// Open (pending or confirmed, not yet past) bookings one contact may hold
    /// (`CLINIC_OPEN_BOOKINGS_PER_CONTACT`, default 3) and one client network, an IPv4 address or
    /// IPv6 /64 (`CLINIC_OPEN_BOOKINGS_PER_NETWORK`, default 20); 0 turns one off.
    pub open_bookings: crate::storage::open_limits::OpenLimits,
    /// `smtp://user:pass@host:port` or `smtps://…`; unset means e-mails are only logged (`SMTP_URL`).
    pub smtp_url: Option<String>,
    /// Sender of patient e-mails (`SMTP_FROM`).
    pub smtp_from: String,
    /// Most patient e-mails sent per second (`CLINIC_MAIL_RATE`, default 50). Mail relays cap sending
    /// rates anyway, and a burst of bookings must not wait behind rendering its own confirmations.
    pub mail_rate: u32,
    /// Messages a public form can cause (acknowledgements, booking confirmations, a patient's own
    /// changes) sent to one address in 24 hours (`CLINIC_MAIL_PER_RECIPIENT_DAY`, default 10; 0 = no
    /// limit). Staff alerts, staff decisions and reminders never count and are never held back.
    pub mail_per_recipient_day: u32,
    /// Unwelcome answers (429, refusals, failed sign-ins) from one client in a minute before a WARN
    /// under `clinic::security` (`CLINIC_WARN_BURST`, default 20; sign-ins warn at a quarter; 0 = off).
    pub warn_burst: u32,
    /// Bytes a client may upload per minute (`CLINIC_UPLOAD_BYTES_PER_MINUTE`, default 60 MB; 0 = off).
    pub upload_bytes_per_minute: u64,
    /// Most connections held open at once (`CLINIC_MAX_CONNECTIONS`, default 1024); more wait in the
    /// kernel's backlog.
    pub max_connections: usize,
    /// Seconds a client has to send a request's headers (`CLINIC_HEADER_TIMEOUT`, default 10).
    pub header_timeout_secs: u64,
    /// The address patients and staff use, e.g. `https://clinic.example` (`CLINIC_PUBLIC_URL`). When it
    /// starts with https, staff cookies are `Secure` and `__Host-` prefixed, and it is the origin
    /// that staff changes must come from.
    pub public_url: Option<String>,
    /// A staff session ends after this long without a request (`CLINIC_SESSION_IDLE_MINUTES`, 30).
    pub session_idle_ms: i64,
    /// A staff session ends this long after sign-in, however busy (`CLINIC_SESSION_MAX_HOURS`, 12).
    pub session_absolute_ms: i64,
    /// Where alerts of new submissions go (kind, branch, code, dashboard link; no health details):
    /// each branch's address (`CLINIC_STAFF_EMAIL_TAIPEI`, `CLINIC_STAFF_EMAIL_KAOHSIUNG`), else the
    /// clinic's (`CLINIC_STAFF_EMAIL`). None set: no alerts.
    pub staff_emails: StaffEmails,
    /// `CLINIC_ENV=production`: the server refuses to start while sample content remains
    /// (`sample_content`). Any other value, or none, is development.
    pub production: bool,
    /// How long before a visit its reminders go out, in hours, largest first (`CLINIC_REMINDER_HOURS`:
    /// a comma-separated list, default `72,24`; one number, as before, is one reminder).
    pub reminder_offsets_hours: Vec<i64>,
    /// How often the reminder worker looks for due reminders (`CLINIC_REMINDER_POLL_SECONDS`, 60); the
    /// health questions' nudge and the aftercare check-ins are looked for as often.
    pub reminder_poll_ms: u64,
    /// The days after an operation its aftercare check-ins ask "How is the wound?"
    /// (`CLINIC_AFTERCARE_DAYS`: comma-separated, default `1,7`; each 1 to 28).
    pub aftercare_days: Vec<i64>,
    /// A reminder due while the patient's own clock (the booking's time zone) shows night, 21:00 to
    /// 08:00, waits for their 08:00 unless that is under two hours before the visit
    /// (`CLINIC_REMINDER_PATIENT_NIGHT`, on by default; 0 sends at the clinic's hours only).
    pub reminder_patient_night: bool,
    /// Until how long before the visit a patient may move or cancel it online
    /// (`CLINIC_CHANGE_WINDOW_HOURS`, default 24); later they call the branch.
    pub change_window_ms: i64,
    /// How long closed submissions keep their personal data (`CLINIC_RETAIN_*_DAYS`, docs/retention.md).
    pub retention: crate::storage::retention::Periods,
    /// How long a waitlist offer holds its seat for the patient it was offered to
    /// (`CLINIC_WAITLIST_HOLD_MINUTES`, default 120); then the next waiting patient is offered it.
    pub waitlist_hold_ms: i64,
    /// How often the waitlist task looks for free seats and holds that ran out
    /// (`CLINIC_WAITLIST_POLL_SECONDS`, default 30).
    pub waitlist_poll_ms: u64,
    /// When e-mail verification is on (`CLINIC_VERIFY_EMAIL=1`; off by default): how long a new
    /// booking holds its seat waiting for the patient's link (`CLINIC_VERIFY_HOLD_MINUTES`, default 60).
    /// `None`: bookings are stored as before, without a check.
    pub verify_hold_ms: Option<i64>,
    /// How often unconfirmed bookings past their hold are looked for (`CLINIC_VERIFY_POLL_SECONDS`, 30).
    pub verify_poll_ms: u64,
    /// LINE and WhatsApp, each offered to patients only when its credentials are set (`config::chat`).
    pub chat: chat::ChatSettings,
}

/// The staff addresses alerted of new submissions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StaffEmails {
    pub taipei: Option<String>,
    pub kaohsiung: Option<String>,
    pub clinic: Option<String>,
}

impl StaffEmails {
    /// The address for a submission of `branch`; inquiries and assessments name no branch and go to
    /// the clinic's address, else to Taipei's (the main branch), else to Kaohsiung's.
    pub fn for_branch(&self, branch: Option<clinic_core::model::Branch>) -> Option<&str> {
        use clinic_core::model::Branch;
        let own = match branch {
            Some(Branch::Taipei) => self.taipei.as_deref(),
            Some(Branch::Kaohsiung) => self.kaohsiung.as_deref(),
            None => None,
        };
        let fallback = match branch {
            Some(_) => None,
            None => self.taipei.as_deref().or(self.kaohsiung.as_deref()),
        };
        own.or(self.clinic.as_deref()).or(fallback)
    }
}

/// A variable that is set but cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("{name}: {problem}")]
pub struct ConfigError {
    name: &'static str,
    problem: String,
}

impl Config {
    /// Reads the environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
    }

    /// Reads settings through `get` (the environment, or a map in tests).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        fn parse<T: std::str::FromStr>(name: &'static str, v: Option<String>, default: T) -> Result<T, ConfigError>
        where
            T::Err: std::fmt::Display,
        {
            match v {
                None => Ok(default),
                Some(s) => s.trim().parse().map_err(|e: T::Err| ConfigError { name, problem: e.to_string() }),
            }
        }
        let slot_capacity: i64 = parse("CLINIC_SLOT_CAPACITY", get("CLINIC_SLOT_CAPACITY"), 2)?;
        if slot_capacity < 1 {
            return Err(ConfigError { name: "CLINIC_SLOT_CAPACITY", problem: "must be at least 1".into() });
        }
        let mail_rate: u32 = parse("CLINIC_MAIL_RATE", get("CLINIC_MAIL_RATE"), 50)?;
        if mail_rate < 1 {
            return Err(ConfigError { name: "CLINIC_MAIL_RATE", problem: "must be at least 1".into() });
        }
        let idle_minutes: i64 = parse("CLINIC_SESSION_IDLE_MINUTES", get("CLINIC_SESSION_IDLE_MINUTES"), 30)?;
        let max_hours: i64 = parse("CLINIC_SESSION_MAX_HOURS", get("CLINIC_SESSION_MAX_HOURS"), 12)?;
        if idle_minutes < 1 || max_hours < 1 {
            return Err(ConfigError { name: "CLINIC_SESSION_*", problem: "must be at least 1".into() });
        }
        let database_url = get("DATABASE_URL").unwrap_or_else(|| "sqlite://data/clinic.db".into());
        crate::config::tls_policy::check_database_url(&database_url)
            .map_err(|problem| ConfigError { name: "DATABASE_URL", problem })?;
        let smtp_url = get("SMTP_URL");
        if let Some(url) = &smtp_url {
            crate::config::tls_policy::check_smtp_url(url)
                .map_err(|problem| ConfigError { name: "SMTP_URL", problem })?;
        }
        let reminder_hours = reminder_offsets(get("CLINIC_REMINDER_HOURS"))?;
        let aftercare_days = aftercare_days(get("CLINIC_AFTERCARE_DAYS"))?;
        let window_hours: i64 = parse("CLINIC_CHANGE_WINDOW_HOURS", get("CLINIC_CHANGE_WINDOW_HOURS"), 24)?;
        if window_hours < 0 {
            return Err(ConfigError {
                name: "CLINIC_REMINDER_HOURS / CLINIC_CHANGE_WINDOW_HOURS",
                problem: "reminders need at least 1 hour; the window cannot be negative".into(),
            });
        }
        let poll_seconds: u64 = parse("CLINIC_REMINDER_POLL_SECONDS", get("CLINIC_REMINDER_POLL_SECONDS"), 60)?;
        let hold_minutes: i64 = parse("CLINIC_WAITLIST_HOLD_MINUTES", get("CLINIC_WAITLIST_HOLD_MINUTES"), 120)?;
        if hold_minutes < 1 {
            return Err(ConfigError { name: "CLINIC_WAITLIST_HOLD_MINUTES", problem: "must be at least 1".into() });
        }
        let waitlist_poll: u64 = parse("CLINIC_WAITLIST_POLL_SECONDS", get("CLINIC_WAITLIST_POLL_SECONDS"), 30)?;
        let verify_on = switch("CLINIC_VERIFY_EMAIL", get("CLINIC_VERIFY_EMAIL"))?;
        let verify_minutes: i64 = parse("CLINIC_VERIFY_HOLD_MINUTES", get("CLINIC_VERIFY_HOLD_MINUTES"), 60)?;
        if verify_minutes < 1 {
            return Err(ConfigError { name: "CLINIC_VERIFY_HOLD_MINUTES", problem: "must be at least 1".into() });
        }
        let verify_poll: u64 = parse("CLINIC_VERIFY_POLL_SECONDS", get("CLINIC_VERIFY_POLL_SECONDS"), 30)?;
        if verify_on && smtp_url.is_none() {
            // Without SMTP messages are only logged: no patient would get a link, and every booking
            // would be cancelled when its hold ends.
            return Err(ConfigError {
                name: "CLINIC_VERIFY_EMAIL",
                problem: "needs SMTP_URL: without it no patient receives the confirmation link and every booking \
                          would be cancelled when its hold ends"
                    .into(),
            });
        }
        let retention = retention_periods(&get)?;
        let chat = chat::ChatSettings::from_lookup(&get)?;
        Ok(Config {
            chat,
            verify_hold_ms: verify_on.then_some(verify_minutes * 60_000),
            verify_poll_ms: verify_poll.max(1) * 1000,
            retention,
            waitlist_hold_ms: hold_minutes * 60_000,
            waitlist_poll_ms: waitlist_poll.max(1) * 1000,
            reminder_offsets_hours: reminder_hours,
            aftercare_days,
            reminder_poll_ms: poll_seconds.max(1) * 1000,
            reminder_patient_night: !matches!(
                get("CLINIC_REMINDER_PATIENT_NIGHT").map(|v| v.trim().to_ascii_lowercase()).as_deref(),
                Some("0" | "false" | "off" | "no")
            ),
            change_window_ms: window_hours * 3_600_000,
            addr: parse("CLINIC_ADDR", get("CLINIC_ADDR"), SocketAddr::from(([127, 0, 0, 1], 8080)))?,
            database_url,
            upload_store: get("UPLOAD_STORE").unwrap_or_else(|| "file://data/uploads".into()),
            dist: get("CLINIC_DIST").unwrap_or_else(|| "frontend/dist".into()).into(),
            content: get("CLINIC_CONTENT").unwrap_or_else(|| "content".into()).into(),
            node: get("CLINIC_NODE").unwrap_or_else(|| "node".into()),
            site_versions: get("CLINIC_SITE_VERSIONS").unwrap_or_else(|| "data/site-versions".into()).into(),
            i18n: get("CLINIC_I18N").unwrap_or_else(|| "i18n".into()).into(),
            rate_limit: parse("CLINIC_RATE_LIMIT", get("CLINIC_RATE_LIMIT"), 20)?,
            orphan_grace_secs: parse("CLINIC_ORPHAN_GRACE_SECS", get("CLINIC_ORPHAN_GRACE_SECS"), 600u64)?,
            trusted_proxies: parse("CLINIC_TRUSTED_PROXIES", get("CLINIC_TRUSTED_PROXIES"), Default::default())?,
            slot_capacity,
            open_bookings: crate::storage::open_limits::OpenLimits {
                per_contact: parse("CLINIC_OPEN_BOOKINGS_PER_CONTACT", get("CLINIC_OPEN_BOOKINGS_PER_CONTACT"), 3i64)?
                    .max(0),
                per_network: parse("CLINIC_OPEN_BOOKINGS_PER_NETWORK", get("CLINIC_OPEN_BOOKINGS_PER_NETWORK"), 20i64)?
                    .max(0),
            },
            smtp_url,
            smtp_from: get("SMTP_FROM").unwrap_or_else(|| "Clinic <no-reply@localhost>".into()),
            mail_rate,
            warn_burst: parse("CLINIC_WARN_BURST", get("CLINIC_WARN_BURST"), 20)?,
            mail_per_recipient_day: parse("CLINIC_MAIL_PER_RECIPIENT_DAY", get("CLINIC_MAIL_PER_RECIPIENT_DAY"), 10)?,
            upload_bytes_per_minute: parse(
                "CLINIC_UPLOAD_BYTES_PER_MINUTE",
                get("CLINIC_UPLOAD_BYTES_PER_MINUTE"),
                60_000_000,
            )?,
            max_connections: parse("CLINIC_MAX_CONNECTIONS", get("CLINIC_MAX_CONNECTIONS"), 1024usize)?.max(1),
            header_timeout_secs: parse("CLINIC_HEADER_TIMEOUT", get("CLINIC_HEADER_TIMEOUT"), 10u64)?.max(1),
            public_url: get("CLINIC_PUBLIC_URL").map(|u| u.trim_end_matches('/').to_string()),
            session_idle_ms: idle_minutes * 60_000,
            session_absolute_ms: max_hours * 3_600_000,
            staff_emails: StaffEmails {
                taipei: get("CLINIC_STAFF_EMAIL_TAIPEI"),
                kaohsiung: get("CLINIC_STAFF_EMAIL_KAOHSIUNG"),
                clinic: get("CLINIC_STAFF_EMAIL"),
            },
            production: get("CLINIC_ENV").is_some_and(|v| v.trim().eq_ignore_ascii_case("production")),
        })
    }
}

/// An on/off setting: `1`, `true`, `on`, `yes` or `0`, `false`, `off`, `no` (any case); unset is off.
/// `CLINIC_REMINDER_HOURS`: the hours before a visit its reminders go, comma-separated (`72,24`, the
/// default; one number, the setting's old form, is one reminder). Largest first, each once, 1 to 8760.
fn reminder_offsets(value: Option<String>) -> Result<Vec<i64>, ConfigError> {
    let name = "CLINIC_REMINDER_HOURS";
    let Some(value) = value else { return Ok(vec![72, 24]) };
    let mut hours = Vec::new();
    for part in value.split(',') {
        let h: i64 =
            part.trim().parse().map_err(|e: std::num::ParseIntError| ConfigError { name, problem: e.to_string() })?;
        if !(1..=8760).contains(&h) {
            return Err(ConfigError { name, problem: "each reminder needs 1 to 8760 hours before the visit".into() });
        }
        hours.push(h);
    }
    hours.sort_unstable_by(|a, b| b.cmp(a));
    hours.dedup();
    Ok(hours)
}

/// `CLINIC_AFTERCARE_DAYS`: the days after an operation its check-ins go, comma-separated (`1,7`,
/// the default), each 1 to 28 (the aftercare link works for 30 days), in order, each once.
fn aftercare_days(value: Option<String>) -> Result<Vec<i64>, ConfigError> {
    let name = "CLINIC_AFTERCARE_DAYS";
    let Some(value) = value else {
        return Ok(clinic_core::intake::CHECK_IN_DAYS.iter().map(|d| i64::from(*d)).collect());
    };
    let mut days = Vec::new();
    for part in value.split(',') {
        let d: i64 =
            part.trim().parse().map_err(|e: std::num::ParseIntError| ConfigError { name, problem: e.to_string() })?;
        if !(1..=28).contains(&d) {
            return Err(ConfigError { name, problem: "each check-in needs 1 to 28 days after the operation".into() });
        }
        days.push(d);
    }
    days.sort_unstable();
    days.dedup();
    Ok(days)
}

fn switch(name: &'static str, value: Option<String>) -> Result<bool, ConfigError> {
    match value.as_deref().map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("" | "0" | "false" | "off" | "no") => Ok(false),
        Some("1" | "true" | "on" | "yes") => Ok(true),
        Some(_) => Err(ConfigError { name, problem: "must be 1 or 0 (on or off)".into() }),
    }
}

/// `CLINIC_RETAIN_BOOKING_DAYS`, `CLINIC_RETAIN_INQUIRY_DAYS`, `CLINIC_RETAIN_ASSESSMENT_DAYS`,
/// `CLINIC_RETAIN_WAITLIST_DAYS`: whole
/// days, at least 1 (a purge never empties a submission closed today).
fn retention_periods(get: &impl Fn(&str) -> Option<String>) -> Result<crate::storage::retention::Periods, ConfigError> {
    let defaults = crate::storage::retention::Periods::default();
    let days = |name: &'static str, default: i64| -> Result<i64, ConfigError> {
        let Some(v) = get(name) else { return Ok(default) };
        match v.trim().parse::<i64>() {
            Ok(d) if (1..=36_500).contains(&d) => Ok(d),
            Ok(_) => Err(ConfigError { name, problem: "must be between 1 and 36500 days".into() }),
            Err(e) => Err(ConfigError { name, problem: e.to_string() }),
        }
    };
    Ok(crate::storage::retention::Periods {
        booking_days: days("CLINIC_RETAIN_BOOKING_DAYS", defaults.booking_days)?,
        inquiry_days: days("CLINIC_RETAIN_INQUIRY_DAYS", defaults.inquiry_days)?,
        assessment_days: days("CLINIC_RETAIN_ASSESSMENT_DAYS", defaults.assessment_days)?,
        waitlist_days: days("CLINIC_RETAIN_WAITLIST_DAYS", defaults.waitlist_days)?,
    })
}

/// A URL fit for a log: its password, and the value of any query parameter that looks like a secret
/// (`password`, `sslpassword`, `secret`, `token`, `key`), as `***`. Text that is no URL is shown only
/// when it holds neither `@` nor `?` (nothing that could be a credential).
pub fn redacted_url(text: &str) -> String {
    const HIDDEN: &str = "***";
    let Ok(mut url) = url::Url::parse(text) else {
        return if text.contains(['@', '?']) { HIDDEN.to_string() } else { text.to_string() };
    };
    if url.password().is_some() && url.set_password(Some(HIDDEN)).is_err() {
        return HIDDEN.to_string();
    }
    if url.query().is_some() {
        let secret = |k: &str| {
            let k = k.to_ascii_lowercase();
            ["password", "secret", "token", "key"].iter().any(|s| k.contains(s))
        };
        let pairs: Vec<(String, String)> = url
            .query_pairs()
            .map(|(k, v)| {
                let v = if secret(&k) { HIDDEN.to_string() } else { v.into_owned() };
                (k.into_owned(), v)
            })
            .collect();
        url.query_pairs_mut().clear().extend_pairs(pairs);
    }
    url.to_string()
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("addr", &self.addr)
            .field("database_url", &redacted_url(&self.database_url))
            .field("upload_store", &redacted_url(&self.upload_store))
            .field("dist", &self.dist)
            .field("content", &self.content)
            .field("node", &self.node)
            .field("site_versions", &self.site_versions)
            .field("i18n", &self.i18n)
            .field("rate_limit", &self.rate_limit)
            .field("orphan_grace_secs", &self.orphan_grace_secs)
            .field("trusted_proxies", &self.trusted_proxies)
            .field("slot_capacity", &self.slot_capacity)
            .field("open_bookings", &self.open_bookings)
            .field("smtp_url", &self.smtp_url.as_deref().map(redacted_url))
            .field("smtp_from", &self.smtp_from)
            .field("mail_rate", &self.mail_rate)
            .field("mail_per_recipient_day", &self.mail_per_recipient_day)
            .field("warn_burst", &self.warn_burst)
            .field("upload_bytes_per_minute", &self.upload_bytes_per_minute)
            .field("max_connections", &self.max_connections)
            .field("header_timeout_secs", &self.header_timeout_secs)
            .field("public_url", &self.public_url.as_deref().map(redacted_url))
            .field("session_idle_ms", &self.session_idle_ms)
            .field("session_absolute_ms", &self.session_absolute_ms)
            .field("staff_emails", &self.staff_emails)
            .field("production", &self.production)
            .field("reminder_offsets_hours", &self.reminder_offsets_hours)
            .field("reminder_poll_ms", &self.reminder_poll_ms)
            .field("reminder_patient_night", &self.reminder_patient_night)
            .field("change_window_ms", &self.change_window_ms)
            .field("retention", &self.retention)
            .field("waitlist_hold_ms", &self.waitlist_hold_ms)
            .field("waitlist_poll_ms", &self.waitlist_poll_ms)
            .field("chat", &self.chat)
            .finish()
    }
}

impl Config {
    /// Whether the site is served over TLS, so cookies can be `Secure` and `__Host-` prefixed.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.as_deref().is_some_and(|u| u.starts_with("https://"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminder_hours_are_a_list_or_the_old_single_number() {
        assert_eq!(reminder_offsets(Some("24, 72,24".into())).unwrap(), vec![72, 24]);
        assert_eq!(reminder_offsets(Some("24".into())).unwrap(), vec![24], "the old setting: one reminder");
        assert!(reminder_offsets(Some("0".into())).is_err());
        assert!(reminder_offsets(Some("72,".into())).is_err());
    }

    #[test]
    fn defaults_are_safe() {
        let c = Config::from_lookup(|_| None).unwrap();
        assert_eq!(c.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(c.rate_limit, 20);
        assert_eq!(c.slot_capacity, 2);
        assert_eq!((c.open_bookings.per_contact, c.open_bookings.per_network), (3, 20));
        assert_eq!(c.mail_rate, 50);
        assert_eq!(c.mail_per_recipient_day, 10);
        assert!(c.database_url.starts_with("sqlite://"));
        assert_eq!(c.session_idle_ms, 30 * 60_000);
        assert_eq!(c.session_absolute_ms, 12 * 3_600_000);
        assert!(!c.secure_cookies());
        assert_eq!(c.reminder_offsets_hours, vec![72, 24]);
        assert_eq!(c.change_window_ms, 24 * 3_600_000);
        assert_eq!(c.waitlist_hold_ms, 120 * 60_000);
        assert_eq!(c.verify_hold_ms, None, "e-mail verification is off unless asked for");
        assert_eq!(c.retention, crate::storage::retention::Periods::default());
    }

    #[test]
    fn email_verification_holds_seats_for_the_configured_minutes_once_switched_on() {
        let on = |k: &str| match k {
            "CLINIC_VERIFY_EMAIL" => Some("1".into()),
            "SMTP_URL" => Some("smtp://127.0.0.1:25".into()),
            _ => None,
        };
        assert_eq!(Config::from_lookup(on).unwrap().verify_hold_ms, Some(60 * 60_000));
        let set = |k: &str| match k {
            "SMTP_URL" => Some("smtp://127.0.0.1:25".into()),
            "CLINIC_VERIFY_EMAIL" => Some("on".into()),
            "CLINIC_VERIFY_HOLD_MINUTES" => Some("15".into()),
            _ => None,
        };
        assert_eq!(Config::from_lookup(set).unwrap().verify_hold_ms, Some(15 * 60_000));
        assert!(Config::from_lookup(|k| (k == "CLINIC_VERIFY_EMAIL").then(|| "maybe".into())).is_err());
        let zero = |k: &str| match k {
            "CLINIC_VERIFY_EMAIL" => Some("1".into()),
            "CLINIC_VERIFY_HOLD_MINUTES" => Some("0".into()),
            "SMTP_URL" => Some("smtp://127.0.0.1:25".into()),
            _ => None,
        };
        assert!(Config::from_lookup(zero).is_err());
    }

    #[test]
    fn email_verification_refuses_to_start_without_smtp() {
        let Err(err) = Config::from_lookup(|k| (k == "CLINIC_VERIFY_EMAIL").then(|| "1".into())) else {
            panic!("verification without SMTP must not start");
        };
        assert_eq!(err.name, "CLINIC_VERIFY_EMAIL");
        assert!(err.problem.contains("SMTP_URL"), "{}", err.problem);
    }

    #[test]
    fn retention_periods_come_from_the_environment_and_refuse_zero() {
        let c = Config::from_lookup(|k| (k == "CLINIC_RETAIN_INQUIRY_DAYS").then(|| "30".to_string())).unwrap();
        assert_eq!(c.retention.inquiry_days, 30);
        assert_eq!(c.retention.booking_days, crate::storage::retention::Periods::default().booking_days);
        assert!(Config::from_lookup(|k| (k == "CLINIC_RETAIN_BOOKING_DAYS").then(|| "0".to_string())).is_err());
    }

    #[test]
    fn an_https_public_url_makes_staff_cookies_secure() {
        let c =
            Config::from_lookup(|k| (k == "CLINIC_PUBLIC_URL").then(|| "https://clinic.example/".to_string())).unwrap();
        assert!(c.secure_cookies());
        assert_eq!(c.public_url.as_deref(), Some("https://clinic.example"));
    }

    #[test]
    fn staff_alerts_go_to_the_branch_else_the_clinic_address() {
        use clinic_core::model::Branch;
        let c = Config::from_lookup(|k| match k {
            "CLINIC_STAFF_EMAIL_KAOHSIUNG" => Some("kh@clinic.example".to_string()),
            "CLINIC_STAFF_EMAIL" => Some("desk@clinic.example".to_string()),
            _ => None,
        })
        .unwrap();
        assert_eq!(c.staff_emails.for_branch(Some(Branch::Kaohsiung)), Some("kh@clinic.example"));
        assert_eq!(c.staff_emails.for_branch(Some(Branch::Taipei)), Some("desk@clinic.example"));
        assert_eq!(c.staff_emails.for_branch(None), Some("desk@clinic.example"));
        assert_eq!(Config::from_lookup(|_| None).unwrap().staff_emails.for_branch(None), None);
    }

    #[test]
    fn settings_that_would_send_secrets_in_clear_stop_the_start() {
        let smtp = Config::from_lookup(|k| (k == "SMTP_URL").then(|| "smtp://u:pw@mail.example.com".to_string()));
        assert!(smtp.unwrap_err().to_string().starts_with("SMTP_URL: "));
        let db = Config::from_lookup(|k| (k == "DATABASE_URL").then(|| "postgres://c:pw@db.example.com/c".to_string()));
        assert!(db.unwrap_err().to_string().starts_with("DATABASE_URL: "));
    }

    #[test]
    fn a_printed_config_holds_no_password() {
        let c = Config::from_lookup(|k| match k {
            "DATABASE_URL" => Some("postgres://clinic:db-s3cret@127.0.0.1/clinic?sslpassword=key-s3cret".into()),
            "SMTP_URL" => Some("smtps://mailer:smtp-s3cret@mail.example.com:465".into()),
            "UPLOAD_STORE" => Some("s3://photos/clinic?aws_secret_access_key=s3-s3cret".into()),
            "CLINIC_PUBLIC_URL" => Some("https://user:web-s3cret@clinic.example".into()),
            _ => None,
        })
        .unwrap();
        for text in [format!("{c:?}"), format!("{c:#?}")] {
            assert!(!text.contains("s3cret"), "{text}");
            assert!(text.contains("postgres://clinic:***@127.0.0.1/clinic"), "{text}");
            assert!(text.contains("smtps://mailer:***@mail.example.com:465"), "{text}");
        }
        assert_eq!(redacted_url("sqlite://data/clinic.db"), "sqlite://data/clinic.db");
        assert_eq!(redacted_url("not a url user:pw@host"), "***");
    }

    #[test]
    fn a_bad_number_is_an_error_not_a_default() {
        assert!(Config::from_lookup(|k| (k == "CLINIC_RATE_LIMIT").then(|| "lots".to_string())).is_err());
    }
}
