import { describe, expect, it } from 'vitest';
import { formatBytes, renderingOf } from './site-versions';

describe('the site versions screen', () => {
  it('tells a server that renders from one that cannot and from one without a built site', () => {
    expect(renderingOf({ renders: true })).toBe('renders');
    expect(renderingOf({ renders: false, reason: 'publishing needs node: node is missing' })).toBe('unavailable');
    expect(renderingOf({ renders: false })).toBe('no-site');
  });

  it('writes a version’s size in bytes, kilobytes or megabytes, one decimal at most', () => {
    expect(formatBytes('en', 512)).toBe('512 byte');
    expect(formatBytes('en', 48_230)).toBe('48.2 kB');
    expect(formatBytes('en', 2_500_000)).toBe('2.5 MB');
    expect(formatBytes('es', 48_230)).toBe('48,2 kB');
  });
});
