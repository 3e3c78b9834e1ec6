// A line diff for the content editor: what the zh-TW source changed since a translation, and what a
// draft changes in the published text. Myers' O((N+M)·D) algorithm over the lines between a common
// head and tail, written here because the diff libraries (`diff` ~13 KB gzip) carry word and patch
// modes the dashboard does not use, and its bundle budget is tight. Past `maxEdits` differing lines
// (two unrelated texts) the middle is shown as removed then added: the trace's memory grows with the
// square of the edits.

export type DiffOp = 'same' | 'add' | 'del';

export interface DiffLine {
  op: DiffOp;
  text: string;
  /** 1-based line number in the old text (`same`, `del`). */
  oldLine?: number;
  /** 1-based line number in the new text (`same`, `add`). */
  newLine?: number;
}

/** A run of unchanged lines left out of a view, between the changes' context. */
export interface DiffFold {
  op: 'fold';
  count: number;
}

/** The lines of a text; a final line break ends the last line rather than starting an empty one. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\n|\r/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Each distinct line as a small number, so the search compares numbers, not strings. */
function numbered(a: string[], b: string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const id = (line: string) => {
    let n = ids.get(line);
    if (n === undefined) {
      n = ids.size;
      ids.set(line, n);
    }
    return n;
  };
  return [Int32Array.from(a, id), Int32Array.from(b, id)];
}

/**
 * The shortest edit script between `a` and `b` as steps: 0 same, 1 delete (from a), 2 insert (from b);
 * null when it needs more than `maxEdits` edits.
 */
function shortestEdit(a: Int32Array, b: Int32Array, maxEdits: number): Uint8Array | null {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d] holds v over k ∈ [-d, d] as it was before step d (the values step d builds on).
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= Math.min(max, maxEdits); d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    if (found >= 0) break;
  }
  if (found < 0) return null;

  const steps: number[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const prev = trace[d];
    const at = (k: number) => prev[k + d]; // prev covers k ∈ [-d, d]
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    const startX = down ? prevX : prevX + 1;
    const startY = down ? prevY + 1 : prevY;
    while (x > startX && y > startY) {
      steps.push(0);
      x--;
      y--;
    }
    steps.push(down ? 2 : 1);
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    steps.push(0);
    x--;
    y--;
  }
  return Uint8Array.from(steps.reverse());
}

/** Every line of `before` and `after`, marked unchanged, removed or added, in reading order. */
export function lineDiff(before: string, after: string, maxEdits = 2000): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;

  const out: DiffLine[] = [];
  for (let i = 0; i < head; i++) out.push({ op: 'same', text: a[i], oldLine: i + 1, newLine: i + 1 });
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const [na, nb] = numbered(midA, midB);
  const steps = shortestEdit(na, nb, maxEdits);
  let i = 0;
  let j = 0;
  const same = () => {
    out.push({ op: 'same', text: midA[i], oldLine: head + i + 1, newLine: head + j + 1 });
    i++;
    j++;
  };
  const del = () => {
    out.push({ op: 'del', text: midA[i], oldLine: head + i + 1 });
    i++;
  };
  const add = () => {
    out.push({ op: 'add', text: midB[j], newLine: head + j + 1 });
    j++;
  };
  if (steps) {
    for (const step of steps) (step === 0 ? same : step === 1 ? del : add)();
  } else {
    while (i < midA.length) del();
    while (j < midB.length) add();
  }
  for (let t = 0; t < tail; t++) {
    out.push({ op: 'same', text: a[a.length - tail + t], oldLine: a.length - tail + t + 1, newLine: b.length - tail + t + 1 });
  }
  return out;
}

/** How many lines a diff adds and removes. */
export function diffCounts(lines: DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const l of lines) {
    if (l.op === 'add') added++;
    else if (l.op === 'del') removed++;
  }
  return { added, removed };
}

/**
 * The diff as a reader wants it: each change with `context` unchanged lines either side, longer
 * unchanged runs folded into a count. A fold of a single line is not worth its own row: it is shown.
 */
export function withContext(lines: DiffLine[], context = 3): (DiffLine | DiffFold)[] {
  const out: (DiffLine | DiffFold)[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i].op !== 'same') {
      out.push(lines[i]);
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end].op === 'same') end++;
    const keepBefore = i === 0 ? 0 : context; // after a change
    const keepAfter = end === lines.length ? 0 : context; // before a change
    const hidden = end - i - keepBefore - keepAfter;
    if (hidden > 1) {
      out.push(...lines.slice(i, i + keepBefore), { op: 'fold', count: hidden }, ...lines.slice(end - keepAfter, end));
    } else {
      out.push(...lines.slice(i, end));
    }
    i = end;
  }
  return out;
}
