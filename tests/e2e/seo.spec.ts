import { test } from '@playwright/test';
import { expect, LOCALES, url } from './helpers';

const meta = (html: string, re: RegExp) => re.exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

test.describe('SEO', () => {
  test('every language of a page has its own title and description, a canonical, and hreflang for all 7 + x-default', async ({ request }) => {
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const html = await (await request.get(url(locale, '/services'))).text();
      expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      const title = meta(html, /<title>(.*?)<\/title>/)!;
      titles.add(title);
      expect(meta(html, /<meta name="description" content="(.*?)"/)?.length).toBeGreaterThan(20);
      expect(meta(html, /<link rel="canonical" href="(.*?)"/)).toMatch(new RegExp(`${url(locale, '/services').replace(/\//g, '\\/')}$`));
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
      expect(alternates.sort()).toEqual([...LOCALES, 'x-default'].sort());
      expect(html).not.toContain('noindex');
    }
    expect(titles.size).toBe(7);
  });

  test('the home page declares a WebSite with a search action, a MedicalClinic per branch with the opening hours, and the Physician', async ({ request }) => {
    const ld = jsonLd(await (await request.get('/en')).text());
    const site = ld.find((d) => d['@type'] === 'WebSite');
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/en\/articles\?q=\{q\}$/);
    const clinics = ld.filter((d) => d['@type'] === 'MedicalClinic');
    expect(clinics).toHaveLength(2);
    for (const c of clinics) {
      expect(c.openingHoursSpecification).toEqual([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '17:00' },
      ]);
    }
    expect(ld.some((d) => d['@type'] === 'Physician')).toBe(true);
  });

  test('content pages carry a breadcrumb list', async ({ request }) => {
    const ld = jsonLd(await (await request.get('/ar/articles/what-is-a-lipoma')).text());
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement).toHaveLength(3);
    expect(crumbs.itemListElement[0].item).toMatch(/\/ar$/);
    expect(crumbs.itemListElement[1].item).toMatch(/\/ar\/articles$/);
  });

  test('demo and staff pages are noindex and left out of the sitemap', async ({ request }) => {
    for (const path of ['/style-guide', '/en/sidebar-demo', '/medical-dashboard', '/ar/medical-dashboard']) {
      expect(await (await request.get(path)).text(), path).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('style-guide');
    expect(sitemap).not.toContain('medical-dashboard');
    expect(sitemap).not.toContain('demo');
    expect(sitemap).toContain('/en/services</loc>');
    expect(sitemap).toContain('hreflang="x-default"');
    expect(sitemap).toContain('/ar/articles/what-is-a-lipoma</loc>');
  });

  test('robots.txt points to the sitemap and keeps crawlers out of staff and demo pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /medical-dashboard');
    expect(robots).toContain('Disallow: /en/style-guide');
  });

  test('pages are served precompressed', async ({ request }) => {
    const res = await request.get('/en/about', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers()['content-encoding']).toBe('br');
  });
});
