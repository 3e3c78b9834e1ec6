// A patient on a phone and a slow mobile network (issue 11): the page paints from the prerendered HTML
// long before its scripts arrive, so what happens in between must never be lost or redrawn.
import { test, expect, type Page } from '@playwright/test';
import { LOCALES, open, url, waitForHydration } from './helpers';
import { bookingBody, openDay, PEOPLE, tr } from './forms-support';

// Day 115 of openDay() belongs to this file.

const PHONE = { width: 390, height: 844 };
// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Throttles the page's network through the DevTools protocol: the scripts take seconds to arrive. */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // about Chromium's "Slow 3G": 400 ms round trips, ~50 KB/s down
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
}

/** Holds every script of the site back until the returned function is called: the page stays plain HTML. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.(js|wasm)$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer));

/** Chooses early.png in the assessment's photo picker (a real file input, even in the plain HTML page). */
async function chooseEarlyPhoto(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText(tr('en', 'assess-photos-choose'), { exact: true }).click();
  await (await chooser).setFiles({ name: 'early.png', mimeType: 'image/png', buffer: PNG });
}

/** Answers every required question of the assessment (in en), photos apart. */
async function answerAssessment(page: Page) {
  await page.getByRole('radio', { name: tr('en', 'assess-size-5_to_10cm') }).check();
  await page.getByLabel(tr('en', 'assess-field-location')).selectOption('back');
  await page.getByLabel(tr('en', 'assess-field-duration')).selectOption('over_year');
  await page.getByLabel(tr('en', 'assess-field-age')).fill('40');
  await page.getByRole('checkbox', { name: tr('en', 'assess-symptom-pain') }).check();
  await page.getByRole('checkbox', { name: tr('en', 'assess-terms') }).check();
  await page.getByRole('checkbox', { name: tr('en', 'assess-health-consent') }).check();
}

async function withConsent(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem(
      'medical-privacy-consent',
      JSON.stringify({ analytics: false, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' }),
    ),
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a name typed into the booking form before the scripts finish is still there after, and a stored draft fills only the rest', async ({ page }) => {
    await withConsent(page);
    await page.addInitScript(() =>
      sessionStorage.setItem('booking-draft', JSON.stringify({ name: 'Draft Name', phone: '0912 345 678', email: 'draft@example.com' })),
    );
    await slowNetwork(page);
    await page.goto(url('en', '/medical-booking'), { waitUntil: 'domcontentloaded' });
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Mei Chen');
    expect(await hydrated(page)).toBe(false); // typed while the page was still plain HTML
    await waitForHydration(page);
    // a later edit re-renders the form from its state: the early input must be in that state
    await page.getByRole('textbox', { name: 'Where on the body' }).fill('upper back');
    await expect(name).toHaveValue('Mei Chen');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0912 345 678');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('draft@example.com');
  });

  test('text typed into the inquiry and assessment forms before the scripts finish is still there after', async ({ page }) => {
    await withConsent(page);
    await slowNetwork(page);
    await page.goto(url('en', '/contact'), { waitUntil: 'domcontentloaded' });
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill('Question about a cyst');
    expect(await hydrated(page)).toBe(false);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Message' }).fill('Is it painful?');
    await expect(subject).toHaveValue('Question about a cyst');

    await page.goto(url('en', '/assessment'), { waitUntil: 'domcontentloaded' });
    const age = page.getByRole('textbox', { name: 'Age of the patient' });
    await age.fill('42');
    expect(await hydrated(page)).toBe(false);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('mei@example.com');
    await expect(age).toHaveValue('42');
  });

  test('a photo chosen before the scripts arrive is shown in the picker after, and is sent', async ({ page }) => {
    await withConsent(page);
    const release = await holdScripts(page);
    await page.goto(url('en', '/assessment'), { waitUntil: 'domcontentloaded' });
    // the chooser is a real control in the plain HTML page: the label opens the file dialog
    await chooseEarlyPhoto(page);
    expect(await hydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    const previews = page.getByRole('list', { name: tr('en', 'assess-photos-list') }).getByRole('img');
    await expect(previews).toHaveCount(1);
    await expect(previews.first()).toHaveAccessibleName(/early\.png/);

    await answerAssessment(page);
    const upload = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/assessments');
    await page.getByRole('button', { name: tr('en', 'assess-submit') }).click();
    const body = (await upload).postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain('filename="early.png"');
    expect(body).toContain(PNG.toString('latin1'));
    await expect(page.getByRole('heading', { name: tr('en', 'assess-result-title') })).toBeFocused();
  });

  test('words typed into the article search before the scripts finish are searched for, not wiped', async ({ page }) => {
    await withConsent(page);
    await slowNetwork(page);
    await page.goto(url('en', '/articles'), { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox');
    await search.fill('lipoma');
    expect(await hydrated(page)).toBe(false);
    await waitForHydration(page);
    await expect(search).toHaveValue('lipoma');
    await expect(page).toHaveURL(/[?&]q=lipoma/);
  });

  test('a status lookup sent before the scripts arrive is sent once they do, and the e-mail never goes into the address', async ({ page }) => {
    const booked = await page.request.post('/api/bookings', { data: bookingBody('en', openDay(115), '10:00') });
    expect(booked.status()).toBe(201);
    const code: string = (await booked.json()).confirmationCode;
    await withConsent(page);
    const lookups: string[] = [];
    page.on('request', (r) => {
      // the lookup itself (the booking's reminder choice, asked for after it, is another resource)
      if (/^\/api\/bookings\/[^/]+$/.test(new URL(r.url()).pathname)) lookups.push(r.url());
    });
    const release = await holdScripts(page);
    const status = url('en', '/booking-status');
    await page.goto(status, { waitUntil: 'domcontentloaded' });
    await page.getByLabel(tr('en', 'status-field-code')).fill(code);
    await page.getByLabel(tr('en', 'status-field-contact')).fill(PEOPLE.en.email);
    await page.getByRole('button', { name: tr('en', 'status-submit') }).click();
    // the browser's own sending (a GET of this page with the e-mail in the address) is held
    await expect(page.locator('form[data-held-submit]')).toHaveCount(1);
    expect(page.url()).toMatch(new RegExp(`${status}$`));
    expect(await hydrated(page)).toBe(false);
    release();
    await expect(page.getByText(tr('en', 'status-state-pending'), { exact: true })).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${status}$`));
    expect(lookups).toHaveLength(1);
  });

  test("the home page's booking starter sent before the scripts arrive goes on to the booking form, the name not in the address", async ({ page }) => {
    await withConsent(page);
    const release = await holdScripts(page);
    await page.goto(url('en', '/'), { waitUntil: 'domcontentloaded' });
    const starter = page.getByRole('form', { name: tr('en', 'home-starter-title') });
    await starter.getByLabel(tr('en', 'booking-field-name')).fill('Mei Chen');
    await starter.getByLabel(tr('en', 'booking-field-phone')).fill('0912 345 678');
    await starter.getByRole('button', { name: tr('en', 'home-starter-continue') }).click();
    await expect(page.locator('form[data-held-submit]')).toHaveCount(1);
    expect(page.url()).not.toContain('Mei');
    release();
    await page.waitForURL(url('en', '/medical-booking'));
    await waitForHydration(page);
    await expect(page.getByRole('textbox', { name: tr('en', 'booking-field-name') })).toHaveValue('Mei Chen');
  });

  test('an assessment sent before the scripts arrive waits for the photo chosen then, and goes with it', async ({ page }) => {
    await withConsent(page);
    const release = await holdScripts(page);
    await page.goto(url('en', '/assessment'), { waitUntil: 'domcontentloaded' });
    await chooseEarlyPhoto(page);
    await answerAssessment(page);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/assessments') uploads.push(r.postDataBuffer()?.toString('latin1') ?? '');
    });
    await page.getByRole('button', { name: tr('en', 'assess-submit') }).click();
    await expect(page.locator('form[data-held-submit]')).toHaveCount(1);
    expect(await hydrated(page)).toBe(false);
    release();
    await expect(page.getByRole('heading', { name: tr('en', 'assess-result-title') })).toBeFocused();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toContain('filename="early.png"');
  });

  test('hydration keeps the prerendered page, consent banner included', async ({ page }) => {
    await slowNetwork(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { painted: Element[] }).painted = [...document.querySelectorAll('main h1, main p, main img, [data-consent-banner] p')];
      });
    });
    for (const path of ['/services', '/articles', '/medical-booking']) {
      await page.goto(url('en', path), { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
      expect(await hydrated(page), path).toBe(false); // painted with the page, before the scripts
      await waitForHydration(page);
      const replaced = await page.evaluate(() => (window as unknown as { painted: Element[] }).painted.filter((n) => !n.isConnected).length);
      expect(replaced, path).toBe(0);
    }
  });

  test('the scripts are asked for only once the page is painted and loaded, and measuring the bars restyles only what uses them', async ({ page }) => {
    for (const path of ['/', '/services', '/medical-booking']) {
      await open(page, url('ar', path), { consent: false }); // the consent banner is up
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
        const scripts = performance.getEntriesByType('resource').filter((r) => /\/assets\/.*\.js$/.test(r.name));
        return { fcp, load, count: scripts.length, first: Math.min(...scripts.map((r) => r.startTime)) };
      });
      expect(timing.count, path).toBeGreaterThan(0);
      // On a slow network the app's scripts would otherwise take bandwidth from the page's own first
      // and largest paint.
      expect(timing.first, path).toBeGreaterThan(timing.fcp);
      // after the load event, or (a picture still loading) from 1 s after the first paint on
      expect(timing.first >= timing.load || timing.first >= timing.fcp + 1000, `${path}: ${JSON.stringify(timing)}`).toBe(true);
      // The bars' heights sit on the root and on the pill, never inherited by the whole page (a
      // height set on the root for every element to inherit restyles all of them at once).
      const heights = await page.evaluate(() => {
        const read = (el: Element) => getComputedStyle(el).getPropertyValue('--header-height').trim();
        return { root: read(document.documentElement), main: read(document.querySelector('main')!), pill: document.querySelector('[data-insets]') && getComputedStyle(document.querySelector('[data-insets]')!).getPropertyValue('--consent-height').trim() };
      });
      expect(heights.root, path).toBe(`${await page.locator('header > div').first().evaluate((el) => (el as HTMLElement).offsetHeight)}px`);
      expect(heights.main, path).toBe('80px'); // the registered initial value: nothing inherited
      expect(heights.pill, path).toBe(`${await page.locator('[data-consent-banner]').evaluate((el) => (el as HTMLElement).offsetHeight)}px`);
    }
  });

  test('statistics read their true values before any animation', async ({ page }) => {
    await open(page, url('en', '/'));
    const counters = page.locator('p.text-4xl > span[aria-hidden="true"]');
    // what is drawn (aria-hidden) equals what is read out (the final values), e.g. never "0+"
    const drawn = await counters.allTextContents();
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn).toEqual(await page.locator('p.text-4xl > span.sr-only').allTextContents());
  });

  test('in English, tabbing past an empty field (even backwards) shows no error', async ({ page }) => {
    await open(page, url('en', '/medical-booking'));
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await name.fill('M');
    await name.fill('');
    await page.keyboard.press('Tab');
    await expect(page.getByText('This field is required')).toHaveCount(1);
  });
  test('after a failed submit the error summary is fully in view, below the sticky header', async ({ page }) => {
    await open(page, url('en', '/medical-booking'));
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Full name' });
    await expect(summary).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    const header = (await page.locator('header').boundingBox())!;
    const box = (await summary.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  });

  test('a toast never covers the control in use', async ({ page }) => {
    await open(page, url('en', '/style-guide'));
    const button = page.getByRole('button', { name: 'Show a toast' });
    // the button low on the screen, where a toast appears
    await button.evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().top - (window.innerHeight - 130)));
    await button.click();
    const toast = page.locator('li.toast');
    await expect(toast).toBeVisible();
    await expect(button).toBeFocused();
    // wait for the toast to have settled where it stays
    await expect
      .poll(async () => {
        const [a, b] = [(await toast.boundingBox())!, (await button.boundingBox())!];
        return a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
      })
      .toBe(true);
  });
});

test('the quick-links pill fits a 320 px screen in every language', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const locale of LOCALES) {
    await page.goto(url(locale, '/'));
    // measured where it is laid out, shown or not (it appears only after scrolling)
    const pill = page.locator('nav:has(a[href$="/appointment"])');
    const boxes = await pill.evaluate((nav) => ({
      nav: nav.getBoundingClientRect().toJSON() as DOMRect,
      links: [...nav.querySelectorAll('a')].map((a) => ({ box: a.getBoundingClientRect().toJSON() as DOMRect, clipped: a.scrollWidth > a.clientWidth })),
    }));
    expect(boxes.links).toHaveLength(4);
    expect(boxes.nav.left, locale).toBeGreaterThanOrEqual(0);
    expect(boxes.nav.right, locale).toBeLessThanOrEqual(320);
    for (const link of boxes.links) {
      expect(link.box.left, locale).toBeGreaterThanOrEqual(boxes.nav.left);
      expect(link.box.right, locale).toBeLessThanOrEqual(boxes.nav.right);
      expect(link.clipped, locale).toBe(false);
    }
  }
  await context.close();
});
