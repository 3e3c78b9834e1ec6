// The content editor's text as a person uses it (DocumentText.tsx): found by its label, typed into with
// the keyboard. The kept editor (CodeMirror) shows only the lines on screen, so the whole text a test
// starts from is read as the editor read it: the document's draft, or its published text.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from './helpers';
import { trText } from './forms-support';

/** The text box of the document in `language` (its name in that language), in a dashboard in `locale`. */
export const documentText = (page: Page, locale: Locale, language: string) =>
  page.getByRole('textbox', { name: trText(locale, 'dash-content-text-label', { language }) });

/** Waits for the kept editor to take over from the textarea that stands in while it loads. */
export async function editorLoaded(text: Locator) {
  await expect(text).toHaveAttribute('contenteditable', 'true');
}

/** Replaces the whole text as a person would: a click into it, select all, then the new text typed in
 *  one go (as a paste or an input method gives it, so the editor's Enter indentation adds nothing). */
export async function replaceText(page: Page, text: Locator, value: string) {
  await text.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(value);
}

/** The text the editor opened `path` with: its draft when there is one, else the published text. */
export async function openedText(page: Page, path: string): Promise<string> {
  const res = await page.request.get(`/api/admin/content/document?path=${encodeURIComponent(path)}`);
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { body: string; draft?: { body: string } | null };
  return doc.draft?.body ?? doc.body;
}
