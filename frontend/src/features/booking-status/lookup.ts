import type { FieldProblem, FormRules } from '../../lib/core';

/**
 * A code as people type it (`k7xp 3m9q t2`, `K7XP3M9QTO`) in the printed form `K7XP-3M9Q-T2`, read
 * by the core exactly as the server reads it (O → 0, I/L → 1); text that cannot be a code is
 * returned trimmed, for the server to answer 404.
 */
export function normalizeCode(rules: FormRules, input: string): string {
  return rules.parseConfirmationCode(input) ?? input.trim();
}

/**
 * The lookup form's own checks (no booking rule is involved: the server answers 404 for any
 * mismatch, so the form only asks for both fields, and for something that can be a code).
 */
export function lookupProblems(rules: FormRules, v: { code: string; contact: string }): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (!v.code.trim()) out.push({ field: 'code', code: 'required', params: {} });
  else if (rules.parseConfirmationCode(v.code) === undefined) out.push({ field: 'code', code: 'format', params: {} });
  if (!v.contact.trim()) out.push({ field: 'contact', code: 'required', params: {} });
  return out;
}
