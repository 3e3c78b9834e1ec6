import { describe, expect, it } from 'vitest';
import { hoursRows } from './opening-hours';

describe('opening hours rows', () => {
  it('shows the weekday run, Saturday, and Sunday as closed', () => {
    const rows = hoursRows([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '10:00', closes: '19:00' },
      { days: ['sat'], opens: '10:00', closes: '17:00' },
    ]);
    expect(rows).toEqual([
      { from: 'mon', to: 'fri', opens: '10:00', closes: '19:00' },
      { from: 'sat', to: 'sat', opens: '10:00', closes: '17:00' },
      { from: 'sun', to: 'sun' },
    ]);
  });
});
