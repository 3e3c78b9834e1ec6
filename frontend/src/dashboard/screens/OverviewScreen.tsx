// The day at a glance: today's and upcoming bookings per branch, open inquiries, the triage queue and the
// patients' aftercare worries at its top, bookings per day by branch and by the patients' language, the
// no-show and response figures, and the reminders' confirmation and no-show rates.
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { BRANCHES } from '../api/choices';
import { useOverview, useToReview } from '../api/queries';
import type { InboxItem, Overview } from '../api/wire';
import { Link, navigate } from '../app/router';
import { Chart } from '../ui/chart';
import { DataTable } from '../ui/data-table';
import { ErrorMessage } from './ErrorMessage';
import { FiguresPanel } from './FiguresPanel';
import { ReminderFiguresPanel } from './ReminderFiguresPanel';
import { detailLink, useSubmissionColumns } from './InboxScreen';
import { languageName, valueLabel } from './labels';

const BRANCH_COLOURS: Record<string, string> = { taipei: '#0b6e62', kaohsiung: '#b45309' };
const SHOWN = new Set(['name', 'code', 'status', 'intake', 'branch', 'lang', 'preferredDate']);
const TO_REVIEW_SHOWN = new Set(['name', 'code', 'intake', 'branch', 'preferredDate']);

function Stat({ label, value, to, urgent = false }: { label: string; value: number; to: string; urgent?: boolean }) {
  const ring = urgent && value > 0 ? ' ring-2 ring-red-700' : '';
  return (
    <Link to={to} className={`block rounded-xl bg-white p-4 shadow-sm hover:ring-2 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600${ring}`}>
      <span className="block text-sm text-slate-700">{label}</span>
      <span className="block text-3xl font-bold text-slate-900">{value}</span>
    </Link>
  );
}

function PerDay({ data }: { data: Overview['bookingsPerDay'] }) {
  const { t } = useI18n();
  const dates = useMemo(() => [...new Set(data.map((d) => d.date))].sort(), [data]);
  const series = useMemo(
    () =>
      BRANCHES.map((b) => ({
        label: valueLabel(t, 'branch', b),
        color: BRANCH_COLOURS[b] ?? '#334155',
        values: dates.map((date) => data.filter((d) => d.date === date && d.branch === b).reduce((s, d) => s + d.count, 0)),
      })),
    [data, dates, t],
  );
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="font-semibold">{t('dash-chart-per-day')}</figcaption>
      <Chart kind="line" labels={dates.map((d) => d.slice(5))} series={series} />
      <details className="mt-2 text-sm">
        <summary>{t('dash-chart-table')}</summary>
        <table className="mt-2">
          <thead><tr><th scope="col" className="pe-4 text-start">{t('dash-chart-date')}</th>{series.map((s) => <th key={s.label} scope="col" className="pe-4 text-start">{s.label}</th>)}</tr></thead>
          <tbody>{dates.map((d, i) => <tr key={d}><th scope="row" className="pe-4 text-start font-normal"><span dir="ltr">{d}</span></th>{series.map((s) => <td key={s.label} className="pe-4">{s.values[i]}</td>)}</tr>)}</tbody>
        </table>
      </details>
    </figure>
  );
}

function ByLanguage({ data }: { data: Overview['bookingsByLang'] }) {
  const { t } = useI18n();
  const labels = useMemo(() => data.map((d) => languageName(d.lang)), [data]);
  const series = useMemo(() => [{ label: t('dash-chart-bookings'), color: '#0b6e62', values: data.map((d) => d.count) }], [data, t]);
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="font-semibold">{t('dash-chart-by-lang')}</figcaption>
      <Chart kind="bars" labels={labels} series={series} />
      <details className="mt-2 text-sm">
        <summary>{t('dash-chart-table')}</summary>
        <table className="mt-2">
          <tbody>{data.map((d) => <tr key={d.lang}><th scope="row" className="pe-4 text-start font-normal" lang={d.lang}>{languageName(d.lang)}</th><td>{d.count}</td></tr>)}</tbody>
        </table>
      </details>
    </figure>
  );
}

function BookingList({ title, rows }: { title: string; rows: InboxItem[] }) {
  const { t } = useI18n();
  const columns = useSubmissionColumns().filter((c) => SHOWN.has(c.id ?? ''));
  return (
    <section className="space-y-2" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {BRANCHES.map((b) => (
        <div key={b}>
          <h3 className="text-sm font-semibold text-slate-700">{valueLabel(t, 'branch', b)}</h3>
          <DataTable label={`${title} · ${valueLabel(t, 'branch', b)}`} columns={columns} rows={rows.filter((r) => r.branch === b)} rowKey={(r) => r.id} empty={t('dash-none')} onOpen={(r) => navigate(detailLink(r))} />
        </div>
      ))}
    </section>
  );
}

/** Upcoming bookings whose health answers raised flags nobody has reviewed: each needs a look before the visit. */
function ToReview() {
  const { t } = useI18n();
  const list = useToReview();
  const columns = useSubmissionColumns().filter((c) => TO_REVIEW_SHOWN.has(c.id ?? ''));
  return (
    <section className="space-y-2" aria-labelledby="to-review-title">
      <h2 id="to-review-title" className="text-lg font-semibold">{t('dash-to-review-title')}</h2>
      <p className="text-sm text-slate-700">{t('dash-to-review-lead')}</p>
      <ErrorMessage error={list.error} />
      <DataTable
        label={t('dash-to-review-title')}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={list.isPending}
        empty={t('dash-to-review-empty')}
        onOpen={(r) => navigate(detailLink(r))}
      />
    </section>
  );
}

export default function OverviewScreen() {
  const { t } = useI18n();
  const overview = useOverview();
  const o = overview.data;
  return (
    <section aria-labelledby="overview-title" className="space-y-6">
      <h1 id="overview-title" className="text-2xl font-bold">{t('dash-nav-overview')}</h1>
      <ErrorMessage error={overview.error} />
      {!o ? (
        !overview.error && <p role="status">{t('dash-loading')}</p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label={t('dash-stat-open-inquiries')} value={o.openInquiries} to="/inbox?kind=inquiry&status=new" />
            <Stat label={t('dash-stat-triage')} value={o.triageOpen} to="/triage" />
            <Stat label={t('dash-stat-aftercare-worries')} value={o.aftercareWorries} to="/triage" urgent />
            <Stat label={t('dash-stat-overdue')} value={o.overdue} to="/inbox?overdue=true" />
          </div>
          <ToReview />
          <BookingList title={t('dash-today')} rows={o.today} />
          <BookingList title={t('dash-upcoming')} rows={o.upcoming} />
          <div className="grid gap-4 lg:grid-cols-2">
            <PerDay data={o.bookingsPerDay} />
            <ByLanguage data={o.bookingsByLang} />
          </div>
          <FiguresPanel />
          <ReminderFiguresPanel />
        </>
      )}
    </section>
  );
}
