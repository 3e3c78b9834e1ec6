import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/clinic-time';
import { weekStart } from './format';

describe('calendar dates', () => {
  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts a week on Monday, as the clinic opening hours do', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStart('2026-11-28')).toBe('2026-11-23');
  });
});
