import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { open } from './helpers';
import { axe, bookingBody, openDay, PEOPLE, remaining, tr, trText, url } from './forms-support';

// Days 50-52 of openDay() belong to this file.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('a patient in Arabic moves their appointment to another free time on the status page', async ({ page }) => {
  const [day, later] = [openDay(50), openDay(51)];
  const res = await page.request.post('/api/bookings', { data: bookingBody('ar', day, '10:00') });
  expect(res.status()).toBe(201);
  const code = (await res.json()).confirmationCode as string;

  await open(page, `${url('ar', '/booking-status')}?code=${code}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(tr('ar', 'status-field-contact')).fill(PEOPLE.ar.email);
  await page.getByRole('button', { name: tr('ar', 'status-submit') }).click();
  await expect(page.getByRole('heading', { name: tr('ar', 'status-result-title'), exact: true })).toBeFocused();

  await page.getByRole('button', { name: tr('ar', 'status-reschedule') }).click();
  await expect(page.getByRole('heading', { name: tr('ar', 'status-reschedule-title') })).toBeFocused();
  await page.getByLabel(tr('ar', 'booking-field-date')).fill(later);
  const slot = page.locator('input[name="preferredTime"][value="14:30"]');
  await expect(slot).toBeEnabled();
  await slot.check();
  expect((await axe(page)).violations).toEqual([]);
  await page.getByRole('button', { name: tr('ar', 'status-reschedule-submit') }).click();

  await expect(page.getByText(tr('ar', 'status-rescheduled'))).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('ar', 'status-result-title'), exact: true })).toBeFocused();
  expect(await remaining(page, day, '10:00')).toBe(2);
  expect(await remaining(page, later, '14:30')).toBe(1);
  const status = await page.request.get(`/api/bookings/${code}?contact=${encodeURIComponent(PEOPLE.ar.email)}`);
  expect(await status.json()).toMatchObject({ preferredDate: later, preferredTime: '14:30', status: 'pending' });
  expect((await axe(page)).violations).toEqual([]);
});

test('inside the change window the page asks the patient to call the branch and shows its number', async ({ page }) => {
  const day = openDay(52);
  const res = await page.request.post('/api/bookings', { data: bookingBody('ar', day, '11:00') });
  expect(res.status()).toBe(201);
  const code = (await res.json()).confirmationCode as string;
  // The server's answer as it is once the window has begun (the visit is days away in this test).
  await page.route(`**/api/bookings/${code}?*`, async (route) => {
    const real = await route.fetch();
    const body = await real.json();
    await route.fulfill({ response: real, json: { ...body, changeableUntil: '2000-01-01T00:00:00.000Z' } });
  });

  await open(page, `${url('ar', '/booking-status')}?code=${code}`);
  await page.getByLabel(tr('ar', 'status-field-contact')).fill(PEOPLE.ar.email);
  await page.getByRole('button', { name: tr('ar', 'status-submit') }).click();
  // The branch's name as the Arabic pages give it (content/ar/clinics.json), and its number.
  const clinics = JSON.parse(readFileSync(join(repo, 'content', 'ar', 'clinics.json'), 'utf8')) as { branches: Record<string, { name: string }> };
  const branch = clinics.branches.taipei.name;
  const result = page.getByRole('region', { name: tr('ar', 'status-result-title') });
  const notice = result.locator('p', { has: page.locator('a[href^="tel:"]') });
  await expect(notice).toContainText(trText('ar', 'status-change-window', { branch }));
  await expect(notice.getByRole('link', { name: '02-2700-1234' })).toHaveAttribute('href', 'tel:+886227001234');
  await expect(page.getByRole('button', { name: tr('ar', 'status-reschedule') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: tr('ar', 'status-cancel') })).toHaveCount(0);
  expect((await axe(page)).violations).toEqual([]);
});
