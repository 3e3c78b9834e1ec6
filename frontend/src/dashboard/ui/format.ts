// Dates and times for staff: in the clinic's time zone, in the dashboard's language.
const CLINIC_TZ = 'Asia/Taipei';

/** A server time (Unix ms or an ISO string) as a short date and time. */
export function formatInstant(locale: string, at: number | string | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const date = new Date(typeof at === 'number' ? at : /^\d+$/.test(at) ? Number(at) : at);
  if (Number.isNaN(date.getTime())) return String(at);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: CLINIC_TZ }).format(date);
}

/** Today's date in the clinic (YYYY-MM-DD), plus `days`. */
export function clinicDate(days = 0): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A clinic date (YYYY-MM-DD) moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
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
