// Clinic time and the visitor's own, for every page and the dashboard. The zone and its fixed offset come
// from the core (the generated contract): Taiwan keeps no daylight saving.
import { CLINIC_TIME_ZONE, CLINIC_UTC_OFFSET_MINUTES } from '../generated/contract';
import { formatDate, formatTime } from './core';

const CLINIC_OFFSET_MS = CLINIC_UTC_OFFSET_MINUTES * 60_000;

/** The instant a clinic-time `YYYY-MM-DD` + `HH:mm` slot starts. */
export function clinicInstant(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm) - CLINIC_OFFSET_MS;
}

/** Today's date in clinic time, `YYYY-MM-DD`. */
export function clinicToday(nowMs = Date.now()): string {
  return new Date(nowMs + CLINIC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * An instant (RFC 3339) on the clinic's wall clock, `{date: YYYY-MM-DD, time: HH:mm}`, for the core's
 * date and time formats; null when the text is no instant.
 */
export function clinicWallClock(iso: string): { date: string; time: string } | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const clinic = new Date(ms + CLINIC_OFFSET_MS).toISOString();
  return { date: clinic.slice(0, 10), time: clinic.slice(11, 16) };
}

/** An instant (RFC 3339) as the clinic's date and time, in the core's formats of a language (the text itself when it is no instant). */
export function formatClinicInstant(locale: string, iso: string): string {
  const wall = clinicWallClock(iso);
  return wall ? `${formatDate(locale, wall.date)} ${formatTime(locale, wall.time)}` : iso;
}

/** A clinic date plus some days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Building an `Intl.DateTimeFormat` costs far more than using one (a slot list of a week builds dozens,
 * during hydration on a slow phone): each is built once per language, zone and fields.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

let zone: string | undefined;
/** The visitor's IANA zone, or the clinic's when the browser will not say. */
export function visitorZone(): string {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || CLINIC_TIME_ZONE;
    } catch {
      zone = CLINIC_TIME_ZONE;
    }
  }
  return zone;
}

/** Whether the browser's clock reads as the clinic's at an instant (its offset from UTC is the clinic's), without Intl. */
export function clockReadsAsClinic(instant: number): boolean {
  return -new Date(instant).getTimezoneOffset() === CLINIC_UTC_OFFSET_MINUTES;
}

/** Whether a zone shows the same wall-clock time as the clinic at an instant. */
export function sameAsClinic(zone: string, instant: number): boolean {
  const wall = (timeZone: string) =>
    formatter('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  try {
    return wall(zone) === wall(CLINIC_TIME_ZONE);
  } catch {
    return true; // an unknown zone: show clinic time only
  }
}

/**
 * The slot's start in the visitor's zone and language (with the weekday when the day differs), or
 * null when the visitor's clock reads the same as the clinic's.
 */
export function localSlotLabel(locale: string, date: string, time: string, zone: string): string | null {
  const instant = clinicInstant(date, time);
  if (sameAsClinic(zone, instant)) return null;
  const dayOf = (timeZone: string) => formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const otherDay = dayOf(zone) !== dayOf(CLINIC_TIME_ZONE);
  return formatter(`${locale}-u-nu-latn`, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    ...(otherDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
  }).format(instant);
}
