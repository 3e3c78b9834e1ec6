// The access report (admins): when a staff account may have been misused, everything it touched in a
// window, from the audit log (whose chain is checked first), for the breach notice; and, on the same
// screen, the one action that stops it: disable the account and end all its sessions.
import type { ColumnDef } from '@tanstack/react-table';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { exportAccessReport, userAction, type AccessReportFilters } from '../api/endpoints';
import { useAccessReport, useUserChange, useUsers } from '../api/queries';
import type { AccessReport, StaffAccount, Touched } from '../api/wire';
import { Link, navigate, useLocation } from '../app/router';
import { DataTable } from '../ui/data-table';
import { ActionDialog } from '../ui/dialog';
import { controlClass } from '../ui/field';
import { formatInstant } from '../ui/format';
import { ErrorMessage } from './ErrorMessage';
import { valueLabel } from './labels';

/** Kinds that open a record of their own in the dashboard. */
const DETAIL_PATH: Partial<Record<string, string>> = { booking: 'bookings', inquiry: 'inquiries', assessment: 'assessments' };
const COUNTS = ['bookings', 'inquiries', 'assessments', 'photos', 'exports', 'searches', 'rowsInExportsAndSearches'] as const;

/** A data category as the server names it (`health answers`), in the dashboard's language. */
function categoryLabel(t: (key: string) => string, category: string): string {
  const key = `dash-access-category-${category.replace(/\s+/g, '-')}`;
  const text = t(key);
  return text === key ? category : text;
}

function Chain({ report }: { report: AccessReport }) {
  const { t } = useI18n();
  const { chain } = report;
  if (chain.intact) {
    return <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">{t('dash-access-chain-intact', { entries: chain.entries })}</p>;
  }
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      {t('dash-access-chain-broken', { id: chain.brokenAt ?? 0, reason: chain.reason ?? '' })}
    </p>
  );
}

function Summary({ report }: { report: AccessReport }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
      <div>
        <h2 className="font-semibold">{t('dash-access-entries', { count: report.entries })}</h2>
        <ul className="mt-2 space-y-1 text-sm">
          {COUNTS.map((k) => (
            <li key={k}>{t(`dash-access-count-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, { count: report.counts[k] })}</li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="font-semibold">{t('dash-access-categories')}</h2>
        {report.categories.length ? (
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {report.categories.map((c) => (
              <li key={c} className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{categoryLabel(t, c)}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">{t('dash-access-none-exposed')}</p>
        )}
      </div>
    </div>
  );
}

/** Disable the account and end all its sessions: one action, confirmed in a dialog. */
function StopAccount({ account }: { account: StaffAccount | undefined }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const disable = useUserChange((user: StaffAccount) => userAction(user.id, 'disable'));
  if (!account) return null;
  if (account.disabled) {
    return <p role="status" className="text-sm font-semibold">{disable.isSuccess ? t('dash-access-disabled', { email: account.email }) : t('dash-access-already-disabled')}</p>;
  }
  return (
    <div>
      <Button type="button" className="bg-red-700 hover:bg-red-800" onClick={() => setConfirming(true)}>{t('dash-access-disable')}</Button>
      <ErrorMessage error={disable.error} />
      <ActionDialog open={confirming} onOpenChange={setConfirming} title={t('dash-access-disable-title', { email: account.email })}>
        <p>{t('dash-access-disable-help')}</p>
        <ErrorMessage error={disable.error} />
        <Button type="button" className="mt-3 bg-red-700 hover:bg-red-800" loading={disable.isPending} onClick={() => disable.mutate(account, { onSuccess: () => setConfirming(false) })}>
          {t('dash-access-disable-confirm')}
        </Button>
      </ActionDialog>
    </div>
  );
}

export default function AccessReportScreen() {
  const { t, locale } = useI18n();
  const { search } = useLocation();
  const filters: AccessReportFilters = {
    user: search.get('user') ?? undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  };
  const ready = Boolean(filters.user && filters.from && filters.to);
  const users = useUsers();
  const report = useAccessReport(filters, ready);
  const csv = useMutation({ mutationFn: () => exportAccessReport(filters) });
  const account = users.data?.find((u) => u.email.toLowerCase() === filters.user?.toLowerCase());

  const columns = useMemo<ColumnDef<Touched, unknown>[]>(
    () => [
      { id: 'kind', header: t('dash-access-col-kind'), cell: ({ row }) => valueLabel(t, 'kind', row.original.kind) },
      {
        id: 'record',
        header: t('dash-access-col-record'),
        cell: ({ row }) => {
          const { kind, id } = row.original;
          const path = DETAIL_PATH[kind];
          const text = <span dir="ltr" className="font-mono text-xs">{id}</span>;
          return path ? <Link to={`/${path}/${encodeURIComponent(id)}`} className="text-brand-900 underline">{text}</Link> : text;
        },
      },
      {
        id: 'patient',
        header: t('dash-access-col-patient'),
        cell: ({ row }) => (
          <span>
            {row.original.patientName}
            {row.original.patientEmail && <span dir="ltr" className="block text-xs text-slate-700">{row.original.patientEmail}</span>}
          </span>
        ),
      },
      { id: 'categories', header: t('dash-access-col-categories'), cell: ({ row }) => row.original.categories.map((c) => categoryLabel(t, c)).join(', ') },
      { id: 'actions', header: t('dash-access-col-actions'), cell: ({ row }) => row.original.actions.map((a) => valueLabel(t, 'event', a)).join(', ') },
      { id: 'times', header: t('dash-access-col-times'), cell: ({ row }) => row.original.times },
      { id: 'first', header: t('dash-access-col-first'), cell: ({ row }) => formatInstant(locale, row.original.firstAt) },
      { id: 'last', header: t('dash-access-col-last'), cell: ({ row }) => formatInstant(locale, row.original.lastAt) },
    ],
    [t, locale],
  );

  return (
    <section aria-labelledby="access-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="access-title" className="text-2xl font-bold">{t('dash-nav-access-report')}</h1>
        {report.data && <Button type="button" variant="secondary" size="sm" loading={csv.isPending} onClick={() => csv.mutate()}>{t('dash-export-csv')}</Button>}
      </div>
      <p className="max-w-3xl text-slate-700">{t('dash-access-intro')}</p>
      <ErrorMessage error={csv.error} />
      <form
        aria-label={t('dash-access-run')}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const d = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          for (const k of ['user', 'from', 'to']) {
            const v = String(d.get(k) ?? '').trim();
            if (v) next.set(k, v);
          }
          navigate(`/access-report?${next}`, { replace: true });
        }}
      >
        <div>
          <label htmlFor="access-user" className="block text-xs font-semibold text-slate-700">{t('dash-access-account')}</label>
          <select id="access-user" name="user" required defaultValue={filters.user ?? ''} key={`${users.data?.length}-${filters.user}`} dir="ltr" className={`${controlClass} py-1 text-sm`}>
            <option value="" disabled>{t('dash-access-account-choose')}</option>
            {(users.data ?? []).map((u) => (
              <option key={u.id} value={u.email}>{u.email}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="access-from" className="block text-xs font-semibold text-slate-700">{t('dash-access-from')}</label>
          <input id="access-from" name="from" type="date" required defaultValue={filters.from ?? ''} className={`${controlClass} py-1 text-sm`} />
        </div>
        <div>
          <label htmlFor="access-to" className="block text-xs font-semibold text-slate-700">{t('dash-access-to')}</label>
          <input id="access-to" name="to" type="date" required defaultValue={filters.to ?? ''} className={`${controlClass} py-1 text-sm`} />
        </div>
        <Button type="submit" size="sm">{t('dash-access-run')}</Button>
      </form>
      <ErrorMessage error={users.error} />
      <ErrorMessage error={report.error} />
      {report.data && (
        <>
          <Chain report={report.data} />
          <Summary report={report.data} />
          <StopAccount account={account} />
          <DataTable
            label={t('dash-nav-access-report')}
            columns={columns}
            rows={report.data.touched}
            rowKey={(r) => `${r.kind}/${r.id}`}
            loading={report.isFetching}
            empty={t('dash-access-empty')}
          />
        </>
      )}
    </section>
  );
}
