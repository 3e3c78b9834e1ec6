import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../api/wire';
import { editorLink, filterRows, groupDocuments, kindOf, pathToOpen, splitPath } from './documents';

const item = (path: string, extra: Partial<ContentItem> = {}): ContentItem => {
  const { lang, name } = splitPath(path);
  return { path, ...(lang ? { lang } : {}), name, revision: 1, needsUpdate: false, ...extra };
};

const items: ContentItem[] = [
  item('zh-TW/faq.json', { revision: 4 }),
  item('en/faq.json', { revision: 2, needsUpdate: true }),
  item('ja/faq.json', { revision: 3, draft: 'in_review' }),
  item('zh-TW/articles/what-is-a-lipoma.md'),
  item('ar/articles/what-is-a-lipoma.md', { draft: 'returned' }),
  item('facts.json', { revision: 7 }),
  item('clinics.json'),
  item('zh-TW/clinics.json'),
  item('en/clinics.json'),
  item('zh-TW/legal/privacy.md'),
  item('ko/aftercare/cyst.md'),
  item('zh-TW/sheets/cyst.md'),
  item('hi/videos.json'),
  item('es/cases.json'),
  item('ja/articles/new-one.md', { revision: 0, draft: 'draft' }),
];

describe('the content list: one row per document', () => {
  const rows = groupDocuments(items);

  it('puts every language of a file on one row', () => {
    const faq = rows.find((r) => r.name === 'faq.json');
    expect(faq?.shared).toBe(false);
    expect(Object.keys(faq?.byLang ?? {}).sort()).toEqual(['en', 'ja', 'zh-TW']);
    expect(faq?.byLang.en?.needsUpdate).toBe(true);
  });

  it('keeps a shared file apart from the language files of the same name', () => {
    const clinics = rows.filter((r) => r.name === 'clinics.json');
    expect(clinics.map((r) => r.shared).sort()).toEqual([false, true]);
    const shared = clinics.find((r) => r.shared);
    expect(shared?.byLang['']?.path).toBe('clinics.json');
    expect(shared?.kind).toBe('shared');
    expect(clinics.find((r) => !r.shared)?.kind).toBe('clinics');
  });

  it('lists a document drafted in one language only, never published', () => {
    const fresh = rows.find((r) => r.name === 'articles/new-one.md');
    expect(fresh?.byLang.ja?.draft).toBe('draft');
    expect(fresh?.byLang['zh-TW']).toBeUndefined();
  });

  it('orders the rows by kind as the filter lists them, then by name', () => {
    expect(rows.map((r) => `${r.kind} ${r.name}`)).toEqual([
      'faq faq.json',
      'articles articles/new-one.md',
      'articles articles/what-is-a-lipoma.md',
      'legal legal/privacy.md',
      'sheets sheets/cyst.md',
      'aftercare aftercare/cyst.md',
      'clinics clinics.json',
      'cases cases.json',
      'videos videos.json',
      'shared clinics.json',
      'shared facts.json',
    ]);
  });
});

describe('the kind of a document', () => {
  it('comes from its folder, its file, or its being shared', () => {
    expect(kindOf({ lang: 'en', name: 'articles/x.md' })).toBe('articles');
    expect(kindOf({ lang: 'ar', name: 'legal/terms.md' })).toBe('legal');
    expect(kindOf({ lang: 'ja', name: 'faq.json' })).toBe('faq');
    expect(kindOf({ name: 'videos.json' })).toBe('shared');
    expect(kindOf({ lang: 'en', name: 'notes.json' })).toBe('other');
    expect(kindOf({ lang: 'en', name: 'faq.md' })).toBe('other');
  });
});

describe('the list filters', () => {
  const rows = groupDocuments(items);
  const names = (f: Parameters<typeof filterRows>[1]) => filterRows(rows, f).map((r) => `${r.shared ? 'shared:' : ''}${r.name}`);

  it('keeps one kind', () => {
    expect(names({ kind: 'articles' })).toEqual(['articles/new-one.md', 'articles/what-is-a-lipoma.md']);
    expect(names({ kind: 'shared' })).toEqual(['shared:clinics.json', 'shared:facts.json']);
  });

  it('finds the documents behind their source, or waiting for review, or sent back', () => {
    expect(names({ state: 'needs-update' })).toEqual(['faq.json']);
    expect(names({ state: 'in-review' })).toEqual(['faq.json']);
    expect(names({ state: 'returned' })).toEqual(['articles/what-is-a-lipoma.md']);
  });

  it("looks at one language's file when a language is chosen", () => {
    expect(names({ state: 'needs-update', lang: 'ja' })).toEqual([]);
    expect(names({ state: 'in-review', lang: 'ja' })).toEqual(['faq.json']);
  });

  it('matches part of the name, ignoring case, and ignores an unknown state', () => {
    expect(names({ q: 'LIPOMA' })).toEqual(['articles/what-is-a-lipoma.md']);
    expect(names({ state: 'nonsense' })).toHaveLength(rows.length);
  });
});

describe('what a row opens', () => {
  const rows = groupDocuments(items);
  const row = (name: string, shared = false) => rows.find((r) => r.name === name && r.shared === shared)!;

  it('opens the source, or the chosen language (made there when missing), or a shared file itself', () => {
    expect(pathToOpen(row('faq.json'))).toBe('zh-TW/faq.json');
    expect(pathToOpen(row('faq.json'), 'ja')).toBe('ja/faq.json');
    expect(pathToOpen(row('faq.json'), 'hi')).toBe('hi/faq.json');
    expect(pathToOpen(row('articles/new-one.md'))).toBe('ja/articles/new-one.md');
    expect(pathToOpen(row('clinics.json', true), 'en')).toBe('clinics.json');
  });

  it('links the editor with the path and the language beside it', () => {
    expect(editorLink('ja/articles/x.md', 'zh-TW')).toBe('/content/edit?path=ja%2Farticles%2Fx.md&beside=zh-TW');
    expect(editorLink('facts.json')).toBe('/content/edit?path=facts.json');
  });
});
