import { describe, expect, it } from 'vitest';
import { consentFor, consentModeFor, readConsent, storeConsent, CONSENT_KEY } from './consent-store';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('consent', () => {
  it('accept all turns analytics and functional on and marketing off', () => {
    const r = consentFor('all', new Date('2026-01-01T00:00:00Z'));
    expect(r).toEqual({ analytics: true, functional: true, marketing: false, timestamp: '2026-01-01T00:00:00.000Z', version: '1.0' });
  });

  it('necessary only turns analytics off', () => {
    expect(consentFor('necessary').analytics).toBe(false);
  });

  it('customize keeps the chosen analytics value', () => {
    expect(consentFor({ analytics: true }).analytics).toBe(true);
    expect(consentFor({ analytics: false }).analytics).toBe(false);
  });

  it('tells the analytics layer analytics granted or denied and advertising denied', () => {
    expect(consentModeFor({ analytics: true })).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', functionality_storage: 'granted', security_storage: 'granted', personalization_storage: 'denied' });
    expect(consentModeFor({ analytics: false }).analytics_storage).toBe('denied');
  });

  it('stores and reads back a record, ignoring garbage', () => {
    const s = memoryStorage();
    expect(readConsent(s)).toBeNull();
    storeConsent(consentFor('all'), s);
    expect(readConsent(s)?.analytics).toBe(true);
    s.map.set(CONSENT_KEY, '{not json');
    expect(readConsent(s)).toBeNull();
  });
});
