//! Background work, every task a pass on one [`runner`] (`run_every(name, interval, pass)`); a task
//! that one instance at a time may run takes its lease in `storage::leases`: reminders before the
//! visit, waitlist offers of freed seats, the expiry of unverified bookings, the retention purge (with
//! one patient's erasure, which staff and the command line start), the outbox's delivery, SQLite's
//! WAL checkpoints and the pruning of idempotency keys.

pub mod checkpoint;
pub mod idempotency;
pub mod outbox;
pub mod reminders;
pub mod retention;
pub mod runner;
pub mod site_rerender;
pub mod site_versions;
pub mod verify;
pub mod visit_care;
pub mod waitlist;
