import type { PageData } from '../../lib/site-data';
import { buttonVariants } from '../../components/ui/Button';
import type { FaqItem } from '../../components/page/content-types';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { useI18n } from '../../lib/i18n';

const CATEGORIES = ['procedure', 'recovery', 'cost', 'international', 'booking'];

/** Questions grouped by topic; each is a native disclosure (<details>), usable without JavaScript. */
export default function FaqPage({ data }: { data: PageData<{ faq: FaqItem[] }> }) {
  const { t, href } = useI18n();
  const faq = data.page.faq;
  const groups = [...CATEGORIES, ...new Set(faq.map((f) => f.category).filter((c) => !CATEGORIES.includes(c)))];
  return (
    <>
      <PageIntro id="faq" />
      <PageBody>
        {groups.map((cat, i) => {
          const items = faq.filter((f) => f.category === cat);
          if (!items.length) return null;
          return (
            <Section key={cat} id={`faq-${cat}`} title={t(`faq-category-${cat}`)} className={i ? 'mt-10' : ''}>
              <div className="grid gap-3">
                {items.map((f) => (
                  <details key={f.id} id={f.id} className="card group p-0">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                      <span>{f.question}</span>
                      <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45 dark:text-brand-300">+</span>
                    </summary>
                    <p className="px-5 pb-5 text-slate-700 dark:text-slate-300">{f.answer}</p>
                  </details>
                ))}
              </div>
            </Section>
          );
        })}
        <section aria-labelledby="faq-more" className="mt-12 rounded-2xl bg-brand-50 p-6 dark:bg-slate-900">
          <h2 id="faq-more" className="text-xl font-bold">{t('faq-more-title')}</h2>
          <p className="mt-2">{t('faq-more-text')}</p>
          <a className={buttonVariants({ className: 'mt-4' })} href={href('/contact')}>{t('content-contact')}</a>
        </section>
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
      </PageBody>
    </>
  );
}
