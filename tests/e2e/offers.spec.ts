// The waitlist as patients and staff meet it: a patient in Arabic (right to left) whose time was just
// taken joins that time's waitlist from the booking form; a patient facing a fully booked day joins
// the day's waitlist; staff see the waiting patient on the dashboard's Waitlist screen; the offer
// link's panel, against the real server, books the seat the waitlist task held for the patient after
// another patient cancelled (in Arabic and English; staff's calendar labels the held seat meanwhile),
// and says so once the link is spent.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { open } from './helpers';
import { axe, bookingBody, bookingUrl, fillBooking, openDay, PEOPLE, tr, trText } from './forms-support';
import { createStaff, openDashboard, signInFirstTime } from './dashboard-support';

// Days 80-84 and 110-114 of openDay() belong to this file.

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

/** The id of the seat held for `email` now, as the offer e-mail's link carries it (read from the server's
 * database, which stands in for the patient's mailbox), or '' while none is held. */
function heldOfferFor(email: string): string {
  const db = (process.env.E2E_DATABASE_URL ?? '').replace(/^sqlite:\/\//, '');
  const read = [
    'import sqlite3, sys',
    // A read that meets the server's checkpoint (another spec's erasure truncates the log) is retried by the poll.
    'try:',
    "    con = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True, timeout=10)",
    "    row = con.execute(\"SELECT o.id FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id WHERE e.email = ? AND o.status = 'held'\", (sys.argv[2],)).fetchone()",
    'except sqlite3.OperationalError:',
    '    row = None',
    "print(row[0] if row else '')",
  ].join('\n');
  return execFileSync('python3', ['-c', read, db, email]).toString().trim();
}

for (const [i, locale] of (['ar', 'en'] as const).entries()) {
  test(`a freed seat is offered to the waiting patient, whose link books it (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const day = openDay(110 + i);
    const email = `offer-${locale}-${randomBytes(4).toString('hex')}@example.com`;
    // Both seats of 10:30 are booked by others; the patient joins that time's waitlist.
    const codes: { code: string; contact: string }[] = [];
    for (const other of ['one', 'two']) {
      const contact = `${other}-${email}`;
      const res = await page.request.post('/api/bookings', { data: bookingBody(locale, day, '10:30', { email: contact }) });
      expect(res.status()).toBe(201);
      codes.push({ code: (await res.json()).confirmationCode as string, contact });
    }
    const joined = await page.request.post('/api/waitlist', { data: bookingBody(locale, day, '10:30', { email }) });
    expect(joined.status()).toBe(201);

    // One of them cancels: the server's waitlist task holds the seat for the patient and e-mails the link.
    const cancelled = await page.request.post(`/api/bookings/${codes[0].code}/cancel`, { data: { contact: codes[0].contact } });
    expect(cancelled.status()).toBe(200);
    let offer = '';
    await expect.poll(() => (offer = heldOfferFor(email)), { timeout: 15_000 }).not.toBe('');

    // Staff see on the calendar why 10:30 shows no free seat with one booking: a seat is held.
    await signInFirstTime(page, locale, createStaff('admin'));
    await openDashboard(page, locale, `/medical-dashboard/calendar?branch=taipei&view=day&date=${day}`);
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cell = page.locator(`td[data-date="${day}"][data-time="10:30"]`);
    await expect(cell).toContainText(trText(locale, 'dash-calendar-held', { held: 1 }));
    await expect(cell).toContainText(trText(locale, 'dash-calendar-seats', { remaining: 0, capacity: 2 }));

    await open(page, `${bookingUrl(locale)}?offer=${offer}`);
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const panel = page.getByRole('region', { name: tr(locale, 'offer-title') });
    await expect(panel.getByRole('button', { name: tr(locale, 'offer-take') })).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
    const accepted = page.waitForResponse((r) => r.url().endsWith(`/api/waitlist/offers/${offer}/accept`));
    await panel.getByRole('button', { name: tr(locale, 'offer-take') }).click();
    const answer = await accepted;
    expect(answer.status()).toBe(201);
    const code = (await answer.json()).confirmationCode as string;
    await expect(panel.getByText(trText(locale, 'offer-booked', { code }))).toBeVisible();
    // The seat is the patient's booking now, like any other.
    expect((await page.request.get(`/api/bookings/${code}?contact=${encodeURIComponent(email)}`)).status()).toBe(200);

    // The link is spent: opened again, it says the seat is no longer held, and the form stays below.
    await open(page, `${bookingUrl(locale)}?offer=${offer}`);
    await expect(page.getByRole('region', { name: tr(locale, 'offer-title') }).getByText(tr(locale, 'offer-expired'))).toBeVisible();
    await expect(page.getByRole('button', { name: tr(locale, 'booking-submit') })).toBeVisible();
  });
}
