//! The e-mail channel: SMTP when `SMTP_URL` is set (TLS as `config/tls_policy.rs` requires), else a
//! log line without personal data. Plain text and the same words as HTML carrying the language and
//! its direction, with the booking's `.ics` attached where the message has one.

use crate::messaging::channel::Channel;
use crate::messaging::message::Email;
use crate::storage::outbox::OutboxKind;
use futures::future::BoxFuture;
use lettre::message::{header::ContentType, Attachment, Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// Where e-mails go.
pub enum Mailer {
    Smtp {
        transport: Box<AsyncSmtpTransport<Tokio1Executor>>,
        from: Mailbox,
    },
    /// No SMTP configured: log that a message would be sent.
    Log,
}

impl Mailer {
    /// SMTP when a URL is given, else the log.
    pub fn new(smtp_url: Option<&str>, from: &str) -> Result<Mailer, String> {
        match smtp_url {
            None => Ok(Mailer::Log),
            Some(url) => {
                let transport =
                    AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|e| format!("SMTP_URL: {e}"))?.build();
                let from = from.parse().map_err(|e| format!("SMTP_FROM: {e}"))?;
                Ok(Mailer::Smtp { transport: Box::new(transport), from })
            }
        }
    }

    async fn deliver(&self, kind: OutboxKind, id: i64, email: &Email) -> Result<(), String> {
        match self {
            Mailer::Log => {
                tracing::info!(
                    outbox_id = id,
                    kind = kind.as_str(),
                    has_ics = email.ics.is_some(),
                    "no SMTP_URL: would send an e-mail"
                );
                Ok(())
            }
            Mailer::Smtp { transport, from } => {
                // Every failure below is stored in `outbox.last_error` and logged: short words, never the
                // address or a relay's free text (`smtp_failure`).
                let to: Mailbox = email.to.parse().map_err(|_| "recipient address invalid".to_string())?;
                // Plain text for every client, and the same words as HTML that carries the language and
                // its direction, so an Arabic message reads right to left in mail apps too.
                let body = MultiPart::alternative_plain_html(email.body.clone(), html_body(email));
                let builder = Message::builder().from(from.clone()).to(to).subject(email.subject.clone());
                let message = match &email.ics {
                    Some(ics) => {
                        let ct = ContentType::parse("text/calendar; charset=utf-8; method=PUBLISH")
                            .map_err(|_| "calendar content type".to_string())?;
                        builder.multipart(
                            MultiPart::mixed()
                                .multipart(body)
                                .singlepart(Attachment::new("booking.ics".into()).body(ics.clone(), ct)),
                        )
                    }
                    None => builder.multipart(body),
                }
                .map_err(|_| "message not built".to_string())?;
                transport.send(message).await.map(|_| ()).map_err(|e| crate::messaging::smtp_failure::describe(&e))
            }
        }
    }
}

/// The message as a minimal HTML document: escaped text, line breaks kept, language and direction set.
fn html_body(email: &Email) -> String {
    let mut escaped = String::with_capacity(email.body.len() + 64);
    for c in email.body.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\n' => escaped.push_str("<br>\n"),
            c => escaped.push(c),
        }
    }
    let lang = email.lang.tag();
    let dir = match email.lang.direction() {
        clinic_core::lang::Direction::Rtl => "rtl",
        clinic_core::lang::Direction::Ltr => "ltr",
    };
    format!(
        "<!doctype html>\n<html lang=\"{lang}\" dir=\"{dir}\"><head><meta charset=\"utf-8\"></head>\
         <body><div lang=\"{lang}\" dir=\"{dir}\">{escaped}</div></body></html>\n"
    )
}

impl Channel for Mailer {
    fn name(&self) -> &'static str {
        "email"
    }

    fn send<'a>(&'a self, kind: OutboxKind, id: i64, message: &'a Email) -> BoxFuture<'a, Result<(), String>> {
        Box::pin(self.deliver(kind, id, message))
    }
}
