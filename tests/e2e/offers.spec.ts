// The waitlist as patients and staff meet it: a patient in Arabic (right to left) whose time was just
// taken joins that time's waitlist from the booking form; a patient facing a fully booked day joins
// the day's waitlist; staff see the waiting patient on the dashboard's Waitlist screen; the offer
// link's panel books the held seat, or says the hold is over (its answers stubbed: the offer's id only
// travels in the e-mail; server/tests/waitlist.rs covers the real offer, hold, expiry and booking).
import { expect, test, type Page } from '@playwright/test';
import { open } from './helpers';
import { axe, bookingBody, bookingUrl, fillBooking, openDay, PEOPLE, tr, trText } from './forms-support';
import { createStaff, signInFirstTime } from './dashboard-support';

// Days 80-84 of openDay() belong to this file.

const joinButton = (page: Page, locale: 'ar' | 'en') => page.getByRole('button', { name: tr(locale, 'waitlist-join') });

test('a patient in Arabic whose time was just taken joins the waitlist for that time', async ({ page }) => {
  const day = openDay(80);
  await open(page, bookingUrl('ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await fillBooking(page, 'ar', day, '10:00');
  // Both seats of 10:00 go to others while the patient fills in the form.
  for (const email of ['w1@example.com', 'w2@example.com']) {
    const res = await page.request.post('/api/bookings', { data: bookingBody('ar', day, '10:00', { email }) });
    expect(res.status()).toBe(201);
  }
  await page.getByRole('button', { name: tr('ar', 'booking-submit') }).click();
  await expect(page.getByText(tr('ar', 'booking-slot-full-refreshed'))).toBeVisible();

  const offer = page.getByTestId('waitlist-offer');
  await expect(offer).toBeVisible();
  await expect(joinButton(page, 'ar')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await joinButton(page, 'ar').click();
  await expect(page.getByTestId('waitlist-joined')).toBeVisible();
});

test('a fully booked day offers its waitlist, and staff see the waiting patients in queue order', async ({ page }) => {
  test.setTimeout(120_000);
  const day = openDay(81);
  const slots = (await (await page.request.get(`/api/availability?branch=taipei&from=${day}&to=${day}`)).json()) as {
    slots: { time: string; remaining: number }[];
  };
  // Every seat of the day taken.
  for (const s of slots.slots) {
    for (let i = 0; i < s.remaining; i++) {
      const res = await page.request.post('/api/bookings', { data: bookingBody('en', day, s.time, { email: `full${i}-${s.time.replace(':', '')}@example.com` }) });
      expect(res.status()).toBe(201);
    }
  }

  await open(page, bookingUrl('en'));
  const p = PEOPLE.en;
  await page.getByLabel(tr('en', 'booking-field-name')).fill(p.name);
  await page.getByLabel(tr('en', 'booking-field-phone')).pressSequentially(p.phone);
  await page.getByLabel(tr('en', 'forms-field-email')).first().fill(p.email);
  await page.locator('input[name="branch"][value="taipei"]').check();
  await page.getByLabel(tr('en', 'booking-field-date')).fill(day);
  await expect(page.getByTestId('waitlist-offer')).toBeVisible();
  await page.getByLabel(tr('en', 'booking-field-tumor-type')).selectOption('lipoma');

  // The core's rules first: without the privacy notice accepted nothing is sent.
  await joinButton(page, 'en').click();
  await expect(page.getByText(tr('en', 'waitlist-fix-fields'))).toBeVisible();
  await page.getByRole('checkbox', { name: tr('en', 'booking-terms') }).check();
  await joinButton(page, 'en').click();
  await expect(page.getByTestId('waitlist-joined')).toBeVisible();

  // Staff open the day on the Waitlist screen.
  await signInFirstTime(page, 'en', createStaff('admin'));
  await page.getByRole('link', { name: tr('en', 'dash-nav-waitlist'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'dash-nav-waitlist') })).toBeVisible();
  await page.getByLabel(tr('en', 'dash-calendar-go-to')).fill(day);
  const row = page.getByRole('row', { name: new RegExp(p.name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(tr('en', 'dash-waitlist-any-time'));
  await expect(row).toContainText(tr('en', 'dash-waitlist-status-waiting'));
  expect((await axe(page)).violations).toEqual([]);
});

test('the offer link shows the held seat and books it; an offer whose hold is over says so', async ({ page }) => {
  const day = openDay(82);
  // The server's answers for an offer (the offer's id only ever travels in the patient's e-mail).
  const held = { status: 'held', branch: 'taipei', preferredDate: day, preferredTime: '10:30', expiresAt: new Date(Date.now() + 7_200_000).toISOString() };
  let accepted = false;
  await page.route('**/api/waitlist/offers/offer_held', (route) => route.fulfill({ json: held }));
  await page.route('**/api/waitlist/offers/offer_held/accept', (route) => {
    accepted = true;
    return route.fulfill({
      status: 201,
      json: { confirmationCode: 'K7XP-3M9Q-T2', status: 'pending', branch: 'taipei', preferredDate: day, preferredTime: '10:30' },
    });
  });
  await page.route('**/api/waitlist/offers/offer_gone', (route) => route.fulfill({ json: { ...held, status: 'expired' } }));

  await open(page, `${bookingUrl('ar')}?offer=offer_held`);
  const panel = page.getByRole('region', { name: tr('ar', 'offer-title') });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: tr('ar', 'offer-take') })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await panel.getByRole('button', { name: tr('ar', 'offer-take') }).click();
  await expect(panel.getByText(trText('ar', 'offer-booked', { code: 'K7XP-3M9Q-T2' }))).toBeVisible();
  expect(accepted).toBe(true);

  await open(page, `${bookingUrl('en')}?offer=offer_gone`);
  await expect(page.getByRole('region', { name: tr('en', 'offer-title') }).getByText(tr('en', 'offer-expired'))).toBeVisible();
  // The booking form stays below for another time.
  await expect(page.getByRole('button', { name: tr('en', 'booking-submit') })).toBeVisible();
});
