// The health questions before a visit, on a phone, in Arabic, on a slow network: the patient books,
// the confirmation e-mail brings the link, they answer part of the questions (the medicine found by
// its Arabic brand name) while the answers stay on the phone only until the consent is ticked, leave
// before the last change is saved and come back to find everything, send, and acknowledge the visit's
// information sheet. A send that did not leave the page never turns "Save" into a send; the copy kept
// on the device expires, is judged by the server's save time and is cleared by the pages that take no
// answers. The pages are axe-clean in zh-TW, en and ar.
// Its own server (a fresh database, a small SMTP server that keeps every message) on free ports.
import { expect, test, type Page } from '@playwright/test';
import { axe, bookingBody, openDay, tr } from './forms-support';
import { decoded, startClinic, startSmtpSink, type OwnServer, type SmtpSink } from './own-server';

let smtp: SmtpSink;
let clinic: OwnServer;
let base = '';

/** The health questions' link of booking `code` (canonical) in its confirmation e-mail (path and query). */
function intakeLink(lang: string, code: string): string | undefined {
  for (const raw of smtp.messages) {
    const found = decoded(raw).match(new RegExp(`/forms/intake\\?lang=${lang}&(?:amp;)?token=intake\\.${code}\\.[A-Za-z0-9_.-]+`));
    if (found) return found[0].replace('&amp;', '&');
  }
  return undefined;
}

interface Booked {
  link: string;
  /** The canonical code (the key of the copy kept on the device). */
  code: string;
  /** The patient's e-mail, which cancels the booking. */
  email: string;
}

/** Books a lipoma removal on day `n` in `lang` and waits for the confirmation's questions link. */
async function book(page: Page, lang: 'ar' | 'en' | 'zh-TW', n: number): Promise<Booked> {
  const body = bookingBody(lang, openDay(n), '11:00');
  const res = await page.request.post(`${base}/api/bookings`, { data: body });
  expect(res.status()).toBe(201);
  const code = ((await res.json()).confirmationCode as string).replace(/-/g, '');
  await expect.poll(() => intakeLink(lang, code) ?? '', { timeout: 30_000 }).toContain('token=intake.');
  return { link: `${base}${intakeLink(lang, code)}`, code, email: body.email };
}

async function bookAndFindLink(page: Page, lang: 'ar' | 'en' | 'zh-TW', n: number): Promise<string> {
  return (await book(page, lang, n)).link;
}

/** The copy of the answers kept on this device for booking `code`, as stored. */
function keptCopy(page: Page, code: string): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), `clinic-intake:${code}`);
}

/** Fills every question in `lang` so that the answers can be sent (the consent too). */
async function answerAll(page: Page, lang: 'en' | 'ar' | 'zh-TW') {
  await page.getByRole('checkbox', { name: tr(lang, 'intake-consent') }).check();
  await page.getByRole('checkbox', { name: tr(lang, 'intake-no-medicines') }).check();
  await page.getByRole('checkbox', { name: tr(lang, 'intake-no-allergies') }).check();
  await page.getByRole('checkbox', { name: tr(lang, 'intake-no-conditions') }).check();
  await page.getByRole('radio', { name: tr(lang, 'intake-treatment-none') }).check();
  await page.getByRole('textbox', { name: tr(lang, 'intake-emergency-name') }).fill('Maya Haddad');
  await page.getByRole('textbox', { name: tr(lang, 'intake-emergency-phone') }).fill('+886 912 345 678');
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
    const { link, code } = await book(page, 'ar', 40);
    const drafts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/intake/draft')) drafts.push(r.postData() ?? '');
    });
    await slowNetwork(page);
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'intake-title') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The consent comes first, and says that nothing leaves the phone before it.
    const consent = page.getByRole('checkbox', { name: tr('ar', 'intake-consent') });
    await expect(page.getByText(tr('ar', 'intake-consent-hint'))).toBeVisible();
    const top = async (what: ReturnType<Page['locator']>) => (await what.boundingBox())?.y ?? Infinity;
    expect(await top(consent)).toBeLessThan(await top(page.locator('#q-medicines')));

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
    // Not consented yet: kept on the phone only, nothing sent to the server.
    await expect.poll(() => keptCopy(page, code)).toContain('سارة علي');
    await page.waitForTimeout(2500);
    expect(drafts).toEqual([]);
    await consent.check();
    await expect(page.getByRole('status').filter({ hasText: tr('ar', 'intake-status-saved') })).toBeVisible({ timeout: 30_000 });
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((d) => d.includes('"healthDataConsent":true'))).toBe(true);

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
    await expect(consent).toBeChecked();
    // On the slow network the page script may still be putting the kept copy back (consent included)
    // when the click lands: untick until it stays unticked.
    await expect(async () => {
      await consent.uncheck();
      await expect(consent).not.toBeChecked({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const send = page.getByRole('button', { name: tr('ar', 'intake-send') });
    await send.click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(tr('ar', 'validation-terms_required-intake-healthDataConsent'));
    expect((await axe(page)).violations).toEqual([]);
    await consent.check();
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

test('a send that did not leave the page never turns "Save" into a send', async ({ page }) => {
  const { link } = await book(page, 'en', 42);
  const token = new URL(link).searchParams.get('token') ?? '';
  await page.goto(link);
  // The script checks a send once the core is here (the search box is added then).
  await expect(page.getByRole('searchbox', { name: tr('en', 'intake-medicine-search') })).toBeVisible();
  await answerAll(page, 'en');
  let posts = 0;
  await page.route('**/forms/intake', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    // The send goes nowhere (like a failed navigation the back button returns from): the page stays.
    if (posts === 1) return route.fulfill({ status: 204 });
    return route.continue();
  });
  await page.getByRole('button', { name: tr('en', 'intake-send') }).click();
  await expect.poll(() => posts).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await page.getByRole('button', { name: tr('en', 'intake-save') }).click();
  await expect(page.locator('#intake-status[data-saved-now]')).toHaveText(tr('en', 'intake-saved'));
  expect(posts).toBe(2);
  const now = await (await page.request.get(`${base}/api/intake?token=${token}`)).json();
  expect(now.status).toBe('draft');
});

test("the copy on the device expires, is judged by the server's save time and is cleared when the link takes no more answers", async ({ page }) => {
  const { link, code, email } = await book(page, 'en', 43);
  const token = new URL(link).searchParams.get('token') ?? '';
  const relation = page.getByRole('textbox', { name: tr('en', 'intake-emergency-relation') });
  await page.goto(link);
  // Copies of other links: one expired, one an older script's (no end), one still running.
  await page.evaluate(() => {
    const far = Date.now() + 86_400_000;
    localStorage.setItem('clinic-intake:EXPIRED001', JSON.stringify({ savedAt: null, expires: Date.now() - 1000, answers: {} }));
    localStorage.setItem('clinic-intake:OLDSCRIPT1', JSON.stringify({ at: Date.now(), answers: {} }));
    localStorage.setItem('clinic-intake:RUNNING001', JSON.stringify({ savedAt: null, expires: far, answers: {} }));
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'intake-title') })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clinic-intake:')).sort()))
    .toEqual(['clinic-intake:RUNNING001']);

  // A draft on the server, saved at the server's time.
  const saved = await page.request.put(`${base}/api/intake/draft?token=${token}`, {
    data: { noMedicines: true, emergencyRelation: 'sister', healthDataConsent: true, lang: 'en' },
  });
  expect(saved.status()).toBe(200);
  const savedAt = Date.parse((await saved.json()).savedAt as string);
  const copy = (base: number, words: string, expires = Date.now() + 86_400_000) =>
    page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [`clinic-intake:${code}`, JSON.stringify({ savedAt: base, expires, answers: { noMedicines: true, emergencyRelation: words, healthDataConsent: true, lang: 'en' } })],
    );
  // Typed over an older draft (whatever this device's clock says): the server's is newer.
  await copy(savedAt - 1, 'older words');
  await page.reload();
  await expect(relation).toHaveValue('sister');
  expect(await keptCopy(page, code)).toBeNull();
  // Past the link's end: dropped.
  await copy(savedAt, 'expired words', Date.now() - 1000);
  await page.reload();
  await expect(relation).toHaveValue('sister');
  expect(await keptCopy(page, code)).toBeNull();
  // Typed over the draft the server still holds: put back, though this device's clock is behind.
  await page.clock.setFixedTime(new Date(savedAt - 3_600_000));
  await copy(savedAt, 'cousin');
  await page.reload();
  await expect(relation).toHaveValue('cousin');
  await expect(page.getByRole('status').filter({ hasText: tr('en', 'intake-status-restored') })).toBeVisible();

  // The booking is cancelled meanwhile: the next save is refused (409), and nothing stays here.
  const cancelled = await page.request.post(`${base}/api/bookings/${code}/cancel`, { data: { contact: email } });
  expect(cancelled.status()).toBe(200);
  await relation.fill('cousin, who drives');
  await expect(page.getByRole('alert')).toHaveText(tr('en', 'intake-closed'), { timeout: 30_000 });
  expect(await keptCopy(page, code)).toBeNull();
  // The closed page clears a copy too.
  await copy(savedAt, 'left behind');
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(tr('en', 'intake-closed'));
  await expect.poll(() => keptCopy(page, code)).toBeNull();
});
