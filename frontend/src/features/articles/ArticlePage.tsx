import type { PageData } from '../../app/site-data';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

/** Markdown blocks parsed at build time (content-format.md: paragraphs, ## headings, - lists, **bold**). */
export type Block = { type: 'h2'; text: string } | { type: 'p'; text: string } | { type: 'ul'; items: string[] };

export interface ArticleDetail {
  id: string;
  category: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  readTime: number;
  blocks?: Block[];
  /** Pre-rendered HTML from the build's Markdown renderer (scripts/content-pages.mjs), when present. */
  html?: string;
  related: { id: string; title: string }[];
}

function Inline({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return <>{parts.map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : part))}</>;
}

export default function ArticlePage({ data }: { data: PageData<{ article: ArticleDetail }> }) {
  const { t, href, locale } = useI18n();
  const a = data.page.article;
  return (
    <>
      <PageIntro id="article" title={a.title} lead={a.excerpt}>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t(`articles-category-${a.category}`)} · <time dateTime={a.publishedAt}>{formatDate(locale, a.publishedAt)}</time> ·{' '}
          {t('articles-read-time', { minutes: a.readTime })}
        </p>
      </PageIntro>
      <PageBody>
        {a.html !== undefined ? (
          <article className="prose grid gap-4 leading-relaxed" dangerouslySetInnerHTML={{ __html: a.html }} />
        ) : (
        <article className="grid gap-4 leading-relaxed">
          {(a.blocks ?? []).map((b, i) =>
            b.type === 'h2' ? (
              <h2 key={i} className="mt-4 text-2xl font-bold"><Inline text={b.text} /></h2>
            ) : b.type === 'ul' ? (
              <ul key={i} className="list-disc ps-6">
                {b.items.map((item, j) => <li key={j}><Inline text={item} /></li>)}
              </ul>
            ) : (
              <p key={i}><Inline text={b.text} /></p>
            ),
          )}
        </article>
        )}
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
        {a.related.length > 0 && (
          <section aria-labelledby="related" className="mt-10">
            <h2 id="related" className="text-xl font-bold">{t('articles-related')}</h2>
            <ul className="mt-3 grid gap-2">
              {a.related.map((r) => <li key={r.id}><a className="underline" href={href(`/articles/${r.id}`)}>{r.title}</a></li>)}
            </ul>
          </section>
        )}
        <a className="mt-8 inline-block underline" href={href('/articles')}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('articles-back-to-list')}
        </a>
      </PageBody>
    </>
  );
}
