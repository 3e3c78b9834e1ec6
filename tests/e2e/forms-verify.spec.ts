// E-mail verification of bookings (CLINIC_VERIFY_EMAIL): a patient books, is told to confirm by the
// e-mail's link, opens the link from the real message, presses the page's button and is told the
// booking is confirmed; the same link again says it already is. The shared test server runs with
// verification off, so this file starts its own (beside a small SMTP server of its own that keeps
// every message) on free ports with a fresh database.
// Days 105-109 of openDay() belong to this file.
import { expect, test } from '@playwright/test';
import { open, plain, url } from './helpers';
import { axe, bookingUrl, fillBooking, openDay, PEOPLE, tr } from './forms-support';
import { decoded, startClinic, startSmtpSink, type OwnServer, type SmtpSink } from './own-server';

let smtp: SmtpSink;
let clinic: OwnServer;
let base = '';

/** The verification link of the message to `to`, decoded from whatever transfer encoding it has. */
function linkTo(to: string): string | undefined {
  for (const raw of smtp.messages.filter((m) => m.includes(to))) {
    const found = decoded(raw).match(/\/forms\/booking-verify\?lang=en&(?:amp;)?token=[A-Za-z0-9_-]{43}/);
    if (found) return found[0].replace('&amp;', '&');
  }
  return undefined;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  clinic = await startClinic({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CLINIC_VERIFY_EMAIL: '1' });
  base = clinic.base;
});

test.afterAll(async () => {
  clinic?.stop();
  await smtp?.close();
});

test('a patient confirms a booking with the link of the message it sends', async ({ page }) => {
  const day = openDay(105);
  await open(page, `${base}${bookingUrl('en')}`);
  await fillBooking(page, 'en', day, '10:00');
  await page.getByRole('button', { name: tr('en', 'booking-submit') }).click();
  await expect(page.getByText(tr('en', 'booking-success-verify'))).toBeVisible();
  const code = plain(await page.locator('output[aria-labelledby="booking-code-label"]').textContent()).trim();

  // Until confirmed, the status page asks for the link and says until when the seat is held.
  await open(page, `${base}${url('en', '/booking-status')}?code=${code}`);
  await page.getByLabel(tr('en', 'status-field-contact')).fill(PEOPLE.en.email);
  await page.getByRole('button', { name: tr('en', 'status-submit') }).click();
  await expect(page.getByText(/^Please confirm this booking with the link in the e-mail we sent you/)).toBeVisible();

  // The message arrives with its one-time link, which opens a page with one button.
  await expect.poll(() => linkTo('@example.com') ?? '', { timeout: 20_000 }).toContain('token=');
  const link = linkTo('@example.com') as string;
  await page.goto(`${base}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'verify-page-title') })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await page.getByRole('button', { name: tr('en', 'verify-page-confirm') }).click();
  await expect(page.getByRole('status')).toHaveText(tr('en', 'verify-page-verified'));

  // The same link again: already confirmed, nothing to do.
  await page.goto(`${base}${link}`);
  await expect(page.getByRole('status')).toHaveText(tr('en', 'verify-page-already'));
  expect((await axe(page)).violations).toEqual([]);
});
