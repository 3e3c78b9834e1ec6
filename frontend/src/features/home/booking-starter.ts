import type { FieldProblem } from '../../lib/core';

export const STARTER_FIELDS = ['name', 'phone'] as const;
export type StarterField = (typeof STARTER_FIELDS)[number];
export type Timing = 'onBlur' | 'onChange' | 'onSubmit';
export type FieldEvent = 'change' | 'blur' | 'submit';

/** Whether an event marks a field as touched under the language's validation timing (SPEC §5). */
export function touches(timing: Timing, event: FieldEvent): boolean {
  if (event === 'submit') return true;
  if (timing === 'onChange') return event === 'change' || event === 'blur';
  if (timing === 'onBlur') return event === 'blur';
  return false;
}

/** The first problem of each touched starter field; untouched fields stay quiet. */
export function visibleProblems(problems: FieldProblem[], touched: ReadonlySet<string>): Partial<Record<StarterField, FieldProblem>> {
  const out: Partial<Record<StarterField, FieldProblem>> = {};
  for (const p of problems) {
    const field = p.field as StarterField;
    if (STARTER_FIELDS.includes(field) && touched.has(field) && !out[field]) out[field] = p;
  }
  return out;
}
