//! Digits as people type them: ASCII, full-width (Chinese and Japanese input methods), Arabic-Indic
//! and Eastern Arabic-Indic (Arabic and Persian keyboards) and Devanagari. the product's validation rules's "digits" are
//! any of these; every rule that reads a number from what a patient typed (a phone number, a size)
//! folds them here, so a phone typed `０９１２…` or `٠٩١٢…` is the same phone on every tier.

/// The value of a digit in any script the site's patients type in, or `None`.
pub fn digit_value(c: char) -> Option<u32> {
    let zero = match c {
        '0'..='9' => '0',
        '０'..='９' => '０',
        '٠'..='٩' => '٠',
        '۰'..='۹' => '۰',
        '०'..='९' => '०',
        _ => return None,
    };
    Some(c as u32 - zero as u32)
}

/// Whether `c` is a digit of any of those scripts.
pub fn is_digit(c: char) -> bool {
    digit_value(c).is_some()
}

/// The ASCII digit of the same value (`'５'` → `'5'`), or `None` for a character that is no digit.
pub fn ascii_digit(c: char) -> Option<char> {
    digit_value(c).and_then(|d| char::from_digit(d, 10))
}

/// Only the digits of `text`, folded to ASCII, in order (what a phone number is matched by).
pub fn ascii_digits(text: &str) -> String {
    text.chars().filter_map(ascii_digit).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_script_folds_to_the_same_digits() {
        for typed in ["0912345678", "０９１２３４５６７８", "٠٩١٢٣٤٥٦٧٨", "۰۹۱۲۳۴۵۶۷۸", "०९१२३४५६७८"]
        {
            assert_eq!(ascii_digits(typed), "0912345678", "{typed}");
        }
        assert_eq!(ascii_digits("+886 (2) 2700-1234 ext"), "886227001234");
        assert_eq!(digit_value('a'), None);
        assert!(!is_digit('〇'), "a Han numeral is a letter of the name rules, not a phone digit");
    }
}
