import type { PageData } from '../../lib/site-data';
import type { FeeItem } from '../../components/page/content-types';
import { buttonVariants } from '../../components/ui/Button';
import { FeeCard } from '../../components/page/FeeCard';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { useI18n } from '../../lib/i18n';
import { FEE_NEW_FOR_DAYS } from '../../generated/contract';

/**
 * The self-pay fee schedule (Taipei requires newly approved fees to be public): each branch's fees with
 * their approval dates, the new ones marked. The list is the prerender's (content-pages.mjs).
 */
export default function FeesPage({ data }: { data: PageData<{ fees: FeeItem[] }> }) {
  const { t, href } = useI18n();
  const fees = data.page.fees;
  const branches = data.site.clinic.branches.filter((b) => fees.some((f) => f.branch === b.id));
  return (
    <>
      <PageIntro id="fees" />
      <PageBody>
        {branches.map((b, i) => (
          <Section key={b.id} id={`fees-${b.id}`} title={b.name} className={i ? 'mt-10' : ''}>
            <ul className="grid gap-3">
              {fees.filter((f) => f.branch === b.id).map((f) => <li key={f.id}><FeeCard fee={f} /></li>)}
            </ul>
          </Section>
        ))}
        <section aria-labelledby="fees-about" className="mt-12 rounded-2xl bg-brand-50 p-6 dark:bg-slate-900">
          <h2 id="fees-about" className="text-xl font-bold">{t('fees-about-title')}</h2>
          <ul className="mt-3 grid gap-2 ps-5 [list-style:disc]">
            <li>{t('fees-about-1')}</li>
            <li>{t('fees-about-2')}</li>
            <li>{t('fees-about-3', { days: FEE_NEW_FOR_DAYS })}</li>
          </ul>
          <a className={buttonVariants({ className: 'mt-4' })} href={href('/contact')}>{t('content-contact')}</a>
        </section>
      </PageBody>
    </>
  );
}
