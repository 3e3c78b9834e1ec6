import { expect, test, type Page } from '@playwright/test';
import { PEOPLE, axe, bookingUrl, labelled, openDay, plain, tr, url } from './forms-support';
import type { Locale } from './helpers';

// When scripts fail (blocked, an old browser, the WASM not loaded) the prerendered forms still send:
// the browser posts them and the server answers a page in the patient's language.
// Days 60-62 of openDay() belong to this file.
test.use({ javaScriptEnabled: false });

/** axe runs as a script, so the server's page is checked as it is, in a context with scripts on. */
async function axeOfAnswer(page: Page) {
  const html = await page.content();
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, baseURL: page.url() });
  const copy = await context.newPage();
  await copy.route('**/*', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await copy.goto(page.url());
  const result = await axe(copy);
  await context.close();
  return result;
}

async function fillPlainBooking(page: Page, locale: Locale, date: string, time: string) {
  const p = PEOPLE[locale];
  await page.getByLabel(tr(locale, 'booking-field-name')).fill(p.name);
  await page.getByLabel(tr(locale, 'booking-field-phone')).fill(p.phone);
  await page.getByLabel(tr(locale, 'forms-field-email')).first().fill(p.email);
  await page.locator('input[name="branch"][value="taipei"]').check();
  await page.getByLabel(tr(locale, 'booking-field-date')).fill(date);
  await page.locator('select[name="preferredTime"]').selectOption(time);
  await page.getByLabel(tr(locale, 'booking-field-tumor-type')).selectOption('cyst');
  await page.getByLabel(tr(locale, 'booking-field-interpreter')).selectOption('en');
  await page.getByLabel(tr(locale, 'booking-field-companions')).selectOption('2');
}

const CASES: [Locale, number][] = [
  ['zh-TW', 60],
  ['en', 61],
  ['ar', 62],
];

for (const [locale, day] of CASES) {
  test(`with scripts off a patient books in ${locale} and reads the confirmation code`, async ({ page }) => {
    await page.goto(bookingUrl(locale));
    await fillPlainBooking(page, locale, openDay(day), '10:30');
    await page.getByRole('checkbox', { name: tr(locale, 'booking-terms') }).check();
    await page.getByRole('button', { name: tr(locale, 'booking-submit') }).click();

    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'booking-success-title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    expect(plain(await page.locator('.code').textContent())).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    await expect(page.getByRole('link', { name: tr(locale, 'booking-status-link') })).toHaveAttribute('href', url(locale, '/booking-status'));
    expect((await axeOfAnswer(page)).violations).toEqual([]);
  });
}

for (const [locale, day] of CASES) {
  test(`with scripts off a booking with problems comes back in ${locale} with what was typed, and then goes through`, async ({ page }) => {
    await page.goto(bookingUrl(locale));
    await fillPlainBooking(page, locale, openDay(day), '11:30');
    // the agreement is left out
    await page.getByRole('button', { name: tr(locale, 'booking-submit') }).click();

    const problems = page.getByRole('alert');
    await expect(problems).toContainText(tr(locale, 'validation-terms_required'));
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByLabel(tr(locale, 'booking-field-name'))).toHaveValue(PEOPLE[locale].name);
    await expect(page.getByLabel(tr(locale, 'booking-field-companions'))).toHaveValue('2');
    await expect(page.getByRole('checkbox', { name: tr(locale, 'booking-terms') })).toHaveAttribute('aria-invalid', 'true');
    expect((await axeOfAnswer(page)).violations).toEqual([]);

    await page.getByRole('checkbox', { name: tr(locale, 'booking-terms') }).check();
    await page.getByRole('button', { name: tr(locale, 'booking-submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'booking-success-title') })).toBeVisible();
  });
}

for (const locale of ['zh-TW', 'en', 'ar'] as Locale[]) {
  test(`with scripts off an inquiry in ${locale} is sent`, async ({ page }) => {
    await page.goto(url(locale, '/contact'));
    const f = page.getByRole('form', { name: tr(locale, 'inquiry-title') });
    await f.getByLabel(tr(locale, 'booking-field-name')).fill(PEOPLE[locale].name);
    await f.getByLabel(tr(locale, 'forms-field-email')).fill(PEOPLE[locale].email);
    await f.getByLabel(labelled(locale, 'inquiry-field-type')).selectOption('international');
    await f.getByLabel(labelled(locale, 'inquiry-field-subject')).fill('Lipoma on my back');
    await f.getByLabel(labelled(locale, 'inquiry-field-message')).fill('I have a lump of about 4 cm. Can I come next month?');
    await f.getByRole('checkbox', { name: tr(locale, 'inquiry-terms') }).check();
    await f.getByRole('button', { name: tr(locale, 'inquiry-submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'inquiry-sent-title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}
