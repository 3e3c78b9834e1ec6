import type { FieldProblem } from '../../lib/core';

/** A code as people type it (`k7xp 3m9q t2`, `K7XP3M9QT2`) in the printed form `K7XP-3M9Q-T2`. */
export function normalizeCode(input: string): string {
  const raw = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (raw.length !== 10) return input.trim().toUpperCase();
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/**
 * The lookup form's own checks (no booking rule is involved: the server answers 404 for any
 * mismatch, so the form only asks for both fields, and for a code of the right length).
 */
export function lookupProblems(v: { code: string; contact: string }): FieldProblem[] {
  const out: FieldProblem[] = [];
  const code = v.code.replace(/[^0-9A-Za-z]/g, '');
  if (!v.code.trim()) out.push({ field: 'code', code: 'required', params: {} });
  else if (code.length !== 10) out.push({ field: 'code', code: 'format', params: {} });
  if (!v.contact.trim()) out.push({ field: 'contact', code: 'required', params: {} });
  return out;
}
