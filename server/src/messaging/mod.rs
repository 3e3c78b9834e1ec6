//! Messages to patients and staff. The outbox rows are written by storage in the same transaction as
//! the change that causes them; this room renders each one when it is delivered (in the recipient's
//! language, with the clinic's clock) and hands it to its channel.
//!
//! - [`delivery`]: the delivery worker and the e-mail channel.
//! - [`inbox_mail`], [`reminder_mail`]: the messages the inbox and the reminders cause.
//! - [`calendar`]: iCalendar files and the translated texts of messages.
//! - [`smtp_failure`]: why an e-mail failed, in words safe to store.

pub mod calendar;
pub mod delivery;
pub mod inbox_mail;
pub mod reminder_mail;
pub mod smtp_failure;
