import type { PageData } from '../../lib/site-data';
import { buttonVariants } from '../../components/ui/Button';
import { CallToAction } from '../../components/page/CallToAction';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { StatGrid } from '../../components/page/StatGrid';
import { fact } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

const VALUES = [
  { id: 'complete', text: 'about-value-complete-text' },
  { id: 'small', text: 'medical-about-value-small-text' },
  { id: 'safety', text: 'about-value-safety-text' },
  { id: 'care', text: 'about-value-care-text' },
];

export default function AboutPage({ data }: { data: PageData }) {
  const { t, href } = useI18n();
  const clinic = data.site.clinic;
  return (
    <>
      <PageIntro id="about" />
      <PageBody>
        <Section id="story" title={t('about-story-title')} className="">
          <p>{t('about-story-text')}</p>
        </Section>
        <Section id="stats" title={t('about-stats-title')}>
          {/* the product brief claims, exactly. */}
          <StatGrid
            stats={[
              { label: t('about-stat-founded'), value: clinic.foundingYear, plain: true },
              { label: t('about-stat-years'), value: fact('years_experience'), suffix: '+' },
              { label: t('about-stat-cases'), value: fact('cases'), suffix: '+' },
              { label: t('about-stat-countries'), value: fact('countries'), suffix: '+' },
              { label: t('about-stat-satisfaction'), value: fact('satisfaction_percent'), suffix: '%' },
              { label: t('about-stat-certifications'), value: fact('certificates_shown') },
              { label: t('about-stat-complications'), value: fact('major_complications') },
            ]}
          />
        </Section>
        <Section id="values" title={t('about-values-title')}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {VALUES.map((v) => (
              <li key={v.id} className="card">
                <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">{t(`about-value-${v.id}-title`)}</h3>
                <p className="mt-2">{t(v.text)}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="clinics" title={t('about-clinics-title')}>
          <p>{t('about-clinics-text')}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {clinic.branches.map((b) => (
              <li key={b.id} className="card">
                <h3 className="text-lg font-bold">{b.name}</h3>
                <p className="mt-2"><bdi>{b.address}</bdi></p>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap gap-3">
            <a className={buttonVariants({ variant: 'secondary' })} href={href('/doctor')}>{t('about-meet-doctor')}</a>
            <a className={buttonVariants({ variant: 'secondary' })} href={href('/contact')}>{t('about-see-clinics')}</a>
          </div>
        </Section>
        <CallToAction />
      </PageBody>
    </>
  );
}
