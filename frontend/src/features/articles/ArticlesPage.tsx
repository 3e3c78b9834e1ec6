import type { PageData } from '../../app/site-data';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

export interface ArticleSummary {
  id: string;
  category: string;
  title: string;
  excerpt: string;
  readTime: number;
  publishedAt: string;
  featured: boolean;
}

export default function ArticlesPage({ data }: { data: PageData<{ articles: ArticleSummary[] }> }) {
  const { t, href, locale } = useI18n();
  return (
    <>
      <PageIntro id="articles" />
      <PageBody>
        <ul className="grid gap-4">
          {data.page.articles.map((a) => (
            <li key={a.id} className="card">
              <p className="text-sm text-brand-800 dark:text-brand-200">{t(`articles-category-${a.category}`)}</p>
              <h2 className="mt-1 text-xl font-bold">
                <a className="hover:underline" href={href(`/articles/${a.id}`)}>{a.title}</a>
              </h2>
              <p className="mt-2">{a.excerpt}</p>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={a.publishedAt}>{formatDate(locale, a.publishedAt)}</time> · {t('articles-read-time', { minutes: a.readTime })}
              </p>
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
