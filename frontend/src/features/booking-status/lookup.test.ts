import { describe, expect, it } from 'vitest';
import { lookupProblems, normalizeCode } from './lookup';

describe('booking lookup', () => {
  it('accepts a code typed in lower case, with spaces or without dashes', () => {
    expect(normalizeCode('k7xp 3m9q t2')).toBe('K7XP-3M9Q-T2');
    expect(normalizeCode('K7XP3M9QT2')).toBe('K7XP-3M9Q-T2');
  });

  it('asks for both fields and a code of ten characters', () => {
    expect(lookupProblems({ code: '', contact: '' }).map((p) => [p.field, p.code])).toEqual([
      ['code', 'required'],
      ['contact', 'required'],
    ]);
    expect(lookupProblems({ code: 'K7XP', contact: 'a@b.co' })).toEqual([{ field: 'code', code: 'format', params: {} }]);
    expect(lookupProblems({ code: 'K7XP-3M9Q-T2', contact: 'a@b.co' })).toEqual([]);
  });
});
