// The self-pay fees by render day (issue 27; Taipei requires a newly approved fee on the home page for
// 7 days, then on a public fee page). The site is prerendered again from the built frontend/dist for the
// most recently approved fee's approval day and for 7 days later (CLINIC_RENDER_TODAY), each into a copy
// (about a second each, no second Vite build), and each copy is read in Chromium: served to the page by
// request interception, so no second server is needed. Nothing depends on today's date.
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, LOCALES, open, plain, url, type Locale } from './helpers';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const json = (rel: string) => JSON.parse(readFileSync(join(repo, rel), 'utf8'));

interface Fee { id: string; branch: string; approvedOn: string }
const fee = (json('content/fees.json') as Fee[]).reduce((a, b) => (b.approvedOn > a.approvedOn ? b : a));
const feeName = (l: Locale): string => json(`content/${l}/fees.json`)[fee.id].name;
const branchName = (l: Locale): string => json(`content/${l}/clinics.json`).branches[fee.branch].name;
/** A one-line Fluent message of i18n/<locale>/<file>. */
const message = (l: Locale, file: string, key: string): string => {
  const line = new RegExp(`^${key} = (.+)$`, 'm').exec(readFileSync(join(repo, 'i18n', l, file), 'utf8'));
  if (!line) throw new Error(`i18n/${l}/${file} has no one-line ${key}`);
  return line[1];
};
const day = (offset: number) => new Date(Date.parse(`${fee.approvedOn}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const ORIGIN = 'http://fees.test';

/** The site prerendered for `today` into a copy of frontend/dist; its directory. */
function prerender(today: string): string {
  const source = join(repo, 'frontend', 'dist');
  if (!existsSync(join(source, 'index.html'))) throw new Error('frontend/dist is missing: run `make frontend` first');
  const out = mkdtempSync(join(tmpdir(), 'clinic-e2e-fees-'));
  // Precompressed pages would be the first render's: only the bundles keep theirs.
  cpSync(source, out, { recursive: true, filter: (p) => !/\.(br|gz)$/.test(p) || p.includes(`${sep}assets${sep}`) });
  execFileSync(process.execPath, [join(repo, 'frontend', 'scripts', 'prerender.mjs')], {
    env: { ...process.env, PRERENDER_DIST: out, CLINIC_RENDER_TODAY: today },
    stdio: 'pipe',
  });
  return out;
}

/** Serves a prerendered copy at ORIGIN: a page's path is its index.html, anything else its file. */
async function serve(page: Page, dist: string) {
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = join(dist, decodeURIComponent(new URL(route.request().url()).pathname));
    const found = [file, join(file, 'index.html')].find((f) => f.startsWith(dist) && existsSync(f) && statSync(f).isFile());
    return found ? route.fulfill({ path: found }) : route.fulfill({ status: 404, body: '' });
  });
}

const builds: Record<'approved' | 'weekLater', string> = { approved: '', weekLater: '' };
test.beforeAll(() => {
  builds.approved = prerender(day(0));
  builds.weekLater = prerender(day(7));
});
test.afterAll(() => {
  for (const dir of Object.values(builds)) if (dir) rmSync(dir, { recursive: true, force: true });
});
test.use({ serviceWorkers: 'block' });

const newFeesHeading = (page: Page, l: Locale) => page.getByRole('heading', { level: 2, name: plain(message(l, 'home.ftl', 'home-fees-title')) });
/** The fee's card on the fee page: in its branch's section (both branches may name a fee alike). */
const feeCard = (page: Page, l: Locale) =>
  page.getByRole('region', { name: branchName(l), exact: true }).getByRole('article', { name: feeName(l) });

test('on its approval day a fee is on the home page, with a link to the fee page, and marked new there, in every language', async ({ page }) => {
  await serve(page, builds.approved);
  for (const l of LOCALES) {
    await open(page, ORIGIN + url(l, '/'));
    const section = page.getByRole('region', { name: plain(message(l, 'home.ftl', 'home-fees-title')) });
    await expect(newFeesHeading(page, l), l).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: feeName(l) }), l).toBeVisible();
    await expect(section.getByText(branchName(l), { exact: true }), l).toBeVisible();
    await section.getByRole('link', { name: plain(message(l, 'home.ftl', 'home-fees-all')) }).click();
    await expect(page).toHaveURL(ORIGIN + url(l, '/fees'));
    await expect(page.locator('html')).toHaveAttribute('dir', l === 'ar' ? 'rtl' : 'ltr');
    await expect(feeCard(page, l).getByText(message(l, 'pages.ftl', 'fees-new'), { exact: true }), l).toBeVisible();
  }
});

test('7 days after its approval a fee has left the home page and stays on the fee page, no longer new, in every language', async ({ page }) => {
  await serve(page, builds.weekLater);
  for (const l of LOCALES) {
    await open(page, ORIGIN + url(l, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(newFeesHeading(page, l), l).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: feeName(l), exact: true }), l).toHaveCount(0);
    await open(page, ORIGIN + url(l, '/fees'));
    await expect(feeCard(page, l), l).toBeVisible();
    await expect(feeCard(page, l).getByText(message(l, 'pages.ftl', 'fees-new'), { exact: true }), l).toHaveCount(0);
  }
});

test('the home page with new fees and the fee page pass axe in zh-TW, en and ar', async ({ page }) => {
  await serve(page, builds.approved);
  const failures: string[] = [];
  for (const l of ['zh-TW', 'en', 'ar'] as const) {
    for (const path of ['/', '/fees']) {
      await open(page, ORIGIN + url(l, path));
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode().analyze();
      for (const v of result.violations) failures.push(`${url(l, path)} ${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
    }
  }
  expect(failures).toEqual([]);
});
