//! Where a patient's reminders go ("Fewer empty chairs"): e-mail, LINE or WhatsApp, and the rules
//! every tier applies to a patient's choice: which number WhatsApp may be sent to, which words in a
//! chat end the reminders, and the short code that links a LINE account to a booking.

use crate::digits::ascii_digits;
use serde::{Deserialize, Serialize};

crate::model::choices!(/// The channel a booking's reminders go out on (e-mail is always the fallback).
    ReminderChannel { Email = "email", Line = "line", Whatsapp = "whatsapp" });
crate::model::choices!(/// Where a patient's chosen channel stands: in use; LINE chosen but not linked yet; ended in the
    /// chat (a stop word, a block). Until active and once stopped, reminders go by e-mail.
    ReminderChannelState { Active = "active", Pending = "pending", Stopped = "stopped" });

/// Why a WhatsApp number was refused: a validation code (`validation-<code>` in Fluent).
pub const NUMBER_INVALID: &str = "phone";

/// The number WhatsApp messages go to, in E.164 digits without the `+` (`886912345678`), from what
/// the patient typed: `+` or `00` and a country code, or a Taiwanese mobile number (`09…`, the
/// clinic's country). Digits of every script count; spaces, dashes, dots and brackets are ignored;
/// any other character, or a length outside E.164's 8–15 digits, is refused.
pub fn whatsapp_number(typed: &str) -> Result<String, &'static str> {
    let trimmed = typed.trim();
    if trimmed.chars().any(|c| !(crate::digits::is_digit(c) || " -.()+\u{3000}".contains(c))) {
        return Err(NUMBER_INVALID);
    }
    let international = trimmed.starts_with('+') || trimmed.starts_with('＋');
    let digits = ascii_digits(trimmed);
    let e164 = if international {
        digits
    } else if let Some(rest) = digits.strip_prefix("00") {
        rest.to_string()
    } else if digits.len() == 10 && digits.starts_with("09") {
        // A Taiwanese mobile number: the trunk 0 gives way to the country code.
        format!("886{}", &digits[1..])
    } else {
        return Err(NUMBER_INVALID);
    };
    if !(8..=15).contains(&e164.len()) || e164.starts_with('0') {
        return Err(NUMBER_INVALID);
    }
    Ok(e164)
}

/// Whether a chat message asks to stop the reminders: the word alone (any case, with or without a
/// trailing full stop), in one of the site's languages. A sentence that merely contains it is not.
pub fn is_stop_word(text: &str) -> bool {
    const STOP: [&str; 14] = [
        "stop",
        "unsubscribe",
        "停止",
        "停止提醒",
        "取消訂閱",
        "ストップ",
        "配信停止",
        "중지",
        "수신거부",
        "parar",
        "baja",
        "توقف",
        "إيقاف",
        "रोकें",
    ];
    let word = text.trim().trim_end_matches(['.', '。', '!', '！']).trim().to_lowercase();
    STOP.contains(&word.as_str())
}

/// The letters a LINE link code is written in: Crockford's base32 (no I, L, O, U), easy to type
/// into a chat from a phone's keyboard.
pub const LINK_CODE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// A LINE link code's length (30 bits: guessed by nobody within its hour, with the webhook's rate).
pub const LINK_CODE_LEN: usize = 6;

/// The link code a chat message carries, canonical (upper case, `I`/`L` as `1`, `O` as `0`), when the
/// message is one: the code alone, with or without spaces or dashes.
pub fn parse_link_code(text: &str) -> Option<String> {
    let mut code = String::with_capacity(LINK_CODE_LEN);
    for c in text.trim().chars() {
        let c = match c.to_ascii_uppercase() {
            ' ' | '-' => continue,
            'I' | 'L' => '1',
            'O' => '0',
            c => c,
        };
        if !c.is_ascii() || !LINK_CODE_ALPHABET.contains(&(c as u8)) {
            return None;
        }
        code.push(c);
    }
    (code.len() == LINK_CODE_LEN).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taiwanese_mobiles_and_international_numbers_become_e164_digits() {
        assert_eq!(whatsapp_number("0912-345-678"), Ok("886912345678".into()));
        assert_eq!(whatsapp_number("０９１２３４５６７８"), Ok("886912345678".into()));
        assert_eq!(whatsapp_number("+81 90 1234 5678"), Ok("819012345678".into()));
        assert_eq!(whatsapp_number("0044 7700 900123"), Ok("447700900123".into()));
        assert_eq!(whatsapp_number("+٩٧١ ٥٠ ١٢٣ ٤٥٦٧"), Ok("971501234567".into()));
    }

    #[test]
    fn a_number_without_its_country_or_with_letters_is_refused() {
        for typed in ["02-2700-1234", "912345678", "+1 555", "+123456789012345678", "call me", "+886 9x2", ""] {
            assert_eq!(whatsapp_number(typed), Err(NUMBER_INVALID), "{typed:?}");
        }
    }

    #[test]
    fn stop_words_alone_stop_and_sentences_do_not() {
        for text in ["STOP", "stop.", " 停止 ", "ストップ", "توقف", "रोकें", "Parar"] {
            assert!(is_stop_word(text), "{text:?}");
        }
        for text in ["don't stop", "stop the bleeding?", "取消", "cancel"] {
            assert!(!is_stop_word(text), "{text:?}");
        }
    }

    #[test]
    fn link_codes_read_as_typed_on_a_phone() {
        assert_eq!(parse_link_code("k7x-p3m"), Some("K7XP3M".into()));
        assert_eq!(parse_link_code("OIL2AB"), Some("0112AB".into()));
        assert_eq!(parse_link_code("K7XP3"), None);
        assert_eq!(parse_link_code("K7XP3MM"), None);
        assert_eq!(parse_link_code("K7XP3U"), None);
        assert_eq!(parse_link_code("你好你好你好"), None);
    }
}
