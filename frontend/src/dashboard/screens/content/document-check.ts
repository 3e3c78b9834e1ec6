// What the editor checks before it saves (the server checks the same and answers 422 `body`): a
// document is never empty, and a `.json` document must stay JSON. A JSON mistake is placed at its line
// and column, read from the browser's own message (each engine words it differently, and some give no
// place at all: then the problem has none).

export type DocumentProblem =
  | { code: 'required' }
  | { code: 'json'; detail: string; offset?: number; line?: number; column?: number };

/** Line and column (1-based) of a character offset in `text`. */
export function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** Character offset of a line and column (1-based) in `text`. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

/** Where a `JSON.parse` error says the mistake is, if it says. */
function whereInJson(text: string, message: string): { offset: number; line: number; column: number } | undefined {
  const lineColumn = /line (\d+) column (\d+)/i.exec(message);
  if (lineColumn) {
    const line = Number(lineColumn[1]);
    const column = Number(lineColumn[2]);
    return { offset: offsetOf(text, line, column), line, column };
  }
  const position = /position (\d+)/i.exec(message);
  if (position) {
    const offset = Number(position[1]);
    return { offset, ...placeOf(text, offset) };
  }
  if (/end of (JSON )?(input|data)|unexpected EOF/i.test(message)) return { offset: text.length, ...placeOf(text, text.length) };
  return undefined;
}

/** The problem that keeps `text` from being saved as the document at `path`, or null. */
export function checkDocument(path: string, text: string): DocumentProblem | null {
  if (text.trim() === '') return { code: 'required' };
  if (!path.endsWith('.json')) return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { code: 'json', detail, ...whereInJson(text, detail) };
  }
}
