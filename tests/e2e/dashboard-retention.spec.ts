// Retention and erasure as an admin uses them, in English and in Arabic (right to left): the overview
// shows the figures of the last 90 days; a patient who asked to be forgotten is found by e-mail typed
// in other letters, the counts show before anything changes, a wrong confirmation erases nothing, the
// right one erases, and the patient's own contact no longer opens the booking. Their waitlist entry is
// counted and erased with the rest, and the inbox then names the booking as removed. axe finds no violation.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axe, bookingBody, openDay, tr, trText } from './forms-support';
import type { Locale } from './helpers';
import { createStaff, signInFirstTime } from './dashboard-support';

// Days 95-99 of openDay() belong to this file.

for (const [i, locale] of (['en', 'ar'] as Locale[]).entries()) {
  test(`an admin finds a patient by e-mail, confirms, and erases their data (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = `forget-${locale}-${randomBytes(4).toString('hex')}@example.com`;
    const res = await page.request.post('/api/bookings', { data: bookingBody(locale, openDay(95 + i), '10:00', { email }) });
    expect(res.status()).toBe(201);
    const code = (await res.json()).confirmationCode as string;
    expect((await page.request.get(`/api/bookings/${code}?contact=${encodeURIComponent(email)}`)).status()).toBe(200);
    const joined = await page.request.post('/api/waitlist', { data: bookingBody(locale, openDay(95 + i), '11:00', { email }) });
    expect(joined.status()).toBe(201);

    await signInFirstTime(page, locale, createStaff('admin'));
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: trText(locale, 'dash-figures-title', { days: 90 }) })).toBeVisible();

    await page.getByRole('link', { name: tr(locale, 'dash-nav-erasure'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-erasure') })).toBeVisible();
    await expect(page.getByText(trText(locale, 'dash-retention-bookings', { days: 730 }))).toBeVisible();
    await expect(page.getByText(trText(locale, 'dash-retention-waitlist', { days: 30 }))).toBeVisible();
    await page.getByRole('textbox', { name: tr(locale, 'dash-erasure-by-email') }).fill(email.toUpperCase());
    await page.getByRole('button', { name: tr(locale, 'dash-erasure-find-submit') }).click();
    const found = page.getByRole('region', { name: tr(locale, 'dash-erasure-found') });
    await expect(found).toContainText(trText(locale, 'dash-erasure-count-bookings', { count: 1 }));
    await expect(found).toContainText(trText(locale, 'dash-erasure-count-waitlist', { count: 1 }));
    const violations = (await axe(page)).violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
    expect(violations).toEqual([]);

    await found.getByRole('button', { name: tr(locale, 'dash-erasure-erase') }).click();
    const dialog = page.getByRole('dialog', { name: tr(locale, 'dash-erasure-confirm-title') });
    const again = dialog.getByRole('textbox', { name: tr(locale, 'dash-erasure-by-email') });
    await again.fill('someone.else@example.com');
    await dialog.getByRole('button', { name: tr(locale, 'dash-erasure-confirm-submit') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(tr(locale, 'dash-error-validation'));
    expect((await page.request.get(`/api/bookings/${code}?contact=${encodeURIComponent(email)}`)).status()).toBe(200);

    await again.fill(email);
    await dialog.getByRole('button', { name: tr(locale, 'dash-erasure-confirm-submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: tr(locale, 'dash-erasure-done') })).toBeVisible();
    expect((await page.request.get(`/api/bookings/${code}?contact=${encodeURIComponent(email)}`)).status()).toBe(404);

    // In the inbox the erased booking is named for what happened to it, not a blank line.
    await page.getByRole('link', { name: tr(locale, 'dash-nav-inbox'), exact: true }).click();
    await page.getByRole('searchbox', { name: tr(locale, 'dash-search-label') }).fill(code);
    await page.getByRole('button', { name: tr(locale, 'dash-search'), exact: true }).click();
    await expect(page.getByRole('table', { name: tr(locale, 'dash-nav-inbox') }).getByRole('link', { name: tr(locale, 'dash-purged-name') })).toHaveCount(1);
  });
}
