import { formatNumber } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

export interface StatItem {
  label: string;
  value: number;
  suffix?: string;
  /** Years are shown as they are (2008), not grouped. */
  plain?: boolean;
}

/** Figures with labels, as a description list (the value is the term a reader scans for). */
export function StatGrid({ stats }: { stats: StatItem[] }) {
  const { locale } = useI18n();
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="card flex flex-col-reverse gap-1 text-center">
          <dt className="text-sm text-slate-700 dark:text-slate-300">{s.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-800 dark:text-brand-200" dir="ltr">
            {s.plain ? String(s.value) : formatNumber(locale, s.value, 0)}
            {s.suffix ?? ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}
