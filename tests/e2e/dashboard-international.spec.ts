// International patients (issue 14 point 8): what a patient asks for on the booking form, an interpreter
// language and how many companions come, is what staff read in the booking's detail, in the staff
// member's own dashboard language (right to left in ar).
// Days 90-93 of openDay() belong to this file (94 to analytics-tag.spec.ts).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { open, type Locale } from './helpers';
import { bookingUrl, fillBooking, openDay, plain, tr } from './forms-support';
import { createStaff, signInFirstTime } from './dashboard-support';

/** A patient books on the site in their language, with an interpreter and companions; returns the code. */
async function bookAsPatient(browser: Browser, locale: Locale, day: number, interpreter: string, companions: number): Promise<string> {
  const patient = await browser.newPage();
  await open(patient, bookingUrl(locale));
  await fillBooking(patient, locale, openDay(day), '15:00');
  await patient.getByLabel(tr(locale, 'booking-field-interpreter')).selectOption(interpreter);
  await patient.getByLabel(tr(locale, 'booking-field-companions')).selectOption(String(companions));
  await patient.getByRole('button', { name: tr(locale, 'booking-submit') }).click();
  await expect(patient.getByRole('heading', { name: tr(locale, 'booking-success-title') })).toBeVisible();
  const code = plain(await patient.locator('output').textContent()).trim();
  await patient.close();
  return code;
}

/** The value the booking's detail shows beside a field's label. */
const shown = (page: Page, label: string) => page.getByRole('article').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const CASES: { patient: Locale; staff: Locale; day: number; interpreter: string; language: string; companions: number }[] = [
  { patient: 'zh-TW', staff: 'en', day: 90, interpreter: 'ja', language: '日本語', companions: 3 },
  { patient: 'en', staff: 'ar', day: 91, interpreter: 'ar', language: 'العربية', companions: 1 },
  { patient: 'ar', staff: 'zh-TW', day: 92, interpreter: 'en', language: 'English', companions: 5 },
];

for (const c of CASES) {
  test(`the interpreter and companions a patient asks for in ${c.patient} show in the booking's detail, read by staff in ${c.staff}`, async ({ browser, page }) => {
    const code = await bookAsPatient(browser, c.patient, c.day, c.interpreter, c.companions);
    await signInFirstTime(page, c.staff, createStaff('admin'));
    await expect(page.locator('html')).toHaveAttribute('dir', c.staff === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('textbox', { name: tr(c.staff, 'dash-jump-label') }).fill(code);
    await page.getByRole('button', { name: tr(c.staff, 'dash-jump-go') }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(tr(c.staff, 'dash-detail-title-booking')) })).toBeVisible();
    await expect(shown(page, tr(c.staff, 'dash-field-interpreter'))).toHaveText(c.language);
    await expect(shown(page, tr(c.staff, 'dash-field-companions'))).toHaveText(String(c.companions));
  });
}
