// The clinic changes its own opening hours (issue 27): before, the booking form refuses a Sunday;
// the clinic publishes Sunday hours in clinics.json, the pages are rendered again with them, and a
// new visitor books a Sunday time in Chromium: the page's form rules (the forms' WASM with the hours
// the page was rendered with) and the server's check agree. A server of its own (own-server.ts).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, publishThroughApi } from './content-support';
import { expectFieldError, fillBooking, nextSunday, plain, tr } from './forms-support';
import { open } from './helpers';
import { startClinic, type OwnServer } from './own-server';

let clinic: OwnServer;

test.beforeAll(async () => {
  clinic = await startClinic({});
});

test.afterAll(() => clinic?.stop());

/** The en booking page as a new visitor opens it (a fresh browser: no page from its cache). */
async function bookingPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await open(page, `${clinic.base}/en/medical-booking`);
  return page;
}

test('the clinic opens on Sundays: the booking page offers and books a Sunday time once the hours are published', async ({ browser }) => {
  test.setTimeout(120_000);
  const sunday = nextSunday();
  const submit = (page: Page) => page.getByRole('button', { name: tr('en', 'booking-submit') });

  // As built: Sundays are closed, in the page's own rules.
  let page = await bookingPage(browser);
  const date = page.getByLabel(tr('en', 'booking-field-date'));
  await date.fill(sunday);
  await date.blur();
  await submit(page).click();
  await expectFieldError(date, tr('en', 'validation-date_closed'));

  // The clinic publishes Sunday hours (an admin is editor and reviewer).
  const admin = await apiSession(clinic, 'admin');
  await publishThroughApi(admin, admin, 'clinics.json', (body) => {
    const clinics = JSON.parse(body) as { openingHours: { days: string[]; opens: string; closes: string }[] };
    clinics.openingHours.push({ days: ['sun'], opens: '09:00', closes: '12:00' });
    return `${JSON.stringify(clinics, null, 2)}\n`;
  });

  // A new visitor books 09:30 that Sunday.
  page = await bookingPage(browser);
  await fillBooking(page, 'en', sunday, '09:30');
  await submit(page).click();
  const heading = page.getByRole('heading', { name: tr('en', 'booking-success-title') });
  await expect(heading).toBeVisible();
  const code = plain(await page.locator('output').textContent()).trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
});
