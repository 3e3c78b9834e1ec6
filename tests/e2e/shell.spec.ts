import { test } from '@playwright/test';
import { dataLayerEvents, expect, open, url, waitForHydration, type Locale } from './helpers';

const T = {
  'zh-TW': { menuOpen: '開啟選單', about: '關於我們', hours: '門診時間', pill: '快速連結', dark: '深色主題', light: '淺色主題', system: '跟隨系統主題', language: /^語言/, skip: '跳到主要內容', clinics: '院區資訊', links: '網站導覽' },
  en: { menuOpen: 'Open menu', about: 'About us', hours: 'Opening hours', pill: 'Quick links', dark: 'Dark theme', light: 'Light theme', system: 'Follow system theme', language: /^Language/, skip: 'Skip to main content', clinics: 'Our clinics', links: 'Explore' },
  ar: { menuOpen: 'فتح القائمة', about: 'من نحن', hours: 'ساعات العمل', pill: 'روابط سريعة', dark: 'السمة الداكنة', light: 'السمة الفاتحة', system: 'اتباع سمة النظام', language: /^اللغة/, skip: 'انتقل إلى المحتوى الرئيسي', clinics: 'عياداتنا', links: 'تصفّح' },
} as const;

for (const locale of ['zh-TW', 'en', 'ar'] as Locale[]) {
  const t = T[locale as keyof typeof T];

  test.describe(`shell in ${locale}`, () => {
    test('html carries the language and direction', async ({ page }) => {
      await open(page, url(locale, '/about'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    });

    test('the header menu is in spec order and marks the current page', async ({ page }) => {
      await open(page, url(locale, '/about'));
      const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main menu' : locale === 'ar' ? 'القائمة الرئيسية' : '主選單' });
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/', '/about', '/doctor', '/services', '/medical-booking', '/global-influence', '/cases', '/videos'].map((p) => url(locale, p)));
      await expect(nav.getByRole('link', { name: t.about })).toHaveAttribute('aria-current', 'page');
    });

    test('the skip link is first and moves focus to the main content', async ({ page }) => {
      await open(page, url(locale, '/'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t.skip });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main-content')).toBeFocused();
    });

    test('below the large breakpoint the mobile menu opens, and Escape closes it and returns focus to the toggle', async ({ page }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await open(page, url(locale, '/'));
      const toggle = page.getByRole('button', { name: t.menuOpen });
      await toggle.click();
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: t.about })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: t.menuOpen })).toBeFocused();
    });

    test('the language switcher opens, closes on an outside click, and switching keeps the path and stores the choice', async ({ page }) => {
      await open(page, url(locale, '/doctor'));
      await page.evaluate(() =>
        localStorage.setItem('medical-privacy-consent', JSON.stringify({ analytics: true, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' })),
      );
      const button = page.getByRole('button', { name: t.language });
      await button.click();
      const english = page.getByRole('link', { name: locale === 'en' ? '繁體中文' : 'English' });
      await expect(english).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(english).toBeHidden();
      await button.click();
      await english.click();
      const target = locale === 'en' ? 'zh-TW' : 'en';
      await page.waitForURL((u) => u.pathname === url(target, '/doctor'));
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe(target);
      await expect
        .poll(async () => (await dataLayerEvents(page)).some((e) => e[0] === 'event' && e[1] === 'language_switch' && (e[2] as { from: string; to: string }).from === locale))
        .toBe(true);
    });

    test('the theme switcher applies and stores dark, survives a reload without flashing, and system follows the OS live', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await open(page, url(locale, '/'));
      await page.getByRole('button', { name: t.dark }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      // boot.js applies the stored theme before first paint, before the app's JS runs.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.unroute('**/assets/*.js');
      await page.reload();
      // The app's scripts load a frame after first paint: a click before hydration would do nothing.
      await waitForHydration(page);
      await page.getByRole('button', { name: t.system }).click();
      await expect(page.getByRole('button', { name: t.system })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).not.toHaveClass(/dark/);
    });

    test('a tooltip explains an icon button after hovering', async ({ page }) => {
      await open(page, url(locale, '/'));
      await page.getByRole('button', { name: t.light }).hover();
      await expect(page.getByRole('tooltip')).toHaveText(t.light);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    });

    test('the floating pill appears after scrolling down past 200 px and hides when scrolling up or at the top', async ({ page }) => {
      await open(page, url(locale, '/'));
      const pill = page.getByRole('navigation', { name: t.pill });
      await expect(pill).toBeHidden();
      const settledAt = (y: number) => expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
      const scrollBy = (dy: number) => page.evaluate((d) => window.scrollBy({ top: d, behavior: 'instant' }), dy);
      await scrollBy(150);
      await settledAt(150);
      await expect(pill).toBeHidden();
      await scrollBy(450);
      await settledAt(600);
      await expect(pill).toBeVisible();
      await expect(pill.getByRole('link')).toHaveCount(4);
      const hrefs = await pill.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/', '/doctor', '/international', '/appointment'].map((p) => url(locale, p)));
      await scrollBy(-200);
      await settledAt(400);
      await expect(pill).toBeHidden();
      await scrollBy(400);
      await settledAt(800);
      await expect(pill).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(pill).toBeHidden();
    });

    test('the footer shows translated headings, both clinics, opening hours and the chat QR codes', async ({ page }) => {
      await open(page, url(locale, '/'));
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: t.hours })).toBeVisible();
      await expect(footer.getByRole('heading', { name: t.clinics })).toBeVisible();
      await expect(footer.getByRole('heading', { name: t.links })).toBeVisible();
      await expect(footer.locator('address')).toHaveCount(2);
      await expect(footer.getByRole('img')).toHaveCount(2);
      const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const p of ['/services', '/contact', '/about', '/doctor', '/cases', '/videos', '/booking-status', '/privacy', '/terms']) expect(hrefs).toContain(url(locale, p));
      expect(hrefs.filter((h) => h?.startsWith('https://'))).toHaveLength(3);
    });
  });
}

test.describe('consent banner', () => {
  test('accept all stores analytics and functional on, marketing off, and grants analytics storage', async ({ page }) => {
    await open(page, '/en', { consent: false });
    const banner = page.getByRole('region', { name: 'Your privacy' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('medical-privacy-consent'))) ?? '{}');
    expect(stored).toMatchObject({ analytics: true, functional: true, marketing: false, version: '1.0' });
    expect(Date.parse(stored.timestamp)).not.toBeNaN();
    const updates = (await dataLayerEvents(page)).filter((e) => e[0] === 'consent' && e[1] === 'update');
    expect(updates.at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', functionality_storage: 'granted', security_storage: 'granted', personalization_storage: 'denied' });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
  });

  test('necessary only turns analytics off and denies analytics storage (zh-TW)', async ({ page }) => {
    await open(page, '/', { consent: false });
    const banner = page.getByRole('region', { name: '您的隱私' });
    await banner.getByRole('button', { name: '僅限必要' }).click();
    await expect(banner).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('medical-privacy-consent'))) ?? '{}');
    expect(stored).toMatchObject({ analytics: false, functional: true, marketing: false, version: '1.0' });
    const updates = (await dataLayerEvents(page)).filter((e) => e[0] === 'consent' && e[1] === 'update');
    expect(updates.at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    // Without analytics consent no page view is recorded.
    await page.reload();
    await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));
    expect((await dataLayerEvents(page)).some((e) => e[1] === 'page_view')).toBe(false);
  });

  test('customise shows an analytics checkbox, off by default, and saves the choice (ar)', async ({ page }) => {
    await open(page, '/ar', { consent: false });
    const banner = page.getByRole('region', { name: 'خصوصيتك' });
    await banner.getByRole('button', { name: 'تخصيص' }).click();
    const box = banner.getByRole('checkbox', { name: 'السماح بإحصاءات زيارات مجهولة الهوية' });
    await expect(box).not.toBeChecked();
    await box.check();
    await banner.getByRole('button', { name: 'حفظ اختياراتي' }).click();
    await expect(banner).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('medical-privacy-consent'))) ?? '{}');
    expect(stored).toMatchObject({ analytics: true, marketing: false, version: '1.0' });
    // With analytics consent the next page records a page view with its page type.
    await page.goto('/ar/doctor');
    await expect.poll(async () => (await dataLayerEvents(page)).some((e) => e[1] === 'page_view' && (e[2] as { page_type: string }).page_type === 'doctor')).toBe(true);
  });

  test('the footer cookie settings button reopens the banner', async ({ page }) => {
    await open(page, '/en');
    await expect(page.getByRole('region', { name: 'Your privacy' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
  });
});

test.describe('toasts and dialogs in the style guide', () => {
  test('one toast at a time, closing by itself after 5 s', async ({ page }) => {
    await open(page, '/en/style-guide');
    const show = page.getByRole('button', { name: 'Show a toast' });
    await show.click();
    await show.click();
    const toast = page.getByRole('status').filter({ hasText: 'Saved' });
    // The toast viewport is a lazy chunk fetched on the first toast: a busy machine may take a while.
    await expect(toast).toHaveCount(1, { timeout: 20_000 });
    await expect(toast).toBeHidden({ timeout: 8000 });
  });

  test('a toast can be swiped away', async ({ page }) => {
    await open(page, '/en/style-guide');
    await page.getByRole('button', { name: 'Show a toast' }).click();
    const toast = page.locator('li.toast');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
    await page.mouse.up();
    await expect(toast).toBeHidden({ timeout: 2000 });
  });

  test('Escape closes a dialog in every language', async ({ page }) => {
    await open(page, '/ar/style-guide');
    await page.getByRole('button', { name: 'فتح نافذة حوار' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('failures and unknown paths', () => {
  test('an unknown path gets HTTP 404 and the 404 card in the visitor’s language', async ({ page, request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    expect((await request.get('/en/no-such-page')).status()).toBe(404);
    await open(page, '/en/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist or has moved.', { exact: false })).toBeVisible();
    await open(page, '/ar/no-such-page');
    await expect(page.getByRole('heading', { name: '404 الصفحة غير موجودة' })).toBeVisible();
  });

  test('a page body that fails to load shows 載入失敗 with a working reload button', async ({ page }) => {
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { name: '載入失敗' })).toBeVisible();
    await page.unroute(/\/assets\/AboutPage-[^/]+\.js$/);
    await page.getByRole('button', { name: '重新載入' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About the clinic' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '載入失敗' })).toHaveCount(0);
  });

  test('when the app cannot start it shows the zh-TW render-failure message with a reload button', async ({ page }) => {
    await page.route('**/i18n/*.ftl*', (route) => route.abort());
    await page.goto('/en');
    await expect(page.getByText('頁面載入時發生錯誤，請重新整理頁面。')).toBeVisible();
    await page.unroute('**/i18n/*.ftl*');
    await page.getByRole('button', { name: '重新載入' }).click();
    await expect(page.getByText('頁面載入時發生錯誤，請重新整理頁面。')).toHaveCount(0);
  });

  test('hydration produces no mismatch warning on any shell page', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|#418|#419|#423/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    for (const path of ['/', '/en', '/ar', '/ja/doctor', '/ko/services', '/es/articles', '/hi/faq', '/en/articles/what-is-a-lipoma', '/en/style-guide']) {
      await open(page, path);
    }
    expect(problems).toEqual([]);
  });
});
