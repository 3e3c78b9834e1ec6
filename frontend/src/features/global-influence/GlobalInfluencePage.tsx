import type { Certificate, PageData } from '../../lib/site-data';
import { buttonVariants } from '../../components/ui/Button';
import { CallToAction } from '../../components/page/CallToAction';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { StatGrid } from '../../components/page/StatGrid';
import { fact } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

export default function GlobalInfluencePage({ data }: { data: PageData<{ countries: string[]; certificates: Certificate[] }> }) {
  const { t, href } = useI18n();
  return (
    <>
      <PageIntro id="global-influence" />
      <PageBody>
        <Section id="reach" title={t('global-stats-title')} className="">
          <StatGrid
            stats={[
              { label: t('global-stat-countries'), value: fact('countries'), suffix: '+' },
              { label: t('global-stat-languages'), value: fact('site_languages') },
              { label: t('global-stat-cases'), value: fact('cases'), suffix: '+' },
              { label: t('global-stat-years'), value: fact('years_experience'), suffix: '+' },
            ]}
          />
        </Section>
        <Section id="countries" title={t('global-countries-title')} lead={t('global-countries-text')}>
          <ul className="flex flex-wrap gap-2">
            {data.page.countries.map((c) => (
              <li key={c} className="rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-900 dark:bg-slate-800 dark:text-brand-200">{c}</li>
            ))}
          </ul>
        </Section>
        <Section id="teaching" title={t('global-teaching-title')} lead={t('global-teaching-text')}>
          <ul className="grid gap-4 sm:grid-cols-3">
            {data.page.certificates.map((c) => (
              <li key={c.id} className="card flex flex-col items-center gap-2 p-4 text-center">
                <img src={c.thumbnail} alt="" width={160} height={120} loading="lazy" decoding="async" className="h-28 w-auto rounded border border-slate-200 dark:border-slate-700" />
                <span className="font-semibold">{c.title}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{c.issuer}</span>
              </li>
            ))}
          </ul>
          <a className={buttonVariants({ variant: 'secondary', className: 'mt-6' })} href={href('/international')}>{t('global-international-link')}</a>
        </Section>
        <CallToAction />
      </PageBody>
    </>
  );
}
