//! The one loop of every periodic task: [`Runner::run_every`] runs a task's pass now and then every
//! interval (give or take a tenth, so instances started together do not poll in step) until the stop
//! signal. A pass that fails is logged (the task's name and the error's words, never a row's
//! contents) and counted; a pass that panics is caught, logged and counted too, and the next pass runs
//! as usual. Which instance may run a pass is the task's own business, under its lease
//! ([`crate::storage::leases`]), taken in the pass's transaction.

use futures::FutureExt;
use rand::Rng;
use std::collections::HashMap;
use std::fmt::Display;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// How one task's passes went since its runner started.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Passes run, whatever their outcome.
    pub passes: u64,
    /// Passes that returned an error.
    pub failures: u64,
    /// Passes that panicked.
    pub panics: u64,
}

/// The counts of a runner's tasks by name, shared with whoever reads them (tests, operators).
#[derive(Debug, Clone, Default)]
pub struct Counters(Arc<Mutex<HashMap<&'static str, Counts>>>);

impl Counters {
    /// Task `name`'s counts (all zero for a task that never ran).
    pub fn of(&self, name: &str) -> Counts {
        self.0.lock().map(|m| m.get(name).copied().unwrap_or_default()).unwrap_or_default()
    }

    fn record(&self, name: &'static str, count: impl FnOnce(&mut Counts)) {
        if let Ok(mut m) = self.0.lock() {
            count(m.entry(name).or_default());
        }
    }
}

/// Starts a process's periodic tasks and waits for them once the stop signal fired.
pub struct Runner {
    stop: watch::Receiver<bool>,
    counters: Counters,
    tasks: Vec<JoinHandle<()>>,
}

impl Runner {
    /// A runner whose tasks stop when `stop` turns true (or its sender is dropped).
    pub fn new(stop: watch::Receiver<bool>) -> Runner {
        Runner { stop, counters: Counters::default(), tasks: Vec::new() }
    }

    /// The counts of this runner's tasks.
    pub fn counters(&self) -> Counters {
        self.counters.clone()
    }

    /// Starts task `name`: `pass` now, then every `interval` until the stop signal.
    pub fn run_every<F, Fut, E>(&mut self, name: &'static str, interval: Duration, pass: F)
    where
        F: FnMut() -> Fut + Send + 'static,
        Fut: Future<Output = Result<(), E>> + Send + 'static,
        E: Display + 'static,
    {
        let task = run_every(name, interval, pass, self.stop.clone(), self.counters.clone());
        self.tasks.push(tokio::spawn(task));
    }

    /// Resolves once every task has stopped (after the stop signal, each finishes its pass).
    pub async fn stopped(self) {
        for task in self.tasks {
            let _ = task.await;
        }
    }
}

/// The loop behind [`Runner::run_every`].
pub async fn run_every<F, Fut, E>(
    name: &'static str,
    interval: Duration,
    mut pass: F,
    mut stop: watch::Receiver<bool>,
    counters: Counters,
) where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<(), E>>,
    E: Display,
{
    let mut failing = Failing::default();
    loop {
        if *stop.borrow() {
            return;
        }
        // A panic unwinds out of this pass only: what it held is dropped, and the loop goes on.
        match AssertUnwindSafe(async { pass().await }).catch_unwind().await {
            Ok(Ok(())) => {
                counters.record(name, |c| c.passes += 1);
                if let Some(failed) = failing.recovered() {
                    tracing::info!(task = name, failed, "task passes again after failing");
                }
            }
            Ok(Err(e)) => {
                counters.record(name, |c| {
                    c.passes += 1;
                    c.failures += 1;
                });
                // A task that polls every 200 ms against a full disk would otherwise log five lines a
                // second: the first failure, then one line a minute while it goes on.
                if let Some(since) = failing.failed(std::time::Instant::now()) {
                    tracing::warn!(task = name, error = %e, failed_since_last_line = since, "task pass failed; the next pass runs as usual");
                }
            }
            Err(_) => {
                counters.record(name, |c| {
                    c.passes += 1;
                    c.panics += 1;
                });
                tracing::error!(task = name, "task pass panicked; the next pass runs as usual");
            }
        }
        tokio::select! {
            _ = tokio::time::sleep(jittered(interval)) => {}
            _ = stop.changed() => return,
        }
    }
}

/// A run of failed passes, so a lasting failure is logged once a minute rather than every pass.
#[derive(Debug, Default)]
struct Failing {
    /// Failed passes in the current run of failures.
    run: u64,
    /// Failed passes since the last line written, and when it was written.
    unlogged: u64,
    logged_at: Option<std::time::Instant>,
}

/// How often a lasting failure is logged again.
const FAILURE_LOG_EVERY: Duration = Duration::from_secs(60);

impl Failing {
    /// Counts a failed pass at `now`; `Some(failed passes since the last line)` when this one is to be logged.
    fn failed(&mut self, now: std::time::Instant) -> Option<u64> {
        self.run += 1;
        self.unlogged += 1;
        let due = self.logged_at.is_none_or(|at| now.duration_since(at) >= FAILURE_LOG_EVERY);
        due.then(|| {
            self.logged_at = Some(now);
            std::mem::take(&mut self.unlogged)
        })
    }

    /// A pass succeeded: `Some(failed passes of the run)` when it ends a run of failures.
    fn recovered(&mut self) -> Option<u64> {
        let run = std::mem::take(&mut self.run);
        *self = Failing::default();
        (run > 0).then_some(run)
    }
}

/// `interval` give or take a tenth.
fn jittered(interval: Duration) -> Duration {
    interval.mul_f64(rand::thread_rng().gen_range(0.9..=1.1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lasting_failure_is_logged_once_a_minute_and_its_end_once() {
        let start = std::time::Instant::now();
        let mut f = Failing::default();
        assert_eq!(f.failed(start), Some(1), "the first failure is logged");
        for i in 1..300 {
            assert_eq!(f.failed(start + Duration::from_millis(200 * i)), None, "pass {i}");
        }
        assert_eq!(f.failed(start + Duration::from_secs(60)), Some(300), "a minute on: the failures since");
        assert_eq!(f.recovered(), Some(301));
        assert_eq!(f.recovered(), None, "a success after a success says nothing");
        assert_eq!(f.failed(start + Duration::from_secs(61)), Some(1), "a new run is logged at once");
    }
    use std::sync::atomic::{AtomicU32, Ordering};

    /// Waits (in real time, briefly) until `done` holds.
    async fn until(mut done: impl FnMut() -> bool) {
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while !done() {
            assert!(std::time::Instant::now() < deadline, "condition never held");
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
    }

    #[test]
    fn the_jitter_stays_within_a_tenth() {
        for _ in 0..1000 {
            let d = jittered(Duration::from_millis(1000));
            assert!(d >= Duration::from_millis(900) && d <= Duration::from_millis(1100), "{d:?}");
        }
    }

    #[tokio::test]
    async fn failing_and_panicking_passes_are_counted_and_the_loop_goes_on() {
        let (stop, rx) = watch::channel(false);
        let mut runner = Runner::new(rx);
        let calls = Arc::new(AtomicU32::new(0));
        let seen = calls.clone();
        runner.run_every("flaky", Duration::from_millis(1), move || {
            let n = seen.fetch_add(1, Ordering::SeqCst);
            async move {
                match n % 3 {
                    0 => Err("the database is away"),
                    1 => panic!("a bug in one pass"),
                    _ => Ok(()),
                }
            }
        });
        let counters = runner.counters();
        until(|| counters.of("flaky").passes >= 9).await;
        let counts = counters.of("flaky");
        assert!(counts.failures >= 3 && counts.panics >= 3, "{counts:?}");
        assert!(counts.passes >= counts.failures + counts.panics + 3, "{counts:?}");
        assert_eq!(counters.of("another"), Counts::default());
        stop.send(true).expect("stop");
        runner.stopped().await;
    }

    #[tokio::test]
    async fn the_stop_signal_ends_a_task_between_passes() {
        let (stop, rx) = watch::channel(false);
        let mut runner = Runner::new(rx);
        runner.run_every("hourly", Duration::from_secs(3600), || async { Ok::<(), String>(()) });
        let counters = runner.counters();
        until(|| counters.of("hourly").passes == 1).await;
        stop.send(true).expect("stop");
        // It was asleep for an hour: the signal wakes it and it stops at once.
        tokio::time::timeout(Duration::from_secs(5), runner.stopped()).await.expect("stopped");
        assert_eq!(counters.of("hourly").passes, 1);
    }
}
