// WCAG 2.2 SC 2.4.11 (focus not obscured), which axe cannot see: walking every public page with Tab,
// the focused element never lands under the sticky header or the floating pill, on a phone and on a
// desktop screen, in zh-TW, en and ar; nor under the consent banner while it waits for a choice. One browser context per language and screen keeps it quick.
import { test, expect, type Page } from '@playwright/test';
import { url, waitForHydration, type Locale } from './helpers';
import { CONTENT_PAGES } from './content-pages';

const PAGES = ['/', '/medical-booking', '/assessment', '/booking-status', '/consultation', ...CONTENT_PAGES];
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
// Enough stops to reach the footer of the longest page; a walk ends early when focus wraps around.
const MAX_STOPS = 120;

interface Stop {
  what: string;
  under: string | null;
  /** header, main or footer: the shell around the page body is the same on every page. */
  region: string;
}

/** Where the focused element is, against the header's and the (visible) pill's boxes. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(
    () =>
      new Promise<Stop | null>((resolve) => {
        // two frames: the pill and the scroll have reacted to the focus
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const el = document.activeElement;
            if (!el || el === document.body) return resolve(null);
            const region = el.closest('header') ? 'header' : el.closest('footer') ? 'footer' : 'main';
            const header = document.querySelector('header');
            const pill = document.querySelector('nav:has(a[href$="/appointment"])');
            const banner = document.querySelector('[data-consent-banner]');
            const what = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || (el as HTMLInputElement).name || '').trim().slice(0, 40)}"`;
            const box = el.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || el.closest('.skip-link')) return resolve({ what, under: null, region });
            const overlaps = (other: Element | null) => {
              if (!other || other.contains(el)) return false;
              const style = getComputedStyle(other);
              if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
              const o = other.getBoundingClientRect();
              return box.bottom > o.top + 1 && box.top < o.bottom - 1 && box.right > o.left + 1 && box.left < o.right - 1;
            };
            resolve({ what, under: overlaps(header) ? 'header' : overlaps(pill) ? 'pill' : overlaps(banner) ? 'consent banner' : null, region });
          }),
        );
      }),
  );
}

for (const locale of ['zh-TW', 'en', 'ar'] as Locale[]) {
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    test(`focus never lands under the header or the pill (${locale}, ${screen})`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await context.addInitScript(() =>
        localStorage.setItem(
          'medical-privacy-consent',
          JSON.stringify({ analytics: false, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' }),
        ),
      );
      const page = await context.newPage();
      const hidden: string[] = [];
      for (const [n, path] of PAGES.entries()) {
        await page.goto(url(locale, path));
        await waitForHydration(page);
        // Down the page with Tab (the pill's side), then from the footer up again with Shift+Tab (the
        // header's side). The header and footer are the same on every page: walked on the first only.
        const shell = n === 0;
        for (const key of ['Tab', 'Shift+Tab']) {
          if (key === 'Shift+Tab') await page.locator('footer a').first().focus();
          let first: string | null = null;
          for (let i = 0; i < MAX_STOPS; i++) {
            await page.keyboard.press(key);
            const stop = await focusedStop(page);
            if (!stop) continue;
            if (stop.what === first) break; // wrapped around
            first ??= stop.what;
            if (stop.under) hidden.push(`${path}: ${stop.what} under the ${stop.under} (${key})`);
            if (!shell && stop.region === (key === 'Tab' ? 'footer' : 'header')) break;
          }
        }
      }
      expect(hidden).toEqual([]);
      await context.close();
    });
  }
}

for (const locale of ['zh-TW', 'en', 'ar'] as Locale[]) {
  test(`before a privacy choice, focus never lands under the consent banner (${locale}, phone)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: SCREENS.phone, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(url(locale, '/'));
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: /./ }).and(page.locator('[data-consent-banner]'))).toBeVisible();
    const hidden: string[] = [];
    let first: string | null = null;
    let reachedFooter = false;
    for (let i = 0; i < MAX_STOPS; i++) {
      await page.keyboard.press('Tab');
      const stop = await focusedStop(page);
      if (!stop) continue;
      if (stop.what === first) break;
      first ??= stop.what;
      reachedFooter ||= stop.region === 'footer';
      if (stop.under) hidden.push(`${stop.what} under the ${stop.under}`);
    }
    expect(reachedFooter).toBe(true);
    expect(hidden).toEqual([]);
    await context.close();
  });
}
