import type { PageData } from '../../lib/site-data';
import { ArticleCard } from '../../components/page/ArticleCard';
import { CallToAction } from '../../components/page/CallToAction';
import { CaseCard } from '../../components/page/CaseCard';
import type { ArticleSummary, CaseItem } from '../../components/page/content-types';
import { Illustration } from '../../components/page/Illustration';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { useI18n } from '../../lib/i18n';
import { useTrackOnView } from '../../lib/analytics/analytics';

export type ConditionId = 'lipoma' | 'cyst' | 'tumor';
export type ConditionData = PageData<{ cases: CaseItem[]; articles: ArticleSummary[] }>;

const FACTS = ['medical-fact-duration', 'medical-fact-incision', 'medical-fact-discharge', 'medical-fact-recovery'];

/** Shared layout of the condition pages (/lipoma, /cyst, /tumor). */
export function ConditionPage({ id, data }: { id: ConditionId; data: ConditionData }) {
  const { t } = useI18n();
  useTrackOnView('service_view', { service: id });
  const { cases, articles } = data.page;
  // For moles and skin tumours the incision depends on what must be removed: no "0.5–1 cm" promise.
  const facts = id === 'tumor' ? FACTS.filter((f) => f !== 'medical-fact-incision') : FACTS;
  return (
    <>
      <PageIntro id={id} />
      <PageBody>
        <div className="grid items-start gap-8 md:grid-cols-[3fr_2fr]">
          <section aria-labelledby="what">
            <h2 id="what" className="text-2xl font-bold">{t('condition-what-title')}</h2>
            <p className="mt-3">{t(`medical-${id}-what`)}</p>
          </section>
          <Illustration name={id} width={480} height={320} eager />
        </div>

        <Section id="facts" title={t('condition-facts-title')}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {facts.map((f) => (
              <li key={f} className="card flex gap-3 p-4">
                <span aria-hidden="true" className="text-brand-700 dark:text-brand-300">✓</span>
                <span>{t(f)}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="signs" title={t('condition-signs-title')}>
          <ul className="grid list-disc gap-2 ps-6">
            {[1, 2, 3, 4].map((n) => <li key={n}>{t(`medical-${id}-sign-${n}`)}</li>)}
          </ul>
        </Section>

        <Section id="treatment" title={t('condition-treatment-title')}>
          <p>{t(`medical-${id}-treatment`)}</p>
        </Section>

        {cases.length > 0 && (
          <Section id="cases" title={t('condition-cases-title')}>
            <ul className="grid gap-5 md:grid-cols-2">
              {cases.map((c) => <li key={c.id}><CaseCard item={c} headingLevel={3} /></li>)}
            </ul>
          </Section>
        )}

        <Section id="articles" title={t('condition-articles-title')}>
          <ul className="grid gap-5 md:grid-cols-3">
            {articles.map((a) => <li key={a.id}><ArticleCard article={a} /></li>)}
          </ul>
        </Section>

        <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
        <CallToAction />
      </PageBody>
    </>
  );
}
