import { test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, LOCALES, open, url, type Locale } from './helpers';
import { CONTENT_PAGES } from './content-pages';

// The visible text of the page in its own language: elements marked with another `lang` (the
// language switcher, the list of languages on /international) intentionally speak other languages.
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const own = document.documentElement.lang;
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('script, style, [hidden], [aria-hidden="true"]').forEach((el) => el.remove());
    clone.querySelectorAll('[lang]').forEach((el) => el.getAttribute('lang') !== own && el.remove());
    // innerText needs layout: measure the clone off-screen.
    clone.style.position = 'absolute';
    clone.style.insetInlineStart = '-99999px';
    document.body.appendChild(clone);
    const text = clone.innerText;
    clone.remove();
    return text.replace(/[\u2068\u2069]/g, '');
  });
}

const HAN = /[\u4e00-\u9fff]/;
const KANA = /[\u3040-\u30fa\u30fc-\u30ff]/; // not U+30FB, the middle dot Chinese text uses too
const HANGUL = /[\uac00-\ud7af]/;
const ARABIC = /[\u0600-\u06ff]/;
const DEVANAGARI = /[\u0900-\u097f]/;

/** Scripts that must not appear on a page in this language. */
const FOREIGN: Record<Locale, RegExp[]> = {
  'zh-TW': [KANA, HANGUL, ARABIC, DEVANAGARI],
  en: [HAN, KANA, HANGUL, ARABIC, DEVANAGARI],
  ja: [HANGUL, ARABIC, DEVANAGARI],
  ko: [KANA, ARABIC, DEVANAGARI],
  es: [HAN, KANA, HANGUL, ARABIC, DEVANAGARI],
  ar: [HAN, KANA, HANGUL, DEVANAGARI],
  hi: [HAN, KANA, HANGUL, ARABIC],
};

// A Fluent key shown as text looks like `word-word-word` (content-read-more, medical-fact-incision).
const RAW_KEY = /\b[a-z]+(-[a-z0-9_]+){2,}\b/g;

// A fact of content/facts.json that the build did not fill in (`{reply_hours}`).
const UNFILLED_FACT = /\{[a-z][a-z0-9_]*\}/;

// …unless the content itself says it (an English "step-by-step" in a video description).
const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
function contentWords(locale: Locale): Set<string> {
  const dir = join(contentDir, locale);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(json|md)$/.test(f));
  const text = files.map((f) => readFileSync(join(dir, f), 'utf8').replace(/"[a-z0-9-]+":/g, '')).join('\n');
  return new Set(text.match(RAW_KEY) ?? []);
}

for (const locale of LOCALES) {
  test(`content pages in ${locale} show no raw message key, no unfilled fact and no text in another script`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const allowed = contentWords(locale);
    for (const path of CONTENT_PAGES) {
      await open(page, url(locale, path));
      const text = await visibleText(page);
      expect(text.length, `${path} has text`).toBeGreaterThan(200);
      for (const key of text.match(RAW_KEY) ?? []) if (!allowed.has(key)) problems.push(`${url(locale, path)}: raw key "${key}"`);
      const unfilled = UNFILLED_FACT.exec(text);
      if (unfilled) problems.push(`${url(locale, path)}: unfilled fact "${unfilled[0]}"`);
      for (const script of FOREIGN[locale]) {
        const hit = script.exec(text);
        if (hit) problems.push(`${url(locale, path)}: "${text.slice(Math.max(0, hit.index - 30), hit.index + 30).replace(/\s+/g, ' ')}" (${script})`);
      }
    }
    expect(problems).toEqual([]);
  });
}
