//! The connection loop. `axum::serve` sets no timer, so a client that sends its headers a byte at a
//! time, or opens connections and never speaks, holds them forever; enough of them and the file
//! limit is reached and `/healthz` stops answering. Here a request's headers must arrive within the
//! header timeout, and so must a new connection's first byte (hyper's timer only starts once the
//! protocol is known, which takes a byte; an idle keep-alive connection is bounded by the same timer
//! between requests), HTTP/2 connections are pinged and dropped when silent, the number of connections held at once is capped
//! (more wait in the kernel's backlog), and shutdown stays graceful: stop accepting, let in-flight
//! requests finish.

use axum::extract::connect_info::IntoMakeServiceWithConnectInfo;
use axum::Router;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{watch, Semaphore};
use tower::Service;

/// What a connection may take.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    /// Time to send a request's headers, and a new connection's first byte.
    pub header_timeout: Duration,
    /// Connections held open at once.
    pub max_connections: usize,
}

/// Serves `app` on `listener` until `stop` turns true, then waits for in-flight requests.
pub async fn run(listener: TcpListener, app: Router, limits: ConnectionLimits, mut stop: watch::Receiver<bool>) {
    let mut make: IntoMakeServiceWithConnectInfo<Router, SocketAddr> =
        app.into_make_service_with_connect_info::<SocketAddr>();
    let mut builder = Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(limits.header_timeout).keep_alive(true);
    builder
        .http2()
        .timer(TokioTimer::new())
        .keep_alive_interval(limits.header_timeout)
        .keep_alive_timeout(limits.header_timeout);
    let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let graceful = GracefulShutdown::new();
    loop {
        let slot = tokio::select! {
            slot = slots.clone().acquire_owned() => match slot { Ok(s) => s, Err(_) => break },
            _ = stopped(&mut stop) => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of file descriptors or similar: wait a moment instead of spinning.
                    tracing::warn!(error = %e, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stopped(&mut stop) => break,
        };
        let Ok(service) = make.call(peer).await;
        let builder = builder.clone();
        let watcher = graceful.watcher();
        let header_timeout = limits.header_timeout;
        tokio::spawn(async move {
            // A connection that never sends a byte is closed after the header timeout, like one
            // that sends its headers too slowly (peek leaves the byte for hyper to read).
            let mut first = [0u8; 1];
            match tokio::time::timeout(header_timeout, stream.peek(&mut first)).await {
                Ok(Ok(n)) if n > 0 => {}
                _ => {
                    drop(slot);
                    return;
                }
            }
            let connection = builder
                .serve_connection_with_upgrades(TokioIo::new(stream), TowerToHyperService::new(service))
                .into_owned();
            // Errors here are clients going away or timing out: nothing to report.
            let _ = watcher.watch(connection).await;
            drop(slot);
        });
    }
    drop(listener);
    graceful.shutdown().await;
}

/// Resolves once `stop` turns true (the borrowed value is not held across an await).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await.map(|_| ());
}

/// Raises this process's open-file limit to its hard limit: each connection is a file, and a low
/// default (1024 on many systems) would let a few hundred held connections starve the rest.
pub fn raise_file_limit() {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit/setrlimit only read and write the struct passed by pointer.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < limit.rlim_max {
                let wanted = libc::rlimit { rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &wanted) != 0 {
                    tracing::warn!("could not raise the open-file limit");
                }
            }
        }
    }
}

/// Files and folders the server creates (database, uploads, backups) are its own only: 0600 and
/// 0700. They hold health data.
pub fn restrict_new_files() {
    #[cfg(unix)]
    // SAFETY: umask only changes this process's file-creation mask.
    unsafe {
        libc::umask(0o077);
    }
}
