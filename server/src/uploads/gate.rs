//! How many photos are decoded at once across the whole server: about one per core. Decoding is CPU
//! and memory work; without a bound, twenty requests of five large photos each decode a hundred
//! photos at once. Requests beyond the bound wait briefly for a turn, then are told to come back.

use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The turns for decoding.
pub struct DecodeGate {
    turns: Arc<Semaphore>,
    wait: Duration,
}

/// No turn came within the wait; retry after this many seconds.
#[derive(Debug)]
pub struct Busy(pub u64);

impl DecodeGate {
    /// `turns` decodes at once (at least one); a request waits at most `wait` for its turn.
    pub fn new(turns: usize, wait: Duration) -> DecodeGate {
        DecodeGate { turns: Arc::new(Semaphore::new(turns.max(1))), wait }
    }

    /// One turn per core of this machine.
    pub fn per_core(wait: Duration) -> DecodeGate {
        DecodeGate::new(std::thread::available_parallelism().map(usize::from).unwrap_or(1), wait)
    }

    /// Waits for a turn; hold the permit while decoding.
    pub async fn enter(&self) -> Result<OwnedSemaphorePermit, Busy> {
        match tokio::time::timeout(self.wait, self.turns.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(permit),
            _ => Err(Busy(self.wait.as_secs().clamp(1, 30))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_request_without_a_turn_is_told_when_to_come_back() {
        let gate = DecodeGate::new(1, Duration::from_millis(20));
        let held = gate.enter().await.unwrap();
        let Err(Busy(secs)) = gate.enter().await else { panic!("a second turn was given") };
        assert!(secs >= 1);
        drop(held);
        assert!(gate.enter().await.is_ok());
    }
}
