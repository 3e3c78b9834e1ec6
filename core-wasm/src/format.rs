//! Formatting of dates, times, numbers, money and phone numbers per locale, so that every number in a
//! translated message is already formatted the same way on both tiers.

use crate::date::{Date, TimeOfDay};
use crate::lang::{profile, Locale};

/// A date in the locale's pattern (the product's business constants): zh-TW 2026/11/21, en 11/21/2026, ja 2026年11月21日 …
pub fn format_date(locale: Locale, date: Date) -> String {
    let (y, m, d) = date.ymd();
    profile(locale)
        .date_format
        .replace("YYYY", &format!("{y:04}"))
        .replace("MM", &format!("{m:02}"))
        .replace("DD", &format!("{d:02}"))
}

/// A time in the locale's pattern: 24-hour `HH:mm`, or `h:mm AM/PM` for en.
pub fn format_time(locale: Locale, time: TimeOfDay) -> String {
    let (h, m) = time.hm();
    match profile(locale).time_format {
        "h:mm A" => {
            let suffix = if h < 12 { "AM" } else { "PM" };
            let h12 = if h % 12 == 0 { 12 } else { h % 12 };
            format!("{h12}:{m:02} {suffix}")
        }
        _ => format!("{h:02}:{m:02}"),
    }
}

/// An integer with en-US grouping (10,000), as the statistics counters show it.
pub fn format_number_en(value: f64, decimals: u32) -> String {
    let negative = value < 0.0;
    let scaled = (value.abs() * 10f64.powi(decimals as i32)).round() as u128;
    let divisor = 10u128.pow(decimals);
    let (int, frac) = (scaled / divisor, scaled % divisor);
    let mut out = group(&int.to_string(), ',', false);
    if decimals > 0 {
        out.push('.');
        out.push_str(&format!("{frac:0width$}", width = decimals as usize));
    }
    if negative && scaled != 0 {
        out.insert(0, '-');
    }
    out
}

/// A number in the locale's one convention, used for every number a message or a content file shows
/// (the values of `content/facts.json` and every numeric Fluent argument): en, zh-TW, ja, ko, ar
/// `10,000` and `0.5` (Latin digits); es `10.000` and `0,5`, with no separator in four-digit numbers
/// (`1000`, as CLDR and the RAE do); hi `1,00,000` (lakh grouping) and `0.5`. Up to two decimals,
/// trailing zeros dropped.
pub fn format_number(locale: Locale, value: f64) -> String {
    let two = format_fixed(locale, value, 2);
    match two.rsplit_once(decimal_sign(locale)) {
        Some((int, frac)) if frac.trim_end_matches('0').is_empty() => int.to_string(),
        Some((int, frac)) => format!("{int}{}{}", decimal_sign(locale), frac.trim_end_matches('0')),
        None => two,
    }
}

/// A number with exactly `decimals` decimals in the locale's convention (statistics, sizes).
pub fn format_fixed(locale: Locale, value: f64, decimals: u32) -> String {
    let scaled = (value.abs() * 10f64.powi(decimals as i32)).round() as u128;
    let divisor = 10u128.pow(decimals);
    let (int, frac) = (scaled / divisor, scaled % divisor);
    let digits = int.to_string();
    let mut out = match locale {
        Locale::Es if digits.len() <= 4 => digits,
        Locale::Es | Locale::De => group(&digits, '.', false),
        Locale::Fr => group(&digits, '\u{202F}', false),
        Locale::Hi => group(&digits, ',', true),
        _ => group(&digits, ',', false),
    };
    if decimals > 0 {
        out.push(decimal_sign(locale));
        out.push_str(&format!("{frac:0width$}", width = decimals as usize));
    }
    if value < 0.0 && scaled != 0 {
        out.insert(0, '-');
    }
    out
}

fn decimal_sign(locale: Locale) -> char {
    match locale {
        Locale::Es | Locale::De | Locale::Fr => ',',
        _ => '.',
    }
}

/// A whole amount of money in the locale's grouping, with the currency's sign where it is
/// unambiguous and its ISO code otherwise: `NT$12,000`, `12.000 TWD` (es), `NT$12,000` (hi uses lakh grouping).
pub fn format_money(locale: Locale, currency: &str, amount: u64) -> String {
    let digits = amount.to_string();
    let grouped = match locale {
        Locale::Es | Locale::De => group(&digits, '.', false),
        Locale::Fr => group(&digits, '\u{202F}', false),
        Locale::Hi => group(&digits, ',', true),
        _ => group(&digits, ',', false),
    };
    let sign = match currency {
        "TWD" => "NT$",
        "USD" => "US$",
        "JPY" => "¥",
        "KRW" => "₩",
        "EUR" => "€",
        "INR" => "₹",
        _ => "",
    };
    match (locale, sign) {
        (_, "") => format!("{grouped} {currency}"),
        (Locale::Es | Locale::De | Locale::Fr | Locale::Ar, s) => format!("{grouped} {s}"),
        (_, s) => format!("{s}{grouped}"),
    }
}

/// Groups a run of digits by thousands, or by the Indian lakh system (12,34,567) when `indian`.
fn group(digits: &str, sep: char, indian: bool) -> String {
    let n = digits.len();
    let mut out = String::with_capacity(n + n / 2);
    for (i, c) in digits.chars().enumerate() {
        let left = n - i;
        let boundary =
            if indian { left == 3 || (left > 3 && (left - 3).is_multiple_of(2)) } else { left.is_multiple_of(3) };
        if i > 0 && boundary {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// Formats a phone number as the patient types, following the locale's mask (X = any digit, other
/// digits are literal prefixes). Input with a leading `+` (an international number) or with more
/// digits than the mask holds is left as typed: the mask is a help, never a constraint.
pub fn apply_phone_mask(locale: Locale, input: &str) -> String {
    let mask = profile(locale).phone_mask;
    // Full-width and Arabic-Indic digits count, and come out as the mask's (ASCII) digits.
    let digits: Vec<char> = input.chars().filter_map(crate::digits::ascii_digit).collect();
    let slots = mask.chars().filter(|c| *c == 'X' || c.is_ascii_digit()).count();
    if input.trim_start().starts_with(['+', '＋']) || digits.len() > slots || digits.is_empty() {
        return input.to_string();
    }
    let mut out = String::new();
    let mut next = digits.iter();
    let mut pending_literal = String::new();
    for m in mask.chars() {
        if m == 'X' || m.is_ascii_digit() {
            match next.next() {
                Some(d) => {
                    out.push_str(&pending_literal);
                    pending_literal.clear();
                    out.push(*d);
                }
                None => break,
            }
        } else {
            pending_literal.push(m);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_one_convention_per_locale() {
        assert_eq!(format_number(Locale::En, 10000.0), "10,000");
        assert_eq!(format_number(Locale::En, 0.5), "0.5");
        assert_eq!(format_number(Locale::ZhTw, 10000.0), "10,000");
        assert_eq!(format_number(Locale::Es, 10000.0), "10.000");
        assert_eq!(format_number(Locale::Es, 1000.0), "1000");
        assert_eq!(format_number(Locale::Es, 0.5), "0,5");
        assert_eq!(format_number(Locale::Hi, 100000.0), "1,00,000");
        assert_eq!(format_number(Locale::Ar, 24.0), "24");
        assert_eq!(format_number(Locale::En, -1.25), "-1.25");
        assert_eq!(format_number(Locale::En, 2.0), "2");
        assert_eq!(format_fixed(Locale::Es, 2.5, 1), "2,5");
        assert_eq!(format_fixed(Locale::En, 10000.0, 0), format_number_en(10000.0, 0));
    }

    #[test]
    fn dates_follow_each_locale() {
        let d = Date::parse("2026-03-07").unwrap();
        assert_eq!(format_date(Locale::ZhTw, d), "2026/03/07");
        assert_eq!(format_date(Locale::En, d), "03/07/2026");
        assert_eq!(format_date(Locale::Ja, d), "2026年03月07日");
        assert_eq!(format_date(Locale::Ko, d), "2026.03.07");
        assert_eq!(format_date(Locale::Es, d), "07/03/2026");
    }

    #[test]
    fn english_time_is_twelve_hour() {
        assert_eq!(format_time(Locale::En, TimeOfDay::parse("00:30").unwrap()), "12:30 AM");
        assert_eq!(format_time(Locale::En, TimeOfDay::parse("14:05").unwrap()), "2:05 PM");
        assert_eq!(format_time(Locale::ZhTw, TimeOfDay::parse("14:05").unwrap()), "14:05");
    }

    #[test]
    fn numbers_group_like_en_us() {
        assert_eq!(format_number_en(10000.0, 0), "10,000");
        assert_eq!(format_number_en(98.0, 0), "98");
        assert_eq!(format_number_en(4.9, 1), "4.9");
        assert_eq!(format_number_en(1234567.891, 2), "1,234,567.89");
    }

    #[test]
    fn money_groups_per_locale() {
        assert_eq!(format_money(Locale::ZhTw, "TWD", 15000), "NT$15,000");
        assert_eq!(format_money(Locale::Es, "TWD", 15000), "15.000 NT$");
        assert_eq!(format_money(Locale::Hi, "TWD", 1234567), "NT$12,34,567");
        assert_eq!(format_money(Locale::En, "SAR", 500), "500 SAR");
    }

    #[test]
    fn phone_mask_formats_local_numbers_only() {
        assert_eq!(apply_phone_mask(Locale::ZhTw, "0912345678"), "0912-345-678");
        assert_eq!(apply_phone_mask(Locale::ZhTw, "09123"), "0912-3");
        assert_eq!(
            apply_phone_mask(Locale::ZhTw, "０９１２３４５６７８"),
            "0912-345-678",
            "typed with a full-width IME"
        );
        assert_eq!(apply_phone_mask(Locale::En, "2125551234"), "(212) 555-1234");
        assert_eq!(apply_phone_mask(Locale::En, "+1 212 555 1234"), "+1 212 555 1234");
    }
}
