//! How a rendered message reaches its recipient. The delivery pass knows only this trait: e-mail is
//! its first implementation ([`super::email::Mailer`]); another channel (LINE, WhatsApp) is one more
//! implementation, never a branch in the callers.

use crate::messaging::message::Email;
use crate::storage::outbox::OutboxKind;
use futures::future::BoxFuture;

/// A way messages leave the clinic.
pub trait Channel: Send + Sync {
    /// The channel's name, for logs.
    fn name(&self) -> &'static str;

    /// Sends one rendered message. The error is a few words safe to store in `outbox.last_error` and
    /// to log: never the recipient's address, a provider's free text or a credential.
    fn send<'a>(&'a self, kind: OutboxKind, id: i64, message: &'a Email) -> BoxFuture<'a, Result<(), String>>;
}
