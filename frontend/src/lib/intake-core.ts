// The health questions' rules for the intake page's script (src/intake/main.ts): the forms build of
// the WASM core (`clinic-core-forms`, pkg-forms/), loaded on demand. lib/core.ts is the door for the
// React pages and imports the main build at once, which this server-rendered page never needs, so the
// page has this door of its own onto the same forms build (docs/decisions.md, "The health questions'
// page script").
import type { FieldError } from '../generated/core/FieldError';
import type { IntakeFlag } from '../generated/core/IntakeFlag';
import type { IntakeRequest } from '../generated/core/IntakeRequest';
import type { MedicineEntry } from '../generated/core/MedicineEntry';

/** A photo as the rules see it: its size and its first bytes (the type is judged by content). */
export interface PhotoMeta {
  size: number;
  head: Uint8Array;
}

/** What the core says of the answers: every problem, and (when there are none) the flags raised. */
export interface IntakeCheck {
  errors: FieldError[];
  flags: IntakeFlag[];
}

export interface IntakeRules {
  /** The answers checked as sent (`complete`) or as a draft: the server's own rules. */
  checkIntake(request: IntakeRequest, complete: boolean): IntakeCheck;
  /** The listed medicines matching a name in any script, the page language's country first. */
  searchMedicines(query: string, lang: string): MedicineEntry[];
  /** The photo rules (JPEG or PNG by content, the size limit); problems are on field `images`. */
  checkPhotos(photos: PhotoMeta[]): FieldError[];
}

let rules: Promise<IntakeRules> | null = null;

/** The rules, loaded once; a failed download may succeed on the next call. */
export function loadIntakeRules(): Promise<IntakeRules> {
  rules ??= import('clinic-core-forms').then(
    (forms): IntakeRules => ({
      checkIntake: (request, complete) => forms.checkIntake(request, complete) as IntakeCheck,
      searchMedicines: (query, lang) => forms.searchMedicines(query, lang) as MedicineEntry[],
      checkPhotos: (photos) => forms.checkPhotos(photos) as FieldError[],
    }),
    (error: unknown) => {
      rules = null;
      throw error;
    },
  );
  return rules;
}
