// The content list as the screen shows it: one row per document with its languages side by side, each
// document's kind (the filter's values), and the filters themselves. A document is the same file in
// every language's folder (`zh-TW/faq.json`, `en/faq.json`, …: the server's `name` is the path without
// the language folder); a shared file (`facts.json`) has no language and is a row of its own, even
// where a language's folder has a file of the same name (`clinics.json` beside `en/clinics.json`).
import type { ContentItem } from '../../api/wire';

/** The kinds of document, in the list's order (docs/content-format.md). */
export const CONTENT_KINDS = ['faq', 'articles', 'legal', 'sheets', 'aftercare', 'clinics', 'cases', 'videos', 'shared', 'other'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The list's state filter: a translation behind its source, a change waiting for review, one sent back. */
export const CONTENT_STATES = ['needs-update', 'in-review', 'returned'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** The source language: every other language's file of a document is its translation. */
export const SOURCE_LANG = 'zh-TW';

const FOLDERS: readonly string[] = ['articles', 'legal', 'sheets', 'aftercare'];
const FILES: readonly string[] = ['faq', 'clinics', 'cases', 'videos'];

/** A document's kind: its folder in a language (`articles/…`), its file (`faq.json`), or shared. */
export function kindOf(item: Pick<ContentItem, 'lang' | 'name'>): ContentKind {
  if (!item.lang) return 'shared';
  const [first = '', rest] = item.name.split('/');
  if (rest !== undefined) return FOLDERS.includes(first) ? (first as ContentKind) : 'other';
  const base = first.replace(/\.json$/, '');
  return FILES.includes(base) && first.endsWith('.json') ? (base as ContentKind) : 'other';
}

/** A document's path in one language (`ja/faq.json`), or a shared file's own path. */
export const pathIn = (lang: string | undefined, name: string): string => (lang ? `${lang}/${name}` : name);

/** A path's language folder and name, as the server splits it (`facts.json` has no language). */
export function splitPath(path: string): { lang?: string; name: string } {
  const slash = path.indexOf('/');
  return slash < 0 ? { name: path } : { lang: path.slice(0, slash), name: path.slice(slash + 1) };
}

/** One document of the list: its languages' files by language, or the one shared file. */
export interface DocumentRow {
  key: string;
  name: string;
  kind: ContentKind;
  shared: boolean;
  byLang: Partial<Record<string, ContentItem>>;
}

const kindOrder = (kind: ContentKind) => CONTENT_KINDS.indexOf(kind);

/** The list's items as documents, ordered by kind and then name. */
export function groupDocuments(items: ContentItem[]): DocumentRow[] {
  const rows = new Map<string, DocumentRow>();
  for (const item of items) {
    const shared = !item.lang;
    const key = `${shared ? 'shared' : 'doc'}:${item.name}`;
    let row = rows.get(key);
    if (!row) {
      row = { key, name: item.name, kind: kindOf(item), shared, byLang: {} };
      rows.set(key, row);
    }
    row.byLang[item.lang ?? ''] = item;
  }
  return [...rows.values()].sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.name.localeCompare(b.name, 'en'));
}

/** The files of a row the state filter looks at: one language's, or every language's. */
const filesOf = (row: DocumentRow, lang?: string): ContentItem[] =>
  Object.entries(row.byLang)
    .filter(([l]) => !lang || row.shared || l === lang)
    .map(([, item]) => item)
    .filter((item): item is ContentItem => item !== undefined);

export function hasState(item: ContentItem, state: ContentState): boolean {
  if (state === 'needs-update') return item.needsUpdate;
  return item.draft === (state === 'in-review' ? 'in_review' : 'returned');
}

export interface ContentFilters {
  kind?: string;
  state?: string;
  /** A language: the state filter looks at that language's file, and a row opens it. */
  lang?: string;
  /** Part of the document's name. */
  q?: string;
}

/** The rows the filters let through. A language filter keeps shared files (they serve every language). */
export function filterRows(rows: DocumentRow[], f: ContentFilters): DocumentRow[] {
  const q = f.q?.trim().toLowerCase() ?? '';
  const state = (CONTENT_STATES as readonly string[]).includes(f.state ?? '') ? (f.state as ContentState) : null;
  return rows.filter(
    (row) =>
      (!f.kind || row.kind === f.kind) &&
      (!q || row.name.toLowerCase().includes(q)) &&
      (!state || filesOf(row, f.lang).some((item) => hasState(item, state))),
  );
}

/**
 * The path a row opens: the filtered language's file (made there when it is missing), else the
 * source's, else the first language there is.
 */
export function pathToOpen(row: DocumentRow, lang?: string): string {
  if (row.shared) return row.name;
  if (lang) return pathIn(lang, row.name);
  return (row.byLang[SOURCE_LANG] ?? Object.values(row.byLang)[0])?.path ?? pathIn(SOURCE_LANG, row.name);
}

/** The editor's dashboard path for a document, with another language shown beside it. */
export function editorLink(path: string, beside?: string): string {
  const q = new URLSearchParams({ path });
  if (beside) q.set('beside', beside);
  return `/content/edit?${q.toString()}`;
}
