//! The local stand-in for LINE and WhatsApp (`tests/providers/sandbox.mjs`): a Node process that
//! speaks both providers' documented APIs, records what it receives and sends signed webhooks back.
//! Each test starts its own, so its recordings are its own; it ends with the test (its stdin closes).

use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const LINE_TOKEN: &str = "line-token";
pub const LINE_SECRET: &str = "line-secret";
pub const LOGIN_CHANNEL_ID: &str = "1650000000";
pub const LOGIN_SECRET: &str = "login-secret";
pub const WA_TOKEN: &str = "wa-token";
pub const WA_PHONE_ID: &str = "109000000000001";
pub const WA_SECRET: &str = "wa-app-secret";

pub struct Sandbox {
    child: Child,
    pub base: String,
    client: reqwest::Client,
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Sandbox {
    pub fn start() -> Sandbox {
        let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/providers/sandbox.mjs");
        let mut child = Command::new("node")
            .arg(script)
            .env("SANDBOX_EXIT_ON_STDIN_EOF", "1")
            .env("SANDBOX_PORT", "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs the provider sandbox");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).expect("the sandbox says its port");
        let port = serde_json::from_str::<Value>(&line).expect("a JSON line")["port"].as_u64().expect("a port");
        Sandbox { child, base: format!("http://127.0.0.1:{port}"), client: reqwest::Client::new() }
    }

    /// The clinic server's settings for both channels against this sandbox.
    pub fn env(&self) -> Vec<(&'static str, String)> {
        vec![
            ("LINE_CHANNEL_ACCESS_TOKEN", LINE_TOKEN.into()),
            ("LINE_CHANNEL_SECRET", LINE_SECRET.into()),
            ("LINE_LOGIN_CHANNEL_ID", LOGIN_CHANNEL_ID.into()),
            ("LINE_LOGIN_CHANNEL_SECRET", LOGIN_SECRET.into()),
            ("LINE_API_BASE", self.base.clone()),
            ("LINE_ACCESS_BASE", self.base.clone()),
            ("LINE_BOT_BASIC_ID", "@clinic-test".into()),
            ("WHATSAPP_TOKEN", WA_TOKEN.into()),
            ("WHATSAPP_PHONE_NUMBER_ID", WA_PHONE_ID.into()),
            ("WHATSAPP_APP_SECRET", WA_SECRET.into()),
            ("WHATSAPP_VERIFY_TOKEN", "verify-me".into()),
            ("WHATSAPP_API_BASE", format!("{}/v21.0", self.base)),
        ]
    }

    pub async fn post(&self, path: &str, body: Value) -> Value {
        let res = self.client.post(format!("{}{path}", self.base)).json(&body).send().await.expect("sandbox");
        assert!(res.status().is_success(), "sandbox {path}: {}", res.status());
        res.json().await.unwrap_or(Value::Null)
    }

    /// Webhooks go to the clinic at `base`.
    pub async fn point_at(&self, base: &str) {
        self.post("/__sandbox/config", json!({ "clinicBaseUrl": base })).await;
    }

    /// What the sandbox received for `service`, at `path` when given.
    pub async fn requests(&self, service: &str, path: Option<&str>) -> Vec<Value> {
        let mut url = format!("{}/__sandbox/requests?service={service}", self.base);
        if let Some(p) = path {
            url.push_str(&format!("&path={}", urlencode(p)));
        }
        let body: Value = self.client.get(url).send().await.expect("sandbox").json().await.expect("json");
        body["requests"].as_array().cloned().unwrap_or_default()
    }

    /// Waits until at least `n` requests matched, and returns them all.
    pub async fn wait_for(&self, service: &str, path: &str, n: usize) -> Vec<Value> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let found = self.requests(service, Some(path)).await;
            if found.len() >= n {
                return found;
            }
            assert!(Instant::now() < deadline, "{service} {path}: {} of {n} requests arrived", found.len());
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Sends LINE events to the clinic, signed as LINE signs them; the clinic's answer.
    pub async fn line_webhook(&self, events: Value) -> Value {
        self.post("/__sandbox/line/webhook", json!({ "events": events })).await
    }

    pub async fn whatsapp_webhook(&self, value: Value) -> Value {
        self.post("/__sandbox/whatsapp/webhook", json!({ "value": value })).await
    }
}

fn urlencode(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}
