import { expect, test } from '@playwright/test';
import { open } from './helpers';
import { axe, bookingUrl, fillBooking, openDay, tr, trText } from './forms-support';
import type { Locale } from './helpers';

// International patients say which language an interpreter should speak and how many people come.
// Days 63-65 of openDay() belong to this file.
const CASES: [Locale, number, string][] = [
  ['zh-TW', 63, 'ja'],
  ['en', 64, 'ar'],
  ['ar', 65, 'en'],
];

for (const [locale, day, interpreter] of CASES) {
  test(`a patient in ${locale} asks for an interpreter and brings companions`, async ({ page }) => {
    await open(page, bookingUrl(locale));
    await fillBooking(page, locale, openDay(day), '14:00');
    const language = page.getByLabel(tr(locale, 'booking-field-interpreter'));
    await expect(language.locator('option').first()).toHaveText(tr(locale, 'booking-interpreter-none'));
    await language.selectOption(interpreter);
    await page.getByLabel(tr(locale, 'booking-field-companions')).selectOption('3');
    expect((await axe(page)).violations).toEqual([]);

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/bookings'));
    await page.getByRole('button', { name: tr(locale, 'booking-submit') }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect([body.interpreter, body.companions]).toEqual([interpreter, 3]);
    await expect(page.getByRole('heading', { name: tr(locale, 'booking-success-title') })).toBeVisible();
  });
}

test('too many companions cannot be chosen and none is the default', async ({ page }) => {
  await open(page, bookingUrl('en'));
  const companions = page.getByLabel(tr('en', 'booking-field-companions'));
  await expect(companions).toHaveValue('');
  await expect(companions.locator('option')).toHaveCount(7);
  await expect(companions.locator('option').last()).toHaveText(trText('en', 'booking-companions-count', { count: 5 }));
});
