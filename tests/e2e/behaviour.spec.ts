import { test } from '@playwright/test';
import { expect, open, waitForHydration } from './helpers';

test.describe('language profile, motion, voice, fonts', () => {
  test('animation presets come from the language profile, and reduced motion wins', async ({ page }) => {
    const duration = () => page.locator('.app-root').evaluate((el) => getComputedStyle(el).getPropertyValue('--anim-duration').trim());
    await open(page, '/ja');
    expect(await duration()).toBe('150ms'); // ja: subtle
    await open(page, '/es');
    expect(await duration()).toBe('500ms'); // es: dynamic
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/es');
    expect(await duration()).toMatch(/^0m?s$/);
  });

  test('statistics count up when scrolled into view and settle on the spec numbers', async ({ page }) => {
    await open(page, '/en');
    const cases = page.locator('.sr-only', { hasText: '10,000+' });
    await expect(cases).toBeAttached(); // the final value is there for screen readers and without JS
    const shown = page.locator('[aria-hidden="true"]', { hasText: /\+$/ }).nth(1);
    // below the fold it reads its true value until its count starts (never "0+" to a reader)
    await expect(shown).toHaveText('10,000+');
    await shown.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
    });
    await page.getByRole('heading', { name: 'Experience you can count on' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen.at(-1))).toBe('10,000+');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(2); // it counted up
  });

  test('with reduced motion the statistics show their final values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/ar');
    const shown = page.locator('[aria-hidden="true"]', { hasText: /\+$/ }).nth(1);
    await expect(shown).toHaveText('10,000+');
    await page.getByRole('heading', { name: 'خبرة يمكنك الاعتماد عليها' }).scrollIntoViewIfNeeded();
    await expect(shown).toHaveText('10,000+');
  });

  test('the welcome voice speaks in the page language with the profile rate and volume', async ({ page }) => {
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string; rate: number; volume: number }[] = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      Object.defineProperty(window, 'speechSynthesis', {
        value: { cancel() {}, speak: (u: SpeechSynthesisUtterance) => spoken.push({ text: u.text, lang: u.lang, rate: u.rate, volume: u.volume }) },
      });
    });
    await open(page, '/ar');
    await page.getByRole('button', { name: 'استمع إلى رسالة الترحيب' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken.length)).toBe(1);
    const [u] = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string; rate: number; volume: number }[] }).spoken);
    expect(u.lang).toBe('ar-SA');
    expect(u.rate).toBeCloseTo(0.7);
    expect(u.volume).toBeCloseTo(0.8);
    expect(u.text).toContain('مرحبًا');
  });

  test('without speech synthesis the voice button tells the visitor instead', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
      Object.defineProperty(window, 'speechSynthesis', { value: undefined });
    });
    await open(page, '/en');
    await page.getByRole('button', { name: 'Listen to our welcome' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your browser cannot read text aloud.' })).toBeVisible();
  });

  test('fonts go from loading to loaded', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveClass(/fonts-loaded/);
    await expect(page.locator('html')).not.toHaveClass(/fonts-loading/);
  });

  test('translations are static files fetched by the client, not JavaScript', async ({ page }) => {
    const ftl: string[] = [];
    page.on('request', (r) => r.url().includes('/i18n/') && ftl.push(new URL(r.url()).pathname));
    await open(page, '/ko');
    expect(ftl).toContain('/i18n/ko.ftl');
    const res = await page.request.get('/i18n/ko.ftl');
    expect(res.headers()['content-type']).not.toContain('javascript');
    expect(await res.text()).toContain('nav-home = 홈');
  });

  test('the core and the page translations are requested beside the app scripts, once each', async ({ page }) => {
    // boot.js asks for them with the modules, instead of the app asking once its modules have run:
    // on a slow network that is two round trips less before the page works. The app's own fetch must
    // take the early response, not download the 97 KB core a second time.
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await open(page, '/ar');
    const listed = (await page.locator('meta[name="app-fetches"]').getAttribute('content'))?.split(' ') ?? [];
    const wasm = listed.find((f) => f.endsWith('.wasm')); // the core's build, not the forms' or the search's
    expect(wasm).toMatch(/^\/assets\/clinic_core_bg-[^/]+\.wasm$/);
    expect(listed.map((f) => new URL(f, 'http://x').pathname)).toContain('/i18n/ar.ftl');
    expect(requests.filter((p) => p === wasm)).toHaveLength(1);
    expect(requests.filter((p) => p === '/i18n/ar.ftl')).toHaveLength(1);
    const pageChunk = requests.findIndex((p) => /^\/assets\/HomePage-[^/]+\.js$/.test(p));
    expect(pageChunk).toBeGreaterThan(-1);
    expect(requests.indexOf(wasm ?? '')).toBeLessThan(pageChunk);
    expect(requests.indexOf('/i18n/ar.ftl')).toBeLessThan(pageChunk);
  });
});

test.describe('language preference', () => {
  test('an unprefixed page follows the stored preference; choosing 繁體中文 stays on it', async ({ page }) => {
    await open(page, '/en/cases');
    await page.evaluate(() => localStorage.setItem('preferred-language', 'en'));
    await page.goto('/doctor');
    await page.waitForURL((u) => u.pathname === '/en/doctor');
    await waitForHydration(page); // the language menu opens once the page's scripts run
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('link', { name: '繁體中文' }).click();
    await page.waitForURL((u) => u.pathname === '/doctor');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('醫師介紹');
  });
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a visited page reads offline', async ({ page, context }) => {
    await open(page, '/en/about');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto('/en/doctor');
    await expect(page.getByRole('heading', { level: 1, name: 'Our doctor' })).toBeVisible();
    // The worker stores what it fetched after answering: wait until the page and every script and
    // style it loaded are stored (a busy machine may take a moment), as a patient's phone would have
    // long before the connection drops.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const urls = performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((u) => new URL(u).pathname.startsWith('/assets/'));
          const stored = await Promise.all([location.href, ...urls].map((u) => caches.match(u)));
          return stored.every(Boolean);
        }),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto('/en/doctor');
    await expect(page.getByRole('heading', { level: 1, name: 'Our doctor' })).toBeVisible();
    await context.setOffline(false);
  });
});
