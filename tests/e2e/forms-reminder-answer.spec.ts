// A reminder's one-tap answer on a phone, in Arabic: the patient books, the reminder e-mail arrives
// with its three links, and "Change the time" opened on a 360-pixel screen leads to the status page,
// where they move the visit. Its own server reminds at once (an offset of 200 days) beside a small
// SMTP server that keeps every message, on free ports with a fresh database.
// Its server has a database of its own, so its days (openDay(32) and 33) take no seat from the shared
// server's specs.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';
import { axe, bookingBody, openDay, PEOPLE, tr, url } from './forms-support';
import { decoded, startClinic, startSmtpSink, type OwnServer, type SmtpSink } from './own-server';

let smtp: SmtpSink;
let clinic: OwnServer;
let base = '';

/** The reminder's "Change the time" link. */
function changeLink(): string | undefined {
  for (const raw of smtp.messages) {
    const found = decoded(raw).match(/\/forms\/booking-answer\?lang=ar&(?:amp;)?token=change\.[A-Za-z0-9_.-]+/);
    if (found) return found[0].replace('&amp;', '&');
  }
  return undefined;
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  clinic = await startClinic({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // Every booking is inside its only reminder's window: reminded at the first look, every second.
    CLINIC_REMINDER_HOURS: String(200 * 24),
    CLINIC_REMINDER_POLL_SECONDS: '1',
    // Whatever the hour where the test runs: the reminder does not wait for a morning.
    CLINIC_REMINDER_PATIENT_NIGHT: '0',
  });
  base = clinic.base;
});

test.afterAll(async () => {
  clinic?.stop();
  await smtp?.close();
});

test("a patient in Arabic answers the reminder's \"Change the time\" on a phone and moves the visit", async ({ page }) => {
  const [day, later] = [openDay(32), openDay(33)];
  const res = await page.request.post(`${base}/api/bookings`, { data: bookingBody('ar', day, '10:00') });
  expect(res.status()).toBe(201);
  const code = (await res.json()).confirmationCode as string;

  await expect.poll(() => changeLink() ?? '', { timeout: 30_000 }).toContain('token=change.');
  // The privacy choice made before, as a returning patient has it: the banner does not cover the page.
  await page.addInitScript(() => {
    localStorage.setItem(
      'medical-privacy-consent',
      JSON.stringify({ analytics: false, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' }),
    );
  });
  await page.goto(`${base}${changeLink()}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'answer-page-title') })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  // Nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('link', { name: tr('ar', 'answer-page-change-button') }).click();

  await expect(page).toHaveURL(new RegExp(`${url('ar', '/booking-status')}\\?code=`));
  await waitForHydration(page);
  await page.getByLabel(tr('ar', 'status-field-contact')).fill(PEOPLE.ar.email);
  await page.getByRole('button', { name: tr('ar', 'status-submit') }).click();
  await expect(page.getByRole('heading', { name: tr('ar', 'status-result-title'), exact: true })).toBeFocused();
  await page.getByRole('button', { name: tr('ar', 'status-reschedule') }).click();
  await page.getByLabel(tr('ar', 'booking-field-date')).fill(later);
  const slot = page.locator('input[name="preferredTime"][value="14:30"]');
  await expect(slot).toBeEnabled();
  await slot.check();
  await page.getByRole('button', { name: tr('ar', 'status-reschedule-submit') }).click();
  await expect(page.getByText(tr('ar', 'status-rescheduled'))).toBeVisible();
  const status = await page.request.get(`${base}/api/bookings/${code}?contact=${encodeURIComponent(PEOPLE.ar.email)}`);
  expect(await status.json()).toMatchObject({ preferredDate: later, preferredTime: '14:30' });
  expect((await axe(page)).violations).toEqual([]);
});
