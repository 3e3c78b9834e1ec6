// The content editor's preview (issue 27 point 2): an editor opens the Arabic FAQ, shows the preview,
// and reads it right to left in Arabic as the page lays it out; the preview follows the text typed,
// before anything is saved, and nothing is published or saved by it. axe finds no violation.
import { expect, test } from '@playwright/test';
import { axe, tr } from './forms-support';
import { createStaff, signInFirstTime } from './dashboard-support';

test('the Arabic FAQ previews right to left and follows the text as it is typed', async ({ page }) => {
  test.setTimeout(90_000);
  await signInFirstTime(page, 'en', createStaff('staff', undefined, { contentRole: 'editor' }));
  await page.goto('/medical-dashboard/content/edit?path=ar/faq.json');
  const text = page.locator('#content-text');
  await expect(text).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: tr('en', 'dash-content-preview-show') }).click();
  const preview = page.getByRole('region', { name: tr('en', 'dash-content-preview-title') });
  const laidOut = preview.locator('[lang="ar"]');
  await expect(laidOut).toHaveAttribute('dir', 'rtl');
  const faq = JSON.parse(await text.inputValue()) as { question: string; answer: string }[];
  await expect(preview.getByText(faq[0]!.question)).toBeVisible();

  // Typed, not saved: the preview shows it at once.
  faq[0]!.question = 'هل تستغرق العملية وقتًا طويلًا؟ (معاينة)';
  await text.fill(JSON.stringify(faq, null, 2));
  await expect(preview.getByText('هل تستغرق العملية وقتًا طويلًا؟ (معاينة)')).toBeVisible();
  // Laid out right to left, as the Arabic page is.
  expect(await preview.locator('summary').first().evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');

  const violations = (await axe(page)).violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
  expect(violations).toEqual([]);
});
