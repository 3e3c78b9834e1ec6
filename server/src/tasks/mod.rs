//! Background work, each a periodic pass claimed with a lease so that one instance does it:
//! reminders before the visit, waitlist offers of freed seats, the expiry of unverified bookings and
//! the retention purge (with one patient's erasure, which staff and the command line start).

pub mod reminders;
pub mod retention;
pub mod verify;
pub mod waitlist;
