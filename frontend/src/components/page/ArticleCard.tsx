import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import type { ArticleSummary } from './content-types';

/** An article in a list: category, linked title, excerpt, date and reading time. */
export function ArticleCard({ article, headingLevel = 3 }: { article: Pick<ArticleSummary, 'id' | 'category' | 'title' | 'excerpt' | 'readTime' | 'publishedAt'>; headingLevel?: 2 | 3 }) {
  const { t, href, locale } = useI18n();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card flex h-full flex-col gap-2">
      <p className="text-sm font-semibold text-brand-800 dark:text-brand-200">{t(`articles-category-${article.category}`)}</p>
      <H className="text-lg font-bold">
        <a className="hover:underline" href={href(`/articles/${article.id}`)}>{article.title}</a>
      </H>
      <p className="flex-1 text-slate-700 dark:text-slate-300">{article.excerpt}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <time dateTime={article.publishedAt}>{formatDate(locale, article.publishedAt)}</time> · {t('articles-read-time', { minutes: article.readTime })}
      </p>
    </article>
  );
}
