// The dashboard's translations: its own Fluent files (i18n/<locale>/dashboard.ftl), emitted by this build
// only as hashed static files and fetched like the public pages fetch theirs (text, not JS), so the
// public pages' .ftl never carry staff texts.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { localeProfile, siteLocales, Translations, type Locale } from '../../lib/core';
import { createI18n, I18nProvider } from '../../lib/i18n';

// forms.ftl too: the patients' answers chosen from a list (an assessment's size, duration, symptoms…)
// read in the public forms' own words.
const catalogues = import.meta.glob<string>('../../../../i18n/*/{dashboard,forms}.ftl', { query: '?url', import: 'default', eager: true });
const FILES = ['dashboard', 'forms'] as const;
const STORAGE_KEY = 'dashboard-language';
const translations = new Translations();

async function ensureLoaded(locale: Locale): Promise<void> {
  if (translations.has(locale)) return;
  const texts = await Promise.all(
    FILES.map(async (file) => {
      const url = catalogues[`../../../../i18n/${locale}/${file}.ftl`];
      if (!url) throw new Error(`no ${file} texts for ${locale}`);
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${file} texts ${locale}: HTTP ${res.status}`);
      return res.text();
    }),
  );
  texts.forEach((text) => translations.add(locale, text));
}

/** The language to start in: the staff member's last choice, else a language prefix in the path, else zh-TW. */
export function initialLocale(): Locale {
  const locales = siteLocales();
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage blocked: fall through
  }
  if (stored && (locales as string[]).includes(stored)) return stored as Locale;
  const prefix = window.location.pathname.split('/')[1] ?? '';
  return (locales as string[]).includes(prefix) ? (prefix as Locale) : 'zh-TW';
}

interface LocaleSwitch {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}
const LocaleContext = createContext<LocaleSwitch | null>(null);

export function useLocaleSwitch(): LocaleSwitch {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocaleSwitch outside DashboardI18n');
  return value;
}

/** Loads the first language before the first render (the caller awaits it). */
export const preloadLocale = ensureLoaded;

export function DashboardI18n({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setCurrent] = useState<Locale>(initial);
  const i18n = useMemo(() => createI18n(translations, locale), [locale]);
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = localeProfile(locale).direction;
  }, [locale]);
  const setLocale = useCallback((next: Locale) => {
    void ensureLoaded(next).then(
      () => {
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // the choice then lasts for this visit only
        }
        setCurrent(next);
      },
      (error: unknown) => console.error('dashboard texts failed to load', next, error),
    );
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider value={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}
