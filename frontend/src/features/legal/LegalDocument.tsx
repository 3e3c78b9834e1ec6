import type { PageData } from '../../lib/site-data';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { NOTICE_VERSION } from '../../generated/contract';
import { reopenConsent } from '../../lib/consent-events';

/** A legal text as the build renders it from content/<locale>/legal/<id>.md. */
export interface LegalText {
  title: string;
  excerpt: string;
  html: string;
}

export type LegalPageData = PageData<{ legal: LegalText }>;

// The body is HTML from the build's Markdown renderer (scripts/content-pages.mjs), which escapes all
// text and emits only h2/h3, p, ul/ol/li and strong: safe to insert as it is.
const BODY =
  'grid gap-4 leading-relaxed [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:ps-6';

/**
 * The privacy notice or the terms: the version (the date it took effect, the same constant every
 * submission stores), who is responsible (the clinic's name and branches, from the one place that
 * states them), then the text. The other document and the cookie settings are one click away.
 */
export function LegalDocument({ data, other }: { data: LegalPageData; other: '/privacy' | '/terms' }) {
  const { t, href, locale } = useI18n();
  const doc = data.page.legal;
  const clinic = data.site.clinic;
  return (
    <>
      <PageIntro id={data.route} title={doc.title} lead={doc.excerpt}>
        <p className="mt-4 text-sm font-semibold">
          {t('legal-version')} <time dateTime={NOTICE_VERSION}>{formatDate(locale, NOTICE_VERSION)}</time>
        </p>
      </PageIntro>
      <PageBody>
        <section aria-labelledby="legal-controller" className="card grid gap-2">
          <h2 id="legal-controller" className="text-xl font-bold">{t('legal-controller-title')}</h2>
          <p className="font-semibold">{t('common-clinic-name')}</p>
          <ul className="grid gap-1">
            {clinic.branches.map((b) => (
              <li key={b.id}>
                {b.name}: <span>{b.address}</span> · <a className="underline" href={`tel:${b.internationalPhone.replace(/\s/g, '')}`} dir="ltr">{b.phone}</a>
              </li>
            ))}
          </ul>
          <p>
            <a className="font-semibold text-brand-800 underline dark:text-brand-200" href={href('/contact')}>{t('legal-contact-link')}</a>
          </p>
        </section>
        <article className={`mt-8 ${BODY}`} dangerouslySetInnerHTML={{ __html: doc.html }} />
        <nav aria-label={t('legal-related')} className="mt-10 flex flex-wrap gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          <a className="font-semibold text-brand-800 underline dark:text-brand-200" href={href(other)}>
            {t(other === '/privacy' ? 'footer-privacy' : 'footer-terms')}
          </a>
          <button type="button" className="font-semibold text-brand-800 underline dark:text-brand-200" onClick={reopenConsent}>
            {t('footer-cookie-settings')}
          </button>
        </nav>
      </PageBody>
    </>
  );
}
