// The clinic publishes its own site (issue 27): an editor changes a FAQ answer in ja, a reviewer
// approves it, and the public page shows it in Chromium, rendered by the site's real prerender into a
// new site version; an admin rolls back and the page shows the earlier answer again. A server of its
// own (own-server.ts): its publications never reach the shared server's pages.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, withAnswer, type ApiSession } from './content-support';
import { startClinic, type OwnServer } from './own-server';

let clinic: OwnServer;

const session = (role: 'admin' | 'staff', contentRole?: 'editor' | 'reviewer') => apiSession(clinic, role, contentRole);
const headers = (s: ApiSession) => s.headers;

/** The ja FAQ page with its first question opened, as a patient who has not been here reads it (a
 *  fresh browser: pages stay in a browser's cache for up to a minute, docs/deployment.md). */
async function openFirstAnswer(browser: Browser, path = '/ja/faq/'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${clinic.base}${path}`);
  await page.locator('main details summary').first().click();
  return page;
}

/** The editor's change of the first ja FAQ answer, submitted for review. */
async function editFirstAnswer(editor: ApiSession, answer: string) {
  const doc = await (await editor.api.get('/api/admin/content/document?path=ja/faq.json')).json();
  const body = withAnswer(doc.body as string, 0, answer);
  const saved = await editor.api.put('/api/admin/content/draft', {
    headers: headers(editor),
    data: { path: 'ja/faq.json', body, baseRevision: doc.revision },
  });
  expect(saved.status()).toBe(200);
  const submitted = await editor.api.post('/api/admin/content/submit', { headers: headers(editor), data: { path: 'ja/faq.json' } });
  expect(submitted.status()).toBe(200);
}

test.beforeAll(async () => {
  clinic = await startClinic({});
});

test.afterAll(() => clinic?.stop());

test('an editor changes a FAQ answer in ja, a reviewer approves it, the public page shows it, and a rollback brings the old one back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const editor = await session('staff', 'editor');
  const reviewer = await session('staff', 'reviewer');
  const admin = await session('admin');

  let page = await openFirstAnswer(browser);
  const original = (await page.locator('main details').first().textContent()) ?? '';

  const first = '受付は24時間オンラインで承っています（公開テスト 1）。';
  await editFirstAnswer(editor, first);
  // An editor cannot publish.
  const refused = await editor.api.post('/api/admin/content/review', {
    headers: headers(editor),
    data: { path: 'ja/faq.json', decision: 'approve' },
  });
  expect(refused.status()).toBe(403);

  const started = Date.now();
  const approved = await reviewer.api.post('/api/admin/content/review', {
    headers: headers(reviewer),
    data: { path: 'ja/faq.json', decision: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const firstVersion = ((await approved.json()) as { version: string }).version;
  expect(firstVersion).toMatch(/^site_/);
  page = await openFirstAnswer(browser);
  await expect(page.getByText(first)).toBeVisible();
  const served = Date.now() - started;
  test.info().annotations.push({ type: 'approval to page served', description: `${served} ms` });
  console.log(`content publishing: approval to the new page served in ${served} ms`);

  // The other languages' pages are the build's: the change was the ja FAQ's alone.
  page = await openFirstAnswer(browser, '/en/faq/');
  await expect(page.locator('main details').first()).not.toContainText(first);

  const second = '二度目の変更です（公開テスト 2）。';
  await editFirstAnswer(editor, second);
  const again = await reviewer.api.post('/api/admin/content/review', {
    headers: headers(reviewer),
    data: { path: 'ja/faq.json', decision: 'approve' },
  });
  expect(again.status()).toBe(200);
  page = await openFirstAnswer(browser);
  await expect(page.getByText(second)).toBeVisible();

  // A reviewer cannot roll back; an admin can, to any kept version.
  const versions = await (await reviewer.api.get('/api/admin/site/versions')).json();
  expect(versions.items).toHaveLength(2);
  expect(
    (await reviewer.api.post('/api/admin/site/rollback', { headers: headers(reviewer), data: { version: firstVersion } })).status(),
  ).toBe(403);
  const rolled = await admin.api.post('/api/admin/site/rollback', { headers: headers(admin), data: { version: firstVersion } });
  expect(rolled.status()).toBe(200);
  page = await openFirstAnswer(browser);
  await expect(page.getByText(first)).toBeVisible();
  await expect(page.locator('main details').first()).not.toContainText(second);
  expect(original).not.toContain(first);

  for (const s of [editor, reviewer, admin]) await s.api.dispose();
});
