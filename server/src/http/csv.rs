//! CSV exports for spreadsheets: UTF-8 with a byte-order mark (so Excel opens CJK and Arabic text
//! correctly), RFC 4180 quoting, and cells that a spreadsheet would run as a formula neutralised.

/// The byte-order mark Excel looks for to read UTF-8.
const BOM: char = '\u{feff}';

/// A whole CSV document: the header row, then every row; lines end with CRLF (RFC 4180).
pub fn csv_document(header: &[&str], rows: impl Iterator<Item = Vec<String>>) -> String {
    let mut out = String::new();
    out.push(BOM);
    push_row(&mut out, header.iter().copied());
    for row in rows {
        push_row(&mut out, row.iter().map(String::as_str));
    }
    out
}

fn push_row<'a>(out: &mut String, cells: impl Iterator<Item = &'a str>) {
    for (i, cell) in cells.enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_cell(out, cell);
    }
    out.push_str("\r\n");
}

/// Whether a spreadsheet would treat the cell as a formula (OWASP "CSV injection"): it begins with
/// `=`, `+`, `-`, `@`, a tab or a carriage return.
fn is_formula_like(cell: &str) -> bool {
    matches!(cell.chars().next(), Some('=' | '+' | '-' | '@' | '\t' | '\r'))
}

fn push_cell(out: &mut String, cell: &str) {
    // A leading apostrophe makes the spreadsheet show the text as typed instead of evaluating it.
    let neutral = if is_formula_like(cell) { format!("'{cell}") } else { cell.to_string() };
    if neutral.contains([',', '"', '\n', '\r']) || neutral != neutral.trim() {
        out.push('"');
        out.push_str(&neutral.replace('"', "\"\""));
        out.push('"');
    } else {
        out.push_str(&neutral);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_cell(cell: &str) -> String {
        let doc = csv_document(&["h"], std::iter::once(vec![cell.to_string()]));
        doc.trim_start_matches(BOM).trim_start_matches("h\r\n").trim_end_matches("\r\n").to_string()
    }

    #[test]
    fn starts_with_a_bom_and_ends_lines_with_crlf() {
        let doc = csv_document(&["name", "lang"], std::iter::once(vec!["王小明".into(), "zh-TW".into()]));
        assert_eq!(doc, "\u{feff}name,lang\r\n王小明,zh-TW\r\n");
    }

    #[test]
    fn formula_cells_are_neutralised() {
        assert_eq!(one_cell("=HYPERLINK(\"http://evil\")"), "\"'=HYPERLINK(\"\"http://evil\"\")\"");
        assert_eq!(one_cell("+1+2"), "'+1+2");
        assert_eq!(one_cell("-2+3"), "'-2+3");
        assert_eq!(one_cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(one_cell("\t=1"), "'\t=1");
        assert_eq!(one_cell("\r=1"), "\"'\r=1\"");
        assert_eq!(one_cell("a=1"), "a=1");
    }

    #[test]
    fn separators_and_quotes_are_quoted() {
        assert_eq!(one_cell("a,b"), "\"a,b\"");
        assert_eq!(one_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(one_cell("two\nlines"), "\"two\nlines\"");
        assert_eq!(one_cell(""), "");
    }
}
