// the product’s states and transitions / first visit: an unprefixed (zh-TW) page never redirects by browser language, but offers the
// same page in the browser's language, written in that language; choosing stores the preference as the
// switcher does, dismissing is remembered, and the card shifts nothing.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Browser } from '@playwright/test';
import { waitForHydration } from './helpers';

async function visitor(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  // A returning visitor's consent is stored, so only the suggestion is on screen.
  await context.addInitScript(() =>
    localStorage.setItem(
      'medical-privacy-consent',
      JSON.stringify({ analytics: false, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' }),
    ),
  );
  const page = await context.newPage();
  // Every layout shift, with what moved and from where to where: a failure names the element.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const name = (n?: Node) => {
      const el = n instanceof Element ? n : n?.parentElement;
      if (!el) return String(n?.nodeName);
      const where = el.closest('[data-language-suggestion]') ? ' (in data-language-suggestion)' : '';
      return `<${el.tagName.toLowerCase()} class="${el.className}">${where}`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: Source[] }[]) {
        if (e.hadRecentInput) continue;
        const moved = e.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`);
        shifts.push(`${e.value.toFixed(5)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { context, page };
}

test('an English browser on a Chinese page is offered the English page, in English; choosing keeps it', async ({ browser }) => {
  const { context, page } = await visitor(browser, 'en-US');
  await page.goto('/services');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Language suggestion' });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('lang', 'en');
  await expect(card).toContainText('This page is also available in English.');
  expect(page.url()).toMatch(/\/services$/); // no redirect
  // two frames more: a card placed after its first paint would move now
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // The card's own shifts fail the test. A shift elsewhere is reported, not failed here: the header's
  // link home was once seen 12 px lower after the card appeared on a loaded machine, which a fixed
  // card cannot cause (its cause is still open).
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
  for (const shift of shifts) test.info().annotations.push({ type: 'layout shift', description: shift });
  expect(shifts.filter((s) => s.includes('data-language-suggestion'))).toEqual([]);
  const axe = await new AxeBuilder({ page }).include('[data-language-suggestion]').analyze();
  expect(axe.violations).toEqual([]);

  await card.getByRole('link', { name: 'Read it in English' }).click();
  await expect(page).toHaveURL(/\/en\/services$/);
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
  // The choice is remembered: the unprefixed page now follows it, as after the language switcher.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/?$/);
  await context.close();
});

test('an Arabic browser is offered the Arabic page right to left; "no, thanks" is remembered', async ({ browser }) => {
  const { context, page } = await visitor(browser, 'ar-EG');
  await page.goto('/');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'اقتراح اللغة' });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('dir', 'rtl');
  await expect(card.getByRole('link', { name: 'اقرأها بالعربية' })).toHaveAttribute('href', '/ar');
  const axe = await new AxeBuilder({ page }).include('[data-language-suggestion]').analyze();
  expect(axe.violations).toEqual([]);
  await card.getByRole('button', { name: 'لا، شكرًا' }).click();
  await expect(card).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-language-suggestion]')).toHaveCount(0);
  expect(page.url()).not.toContain('/ar');
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBeNull();
  await context.close();
});

test('no suggestion for a Chinese browser, on a page already in another language, or after a choice', async ({ browser }) => {
  for (const [locale, path, stored] of [
    ['zh-TW', '/', null],
    ['ja-JP', '/en/services', null],
    ['en-US', '/', 'zh-TW'],
  ] as const) {
    const { context, page } = await visitor(browser, locale);
    if (stored) await context.addInitScript((tag) => localStorage.setItem('preferred-language', tag), stored);
    await page.goto(path);
    await waitForHydration(page);
    // the suggestion's bundle would be fetched by now; give it the same chance it gets elsewhere
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-language-suggestion]'), `${locale} on ${path}`).toHaveCount(0);
    await context.close();
  }
});
