// The claims check as the editor shows it (docs/admin-api.md: the server runs the core's rule over a
// draft and refuses approval while a finding is neither fixed nor kept with a reason). Findings come
// from the server with UTF-16 offsets into the text they were found in; a phrase found several times
// is kept (or not) once, by its phrase, as the server matches overrides.
import type { ClaimFinding } from '../../../generated/core/ClaimFinding';
import type { ClaimOverride } from '../../api/wire';

export type { ClaimFinding };

/** One phrase of the check with every place it was found. */
export interface PhraseFindings {
  phrase: string;
  rule: ClaimFinding['rule'];
  why: string;
  places: { start: number; end: number }[];
}

/** The findings by phrase, in the order they first occur in the text. */
export function byPhrase(findings: ClaimFinding[]): PhraseFindings[] {
  const out = new Map<string, PhraseFindings>();
  for (const f of [...findings].sort((a, b) => a.start - b.start)) {
    const entry = out.get(f.phrase) ?? { phrase: f.phrase, rule: f.rule, why: f.why, places: [] };
    entry.places.push({ start: f.start, end: f.end });
    out.set(f.phrase, entry);
  }
  return [...out.values()];
}

/** A found place with a little of the text around it, cut at line ends. */
export function excerpt(text: string, start: number, end: number, around = 30): { before: string; match: string; after: string } {
  const from = Math.max(0, start - around);
  const to = Math.min(text.length, end + around);
  const before = text.slice(from, start).split('\n').pop() ?? '';
  const after = text.slice(end, to).split('\n')[0] ?? '';
  return { before: (from > 0 && before.length === start - from ? '…' : '') + before, match: text.slice(start, end), after: after + (to < text.length && after.length === to - end ? '…' : '') };
}

/** The reasons an editor gave, by phrase (a draft's overrides, or what is being typed). */
export type Reasons = Record<string, string>;

export const reasonsOf = (overrides: ClaimOverride[] | undefined): Reasons => Object.fromEntries((overrides ?? []).map((o) => [o.phrase, o.reason]));

/** The overrides to send: every phrase with a reason, trimmed, in a stable order. */
export function overridesOf(reasons: Reasons): ClaimOverride[] {
  return Object.entries(reasons)
    .map(([phrase, reason]) => ({ phrase, reason: reason.trim() }))
    .filter((o) => o.reason !== '')
    .sort((a, b) => a.phrase.localeCompare(b.phrase, 'en'));
}

/** Whether two sets of reasons would be saved the same. */
export const sameReasons = (a: Reasons, b: Reasons): boolean => JSON.stringify(overridesOf(a)) === JSON.stringify(overridesOf(b));

/** The phrases neither fixed nor kept with a reason: while there are any, approval is refused. */
export const unresolved = (phrases: PhraseFindings[], reasons: Reasons): PhraseFindings[] => phrases.filter((p) => !reasons[p.phrase]?.trim());
