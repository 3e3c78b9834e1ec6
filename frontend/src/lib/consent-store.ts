/** the product’s entities: the consent record under the medical privacy consent key. */
export const CONSENT_KEY = 'medical-privacy-consent';
export const CONSENT_VERSION = '1.0';

export interface ConsentRecord {
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
  timestamp: string;
  version: typeof CONSENT_VERSION;
}

export type ConsentChoice = 'all' | 'necessary' | { analytics: boolean };

/** the product’s states and transitions: accept all = analytics and functional on, marketing off; necessary only = analytics off. */
export function consentFor(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  const analytics = choice === 'all' ? true : choice === 'necessary' ? false : choice.analytics;
  return { analytics, functional: true, marketing: false, timestamp: now.toISOString(), version: CONSENT_VERSION };
}

/** The consent-mode update told to the analytics layer for a record. */
export function consentModeFor(record: Pick<ConsentRecord, 'analytics'>) {
  return {
    analytics_storage: record.analytics ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    personalization_storage: 'denied',
  } as const;
}

export function readConsent(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ConsentRecord | null {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if (value.version !== CONSENT_VERSION || typeof value.analytics !== 'boolean') return null;
    return value as ConsentRecord;
  } catch {
    return null;
  }
}

export function storeConsent(record: ConsentRecord, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  try {
    storage.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('consent not stored', error);
  }
}
