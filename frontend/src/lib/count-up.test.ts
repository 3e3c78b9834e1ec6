import { describe, expect, it } from 'vitest';
import { countUpValue } from './count-up';

describe('count-up', () => {
  it('starts at 0 and ends exactly on the target', () => {
    expect(countUpValue(10000, 0)).toBe(0);
    expect(countUpValue(10000, 1)).toBe(10000);
    expect(countUpValue(10000, 7)).toBe(10000);
  });
  it('rises monotonically', () => {
    let last = -1;
    for (let p = 0; p <= 1; p += 0.05) {
      const v = countUpValue(98, p);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
  });
});
