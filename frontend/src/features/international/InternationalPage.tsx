import type { PageData } from '../../lib/site-data';
import { buttonVariants } from '../../components/ui/Button';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { localeProfile, localizedPath, siteLocales } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { ContactCards } from '../../components/page/ContactCards';

export default function InternationalPage({ data }: { data: PageData }) {
  const { t, href } = useI18n();
  const languages = siteLocales().map((tag) => ({ tag, profile: localeProfile(tag) }));
  return (
    <>
      <PageIntro id="international" />
      <PageBody>
        <Section id="languages" title={t('intl-languages-title')} lead={t('intl-languages-text')} className="">
          <ul className="flex flex-wrap gap-2">
            {languages.map(({ tag, profile }) => (
              <li key={tag} lang={tag} dir={profile.direction} className="rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-900 dark:bg-slate-800 dark:text-brand-200">
                <a href={localizedPath(tag, '/international')} hrefLang={tag} className="hover:underline">{profile.nativeName}</a>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="before" title={t('intl-before-title')} lead={t('intl-before-lead')}>
          <ol className="grid list-decimal gap-2 ps-6">
            {[1, 2, 3, 4, 5].map((n) => <li key={n}>{t(`intl-before-${n}`)}</li>)}
          </ol>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('intl-before-note')}</p>
          <a className={buttonVariants({ variant: 'secondary', className: 'mt-4' })} href={href('/assessment')}>{t('page-assessment-title')}</a>
        </Section>
        <Section id="travel" title={t('intl-travel-title')}>
          <ul className="grid gap-3">
            {['medical-intl-travel-1', 'intl-travel-2', 'intl-travel-3', 'intl-travel-4'].map((k) => (
              <li key={k} className="card flex gap-3 p-4">
                <span aria-hidden="true" className="text-brand-700 dark:text-brand-300">✓</span>
                <span>{t(k)}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="payment" title={t('intl-payment-title')}>
          <p>{t('intl-payment-text')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('intl-payment-note')}</p>
        </Section>
        <Section id="intl-contact" title={t('intl-contact-title')}>
          <ContactCards clinic={data.site.clinic} />
          <div className="mt-6 flex flex-wrap gap-3">
            <a className={buttonVariants()} href={href('/medical-booking')}>{t('content-book')}</a>
            <a className={buttonVariants({ variant: 'secondary' })} href={href('/faq')}>{t('page-faq-title')}</a>
          </div>
        </Section>
        <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
      </PageBody>
    </>
  );
}
