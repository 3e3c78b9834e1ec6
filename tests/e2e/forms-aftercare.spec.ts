// The aftercare page on a phone, as a patient meets it: staff mark the visit completed, the aftercare
// e-mail arrives with its link, and the page (server-rendered, no script needed) asks "How is the
// wound?". A day-1 "something worries me" shows the branch's phone at once, above everything, and
// the worry heads the staff triage queue; the follow-up is booked with one tap. Axe finds nothing in
// zh-TW, en and ar. Its own server (a fresh database, an SMTP server that keeps every message, the
// visit messages polled every second) so staff can be made with the CLI on that database.
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { totp } from './dashboard-support';
import { axe, bookingBody, openDay, tr } from './forms-support';
import type { Locale } from './helpers';
import { decoded, startClinic, startSmtpSink, type OwnServer, type SmtpSink } from './own-server';

let smtp: SmtpSink;
let clinic: OwnServer;
let database = '';
let staff: APIRequestContext;
let csrf = '';
let booked = 0;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  const dir = mkdtempSync(join(tmpdir(), 'clinic-e2e-aftercare-'));
  database = join(dir, 't.db');
  clinic = await startClinic({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    DATABASE_URL: `sqlite://${database}`,
    UPLOAD_STORE: `file://${dir}/uploads`,
    // The visit messages are looked for every second, whatever the hour where the test runs.
    CLINIC_REMINDER_POLL_SECONDS: '1',
    CLINIC_REMINDER_PATIENT_NIGHT: '0',
  });
  // A staff account on this server's database, as a clinic makes one, signed in through the API.
  const email = `admin-${randomBytes(4).toString('hex')}@clinic.example`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  execFileSync(process.env.E2E_CLINIC_BIN ?? '', ['admin', 'create-user', '--email', email, '--role', 'admin'], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: `sqlite://${database}`, RUST_LOG: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  staff = await request.newContext({ baseURL: clinic.base, extraHTTPHeaders: { origin: clinic.base } });
  const first = await staff.post('/api/admin/session', { data: { email, password } });
  expect(first.status()).toBe(200);
  const { secret } = (await first.json()) as { secret: string };
  const second = await staff.post('/api/admin/session/totp', { data: { code: totp(secret) } });
  expect(second.status()).toBe(200);
  csrf = ((await second.json()) as { csrfToken: string }).csrfToken;
});

test.afterAll(async () => {
  await staff?.dispose();
  clinic?.stop();
  await smtp?.close();
});

/** The aftercare e-mail's link of booking `code` (canonical), once it has arrived. */
function aftercareLink(code: string): string | undefined {
  const pattern = new RegExp(`/forms/aftercare\\?lang=[A-Za-z-]+&(?:amp;)?token=aftercare\\.${code}\\.[0-9]+\\.[A-Za-z0-9_-]+`);
  for (const raw of smtp.messages) {
    const found = decoded(raw).match(pattern);
    if (found) return found[0].replace('&amp;', '&');
  }
  return undefined;
}

/** Moves the booking's operation `days` back (the aftercare row's `completed_at`), as if it had been then. */
function operatedDaysAgo(code: string, days: number) {
  const write = [
    'import sqlite3, sys',
    "con = sqlite3.connect(sys.argv[1], timeout=10)",
    "con.execute('UPDATE aftercare SET completed_at = completed_at - ? WHERE code = ?', (int(sys.argv[3]) * 86400000, sys.argv[2]))",
    'con.commit()',
  ].join('\n');
  execFileSync('python3', ['-c', write, database, code, String(days)]);
}

/** A booking in `locale`, confirmed and completed by staff; the aftercare e-mail's link to it. */
async function operated(locale: Locale, branch = 'taipei'): Promise<{ code: string; link: string }> {
  const res = await staff.post('/api/bookings', { data: bookingBody(locale, openDay(booked++), '10:00', { branch }) });
  expect(res.status()).toBe(201);
  const code = ((await res.json()) as { confirmationCode: string }).confirmationCode.replace(/-/g, '');
  for (const status of ['confirmed', 'completed']) {
    const changed = await staff.post(`/api/admin/bookings/${code}/status`, { data: { status }, headers: { 'x-csrf-token': csrf } });
    expect(changed.status(), status).toBe(200);
  }
  await expect.poll(() => aftercareLink(code) ?? '', { timeout: 30_000 }).toContain('token=aftercare.');
  return { code, link: aftercareLink(code) as string };
}

test('a day-1 "something worries me" shows the branch\'s phone at once and heads the triage queue', async ({ page }) => {
  const { code, link } = await operated('zh-TW');
  operatedDaysAgo(code, 1);
  await page.goto(`${clinic.base}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: tr('zh-TW', 'aftercare-page-title') })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('radio', { name: tr('zh-TW', 'aftercare-answer-worry') }).check();
  await page.getByRole('checkbox', { name: tr('zh-TW', 'aftercare-sign-fever') }).check();
  await page.getByRole('checkbox', { name: tr('zh-TW', 'aftercare-sign-redness') }).check();
  await page.getByRole('button', { name: tr('zh-TW', 'aftercare-send') }).click();

  // On top, without scrolling: call the branch now, with its number as a link that dials.
  const urgent = page.getByRole('heading', { level: 2, name: tr('zh-TW', 'aftercare-worry-title') });
  await expect(urgent).toBeInViewport();
  const phone = page.getByRole('link', { name: '02-2700-1234' });
  await expect(phone).toHaveAttribute('href', 'tel:+886227001234');
  await expect(phone).toBeInViewport();
  await expect(page.getByRole('link', { name: tr('zh-TW', 'aftercare-emergency-call-119') })).toHaveAttribute('href', 'tel:119');
  expect((await axe(page)).violations).toEqual([]);

  // Staff see it first in the triage queue: day 1, with what worries the patient.
  const triage = await staff.get('/api/admin/triage');
  expect(triage.status()).toBe(200);
  const body = (await triage.json()) as { items: Array<Record<string, unknown> & { aftercare?: { day: number; signs: string[] } }> };
  expect(JSON.stringify(body.items[0])).toContain(code.slice(0, 4));
  expect(body.items[0].aftercare).toMatchObject({ day: 1, signs: ['fever', 'redness'] });
});

for (const locale of ['en', 'ar'] as const) {
  test(`the aftercare page in ${locale} books the follow-up with one tap`, async ({ page }) => {
    const { link } = await operated(locale);
    await page.goto(`${clinic.base}${link}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 2, name: tr(locale, 'aftercare-wound-title') })).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.locator('form[action="/forms/aftercare/follow-up"]').getByRole('button').first().click();
    await expect(page.getByText(tr(locale, 'aftercare-follow-up-booked'))).toBeVisible();
    await expect(page.getByText(tr(locale, 'aftercare-follow-up-have'))).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
  });
}
