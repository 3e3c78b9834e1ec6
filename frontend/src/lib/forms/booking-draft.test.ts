import { describe, expect, it } from 'vitest';
import { BOOKING_DRAFT_KEY, clearDraft, EMPTY_DRAFT, parseDraft, readDraft, saveDraft } from './booking-draft';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('the booking draft', () => {
  it('comes back after a reload and goes once booked', () => {
    const store = memory();
    saveDraft({ ...EMPTY_DRAFT, name: 'Ann Lee', preferredDate: '2026-11-24' }, store);
    expect(readDraft(store)).toMatchObject({ name: 'Ann Lee', preferredDate: '2026-11-24' });
    clearDraft(store);
    expect(store.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  it('keeps only the known text fields of a stored value', () => {
    expect(parseDraft('{"name":"Ann","termsAccepted":true,"evil":"x","phone":5}')).toEqual({ name: 'Ann' });
    expect(parseDraft('not json')).toEqual({});
    expect(parseDraft(null)).toEqual({});
  });
});
