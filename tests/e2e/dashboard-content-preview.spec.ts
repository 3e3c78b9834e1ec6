// The content editor's text and preview (issue 27 point 2): an editor opens the Arabic FAQ, shows the
// preview, and reads it right to left in Arabic as the page lays it out; the preview follows the text
// typed, before anything is saved, and nothing is published or saved by it. The kept editor takes
// Arabic Markdown typed right to left and the toolbar's bold, leaves with Tab, and undoes; a Japanese
// answer typed with a claim the rules rule out is found as it is typed. If the editor component cannot
// load, its textarea still edits the text; what is typed there while it loads is kept, and typing goes
// on in the editor. axe finds no violation.
import { expect, test } from '@playwright/test';
import { axe, tr } from './forms-support';
import { createStaff, signInFirstTime } from './dashboard-support';
import { documentText, editorLoaded, openedText, replaceText } from './content-editor-support';

const editorUrl = (path: string) => `/medical-dashboard/content/edit?path=${encodeURIComponent(path)}`;
const ARABIC = 'العربية';

test('the Arabic FAQ previews right to left and follows the text as it is typed', async ({ page }) => {
  test.setTimeout(90_000);
  await signInFirstTime(page, 'en', createStaff('staff', undefined, { contentRole: 'editor' }));
  await page.goto(editorUrl('ar/faq.json'));
  const text = documentText(page, 'en', ARABIC);
  await expect(text).toHaveAttribute('dir', 'rtl');
  await editorLoaded(text);
  await page.getByRole('button', { name: tr('en', 'dash-content-preview-show') }).click();
  const preview = page.getByRole('region', { name: tr('en', 'dash-content-preview-title') });
  const laidOut = preview.locator('[lang="ar"]');
  await expect(laidOut).toHaveAttribute('dir', 'rtl');
  const faq = JSON.parse(await openedText(page, 'ar/faq.json')) as { question: string; answer: string }[];
  await expect(preview.getByText(faq[0]!.question)).toBeVisible();

  // Typed, not saved: the preview shows it at once.
  faq[0]!.question = 'هل تستغرق العملية وقتًا طويلًا؟ (معاينة)';
  await replaceText(page, text, JSON.stringify(faq, null, 2));
  await expect(preview.getByText('هل تستغرق العملية وقتًا طويلًا؟ (معاينة)')).toBeVisible();
  // Laid out right to left, as the Arabic page is.
  expect(await preview.locator('summary').first().evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');

  const violations = (await axe(page)).violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
  expect(violations).toEqual([]);
});

test('Arabic Markdown typed into the kept editor, with the toolbar’s bold, shows in the preview; Tab leaves the text', async ({ page }) => {
  test.setTimeout(90_000);
  await signInFirstTime(page, 'ar', createStaff('staff', undefined, { contentRole: 'editor' }));
  await page.goto(editorUrl('ar/articles/epidermal-and-sebaceous-cysts-explained.md'));
  const text = documentText(page, 'ar', ARABIC);
  await editorLoaded(text);
  await expect(text).toHaveAttribute('dir', 'rtl');
  await expect(text).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: tr('ar', 'dash-content-preview-show') }).click();
  const preview = page.getByRole('region', { name: tr('ar', 'dash-content-preview-title') });

  // At the end of the text: a new heading, then a bold phrase started from the toolbar.
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('## عنوان للمعاينة');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByRole('group', { name: tr('ar', 'dash-content-format-label') }).getByRole('button', { name: tr('ar', 'dash-content-format-bold') }).click();
  await page.keyboard.type('نص غامق');
  await expect(preview.getByRole('heading', { name: 'عنوان للمعاينة' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'نص غامق' })).toBeVisible();
  expect(await preview.locator('article').evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');
  // The typed line is laid out right to left in the editor too.
  expect(await text.getByText('عنوان للمعاينة').evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');

  // Tab is not kept by the text: it moves on to the next control.
  await text.click();
  await page.keyboard.press('Tab');
  await expect(text).not.toBeFocused();

  const violations = (await axe(page)).violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
  expect(violations).toEqual([]);
});

test('a Japanese answer typed with a claim the rules rule out is found at once, and undoing it clears the finding', async ({ page }) => {
  test.setTimeout(90_000);
  await signInFirstTime(page, 'ja', createStaff('staff', undefined, { contentRole: 'editor' }));
  await page.goto(editorUrl('ja/faq.json'));
  const text = documentText(page, 'ja', '日本語');
  await editorLoaded(text);
  await expect(text).toHaveAttribute('lang', 'ja');
  await page.getByRole('button', { name: tr('ja', 'dash-content-preview-show') }).click();
  const preview = page.getByRole('region', { name: tr('ja', 'dash-content-preview-title') });
  const claims = page.getByRole('region', { name: tr('ja', 'dash-content-claims-title'), exact: true });
  const painless = claims.getByText(tr('ja', 'dash-content-claim-rule-painless'));
  await expect(painless).toHaveCount(0);

  const faq = JSON.parse(await openedText(page, 'ja/faq.json')) as { question: string; answer: string }[];
  faq[0]!.answer = '施術は無痛です（入力中の確認）。';
  await replaceText(page, text, JSON.stringify(faq, null, 2));
  await expect(painless.first()).toBeVisible();
  await expect(preview.getByText(faq[0]!.question)).toBeVisible();

  // Undo takes the typed text back, and the finding with it.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(painless).toHaveCount(0);
  await expect(text).not.toContainText('入力中の確認');
});

test('if the editor component cannot load, its textarea still edits the text and the preview follows', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route(/\/assets\/dashboard-code-editor-[^/]+\.js$/, (route) => route.abort());
  await signInFirstTime(page, 'en', createStaff('staff', undefined, { contentRole: 'editor' }));
  await page.goto(editorUrl('ar/faq.json'));
  const text = documentText(page, 'en', ARABIC);
  // A textarea: it has a value, and keeps it as typed.
  await expect(text).toHaveValue(/"question"/);
  await page.getByRole('button', { name: tr('en', 'dash-content-preview-show') }).click();
  const preview = page.getByRole('region', { name: tr('en', 'dash-content-preview-title') });
  const faq = JSON.parse(await text.inputValue()) as { question: string; answer: string }[];
  faq[0]!.question = 'سؤال من مربع النص';
  await replaceText(page, text, JSON.stringify(faq, null, 2));
  await expect(preview.getByText('سؤال من مربع النص')).toBeVisible();
  await expect(text).toHaveValue(/سؤال من مربع النص/);
});

test('text typed while the editor component loads is kept, and typing goes on where it was', async ({ page }) => {
  test.setTimeout(90_000);
  // The component's chunk is held back until the textarea has been typed into.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/dashboard-code-editor-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signInFirstTime(page, 'en', createStaff('staff', undefined, { contentRole: 'editor' }));
  await page.goto(editorUrl('ar/articles/epidermal-and-sebaceous-cysts-explained.md'));
  const text = documentText(page, 'en', ARABIC);
  await expect(text).toHaveValue(/^---/);
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' كتبت قبل');

  release();
  await editorLoaded(text);
  await expect(text).toBeFocused();
  await page.keyboard.type(' وبعد');
  await expect(text).toContainText('كتبت قبل وبعد');
});
