// A refused content step in the editor's words (docs/admin-api.md "The site's content"): the codes
// the content endpoints answer, each with a Fluent key of its own; anything else falls back to the
// dashboard's usual message (ErrorMessage), which knows sessions, rights and the network.
import { ApiError } from '../../api/client';

/** Field problems the content endpoints report, by field, with the codes each may carry. */
const FIELD_CODES: Record<string, readonly string[]> = {
  // `compiled`: a value the site is built with (time zone, founding year, notice version); `hours`:
  // opening hours the booking rules cannot read; `unrenderable`: an approval whose text the
  // pages cannot be made from (nothing published); `claims`: an approval while the claims check finds
  // a phrase neither fixed nor kept with a reason.
  // `id`: an entry's id that is not a slug (page addresses are made of ids).
  body: ['json', 'required', 'max_length', 'compiled', 'hours', 'unrenderable', 'claims', 'id'],
  // A phrase kept without its reason, or with too long a one.
  overrides: ['required', 'max_length'],
  note: ['required', 'max_length'],
  path: ['format', 'required'],
};

const key = (code: string) => code.replace(/_/g, '-');

/** The Fluent key for a content step's failure, or null when the dashboard's usual message says it. */
export function contentErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  // Published since the editor opened the document (saving) or since the change was made (approving).
  if (error.code === 'stale') return 'dash-content-error-stale';
  // In review (saving, submitting again) or no longer in review (a second reviewer's decision).
  if (error.code === 'not_allowed') return 'dash-content-error-not-allowed';
  // An approval this server cannot render into pages, or whose site version could not be stored:
  // nothing was published, the change stays in review.
  if (error.code === 'publishing_unavailable' || error.code === 'publishing_failed') return `dash-content-error-${key(error.code)}`;
  for (const f of error.fields) {
    if (FIELD_CODES[f.field]?.includes(f.code)) return `dash-content-error-${f.field}-${key(f.code)}`;
  }
  // Submitting without a saved draft; a document or draft that is gone.
  if (error.status === 404) return 'dash-content-error-not-found';
  return null;
}

/** Every key `contentErrorKey` can answer (the tests check each exists in every language). */
export const CONTENT_ERROR_KEYS = [
  'dash-content-error-stale',
  'dash-content-error-not-allowed',
  'dash-content-error-not-found',
  'dash-content-error-publishing-unavailable',
  'dash-content-error-publishing-failed',
  ...Object.entries(FIELD_CODES).flatMap(([field, codes]) => codes.map((code) => `dash-content-error-${field}-${key(code)}`)),
];
