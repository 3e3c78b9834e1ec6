import { describe, expect, it } from 'vitest';
import { nextPillVisible } from './pill-visibility';

describe('floating pill', () => {
  it('stays hidden while scrolling down within the first 200 px', () => {
    expect(nextPillVisible(0, 150, false)).toBe(false);
    expect(nextPillVisible(150, 200, false)).toBe(false);
  });
  it('appears when scrolling down past 200 px', () => {
    expect(nextPillVisible(150, 260, false)).toBe(true);
  });
  it('hides when scrolling up', () => {
    expect(nextPillVisible(900, 700, true)).toBe(false);
  });
  it('hides at the top and when forced', () => {
    expect(nextPillVisible(300, 0, true)).toBe(false);
    expect(nextPillVisible(300, 600, true, true)).toBe(false);
  });
});
