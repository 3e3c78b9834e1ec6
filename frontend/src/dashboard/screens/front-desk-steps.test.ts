import { describe, expect, it } from 'vitest';
import { checkStep } from './front-desk-steps';

describe('what the front desk may do with a patient', () => {
  it('marks a confirmed or a pending patient arrived', () => {
    expect(checkStep({ status: 'confirmed', arrivedAt: null }, 'arrived')).toBe('ok');
    expect(checkStep({ status: 'pending', arrivedAt: null }, 'arrived')).toBe('ok');
  });

  it('marks a confirmed patient a no-show, but asks for a pending booking to be confirmed first', () => {
    expect(checkStep({ status: 'confirmed', arrivedAt: null }, 'no_show')).toBe('ok');
    expect(checkStep({ status: 'pending', arrivedAt: null }, 'no_show')).toBe('confirm-first');
  });

  it('does neither twice: an arrived patient is no no-show, and a decided booking stays decided', () => {
    const arrived = { status: 'confirmed', arrivedAt: '2026-12-07T02:05:00Z' };
    expect(checkStep(arrived, 'arrived')).toBe('already-arrived');
    expect(checkStep(arrived, 'no_show')).toBe('already-arrived');
    for (const status of ['completed', 'no_show', 'cancelled']) {
      expect(checkStep({ status, arrivedAt: null }, 'arrived')).toBe('decided');
      expect(checkStep({ status, arrivedAt: null }, 'no_show')).toBe('decided');
    }
  });

  it('takes back an arrival only when there is one, on an open booking', () => {
    expect(checkStep({ status: 'confirmed', arrivedAt: '2026-12-07T02:00:00Z' }, 'undo_arrived')).toBe('ok');
    expect(checkStep({ status: 'confirmed', arrivedAt: null }, 'undo_arrived')).toBe('not-arrived');
    expect(checkStep({ status: 'completed', arrivedAt: '2026-12-07T02:00:00Z' }, 'undo_arrived')).toBe('decided');
  });
});
