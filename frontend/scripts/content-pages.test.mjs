import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createContent } from './content.mjs';
import { createContentPages, renderMarkdown } from './content-pages.mjs';

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists and bold', () => {
    const html = renderMarkdown('Intro line one\nline two\n\n## Title\n\n- **a:** one\n- two\n\n1. first\n2. second');
    expect(html).toBe('<p>Intro line one line two</p>\n<h2>Title</h2>\n<ul><li><strong>a:</strong> one</li><li>two</li></ul>\n<ol><li>first</li><li>second</li></ol>');
  });

  it('escapes everything else, so no markup from a content file reaches the page', () => {
    const html = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)> "q" & \'s\'');
    expect(html).not.toMatch(/<(script|img|a)\b/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&amp;');
  });
});

describe('content page data', () => {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
  const pages = createContentPages(root, createContent(root, () => {}), { origin: 'https://x.test', localizedPath: (l, p) => (l === 'zh-TW' ? p : `/${l}${p}`) });

  it('gives every article, in every locale, a body, related articles and Article JSON-LD', () => {
    for (const locale of ['zh-TW', 'en', 'ja', 'ko', 'es', 'ar', 'hi']) {
      const list = pages.pageData('articles', locale).articles;
      expect(list).toHaveLength(12);
      for (const { id } of list) {
        const { article, jsonLd } = pages.pageData('article', locale, id);
        expect(article.html.length, `${locale}/${id}`).toBeGreaterThan(200);
        expect(article.tags.length).toBeGreaterThan(0);
        expect(jsonLd['@type']).toBe('Article');
        expect(jsonLd.url).toBe(`https://x.test${locale === 'zh-TW' ? '' : `/${locale}`}/articles/${id}`);
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
