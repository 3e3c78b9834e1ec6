import { describe, expect, it } from 'vitest';
import { visibleProblems } from './booking-starter';
import { loadForms } from '../core';

describe('booking starter', () => {
  it('shows only the touched fields’ problems from the WASM core', async () => {
    const problems = (await loadForms()).validateBooking({ name: '', phone: '12', lang: 'en' }, Date.now());
    expect(visibleProblems(problems, new Set())).toEqual({});
    const shown = visibleProblems(problems, new Set(['phone']));
    expect(Object.keys(shown)).toEqual(['phone']);
    expect(shown.phone?.code).toBe('phone');
    expect(visibleProblems(problems, new Set(['name', 'phone', 'email'])).name?.code).toBe('required');
  });

  it('has nothing to show once name and phone are valid', async () => {
    const problems = (await loadForms()).validateBooking({ name: 'Mary Chen', phone: '0912345678', lang: 'en' }, Date.now());
    expect(visibleProblems(problems, new Set(['name', 'phone']))).toEqual({});
  });
});
