import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { expect, LOCALES, open, url } from './helpers';
import { CONTENT_PAGES } from './content-pages';

// axe-core on every content page in all 7 languages, light and dark: 0 violations.
//
// Kept quick without checking less (it was a third of the browser suite's time):
// - The header and footer are the same on every page of a language: axe reads them on the first page
//   of each run and then only the page between them.
// - Dark differs from light in colours alone (one class on <html>; the DOM, names, roles and
//   landmarks are the same), so in dark axe runs the rules that read colours.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const locale of LOCALES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`content pages have no axe violation in ${locale} (${scheme})`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const failures: string[] = [];
      for (const [n, path] of CONTENT_PAGES.entries()) {
        await open(page, url(locale, path));
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
        let axe = new AxeBuilder({ page }).setLegacyMode(); // as a11y.spec.ts
        axe = scheme === 'dark' ? axe.withRules(COLOUR_RULES) : axe.withTags(TAGS);
        if (n > 0) axe = axe.exclude('.app-root > header').exclude('.app-root > footer');
        const result = await axe.analyze();
        for (const v of result.violations) {
          failures.push(`${url(locale, path)} [${scheme}] ${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
}
