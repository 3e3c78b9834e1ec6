//! Messages to patients and staff. The outbox rows are written by storage in the same transaction as
//! the change that causes them; this room renders each one when it is delivered (in the recipient's
//! language, with the clinic's clock) and hands it to its channel.
//!
//! - [`delivery`]: the delivery pass; [`channel`]: how an e-mail leaves, through [`email`];
//!   [`chat`]: how a reminder leaves on the patient's chat channel, through [`line`] or [`whatsapp`]
//!   (e-mail when the channel cannot reach them), the ones configured in [`providers`]; [`message`]:
//!   what it sends.
//! - [`render`]: an outbox row into its message, by kind, through [`inbox_mail`], [`reminder_mail`]
//!   and [`waitlist_mail`]; [`reminder_chat`]: a reminder as a chat message with its answer buttons.
//! - [`calendar`]: iCalendar files and the translated texts of messages; [`clock`]: the clinic's
//!   clock in a message.
//! - [`smtp_failure`]: why an e-mail failed, in words safe to store.

pub mod calendar;
pub mod channel;
pub mod chat;
pub mod clock;
pub mod delivery;
pub mod email;
pub mod inbox_mail;
pub mod line;
pub mod message;
pub mod providers;
pub mod reminder_chat;
pub mod reminder_mail;
pub mod render;
pub mod smtp_failure;
pub mod visit_mail;
pub mod waitlist_mail;
pub mod whatsapp;
