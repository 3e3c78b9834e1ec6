//! Which outgoing connections must be encrypted, checked once at start. Patients' data travels to the
//! database and their e-mails (with the relay's password) to the mail relay: across a network either
//! would be readable in clear, so a setting that would send them unencrypted to another machine stops
//! the server with a message that says what to write instead. Loopback and Unix sockets never leave
//! the machine and need no TLS.

use std::net::IpAddr;

/// Whether `host` names this machine (a loopback address or `localhost`).
fn is_loopback(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost") || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// A PostgreSQL URL must ask for TLS (`sslmode=require`, `verify-ca` or `verify-full`) unless the
/// server is on this machine. SQLite URLs pass.
pub fn check_database_url(url: &str) -> Result<(), String> {
    if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
        return Ok(());
    }
    let parsed = url::Url::parse(url).map_err(|e| format!("not a URL: {e}"))?;
    let query_host = parsed.query_pairs().find(|(k, _)| k == "host").map(|(_, v)| v.into_owned());
    // A `host` parameter starting with `/` (or no host at all) is a Unix socket.
    let host = query_host.or_else(|| parsed.host_str().map(str::to_string)).unwrap_or_default();
    if host.is_empty() || host.starts_with('/') || is_loopback(&host) {
        return Ok(());
    }
    let mode = parsed.query_pairs().find(|(k, _)| k == "sslmode").map(|(_, v)| v.into_owned());
    match mode.as_deref() {
        Some("require" | "verify-ca" | "verify-full") => Ok(()),
        _ => Err(format!(
            "the database server {host} is on another machine: add sslmode=verify-full (with sslrootcert=<CA file> \
             for a private CA) or at least sslmode=require, so patients' data is not sent in clear"
        )),
    }
}

/// An `smtp://` URL with a user name or password must require STARTTLS (`?tls=required`) unless the
/// relay is on this machine; `smtps://` is always encrypted.
pub fn check_smtp_url(url: &str) -> Result<(), String> {
    let parsed = url::Url::parse(url).map_err(|e| format!("not a URL: {e}"))?;
    if parsed.scheme() != "smtp" {
        return Ok(());
    }
    let has_credentials = !parsed.username().is_empty() || parsed.password().is_some();
    let host = parsed.host_str().unwrap_or_default();
    let tls_required = parsed.query_pairs().any(|(k, v)| k == "tls" && v == "required");
    if !has_credentials || tls_required || is_loopback(host) {
        return Ok(());
    }
    Err(format!(
        "smtp:// with a user name or password to {host} would send the password in clear: use smtps://… or \
         smtp://…?tls=required"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_on_another_machine_needs_tls() {
        assert!(check_database_url("postgres://clinic@db.internal/clinic").is_err());
        assert!(check_database_url("postgres://clinic@db.internal/clinic?sslmode=prefer").is_err());
        assert!(check_database_url("postgres://clinic@10.0.0.5:5432/clinic?sslmode=disable").is_err());
        assert!(check_database_url("postgres://clinic@db.internal/clinic?sslmode=verify-full").is_ok());
        assert!(check_database_url("postgresql://clinic@db.internal/clinic?sslmode=require").is_ok());
    }

    #[test]
    fn a_database_on_this_machine_needs_no_tls() {
        assert!(check_database_url("postgres://clinic@127.0.0.1:5432/clinic").is_ok());
        assert!(check_database_url("postgres://clinic@localhost/clinic").is_ok());
        assert!(check_database_url("postgres://clinic@[::1]:5432/clinic").is_ok());
        assert!(check_database_url("postgres:///clinic?host=/var/run/postgresql").is_ok());
        assert!(check_database_url("sqlite://data/clinic.db").is_ok());
    }

    #[test]
    fn a_relay_password_never_travels_in_clear() {
        let refused = check_smtp_url("smtp://user:secret@mail.example.com:587").unwrap_err();
        assert!(refused.contains("smtps://") && !refused.contains("secret"), "{refused}");
        assert!(check_smtp_url("smtp://user:secret@mail.example.com:587?tls=required").is_ok());
        assert!(check_smtp_url("smtps://user:secret@mail.example.com").is_ok());
        assert!(check_smtp_url("smtp://user:secret@127.0.0.1:2525").is_ok());
        assert!(check_smtp_url("smtp://mail.example.com:25").is_ok(), "no password to protect");
    }
}
