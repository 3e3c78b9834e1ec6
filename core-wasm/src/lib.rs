//! `clinic-core`: every rule of the clinic site, written once and used by the browser (as WASM), the
//! build-time prerender (WASM in Node) and the server (natively).
//!
//! - [`lang`]: the locales, language negotiation, and each locale's profile (formats, timing, behaviour).
//! - [`i18n`]: Fluent translation with the product's fallback chain.
//! - [`validate`]: the booking, inquiry and assessment forms, and photo rules; every problem as data.
//! - [`hours`]: opening hours and bookable slots (generated from `content/clinics.json`).
//! - [`search`]: normalisation, similarity and a ranked index for every script the site uses.
//! - [`assess`]: the self-assessment triage.
//! - [`intake`]: the pre-visit health questions' choices and flag rules, the medicines list, the
//!   visit kinds of the information sheets and the aftercare check-ins.
//! - [`channels`]: where reminders go (e-mail, LINE, WhatsApp) and the rules of a patient's choice.
//! - [`format`]: dates, times, numbers, money and phone masks per locale.
//! - [`digits`]: digits in every script patients type them in (full-width, Arabic-Indic …), folded once.
//! - [`fees`]: when a self-pay fee counts as newly approved (shown on the home page) and when that changes.
//! - [`facts`]: the numbers and promises the site states, once (generated from `content/facts.json`).
//! - [`notice`]: the privacy notice's version and the sample content left (from `content/`).
//! - [`media`]: the widths the site's content images are stored at (server) and pointed at (renderers).
//! - [`claims`]: the claims a page may not make (medical advertising, the glossaries' own), found in
//!   any text with where they are: the content check's rule, for the dashboard's editor and the server.
//! - [`model`], [`code`] and [`date`]: the shared domain types (confirmation codes included), the
//!   submissions' workflow (which status may follow which) and the e-mail identity key.
//!
//! `wasm` (only on wasm32) is the one place that talks to JavaScript; it holds no rule of its own.

// No unwrap() outside tests: input never panics the server or the browser (docs/architecture.md).
#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod assess;
pub mod channels;
pub mod claims;
pub mod code;
pub mod date;
pub mod digits;
pub mod facts;
pub mod fees;
pub mod format;
pub mod hours;
pub mod i18n;
pub mod intake;
pub mod lang;
pub mod measure;
pub mod media;
pub mod model;
pub mod notice;
pub mod search;
pub mod validate;

#[cfg(test)]
mod contract;
#[cfg(target_arch = "wasm32")]
mod wasm;
