import { describe, expect, it } from 'vitest';
import { checkDocument, offsetOf, placeOf } from './document-check';

describe('the check before a document is saved', () => {
  it('accepts valid JSON and any Markdown', () => {
    expect(checkDocument('en/faq.json', '[{"id": "a"}]\n')).toBeNull();
    expect(checkDocument('en/articles/a.md', '---\ntitle: {\n---\nbody')).toBeNull();
  });

  it('refuses an empty document, JSON or not', () => {
    expect(checkDocument('en/articles/a.md', ' \n ')).toEqual({ code: 'required' });
    expect(checkDocument('facts.json', '')).toEqual({ code: 'required' });
  });

  it('places a JSON mistake at its line and column', () => {
    const text = '{\n  "reply_hours": 24,\n  "cases": 10000\n  "x": 1\n}';
    const problem = checkDocument('facts.json', text);
    expect(problem?.code).toBe('json');
    if (problem?.code !== 'json') return;
    expect(problem.detail).not.toBe('');
    // The engine names the place by offset or by line and column; either way it is line 4, where the comma is missing.
    expect(problem.line).toBe(4);
    expect(problem.offset).toBe(offsetOf(text, problem.line ?? 0, problem.column ?? 0));
  });

  it('places a JSON document cut short at its end', () => {
    const text = '[\n  {"id": "a"';
    const problem = checkDocument('en/faq.json', text);
    expect(problem?.code).toBe('json');
    if (problem?.code === 'json' && problem.offset !== undefined) expect(problem.offset).toBe(text.length);
  });
});

describe('places in a text', () => {
  const text = 'ab\ncde\n\nf';

  it('turns an offset into a line and column and back', () => {
    expect(placeOf(text, 0)).toEqual({ line: 1, column: 1 });
    expect(placeOf(text, 4)).toEqual({ line: 2, column: 2 });
    expect(placeOf(text, 8)).toEqual({ line: 4, column: 1 });
    for (const offset of [0, 2, 3, 4, 7, 8, 9]) {
      const { line, column } = placeOf(text, offset);
      expect(offsetOf(text, line, column)).toBe(offset);
    }
  });
});
