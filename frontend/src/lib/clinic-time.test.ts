import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './core';
import { addDays, clinicInstant, clinicToday, clinicWallClock, formatClinicInstant, clockReadsAsClinic, localSlotLabel, sameAsClinic } from './clinic-time';

describe('clinic time and the visitor\'s time', () => {
  it('a Taipei 10:30 slot starts at 02:30 UTC', () => {
    expect(new Date(clinicInstant('2026-11-23', '10:30')).toISOString()).toBe('2026-11-23T02:30:00.000Z');
  });

  it('the clinic day turns at 16:00 UTC', () => {
    expect(clinicToday(Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21');
    expect(clinicToday(Date.UTC(2026, 10, 21, 16, 0))).toBe('2026-11-22');
  });

  it('reads an instant on the clinic clock, whatever offset it was written with', () => {
    expect(clinicWallClock('2026-11-23T15:30:00Z')).toEqual({ date: '2026-11-23', time: '23:30' });
    expect(clinicWallClock('2026-11-23T17:05:00+01:00')).toEqual({ date: '2026-11-24', time: '00:05' });
    expect(clinicWallClock('soon')).toBeNull();
  });

  it("writes an instant as the clinic's date and time in the page language's formats", () => {
    expect(formatClinicInstant('en', '2026-11-23T15:30:00Z')).toBe(`${formatDate('en', '2026-11-23')} ${formatTime('en', '23:30')}`);
    expect(formatClinicInstant('ja', 'soon')).toBe('soon');
  });

  it('adds days across a month end', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  });

  it('tells a browser on clinic time from one elsewhere by its clock alone', () => {
    const saved = process.env.TZ;
    try {
      for (const [zone, same] of [['Asia/Taipei', true], ['Asia/Singapore', true], ['Asia/Tokyo', false], ['Europe/Madrid', false]] as const) {
        process.env.TZ = zone; // Node reads a new TZ at the next date computation
        expect(clockReadsAsClinic(Date.UTC(2026, 10, 23)), zone).toBe(same);
        expect(clockReadsAsClinic(Date.UTC(2026, 6, 1)), `${zone} in July`).toBe(same);
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('a visitor in Taipei or Shanghai sees no second time', () => {
    expect(localSlotLabel('en', '2026-11-23', '10:30', 'Asia/Taipei')).toBeNull();
    expect(sameAsClinic('Asia/Shanghai', clinicInstant('2026-11-23', '10:30'))).toBe(true);
  });

  it('a visitor in New York sees the previous evening with its weekday', () => {
    const label = localSlotLabel('en', '2026-11-23', '10:30', 'America/New_York');
    expect(label).toMatch(/Sun/);
    expect(label).toMatch(/09:30/);
  });

  it('a visitor in Seoul sees one hour later on the same day', () => {
    expect(localSlotLabel('en', '2026-11-23', '10:30', 'Asia/Seoul')).toBe('11:30 AM');
  });
});
