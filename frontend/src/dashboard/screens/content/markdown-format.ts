// The Markdown toolbar's edits, as plain data: given the text and the selection, what to replace and
// where the selection goes after. The same edit applies to the kept editor and to the plain textarea
// that stands in while it loads, so each is written once and tested without a browser.

/** A change to the text: replace `from`..`to` with `insert`, then select `anchor`..`head`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  anchor: number;
  head: number;
}

// The content format's own Markdown (docs/content-format.md: paragraphs, `##` headings, `-` lists,
// **bold**), which the preview shows as the site does; nothing the format leaves out.
export type MarkdownFormat = 'bold' | 'heading' | 'list';

/** The toolbar's formats, in the order the toolbar shows them. */
export const MARKDOWN_FORMATS: readonly MarkdownFormat[] = ['bold', 'heading', 'list'];

const WRAP: Partial<Record<MarkdownFormat, string>> = { bold: '**' };
const PREFIX: Partial<Record<MarkdownFormat, string>> = { heading: '## ', list: '- ' };

/** `text` put in at the selection, the cursor after it (the "insert image" control's Markdown, a paste). */
export function insertion(from: number, to: number, text: string): TextEdit {
  return { from, to, insert: text, anchor: from + text.length, head: from + text.length };
}

/**
 * The edit that applies `format` to the selection `from`..`to` of `text`.
 * Bold wraps the selection (an empty one gets the marks with the cursor between them); a heading or a
 * list item marks
 * every line the selection touches, once (lines already marked are left as they are), and selects them.
 */
export function formatEdit(text: string, from: number, to: number, format: MarkdownFormat): TextEdit {
  const [start, end] = from <= to ? [from, to] : [to, from];
  const selected = text.slice(start, end);
  const mark = WRAP[format];
  if (mark) {
    const insert = `${mark}${selected}${mark}`;
    return { from: start, to: end, insert, anchor: start + mark.length, head: start + mark.length + selected.length };
  }
  const prefix = PREFIX[format] ?? '';
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending at the start of a line does not take that line in.
  const lastEnd = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const nextBreak = text.indexOf('\n', lastEnd);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const insert = lines.map((line) => (line.startsWith(prefix) ? line : prefix + line)).join('\n');
  if (start === end) {
    // The cursor stays on the same character of its line.
    const cursor = start + (lines[0]!.startsWith(prefix) ? 0 : prefix.length);
    return { from: lineStart, to: lineEnd, insert, anchor: cursor, head: cursor };
  }
  return { from: lineStart, to: lineEnd, insert, anchor: lineStart, head: lineStart + insert.length };
}

/** `text` with `edit` applied. */
export function applyEdit(text: string, edit: TextEdit): string {
  return text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
}
