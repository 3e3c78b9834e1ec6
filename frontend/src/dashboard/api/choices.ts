// The values the filters offer, all generated from the Rust core (frontend/src/generated/contract.ts).
// Roles are the admin API's own type; `covers` proves at compile time that the list names each one.
import {
  ASSESSMENT_STATUSES,
  BOOKING_STATUSES,
  BRANCHES,
  INQUIRY_STATUSES,
  RESCHEDULABLE_BOOKING_STATUSES,
  STATUS_TRANSITIONS,
  SUBMISSION_KINDS,
  TUMOR_TYPES,
  URGENCIES,
} from '../../generated/contract';
import type { ContentRole, Role, SubmissionKind } from './wire';

/** Compile-time proof that `list` names every member of `T`. */
type Covers<T, L extends readonly T[]> = Exclude<T, L[number]> extends never ? L : never;
const covers = <T,>() => <L extends readonly T[]>(list: Covers<T, L>): L => list;

export { BRANCHES, TUMOR_TYPES, URGENCIES };
export const KINDS = SUBMISSION_KINDS;
export const ROLES = covers<Role>()(['staff', 'admin'] as const);
/** Content roles (issue 27): none, an editor drafts and submits, a reviewer also approves (publishes). */
export const CONTENT_ROLES = covers<ContentRole>()(['', 'editor', 'reviewer'] as const);

type ContentPerson = { role: Role; contentRole: ContentRole };
/** Who works on the site's content: an editor, a reviewer, or an admin (who is both). */
export const canEditContent = (user: ContentPerson): boolean => user.role === 'admin' || user.contentRole !== '';
/** Who approves (publishes) or sends back a change: a reviewer or an admin. */
export const canReviewContent = (user: ContentPerson): boolean => user.role === 'admin' || user.contentRole === 'reviewer';

/** Statuses per kind (issue 12 point 4). */
export const STATUSES: Record<SubmissionKind, readonly string[]> = {
  booking: BOOKING_STATUSES,
  inquiry: INQUIRY_STATUSES,
  assessment: ASSESSMENT_STATUSES,
};

/** The statuses a submission may move to from `status`: the core's workflow (`can_move_to`), generated. */
export function nextStatuses(kind: SubmissionKind, status: string): readonly string[] {
  const steps: Readonly<Record<string, readonly string[]>> = STATUS_TRANSITIONS[kind];
  return Object.hasOwn(steps, status) ? steps[status] : [];
}

/** Whether a booking in `status` may move to another slot (the core's rule, generated). */
export const canReschedule = (status: string): boolean => (RESCHEDULABLE_BOOKING_STATUSES as readonly string[]).includes(status);
