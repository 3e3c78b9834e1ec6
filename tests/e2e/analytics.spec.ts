import { expect, test, type Page } from '@playwright/test';
import { dataLayerEvents, url, waitForHydration, type Locale } from './helpers';

// the product’s outgoing calls's named events reach the analytics layer at the moment a reader expects them, and only
// under analytics consent. No request ever leaves for Google here: any tag host is intercepted.

async function withConsent(page: Page, analytics: boolean) {
  await page.addInitScript((granted) => {
    localStorage.setItem(
      'medical-privacy-consent',
      JSON.stringify({ analytics: granted, functional: true, marketing: false, timestamp: new Date().toISOString(), version: '1.0' }),
    );
  }, analytics);
  const google: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com|analytics\.google\.com/, (route) => {
    google.push(route.request().url());
    return route.fulfill({ status: 204, body: '' });
  });
  return google;
}

const named = async (page: Page, name: string) =>
  (await dataLayerEvents(page)).filter((e) => e[0] === 'event' && e[1] === name).map((e) => e[2] as Record<string, unknown>);

const VIEWS: [Locale, string, string, Record<string, unknown>][] = [
  ['zh-TW', '/services', 'service_view', { service: 'overview' }],
  ['en', '/lipoma', 'service_view', { service: 'lipoma' }],
  ['ar', '/cyst', 'service_view', { service: 'cyst' }],
  ['zh-TW', '/cases', 'case_study_view', {}],
  ['en', '/cases', 'case_study_view', {}],
  ['ar', '/cases', 'case_study_view', {}],
];

for (const [locale, path, event, params] of VIEWS) {
  test(`opening ${path} in ${locale} sends ${event} once, after the consent default`, async ({ page }) => {
    const google = await withConsent(page, true);
    await page.goto(url(locale, path));
    await waitForHydration(page);
    await expect.poll(async () => (await named(page, event)).length).toBe(1);
    expect((await named(page, event))[0]).toMatchObject(params);
    const layer = await dataLayerEvents(page);
    const consentDefault = layer.findIndex((e) => e[0] === 'consent' && e[1] === 'default');
    const sent = layer.findIndex((e) => e[0] === 'event' && e[1] === event);
    expect(consentDefault).toBeGreaterThanOrEqual(0);
    expect(sent).toBeGreaterThan(consentDefault);
    // This build has no measurement id: the tag itself is never requested.
    expect(google).toEqual([]);
  });
}

test('without analytics consent no named event is sent', async ({ page }) => {
  await withConsent(page, false);
  await page.goto(url('en', '/services'));
  await waitForHydration(page);
  const layer = await dataLayerEvents(page);
  expect(layer.some((e) => e[0] === 'consent' && e[1] === 'update' && (e[2] as { analytics_storage: string }).analytics_storage === 'denied')).toBe(true);
  expect(await named(page, 'service_view')).toEqual([]);
});
