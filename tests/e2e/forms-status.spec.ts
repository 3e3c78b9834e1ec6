import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { open, type Locale } from './helpers';
import { axe, bookingBody, expectFieldError, openDay, PEOPLE, remaining, tr, url } from './forms-support';


// Days 20-29 of openDay() belong to this file.
async function book(page: Page, locale: Locale, day: number, time: string): Promise<string> {
  const res = await page.request.post('/api/bookings', { data: bookingBody(locale, openDay(day), time) });
  expect(res.status()).toBe(201);
  return (await res.json()).confirmationCode;
}

test('a patient finds a booking by code and phone, then cancels it after confirming', async ({ page }) => {
  const code = await book(page, 'en', 20, '10:00');
  await open(page, `${url('en', '/booking-status')}?code=${code}`);
  expect((await axe(page)).violations).toEqual([]);
  await expect(page.getByLabel(tr('en', 'status-field-code'))).toHaveValue(code);
  await page.getByLabel(tr('en', 'status-field-contact')).fill(PEOPLE.en.phone);
  await page.getByRole('button', { name: tr('en', 'status-submit') }).click();
  await expect(page.getByRole('heading', { name: tr('en', 'status-result-title'), exact: true })).toBeFocused();
  await expect(page.getByText(tr('en', 'status-state-pending'), { exact: true })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('button', { name: tr('en', 'status-cancel') }).click();
  await expect(page.getByRole('heading', { name: tr('en', 'status-cancel-confirm-title') })).toBeFocused();
  await page.getByRole('button', { name: tr('en', 'status-cancel-no') }).click();
  expect(await remaining(page, openDay(20), '10:00')).toBe(1);
  await page.getByRole('button', { name: tr('en', 'status-cancel') }).click();
  await page.getByRole('button', { name: tr('en', 'status-cancel-yes') }).click();
  await expect(page.getByText(tr('en', 'status-cancelled'))).toBeVisible();
  await expect(page.getByText(tr('en', 'status-state-cancelled'), { exact: true })).toBeVisible();
  expect(await remaining(page, openDay(20), '10:00')).toBe(2);
  expect((await axe(page)).violations).toEqual([]);
});

/** The built site's file name for the forms build of the core (the same bytes as pkg-forms/). */
function formsWasmAsset(): string {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const forms = readFileSync(join(repo, 'pkg-forms', 'clinic_core_bg.wasm'));
  const assets = join(repo, 'frontend', 'dist', 'assets');
  const name = readdirSync(assets).find((f) => f.endsWith('.wasm') && readFileSync(join(assets, f)).equals(forms));
  if (!name) throw new Error('the forms build of the core is not in frontend/dist');
  return name;
}

test('a code from the link is sent even when the patient is quicker than the form rules on a slow network', async ({ page }) => {
  const code = await book(page, 'en', 26, '10:00');
  // The form rules (the forms build of the core) are held back until the patient has pressed the button.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${formsWasmAsset()}`, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, `${url('en', '/booking-status')}?code=${code}`);
  await expect(page.getByLabel(tr('en', 'status-field-code'))).toHaveValue(code);
  await page.getByLabel(tr('en', 'status-field-contact')).fill(PEOPLE.en.phone);
  await page.getByRole('button', { name: tr('en', 'status-submit') }).click();
  release();
  await expect(page.getByText(tr('en', 'status-state-pending'), { exact: true })).toBeVisible();
});

for (const locale of ['zh-TW', 'ar', 'hi'] as Locale[]) {
  test(`status lookup by e-mail in ${locale}`, async ({ page }) => {
    const code = await book(page, locale, 21 + ['zh-TW', 'ar', 'hi'].indexOf(locale), '10:00');
    await open(page, url(locale, '/booking-status'));
    await page.getByLabel(tr(locale, 'status-field-code')).fill(code.toLowerCase().replace(/-/g, ' '));
    await page.getByLabel(tr(locale, 'status-field-contact')).fill(PEOPLE[locale].email);
    await page.getByRole('button', { name: tr(locale, 'status-submit') }).click();
    await expect(page.getByText(tr(locale, 'status-state-pending'), { exact: true })).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();
  });
}

test('a wrong contact finds nothing, and empty fields are named', async ({ page }) => {
  const code = await book(page, 'es', 25, '10:00');
  await open(page, url('es', '/booking-status'));
  await page.getByRole('button', { name: tr('es', 'status-submit') }).click();
  await expectFieldError(page.getByLabel(tr('es', 'status-field-code')), tr('es', 'validation-required'));
  expect((await axe(page)).violations).toEqual([]);
  await page.getByLabel(tr('es', 'status-field-code')).fill(code);
  await page.getByLabel(tr('es', 'status-field-contact')).fill('someone@example.com');
  await page.getByRole('button', { name: tr('es', 'status-submit') }).click();
  await expect(page.getByText(tr('es', 'status-not-found'))).toBeVisible();
});
