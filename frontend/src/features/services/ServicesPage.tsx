import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { CallToAction } from '../../components/page/CallToAction';
import { Illustration } from '../../components/page/Illustration';
import { useI18n } from '../../lib/i18n';
import { ComparisonTable } from './ComparisonTable';
import { useTrackOnView } from '../../lib/analytics/analytics';

const TREATMENTS = [
  { id: 'lipoma', link: '/lipoma', art: 'lipoma' },
  { id: 'cyst', link: '/cyst', art: 'cyst' },
  { id: 'tumor', link: '/tumor', art: 'tumor' },
  { id: 'mole', link: '/tumor', art: 'tumor' },
] as const;
const STEPS = [
  { title: 'services-step-1-title', text: 'services-step-1-text' },
  { title: 'services-step-2-title', text: 'medical-step-2-text' },
  { title: 'services-step-3-title', text: 'medical-step-3-text' },
  { title: 'services-step-4-title', text: 'services-step-4-text' },
  { title: 'services-step-5-title', text: 'medical-step-5-text' },
];

export default function ServicesPage() {
  const { t, href } = useI18n();
  useTrackOnView('service_view', { service: 'overview' });
  return (
    <>
      <PageIntro id="services" />
      <PageBody>
        <Section id="treatments" title={t('services-treatments-title')} className="">
          <ul className="grid gap-5 sm:grid-cols-2">
            {TREATMENTS.map((tr, i) => (
              <li key={tr.id} className="card flex flex-col gap-3">
                {/* The first is the largest paint on a phone: fetched with the page, not when laid out. */}
                <Illustration name={tr.art} width={480} height={320} eager={i === 0} />
                <h3 className="text-xl font-bold">{t(`medical-treatment-${tr.id}-title`)}</h3>
                <p className="flex-1">{t(`medical-treatment-${tr.id}-text`)}</p>
                <a className="font-semibold text-brand-800 underline dark:text-brand-200" href={href(tr.link)}>
                  {t(`services-link-${tr.link.slice(1)}`)}
                </a>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="comparison" title={t('services-compare-title')}>
          <ComparisonTable />
        </Section>

        <Section id="steps" title={t('services-steps-title')}>
          <ol className="grid gap-3">
            {STEPS.map((s, i) => (
              <li key={s.title} className="card flex gap-4">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-300 dark:text-slate-950">{i + 1}</span>
                <div>
                  <h3 className="font-bold">{t(s.title)}</h3>
                  <p className="mt-1">{t(s.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="safety" title={t('services-safety-title')}>
          <p>{t('services-safety-text')}</p>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
        </Section>
        <CallToAction />
      </PageBody>
    </>
  );
}
