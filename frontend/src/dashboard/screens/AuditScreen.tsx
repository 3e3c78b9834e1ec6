// The audit log (admins): who did what to which record, when and from where; filtered and exported.
import type { ColumnDef } from '@tanstack/react-table';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { exportAudit, type AuditFilters } from '../api/endpoints';
import { useAudit } from '../api/queries';
import type { AuditItem } from '../api/wire';
import { navigate, useLocation } from '../app/router';
import { DataTable } from '../ui/data-table';
import { controlClass } from '../ui/field';
import { formatInstant } from '../ui/format';
import { ErrorMessage } from './ErrorMessage';
import { valueLabel } from './labels';

const PAGE_SIZE = 50;
const TEXT_FILTERS = ['actor', 'action', 'targetKind'] as const;
const FILTER_LABELS = { actor: 'dash-audit-filter-actor', action: 'dash-audit-filter-action', targetKind: 'dash-audit-filter-target-kind' } as const;

export default function AuditScreen() {
  const { t, locale } = useI18n();
  const { search } = useLocation();
  const filters: AuditFilters = {
    actor: search.get('actor') ?? undefined,
    action: search.get('action') ?? undefined,
    targetKind: search.get('targetKind') ?? undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    page: Number(search.get('page')) || 1,
    pageSize: PAGE_SIZE,
  };
  const audit = useAudit(filters);
  const csv = useMutation({ mutationFn: () => exportAudit(filters) });
  const go = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page');
    navigate(`/audit${next.size ? `?${next}` : ''}`, { replace: true });
  };
  const columns = useMemo<ColumnDef<AuditItem, unknown>[]>(
    () => [
      { id: 'at', header: t('dash-audit-at'), cell: ({ row }) => formatInstant(locale, row.original.at) },
      { id: 'actor', header: t('dash-audit-actor'), cell: ({ row }) => <span dir="ltr">{row.original.actorEmail || t('dash-history-system')}</span> },
      { id: 'action', header: t('dash-audit-action'), cell: ({ row }) => <span title={row.original.action}>{valueLabel(t, 'event', row.original.action)}</span> },
      { id: 'target', header: t('dash-audit-target'), cell: ({ row }) => <span dir="ltr" className="font-mono text-xs">{[row.original.targetKind, row.original.targetId].filter(Boolean).join(' ')}</span> },
      { id: 'ip', header: t('dash-audit-ip'), cell: ({ row }) => <span dir="ltr" className="font-mono text-xs">{row.original.ip}</span> },
      {
        id: 'detail',
        header: t('dash-audit-detail'),
        cell: ({ row }) => (row.original.detail && JSON.stringify(row.original.detail) !== '{}' ? <code dir="ltr" className="break-all text-xs">{JSON.stringify(row.original.detail)}</code> : ''),
      },
    ],
    [t, locale],
  );
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="audit-title" className="text-2xl font-bold">{t('dash-nav-audit')}</h1>
        <Button type="button" variant="secondary" size="sm" loading={csv.isPending} onClick={() => csv.mutate()}>{t('dash-export-csv')}</Button>
      </div>
      <ErrorMessage error={csv.error} />
      <form
        role="search"
        aria-label={t('dash-filters')}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const d = new FormData(e.currentTarget);
          go(Object.fromEntries([...TEXT_FILTERS, 'from', 'to'].map((k) => [k, String(d.get(k) ?? '').trim()])));
        }}
      >
        {TEXT_FILTERS.map((k) => (
          <div key={k}>
            <label htmlFor={`audit-${k}`} className="block text-xs font-semibold text-slate-700">{t(FILTER_LABELS[k])}</label>
            <input id={`audit-${k}`} name={k} defaultValue={filters[k] ?? ''} dir="ltr" className={`${controlClass} py-1 text-sm`} />
          </div>
        ))}
        <div>
          <label htmlFor="audit-from" className="block text-xs font-semibold text-slate-700">{t('dash-filter-from')}</label>
          <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ''} className={`${controlClass} py-1 text-sm`} />
        </div>
        <div>
          <label htmlFor="audit-to" className="block text-xs font-semibold text-slate-700">{t('dash-filter-to')}</label>
          <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ''} className={`${controlClass} py-1 text-sm`} />
        </div>
        <Button type="submit" size="sm">{t('dash-filter-apply')}</Button>
      </form>
      <ErrorMessage error={audit.error} />
      <DataTable
        label={t('dash-nav-audit')}
        columns={columns}
        rows={audit.data?.items ?? []}
        rowKey={(r) => String(r.id)}
        loading={audit.isFetching}
        empty={t('dash-audit-empty')}
        paging={{ page: filters.page ?? 1, pageSize: PAGE_SIZE, total: audit.data?.total ?? 0 }}
        onPage={(page) => go({ page })}
      />
    </section>
  );
}
