// The site's content (issue 27): one row per document with its seven languages side by side, each
// showing its revision, whether it is behind its zh-TW source, and a change under way. Filters live
// in the URL like the inbox's; the list is small (a few hundred files), so it is read whole and
// filtered here. Rows are one tab stop (arrow keys or j and k move, Enter opens the document: the
// filtered language's file, else the source), and every language's cell is a link for the mouse.
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { siteLocales } from '../../../lib/core';
import { stripIsolates, useI18n, type I18n } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { useContentList } from '../../api/content';
import { Link, navigate, useLocation } from '../../app/router';
import { DataTable } from '../../ui/data-table';
import { FacetedFilter } from '../../ui/faceted-filter';
import { controlClass } from '../../ui/field';
import { ErrorMessage } from '../ErrorMessage';
import { languageName } from '../labels';
import { ItemState } from './ContentBadges';
import { CONTENT_KINDS, CONTENT_STATES, editorLink, filterRows, groupDocuments, pathIn, pathToOpen, SOURCE_LANG, type ContentFilters, type DocumentRow } from './documents';

const FILTERS = ['kind', 'state', 'lang', 'q'] as const;

function filtersFrom(search: URLSearchParams): ContentFilters {
  const f: ContentFilters = {};
  for (const name of FILTERS) {
    const v = search.get(name);
    if (v) f[name] = v;
  }
  return f;
}

function LanguageCell({ row, lang }: { row: DocumentRow; lang: string }) {
  const { t } = useI18n();
  const item = row.byLang[lang];
  const name = languageName(lang);
  if (!item) {
    // A language without this document yet (a new article drafted in zh-TW): its first draft makes it.
    return (
      <Link to={editorLink(pathIn(lang, row.name))} tabIndex={-1} className="text-slate-600 underline" aria-label={stripIsolates(t('dash-content-add-language', { language: name }))}>
        {t('dash-content-missing')}
      </Link>
    );
  }
  return (
    <Link to={editorLink(item.path)} tabIndex={-1} className="block rounded hover:bg-slate-100" aria-label={stripIsolates(t('dash-content-open-language', { language: name }))}>
      <ItemState item={item} />
    </Link>
  );
}

const kindLabel = (t: I18n['t'], kind: string) => t(`dash-content-kind-${kind}`);

function useColumns(): ColumnDef<DocumentRow, unknown>[] {
  const { t } = useI18n();
  return useMemo<ColumnDef<DocumentRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('dash-content-col-document'),
        cell: ({ row }) => {
          const r = row.original;
          const shared = r.shared ? r.byLang[''] : undefined;
          return (
            <div className="space-y-1">
              <Link to={editorLink(pathToOpen(r))} tabIndex={-1} className="font-mono font-semibold text-brand-800 underline" dir="ltr">
                {r.name}
              </Link>
              <p className="text-xs text-slate-700">{kindLabel(t, r.kind)}</p>
              {shared && <ItemState item={shared} />}
            </div>
          );
        },
      },
      ...siteLocales().map(
        (lang): ColumnDef<DocumentRow, unknown> => ({
          id: `lang-${lang}`,
          header: () => <span lang={lang}>{languageName(lang)}</span>,
          // A shared file serves every language: its state is in the document's cell.
          cell: ({ row }) => (row.original.shared ? null : <LanguageCell row={row.original} lang={lang} />),
        }),
      ),
    ],
    [t],
  );
}

export default function ContentListScreen() {
  const { t } = useI18n();
  const { search } = useLocation();
  const filters = filtersFrom(search);
  const list = useContentList();
  const columns = useColumns();
  const rows = useMemo(() => groupDocuments(list.data?.items ?? []), [list.data]);
  const shown = filterRows(rows, filters);

  const update = (changes: Partial<Record<(typeof FILTERS)[number], string>>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    const q = next.toString();
    navigate(`/content${q ? `?${q}` : ''}`, { replace: true });
  };
  const kinds = CONTENT_KINDS.filter((k) => rows.some((r) => r.kind === k));

  return (
    <section aria-labelledby="content-title" className="space-y-4">
      <h1 id="content-title" className="text-2xl font-bold">{t('dash-nav-content')}</h1>
      <p className="max-w-3xl text-sm text-slate-800">{t('dash-content-lead')}</p>
      <div role="toolbar" aria-label={t('dash-filters')} className="flex flex-wrap items-end gap-2">
        <form
          role="search"
          aria-label={t('dash-content-search')}
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
          }}
        >
          <div>
            <label htmlFor="content-q" className="block text-xs font-semibold text-slate-700">{t('dash-content-search')}</label>
            <input id="content-q" name="q" type="search" dir="ltr" defaultValue={filters.q ?? ''} key={filters.q ?? ''} className={`${controlClass} py-1.5 text-sm`} />
          </div>
          <Button type="submit" size="sm">{t('dash-search')}</Button>
        </form>
        <FacetedFilter title={t('dash-content-filter-kind')} value={filters.kind ?? ''} options={kinds.map((k) => ({ value: k, label: kindLabel(t, k) }))} onChange={(v) => update({ kind: v })} />
        <FacetedFilter
          title={t('dash-content-filter-state')}
          value={filters.state ?? ''}
          options={CONTENT_STATES.map((s) => ({ value: s, label: t(`dash-content-state-${s}`) }))}
          onChange={(v) => update({ state: v })}
        />
        <FacetedFilter title={t('dash-col-lang')} value={filters.lang ?? ''} options={siteLocales().map((l) => ({ value: l, label: languageName(l) }))} onChange={(v) => update({ lang: v })} />
        {FILTERS.some((f) => search.get(f)) && (
          <Button type="button" variant="ghost" size="sm" onClick={() => navigate('/content', { replace: true })}>
            {t('dash-filter-reset')}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('dash-content-shown', { shown: shown.length, total: rows.length })} {t(filters.lang ? 'dash-content-enter-language' : 'dash-content-enter-source', { language: languageName(filters.lang ?? SOURCE_LANG) })}
      </p>
      <ErrorMessage error={list.error} />
      <DataTable
        label={t('dash-nav-content')}
        columns={columns}
        rows={shown}
        rowKey={(r) => r.key}
        loading={list.isFetching}
        empty={t('dash-content-empty')}
        onOpen={(r) => navigate(editorLink(pathToOpen(r, filters.lang)))}
      />
    </section>
  );
}
