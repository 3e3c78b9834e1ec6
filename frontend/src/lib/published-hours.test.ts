import { describe, expect, it } from 'vitest';
import { applyOpeningHours, bookingHorizonDays, loadForms, slotTimes } from './core';

// The form rules check by the hours the page was rendered with (the clinic's published ones, which
// the server checks by too), not by those compiled into the WASM.
describe('published opening hours', () => {
  it('are the ones the form rules offer and check', async () => {
    applyOpeningHours({
      timeZone: 'Asia/Taipei',
      slotMinutes: 60,
      bookingHorizonDays: 30,
      hoursSpans: 'sun|09:00|12:00',
      slotTimes: ['09:00', '10:00', '11:00'],
    });
    expect(bookingHorizonDays()).toBe(30);
    expect(slotTimes()).toEqual(['09:00', '10:00', '11:00']);
    const rules = await loadForms();
    expect(rules.slotsOn('2030-01-06')).toEqual(['09:00', '10:00', '11:00']); // a Sunday
    expect(rules.slotsOn('2030-01-07')).toEqual([]); // Monday: closed now
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(rules.slotProblem('2030-01-06', '09:00', now)).toBeUndefined();
    expect(rules.slotProblem('2030-01-06', '12:00', now)).toBe('time_outside_hours');
  });
});
