// Which problems a form shows, and when: pure functions shared by the booking, inquiry and assessment
// forms (the rules themselves come from the WASM core; this only decides visibility and wording).
import type { FieldProblem } from '../../lib/core';

export type Timing = 'onBlur' | 'onChange' | 'onSubmit';
/** `focus` reveals nothing; it only lets a teaser form start loading its rules. */
export type FieldEvent = 'focus' | 'change' | 'blur' | 'submit';

/**
 * Whether an event reveals a field's problem under the language's validation timing (the product’s validation rules).
 * `edited` says whether the patient has changed the field: leaving a field that was never edited
 * (tabbing past it, forwards or back) is not being done with it, so it reveals nothing.
 */
export function reveals(timing: Timing, event: FieldEvent, edited = true): boolean {
  if (event === 'submit') return true;
  if (event === 'focus') return false;
  if (event === 'blur' && !edited) return false;
  if (timing === 'onChange') return true; // change, and leaving an edited field
  if (timing === 'onBlur') return event === 'blur';
  return false;
}

/**
 * The problem each field shows: the server's problem for a field (until the field changes) wins over
 * the core's; only revealed fields show the core's; one problem per field, fields in form order.
 */
export function shownProblems(
  order: readonly string[],
  problems: readonly FieldProblem[],
  revealed: ReadonlySet<string>,
  server: Readonly<Record<string, FieldProblem>>,
): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const field of order) {
    const own = server[field] ?? (revealed.has(field) ? problems.find((p) => p.field === field) : undefined);
    if (own) out.push(own);
  }
  return out;
}

/** The server's 422 field list as one problem per field; fields the form does not show go to `other`. */
export function serverProblems(order: readonly string[], fields: readonly FieldProblem[]): { byField: Record<string, FieldProblem>; other: FieldProblem[] } {
  const byField: Record<string, FieldProblem> = {};
  const other: FieldProblem[] = [];
  for (const p of fields) {
    if (order.includes(p.field)) byField[p.field] ??= p;
    else other.push(p);
  }
  return { byField, other };
}

/** The Fluent key of a problem's message: a form may refine a code (`validation-<code>-<form>`). */
export function messageKey(problem: FieldProblem, refined: readonly string[] = [], form = ''): string {
  const key = `validation-${problem.code}`;
  // `field.code` refines one field's message (a form with two consent boxes says which is missing).
  if (refined.includes(`${problem.field}.${problem.code}`)) return `${key}-${form}-${problem.field}`;
  return refined.includes(problem.code) ? `${key}-${form}` : key;
}

/** Removes one field from a record (a field the person changed loses the server's complaint). */
export function without<T>(record: Readonly<Record<string, T>>, field: string): Record<string, T> {
  if (!(field in record)) return record as Record<string, T>;
  const { [field]: _gone, ...rest } = record;
  return rest;
}
