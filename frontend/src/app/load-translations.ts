// The page's translations: fetched (boot.js asked for them with the app's modules), then handed to the
// core one source file at a time. Parsing a whole language (54–108 KB of Fluent, the parser's WASM
// compiled on its first call) in one go was one task of 10–30 ms, i.e. 40–120 ms on a slow phone:
// a long task right before hydration (docs/performance.md, 2026-12-07).
import { Translations } from '../lib/core';
import { nextTask } from '../lib/next-task';

async function fetchFtl(locale: string, version: string): Promise<{ tag: string; source: string }> {
  try {
    const res = await fetch(`/i18n/${locale}.ftl?v=${version}`);
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    return { tag: locale, source: await res.text() };
  } catch (error) {
    // the product’s error catalogue: a failed translation load is logged and the zh-TW bundle used.
    console.error('translations failed to load', locale, error);
    if (locale === 'zh-TW') throw error;
    const res = await fetch(`/i18n/zh-TW.ftl?v=${version}`);
    return { tag: 'zh-TW', source: await res.text() };
  }
}

/**
 * A language's bundle cut where the build joined its files (`readFtl` in frontend/scripts/content.mjs
 * puts `# <file>.ftl` before each). A line that starts with `#` is a Fluent comment, which always
 * stands between two entries, so every part parses on its own.
 */
export function ftlParts(source: string): string[] {
  return source.split(/^(?=# [\w.-]+\.ftl$)/m);
}

/** The page language's translations (zh-TW's if that language failed to load), each file in a task of its own. */
export async function loadTranslations(locale: string, version: string): Promise<Translations> {
  const { tag, source } = await fetchFtl(locale, version);
  const translations = new Translations();
  for (const part of ftlParts(source)) {
    await nextTask();
    translations.add(tag, part);
  }
  return translations;
}
