// Where the reminders go ("Fewer empty chairs"): a patient chooses LINE or WhatsApp instead of e-mail on
// the booking's success page or its status page, links LINE through LINE Login or by sending the link
// code to the official account, and reads it all in their language (Arabic on a phone, right to left).
// The shared test server has no chat channel, so this file starts its own `clinic serve` on a free
// port with a fresh database, its LINE and WhatsApp pointed at the provider sandbox
// (tests/providers/sandbox.mjs), which it starts too.
// Days 66-69 of openDay() belong to this file.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { open, type Locale } from './helpers';
import { axe, bookingBody, bookingUrl, expectFieldError, fillBooking, openDay, PEOPLE, tr, trText, url } from './forms-support';
import { freePort, startClinic, startProviderSandbox, type OwnServer, type ProviderSandbox } from './own-server';

let sandbox: ProviderSandbox;
let clinic: OwnServer;
let sandboxBase = '';
let base = '';

async function sandboxCall(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${sandboxBase}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, `${path} answers`).toBe(200);
  return (await res.json()) as { status: number; body: unknown };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  sandbox = await startProviderSandbox();
  sandboxBase = sandbox.base;
  // LINE Login comes back to the server's public address: known before it starts.
  const port = await freePort();
  clinic = await startClinic({ ...sandbox.env, CLINIC_PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
  base = clinic.base;
  // The sandbox's webhooks (a message to the official account) go to this server.
  await sandboxCall('/__sandbox/config', { clinicBaseUrl: base });
});

test.afterAll(async () => {
  clinic?.stop();
  sandbox?.stop();
});

/** A booking made through the API (the patient's own steps are covered elsewhere); its code. */
async function book(page: Page, locale: Locale, day: number, time: string): Promise<string> {
  const res = await page.request.post(`${base}/api/bookings`, { data: bookingBody(locale, openDay(day), time) });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { confirmationCode: string }).confirmationCode;
}

/** The status page with the booking looked up by its e-mail, as a patient does it. */
async function openStatus(page: Page, locale: Locale, code: string) {
  await open(page, `${base}${url(locale, '/booking-status')}?code=${code}`);
  await page.getByLabel(tr(locale, 'status-field-contact')).fill(PEOPLE[locale].email);
  await page.getByRole('button', { name: tr(locale, 'status-submit') }).click();
  await expect(page.getByRole('heading', { name: tr(locale, 'status-result-title'), exact: true })).toBeFocused();
}

/** The reminder section, found as a person finds it: the region under its heading. */
const reminders = (page: Page, locale: Locale) => page.getByRole('region', { name: tr(locale, 'reminders-title') });

/** Chooses a chat channel with the patient's agreement and saves the choice. */
async function chooseChat(page: Page, locale: Locale, channel: 'line' | 'whatsapp', number?: string) {
  const section = reminders(page, locale);
  await section.getByRole('radio', { name: tr(locale, `reminders-channel-${channel}`) }).check();
  if (number !== undefined) await section.getByLabel(tr(locale, 'reminders-field-number')).fill(number);
  await section.getByRole('checkbox', { name: trText(locale, 'reminders-consent', { channel: tr(locale, `reminders-channel-${channel}`) }) }).check();
  await section.getByRole('button', { name: tr(locale, 'reminders-save') }).click();
}

test('a patient chooses LINE on the success page and links it with LINE Login', async ({ page }) => {
  const locale = 'zh-TW';
  // The server's answer about the reminders is held back until the confirmation has been painted.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  let heldBack = 0;
  await page.route(
    (u) => u.pathname.endsWith('/reminder-channel'),
    async (route) => {
      heldBack += 1;
      await held;
      await route.continue();
    },
  );
  await open(page, `${base}${bookingUrl(locale)}`);
  await fillBooking(page, locale, openDay(66), '10:00');
  await page.getByRole('button', { name: tr(locale, 'booking-submit') }).click();
  const heading = page.getByRole('heading', { name: tr(locale, 'booking-success-title') });
  await expect(heading).toBeFocused();
  const another = page.getByRole('button', { name: tr(locale, 'booking-new') });
  const painted = [await heading.boundingBox(), await another.boundingBox()];
  expect(heldBack).toBe(1);

  // The choice arrives below the confirmation and moves none of it; reminders go by e-mail until the
  // patient says otherwise.
  release();
  const section = reminders(page, locale);
  await expect(section).toBeVisible();
  expect([await heading.boundingBox(), await another.boundingBox()]).toEqual(painted);
  await expect(section.getByText(tr(locale, 'reminders-now-email'))).toBeVisible();
  await expect(section.getByRole('radio', { name: tr(locale, 'reminders-channel-email') })).toBeChecked();
  await chooseChat(page, locale, 'line');
  await expect(section.getByText(tr(locale, 'reminders-line-pending'))).toBeVisible();

  // LINE Login (the sandbox's consent page) and back to the booking's status page.
  await section.getByRole('link', { name: tr(locale, 'reminders-line-login') }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxBase}/oauth2/v2\\.1/authorize\\?`));
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/booking-status\?code=[0-9A-Z]+&line=linked$/);
  await expect(page.getByRole('status').filter({ hasText: tr(locale, 'status-line-linked') })).toBeVisible();
  // The tab that left for LINE shows the booking again, its reminders now on LINE.
  await expect(reminders(page, locale).getByText(tr(locale, 'reminders-now-line'))).toBeVisible();
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a patient chooses WhatsApp on the status page; a number without its country code is refused in Arabic', async ({ page }) => {
    const locale = 'ar';
    const code = await book(page, locale, 67, '10:00');
    await openStatus(page, locale, code);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const section = reminders(page, locale);
    await expect(section.getByText(tr(locale, 'reminders-now-email'))).toBeVisible();

    await chooseChat(page, locale, 'whatsapp', PEOPLE.ar.phone);
    await expectFieldError(section.getByLabel(tr(locale, 'reminders-field-number')), tr(locale, 'validation-phone-reminders'));
    expect((await axe(page)).violations).toEqual([]);

    await section.getByLabel(tr(locale, 'reminders-field-number')).fill('+971 50 123 4567');
    await section.getByRole('button', { name: tr(locale, 'reminders-save') }).click();
    await expect(section.getByRole('status').filter({ hasText: tr(locale, 'reminders-saved') })).toBeFocused();
    await expect(section.getByText(trText(locale, 'reminders-now-whatsapp', { number: '+971501234567' }))).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('a patient links LINE by sending the code to the official account, then checks again', async ({ page }) => {
  const locale = 'en';
  const code = await book(page, locale, 68, '10:00');
  await openStatus(page, locale, code);
  const section = reminders(page, locale);
  // LINE only with the patient's own yes to reminders there.
  await section.getByRole('radio', { name: tr(locale, 'reminders-channel-line') }).check();
  await section.getByRole('button', { name: tr(locale, 'reminders-save') }).click();
  const consent = section.getByRole('checkbox', { name: trText(locale, 'reminders-consent', { channel: 'LINE' }) });
  await expectFieldError(consent, tr(locale, 'validation-terms_required-reminders'));
  await expect(consent).toBeFocused();

  await chooseChat(page, locale, 'line');
  const linkCode = (await section.getByRole('status', { name: tr(locale, 'reminders-line-code-label') }).textContent())?.trim() ?? '';
  expect(linkCode).toMatch(/^[0-9A-Z]{6}$/);

  // Not linked yet: checking says so and keeps the steps.
  await section.getByRole('button', { name: tr(locale, 'reminders-check-again') }).click();
  await expect(section.getByText(tr(locale, 'reminders-not-linked-yet'))).toBeVisible();

  // The patient sends the code in the chat: LINE delivers a signed webhook to the clinic.
  const userId = `U${randomBytes(16).toString('hex')}`;
  const sent = await sandboxCall('/__sandbox/line/webhook', {
    events: [{ type: 'message', userId, message: { type: 'text', id: '1', text: linkCode } }],
  });
  expect(sent.status).toBe(200);

  await section.getByRole('button', { name: tr(locale, 'reminders-check-again') }).click();
  await expect(section.getByText(tr(locale, 'reminders-now-line'))).toBeVisible();
  await expect(section.getByText(tr(locale, 'reminders-line-pending'))).toHaveCount(0);
});

for (const [i, locale] of (['zh-TW', 'en', 'ar'] as const).entries()) {
  test(`the choice and the LINE steps have no axe violations in ${locale}, light and dark`, async ({ page }) => {
    const code = await book(page, locale, 69, ['10:00', '10:30', '11:00'][i]);
    await openStatus(page, locale, code);
    await chooseChat(page, locale, 'line');
    const section = reminders(page, locale);
    await expect(section.getByRole('status', { name: tr(locale, 'reminders-line-code-label') })).toBeVisible();
    // The form again beside the LINE steps, on WhatsApp: the number field and the agreement show.
    await section.getByRole('button', { name: tr(locale, 'reminders-change') }).click();
    await section.getByRole('radio', { name: tr(locale, 'reminders-channel-whatsapp') }).check();
    await expect(section.getByLabel(tr(locale, 'reminders-field-number'))).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      expect((await axe(page)).violations, scheme).toEqual([]);
    }
  });
}
