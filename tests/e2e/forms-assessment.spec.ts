import { expect, test, type Page } from '@playwright/test';
import { open, type Locale } from './helpers';
import { axe, expectFieldError, tr, trText, url } from './forms-support';

const previews = (page: Page, locale: Locale) => page.getByRole('list', { name: tr(locale, 'assess-photos-list') }).getByRole('img');


// A real 1×1 PNG, a PDF that calls itself .jpg, and a JPEG just over 10 MB.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const fakeJpg = { name: 'report.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n') };
const hugeJpg = () => {
  const buffer = Buffer.alloc(10 * 1024 * 1024 + 1);
  buffer.set([0xff, 0xd8, 0xff, 0xe0]);
  return { name: 'huge.jpg', mimeType: 'image/jpeg', buffer };
};
const photoInput = (page: Page) => page.locator('input[type="file"]');

async function answer(page: Page, locale: Locale, symptoms: string[] = ['pain']) {
  await page.getByRole('radio', { name: tr(locale, 'assess-size-5_to_10cm') }).check();
  await page.getByLabel(tr(locale, 'assess-field-location')).selectOption('back');
  await page.getByLabel(tr(locale, 'assess-field-duration')).selectOption('over_year');
  await page.getByLabel(tr(locale, 'assess-field-age')).fill('40');
  for (const s of symptoms) await page.getByRole('checkbox', { name: tr(locale, `assess-symptom-${s}`) }).check();
  await page.getByRole('checkbox', { name: tr(locale, 'assess-terms') }).check();
  await page.getByRole('checkbox', { name: tr(locale, 'assess-health-consent') }).check();
}

for (const locale of ['zh-TW', 'en', 'ar', 'hi'] as Locale[]) {
  test(`a patient sends photos and answers in ${locale} and reads the result`, async ({ page }) => {
    await open(page, url(locale, '/assessment'));
    await photoInput(page).setInputFiles([png('close.png'), png('far.png')]);
    await expect(previews(page, locale)).toHaveCount(2);
    await answer(page, locale);
    await page.getByRole('button', { name: tr(locale, 'assess-submit') }).click();
    await expect(page.getByRole('heading', { name: tr(locale, 'assess-result-title') })).toBeFocused();
    await expect(page.getByText(tr(locale, 'assess-urgency-medium-text'))).toBeVisible();
    await expect(page.getByText(tr(locale, 'assess-treatment-minimally_invasive_excision_with_ultrasound'))).toBeVisible();
    await expect(page.getByText(tr(locale, 'assess-cost-note'))).toBeVisible();
    await expect(page.getByText(tr(locale, 'assess-step-ultrasound'))).toBeVisible();
    await expect(page.locator('#main-content').getByRole('link', { name: tr(locale, 'assess-book-now') })).toHaveAttribute('href', url(locale, '/medical-booking'));
    if (locale !== 'hi') expect((await axe(page)).violations).toEqual([]);
    await page.getByRole('button', { name: tr(locale, 'assess-new') }).click();
    await expect(page.getByRole('button', { name: tr(locale, 'assess-submit') })).toBeVisible();
  });
}

test('a sixth photo, a PDF renamed .jpg and a photo over 10 MB are refused before any upload', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/assessments') && uploads.push(r.url()));
  await open(page, url('en', '/assessment'));
  await photoInput(page).setInputFiles([fakeJpg]);
  await expect(page.getByRole('alert').filter({ hasText: tr('en', 'validation-file_type') })).toBeVisible();
  await expect(page.getByText('report.jpg')).toBeVisible();
  await photoInput(page).setInputFiles([hugeJpg()]);
  await expect(page.getByRole('alert').filter({ hasText: trText('en', 'validation-file_too_large', { maxMb: 10 }) })).toBeVisible();
  await photoInput(page).setInputFiles([1, 2, 3, 4, 5, 6].map((n) => png(`p${n}.png`)));
  await expect(previews(page, 'en')).toHaveCount(5);
  await expect(page.getByRole('alert').filter({ hasText: 'p6.png' })).toContainText(/at most\s*\u2068?5\u2069?\s*photos/);
  expect((await axe(page)).violations).toEqual([]);
  await page.getByRole('button', { name: trText('en', 'assess-photo-remove-named', { n: 1, name: 'p1.png' }) }).click();
  await expect(previews(page, 'en')).toHaveCount(4);
  expect(uploads).toEqual([]);
});

test('assessment rules in the language: required answers, age, the reference-only agreement (ko)', async ({ page }) => {
  await open(page, url('ko', '/assessment'));
  await page.getByRole('button', { name: tr('ko', 'assess-submit') }).click();
  await expectFieldError(page.getByRole('group', { name: tr('ko', 'assess-field-size'), exact: true }), tr('ko', 'validation-required'));
  await expectFieldError(page.getByRole('checkbox', { name: tr('ko', 'assess-terms') }), tr('ko', 'validation-terms_required-assessment'));
  await page.getByLabel(tr('ko', 'assess-field-age')).fill('200');
  await page.getByLabel(tr('ko', 'assess-field-age')).blur();
  await expectFieldError(page.getByLabel(tr('ko', 'assess-field-age')), tr('ko', 'validation-format'));
  expect((await axe(page)).violations).toEqual([]);
});

test('none excludes the other symptoms', async ({ page }) => {
  await open(page, url('es', '/assessment'));
  await page.getByRole('checkbox', { name: tr('es', 'assess-symptom-pain') }).check();
  await page.getByRole('checkbox', { name: tr('es', 'assess-symptom-none') }).check();
  await expect(page.getByRole('checkbox', { name: tr('es', 'assess-symptom-pain') })).not.toBeChecked();
  await page.getByRole('checkbox', { name: tr('es', 'assess-symptom-itching') }).check();
  await expect(page.getByRole('checkbox', { name: tr('es', 'assess-symptom-none') })).not.toBeChecked();
});

test('the server rejects an assessment that bypasses the browser, and the page shows its 422 on the field', async ({ page }) => {
  const direct = await page.request.post('/api/assessments', {
    multipart: {
      data: { name: 'data', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ size: '3 cm', location: 'back', duration: 'forever', patientAge: 40, symptoms: ['none', 'pain'], termsAccepted: true, healthDataConsent: true, lang: 'en' })) },
      images: fakeJpg,
    },
  });
  expect(direct.status()).toBe(422);
  const codes = (await direct.json()).error.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`);
  expect(codes).toEqual(expect.arrayContaining(['duration:invalid_choice', 'images:file_type']));

  await open(page, url('zh-TW', '/assessment'));
  await answer(page, 'zh-TW');
  await page.route('**/api/assessments', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'validation', message: 'x', fields: [{ field: 'duration', code: 'invalid_choice', params: {} }] } }),
    }),
  );
  await page.getByRole('button', { name: tr('zh-TW', 'assess-submit') }).click();
  const duration = page.getByLabel(tr('zh-TW', 'assess-field-duration'));
  await expectFieldError(duration, tr('zh-TW', 'validation-invalid_choice'));
  await expect(duration).toBeFocused();
});

test('the consultation page leads to the assessment', async ({ page }) => {
  await open(page, url('ar', '/consultation'));
  await page.getByRole('link', { name: tr('ar', 'consult-assess-start') }).click();
  await expect(page).toHaveURL(/\/ar\/assessment/);
});
