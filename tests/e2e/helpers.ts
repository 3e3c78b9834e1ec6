import { expect, type Page } from '@playwright/test';

export const LOCALES = ['zh-TW', 'en', 'ja', 'ko', 'es', 'ar', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The URL of a clean path in a language (zh-TW has no prefix). */
export function url(locale: Locale, path: string): string {
  if (locale === 'zh-TW') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Fluent wraps placeables in bidi isolates; compare text without them. */
export const plain = (s: string | null) => (s ?? '').replace(/[\u2068\u2069]/g, '');

/** A text as a pattern where each number may sit in Fluent's bidi isolates (numbers are arguments). */
export const withNumbers = (text: string, whole = true): RegExp => {
  const body = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d+(?:\\\.\d+)?/g, '\u2068?$&\u2069?');
  return new RegExp(whole ? `^${body}$` : body);
};

/** Opens a page and waits until React has hydrated it (the shell's client-only parts are mounted). */
export async function open(page: Page, path: string, options: { consent?: boolean } = {}) {
  if (options.consent !== false) {
    await page.addInitScript(() => {
      if (!localStorage.getItem('medical-privacy-consent')) {
        localStorage.setItem(
          'medical-privacy-consent',
          JSON.stringify({ analytics: false, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' }),
        );
      }
    });
  }
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page) {
  // ClientExtras initialises the analytics layer right after the shell's hydration (window.dataLayer);
  // the page itself, a lazy chunk React may hydrate in a later pass, marks <html> data-page-ready.
  await page.waitForFunction(
    () => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer) && document.documentElement.hasAttribute('data-page-ready'),
  );
}

export async function dataLayerEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).map((e) => Array.from(e as unknown[])));
}

export { expect };
