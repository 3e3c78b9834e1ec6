import { expect, test, type Page } from '@playwright/test';
import { open } from './helpers';
import {
  bookingBody,
  bookingUrl,
  clinicDate,
  expectFieldError,
  fillBooking,
  nextSunday,
  openDay,
  plain,
  remaining,
  tr,
  trText,
  url,
  axe,
} from './forms-support';
import type { Locale } from './helpers';

const submit = (page: Page, locale: Locale) => page.getByRole('button', { name: tr(locale, 'booking-submit') });

// Days 0-19 of openDay() belong to this file, one per test; the other form files book nothing.
const HAPPY: [Locale, number][] = [
  ['zh-TW', 0],
  ['en', 1],
  ['ar', 2],
  ['hi', 3],
];

for (const [locale, day] of HAPPY) {
  test(`a patient books in ${locale} and gets a confirmation code, a calendar file and the status link`, async ({ page }) => {
    const date = openDay(day);
    await open(page, bookingUrl(locale));
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await fillBooking(page, locale, date, '10:30');
    await submit(page, locale).click();
    const heading = page.getByRole('heading', { name: tr(locale, 'booking-success-title') });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    const code = plain(await page.locator('output').textContent()).trim();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    const ics = page.getByRole('link', { name: tr(locale, 'booking-ics') });
    const res = await page.request.get((await ics.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/calendar');
    await expect(page.getByRole('link', { name: tr(locale, 'booking-status-link') })).toHaveAttribute('href', `${url(locale, '/booking-status')}?code=${code}`);
    expect(await remaining(page, date, '10:30')).toBe(1);
  });
}

test('a double click books once', async ({ page }) => {
  const date = openDay(4);
  await open(page, bookingUrl('en'));
  await fillBooking(page, 'en', date, '11:00');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/bookings')) posts.push(r.headers()['idempotency-key'] ?? '');
  });
  await submit(page, 'en').dblclick();
  const success = page.getByRole('heading', { name: tr('en', 'booking-success-title') });
  await expect(success).toBeVisible();
  // A quick answer puts "book another" under the pointer before the second click: that click is
  // ignored (as a click with detail 2), a click of its own is not.
  await page.getByRole('button', { name: tr('en', 'booking-new') }).dispatchEvent('click', { detail: 2 });
  await expect(success).toBeVisible();
  expect(new Set(posts).size).toBe(1);
  expect(await remaining(page, date, '11:00')).toBe(1);
});

test('a retry after a lost answer books once (same Idempotency-Key)', async ({ page }) => {
  const date = openDay(5);
  await open(page, bookingUrl('en'));
  await fillBooking(page, 'en', date, '11:30');
  const keys: string[] = [];
  let first = true;
  await page.route('**/api/bookings', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (first) {
      first = false;
      await route.fetch(); // the booking is stored, but the answer never reaches the page
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await submit(page, 'en').click();
  await expect(page.getByText(tr('en', 'forms-network-error'))).toBeVisible();
  await expect(page.getByLabel(tr('en', 'booking-field-name'))).toHaveValue('Ann Lee');
  await submit(page, 'en').click();
  await expect(page.getByRole('heading', { name: tr('en', 'booking-success-title') })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await remaining(page, date, '11:30')).toBe(1);
});

test('an empty submit lists every problem in the language, links them to their fields and focuses the first', async ({ page }) => {
  await open(page, bookingUrl('zh-TW'));
  await submit(page, 'zh-TW').click();
  const required = tr('zh-TW', 'validation-required');
  const name = page.getByLabel(tr('zh-TW', 'booking-field-name'));
  await expectFieldError(name, required);
  await expect(name).toBeFocused();
  await expectFieldError(page.getByLabel(tr('zh-TW', 'forms-field-email')), required);
  await expectFieldError(page.getByRole('checkbox', { name: tr('zh-TW', 'booking-terms') }), tr('zh-TW', 'validation-terms_required'));
  await expect(page.getByRole('alert').filter({ hasText: '請修正' })).toBeVisible();
  const results = await axe(page);
  expect(results.violations).toEqual([]);
});

test('date rules speak the language: closed Sunday, past day, too far (ja, ko, es)', async ({ page }) => {
  for (const [locale, date, code, args] of [
    ['ja', nextSunday(), 'validation-date_closed', {}],
    ['ko', clinicDate(-1), 'validation-date_past', {}],
    ['es', clinicDate(200), 'validation-date_too_far', { max: 180 }],
  ] as [Locale, string, string, Record<string, number>][]) {
    await open(page, bookingUrl(locale));
    const field = page.getByLabel(tr(locale, 'booking-field-date'));
    await field.fill(date);
    await field.blur();
    await submit(page, locale).click();
    await expectFieldError(field, tr(locale, code, args));
  }
});

test('field rules follow the language timing and wording: e-mail, phone, name format, message length', async ({ page }) => {
  // en validates on change
  await open(page, bookingUrl('en'));
  const email = page.getByLabel(tr('en', 'forms-field-email'));
  await email.fill('ann@');
  await expectFieldError(email, tr('en', 'validation-email'));
  const phone = page.getByLabel(tr('en', 'booking-field-phone'));
  await phone.pressSequentially('12');
  await expectFieldError(phone, tr('en', 'validation-phone'));

  // zh-TW validates on blur: nothing while typing, the message when leaving
  await open(page, bookingUrl('zh-TW'));
  const name = page.getByLabel(tr('zh-TW', 'booking-field-name'));
  await name.fill('@@@');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await name.blur();
  await expectFieldError(name, tr('zh-TW', 'validation-format'));
  const message = page.getByLabel(tr('zh-TW', 'booking-field-message'));
  await message.fill('字'.repeat(2001));
  await message.blur();
  await expectFieldError(message, tr('zh-TW', 'validation-max_length', { max: 2000 }));

  // ar validates on submit only
  await open(page, bookingUrl('ar'));
  const arEmail = page.getByLabel(tr('ar', 'forms-field-email'));
  await arEmail.fill('x@');
  await arEmail.blur();
  await expect(arEmail).not.toHaveAttribute('aria-invalid', 'true');
  await submit(page, 'ar').click();
  await expectFieldError(arEmail, tr('ar', 'validation-email'));
});

test('the server rejects a request that bypasses the browser, and its 422 lands on the field', async ({ page }) => {
  const date = openDay(6);
  // straight to the API: a time outside opening hours, an unknown branch, no agreement
  const direct = await page.request.post('/api/bookings', {
    data: bookingBody('en', date, '07:00', { branch: 'tokyo', termsAccepted: false }),
  });
  expect(direct.status()).toBe(422);
  const body = await direct.json();
  const codes = body.error.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`);
  expect(codes).toEqual(expect.arrayContaining(['branch:invalid_choice', 'termsAccepted:terms_required']));

  // through the page: the request is altered on its way, the page shows the server's answer
  await open(page, bookingUrl('hi'));
  await fillBooking(page, 'hi', date, '12:00');
  await page.route('**/api/bookings', (route) => {
    const sent = JSON.parse(route.request().postData() ?? '{}');
    return route.continue({ postData: JSON.stringify({ ...sent, email: 'not-an-email', preferredTime: '07:00' }) });
  });
  await submit(page, 'hi').click();
  const email = page.getByLabel(tr('hi', 'forms-field-email'));
  await expectFieldError(email, tr('hi', 'validation-email'));
  await expect(email).toBeFocused();
  await expectFieldError(page.getByRole('group', { name: tr('hi', 'booking-field-time'), exact: true }), tr('hi', 'validation-time_outside_hours'));
  expect(await remaining(page, date, '12:00')).toBe(2);
});

test('a slot taken meanwhile: 409 slot_full refreshes the times and says so', async ({ page }) => {
  const date = openDay(7);
  await open(page, bookingUrl('en'));
  await fillBooking(page, 'en', date, '13:00');
  for (const email of ['a1@example.com', 'a2@example.com']) {
    const res = await page.request.post('/api/bookings', { data: bookingBody('en', date, '13:00', { email }) });
    expect(res.status()).toBe(201);
  }
  await submit(page, 'en').click();
  await expect(page.getByText(tr('en', 'booking-slot-full-refreshed'))).toBeVisible();
  await expectFieldError(page.getByRole('group', { name: tr('en', 'booking-field-time'), exact: true }), tr('en', 'validation-slot_full'));
  await expect(page.locator('input[name="preferredTime"][value="13:00"]')).toBeDisabled();
  await expect(page.locator('input[name="preferredTime"][value="13:00"]')).not.toBeChecked();
});

test('429 and a network failure say what to do and keep the input', async ({ page }) => {
  const date = openDay(8);
  await open(page, bookingUrl('es'));
  await fillBooking(page, 'es', date, '14:00');
  await page.route('**/api/bookings', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '30', 'Content-Type': 'application/json' }, body: '{"error":{"code":"rate_limited","message":"slow down","fields":[]}}' }),
  );
  await submit(page, 'es').click();
  await expect(page.getByText(trText('es', 'forms-rate-limited', { seconds: 30 }))).toBeVisible();
  await page.unroute('**/api/bookings');
  await page.route('**/api/bookings', (route) => route.abort('internetdisconnected'));
  await submit(page, 'es').click();
  await expect(page.getByText(tr('es', 'forms-network-error'))).toBeVisible();
  await expect(page.getByLabel(tr('es', 'booking-field-name'))).toHaveValue('Lucía Pérez');
  await expect(page.getByRole('checkbox', { name: tr('es', 'booking-terms') })).toBeChecked();
});

test('the draft survives a reload in session storage, never in local storage', async ({ page }) => {
  const date = openDay(9);
  await open(page, bookingUrl('en'));
  await page.getByLabel(tr('en', 'booking-field-name')).fill('Ann Lee');
  await page.getByLabel(tr('en', 'forms-field-email')).fill('ann@example.com');
  await page.locator('input[name="branch"][value="taipei"]').check();
  await page.getByLabel(tr('en', 'booking-field-date')).fill(date);
  await page.reload();
  await expect(page.getByLabel(tr('en', 'booking-field-name'))).toHaveValue('Ann Lee');
  await expect(page.getByLabel(tr('en', 'forms-field-email'))).toHaveValue('ann@example.com');
  await expect(page.getByLabel(tr('en', 'booking-field-date'))).toHaveValue(date);
  const local = await page.evaluate(() => JSON.stringify(localStorage));
  expect(local).not.toContain('ann@example.com');
  expect(local).not.toContain('Ann Lee');
});

test('the chosen time holds through input events that change nothing, and goes when the date changes', async ({ page }) => {
  const date = openDay(12);
  await open(page, bookingUrl('en'));
  await fillBooking(page, 'en', date, '11:00');
  const dateField = page.getByLabel(tr('en', 'booking-field-date'));
  const time = page.locator('input[name="preferredTime"][value="11:00"]');
  // What a date picker sends when the same day is confirmed again.
  await dateField.dispatchEvent('input');
  await expect(time).toBeChecked();
  await dateField.fill(openDay(13));
  await expect(page.locator('input[name="preferredTime"]:checked')).toHaveCount(0);
});

test('the quick-links pill stays out of the way while a form field has focus', async ({ page }) => {
  await open(page, bookingUrl('en'));
  const pill = page.getByRole('navigation', { name: 'Quick links' });
  const scrollBy = (dy: number) => page.evaluate((d) => window.scrollBy({ top: d, behavior: 'instant' }), dy);
  await scrollBy(400);
  await expect(pill).toBeVisible();
  await page.getByLabel(tr('en', 'booking-field-name')).focus();
  await expect(pill).toBeHidden();
  await scrollBy(300);
  // The pill decides in an animation frame after the scroll: let two frames pass before looking.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(pill).toBeHidden();
  await page.getByLabel(tr('en', 'booking-field-name')).blur();
  await scrollBy(100);
  await expect(pill).toBeVisible();
});

test('visitors elsewhere see their own time beside clinic time', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await open(page, bookingUrl('en'));
  await page.locator('input[name="branch"][value="taipei"]').check();
  await page.getByLabel(tr('en', 'booking-field-date')).fill(openDay(10));
  await expect(page.getByText('America/New_York')).toBeVisible();
  await expect(page.locator('label', { has: page.locator('input[value="10:00"]') })).toContainText(/Your time: .*9:00 PM/);
  await context.close();
});

test('the form is usable with the keyboard alone, and axe finds nothing on the success view', async ({ page }) => {
  const date = openDay(11);
  await open(page, bookingUrl('ar'));
  await fillBooking(page, 'ar', date, '15:00');
  await page.getByRole('button', { name: tr('ar', 'booking-submit') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: tr('ar', 'booking-success-title') })).toBeFocused();
  const results = await axe(page);
  expect(results.violations).toEqual([]);
});

test('axe finds nothing on the empty booking form', async ({ page }) => {
  await open(page, bookingUrl('hi'));
  const results = await axe(page);
  expect(results.violations).toEqual([]);
});
