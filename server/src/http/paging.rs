//! `?page=&pageSize=` of the staff lists: out of range is refused, not clamped, since the OpenAPI
//! document states the range (issue 29).

use clinic_core::validate::FieldError;

/// The last page a list may be asked for.
pub const MAX_PAGE: u32 = 1_000_000;

/// What is wrong with a page and a page size asked for: nothing when each is absent or in range
/// (`1..=MAX_PAGE`, `1..=max_page_size`).
pub fn problems(page: Option<u32>, page_size: Option<u32>, max_page_size: u32) -> Vec<FieldError> {
    let mut problems = Vec::new();
    if page.is_some_and(|p| !(1..=MAX_PAGE).contains(&p)) {
        problems.push(FieldError::new("page", "format"));
    }
    if page_size.is_some_and(|s| !(1..=max_page_size).contains(&s)) {
        problems.push(FieldError::new("pageSize", "format"));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_range_is_refused_and_absent_is_fine() {
        assert!(problems(None, None, 200).is_empty());
        assert!(problems(Some(1), Some(200), 200).is_empty());
        let codes = |p: Vec<FieldError>| p.into_iter().map(|e| e.field).collect::<Vec<_>>();
        assert_eq!(codes(problems(Some(0), Some(201), 200)), ["page", "pageSize"]);
        assert_eq!(codes(problems(Some(MAX_PAGE + 1), None, 200)), ["page"]);
    }
}
