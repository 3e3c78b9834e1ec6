import { parser } from '@lezer/markdown';
import { describe, expect, it } from 'vitest';
import { frontMatter } from './markdown-front-matter';

const md = parser.configure(frontMatter);

/** The top-level blocks of `text` as the kept editor reads them: name and text. */
function blocks(text: string) {
  const out: [string, string][] = [];
  const cursor = md.parse(text).cursor();
  if (cursor.firstChild()) do out.push([cursor.name, text.slice(cursor.from, cursor.to)]); while (cursor.nextSibling());
  return out;
}

describe('the front matter in the kept editor', () => {
  it('is read as front matter, not as a heading, and the body after it as Markdown', () => {
    const text = '---\ntitle: 受付時間\nexcerpt: 短い説明\n---\n## 見出し\n\n本文';
    expect(blocks(text)).toEqual([
      ['FrontMatter', '---\ntitle: 受付時間\nexcerpt: 短い説明\n---'],
      ['ATXHeading2', '## 見出し'],
      ['Paragraph', '本文'],
    ]);
  });

  it('runs to the end while its closing line is not typed yet', () => {
    expect(blocks('---\ntitle: مرحبا\n')).toEqual([['FrontMatter', '---\ntitle: مرحبا\n']]);
  });

  it('is only at the very start: a later --- is a rule', () => {
    expect(blocks('Text\n\n---\n\nMore').map(([name]) => name)).toEqual(['Paragraph', 'HorizontalRule', 'Paragraph']);
  });
});
