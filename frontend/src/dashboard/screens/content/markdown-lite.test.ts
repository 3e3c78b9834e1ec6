import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../scripts/markdown.mjs';
import { renderMarkdownLite } from './markdown-lite';
import { splitFrontMatter } from './preview';

const content = join(import.meta.dirname, '../../../../../content');

function bodies(): [string, string][] {
  const out: [string, string][] = [];
  for (const lang of readdirSync(content, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    for (const folder of ['articles', 'legal', 'sheets', 'aftercare']) {
      let names: string[] = [];
      try {
        names = readdirSync(join(content, lang, folder)).filter((n) => n.endsWith('.md'));
      } catch {
        continue;
      }
      for (const n of names) out.push([`${lang}/${folder}/${n}`, splitFrontMatter(readFileSync(join(content, lang, folder, n), 'utf8')).body]);
    }
  }
  return out;
}

describe('renderMarkdownLite', () => {
  it('renders every body of the content folder exactly as the site renderer does', () => {
    const all = bodies();
    expect(all.length).toBeGreaterThan(150);
    for (const [path, body] of all) expect(renderMarkdownLite(body), path).toBe(renderMarkdown(body));
  });

  it('renders the site\'s own images as the site renderer does, and any other image as its text', () => {
    const id = '0123456789abcdef';
    for (const body of [
      `Before.\n\n![A healed scar, day 7](/media/${id}-1600x1200.jpg)\n\nAfter.`,
      `- ![small](/media/${id}-700x300.png) **seen**`,
      `![x & "y"](/media/${id}-300x200.jpg) and ![elsewhere](https://example.com/t.gif)`,
    ]) {
      expect(renderMarkdownLite(body), body).toBe(renderMarkdown(body));
    }
    expect(renderMarkdownLite(`![a](/media/${id}-1600x1200.jpg)`)).toContain('width="1600" height="1200"');
  });

  it('keeps markup a body may not hold as text', () => {
    expect(renderMarkdownLite('<script>alert(1)</script> & "x"')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>');
    expect(renderMarkdownLite('# Title\n\n- **a**\n- b')).toBe('<h2>Title</h2>\n<ul>\n<li><strong>a</strong></li>\n<li>b</li>\n</ul>');
  });
});
