import { describe, expect, it } from 'vitest';
import { renderDay } from './render-day.mjs';

describe('the render day', () => {
  it('is the clinic\'s date at render time (Asia/Taipei, a day ahead of UTC from 16:00 UTC)', () => {
    expect(renderDay({}, Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21');
    expect(renderDay({}, Date.UTC(2026, 10, 21, 16, 0))).toBe('2026-11-22');
  });

  it('is CLINIC_RENDER_TODAY when set, whatever the clock says', () => {
    expect(renderDay({ CLINIC_RENDER_TODAY: '2026-03-10' }, Date.UTC(2030, 0, 1))).toBe('2026-03-10');
  });

  it('refuses a CLINIC_RENDER_TODAY that is not a date, rather than render the wrong day', () => {
    expect(() => renderDay({ CLINIC_RENDER_TODAY: '2026-02-30' })).toThrow(/CLINIC_RENDER_TODAY=2026-02-30 is not a date/);
    expect(() => renderDay({ CLINIC_RENDER_TODAY: 'tomorrow' })).toThrow(/not a date/);
  });
});
