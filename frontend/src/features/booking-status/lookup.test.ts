import { describe, expect, it } from 'vitest';
import { loadForms } from '../../lib/core';
import { lookupProblems, normalizeCode } from './lookup';

describe('booking lookup', () => {
  it('accepts a code typed in lower case, with spaces or without dashes, and read aloud with O, I or L', async () => {
    const rules = await loadForms();
    expect(normalizeCode(rules, 'k7xp 3m9q t2')).toBe('K7XP-3M9Q-T2');
    expect(normalizeCode(rules, 'K7XP3M9QT2')).toBe('K7XP-3M9Q-T2');
    expect(normalizeCode(rules, 'K7XP-3M9Q-TO')).toBe('K7XP-3M9Q-T0');
    expect(normalizeCode(rules, 'K7XP-3M9Q-IL')).toBe('K7XP-3M9Q-11');
  });

  it('asks for both fields and for something that can be a code', async () => {
    const rules = await loadForms();
    expect(lookupProblems(rules, { code: '', contact: '' }).map((p) => [p.field, p.code])).toEqual([
      ['code', 'required'],
      ['contact', 'required'],
    ]);
    expect(lookupProblems(rules, { code: 'K7XP', contact: 'a@b.co' })).toEqual([{ field: 'code', code: 'format', params: {} }]);
    expect(lookupProblems(rules, { code: 'K7XP-3M9Q-TU', contact: 'a@b.co' })).toEqual([{ field: 'code', code: 'format', params: {} }]);
    expect(lookupProblems(rules, { code: 'k7xp-3m9q-to', contact: 'a@b.co' })).toEqual([]);
  });
});
