import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { createContent } from './content.mjs';
import { createContentPages } from './content-pages.mjs';
import { renderMarkdown } from './markdown.mjs';

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists and bold', () => {
    const html = renderMarkdown('Intro line one\nline two\n\n## Title\n\n- **a:** one\n- two\n\n1. first\n2. second').replace(/>\n</g, '><');
    expect(html).toBe('<p>Intro line one\nline two</p><h2>Title</h2><ul><li><strong>a:</strong> one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>');
  });

  it('renders a # heading as h2: the page owns its one h1', () => {
    expect(renderMarkdown('# Top\n\n### Sub')).toBe('<h2>Top</h2>\n<h3>Sub</h3>');
  });

  it('escapes everything else, so no markup from a content file reaches the page', () => {
    const html = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)> "q" & \'s\'');
    expect(html).not.toMatch(/<(script|img|a)\b/);
    expect(html).not.toContain('javascript:alert(1)"');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&amp;');
  });
});

describe('content page data', () => {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
  const pages = createContentPages(createContent(root, () => {}));

  it('gives every article, in every locale, a body, related articles and an illustration', () => {
    for (const locale of ['zh-TW', 'en', 'ja', 'ko', 'es', 'ar', 'hi']) {
      const list = pages.pageData('articles', locale).articles;
      expect(list).toHaveLength(12);
      for (const { id } of list) {
        const { article } = pages.pageData('article', locale, id);
        expect(article.html.length, `${locale}/${id}`).toBeGreaterThan(200);
        expect(article.html).toMatch(/^<(p|h2)>/);
        expect(article.tags.length).toBeGreaterThan(0);
        expect(article.image).toMatch(/^\/images\/illustrations\/[a-z-]+\.svg$/);
      }
    }
  });

  it('names patient countries in the page language', () => {
    const en = pages.pageData('cases', 'en').cases.find((c) => c.id === 'back-lipoma-20cm-3cm-incision');
    const ja = pages.pageData('cases', 'ja').cases.find((c) => c.id === 'back-lipoma-20cm-3cm-incision');
    expect(en.country).toBe('Malaysia');
    expect(ja.country).toBe('マレーシア');
  });
});

describe('self-pay fees by render day', () => {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
  const content = createContent(root, () => {});
  const LOCALES = ['zh-TW', 'en', 'ja', 'ko', 'es', 'ar', 'hi'];
  // The most recently approved fee, whatever today is: the tests choose the day the pages are for.
  const fee = content.shared.fees.reduce((a, b) => (b.approvedOn > a.approvedOn ? b : a));
  const later = (days) => new Date(Date.parse(`${fee.approvedOn}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const on = (today) => createContentPages(content, { today });

  it('lists a fee on the home page from its approval day, named in the page language, and marks it new on the fee page', () => {
    for (const locale of LOCALES) {
      const names = JSON.parse(readFileSync(join(root, 'content', locale, 'fees.json'), 'utf8'));
      for (const day of [0, 6]) {
        const pages = on(later(day));
        const home = pages.pageData('home', locale).newFees;
        expect(home.map((f) => f.id), `${locale}, day ${day}`).toContain(fee.id);
        expect(home.find((f) => f.id === fee.id).name).toBe(names[fee.id].name);
        expect(pages.pageData('fees', locale).fees.find((f) => f.id === fee.id)).toMatchObject({ isNew: true, name: names[fee.id].name });
      }
    }
  });

  it('takes a fee off the home page 7 days after its approval and keeps it, no longer new, on the fee page', () => {
    const pages = on(later(7));
    for (const locale of LOCALES) {
      expect(pages.pageData('home', locale).newFees.map((f) => f.id)).not.toContain(fee.id);
      expect(pages.pageData('fees', locale).fees.find((f) => f.id === fee.id)).toMatchObject({ isNew: false, approvedOn: fee.approvedOn });
    }
  });

  it('does not show a fee before the day it is approved', () => {
    expect(on(later(-1)).pageData('home', 'en').newFees.map((f) => f.id)).not.toContain(fee.id);
  });

  it('lists every fee of both branches on the fee page, with its price and currency', () => {
    const list = on(fee.approvedOn).pageData('fees', 'ja').fees;
    expect(list).toHaveLength(content.shared.fees.length);
    expect(new Set(list.map((f) => f.branch))).toEqual(new Set(['taipei', 'kaohsiung']));
    for (const f of list) expect(f.currency).toBe('TWD');
  });
});
