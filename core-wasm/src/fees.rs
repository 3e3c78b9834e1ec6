//! Self-pay fees: when a fee counts as newly approved.
//!
//! Taipei requires a newly approved self-pay fee to be shown on the clinic's home page for at least
//! seven days after its approval, then kept public on the fee page. The prerender (the site's pages)
//! and the server (which renders again on the day the set of new fees changes) both ask this module,
//! so the two cannot disagree on a day.

use crate::date::Date;

/// How many days a fee stays new, counting its approval day as the first.
pub const NEW_FOR_DAYS: u32 = 7;

/// The first day a fee approved on `approved_on` is no longer new: it is new on every day from
/// `approved_on` up to, not including, this date.
pub fn new_until(approved_on: Date) -> Date {
    approved_on.add_days(NEW_FOR_DAYS as i32)
}

/// Whether a fee approved on `approved_on` is new on `today` (both clinic dates, Asia/Taipei): from
/// its approval day, for [`NEW_FOR_DAYS`] days. A fee approved later than `today` is not new yet.
pub fn is_new(approved_on: Date, today: Date) -> bool {
    approved_on <= today && today < new_until(approved_on)
}

/// The earliest day after `today` on which the set of new fees differs from today's: a fee approved
/// later becomes new, or a new fee stops being new. `None` when no fee will ever change (the pages
/// rendered today stay right).
pub fn next_change(approved: impl IntoIterator<Item = Date>, today: Date) -> Option<Date> {
    approved
        .into_iter()
        .filter_map(|a| if a > today { Some(a) } else { Some(new_until(a)).filter(|&until| until > today) })
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    #[test]
    fn a_fee_is_new_on_its_approval_day() {
        assert!(is_new(d("2026-03-10"), d("2026-03-10")));
    }

    #[test]
    fn a_fee_is_new_on_the_seventh_day_and_not_on_the_eighth() {
        assert!(is_new(d("2026-03-10"), d("2026-03-16")), "day 6 (the seventh day)");
        assert!(!is_new(d("2026-03-10"), d("2026-03-17")), "day 7");
        assert!(!is_new(d("2026-03-10"), d("2027-03-10")));
    }

    #[test]
    fn a_fee_is_not_new_before_its_approval() {
        assert!(!is_new(d("2026-03-10"), d("2026-03-09")));
    }

    #[test]
    fn new_until_is_seven_days_later_across_a_month_and_a_year() {
        assert_eq!(new_until(d("2026-02-25")), d("2026-03-04"));
        assert_eq!(new_until(d("2026-12-28")), d("2027-01-04"));
        assert_eq!(d("2026-03-10").days_until(new_until(d("2026-03-10"))), NEW_FOR_DAYS as i32);
    }

    #[test]
    fn the_next_change_is_the_earliest_start_or_end() {
        let today = d("2026-03-10");
        let fees = [d("2025-01-01"), d("2026-03-05"), d("2026-03-08"), d("2026-03-20")];
        // 03-05 stops being new on 03-12, 03-08 on 03-15, 03-20 becomes new on 03-20.
        assert_eq!(next_change(fees, today), Some(d("2026-03-12")));
        assert_eq!(next_change([d("2026-03-11")], today), Some(d("2026-03-11")));
    }

    #[test]
    fn a_fee_leaving_today_is_no_future_change() {
        // Approved 03-03: new until 03-10 (not included), so today's pages already leave it out.
        assert_eq!(next_change([d("2026-03-03")], d("2026-03-10")), None);
        assert_eq!(next_change([d("2026-03-04")], d("2026-03-10")), Some(d("2026-03-11")));
    }

    #[test]
    fn no_fee_or_only_old_fees_need_no_change() {
        assert_eq!(next_change([], d("2026-03-10")), None);
        assert_eq!(next_change([d("2020-01-01"), d("2024-06-30")], d("2026-03-10")), None);
    }

    #[test]
    fn next_change_agrees_with_is_new_day_by_day() {
        let fees = [d("2026-03-01"), d("2026-03-04"), d("2026-03-12"), d("2026-03-12")];
        let set = |day: Date| fees.iter().map(|&a| is_new(a, day)).collect::<Vec<_>>();
        let mut day = d("2026-02-25");
        while day < d("2026-03-25") {
            let next = next_change(fees, day);
            let mut later = day.add_days(1);
            while set(later) == set(day) && later < d("2026-04-30") {
                later = later.add_days(1);
            }
            let expected = (later < d("2026-04-30")).then_some(later);
            assert_eq!(next, expected, "from {day}");
            day = day.add_days(1);
        }
    }
}
