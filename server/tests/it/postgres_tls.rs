//! PostgreSQL over TLS: the server verifies the database's certificate against a private CA and its
//! connections are encrypted. Needs the cluster of `scripts/with-postgres.sh` (TLS with a throwaway
//! CA); run as `scripts/with-postgres.sh cargo test -p clinic-server --test postgres_tls -- --ignored`.

use crate::common;

use common::*;
use sqlx::Connection;

fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set: run through scripts/with-postgres.sh"))
}

/// The fresh database's URL by the certificate's name, verifying it against the test CA.
fn verified(url: &str, host: &str) -> String {
    let mut url = url::Url::parse(url).expect("URL");
    url.set_host(Some(host)).expect("host");
    url.query_pairs_mut().append_pair("sslmode", "verify-full").append_pair("sslrootcert", &env("TEST_PG_ROOT_CERT"));
    url.to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs scripts/with-postgres.sh"]
async fn the_server_books_over_a_verified_encrypted_database_connection() {
    env("TEST_DATABASE_URL");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = verified(&fresh_database(dir.path()).await, "localhost");
    let app =
        spawn_with(Options { reuse: Some((url.clone(), dir.path().join("uploads"))), ..Default::default() }).await;

    assert_eq!(app.post_json("/api/bookings", &booking(&open_day(6), "10:00")).await.status(), 201);
    assert_eq!(app.count("bookings").await, 1);
    let encrypted: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pg_stat_ssl WHERE pid = pg_backend_pid() AND ssl")
        .fetch_one(&app.db.pool)
        .await
        .expect("pg_stat_ssl");
    assert_eq!(encrypted, 1, "the server's own connection is encrypted");

    // Verification is real: the certificate names `localhost`, not the address.
    sqlx::any::install_default_drivers();
    let by_address = verified(&url, "127.0.0.1");
    let refused = sqlx::AnyConnection::connect(&by_address).await.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(refused.to_lowercase().contains("certificate"), "a certificate for another name is refused: {refused:?}");
}
