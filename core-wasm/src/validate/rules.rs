//! Field rules shared by the forms. Each returns `validator::ValidationError` with one of our codes,
//! so they plug into `#[validate(custom(...))]`.

use crate::lang::Locale;
use std::borrow::Cow;
use validator::ValidationError;

pub(crate) fn err(code: &'static str) -> ValidationError {
    ValidationError::new(code)
}

pub(crate) fn err_with(code: &'static str, name: &'static str, value: i64) -> ValidationError {
    let mut e = ValidationError::new(code);
    e.add_param(Cow::Borrowed(name), &value);
    e
}

/// Required text of `min..=max` characters (counted as Unicode scalar values, after trimming).
pub(crate) fn text(value: &str, min: usize, max: usize, multiline: bool) -> Result<(), ValidationError> {
    let v = value.trim();
    if v.is_empty() {
        return Err(err("required"));
    }
    optional_text(v, min, max, multiline)
}

/// Like `text`, but an empty value is fine.
pub(crate) fn optional_text(value: &str, min: usize, max: usize, multiline: bool) -> Result<(), ValidationError> {
    let v = value.trim();
    if v.is_empty() {
        return Ok(());
    }
    let n = v.chars().count();
    if n < min {
        return Err(err_with("min_length", "min", min as i64));
    }
    if n > max {
        return Err(err_with("max_length", "max", max as i64));
    }
    if v.chars().any(|c| is_forbidden_control(c, multiline)) {
        return Err(err("format"));
    }
    // A right-to-left override in a one-line field (a subject, a size) can make it read as something
    // else in the dashboard or an e-mail; a patient never needs one there. Multi-line free text keeps
    // them (a mixed Arabic and English message may), and is shown isolated.
    if !multiline && v.chars().any(is_bidi_control) {
        return Err(err("format"));
    }
    Ok(())
}

/// C0/C1 control characters never belong in a form; line breaks and tabs only in multi-line fields.
fn is_forbidden_control(c: char, multiline: bool) -> bool {
    match c {
        '\n' | '\r' | '\t' => !multiline,
        c => c.is_control(),
    }
}

/// A required choice from a closed list.
pub(crate) fn choice(value: &str, parse: impl Fn(&str) -> bool) -> Result<(), ValidationError> {
    if value.trim().is_empty() {
        Err(err("required"))
    } else if parse(value) {
        Ok(())
    } else {
        Err(err("invalid_choice"))
    }
}

/// The form's language: required, and one of the seven site languages.
pub(crate) fn site_lang(value: &str) -> Result<(), ValidationError> {
    choice(value, |v| Locale::from_exact_tag(v).is_some_and(|l| l.is_site() && l.tag() == v))
}

/// Terms must be accepted.
pub(crate) fn accepted(value: &bool) -> Result<(), ValidationError> {
    if *value {
        Ok(())
    } else {
        Err(err("terms_required"))
    }
}

/// A person's name: 2 to 100 characters with no control characters (the script check needs the form's
/// language, so it is a cross-field rule: `name_script_ok`).
pub(crate) fn person_name(value: &str) -> Result<(), ValidationError> {
    text(value, 2, 100, false)?;
    if looks_like_link(value) {
        // "@@@" has a link's mark but not a single letter: it is malformed rather than a link.
        let code = if value.chars().any(char::is_alphabetic) { "no_links" } else { "format" };
        return Err(err(code));
    }
    Ok(())
}

/// Whether text holds something a mail app or a browser would turn into a link: a scheme (`http://`,
/// `mailto:`), `www.`, an e-mail address, or a domain name (`evil.example`, `bit.ly/x`). Names are
/// written into e-mails sent to addresses nobody has proven to own, so a name that is a link would
/// let anyone send the clinic's e-mails as spam. Initials (`J. R. Smith`, `J.R.`) are not domains:
/// a domain's last label has two or more letters and follows a dot without a space.
pub fn looks_like_link(value: &str) -> bool {
    let lower = value.to_lowercase();
    if lower.contains("://") || lower.contains("www.") || lower.contains('@') || lower.contains("mailto:") {
        return true;
    }
    // Full-width and ideographic dots are read as dots by some mail apps.
    let folded: String = lower.chars().map(|c| if matches!(c, '．' | '。' | '｡') { '.' } else { c }).collect();
    folded.split(|c: char| c.is_whitespace() || matches!(c, ',' | '(' | ')' | '/' | '\\' | ':')).any(is_domain_like)
}

/// `label.label…tld`: two or more non-empty labels of letters, digits or hyphens, the last one two or
/// more ASCII letters (every top-level domain a mail app links is).
fn is_domain_like(token: &str) -> bool {
    let token = token.trim_matches(|c: char| matches!(c, '.' | '\'' | '"'));
    let labels: Vec<&str> = token.split('.').collect();
    let Some(tld) = labels.last() else { return false };
    labels.len() >= 2
        && labels.iter().all(|l| !l.is_empty() && l.chars().all(|c| c.is_alphanumeric() || c == '-'))
        && tld.len() >= 2
        && tld.chars().all(|c| c.is_ascii_alphabetic())
}

/// A required e-mail address.
pub(crate) fn required_email(value: &str) -> Result<(), ValidationError> {
    if value.trim().is_empty() {
        Err(err("required"))
    } else if is_valid_email(value.trim()) {
        Ok(())
    } else {
        Err(err("email"))
    }
}

/// An optional e-mail address.
pub(crate) fn optional_email(value: &str) -> Result<(), ValidationError> {
    if value.trim().is_empty() {
        Ok(())
    } else {
        required_email(value)
    }
}

/// A required phone number.
pub(crate) fn required_phone(value: &str) -> Result<(), ValidationError> {
    if value.trim().is_empty() {
        Err(err("required"))
    } else if is_valid_phone(value) {
        Ok(())
    } else {
        Err(err("phone"))
    }
}

/// An optional phone number.
pub(crate) fn optional_phone(value: &str) -> Result<(), ValidationError> {
    if value.trim().is_empty() {
        Ok(())
    } else {
        required_phone(value)
    }
}

/// The HTML specification's "valid e-mail address" (the grammar `<input type=email>` uses), plus a
/// dot in the domain because a clinic must be able to reply, and RFC 5321's 254-character limit.
/// Written by hand so the WASM build carries no regex engine.
pub fn is_valid_email(value: &str) -> bool {
    const LOCAL_SPECIALS: &str = ".!#$%&'*+/=?^_`{|}~-";
    if value.len() > 254 {
        return false;
    }
    let Some((local, domain)) = value.split_once('@') else { return false };
    let local_ok = !local.is_empty() && local.chars().all(|c| c.is_ascii_alphanumeric() || LOCAL_SPECIALS.contains(c));
    let labels: Vec<&str> = domain.split('.').collect();
    let label_ok = |l: &&str| {
        let b = l.as_bytes();
        !b.is_empty()
            && b.len() <= 63
            && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-')
            && b[0] != b'-'
            && b[b.len() - 1] != b'-'
    };
    local_ok && labels.len() >= 2 && labels.iter().all(label_ok)
}

/// Digits of a phone number in any script patients type them in (full-width, Arabic-Indic …), folded
/// to ASCII: what a booking's phone is stored, looked up, limited and searched by ([`crate::digits`]).
pub fn phone_digits(value: &str) -> String {
    crate::digits::ascii_digits(value)
}

/// A phone number: an optional leading `+`, then digits (of any script [`crate::digits`] knows) with
/// spaces, dashes, dots or parentheses (ASCII or full-width) between them; 7 to 15 digits in all
/// (E.164's maximum).
pub fn is_valid_phone(value: &str) -> bool {
    let v = value.trim();
    let body = v.strip_prefix('+').or_else(|| v.strip_prefix('＋')).unwrap_or(v);
    let chars_ok = body.chars().all(|c| {
        crate::digits::is_digit(c) || matches!(c, ' ' | '-' | '.' | '(' | ')' | '－' | '（' | '）' | '\u{3000}')
    });
    let n = phone_digits(body).len();
    chars_ok && (7..=15).contains(&n)
}

/// Unicode ranges of the scripts the site's languages write names in.
fn is_latin_letter(c: char) -> bool {
    c.is_ascii_alphabetic() || matches!(c as u32, 0xC0..=0x24F | 0x1E00..=0x1EFF) && c != '×' && c != '÷'
}
fn is_han(c: char) -> bool {
    matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x20000..=0x2FFFF) || c == '〇'
}
fn is_kana(c: char) -> bool {
    matches!(c as u32, 0x3040..=0x30FF | 0x31F0..=0x31FF | 0xFF66..=0xFF9F)
}
fn is_hangul(c: char) -> bool {
    matches!(c as u32, 0xAC00..=0xD7AF | 0x1100..=0x11FF | 0x3130..=0x318F)
}
fn is_arabic(c: char) -> bool {
    matches!(c as u32, 0x0600..=0x06FF | 0x0750..=0x077F | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF)
}
fn is_devanagari(c: char) -> bool {
    matches!(c as u32, 0x0900..=0x097F | 0xA8E0..=0xA8FF)
}

/// Bidirectional controls can disguise a name in the staff dashboard, so names never carry them.
fn is_bidi_control(c: char) -> bool {
    matches!(c as u32, 0x202A..=0x202E | 0x2066..=0x2069 | 0x200E | 0x200F | 0x061C)
}

/// the product's validation rules's per-language character patterns for names: for zh-TW, ja, ko, ar and hi the language's
/// script letters plus digits, white space and basic punctuation. Latin letters are allowed too,
/// because patients abroad often write their name in Latin letters on a page in their own language.
/// Other languages have no pattern beyond "no control or bidi-control characters".
pub(crate) fn name_script_ok(locale: Locale, name: &str) -> bool {
    let script: fn(char) -> bool = match locale {
        Locale::ZhTw => is_han,
        Locale::Ja => |c| is_han(c) || is_kana(c),
        Locale::Ko => |c| is_hangul(c) || is_han(c),
        Locale::Ar => is_arabic,
        Locale::Hi => is_devanagari,
        _ => return !name.chars().any(is_bidi_control),
    };
    name.trim().chars().all(|c| {
        script(c)
            || is_latin_letter(c)
            || crate::digits::is_digit(c)
            || c.is_whitespace()
            || matches!(c, '.' | ',' | '\'' | '’' | '-' | '·' | '・' | '(' | ')' | '\u{200C}' | '\u{200D}' | '\u{3000}')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_follow_the_html_grammar() {
        for ok in ["patient@example.com", "a.b+c@mail.example.org", "x_y@sub-domain.example.tw", "O'Neil@example.ie"] {
            assert!(is_valid_email(ok), "{ok}");
        }
        for bad in [
            "",
            "plain",
            "@example.com",
            "a@",
            "a@b",
            "a@-b.com",
            "a@b-.com",
            "a b@c.com",
            "a@b..com",
            "李@example.com",
            "a@例子.com",
            "a@b.com\n",
        ] {
            assert!(!is_valid_email(bad), "{bad:?}");
        }
    }

    #[test]
    fn phones_count_digits() {
        for ok in [
            "0912-345-678",
            "+886 2 2700 1234",
            "(02) 2700-1234",
            "０９０－１２３４－５６７８",
            "+1 (212) 555-1234",
            "٠٩١٢ ٣٤٥ ٦٧٨",
        ] {
            assert!(is_valid_phone(ok), "{ok}");
        }
        for bad in ["", "12345", "phone", "0912 345 678 ext 2", "+886+2", "1234567890123456", "09１2a"] {
            assert!(!is_valid_phone(bad), "{bad}");
        }
    }

    #[test]
    fn names_follow_the_page_script() {
        assert!(name_script_ok(Locale::ZhTw, "王小明"));
        assert!(name_script_ok(Locale::ZhTw, "Chen Wei-Ting"));
        assert!(!name_script_ok(Locale::ZhTw, "山田たろう"));
        assert!(name_script_ok(Locale::Ja, "山田 たろう"));
        assert!(name_script_ok(Locale::Ar, "محمد العلي"));
        assert!(!name_script_ok(Locale::Ar, "Иван"));
        assert!(name_script_ok(Locale::Hi, "अनन्या शर्मा"));
        assert!(name_script_ok(Locale::Es, "José Ñúñez"));
        assert!(!name_script_ok(Locale::En, "evil\u{202E}txt"));
    }

    #[test]
    fn names_that_are_links_are_refused_and_initials_are_not() {
        for link in [
            "Visit https://evil.example now",
            "evil.example",
            "Click www.evil",
            "bit.ly/x",
            "spam@evil.example",
            "EVIL.COM",
            "例子．com",
            "Mr evil.co.uk",
        ] {
            assert_eq!(person_name(link).unwrap_err().code, "no_links", "{link}");
        }
        for letterless in ["@@@", "@1.2", "://"] {
            assert_eq!(person_name(letterless).unwrap_err().code, "format", "{letterless}");
        }
        for name in ["J. R. Smith", "J.R.R. Tolkien", "Dr. Chen", "王小明", "Anne-Marie O'Neil", "Wei-Ting (David)"]
        {
            assert!(person_name(name).is_ok(), "{name}");
        }
    }

    #[test]
    fn one_line_fields_refuse_bidi_controls_and_free_text_keeps_them() {
        assert_eq!(text("Payment \u{202E}due", 2, 100, false).unwrap_err().code, "format");
        assert_eq!(text("a\u{2066}b\u{2069}", 2, 100, false).unwrap_err().code, "format");
        assert!(text("مرحبا \u{200F}hello", 2, 100, true).is_ok());
    }

    #[test]
    fn text_lengths_count_characters_not_bytes() {
        assert!(text("😀😀", 2, 2, false).is_ok());
        assert_eq!(text(" ", 2, 5, false).unwrap_err().code, "required");
        assert_eq!(text("a", 2, 5, false).unwrap_err().code, "min_length");
        assert_eq!(text("abcdef", 2, 5, false).unwrap_err().code, "max_length");
        assert_eq!(text("ab\ncd", 2, 5, false).unwrap_err().code, "format");
        assert!(text("ab\ncd", 2, 5, true).is_ok());
    }
}
