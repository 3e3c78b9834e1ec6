//! Served over TLS (`CLINIC_PUBLIC_URL` is https): staff cookies are `__Host-` prefixed and `Secure`,
//! and changes must come from the public origin.

use crate::common;

use clinic_server::app;
use clinic_server::config::Config;
use common::staff::{base32_decode, totp_code, PASSWORD};
use serde_json::{json, Value};

const PUBLIC: &str = "https://clinic.example";

/// The `name=value` and the whole header of the Set-Cookie named `name`.
fn cookie(res: &reqwest::Response, name: &str) -> (String, String) {
    let header = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name} cookie"))
        .to_string();
    (header.split(';').next().unwrap_or("").to_string(), header)
}

#[tokio::test]
async fn over_tls_the_cookies_are_host_prefixed_and_secure() {
    let dir = tempfile::tempdir().unwrap();
    let database_url = common::fresh_database(dir.path()).await;
    let upload = format!("file://{}", dir.path().join("uploads").display());
    let config = Config::from_lookup(|k| match k {
        "CLINIC_ADDR" => Some("127.0.0.1:0".into()),
        "DATABASE_URL" => Some(database_url.clone()),
        "UPLOAD_STORE" => Some(upload.clone()),
        "CLINIC_DIST" => Some(dir.path().join("no-dist").display().to_string()),
        "CLINIC_RATE_LIMIT" => Some("0".into()),
        "CLINIC_PUBLIC_URL" => Some(PUBLIC.into()),
        _ => None,
    })
    .unwrap();
    let running = app::start(config).await.unwrap();
    let base = format!("http://{}", running.addr);
    let client = reqwest::Client::new();
    let test_app = common::TestApp {
        database_url: database_url.clone(),
        base: base.clone(),
        client: client.clone(),
        db: running.db.clone(),
        dir,
        running: None,
    };
    common::staff::create_user(&test_app, "nurse@clinic.example", "staff", None).await;

    let res = client
        .post(format!("{base}/api/admin/session"))
        .header("origin", PUBLIC)
        .json(&json!({"email": "nurse@clinic.example", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let (pending, header) = cookie(&res, "__Host-clinic_signin");
    assert!(header.contains("; Secure") && header.contains("Path=/") && !header.contains("Domain"));
    let secret = base32_decode(res.json::<Value>().await.unwrap()["secret"].as_str().unwrap());

    let res = client
        .post(format!("{base}/api/admin/session/totp"))
        .header("origin", PUBLIC)
        .header("cookie", &pending)
        .json(&json!({"code": totp_code(&secret, 0)}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let (session, header) = cookie(&res, "__Host-clinic_session");
    assert!(header.contains("; Secure") && header.contains("HttpOnly") && header.contains("SameSite=Strict"));
    let csrf = res.json::<Value>().await.unwrap()["csrfToken"].as_str().unwrap().to_string();

    let me = client.get(format!("{base}/api/admin/me")).header("cookie", &session).send().await.unwrap();
    assert_eq!(me.status(), 200);
    // The same id under the unprefixed name (as a sibling subdomain could plant it) is not a session.
    let unprefixed = session.replacen("__Host-", "", 1);
    let me = client.get(format!("{base}/api/admin/me")).header("cookie", &unprefixed).send().await.unwrap();
    assert_eq!(me.status(), 401);
    // A change from the internal address is not from the public origin.
    let res = client
        .post(format!("{base}/api/admin/session/logout"))
        .header("cookie", &session)
        .header("x-csrf-token", &csrf)
        .header("origin", &base)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);

    let _ = running.stop.send(true);
    let _ = running.done.await;
}
