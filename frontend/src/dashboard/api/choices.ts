// The values the filters offer. Each list is checked against its wire type: a value the server adds to
// the type and the list misses fails the type check (see `covers`).
import type { Branch, Role, SubmissionKind, Urgency } from './wire';

/** Compile-time proof that `list` names every member of `T`. */
type Covers<T, L extends readonly T[]> = Exclude<T, L[number]> extends never ? L : never;
const covers = <T,>() => <L extends readonly T[]>(list: Covers<T, L>): L => list;

export const KINDS = covers<SubmissionKind>()(['booking', 'inquiry', 'assessment'] as const);
export const BRANCHES = covers<Branch>()(['taipei', 'kaohsiung'] as const);
export const URGENCIES = covers<Urgency>()(['high', 'medium', 'low'] as const);
export const ROLES = covers<Role>()(['staff', 'admin'] as const);

/** Statuses per kind (issue 12 point 4). */
export const STATUSES: Record<SubmissionKind, readonly string[]> = {
  booking: ['pending', 'confirmed', 'completed', 'no_show', 'cancelled'],
  inquiry: ['new', 'answered', 'closed'],
  assessment: ['new', 'reviewed', 'closed'],
};

export const TUMOR_TYPES = ['lipoma', 'cyst', 'skin_tumor', 'mole', 'other'] as const;
