import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { expect, LOCALES, open, url } from './helpers';

// Every shell route (one article stands for /articles/{id}), in all 7 languages, light and dark.
const ROUTES = [
  '/', '/about', '/doctor', '/services', '/medical-booking', '/appointment', '/global-influence', '/cases', '/videos', '/contact',
  '/articles', '/articles/what-is-a-lipoma', '/faq', '/fees', '/international', '/consultation', '/assessment', '/lipoma', '/cyst', '/tumor',
  '/patient-community', '/youtube-integration', '/booking-status', '/privacy', '/terms', '/style-guide', '/no-such-page',
];

for (const locale of LOCALES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no violation on any shell route in ${locale}, ${scheme}`, async ({ page }) => {
      test.setTimeout(480_000); // 25 routes × axe, on a 2-core machine
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const failures: string[] = [];
      for (const path of ROUTES) {
        await open(page, url(locale, path));
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
        // Legacy mode: axe runs in the page (and its same-origin frames) and is not finished in a blank
        // page opened for it, about 0.4 s less per route (forms-support.ts, `axe`).
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode().analyze();
        for (const v of result.violations) failures.push(`${url(locale, path)} [${scheme}] ${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
      }
      expect(failures).toEqual([]);
    });
  }
}
