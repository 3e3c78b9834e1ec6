// A clinic's day in the dashboard, as one signed-in admin: confirm a booking (the patient's status page
// then says confirmed), reschedule one, answer an inquiry, review an assessment and view its photo,
// export the inbox as CSV, and find each of these in the audit log.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { open, url } from './helpers';
import { bookingBody, openDay, PEOPLE, tr } from './forms-support';
import { createStaff, signInFirstTime, tinyPng, type StaffAccount } from './dashboard-support';

// Days 40-44 of openDay() belong to this file.
test.describe.configure({ mode: 'serial' });

let page: Page;
let admin: StaffAccount;
const en = (key: string, args?: Record<string, string | number>) => tr('en', key, args);

async function book(day: number, time: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await page.request.post('/api/bookings', { data: bookingBody('en', openDay(day), time, overrides) });
  expect(res.status()).toBe(201);
  return (await res.json()).confirmationCode;
}

async function openBooking(code: string) {
  await page.getByRole('textbox', { name: en('dash-jump-label') }).fill(code.toLowerCase());
  await page.getByRole('button', { name: en('dash-jump-go') }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(en('dash-detail-title-booking')) })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  admin = createStaff('admin');
  page = await browser.newPage();
  await signInFirstTime(page, 'en', admin);
});
test.afterAll(() => page.close());

test('staff confirm a booking made on the site, and the patient status page then says confirmed', async ({ browser }) => {
  const code = await book(40, '10:00');
  await openBooking(code);
  await page.getByRole('button', { name: en('dash-action-confirm') }).click();
  await expect(page.getByRole('article').getByText(en('dash-status-confirmed'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: en('dash-history') })).toContainText(en('dash-status-confirmed'));

  const patient = await browser.newPage(); // the patient, in a browser of their own
  await open(patient, `${url('en', '/booking-status')}?code=${code}`);
  await patient.getByLabel(tr('en', 'status-field-contact')).fill(PEOPLE.en.phone);
  await patient.getByRole('button', { name: tr('en', 'status-submit') }).click();
  await expect(patient.getByText(tr('en', 'status-state-confirmed'), { exact: true })).toBeVisible();
  await patient.close();
});

test('staff move a booking to another free slot from the public availability', async () => {
  const code = await book(41, '10:00');
  await openBooking(code);
  await page.getByRole('button', { name: en('dash-action-reschedule') }).click();
  const dialog = page.getByRole('dialog', { name: en('dash-action-reschedule') });
  await dialog.getByLabel(en('dash-reschedule-date')).fill(openDay(42));
  await dialog.getByRole('group', { name: en('dash-reschedule-slots') }).getByRole('button', { name: '11:00' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article')).toContainText(openDay(42));
  const status = await page.request.get(`/api/bookings/${code}?contact=${encodeURIComponent(PEOPLE.en.email)}`);
  expect(await status.json()).toMatchObject({ preferredDate: openDay(42), preferredTime: '11:00' });
});

test('staff answer an inquiry; what the patient typed shows as text, never as markup', async () => {
  const name = `Dana ${Date.now()}`;
  const res = await page.request.post('/api/inquiries', {
    data: { name, email: 'dana@example.com', subject: 'Scar?', message: '<script>window.hacked=1</script><b>Will it scar?</b>', inquiryType: 'general', lang: 'ja' },
  });
  expect(res.status()).toBe(201);
  await page.getByRole('link', { name: en('dash-nav-inbox'), exact: true }).click();
  await page.getByRole('searchbox', { name: en('dash-search-label') }).fill(name);
  await page.getByRole('button', { name: en('dash-search'), exact: true }).click();
  await page.getByRole('table', { name: en('dash-nav-inbox') }).getByRole('link', { name }).click();
  await expect(page.getByText('<script>window.hacked=1</script><b>Will it scar?</b>')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.getByRole('article')).toContainText('日本語');

  await page.getByRole('button', { name: en('dash-action-reply') }).click();
  const dialog = page.getByRole('dialog', { name: en('dash-action-reply') });
  await dialog.getByLabel(en('dash-reply-message')).fill('No visible scar in most cases. 多くの場合、傷跡は目立ちません。');
  await dialog.getByRole('button', { name: en('dash-reply-send') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').getByText(en('dash-status-answered'), { exact: true }).first()).toBeVisible();
});

test('a clinician reviews an assessment from the triage queue and sees its photo', async () => {
  const email = `photo-${Date.now()}@example.com`;
  const res = await page.request.post('/api/assessments', {
    multipart: {
      data: {
        name: 'data',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ size: '5_to_10cm', location: 'back', duration: 'over_year', patientAge: 40, symptoms: ['growing'], email, termsAccepted: true, healthDataConsent: true, lang: 'en' })),
      },
      images: tinyPng,
    },
  });
  expect(res.status()).toBe(201);
  await page.getByRole('link', { name: en('dash-nav-triage') }).click();
  await page.getByRole('table', { name: en('dash-nav-triage') }).getByRole('link', { name: email }).click();
  const photo = page.getByRole('img', { name: en('dash-photo-alt', { n: 1 }) });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: en('dash-action-review') }).click();
  const dialog = page.getByRole('dialog', { name: en('dash-action-review') });
  await dialog.getByLabel(en('dash-review-note')).fill('Likely lipoma; offer a consultation.');
  await dialog.getByLabel(en('dash-col-urgency')).selectOption('medium');
  await dialog.getByRole('button', { name: en('dash-review-save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').getByText(en('dash-status-reviewed'), { exact: true }).first()).toBeVisible();
});

test('the filtered inbox exports as CSV that Excel opens (UTF-8 with BOM)', async () => {
  const code = await book(43, '10:00');
  await page.goto('/medical-dashboard/inbox?kind=booking');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en('dash-export-csv') }).click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(code);
});

test('each of these is in the audit log, filtered by who did it', async () => {
  await page.getByRole('link', { name: en('dash-nav-audit') }).click();
  await page.getByLabel(en('dash-audit-filter-actor')).fill(admin.email);
  await page.getByRole('button', { name: en('dash-filter-apply') }).click();
  const log = page.getByRole('table', { name: en('dash-nav-audit') });
  for (const key of ['dash-event-booking-status', 'dash-event-booking-reschedule', 'dash-event-inquiry-reply', 'dash-event-assessment-review', 'dash-event-photo-view', 'dash-event-inbox-export']) {
    await expect(log.getByText(en(key), { exact: true }).first(), key).toBeVisible();
  }
});
