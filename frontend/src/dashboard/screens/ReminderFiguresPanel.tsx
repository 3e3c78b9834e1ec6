// The reminders' figures on the overview (docs/admin-api.md "Reminder figures"): week by week, the
// confirmation rate ("I will come" answers of the visits reminded) and the no-show rate by channel, as
// charts with the same figures in tables; and the window by reminder offset (72 h or 24 h before). A
// week with nothing reminded has no point on a chart and "no data" in its table, never 0 %.
import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { useReminderFigures } from '../api/queries';
import type { ReminderWeek } from '../api/wire';
import { Chart } from '../ui/chart';
import { ErrorMessage } from './ErrorMessage';
import { useFormats } from './FiguresPanel';
import { valueLabel } from './labels';
import { ratesByChannel, ratesByOffset, type ChannelRates } from './reminder-rates';

const WEEKS = 12;
// Colours of at least 3:1 on white, and a dash each, so that the lines differ by more than colour.
const LOOK: Record<string, { color: string; dash?: number[] }> = {
  email: { color: '#1e40af' },
  line: { color: '#0b6e62', dash: [8, 4] },
  whatsapp: { color: '#b45309', dash: [2, 3] },
};
const cell = 'pe-4 text-start';

function RateChart({ title, weeks, channels, pick }: { title: string; weeks: ReminderWeek[]; channels: ChannelRates[]; pick: 'confirmed' | 'noShow' }) {
  const { t } = useI18n();
  const fmt = useFormats();
  const labels = useMemo(() => weeks.map((w) => w.weekStart.slice(5)), [weeks]);
  const series = useMemo(
    () =>
      channels.map((c) => ({
        label: valueLabel(t, 'channel', c.channel),
        ...(LOOK[c.channel] ?? { color: '#334155' }),
        values: c[pick].map((v) => (v === null ? null : Math.round(v * 1000) / 10)),
      })),
    [channels, pick, t],
  );
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="font-semibold">{title}</figcaption>
      <Chart kind="line" labels={labels} series={series} max={100} />
      <details className="mt-2 text-sm">
        <summary>{t('dash-chart-table')}</summary>
        <table className="mt-2">
          <thead>
            <tr>
              <th scope="col" className={cell}>{t('dash-remfig-week')}</th>
              {series.map((s) => <th key={s.label} scope="col" className={cell}>{s.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w, i) => (
              <tr key={w.weekStart}>
                <th scope="row" className={`${cell} font-normal`}><span dir="ltr">{w.weekStart}</span></th>
                {channels.map((c) => (
                  <td key={c.channel} className={cell}>
                    {c.reminded[i] ? t('dash-remfig-rate-of', { rate: fmt.percent(c[pick][i] ?? null), reminded: c.reminded[i] ?? 0 }) : fmt.percent(null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export function ReminderFiguresPanel() {
  const { t } = useI18n();
  const figures = useReminderFigures(WEEKS);
  const fmt = useFormats();
  const weeks = figures.data?.weeks;
  const channels = useMemo(() => (weeks ? ratesByChannel(weeks) : []), [weeks]);
  const offsets = useMemo(() => (weeks ? ratesByOffset(weeks) : []), [weeks]);
  return (
    <section aria-labelledby="reminder-figures-title" className="space-y-3">
      <h2 id="reminder-figures-title" className="text-lg font-semibold">{t('dash-remfig-title', { weeks: WEEKS })}</h2>
      <ErrorMessage error={figures.error} />
      {weeks && channels.length === 0 && <p>{t('dash-remfig-none')}</p>}
      {weeks && channels.length > 0 && (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <RateChart title={t('dash-remfig-confirmed-chart')} weeks={weeks} channels={channels} pick="confirmed" />
            <RateChart title={t('dash-remfig-no-show-chart')} weeks={weeks} channels={channels} pick="noShow" />
          </div>
          <table className="rounded-xl bg-white text-sm shadow-sm">
            <caption className="mb-1 text-start font-semibold">{t('dash-remfig-offset-title')}</caption>
            <thead>
              <tr>
                {['dash-remfig-offset-col', 'dash-remfig-reminded', 'dash-remfig-confirmed', 'dash-remfig-no-show'].map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-start">{t(key)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {offsets.map((o) => (
                <tr key={o.offsetHours} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-start font-normal">{t('dash-remfig-offset', { hours: o.offsetHours })}</th>
                  <td className="px-3 py-2">{o.reminded}</td>
                  <td className="px-3 py-2">{fmt.percent(o.confirmed)}</td>
                  <td className="px-3 py-2">{fmt.percent(o.noShow)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
