import { describe, expect, it } from 'vitest';
import { currentToast, dismissToast, subscribeToasts, toast } from './toast-store';

describe('toasts', () => {
  it('keeps at most one toast: a new one replaces the current', () => {
    const seen: (string | undefined)[] = [];
    const off = subscribeToasts((t) => seen.push(t?.title));
    toast({ title: 'a' });
    const b = toast({ title: 'b' });
    expect(currentToast()?.title).toBe('b');
    dismissToast(b - 1); // a stale id does nothing
    expect(currentToast()?.title).toBe('b');
    dismissToast(b);
    expect(currentToast()).toBeNull();
    expect(seen).toEqual(['a', 'b', undefined]);
    off();
  });
});
