//! The chat providers this server has credentials for (`config::chat`): LINE and WhatsApp, each
//! present only when its settings are complete, and the channels a patient may therefore choose.

use crate::config::chat::ChatSettings;
use crate::messaging::chat::ChatChannel;
use crate::messaging::line::Line;
use crate::messaging::whatsapp::Whatsapp;
use clinic_core::channels::ReminderChannel;
use std::sync::Arc;

/// The chat channels this server has credentials for.
#[derive(Clone, Default)]
pub struct ChatChannels {
    pub line: Option<Arc<dyn ChatChannel>>,
    pub whatsapp: Option<Arc<dyn ChatChannel>>,
    /// The WhatsApp templates of the messages that open a page: the health questions' nudge and
    /// the aftercare messages (`config::chat::WhatsappSettings`).
    pub questions_template: String,
    pub aftercare_template: String,
}

impl ChatChannels {
    /// The channels whose settings are complete (`config::chat`).
    pub fn from_settings(settings: &ChatSettings) -> ChatChannels {
        ChatChannels {
            line: settings.line.clone().map(|s| Arc::new(Line::new(s)) as Arc<dyn ChatChannel>),
            whatsapp: settings.whatsapp.clone().map(|s| Arc::new(Whatsapp::new(s)) as Arc<dyn ChatChannel>),
            questions_template: settings
                .whatsapp
                .as_ref()
                .map_or("visit_questions".into(), |w| w.questions_template.clone()),
            aftercare_template: settings
                .whatsapp
                .as_ref()
                .map_or("aftercare_checkin".into(), |w| w.aftercare_template.clone()),
        }
    }

    /// The provider of `channel`, if this server has it (never for e-mail).
    pub fn get(&self, channel: ReminderChannel) -> Option<&dyn ChatChannel> {
        match channel {
            ReminderChannel::Line => self.line.as_deref(),
            ReminderChannel::Whatsapp => self.whatsapp.as_deref(),
            ReminderChannel::Email => None,
        }
    }

    /// The channels a patient may choose, e-mail first.
    pub fn offered(&self) -> Vec<ReminderChannel> {
        ReminderChannel::ALL
            .iter()
            .copied()
            .filter(|c| *c == ReminderChannel::Email || self.get(*c).is_some())
            .collect()
    }
}
