import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { localeProfile, localizedPath, type FluentArgs, type Locale, type LocaleProfile, type Translations } from './core';

export interface I18n {
  locale: Locale;
  profile: LocaleProfile;
  /** The translated text of a Fluent key. */
  t: (key: string, args?: FluentArgs) => string;
  /** A clean path (`/about`) in the current language (`/en/about`). */
  href: (path: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

// Fluent wraps placeables in bidi isolates (U+2068/U+2069). Inside attributes and short labels they are
// noise for screen readers and search engines, so callers can ask for plain text.
const ISOLATES = /[\u2068\u2069]/g;
export const stripIsolates = (text: string): string => text.replace(ISOLATES, '');

export function createI18n(translations: Translations, locale: Locale): I18n {
  const profile = localeProfile(locale);
  return {
    locale,
    profile,
    t: (key, args) => translations.t(locale, key, args),
    href: (path) => localizedPath(locale, path),
  };
}

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  const memo = useMemo(() => value, [value]);
  return <I18nContext.Provider value={memo}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
