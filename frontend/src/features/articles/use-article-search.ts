import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ArticleSummary } from '../../components/page/content-types';
import { loadSearch, type ArticleSearch } from '../../lib/core';

/**
 * The article list's search: the WASM index (pkg-search, downloaded by this page only) over the
 * locale's articles. Until it is ready, and with an empty query, it answers with the category filter
 * alone, in the build's order, so the prerendered list and the first client render agree.
 * The index is downloaded only once the patient shows intent to search (`warm`, on focus, or a query):
 * a visitor who only reads the list never pays for it, and the page is interactive sooner.
 */
export function useArticleSearch(locale: string, articles: ArticleSummary[], query: string, category: string) {
  const [engine, setEngine] = useState<ArticleSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [wanted, setWanted] = useState(false);
  const needed = wanted || query.trim() !== '';

  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadSearch(locale, articles.map(({ id, title, excerpt, category: c, tags }) => ({ id, title, excerpt, category: c, tags })))
      .then((s) => live && setEngine(s))
      .catch((error: unknown) => {
        console.error('article search failed to load', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [locale, articles, needed]);

  const warm = useCallback(() => setWanted(true), []);
  const answer = useMemo(() => {
    const inCategory = (a: ArticleSummary) => category === 'all' || a.category === category;
    const q = query.trim();
    if (!q) return { results: articles.filter(inCategory), ready: true };
    if (!engine) {
      // The index is still loading (or failed): a plain substring match keeps the page useful.
      const needle = q.toLowerCase();
      const results = articles.filter((a) => inCategory(a) && `${a.title} ${a.excerpt} ${a.tags.join(' ')}`.toLowerCase().includes(needle));
      return { results, ready: failed };
    }
    const byId = new Map(articles.map((a) => [a.id, a]));
    const results = engine.search(q, category, articles.length).flatMap((hit) => byId.get(hit.id) ?? []);
    return { results, ready: true };
  }, [articles, category, engine, failed, query]);
  return { ...answer, warm };
}
