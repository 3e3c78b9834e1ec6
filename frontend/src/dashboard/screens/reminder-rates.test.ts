import { describe, expect, it } from 'vitest';
import type { ReminderWeek } from '../api/wire';
import type { ReminderChannel } from '../../generated/core/ReminderChannel';
import { rate, ratesByChannel, ratesByOffset } from './reminder-rates';

const week = (weekStart: string, byChannel: ReminderWeek['byChannel'], byOffset: ReminderWeek['byOffset'] = []): ReminderWeek => ({ weekStart, byChannel, byOffset });
const counts = (channel: ReminderChannel, reminded: number, confirmed: number, noShow: number) => ({ channel, reminded, confirmed, completed: 0, noShow, cancelled: 0 });

describe('reminder rates', () => {
  it('divides by the visits reminded, and has no rate without any', () => {
    expect(rate(3, 4)).toBe(0.75);
    expect(rate(0, 0)).toBeNull();
  });

  it('gives each channel a confirmation and a no-show rate per week, with no point for a week with nothing reminded', () => {
    const weeks = [
      week('2026-11-16', [counts('line', 4, 3, 1), counts('email', 10, 5, 2)]),
      week('2026-11-23', []),
      week('2026-11-30', [counts('email', 5, 5, 0)]),
    ];
    expect(ratesByChannel(weeks)).toEqual([
      { channel: 'email', reminded: [10, 0, 5], confirmed: [0.5, null, 1], noShow: [0.2, null, 0] },
      { channel: 'line', reminded: [4, 0, 0], confirmed: [0.75, null, null], noShow: [0.25, null, null] },
    ]);
  });

  it('leaves out a channel that reminded nobody in the window', () => {
    expect(ratesByChannel([week('2026-11-16', [counts('whatsapp', 0, 0, 0)])])).toEqual([]);
  });

  it('adds up each offset over the weeks, the earliest reminder first', () => {
    const weeks = [
      week('2026-11-16', [], [{ offsetHours: 24, reminded: 10, confirmed: 2, noShow: 1 }, { offsetHours: 72, reminded: 8, confirmed: 4, noShow: 1 }]),
      week('2026-11-23', [], [{ offsetHours: 24, reminded: 10, confirmed: 6, noShow: 0 }]),
    ];
    expect(ratesByOffset(weeks)).toEqual([
      { offsetHours: 72, reminded: 8, confirmed: 0.5, noShow: 0.125 },
      { offsetHours: 24, reminded: 20, confirmed: 0.4, noShow: 0.05 },
    ]);
  });
});
