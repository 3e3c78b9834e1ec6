// The patient's chosen site language, kept in localStorage: the language switcher and the first-visit
// suggestion store it the same way, and the unprefixed pages follow it (entry-client.tsx).
import type { Locale } from './core';
import { trackEventAfterNavigation } from './analytics/analytics';

export const LANGUAGE_KEY = 'preferred-language';

/** The stored choice, or null (none, or storage refused). */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores a choice of language made on a page in `from`, and records the switch (the product’s states and transitions). */
export function chooseLanguage(from: Locale, to: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, to);
  } catch (error) {
    console.warn('language preference not stored', error);
  }
  if (to !== from) trackEventAfterNavigation('language_switch', { from, to });
}
