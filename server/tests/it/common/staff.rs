//! Signed-in staff for tests: creates an account in the database, then signs in over HTTP the way
//! the dashboard does (password, enrolment of the authenticator, a code computed here).

use super::TestApp;
use clinic_core::model::Branch;
use clinic_server::staff::{password, users, Role};
use clinic_server::storage::{now_ms, StorageError};
use hmac::{Hmac, Mac};
use serde_json::{json, Value};
use sha1::Sha1;

/// The password every test account gets.
pub const PASSWORD: &str = "correct horse battery staple";

/// A staff member's browser: the session cookie and the CSRF token go with every request.
#[derive(Clone)]
pub struct StaffClient {
    pub base: String,
    pub client: reqwest::Client,
    /// `name=value` of the session cookie.
    pub cookie: String,
    pub csrf: String,
    pub user_id: String,
    pub email: String,
    /// The authenticator secret (raw bytes), as enrolled.
    pub totp_secret: Vec<u8>,
    /// The recovery codes shown at enrolment.
    pub recovery_codes: Vec<String>,
}

impl StaffClient {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// A GET with the session cookie.
    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).header("cookie", &self.cookie).send().await.expect("request")
    }

    /// A POST of JSON from our origin, with the session cookie and the CSRF token.
    pub async fn post_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.send_json(reqwest::Method::POST, path, body).await
    }

    /// A PUT of JSON from our origin, with the session cookie and the CSRF token.
    pub async fn put_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.send_json(reqwest::Method::PUT, path, body).await
    }

    async fn send_json(&self, method: reqwest::Method, path: &str, body: &Value) -> reqwest::Response {
        self.client
            .request(method, self.url(path))
            .header("cookie", &self.cookie)
            .header("origin", &self.base)
            .header("x-csrf-token", &self.csrf)
            .json(body)
            .send()
            .await
            .expect("request")
    }
}

/// RFC 4648 base32 (no padding), as authenticator apps read it.
pub fn base32_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut bits: u64 = 0;
    let mut count = 0;
    let mut out = Vec::new();
    for c in text.bytes().filter(|c| *c != b'=') {
        let v = ALPHABET.iter().position(|a| *a == c.to_ascii_uppercase()).expect("base32 character") as u64;
        bits = (bits << 5) | v;
        count += 5;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    out
}

/// The 6-digit code an authenticator app shows `steps_ahead` 30-second steps from now (RFC 6238).
pub fn totp_code(secret: &[u8], steps_ahead: i64) -> String {
    let step = now_ms() / 30_000 + steps_ahead;
    let mut mac = Hmac::<Sha1>::new_from_slice(secret).expect("key");
    mac.update(&step.to_be_bytes());
    let d = mac.finalize().into_bytes();
    let o = (d[19] & 0x0f) as usize;
    let n = u32::from_be_bytes([d[o] & 0x7f, d[o + 1], d[o + 2], d[o + 3]]) % 1_000_000;
    format!("{n:06}")
}

/// The value of a `Set-Cookie` named `name` (`name=value`), if the response sets it.
pub fn set_cookie(res: &reqwest::Response, name: &str) -> Option<String> {
    res.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next())
        .find(|kv| kv.split_once('=').is_some_and(|(k, v)| k == name && !v.is_empty()))
        .map(str::to_string)
}

/// Creates an account directly in the database with [`PASSWORD`].
pub async fn create_user(app: &TestApp, email: &str, role: &str, branch: Option<&str>) -> String {
    let role = Role::parse(role).expect("role is admin or staff");
    let branch = branch.map(|b| Branch::parse(b).expect("a branch"));
    let hash = password::hash(PASSWORD).expect("hash");
    let email = email.to_string();
    app.writer()
        .transact(move |c| {
            Box::pin(async move {
                let user = users::create(c, &email, role, branch, &hash, now_ms()).await?;
                user.map(|u| u.id).ok_or_else(|| StorageError::Corrupt("e-mail taken".into()))
            })
        })
        .await
        .expect("create user")
}

/// The password step; answers the response.
pub async fn password_step(app: &TestApp, email: &str, password: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/admin/session"))
        .header("origin", &app.base)
        .json(&json!({"email": email, "password": password}))
        .send()
        .await
        .expect("request")
}

/// The code step with the sign-in cookie of the password step.
pub async fn code_step(app: &TestApp, pending_cookie: &str, body: &Value) -> reqwest::Response {
    app.client
        .post(app.url("/api/admin/session/totp"))
        .header("origin", &app.base)
        .header("cookie", pending_cookie)
        .json(body)
        .send()
        .await
        .expect("request")
}

/// A new account of `role` (and `branch`), signed in for the first time (enrolled).
pub async fn signed_in(app: &TestApp, role: &str, branch: Option<&str>) -> StaffClient {
    let email = format!("{}@clinic.example", clinic_server::storage::ids::new_id(role));
    let user_id = create_user(app, &email, role, branch).await;
    let res = password_step(app, &email, PASSWORD).await;
    assert_eq!(res.status(), 200, "password step");
    let pending = set_cookie(&res, "clinic_signin").expect("sign-in cookie");
    let next: Value = res.json().await.expect("json");
    assert_eq!(next["next"], "enrol");
    let secret = base32_decode(next["secret"].as_str().expect("secret"));
    let res = code_step(app, &pending, &json!({"code": totp_code(&secret, 0)})).await;
    assert_eq!(res.status(), 200, "code step");
    let cookie = set_cookie(&res, "clinic_session").expect("session cookie");
    let body: Value = res.json().await.expect("json");
    StaffClient {
        base: app.base.clone(),
        client: app.client.clone(),
        cookie,
        csrf: body["csrfToken"].as_str().expect("csrf token").to_string(),
        user_id,
        email,
        totp_secret: secret,
        recovery_codes: body["recoveryCodes"]
            .as_array()
            .map(|a| a.iter().filter_map(|c| c.as_str().map(str::to_string)).collect())
            .unwrap_or_default(),
    }
}

/// A signed-in staff account given `content_role` by an admin through the API.
pub async fn with_content_role(app: &TestApp, admin: &StaffClient, content_role: &str) -> StaffClient {
    let who = super::signed_in(app, "staff", None).await;
    let res = admin
        .post_json(&format!("/api/admin/users/{}/content-role", who.user_id), &json!({"contentRole": content_role}))
        .await;
    assert_eq!(res.status(), 200, "content role set");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user"]["contentRole"], content_role);
    who
}
