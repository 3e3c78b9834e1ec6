import { describe, expect, it } from 'vitest';
import { applyEdit, formatEdit, insertion, type MarkdownFormat } from './markdown-format';

/** The text after the format and what is selected then. */
function format(text: string, from: number, to: number, f: MarkdownFormat) {
  const edit = formatEdit(text, from, to, f);
  const after = applyEdit(text, edit);
  return { after, selected: after.slice(edit.anchor, edit.head) };
}

describe('the Markdown toolbar', () => {
  it('makes the selected words bold and keeps them selected', () => {
    expect(format('Book a visit today', 7, 12, 'bold')).toEqual({ after: 'Book a **visit** today', selected: 'visit' });
  });

  it('puts the marks around the cursor when nothing is selected, to type between them', () => {
    const edit = formatEdit('ab', 1, 1, 'bold');
    expect(applyEdit('ab', edit)).toBe('a****b');
    expect([edit.anchor, edit.head]).toEqual([3, 3]);
  });

  it('makes the line with the cursor a heading, wherever on the line the cursor is', () => {
    const edit = formatEdit('intro\nHours\nmore', 8, 8, 'heading');
    expect(applyEdit('intro\nHours\nmore', edit)).toBe('intro\n## Hours\nmore');
    expect([edit.anchor, edit.head]).toEqual([11, 11]);
  });

  it('makes every selected line a list item, once, and leaves the line after the selection alone', () => {
    const text = 'Mon\n- Tue\nWed\nThu';
    const { after, selected } = format(text, 0, 'Mon\n- Tue\nWed\n'.length, 'list');
    expect(after).toBe('- Mon\n- Tue\n- Wed\nThu');
    expect(selected).toBe('- Mon\n- Tue\n- Wed');
  });

  it('works on right-to-left and CJK text as on any other (the marks are Markdown, not the language)', () => {
    expect(format('مرحبا بكم', 0, 5, 'bold').after).toBe('**مرحبا** بكم');
    expect(format('受付時間', 0, 4, 'heading').after).toBe('## 受付時間');
  });
});

describe('inserting at the cursor', () => {
  it('replaces the selection with the text and leaves the cursor after it', () => {
    const edit = insertion(2, 4, '![x](/a.webp)');
    expect(applyEdit('abcdef', edit)).toBe('ab![x](/a.webp)ef');
    expect(edit.anchor).toBe(edit.head);
    expect(edit.head).toBe(2 + '![x](/a.webp)'.length);
  });
});
