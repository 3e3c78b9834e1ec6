import type { PageData } from '../../lib/site-data';
import { usePlainT } from '../../components/page/use-plain-t';
import { ArticleCard } from '../../components/page/ArticleCard';
import { CallToAction } from '../../components/page/CallToAction';
import type { ArticleDetail } from '../../components/page/content-types';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { formatDate, formatNumber } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { ArticleActions } from './ArticleActions';

// The body is HTML from the build's Markdown renderer (scripts/markdown.mjs: markdown-it with raw HTML
// off and unsafe links refused), so no markup from a content file reaches it: safe to insert as it is.
const BODY =
  'grid gap-4 leading-relaxed [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:ps-6';

export default function ArticlePage({ data }: { data: PageData<{ article: ArticleDetail }> }) {
  const { t, href, locale } = useI18n();
  const pt = usePlainT();
  const a = data.page.article;
  const facts: [string, string][] = [];
  if (a.tumorInfo) {
    facts.push(['articles-case-size', pt('content-cm', { value: formatNumber(locale, a.tumorInfo.sizeCm, a.tumorInfo.sizeCm % 1 ? 1 : 0) })]);
    facts.push(['articles-case-location', t(`content-location-${a.tumorInfo.location}`)]);
    facts.push(['articles-case-difficulty', t(`content-level-${a.tumorInfo.difficulty}`)]);
  }
  if (a.caseDetails) {
    facts.push(['articles-case-duration', pt('content-months', { value: a.caseDetails.tumorDurationMonths })]);
    facts.push(['articles-case-surgery', pt('content-minutes', { value: a.caseDetails.surgeryMinutes })]);
    facts.push(['articles-case-recovery', pt('content-days', { value: a.caseDetails.recoveryDays })]);
  }
  const author = t(`articles-author-${a.author}`);
  return (
    <>
      <PageIntro id="article" title={a.title} lead={a.excerpt}>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-brand-800 dark:text-brand-200">{t(`articles-category-${a.category}`)}</span> ·{' '}
          {t('articles-by', { author })} · <time dateTime={a.publishedAt}>{formatDate(locale, a.publishedAt)}</time> ·{' '}
          {t('articles-read-time', { minutes: a.readTime })} · {t('articles-view-count', { views: formatNumber(locale, a.views, 0) })}
        </p>
        <div className="mt-5">
          <ArticleActions id={a.id} title={a.title} />
        </div>
      </PageIntro>
      <PageBody>
        <a className="inline-block font-semibold text-brand-800 underline dark:text-brand-200" href={href('/articles')}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('articles-back-to-list')}
        </a>
        {facts.length > 0 && (
          <section aria-labelledby="case-details" className="card mt-6">
            <h2 id="case-details" className="text-xl font-bold">{t('articles-case-title')}</h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {facts.map(([key, value]) => (
                <div key={key}>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{t(key)}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {a.testimonial && (
          <figure className="mt-6 rounded-2xl bg-brand-50 p-6 dark:bg-slate-900">
            <figcaption className="text-sm font-semibold text-brand-800 dark:text-brand-200">{t('articles-testimonial-title')}</figcaption>
            <blockquote className="mt-2 text-lg italic">{a.testimonial}</blockquote>
          </figure>
        )}
        <article className={`mt-8 ${BODY}`} dangerouslySetInnerHTML={{ __html: a.html }} />
        {a.tags.length > 0 && (
          <div className="mt-8">
            <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('articles-tags')}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {a.tags.map((tag) => (
                <li key={tag}>
                  <a className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm hover:underline dark:bg-slate-800" href={`${href('/articles')}?q=${encodeURIComponent(tag)}`}>{tag}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
        {a.related.length > 0 && (
          <section aria-labelledby="related" className="mt-10">
            <h2 id="related" className="text-2xl font-bold">{t('articles-related')}</h2>
            <ul className="mt-4 grid gap-5 md:grid-cols-3">
              {a.related.map((r) => <li key={r.id}><ArticleCard article={r} /></li>)}
            </ul>
          </section>
        )}
        <a className="mt-8 inline-block font-semibold text-brand-800 underline dark:text-brand-200" href={href('/articles')}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('articles-back-to-list')}
        </a>
        <CallToAction />
      </PageBody>
    </>
  );
}
