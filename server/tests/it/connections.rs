//! Slow clients: a connection that trickles its headers is closed once the header timeout passes,
//! and the site keeps answering everyone else meanwhile.

use crate::common;

use common::*;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const HEADER_TIMEOUT: Duration = Duration::from_secs(1);

async fn spawn_with_header_timeout() -> TestApp {
    spawn_with(Options { env: vec![("CLINIC_HEADER_TIMEOUT", "1".into())], ..Default::default() }).await
}

/// Waits until the server closes the connection (a read returns end of file or an error).
async fn closed_after(mut stream: TcpStream) -> Duration {
    let started = Instant::now();
    let mut buf = [0u8; 1024];
    loop {
        match stream.read(&mut buf).await {
            Ok(0) | Err(_) => return started.elapsed(),
            Ok(_) => continue,
        }
    }
}

#[tokio::test]
async fn a_slowloris_connection_is_closed_within_the_header_timeout_while_healthz_stays_fast() {
    let app = spawn_with_header_timeout().await;
    let addr = app.base.trim_start_matches("http://").to_string();
    let mut slow = TcpStream::connect(&addr).await.unwrap();
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: clinic\r\nX-Slow: a").await.unwrap();
    let closing = tokio::spawn(closed_after(slow));

    let started = Instant::now();
    assert_eq!(app.get("/healthz").await.status(), 200);
    assert!(started.elapsed() < HEADER_TIMEOUT, "healthz answered while the slow client waits");

    let held =
        tokio::time::timeout(HEADER_TIMEOUT * 10, closing).await.expect("the slow connection is closed").unwrap();
    assert!(held < HEADER_TIMEOUT * 5, "held for {held:?}");
}

#[tokio::test]
async fn a_connection_that_never_sends_a_byte_is_closed_within_the_header_timeout() {
    let app = spawn_with_header_timeout().await;
    let addr = app.base.trim_start_matches("http://").to_string();
    let idle = TcpStream::connect(&addr).await.unwrap();
    let closing = tokio::spawn(closed_after(idle));

    assert_eq!(app.get("/healthz").await.status(), 200);

    let held =
        tokio::time::timeout(HEADER_TIMEOUT * 10, closing).await.expect("the idle connection is closed").unwrap();
    assert!(held < HEADER_TIMEOUT * 5, "held for {held:?}");
}

#[tokio::test]
async fn a_kept_alive_connection_that_falls_silent_is_closed_within_the_header_timeout() {
    let app = spawn_with_header_timeout().await;
    let addr = app.base.trim_start_matches("http://").to_string();
    let mut stream = TcpStream::connect(&addr).await.unwrap();
    stream.write_all(b"GET /healthz HTTP/1.1\r\nHost: clinic\r\n\r\n").await.unwrap();
    let mut answer = [0u8; 12];
    stream.read_exact(&mut answer).await.unwrap();
    assert_eq!(&answer, b"HTTP/1.1 200");

    let held =
        tokio::time::timeout(HEADER_TIMEOUT * 10, closed_after(stream)).await.expect("the silent connection is closed");
    assert!(held < HEADER_TIMEOUT * 5, "held for {held:?}");
}
