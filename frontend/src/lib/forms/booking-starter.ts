import type { FieldProblem } from '../core';

export const STARTER_FIELDS = ['name', 'phone'] as const;
export type StarterField = (typeof STARTER_FIELDS)[number];
/** The first problem of each touched starter field; untouched fields stay quiet. */
export function visibleProblems(problems: FieldProblem[], touched: ReadonlySet<string>): Partial<Record<StarterField, FieldProblem>> {
  const out: Partial<Record<StarterField, FieldProblem>> = {};
  for (const p of problems) {
    const field = p.field as StarterField;
    if (STARTER_FIELDS.includes(field) && touched.has(field) && !out[field]) out[field] = p;
  }
  return out;
}
