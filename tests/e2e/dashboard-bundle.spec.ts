// The staff dashboard is its own bundle: public pages never load any of its code or texts, and every
// path below /medical-dashboard gets its noindex shell (kept out of the sitemap and robots).
import { expect, test } from '@playwright/test';
import { open } from './helpers';
import { tr } from './forms-support';
import { openDashboard } from './dashboard-support';

test('public pages never download dashboard code or dashboard texts', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const path of ['/', '/en/medical-booking', '/ar/contact']) await open(page, path);
  expect(requested.filter((p) => p.includes('dashboard'))).toEqual([]);
  const zh = await (await page.request.get('/i18n/zh-TW.ftl')).text();
  expect(zh).not.toContain('dash-login-title');
});

test('every dashboard path is served its noindex shell, and robots keep crawlers out', async ({ request }) => {
  for (const path of ['/medical-dashboard', '/medical-dashboard/inbox?kind=booking', '/medical-dashboard/bookings/K7XP-3M9Q-T2', '/ar/medical-dashboard']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain('<meta name="robots" content="noindex, nofollow">');
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('medical-dashboard');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /medical-dashboard');
});

test('without a session the dashboard opens on its sign-in screen, in the chosen language and direction', async ({ page }) => {
  await openDashboard(page, 'ar', '/medical-dashboard/inbox');
  await expect(page).toHaveURL(/\/medical-dashboard\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'dash-login-title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
