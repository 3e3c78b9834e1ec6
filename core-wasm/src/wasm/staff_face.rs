//! The workflow and identity rules, for the shared vectors in Node (the dashboard reads the
//! workflow from the generated contract instead, so no page's build carries this face).

use super::to_js;
use crate::model::{self, SubmissionKind};
use wasm_bindgen::prelude::*;

/// Whether a submission of `kind` may move from status `from` to `to` (false for unknown names).
#[wasm_bindgen(js_name = canMoveTo)]
pub fn can_move_to(kind: &str, from: &str, to: &str) -> bool {
    SubmissionKind::parse(kind).is_some_and(|k| k.can_move(from, to))
}

/// The statuses a submission of `kind` may move to from `from`, in display order (`[]` for unknown names).
#[wasm_bindgen(js_name = nextStatuses)]
pub fn next_statuses(kind: &str, from: &str) -> JsValue {
    to_js(&SubmissionKind::parse(kind).map(|k| k.next_statuses(from)).unwrap_or_default())
}

/// The key that says two e-mail addresses are one person's (the open-booking limits count by it).
#[wasm_bindgen(js_name = emailIdentityKey)]
pub fn email_identity_key(email: &str) -> String {
    model::email_identity_key(email)
}
