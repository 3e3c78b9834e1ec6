/** How LINE Login ended, as the server's redirect to this page says (`?line=`). */
export type LineOutcome = 'linked' | 'declined' | 'failed';

/** The outcome a `?line=` value names, or null for anything else (a hand-edited address shows nothing). */
export function lineOutcome(value: string | null): LineOutcome | null {
  return value === 'linked' || value === 'declined' || value === 'failed' ? value : null;
}
