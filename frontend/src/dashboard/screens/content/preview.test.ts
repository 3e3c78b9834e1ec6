import { describe, expect, it } from 'vitest';
import { previewOf, splitFrontMatter } from './preview';

describe('previewOf', () => {
  it('renders an article with the site renderer: title from the front matter, no raw HTML', () => {
    const p = previewOf('ar/articles/a.md', '---\ntitle: ما هو الورم الشحمي؟\nexcerpt: مقدمة\n---\n## قسم\n\nنص <script>x</script>\n');
    expect(p.kind).toBe('article');
    if (p.kind !== 'article') return;
    expect(p.title).toBe('ما هو الورم الشحمي؟');
    expect(p.html).toContain('<h2>قسم</h2>');
    expect(p.html).not.toContain('<script>');
  });

  it('lists a FAQ file as questions and answers, and gives up on broken JSON', () => {
    const faq = previewOf('ja/faq.json', JSON.stringify([{ id: 'a', question: 'Q?', answer: 'A.' }]));
    expect(faq).toEqual({ kind: 'faq', entries: [{ question: 'Q?', answer: 'A.' }] });
    expect(previewOf('ja/faq.json', '[{').kind).toBe('none');
    expect(previewOf('clinics.json', '{}').kind).toBe('none');
  });

  it('reads front matter only between the two fences', () => {
    expect(splitFrontMatter('---\na: 1\n---\nbody: 2')).toEqual({ front: { a: '1' }, body: 'body: 2' });
    expect(splitFrontMatter('no front matter')).toEqual({ front: {}, body: 'no front matter' });
  });
});
