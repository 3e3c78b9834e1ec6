// The health questions before a visit, on a phone, in Arabic, on a slow network: the patient books,
// the confirmation e-mail brings the link, they answer part of the questions (the medicine found by
// its Arabic brand name), leave before the last change is saved and come back to find everything,
// send, and acknowledge the visit's information sheet. The pages are axe-clean in zh-TW, en and ar.
// Its own server (a fresh database, a small SMTP server that keeps every message) on free ports.
import { expect, test, type Page } from '@playwright/test';
import { axe, bookingBody, openDay, tr } from './forms-support';
import { decoded, startClinic, startSmtpSink, type OwnServer, type SmtpSink } from './own-server';

let smtp: SmtpSink;
let clinic: OwnServer;
let base = '';

/** The health questions' link in the booking's confirmation e-mail (path and query). */
function intakeLink(lang: string): string | undefined {
  for (const raw of smtp.messages) {
    const found = decoded(raw).match(new RegExp(`/forms/intake\\?lang=${lang}&(?:amp;)?token=intake\\.[A-Za-z0-9_.-]+`));
    if (found) return found[0].replace('&amp;', '&');
  }
  return undefined;
}

/** Books a lipoma removal on day `n` in `lang` and waits for the confirmation's questions link. */
async function bookAndFindLink(page: Page, lang: 'ar' | 'en' | 'zh-TW', n: number): Promise<string> {
  const res = await page.request.post(`${base}/api/bookings`, { data: bookingBody(lang, openDay(n), '11:00') });
  expect(res.status()).toBe(201);
  await expect.poll(() => intakeLink(lang) ?? '', { timeout: 30_000 }).toContain('token=intake.');
  return `${base}${intakeLink(lang)}`;
}

/** Throttles the page's network like a slow mobile connection (DevTools protocol). */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  clinic = await startClinic({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  base = clinic.base;
});

test.afterAll(async () => {
  clinic?.stop();
  await smtp?.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a patient in Arabic answers on a slow network, leaves and comes back to find everything, sends, and acknowledges the sheet', async ({ page }) => {
    test.setTimeout(120_000);
    const link = await bookAndFindLink(page, 'ar', 40);
    await slowNetwork(page);
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'intake-title') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The medicine by its Saudi brand name, through the search the script adds once the core is here.
    const search = page.getByRole('searchbox', { name: tr('ar', 'intake-medicine-search') });
    await expect(search).toBeVisible({ timeout: 30_000 });
    await search.fill('إليكويس');
    const apixaban = page.getByRole('checkbox', { name: /Apixaban/ });
    await expect(apixaban).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Warfarin/ })).toBeHidden();
    await apixaban.check();
    await search.fill('');
    await page.getByRole('checkbox', { name: tr('ar', 'intake-no-allergies') }).check();
    await page.getByRole('checkbox', { name: tr('ar', 'intake-condition-keloid') }).check();
    await page.getByRole('radio', { name: tr('ar', 'intake-treatment-none') }).check();
    await page.getByRole('textbox', { name: tr('ar', 'intake-emergency-name') }).fill('سارة علي');
    await page.getByRole('textbox', { name: tr('ar', 'intake-emergency-phone') }).fill('+966 50 123 4567');
    await expect(page.getByRole('status').filter({ hasText: tr('ar', 'intake-status-saved') })).toBeVisible({ timeout: 30_000 });

    // One more answer, and the patient leaves at once: the save has not reached the server yet.
    await page.getByRole('textbox', { name: tr('ar', 'intake-emergency-relation') }).fill('أختي');
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByRole('textbox', { name: tr('ar', 'intake-emergency-relation') })).toHaveValue('أختي', { timeout: 30_000 });
    await expect(page.getByRole('checkbox', { name: /Apixaban/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: tr('ar', 'intake-condition-keloid') })).toBeChecked();
    await expect(page.getByRole('radio', { name: tr('ar', 'intake-treatment-none') })).toBeChecked();
    await expect(page.getByRole('textbox', { name: tr('ar', 'intake-emergency-name') })).toHaveValue('سارة علي');
    expect((await axe(page)).violations).toEqual([]);

    // Sending without the consent: the core's check names it beside the box, in the server's words.
    const send = page.getByRole('button', { name: tr('ar', 'intake-send') });
    await send.click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(tr('ar', 'validation-terms_required-intake-healthDataConsent'));
    expect((await axe(page)).violations).toEqual([]);
    await page.getByRole('checkbox', { name: tr('ar', 'intake-consent') }).check();
    await send.click();

    await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'intake-sent-title') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('أختي')).toBeVisible();
    // Nothing of the answers stays on the phone once the clinic has them.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clinic-intake:')))).toEqual([]);
    expect((await axe(page)).violations).toEqual([]);

    // The visit's information sheet, and "I have read this".
    await page.getByRole('link', { name: tr('ar', 'intake-visit-info-link') }).click();
    await expect(page.getByText(tr('ar', 'visit-info-consent-note'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: tr('ar', 'visit-info-ack-button') }).click();
    await expect(page.locator('#visit-info-acknowledged')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: tr('ar', 'visit-info-ack-button') })).toHaveCount(0);
    expect((await axe(page)).violations).toEqual([]);
  });
});

test('the questions and the information sheet have no axe violations in zh-TW, en and ar', async ({ page }) => {
  const link = await bookAndFindLink(page, 'zh-TW', 41);
  const token = new URL(link).searchParams.get('token') ?? '';
  for (const lang of ['zh-TW', 'en', 'ar'] as const) {
    await page.goto(`${base}/forms/intake?lang=${lang}&token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'intake-title') })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: tr(lang, 'intake-medicine-search') })).toBeVisible();
    expect((await axe(page)).violations, `intake ${lang}`).toEqual([]);
    await page.goto(`${base}/forms/visit-info?lang=${lang}&token=${token}`);
    await expect(page.getByText(tr(lang, 'visit-info-consent-note'))).toBeVisible();
    expect((await axe(page)).violations, `visit-info ${lang}`).toEqual([]);
  }
});
