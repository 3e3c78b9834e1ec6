// The site as built with GA_MEASUREMENT_ID (issue 14 point 5), served by analytics-build.config.ts: the
// tag loads only after consent, the consent update reaches it, the CSP lets it and its hits through,
// and the product’s outgoing calls's six named events are measured at the moment a reader expects them.
//
// Nothing leaves for the internet: Google's tag is answered with a stand-in that works as gtag.js does
// (it reads the data layer, the queue and every later push, and sends the events as measurement hits
// to Google Analytics' collect endpoint, batched a moment later, so an event pushed right before the
// page is left is lost as it can be with the real tag), and those hits are answered here and recorded.
// Day 94 of openDay() belongs to this file (90-93 to dashboard-international.spec.ts).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MEASUREMENT_ID, PUBLISHED_VIDEO } from './analytics-fixture';
import { fillBooking, labelled, openDay, PEOPLE, tr } from './forms-support';
import { dataLayerEvents, url, waitForHydration, type Locale } from './helpers';

/** The stand-in for gtag.js: consent state from the consent commands, each event as a hit. */
const TAG = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var consent = { ad_storage: 'denied', analytics_storage: 'denied' };
  var commands = (window.__tagCommands = []);
  var batch = [];
  var config = {};
  function hit(name, params) {
    // as gtag.js: page_location and page_referrer (an event's, else the config's) replace the
    // address and the referrer it would read itself, and are sent as those, not as event parameters
    var at = params.page_location || config.page_location || location.href;
    var from = params.page_referrer || config.page_referrer || document.referrer;
    var q = new URLSearchParams({ v: '2', tid: id, en: name, dl: at, gcs: 'G1' + (consent.ad_storage === 'granted' ? 1 : 0) + (consent.analytics_storage === 'granted' ? 1 : 0) });
    if (from) q.set('dr', from);
    for (var k in params) if (k !== 'page_location' && k !== 'page_referrer') q.set('ep.' + k, String(params[k]));
    if (batch.push(q.toString()) === 1) setTimeout(send, 300);
  }
  function send() {
    batch.splice(0).forEach(function (q) { navigator.sendBeacon('https://region1.google-analytics.com/g/collect?' + q); });
  }
  function run(entry) {
    var args = Array.prototype.slice.call(entry);
    commands.push(JSON.parse(JSON.stringify(args)));
    if (args[0] === 'consent') Object.assign(consent, args[2]);
    else if (args[0] === 'config') Object.assign(config, args[2]);
    else if (args[0] === 'event') hit(args[1], args[2] || {});
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(run);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) run(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;

interface Hit {
  tid: string;
  en: string;
  gcs: string;
  /** The path of the page that sent it. */
  page: string;
  params: Record<string, string>;
}

/** Answers every request for another host here: the tag, its hits, and YouTube's player. */
async function intercept(context: BrowserContext) {
  const tagRequests: string[] = [];
  const hits: Hit[] = [];
  /** Every hit's whole address, as it would reach Google. */
  const sentUrls: string[] = [];
  const elsewhere: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });
  await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await context.route(/^https:\/\/[a-z0-9.-]*googletagmanager\.com\//, (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: TAG });
  });
  await context.route(/^https:\/\/[a-z0-9.-]*(google-analytics\.com|analytics\.google\.com)\//, (route) => {
    sentUrls.push(route.request().url());
    const u = new URL(route.request().url());
    const params = Object.fromEntries([...u.searchParams].filter(([k]) => k.startsWith('ep.')).map(([k, v]) => [k.slice(3), v]));
    const page = new URL(u.searchParams.get('dl') ?? 'about:blank').pathname;
    hits.push({ tid: u.searchParams.get('tid') ?? '', en: u.searchParams.get('en') ?? '', gcs: u.searchParams.get('gcs') ?? '', page, params });
    return route.fulfill({ status: 204, body: '' });
  });
  return { tagRequests, hits, sentUrls, elsewhere };
}

/** Every Content-Security-Policy violation of the page, as the browser reports it. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

async function withAnalyticsConsent(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'medical-privacy-consent',
      JSON.stringify({ analytics: true, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' }),
    );
  });
}

/** The hits of one event name, once at least `count` have arrived. */
async function hitsOf(hits: Hit[], name: string, count = 1): Promise<Hit[]> {
  await expect.poll(() => hits.filter((h) => h.en === name).length, { message: `${name} hits` }).toBeGreaterThanOrEqual(count);
  return hits.filter((h) => h.en === name);
}

test.beforeEach(async ({ page }) => {
  await watchPolicy(page);
});

test.afterEach(async ({ page }) => {
  if (!page.isClosed()) expect(await violations(page)).toEqual([]);
});

test('nothing of the tag loads before consent; accepting loads it, then sends the consent update and the hits', async ({ page, context }) => {
  const google = await intercept(context);
  const response = await page.goto(url('en', '/'));
  // the CSP lets exactly the tag's hosts through, because this build carries a measurement id
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
  expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: tr('en', 'consent-title') });
  await expect(banner).toBeVisible();
  // the consent default is in the layer, but no tag and no request
  const layer = await dataLayerEvents(page);
  expect(layer).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(google.tagRequests).toEqual([]);
  expect(google.hits).toEqual([]);

  await banner.getByRole('button', { name: tr('en', 'consent-accept-all') }).click();
  await expect.poll(() => google.tagRequests.length).toBe(1);
  expect(new URL(google.tagRequests[0]).searchParams.get('id')).toBe(MEASUREMENT_ID);
  // the tag reads, in order: the denied default, the granted update, then its configuration
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagCommands?: unknown[][] }).__tagCommands?.length ?? 0)).toBeGreaterThan(2);
  const commands = await page.evaluate(() => (window as unknown as { __tagCommands: unknown[][] }).__tagCommands);
  const defaultAt = commands.findIndex((c) => c[0] === 'consent' && c[1] === 'default');
  const updateAt = commands.findIndex((c) => c[0] === 'consent' && c[1] === 'update' && (c[2] as { analytics_storage?: string }).analytics_storage === 'granted');
  const configAt = commands.findIndex((c) => c[0] === 'config' && c[1] === MEASUREMENT_ID);
  expect(defaultAt).toBeGreaterThanOrEqual(0);
  expect(updateAt).toBeGreaterThan(defaultAt);
  expect(configAt).toBeGreaterThan(updateAt);

  // the next page is measured, under granted analytics consent
  await page.goto(url('en', '/lipoma'));
  await waitForHydration(page);
  const [view] = await hitsOf(google.hits, 'service_view');
  expect(view).toEqual({ tid: MEASUREMENT_ID, en: 'service_view', gcs: 'G101', page: '/en/lipoma', params: { service: 'lipoma' } });
  const [pageView] = await hitsOf(google.hits, 'page_view');
  expect(pageView.params).toMatchObject({ page_path: '/lipoma', language: 'en' });
  expect(google.elsewhere).toEqual([]);
});

test('choosing necessary cookies only never loads the tag', async ({ page, context }) => {
  const google = await intercept(context);
  await page.goto(url('ar', '/cyst'));
  await waitForHydration(page);
  await page.getByRole('button', { name: tr('ar', 'consent-necessary-only') }).click();
  await page.goto(url('ar', '/cases'));
  await waitForHydration(page);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(google.tagRequests).toEqual([]);
  expect(google.hits).toEqual([]);
  expect(google.elsewhere).toEqual([]);
});

const VIEWS: [Locale, string, string, Record<string, string>][] = [
  ['zh-TW', '/services', 'service_view', { service: 'overview' }],
  ['ar', '/cyst', 'service_view', { service: 'cyst' }],
  ['ar', '/cases', 'case_study_view', {}],
  ['zh-TW', '/cases', 'case_study_view', {}],
];

for (const [locale, path, event, params] of VIEWS) {
  test(`opening ${path} in ${locale} measures ${event} once`, async ({ page, context }) => {
    const google = await intercept(context);
    await withAnalyticsConsent(page);
    await page.goto(url(locale, path));
    await waitForHydration(page);
    const [hit] = await hitsOf(google.hits, event);
    expect(hit).toMatchObject({ tid: MEASUREMENT_ID, gcs: 'G101', params });
    if (event === 'case_study_view') expect(Number(hit.params.cases)).toBeGreaterThan(0);
    // once: a later look at the layer finds no second one
    await expect.poll(() => google.hits.filter((h) => h.en === 'page_view').length).toBe(1);
    expect(google.hits.filter((h) => h.en === event)).toHaveLength(1);
  });
}

test('pressing play on a video measures video_engagement, and the player loads only then', async ({ page, context }) => {
  const google = await intercept(context);
  await withAnalyticsConsent(page);
  await page.goto(url('en', '/videos'));
  await waitForHydration(page);
  await expect(page.locator('iframe')).toHaveCount(0);
  const play = page.getByRole('button', { name: new RegExp(`^${tr('en', 'videos-play', { title: '' }).trim()}`) });
  await expect(play).toHaveCount(1); // the one published video of this build
  await play.click();
  await expect(page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${PUBLISHED_VIDEO.youtubeId}"]`)).toBeVisible();
  const [hit] = await hitsOf(google.hits, 'video_engagement');
  expect(hit).toMatchObject({ tid: MEASUREMENT_ID, gcs: 'G101', params: { video_id: PUBLISHED_VIDEO.id, video_category: 'lipoma', action: 'play' } });
});

test('switching the language measures language_switch on the page it leads to', async ({ page, context }) => {
  const google = await intercept(context);
  await withAnalyticsConsent(page);
  await page.goto(url('en', '/doctor'));
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await page.waitForURL((u) => u.pathname === url('ar', '/doctor'));
  const [hit] = await hitsOf(google.hits, 'language_switch');
  expect(hit).toMatchObject({ tid: MEASUREMENT_ID, gcs: 'G101', params: { from: 'en', to: 'ar' } });
});

test('continuing from the home page starter measures consultation_request, although the page is left at once', async ({ page, context }) => {
  const google = await intercept(context);
  await withAnalyticsConsent(page);
  await page.goto(url('zh-TW', '/'));
  await waitForHydration(page);
  const starter = page.locator('form').filter({ has: page.getByRole('button', { name: tr('zh-TW', 'home-starter-continue') }) });
  await starter.getByLabel(tr('zh-TW', 'booking-field-name')).fill(PEOPLE['zh-TW'].name);
  await starter.getByLabel(tr('zh-TW', 'booking-field-phone')).fill(PEOPLE['zh-TW'].phone);
  await starter.getByRole('button', { name: tr('zh-TW', 'home-starter-continue') }).click();
  await page.waitForURL((u) => u.pathname === '/medical-booking');
  // kept for the next page, which sends it: pushed on the home page it would be lost with the batch
  const [hit] = await hitsOf(google.hits, 'consultation_request');
  expect(hit).toEqual({ tid: MEASUREMENT_ID, en: 'consultation_request', gcs: 'G101', page: '/medical-booking', params: { source: 'home', language: 'zh-TW' } });
  expect(google.hits.filter((h) => h.en === 'consultation_request')).toHaveLength(1);
  const sent = JSON.stringify(google.hits);
  for (const personal of Object.values(PEOPLE['zh-TW'])) expect(sent).not.toContain(personal);
});

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`an inquiry sent from the contact page in ${locale} measures consultation_request, with no personal data in the hit`, async ({ page, context }) => {
    const google = await intercept(context);
    await withAnalyticsConsent(page);
    await page.goto(url(locale, '/contact'));
    await waitForHydration(page);
    const form = page.getByRole('form', { name: tr(locale, 'inquiry-title') });
    const person = PEOPLE[locale];
    await form.getByLabel(tr(locale, 'booking-field-name')).fill(person.name);
    await form.getByLabel(tr(locale, 'forms-field-email')).fill(person.email);
    await form.getByLabel(tr(locale, 'booking-field-phone')).fill(person.phone);
    await form.getByLabel(labelled(locale, 'inquiry-field-type')).selectOption('international');
    await form.getByLabel(labelled(locale, 'inquiry-field-subject')).fill('Lipoma on my back');
    await form.getByLabel(labelled(locale, 'inquiry-field-message')).fill('I have a lump of about 4 cm. Can I come next month?');
    await form.getByRole('checkbox', { name: tr(locale, 'inquiry-terms') }).check();
    await form.getByRole('button', { name: tr(locale, 'inquiry-submit') }).click();
    await expect(page.getByRole('heading', { name: tr(locale, 'inquiry-sent-title') })).toBeFocused();
    const [hit] = await hitsOf(google.hits, 'consultation_request');
    expect(hit).toEqual({
      tid: MEASUREMENT_ID,
      en: 'consultation_request',
      gcs: 'G101',
      page: url(locale, '/contact'),
      params: { source: 'contact', language: locale, inquiry_type: 'international' },
    });
    expect(google.hits.filter((h) => h.en === 'consultation_request')).toHaveLength(1);
    const sent = JSON.stringify(google.hits);
    for (const personal of [...Object.values(person), 'Lipoma on my back', 'lump']) expect(sent).not.toContain(personal);
  });
}

test('a booking that succeeds measures appointment_booking, with no personal data in the hit', async ({ page, context }) => {
  const google = await intercept(context);
  await withAnalyticsConsent(page);
  await page.goto(url('en', '/medical-booking'));
  await waitForHydration(page);
  await fillBooking(page, 'en', openDay(94), '10:00');
  await page.getByRole('button', { name: tr('en', 'booking-submit') }).click();
  await expect(page.getByRole('heading', { name: tr('en', 'booking-success-title') })).toBeVisible();
  const [hit] = await hitsOf(google.hits, 'appointment_booking');
  expect(hit).toEqual({ tid: MEASUREMENT_ID, en: 'appointment_booking', gcs: 'G101', page: '/en/medical-booking', params: { branch: 'taipei' } });
  const sent = JSON.stringify(google.hits);
  for (const personal of Object.values(PEOPLE.en)) expect(sent).not.toContain(personal);
});

test('a link with a personal value in its query string (?code=, ?offer=) never reaches the tag, as the address or as the next page’s referrer', async ({ page, context }) => {
  const google = await intercept(context);
  await withAnalyticsConsent(page);
  const code = 'K7XP-3M9Q-T2';
  const offer = 'offer-7q2m9x4k';
  await page.goto(`${url('en', '/booking-status')}?code=${code}`);
  await waitForHydration(page);
  const [statusView] = await hitsOf(google.hits, 'page_view');
  expect(statusView.page).toBe(url('en', '/booking-status'));

  // the reader goes on from the status page: the next page's hits name where they came from
  await page.getByRole('link', { name: tr('en', 'nav-contact'), exact: true }).filter({ visible: true }).first().click();
  await page.waitForURL((u) => u.pathname === url('en', '/contact'));
  await waitForHydration(page);
  await hitsOf(google.hits, 'page_view', 2);
  const fromStatus = google.sentUrls.find((u) => new URL(u).searchParams.get('dl')?.endsWith(url('en', '/contact')));
  expect(new URL(fromStatus ?? 'about:blank').searchParams.get('dr')).toBe(new URL(url('en', '/booking-status'), page.url()).href);

  await page.goto(`${url('en', '/medical-booking')}?offer=${offer}`);
  await waitForHydration(page);
  await hitsOf(google.hits, 'page_view', 3);
  expect(google.hits.map((h) => h.page)).toContain(url('en', '/medical-booking'));

  for (const sent of google.sentUrls) {
    expect(sent).not.toContain(code);
    expect(sent).not.toContain(encodeURIComponent(code));
    expect(sent).not.toContain(offer);
    expect(new URL(new URL(sent).searchParams.get('dl') ?? '').search).toBe('');
  }
});
