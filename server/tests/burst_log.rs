//! A script hammering the forms, the staff API or the sign-in leaves a warning in the log, once per
//! minute and kind, naming the client and never what it typed; the access log names the client of each answer.

#[path = "it/common/mod.rs"]
mod common;

use common::*;
use serde_json::json;
use std::sync::{Arc, Mutex, OnceLock};

/// Everything the server logs at INFO and above, as text.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Captured {
    type Writer = Captured;
    fn make_writer(&'a self) -> Captured {
        self.clone()
    }
}

fn captured() -> &'static Captured {
    static LOG: OnceLock<Captured> = OnceLock::new();
    LOG.get_or_init(|| {
        let log = Captured::default();
        tracing_subscriber::fmt().with_max_level(tracing::Level::INFO).with_ansi(false).with_writer(log.clone()).init();
        log
    })
}

fn security_lines(kind: &str) -> Vec<String> {
    let text = String::from_utf8_lossy(&captured().0.lock().unwrap_or_else(|p| p.into_inner())).into_owned();
    text.lines()
        .filter(|l| l.contains("clinic::security") && l.contains(&format!("kind=\"{kind}\"")))
        .map(String::from)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bursts_of_refused_rate_limited_and_failed_sign_in_requests_are_warned_of_once() {
    captured();
    let app =
        spawn_with(Options { rate_limit: 5, env: vec![("CLINIC_WARN_BURST", "8".into())], ..Default::default() }).await;

    // A script posting the same bad inquiry: five refusals, then ten answers of 429.
    let mut bad = inquiry();
    bad["email"] = json!("secret.person@example.com");
    bad["name"] = json!("x");
    let mut statuses = Vec::new();
    for _ in 0..15 {
        statuses.push(app.post_json("/api/inquiries", &bad).await.status().as_u16());
    }
    assert_eq!(statuses.iter().filter(|s| **s == 422).count(), 5, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 10, "{statuses:?}");
    assert_eq!(security_lines("rate_limited").len(), 1, "ten 429s pass a threshold of 8 once");
    assert!(security_lines("refused").is_empty(), "five refusals are no burst");

    // The staff API without a session: the refusals add up past the threshold.
    for _ in 0..9 {
        assert_eq!(app.get("/api/admin/inbox").await.status(), 401);
    }
    assert_eq!(security_lines("refused").len(), 1);

    // Guessing a password: a quarter of the threshold is enough.
    for _ in 0..3 {
        let status = staff::password_step(&app, "nobody@clinic.example", "guess-guess-guess").await.status();
        assert!(status == 401 || status == 429, "{status}");
    }
    let sign_in = security_lines("failed_sign_in");
    assert_eq!(sign_in.len(), 1);
    assert!(sign_in[0].contains("client=127.0.0.1"), "{}", sign_in[0]);

    let all = String::from_utf8_lossy(&captured().0.lock().unwrap_or_else(|p| p.into_inner())).into_owned();
    // The access log names the client of each answer (here the loopback address), never the typed data.
    let access = all.lines().find(|l| l.contains("clinic::access") && l.contains("status=429")).unwrap_or_default();
    assert!(access.contains("client=127.0.0.1") && access.contains("route=/api/inquiries"), "access line: {access:?}");
    assert!(!all.contains("secret.person") && !all.contains("nobody@clinic"), "no typed data in the log: {all}");
}
