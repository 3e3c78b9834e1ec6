import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import type { AssessmentResult } from '../../lib/api';
import { formatMoney } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

const URGENCY_STYLE: Record<AssessmentResult['urgency'], string> = {
  high: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-slate-900 dark:text-red-200',
  medium: 'border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-300 dark:bg-slate-900 dark:text-amber-100',
  low: 'border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-300 dark:bg-slate-900 dark:text-brand-100',
};

/** 'Assessment complete': the API's codes (core-wasm/src/assess.rs) turned into the page's language. */
export function AssessmentResultView({ result, onNew }: { result: AssessmentResult; onNew: () => void }) {
  const { t, locale, href } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { currency, min, max } = result.estimatedCost;
  return (
    <section aria-labelledby="assess-result" className="card grid gap-5">
      <h2 id="assess-result" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {t('assess-result-title')}
      </h2>
      <div className={`rounded-xl border-2 p-4 ${URGENCY_STYLE[result.urgency]}`}>
        <h3 className="text-lg font-bold">{t('assess-result-urgency')}: {t(`assess-urgency-${result.urgency}`)}</h3>
        <p className="mt-1">{t(`assess-urgency-${result.urgency}-text`)}</p>
        {result.reasons && result.reasons.length > 0 && (
          <ul className="mt-2 list-disc ps-6">
            {result.reasons.map((r) => (
              <li key={r}>{t(`assess-reason-${r}`)}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-lg font-bold">{t('assess-result-treatment')}</h3>
        <p className="mt-1">{t(`assess-treatment-${result.recommendedTreatment}`)}</p>
      </div>
      <div>
        <h3 className="text-lg font-bold">{t('assess-result-cost')}</h3>
        <p className="mt-1 text-xl font-semibold" dir="ltr">
          <bdi>{formatMoney(locale, currency, min)}</bdi> – <bdi>{formatMoney(locale, currency, max)}</bdi>
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`assess-${result.costNote}`)}</p>
      </div>
      <div>
        <h3 className="text-lg font-bold">{t('assess-result-steps')}</h3>
        <ol className="mt-2 list-decimal ps-6">
          {result.nextSteps.map((s) => (
            <li key={s}>{t(`assess-step-${s}`)}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        <a className="btn btn-primary" href={href('/medical-booking')}>
          {t('assess-book-now')}
        </a>
        <Button type="button" variant="secondary" onClick={onNew}>
          {t('assess-new')}
        </Button>
      </div>
    </section>
  );
}
