//! Why an e-mail was not sent, in words safe to store in `outbox.last_error` and to log: the SMTP
//! reply code and a short class only. A relay's free text often repeats the recipient's address (a
//! patient's, so health data by association) and may quote URLs with credentials, so it is dropped.

use lettre::transport::smtp::Error as SmtpError;

/// `smtp 550 permanent`, `smtp 451 transient`, `connect refused`, `timeout`, `tls`, …
pub fn describe(e: &SmtpError) -> String {
    if let Some(code) = e.status() {
        let class = if e.is_permanent() { "permanent" } else { "transient" };
        return format!("smtp {code} {class}");
    }
    if e.is_tls() {
        return "tls".into();
    }
    if e.is_timeout() {
        return "timeout".into();
    }
    if e.is_transport_shutdown() {
        return "transport shut down".into();
    }
    if e.is_response() {
        return "smtp reply unreadable".into();
    }
    if e.is_client() {
        // Lettre's own refusals (e.g. no authentication mechanism in common with the relay).
        return "smtp client".into();
    }
    match io_kind(e) {
        Some(std::io::ErrorKind::ConnectionRefused) => "connect refused".into(),
        Some(std::io::ErrorKind::ConnectionReset | std::io::ErrorKind::ConnectionAborted) => "connection reset".into(),
        Some(std::io::ErrorKind::UnexpectedEof | std::io::ErrorKind::BrokenPipe) => "connection closed".into(),
        Some(_) => "network".into(),
        // Name resolution and similar failures carry no io::Error.
        None => "connection".into(),
    }
}

/// The kind of the first I/O error among the causes, if any.
fn io_kind(e: &SmtpError) -> Option<std::io::ErrorKind> {
    let mut source = std::error::Error::source(e);
    while let Some(err) = source {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            return Some(io.kind());
        }
        source = err.source();
    }
    None
}
