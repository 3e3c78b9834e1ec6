// The site's content screens around the workflow (issue 27): an Arabic document is edited right to
// left; staff without a content role never see the content; a save after someone else published the
// document offers a reload and keeps the editor's text; a claim the advertising rules rule out blocks
// approval until the editor keeps it with a reason. One server of its own for the file (own-server.ts:
// publications never reach the shared server's pages); the tests use different documents and run in
// order on it.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { tr, trText } from './forms-support';
import { apiSession, publishThroughApi, signedIn, withAnswer, type ApiSession, type SignedIn } from './content-support';
import { documentText, editorLoaded, openedText, replaceText } from './content-editor-support';
import { startClinic, type OwnServer } from './own-server';

test.describe.configure({ mode: 'default' });

let clinic: OwnServer;
let editor: SignedIn;
let reviewer: SignedIn;
let others: { editor: ApiSession; reviewer: ApiSession };

const textOf = (page: Page, language: string) => documentText(page, 'en', language);
const editorUrl = (path: string) => `/medical-dashboard/content/edit?path=${encodeURIComponent(path)}`;
const nav = (page: Page) => page.getByRole('navigation', { name: tr('en', 'dash-nav-label') });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  clinic = await startClinic({});
  [editor, reviewer] = await Promise.all([signedIn(browser, clinic, 'en', 'staff', 'editor'), signedIn(browser, clinic, 'en', 'staff', 'reviewer')]);
  const [otherEditor, otherReviewer] = await Promise.all([apiSession(clinic, 'staff', 'editor'), apiSession(clinic, 'staff', 'reviewer')]);
  others = { editor: otherEditor, reviewer: otherReviewer };
});

test.afterAll(async () => {
  await Promise.all([editor?.context.close(), reviewer?.context.close(), others?.editor.api.dispose(), others?.reviewer.api.dispose()]);
  clinic?.stop();
});

test('an Arabic document opens in the editor right to left, in Arabic, in an English dashboard', async () => {
  const page = await editor.context.newPage();
  await page.goto(editorUrl('ar/faq.json'));
  const text = textOf(page, 'العربية');
  await expect(text).toHaveAttribute('dir', 'rtl');
  await expect(text).toHaveAttribute('lang', 'ar');
  await editorLoaded(text);
  await expect(text).toContainText('"question"');
  // The dashboard around it stays the staff member's: English, left to right.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.close();
});

test('staff without a content role see no site content in the navigation and cannot open it', async ({ browser }) => {
  const staff = await signedIn(browser, clinic, 'en', 'staff');
  const page = await staff.context.newPage();
  await page.goto('/medical-dashboard');
  await expect(nav(page).getByRole('link', { name: tr('en', 'dash-nav-inbox') })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: tr('en', 'dash-nav-content') })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: tr('en', 'dash-nav-site-versions') })).toHaveCount(0);
  for (const path of ['/medical-dashboard/content', editorUrl('en/faq.json'), '/medical-dashboard/site-versions']) {
    await page.goto(path);
    await expect(page.getByText(tr('en', 'dash-not-found'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: trText('en', 'dash-content-text-label', { language: 'English' }) })).toHaveCount(0);
  }
  await staff.context.close();
});

test('an editor sees the site content but not its versions, which are for reviewers and admins', async () => {
  const page = await editor.context.newPage();
  await page.goto('/medical-dashboard');
  await expect(nav(page).getByRole('link', { name: tr('en', 'dash-nav-content') })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: tr('en', 'dash-nav-site-versions') })).toHaveCount(0);
  await page.goto('/medical-dashboard/site-versions');
  await expect(page.getByText(tr('en', 'dash-not-found'))).toBeVisible();
  await page.close();

  const seen = await reviewer.context.newPage();
  await seen.goto('/medical-dashboard');
  await nav(seen).getByRole('link', { name: tr('en', 'dash-nav-site-versions') }).click();
  await expect(seen.getByRole('heading', { level: 1, name: tr('en', 'dash-nav-site-versions') })).toBeVisible();
  // A reviewer reads the versions; rolling back is an admin's.
  await expect(seen.getByText(tr('en', 'dash-site-versions-lead'))).toBeVisible();
  await expect(seen.getByRole('button', { name: tr('en', 'dash-site-versions-rollback') })).toHaveCount(0);
  await seen.close();
});

test('a save after someone else published the document offers a reload and keeps the editor’s text', async () => {
  test.setTimeout(60_000);
  const page = await editor.context.newPage();
  await page.goto(editorUrl('en/faq.json'));
  const text = textOf(page, 'English');
  await editorLoaded(text);
  const answer = 'My answer, typed while someone else published theirs.';
  const mine = withAnswer(await openedText(page, 'en/faq.json'), 0, answer);
  await replaceText(page, text, mine);

  // Meanwhile another editor's change to the same document is approved and published.
  const theirs = 'Their answer, published first.';
  await publishThroughApi(others.editor, others.reviewer, 'en/faq.json', (body) => withAnswer(body, 0, theirs));

  await page.getByRole('button', { name: tr('en', 'dash-content-save') }).click();
  const offer = page.getByRole('alert').filter({ hasText: tr('en', 'dash-content-stale') });
  await expect(offer).toBeVisible();
  // The editor shows the lines around the cursor, at the end after typing: back to the first answer.
  await text.press('ControlOrMeta+Home');
  await expect(text).toContainText(answer);
  await expect(page.getByRole('status').filter({ hasText: tr('en', 'dash-content-saved') })).toHaveCount(0);

  // Reloading starts from the published text; the editor's own stays beside it to copy from.
  await offer.getByRole('button', { name: tr('en', 'dash-content-reload') }).click();
  const kept = page.getByRole('region', { name: tr('en', 'dash-content-kept-title'), exact: true });
  await expect(kept.getByRole('textbox')).toHaveValue(mine);
  await expect(text).toContainText(theirs);
  await expect(text).not.toContainText(answer);
  await expect(offer).toHaveCount(0);
  await page.close();
});

test('a painless claim blocks approval until the editor keeps it with a reason', async () => {
  test.setTimeout(60_000);
  // The ja glossary's advertising list (the rule `painless`): the phrase and why the site never says it.
  const glossary = JSON.parse(readFileSync(new URL('../../i18n/ja/glossary.json', import.meta.url), 'utf8')) as { advertising: { rule: string; never: string[] }[] };
  const phrase = glossary.advertising.find((a) => a.rule === 'painless')!.never[0]!;
  const answer = `「${phrase}」という言葉は当院では使いません（広告の決まりの例として引用しています）。`;
  const reason = 'The phrase is quoted as an example of what the clinic never says.';
  const path = 'ja/faq.json';

  const writing = await editor.context.newPage();
  await writing.goto(editorUrl(path));
  const text = textOf(writing, '日本語');
  await editorLoaded(text);
  await replaceText(writing, text, withAnswer(await openedText(writing, path), 0, answer));
  await writing.getByRole('button', { name: tr('en', 'dash-content-save') }).click();
  await expect(writing.getByRole('status').filter({ hasText: tr('en', 'dash-content-saved') })).toBeVisible();
  const claims = writing.getByRole('region', { name: tr('en', 'dash-content-claims-title'), exact: true });
  await expect(claims.getByText(tr('en', 'dash-content-claim-rule-painless'))).toBeVisible();
  await writing.getByRole('button', { name: tr('en', 'dash-content-submit') }).click();
  await expect(writing.getByRole('status').filter({ hasText: tr('en', 'dash-content-submitted') })).toBeVisible();

  // The reviewer's approval is refused: the phrase is neither fixed nor kept.
  const reviewing = await reviewer.context.newPage();
  await reviewing.goto(editorUrl(path));
  const review = reviewing.getByRole('region', { name: tr('en', 'dash-content-review-title'), exact: true });
  await expect(review.getByText(tr('en', 'dash-content-claims-not-kept'))).toBeVisible();
  await review.getByRole('button', { name: tr('en', 'dash-content-approve') }).click();
  await expect(review.getByRole('alert').filter({ hasText: tr('en', 'dash-content-error-body-claims') })).toBeVisible();
  await review.getByRole('textbox', { name: tr('en', 'dash-content-return-note') }).fill('Fix the phrase, or keep it with a reason.');
  await review.getByRole('button', { name: tr('en', 'dash-content-return') }).click();
  await expect(reviewing.getByRole('status').filter({ hasText: tr('en', 'dash-content-returned-done') })).toBeVisible();

  // The editor keeps it with a reason, saves and submits again.
  await writing.reload();
  await writing.getByRole('textbox', { name: trText('en', 'dash-content-claims-reason', { phrase }) }).fill(reason);
  await writing.getByRole('button', { name: tr('en', 'dash-content-save') }).click();
  await expect(writing.getByRole('status').filter({ hasText: tr('en', 'dash-content-saved') })).toBeVisible();
  await writing.getByRole('button', { name: tr('en', 'dash-content-submit') }).click();
  await expect(writing.getByRole('status').filter({ hasText: tr('en', 'dash-content-submitted') })).toBeVisible();

  // The reviewer reads the reason, and the approval goes through.
  await reviewing.reload();
  await expect(review).toContainText(reason);
  await review.getByRole('button', { name: tr('en', 'dash-content-approve') }).click();
  await expect(reviewing.getByRole('status').filter({ hasText: tr('en', 'dash-content-published-done', { revision: 2 }) })).toBeVisible({ timeout: 30_000 });
  await Promise.all([writing.close(), reviewing.close()]);
});
