// One inbox for bookings, inquiries and assessments: the filters live in the URL (Back and shared links
// keep them); the server filters, sorts and pages; CSV export takes the same filters.
import type { ColumnDef, RowSelectionState, SortingState } from '@tanstack/react-table';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { siteLocales } from '../../lib/core';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { BRANCHES, KINDS, STATUSES, TUMOR_TYPES, URGENCIES } from '../api/choices';
import { exportInbox, type InboxFilters } from '../api/endpoints';
import { useInbox } from '../api/queries';
import type { InboxItem, SubmissionKind } from '../api/wire';
import { Link, navigate, useLocation } from '../app/router';
import { Badge, toneOf } from '../ui/badge';
import { DataTable } from '../ui/data-table';
import { FacetedFilter } from '../ui/faceted-filter';
import { formatInstant } from '../ui/format';
import { controlClass } from '../ui/field';
import { BulkCancel } from './BulkCancel';
import { ErrorMessage } from './ErrorMessage';
import { IntakeCell } from './IntakeMarks';
import { languageName, valueLabel } from './labels';

const FILTERS = ['kind', 'status', 'branch', 'from', 'to', 'lang', 'tumorType', 'urgency', 'overdue', 'unverified', 'q', 'sort', 'dir', 'page'] as const;
const PAGE_SIZE = 25;

export const detailLink = (item: Pick<InboxItem, 'kind' | 'id' | 'code'>): string =>
  item.kind === 'booking' ? `/bookings/${encodeURIComponent(item.code ?? item.id)}` : `/${item.kind === 'inquiry' ? 'inquiries' : 'assessments'}/${encodeURIComponent(item.id)}`;

function filtersFrom(search: URLSearchParams): InboxFilters {
  const f: InboxFilters = { pageSize: PAGE_SIZE };
  for (const name of FILTERS) {
    const v = search.get(name);
    if (v) (f as Record<string, string | number>)[name] = name === 'page' ? Number(v) || 1 : v;
  }
  f.page ??= 1;
  return f;
}

export function useSubmissionColumns(): ColumnDef<InboxItem, unknown>[] {
  const { t, locale } = useI18n();
  return useMemo<ColumnDef<InboxItem, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('dash-col-name'),
        enableSorting: true,
        cell: ({ row }) => (
          <Link to={detailLink(row.original)} tabIndex={-1} className="font-semibold text-brand-800 underline">
            {row.original.purged ? <span className="font-normal italic">{t('dash-purged-name')}</span> : row.original.name}
          </Link>
        ),
      },
      { id: 'kind', header: t('dash-col-kind'), enableSorting: false, cell: ({ row }) => valueLabel(t, 'kind', row.original.kind) },
      { id: 'code', header: t('dash-col-code'), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap font-mono" dir="ltr">{row.original.code ?? ''}</span> },
      {
        id: 'status',
        header: t('dash-col-status'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            <Badge tone={toneOf(row.original.status)}>{valueLabel(t, 'status', row.original.status)}</Badge>
            {row.original.overdue && <Badge tone="bad">{t('dash-overdue')}</Badge>}
            {row.original.verification === 'unverified' && (row.original.status === 'pending' || row.original.status === 'confirmed') && <Badge tone="warn">{t('dash-unverified')}</Badge>}
          </span>
        ),
      },
      { id: 'intake', header: t('dash-col-intake'), enableSorting: false, cell: ({ row }) => <IntakeCell mark={row.original.intake} /> },
      { id: 'branch', header: t('dash-col-branch'), enableSorting: false, cell: ({ row }) => (row.original.branch ? valueLabel(t, 'branch', row.original.branch) : '') },
      { id: 'lang', header: t('dash-col-lang'), enableSorting: false, cell: ({ row }) => <span lang={row.original.lang}>{languageName(row.original.lang)}</span> },
      {
        id: 'urgency',
        header: t('dash-col-urgency'),
        enableSorting: false,
        cell: ({ row }) => (row.original.urgency ? <Badge tone={toneOf(row.original.urgency)}>{valueLabel(t, 'urgency', row.original.urgency)}</Badge> : ''),
      },
      {
        id: 'preferredDate',
        header: t('dash-col-slot'),
        enableSorting: true,
        cell: ({ row }) => <span dir="ltr">{[row.original.preferredDate, row.original.preferredTime].filter(Boolean).join(' ')}</span>,
      },
      { id: 'receivedAt', header: t('dash-col-received'), enableSorting: true, cell: ({ row }) => formatInstant(locale, row.original.receivedAt) },
      { id: 'assignee', header: t('dash-col-assignee'), enableSorting: false, cell: ({ row }) => <span dir="ltr">{row.original.assigneeEmail ?? ''}</span> },
    ],
    [t, locale],
  );
}

export default function InboxScreen() {
  const { t } = useI18n();
  const { search } = useLocation();
  const filters = filtersFrom(search);
  const inbox = useInbox(filters);
  const columns = useSubmissionColumns();
  const csv = useMutation({ mutationFn: () => exportInbox(filters) });
  // Selected open bookings of the rows shown, for a bulk cancel; a new page or filter starts afresh.
  const [selection, setSelection] = useState<{ search: string; rows: RowSelectionState }>({ search: '', rows: {} });
  const selected = selection.search === search.toString() ? selection.rows : {};
  const items = inbox.data?.items ?? [];
  const selectedCodes = items.filter((r) => selected[`${r.kind}:${r.id}`] && r.code).map((r) => r.code ?? '');

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page');
    const q = next.toString();
    navigate(`/inbox${q ? `?${q}` : ''}`, { replace: true });
  };
  const sorting: SortingState = filters.sort ? [{ id: filters.sort, desc: filters.dir !== 'asc' }] : [{ id: 'receivedAt', desc: true }];
  const kind = filters.kind as SubmissionKind | undefined;
  const statuses = kind ? STATUSES[kind] : [...new Set(Object.values(STATUSES).flat())];
  const opts = (group: Parameters<typeof valueLabel>[1], values: readonly string[]) => values.map((v) => ({ value: v, label: valueLabel(t, group, v) }));

  return (
    <section aria-labelledby="inbox-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="inbox-title" className="text-2xl font-bold">{kind === 'booking' ? t('dash-nav-bookings') : t('dash-nav-inbox')}</h1>
        <Button type="button" variant="secondary" size="sm" loading={csv.isPending} onClick={() => csv.mutate()}>
          {t('dash-export-csv')}
        </Button>
      </div>
      <ErrorMessage error={csv.error} />
      <div role="toolbar" aria-label={t('dash-filters')} className="flex flex-wrap items-end gap-2">
        <form
          role="search"
          aria-label={t('dash-search-label')}
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
          }}
        >
          <div>
            <label htmlFor="inbox-q" className="block text-xs font-semibold text-slate-700">{t('dash-search-label')}</label>
            <input id="inbox-q" name="q" type="search" defaultValue={filters.q ?? ''} key={filters.q ?? ''} className={`${controlClass} py-1.5 text-sm`} />
          </div>
          <Button type="submit" size="sm">{t('dash-search')}</Button>
        </form>
        <FacetedFilter title={t('dash-col-kind')} value={filters.kind ?? ''} options={opts('kind', KINDS)} onChange={(v) => update({ kind: v, status: undefined })} />
        <FacetedFilter title={t('dash-col-status')} value={filters.status ?? ''} options={opts('status', statuses)} onChange={(v) => update({ status: v })} />
        <FacetedFilter title={t('dash-col-branch')} value={filters.branch ?? ''} options={opts('branch', BRANCHES)} onChange={(v) => update({ branch: v })} />
        <FacetedFilter title={t('dash-col-lang')} value={filters.lang ?? ''} options={siteLocales().map((l) => ({ value: l, label: languageName(l) }))} onChange={(v) => update({ lang: v })} />
        <FacetedFilter title={t('dash-col-tumor')} value={filters.tumorType ?? ''} options={opts('tumor', TUMOR_TYPES)} onChange={(v) => update({ tumorType: v })} />
        <FacetedFilter title={t('dash-col-urgency')} value={filters.urgency ?? ''} options={opts('urgency', URGENCIES)} onChange={(v) => update({ urgency: v })} />
        <div>
          <label htmlFor="inbox-from" className="block text-xs font-semibold text-slate-700">{t('dash-filter-from')}</label>
          <input id="inbox-from" type="date" value={filters.from ?? ''} onChange={(e) => update({ from: e.target.value })} className={`${controlClass} py-1 text-sm`} />
        </div>
        <div>
          <label htmlFor="inbox-to" className="block text-xs font-semibold text-slate-700">{t('dash-filter-to')}</label>
          <input id="inbox-to" type="date" value={filters.to ?? ''} onChange={(e) => update({ to: e.target.value })} className={`${controlClass} py-1 text-sm`} />
        </div>
        <label className="flex items-center gap-2 self-end pb-1.5 text-sm">
          <input type="checkbox" checked={filters.overdue === 'true'} onChange={(e) => update({ overdue: e.target.checked ? 'true' : undefined })} className="h-4 w-4" />
          {t('dash-overdue')}
        </label>
        <label className="flex items-center gap-2 self-end pb-1.5 text-sm">
          <input type="checkbox" checked={filters.unverified === 'true'} onChange={(e) => update({ unverified: e.target.checked ? 'true' : undefined })} className="h-4 w-4" />
          {t('dash-filter-unverified')}
        </label>
        {FILTERS.some((f) => f !== 'page' && f !== 'sort' && f !== 'dir' && search.get(f)) && (
          <Button type="button" variant="ghost" size="sm" onClick={() => navigate('/inbox', { replace: true })}>
            {t('dash-filter-reset')}
          </Button>
        )}
      </div>
      <ErrorMessage error={inbox.error} />
      <BulkCancel codes={selectedCodes} onDone={() => setSelection({ search: '', rows: {} })} />
      <DataTable
        label={t('dash-nav-inbox')}
        columns={columns}
        rows={items}
        rowKey={(r) => `${r.kind}:${r.id}`}
        loading={inbox.isFetching}
        empty={t('dash-inbox-empty')}
        paging={{ page: filters.page ?? 1, pageSize: PAGE_SIZE, total: inbox.data?.total ?? 0, totalCapped: inbox.data?.totalCapped ?? false }}
        onPage={(page) => update({ page })}
        sorting={sorting}
        onSort={(s) => update({ sort: s[0]?.id, dir: s[0] ? (s[0].desc ? 'desc' : 'asc') : undefined })}
        onOpen={(row) => navigate(detailLink(row))}
        selection={{
          selected,
          onChange: (rows) => setSelection({ search: search.toString(), rows }),
          canSelect: (r) => r.kind === 'booking' && (r.status === 'pending' || r.status === 'confirmed'),
          // An accessible name carries no isolation marks (as the other screens' labels).
          rowLabel: (r) => stripIsolates(t('dash-bulk-select-row', { name: r.purged ? t('dash-purged-name') : r.name })),
          allLabel: t('dash-bulk-select-all'),
        }}
      />
    </section>
  );
}
