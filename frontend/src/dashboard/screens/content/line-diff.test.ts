import { describe, expect, it } from 'vitest';
import { diffCounts, lineDiff, splitLines, withContext, type DiffLine } from './line-diff';

/** A diff as the reader sees it: "  same", "- removed", "+ added". */
const shown = (lines: DiffLine[]) => lines.map((l) => `${l.op === 'add' ? '+' : l.op === 'del' ? '-' : ' '} ${l.text}`);

/** Applying the diff's kept and added lines gives the new text; its kept and removed lines, the old. */
function sides(lines: DiffLine[]): { before: string[]; after: string[] } {
  return { before: lines.filter((l) => l.op !== 'add').map((l) => l.text), after: lines.filter((l) => l.op !== 'del').map((l) => l.text) };
}

describe('the line diff a translator and a reviewer read', () => {
  it('shows a changed answer in the FAQ as one line removed and one added, the rest unchanged', () => {
    const before = '[\n  {\n    "id": "a",\n    "answer": "二十分鐘"\n  }\n]\n';
    const after = '[\n  {\n    "id": "a",\n    "answer": "二十至四十五分鐘"\n  }\n]\n';
    expect(shown(lineDiff(before, after))).toEqual([
      '  [',
      '    {',
      '      "id": "a",',
      '-     "answer": "二十分鐘"',
      '+     "answer": "二十至四十五分鐘"',
      '    }',
      '  ]',
    ]);
  });

  it('numbers each line in the text it comes from', () => {
    const lines = lineDiff('a\nb\nc', 'a\nx\nb\nc');
    expect(lines).toEqual([
      { op: 'same', text: 'a', oldLine: 1, newLine: 1 },
      { op: 'add', text: 'x', newLine: 2 },
      { op: 'same', text: 'b', oldLine: 2, newLine: 3 },
      { op: 'same', text: 'c', oldLine: 3, newLine: 4 },
    ]);
  });

  it('finds the smallest change when lines move around and repeat', () => {
    const before = 'title\n\npara one\n\npara two\n\npara three';
    const after = 'title\n\npara two\n\npara one\n\npara three\nnew end';
    const lines = lineDiff(before, after);
    expect(sides(lines)).toEqual({ before: splitLines(before), after: splitLines(after) });
    // Moving one paragraph past another costs one line out and one line in, plus the new last line.
    expect(diffCounts(lines)).toEqual({ added: 3, removed: 2 });
  });

  it('reports no change for equal texts, whatever their line endings', () => {
    expect(diffCounts(lineDiff('a\r\nb\r\n', 'a\nb'))).toEqual({ added: 0, removed: 0 });
    expect(lineDiff('', '')).toEqual([]);
  });

  it('shows a new document as all added, and an emptied one as all removed', () => {
    expect(shown(lineDiff('', '# Title\ntext'))).toEqual(['+ # Title', '+ text']);
    expect(shown(lineDiff('# Title\ntext', ''))).toEqual(['- # Title', '- text']);
  });

  it('treats a lost final line break as no change, but a blank line added at the end as one', () => {
    expect(diffCounts(lineDiff('a\nb\n', 'a\nb'))).toEqual({ added: 0, removed: 0 });
    expect(shown(lineDiff('a\nb\n', 'a\nb\n\n'))).toEqual(['  a', '  b', '+ ']);
  });

  it('still gives a correct answer for two unrelated long texts, as removed then added', () => {
    const before = Array.from({ length: 300 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 300 }, (_, i) => `new ${i}`).join('\n');
    const lines = lineDiff(before, after, 50);
    expect(diffCounts(lines)).toEqual({ added: 300, removed: 300 });
    expect(lines[0]?.op).toBe('del');
    expect(lines[300]?.op).toBe('add');
  });

  it('diffs a long document with a few scattered edits quickly and exactly', () => {
    const base = Array.from({ length: 5000 }, (_, i) => `line ${i % 40}`);
    const edited = [...base];
    edited[10] = 'changed';
    edited.splice(2500, 1);
    edited.push('appended');
    const started = performance.now();
    const lines = lineDiff(base.join('\n'), edited.join('\n'));
    expect(performance.now() - started).toBeLessThan(500);
    expect(sides(lines)).toEqual({ before: base, after: edited });
    expect(diffCounts(lines)).toEqual({ added: 2, removed: 2 });
  });
});

describe('the diff with its context', () => {
  const before = Array.from({ length: 20 }, (_, i) => `l${i + 1}`).join('\n');
  const after = before.replace('l10', 'L10');

  it('keeps three unchanged lines around a change and folds the rest into a count', () => {
    const view = withContext(lineDiff(before, after));
    expect(view[0]).toEqual({ op: 'fold', count: 6 });
    expect(view.slice(1, 4).map((l) => ('text' in l ? l.text : ''))).toEqual(['l7', 'l8', 'l9']);
    expect(view.slice(4, 6).map((l) => l.op)).toEqual(['del', 'add']);
    expect(view.slice(6, 9).map((l) => ('text' in l ? l.text : ''))).toEqual(['l11', 'l12', 'l13']);
    expect(view[9]).toEqual({ op: 'fold', count: 7 });
    expect(view).toHaveLength(10);
  });

  it('shows a single hidden line rather than folding it', () => {
    const twoChanges = before.replace('l3', 'L3').replace('l11', 'L11');
    const view = withContext(lineDiff(before, twoChanges));
    // Between the changes, l4–l10 are seven lines: three, one (not worth a fold), three.
    expect(view.some((l) => l.op === 'fold' && l.count === 1)).toBe(false);
    expect(view.filter((l) => l.op === 'same').map((l) => ('text' in l ? l.text : ''))).toContain('l7');
  });

  it('folds an unchanged text into nothing but its count', () => {
    expect(withContext(lineDiff(before, before))).toEqual([{ op: 'fold', count: 20 }]);
  });
});
