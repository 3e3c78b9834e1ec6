// A stolen staff account, as the clinic's admin handles it in the dashboard: the account opened two
// bookings; the access report for today names exactly those two, with their patients and the data they
// exposed, over an audit log it has checked; one confirmed action disables the account and ends its
// session, whose next request is refused. In English and in Arabic (right to left). axe finds no violation.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axe, bookingBody, clinicDate, openDay, tr, trText } from './forms-support';
import type { Locale } from './helpers';
import { createStaff, openDashboard, signInFirstTime } from './dashboard-support';

// Days 100-101 of openDay() belong to this file.

for (const [i, locale] of (['en', 'ar'] as Locale[]).entries()) {
  test(`an admin sees what a stolen account read, and stops it in one action (${locale})`, async ({ browser, page }) => {
    test.setTimeout(120_000);
    const codes: string[] = [];
    for (const [n, time] of ['10:00', '11:00', '14:00'].entries()) {
      const email = `seen-${n}-${randomBytes(4).toString('hex')}@example.com`;
      const res = await page.request.post('/api/bookings', { data: bookingBody(locale, openDay(100 + i), time, { email, phone: `0912-556-${i}${n}0` }) });
      expect(res.status(), await res.text()).toBe(201);
      // the audit log keeps a code as stored: without its reading dashes
      codes.push(((await res.json()).confirmationCode as string).replace(/-/g, ''));
    }
    const [first, second, untouched] = codes as [string, string, string];

    // The account that was stolen opens two of the three bookings.
    const stolen = createStaff('staff');
    const thief = await browser.newPage();
    await signInFirstTime(thief, 'en', stolen);
    for (const code of [first, second]) {
      await thief.goto(`/medical-dashboard/bookings/${code}`);
      await expect(thief.getByRole('heading', { level: 1, name: new RegExp(tr('en', 'dash-detail-title-booking')) })).toBeVisible();
    }

    await signInFirstTime(page, locale, createStaff('admin'));
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: tr(locale, 'dash-nav-access-report'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-access-report') })).toBeVisible();
    await page.getByLabel(tr(locale, 'dash-access-account')).selectOption(stolen.email);
    await page.getByLabel(tr(locale, 'dash-access-from')).fill(clinicDate(0));
    await page.getByLabel(tr(locale, 'dash-access-to')).fill(clinicDate(0));
    await page.getByRole('button', { name: tr(locale, 'dash-access-run') }).click();

    const intact = new RegExp(trText(locale, 'dash-access-chain-intact', { entries: 999 }).source.replace('999', '\\d+'));
    await expect(page.getByRole('status').filter({ hasText: intact })).toBeVisible();
    const table = page.getByRole('table', { name: tr(locale, 'dash-nav-access-report') });
    await expect(table.getByRole('link', { name: first })).toBeVisible();
    await expect(table.getByRole('link', { name: second })).toBeVisible();
    await expect(table.getByRole('link', { name: untouched })).toHaveCount(0);
    await expect(page.getByText(trText(locale, 'dash-access-count-bookings', { count: 2 }))).toBeVisible();
    await expect(page.getByText(tr(locale, 'dash-access-category-contact')).first()).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);

    // One action: disabled, and the thief's session is over.
    await page.getByRole('button', { name: tr(locale, 'dash-access-disable') }).click();
    const dialog = page.getByRole('dialog', { name: trText(locale, 'dash-access-disable-title', { email: stolen.email }) });
    await dialog.getByRole('button', { name: tr(locale, 'dash-access-disable-confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: stolen.email })).toBeVisible();
    expect((await thief.request.get('/api/admin/me')).status()).toBe(401);
    await openDashboard(thief, 'en', `/medical-dashboard/bookings/${first}`);
    await expect(thief).toHaveURL(/\/medical-dashboard\/login$/);
    await thief.close();
  });
}
