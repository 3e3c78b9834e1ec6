import type { OpeningHours } from '../../lib/site-data';
import { formatTime } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { hoursRows } from '../../lib/opening-hours';

export function OpeningHoursList({ hours }: { hours: OpeningHours[] }) {
  const { t, locale } = useI18n();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {hoursRows(hours).map((row) => (
        <div key={row.from} className="contents">
          <dt>{row.from === row.to ? t(`day-${row.from}`) : t('hours-day-range', { from: t(`day-${row.from}`), to: t(`day-${row.to}`) })}</dt>
          <dd>
            {row.opens && row.closes
              ? t('hours-time-range', { opens: formatTime(locale, row.opens), closes: formatTime(locale, row.closes) })
              : t('hours-closed')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
