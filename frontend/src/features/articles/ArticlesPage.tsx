import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PageData } from '../../lib/site-data';
import { ArticleCard } from '../../components/page/ArticleCard';
import type { ArticleSummary } from '../../components/page/content-types';
import { FilterGroup } from '../../components/page/FilterGroup';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { useI18n } from '../../lib/i18n';
import { useArticleSearch } from './use-article-search';

const CATEGORIES = ['all', 'medical_knowledge', 'surgical_technique', 'patient_testimonial', 'celebrity_case', 'video_tutorial'];

/** `?q=` and `?category=` mirror the search, so a search can be shared (and the site-search template works). */
function syncUrl(query: string, category: string) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (category !== 'all') url.searchParams.set('category', category);
  else url.searchParams.delete('category');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

export default function ArticlesPage({ data }: { data: PageData<{ articles: ArticleSummary[] }> }) {
  const { t, href, locale } = useI18n();
  const inputId = useId();
  const articles = data.page.articles;
  // The prerendered page (and the first client render) show everything; the URL's search is applied
  // once hydrated, so server and client markup agree.
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const [fromUrl, setFromUrl] = useState(false);
  const { results, ready, warm } = useArticleSearch(locale, articles, query, category);

  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // words typed into the prerendered field before the scripts arrived win over the URL's
    setQuery(input.current?.value || (params.get('q') ?? ''));
    const c = params.get('category');
    if (c && CATEGORIES.includes(c)) setCategory(c);
    setFromUrl(true);
  }, []);
  useEffect(() => {
    if (fromUrl) syncUrl(query.trim(), category);
  }, [fromUrl, query, category]);

  const searching = query.trim() !== '' || category !== 'all';
  const featured = articles.filter((a) => a.featured);
  const submit = (e: FormEvent) => e.preventDefault();

  return (
    <>
      <PageIntro id="articles" />
      <PageBody>
        <form role="search" action={href('/articles')} method="get" onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={inputId} className="font-semibold">{t('articles-search-label')}</label>
            <input
              ref={input}
              id={inputId}
              name="q"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onFocus={warm}
              placeholder={t('articles-search-placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-lg dark:border-slate-600 dark:bg-slate-900"
            />
          </div>
          <FilterGroup
            label={t('articles-filter-label')}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`articles-category-${c}`) }))}
            value={category}
            onChange={setCategory}
          />
        </form>

        {!searching && featured.length > 0 && (
          <Section id="featured" title={t('articles-featured-title')} className="mt-10">
            <ul className="grid gap-5 md:grid-cols-3">
              {featured.map((a) => <li key={a.id}><ArticleCard article={a} /></li>)}
            </ul>
          </Section>
        )}

        <Section id="all-articles" title={t('articles-list-title')} className="mt-10">
          <p role="status" aria-busy={!ready} className="mb-4 text-sm text-slate-700 dark:text-slate-300">
            {results.length ? t('articles-results', { count: results.length }) : t('articles-no-results')}
          </p>
          {results.length ? (
            <ul className="grid gap-5 md:grid-cols-2">
              {results.map((a) => <li key={a.id}><ArticleCard article={a} /></li>)}
            </ul>
          ) : (
            <div className="card">
              <p className="text-slate-700 dark:text-slate-300">{t('articles-no-results-hint')}</p>
              <button
                type="button"
                className="btn btn-secondary mt-4"
                onClick={() => {
                  setQuery('');
                  setCategory('all');
                }}
              >
                {t('articles-show-all')}
              </button>
            </div>
          )}
        </Section>
      </PageBody>
    </>
  );
}
