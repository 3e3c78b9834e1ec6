//! A message as rendered for its channel: what the delivery worker sends. Callers never build one:
//! storage queues an outbox row, and [`super::render`] makes the message from it at delivery.

use clinic_core::lang::Locale;

/// A rendered e-mail.
#[derive(Debug, Clone)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub body: String,
    pub ics: Option<String>,
    /// The language it is written in: the HTML part's `lang` and direction.
    pub lang: Locale,
}
