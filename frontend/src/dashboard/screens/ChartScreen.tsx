// The printable chart summary of a booking (issue 26): the patient, the visit, the flags, the health
// answers in the staff member's language with the patient's own words as typed, the review and the
// information sheets acknowledged. The print stylesheet (dashboard.css, @media print) leaves only this
// page on paper. Every view is audited by the server; every print too: the Print button records it
// before the print dialog opens, and a print started from the browser's menu (Ctrl+P) is recorded as
// it begins.
import { useEffect, useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { chartPrinted } from '../api/endpoints';
import { useChart, useMe } from '../api/queries';
import type { ChartSummary } from '../api/wire';
import { Link } from '../app/router';
import { formatInstant } from '../ui/format';
import { ErrorMessage } from './ErrorMessage';
import { AcknowledgementList, IntakeAnswersList, IntakeStatus, PatientWords, ReviewDone } from './IntakeSection';
import { languageName, valueLabel } from './labels';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Summary({ chart }: { chart: ChartSummary }) {
  const { t } = useI18n();
  const field = (name: string) => valueLabel(t, 'field', name);
  const words = (text: string | null | undefined) => (text ? <PatientWords text={text} /> : '—');
  return (
    <>
      <section aria-labelledby="chart-patient" className="space-y-2 break-inside-avoid">
        <h2 id="chart-patient" className="text-lg font-semibold">{t('dash-chart-patient')}</h2>
        <Facts
          rows={[
            [field('name'), words(chart.name)],
            [field('phone'), <span key="p" dir="ltr">{chart.phone}</span>],
            [field('email'), <span key="e" dir="ltr">{chart.email}</span>],
            [t('dash-patient-language'), <span key="l" lang={chart.lang}>{languageName(chart.lang)}</span>],
            ...(chart.interpreter ? ([[field('interpreter'), languageName(chart.interpreter)]] as [string, ReactNode][]) : []),
          ]}
        />
      </section>
      <section aria-labelledby="chart-visit" className="space-y-2 break-inside-avoid">
        <h2 id="chart-visit" className="text-lg font-semibold">{t('dash-chart-visit')}</h2>
        <Facts
          rows={[
            [field('branch'), valueLabel(t, 'branch', chart.branch)],
            [t('dash-col-slot'), <span key="s" dir="ltr">{`${chart.preferredDate} ${chart.preferredTime}`}</span>],
            [t('dash-chart-visit-kind'), valueLabel(t, 'visit-kind', chart.visitKind)],
            [field('tumorType'), valueLabel(t, 'tumor', chart.tumorType)],
            [field('location'), words(chart.location)],
            [field('size'), words(chart.size)],
            [t('dash-col-status'), valueLabel(t, 'status', chart.status)],
          ]}
        />
      </section>
      <section aria-labelledby="chart-intake" className="space-y-3">
        <h2 id="chart-intake" className="text-lg font-semibold">{t('dash-intake-title')}</h2>
        <IntakeStatus view={chart.intake} />
        <ReviewDone view={chart.intake} />
        {chart.intake.answers && <IntakeAnswersList answers={chart.intake.answers} />}
      </section>
      <section aria-labelledby="chart-sheets" className="space-y-2 break-inside-avoid">
        <h2 id="chart-sheets" className="text-lg font-semibold">{t('dash-intake-acknowledged')}</h2>
        <AcknowledgementList items={chart.intake.acknowledgements} />
        <p className="text-sm text-slate-700">{t('dash-chart-consent-at-clinic')}</p>
      </section>
    </>
  );
}

export default function ChartScreen({ code }: { code: string }) {
  const { t, locale } = useI18n();
  const chart = useChart(code);
  const me = useMe().data?.user;
  // Set while the Print button's own print runs, so the browser's `beforeprint` does not record it twice.
  const fromButton = useRef(false);
  const record = useMutation({ mutationFn: () => chartPrinted(code) });
  const print = () =>
    record.mutate(undefined, {
      onSuccess: () => {
        fromButton.current = true;
        window.print();
        fromButton.current = false;
      },
    });
  useEffect(() => {
    const other = () => {
      if (!fromButton.current) void chartPrinted(code).catch(() => {});
    };
    window.addEventListener('beforeprint', other);
    return () => window.removeEventListener('beforeprint', other);
  }, [code]);

  const c = chart.data;
  return (
    <article aria-labelledby="chart-title" data-slot="chart-summary" className="mx-auto max-w-3xl space-y-6 rounded-xl bg-white p-6 shadow-sm print:max-w-none print:p-0 print:shadow-none">
      <header className="space-y-1">
        <p className="text-sm text-slate-700">{t('dash-title')}</p>
        <h1 id="chart-title" className="text-2xl font-bold">
          {t('dash-chart-title')} <span className="font-mono" dir="ltr">{c?.code ?? code}</span>
        </h1>
        <p className="text-sm text-slate-700">{t('dash-chart-confidential')}</p>
      </header>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button type="button" onClick={print} loading={record.isPending} disabled={!c}>
          {t('dash-chart-print')}
        </Button>
        <Link to={`/bookings/${encodeURIComponent(code)}`} className="self-center text-sm font-semibold text-brand-800 underline">
          {t('dash-chart-back')}
        </Link>
      </div>
      <ErrorMessage error={record.error} />
      <ErrorMessage error={chart.error} />
      {!c ? !chart.error && <p role="status">{t('dash-loading')}</p> : <Summary chart={c} />}
      {c && me && (
        <footer className="border-t border-slate-200 pt-2 text-xs text-slate-700">
          {t('dash-chart-footer', { email: me.email, at: formatInstant(locale, Date.now()) })}
        </footer>
      )}
    </article>
  );
}
