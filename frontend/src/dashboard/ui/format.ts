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
