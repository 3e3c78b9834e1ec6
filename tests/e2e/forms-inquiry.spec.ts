import { expect, test, type Page } from '@playwright/test';
import { open, type Locale } from './helpers';
import { axe, expectFieldError, labelled, PEOPLE, tr, trText, url } from './forms-support';

const form = (page: Page, locale: Locale) => page.getByRole('form', { name: tr(locale, 'inquiry-title') });

async function fillInquiry(page: Page, locale: Locale) {
  const f = form(page, locale);
  const p = PEOPLE[locale];
  await f.getByLabel(tr(locale, 'booking-field-name')).fill(p.name);
  await f.getByLabel(tr(locale, 'forms-field-email')).fill(p.email);
  await f.getByLabel(labelled(locale, 'inquiry-field-type')).selectOption('international');
  await f.getByLabel(labelled(locale, 'inquiry-field-subject')).fill('Lipoma on my back');
  await f.getByLabel(labelled(locale, 'inquiry-field-message')).fill('I have a lump of about 4 cm. Can I come next month?');
  await f.getByRole('checkbox', { name: tr(locale, 'inquiry-terms') }).check();
}

for (const locale of ['zh-TW', 'en', 'ar', 'hi'] as Locale[]) {
  test(`a visitor sends an inquiry in ${locale} and is promised a reply within 24 hours`, async ({ page }) => {
    await open(page, url(locale, '/contact'));
    await fillInquiry(page, locale);
    await form(page, locale).getByRole('button', { name: tr(locale, 'inquiry-submit') }).click();
    await expect(page.getByRole('heading', { name: tr(locale, 'inquiry-sent-title') })).toBeFocused();
    await expect(page.getByText(trText(locale, 'inquiry-sent-body'))).toBeVisible();
    if (locale === 'en') expect((await axe(page)).violations).toEqual([]);
  });
}

test('inquiry rules in the language: required, e-mail, phone, minimum lengths', async ({ page }) => {
  await open(page, url('ja', '/contact'));
  const f = form(page, 'ja');
  expect((await axe(page)).violations).toEqual([]);
  await f.getByRole('button', { name: tr('ja', 'inquiry-submit') }).click();
  await expectFieldError(f.getByLabel(tr('ja', 'booking-field-name')), tr('ja', 'validation-required'));
  await expectFieldError(f.getByLabel(labelled('ja', 'inquiry-field-type')), tr('ja', 'validation-required'));
  await f.getByLabel(tr('ja', 'forms-field-email')).fill('hanako@');
  await f.getByLabel(tr('ja', 'booking-field-phone')).fill('12');
  await f.getByLabel(labelled('ja', 'inquiry-field-subject')).fill('a');
  await f.getByLabel(labelled('ja', 'inquiry-field-message')).fill('短い');
  await f.getByRole('button', { name: tr('ja', 'inquiry-submit') }).click();
  await expectFieldError(f.getByLabel(tr('ja', 'forms-field-email')), tr('ja', 'validation-email'));
  await expectFieldError(f.getByLabel(tr('ja', 'booking-field-phone')), tr('ja', 'validation-phone'));
  await expectFieldError(f.getByLabel(labelled('ja', 'inquiry-field-subject')), tr('ja', 'validation-min_length', { min: 2 }));
  await expectFieldError(f.getByLabel(labelled('ja', 'inquiry-field-message')), tr('ja', 'validation-min_length', { min: 10 }));
  expect((await axe(page)).violations).toEqual([]);
});

test('the server rejects an inquiry that bypasses the browser, and the page shows its 422 on the field', async ({ page }) => {
  const direct = await page.request.post('/api/inquiries', { data: { name: 'Ann Lee', email: 'ann@example.com', subject: 'Hi', message: 'short', inquiryType: 'gossip', lang: 'en' } });
  expect(direct.status()).toBe(422);
  const fields = (await direct.json()).error.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`);
  expect(fields).toEqual(expect.arrayContaining(['message:min_length', 'inquiryType:invalid_choice']));

  await open(page, url('ko', '/contact'));
  await fillInquiry(page, 'ko');
  await page.route('**/api/inquiries', (route) => {
    const sent = JSON.parse(route.request().postData() ?? '{}');
    return route.continue({ postData: JSON.stringify({ ...sent, inquiryType: 'gossip' }) });
  });
  await form(page, 'ko').getByRole('button', { name: tr('ko', 'inquiry-submit') }).click();
  const type = form(page, 'ko').getByLabel(labelled('ko', 'inquiry-field-type'));
  await expectFieldError(type, tr('ko', 'validation-invalid_choice'));
  await expect(type).toBeFocused();
});
