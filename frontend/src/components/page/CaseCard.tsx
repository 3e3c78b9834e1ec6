import { formatNumber } from '../../lib/core';
import { usePlainT } from './use-plain-t';
import { useI18n } from '../../lib/i18n';
import type { CaseItem } from './content-types';

/** One success case: the figures a patient compares (size against incision), the story, the quote. */
export function CaseCard({ item, headingLevel = 2 }: { item: CaseItem; headingLevel?: 2 | 3 }) {
  const { t, href, locale } = useI18n();
  const pt = usePlainT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const percent = Math.round((item.incisionCm / item.sizeCm) * 100);
  const facts: [string, string][] = [
    ['case-size', pt('content-cm', { value: formatNumber(locale, item.sizeCm, item.sizeCm % 1 ? 1 : 0) })],
    ['case-incision', pt('content-cm', { value: formatNumber(locale, item.incisionCm, item.incisionCm % 1 ? 1 : 0) })],
    ['case-surgery', pt('content-minutes', { value: item.surgeryMinutes })],
    ['case-recovery', pt('content-days', { value: item.recoveryDays })],
    ['case-location', item.location],
    ['case-patient', pt('case-patient-value', { age: item.patientAge, country: item.country })],
  ];
  return (
    <article className="card flex h-full flex-col gap-4" aria-labelledby={`case-${item.id}`}>
      <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 dark:bg-slate-800 dark:text-brand-200">
        {t(`case-condition-${item.condition}`)}
      </p>
      <H id={`case-${item.id}`} className="text-xl font-bold">{item.title}</H>
      <div aria-hidden="true" className="grid gap-1">
        <div className="h-3 rounded-full bg-amber-300 dark:bg-amber-600" />
        <div className="h-3 rounded-full bg-brand-700 dark:bg-brand-300" style={{ width: `${Math.max(percent, 3)}%` }} />
      </div>
      <p className="text-sm">{t('case-incision-ratio', { percent })}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt className="text-slate-600 dark:text-slate-400">{t(key)}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p>{item.summary}</p>
      {item.testimonial && (
        <blockquote className="border-s-4 border-brand-600 ps-4 italic text-slate-700 dark:text-slate-300">{item.testimonial}</blockquote>
      )}
      {item.articleId && (
        <a className="mt-auto font-semibold text-brand-800 underline dark:text-brand-200" href={href(`/articles/${item.articleId}`)}>
          {t('case-read-story')}
        </a>
      )}
    </article>
  );
}
