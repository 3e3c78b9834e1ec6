// Dates and times for staff: in the clinic's time zone (the core's clock, as the public pages use it),
// in the dashboard's language.
import { CLINIC_TIME_ZONE } from '../../generated/contract';
import { addDays, clinicToday } from '../../lib/clinic-time';

/** A server time (Unix ms or an ISO string) as a short date and time. */
export function formatInstant(locale: string, at: number | string | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const date = new Date(typeof at === 'number' ? at : /^\d+$/.test(at) ? Number(at) : at);
  if (Number.isNaN(date.getTime())) return String(at);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: CLINIC_TIME_ZONE }).format(date);
}

/** A server time as the clinic's clock shows it (the front desk's day: the date is the day's own). */
export function formatClock(locale: string, at: string | null | undefined): string {
  const date = new Date(at ?? '');
  if (!at || Number.isNaN(date.getTime())) return at ?? '';
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: CLINIC_TIME_ZONE }).format(date);
}

/** Today's date in the clinic (YYYY-MM-DD), plus `days`. */
export function clinicDate(days = 0): string {
  return addDays(clinicToday(), days);
}

/** The Monday of a clinic date's week (the clinic's weeks start on Monday, like its opening hours). */
export function weekStart(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** A clinic date as a day heading ("Mon, 7 Dec") in the dashboard's language. */
export function formatDay(locale: string, date: string, long = false): string {
  const options: Intl.DateTimeFormatOptions = long
    ? { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }
    : { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${date}T00:00:00Z`));
}
