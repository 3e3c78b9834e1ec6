// What the site versions screen says about the server's answer: whether approvals make pages here, and
// a version's size in the reader's language.
import type { SiteVersions } from '../../api/wire';

/**
 * Whether this server renders the site's pages on approval: `renders`; `unavailable` when it serves a
 * built site but cannot render it (no Node, no server-side build: approvals are refused, with the
 * server's reason); `no-site` when it serves no built site (an approval changes the content only).
 */
export const RENDERINGS = ['renders', 'unavailable', 'no-site'] as const;
export type Rendering = (typeof RENDERINGS)[number];

export function renderingOf(answer: Pick<SiteVersions, 'renders' | 'reason'>): Rendering {
  if (answer.renders) return 'renders';
  return answer.reason ? 'unavailable' : 'no-site';
}

/** A size in bytes as the reader's language writes it: bytes, kB or MB (powers of 1,000), one decimal at most. */
export function formatBytes(locale: string, bytes: number): string {
  const [value, unit] = bytes < 1000 ? [bytes, 'byte'] : bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
