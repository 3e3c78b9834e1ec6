//! Reads a size as a patient writes it ("3 cm", "25 mm", "3公分", "3 センチ", "٣ سم") into the form's
//! size range, so the assessment API can take the patient's own words (docs/public-api.md) as well as codes.

use crate::digits::digit_value as digit;
use crate::model::SizeRange;

/// Units after the number, longest first where one is a prefix of another, and millimetres per unit.
const UNITS: &[(&str, f64)] = &[
    ("millimeters", 1.0),
    ("millimetres", 1.0),
    ("millimeter", 1.0),
    ("millimetre", 1.0),
    ("centimeters", 10.0),
    ("centimetres", 10.0),
    ("centimeter", 10.0),
    ("centimetre", 10.0),
    ("centímetros", 10.0),
    ("centímetro", 10.0),
    ("milímetros", 1.0),
    ("milímetro", 1.0),
    ("mm", 1.0),
    ("cm", 10.0),
    ("㎜", 1.0),
    ("㎝", 10.0),
    ("公分", 10.0),
    ("公釐", 1.0),
    ("厘米", 10.0),
    ("毫米", 1.0),
    ("センチ", 10.0),
    ("ミリ", 1.0),
    ("센티", 10.0),
    ("밀리", 1.0),
    ("सेमी", 10.0),
    ("सेंटीमीटर", 10.0),
    ("मिमी", 1.0),
    ("سم", 10.0),
    ("مم", 1.0),
];

/// The first number in `text` (a decimal point or comma allowed) and what follows it.
fn first_number(text: &str) -> Option<(f64, &str)> {
    let start = text.char_indices().find(|(_, c)| digit(*c).is_some())?.0;
    let mut whole = 0f64;
    let mut fraction = 0f64;
    let mut scale = 0.1;
    let mut in_fraction = false;
    let mut end = start;
    for (i, c) in text[start..].char_indices() {
        match (digit(c), c) {
            (Some(d), _) if in_fraction => {
                fraction += f64::from(d) * scale;
                scale /= 10.0;
            }
            (Some(d), _) => whole = whole * 10.0 + f64::from(d),
            (None, '.' | ',' | '．' | '٫') if !in_fraction => in_fraction = true,
            _ => break,
        }
        end = start + i + c.len_utf8();
    }
    Some((whole + fraction, &text[end..]))
}

/// The largest diameter in millimetres, when the text gives a number with a unit right after it.
pub fn millimetres(text: &str) -> Option<f64> {
    let (value, rest) = first_number(text)?;
    let rest = rest.trim_start().as_bytes();
    // ASCII case only: full Unicode lower-casing would bring its tables into the WASM build.
    let per_unit = UNITS
        .iter()
        .find(|(unit, _)| rest.get(..unit.len()).is_some_and(|head| head.eq_ignore_ascii_case(unit.as_bytes())))
        .map(|(_, mm)| *mm)?;
    let mm = value * per_unit;
    (mm > 0.0).then_some(mm)
}

/// The size range for a measurement in the patient's words; `None` when it cannot be read (the words
/// are kept and the assessment is triaged as of unknown size). Ranges are half-open: 2 cm is
/// `2_to_5cm`, 5 cm is `5_to_10cm`, 10 cm is `over_10cm`.
pub fn size_range(text: &str) -> Option<SizeRange> {
    let mm = millimetres(text)?;
    Some(if mm < 20.0 {
        SizeRange::Under2cm
    } else if mm < 50.0 {
        SizeRange::From2To5cm
    } else if mm < 100.0 {
        SizeRange::From5To10cm
    } else {
        SizeRange::Over10cm
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_patients_own_words_are_read_in_every_script() {
        assert_eq!(size_range("3 cm"), Some(SizeRange::From2To5cm));
        assert_eq!(size_range("25 mm"), Some(SizeRange::From2To5cm));
        assert_eq!(size_range("3公分"), Some(SizeRange::From2To5cm));
        assert_eq!(size_range("3 センチ"), Some(SizeRange::From2To5cm));
        assert_eq!(size_range("約 1.5 CM"), Some(SizeRange::Under2cm));
        assert_eq!(size_range("６センチくらい"), Some(SizeRange::From5To10cm));
        assert_eq!(size_range("٣ سم"), Some(SizeRange::From2To5cm));
        assert_eq!(size_range("12 cm wide"), Some(SizeRange::Over10cm));
        assert_eq!(size_range("7,5 cm"), Some(SizeRange::From5To10cm));
    }

    #[test]
    fn words_without_a_measurement_are_unknown() {
        assert_eq!(size_range("about as big as a grape"), None);
        assert_eq!(size_range("3"), None);
        assert_eq!(size_range("0 cm"), None);
        assert_eq!(size_range(""), None);
    }
}
