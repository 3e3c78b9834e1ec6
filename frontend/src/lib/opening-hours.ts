import type { OpeningHours } from './site-data';

export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface HoursRow {
  from: string;
  to: string;
  opens?: string;
  closes?: string;
}

/** Opening-hours rows for display: runs of days with the same hours, then the closed days. */
export function hoursRows(hours: OpeningHours[]): HoursRow[] {
  const rows: HoursRow[] = hours.map((h) => ({ from: h.days[0], to: h.days[h.days.length - 1], opens: h.opens, closes: h.closes }));
  const open = new Set(hours.flatMap((h) => h.days));
  for (const day of WEEK) if (!open.has(day)) rows.push({ from: day, to: day });
  return rows;
}
