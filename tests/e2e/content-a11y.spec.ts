import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { expect, LOCALES, open, url } from './helpers';
import { CONTENT_PAGES } from './content-pages';

// axe-core on every content page in all 7 languages, light and dark: 0 violations.
for (const locale of LOCALES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`content pages have no axe violation in ${locale} (${scheme})`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const failures: string[] = [];
      for (const path of CONTENT_PAGES) {
        await open(page, url(locale, path));
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        for (const v of result.violations) {
          failures.push(`${url(locale, path)} [${scheme}] ${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
}
