// The overview's figures over the last 90 days (docs/admin-api.md "Figures"): no-show rate, median
// time to the first staff response for inquiries and assessments, and assessments that led to a
// booking. Each tile says what its number counts; a figure without data says so rather than "0".
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { useFigures } from '../api/queries';
import type { Figures } from '../api/wire';
import { Chart } from '../ui/chart';
import { ErrorMessage } from './ErrorMessage';

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold text-slate-900">{value}</dd>
      <dd className="text-sm text-slate-700">{note}</dd>
    </div>
  );
}

/** The overview's number formats: a rate as a percentage (or "no data" for none), a duration in hours. */
export function useFormats() {
  const { locale, t } = useI18n();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 });
    return {
      percent: (v: number | null) => (v === null ? t('dash-figures-no-data') : percent.format(v)),
      hours: (ms: number | null) => (ms === null ? t('dash-figures-no-data') : hours.format(ms / 3_600_000)),
    };
  }, [locale, t]);
}

/** The three rates side by side, as a chart and (for screen readers and exact values) a table. */
function Rates({ f }: { f: Figures }) {
  const { t } = useI18n();
  const conversion = f.assessmentsWithEmail > 0 ? f.assessmentsBooked / f.assessmentsWithEmail : null;
  const rows = useMemo(
    () => [
      { label: t('dash-figures-no-show'), value: f.noShowRate },
      { label: t('dash-figures-booked'), value: conversion },
    ],
    [f.noShowRate, conversion, t],
  );
  const series = useMemo(() => [{ label: t('dash-figures-percent'), color: '#0b6e62', values: rows.map((r) => Math.round((r.value ?? 0) * 1000) / 10) }], [rows, t]);
  const fmt = useFormats();
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="font-semibold">{t('dash-figures-chart')}</figcaption>
      <Chart kind="bars" labels={rows.map((r) => r.label)} series={series} height={180} />
      <details className="mt-2 text-sm">
        <summary>{t('dash-chart-table')}</summary>
        <table className="mt-2">
          <tbody>{rows.map((r) => <tr key={r.label}><th scope="row" className="pe-4 text-start font-normal">{r.label}</th><td>{fmt.percent(r.value)}</td></tr>)}</tbody>
        </table>
      </details>
    </figure>
  );
}

export function FiguresPanel() {
  const { t } = useI18n();
  const figures = useFigures();
  const fmt = useFormats();
  const f = figures.data;
  return (
    <section aria-labelledby="figures-title" className="space-y-3">
      <h2 id="figures-title" className="text-lg font-semibold">{t('dash-figures-title', { days: f?.windowDays ?? 90 })}</h2>
      <ErrorMessage error={figures.error} />
      {f && (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Tile label={t('dash-figures-no-show')} value={fmt.percent(f.noShowRate)} note={t('dash-figures-no-show-note', { noShows: f.noShows, visits: f.noShows + f.attended })} />
            <Tile label={t('dash-figures-inquiry-response')} value={fmt.hours(f.inquiryMedianResponseMs)} note={t('dash-figures-median-note', { count: f.inquiriesResponded })} />
            <Tile label={t('dash-figures-assessment-response')} value={fmt.hours(f.assessmentMedianResponseMs)} note={t('dash-figures-median-note', { count: f.assessmentsResponded })} />
            <Tile
              label={t('dash-figures-booked')}
              value={f.assessmentsWithEmail > 0 ? `${f.assessmentsBooked} / ${f.assessmentsWithEmail}` : t('dash-figures-no-data')}
              note={t('dash-figures-booked-note', { days: f.conversionDays })}
            />
          </dl>
          <Rates f={f} />
        </>
      )}
    </section>
  );
}
