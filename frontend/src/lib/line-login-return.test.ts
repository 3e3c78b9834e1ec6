import { describe, expect, it } from 'vitest';
import { saveLineReturn, takeLineReturn } from './line-login-return';

/** A Storage stand-in for Node. */
function memory(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('coming back from LINE Login', () => {
  it('finds the booking the patient left with, once', () => {
    const storage = memory();
    saveLineReturn({ code: 'K7XP-3M9Q-T2', contact: 'ann@example.com' }, storage);
    expect(takeLineReturn(storage)).toEqual({ code: 'K7XP-3M9Q-T2', contact: 'ann@example.com' });
    expect(takeLineReturn(storage)).toBeNull();
  });

  it('reads a tampered or missing value as nothing', () => {
    const storage = memory();
    expect(takeLineReturn(storage)).toBeNull();
    storage.setItem('line-login-return', '{"code":1}');
    expect(takeLineReturn(storage)).toBeNull();
    storage.setItem('line-login-return', 'not json');
    expect(takeLineReturn(storage)).toBeNull();
  });
});
