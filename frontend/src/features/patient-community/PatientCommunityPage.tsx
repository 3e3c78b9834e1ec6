import type { PageData } from '../../app/site-data';
import { buttonVariants } from '../../components/ui/Button';
import type { CaseItem, FaqItem } from '../../components/page/content-types';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { useI18n } from '../../lib/i18n';

export default function PatientCommunityPage({ data }: { data: PageData<{ stories: CaseItem[]; questions: FaqItem[] }> }) {
  const { t, href } = useI18n();
  return (
    <>
      <PageIntro id="patient-community" />
      <PageBody>
        <Section id="stories" title={t('community-stories-title')} lead={t('community-stories-lead')} className="">
          <ul className="grid gap-5 md:grid-cols-2">
            {data.page.stories.map((s) => (
              <li key={s.id} className="card flex h-full flex-col gap-3">
                {/* The link sits beside the figure: a figcaption must be the figure's first or last child. */}
                <figure className="flex flex-1 flex-col gap-3">
                  <blockquote className="flex-1 text-lg">
                    <p>{s.testimonial}</p>
                  </blockquote>
                  <figcaption className="text-sm text-slate-600 dark:text-slate-400">
                    {t('community-story-by', { age: s.patientAge, country: s.country })} · {t(`case-condition-${s.condition}`)}
                  </figcaption>
                </figure>
                <a className="font-semibold text-brand-800 underline dark:text-brand-200" href={s.articleId ? href(`/articles/${s.articleId}`) : href('/cases')}>
                  {s.articleId ? t('case-read-story') : t('community-read-case')}
                  <span className="sr-only">: {s.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="questions" title={t('community-questions-title')}>
          <ul className="grid gap-2">
            {data.page.questions.map((q) => (
              <li key={q.id}><a className="underline" href={`${href('/faq')}#${q.id}`}>{q.question}</a></li>
            ))}
          </ul>
          <a className={buttonVariants({ variant: 'secondary', className: 'mt-4' })} href={href('/faq')}>{t('community-questions-more')}</a>
        </Section>
        <Section id="share" title={t('community-share-title')}>
          <p>{t('community-share-text')}</p>
          <a className={buttonVariants({ className: 'mt-4' })} href={href('/contact')}>{t('content-contact')}</a>
        </Section>
        <Section id="promise" title={t('community-promise-title')}>
          <ul className="grid list-disc gap-2 ps-6">
            {[1, 2, 3].map((n) => <li key={n}>{t(`community-promise-${n}`)}</li>)}
          </ul>
        </Section>
      </PageBody>
    </>
  );
}
