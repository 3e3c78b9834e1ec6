import { localizedPath, siteLocales } from '../lib/core';
import { stripIsolates, type I18n } from '../lib/i18n';
import type { RouteDef } from './routes';
import type { PageData } from '../lib/site-data';
import { structuredData, type Crumb, type StructuredPage } from './structured-data';

export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  jsonLd: object[];
}

/** Optional per-page overrides a page's data can carry (an article's own title and excerpt). */
export interface SeoOverride {
  seo?: { title: string; description: string; breadcrumbParent?: { path: string; key: string } };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pageSeo(route: RouteDef, data: PageData<SeoOverride & StructuredPage>, i18n: I18n, origin: string): PageSeo {
  const t = (key: string, args?: Record<string, string | number>) => stripIsolates(i18n.t(key, args));
  const clinicName = t('common-clinic-name');
  const own = data.page?.seo;
  // The home page has its own SEO title and no page title: looking one up would only warn.
  const pageTitle = route.id === 'home' ? '' : (own?.title ?? t(`page-${route.titleKey}-title`));
  const title = route.id === 'home' ? t('seo-home-title') : `${pageTitle} | ${clinicName}`;
  const description = own?.description ?? (route.id === 'home' ? t('seo-home-description') : t(`page-${route.titleKey}-lead`));
  const url = (tag: string, path: string) => origin + localizedPath(tag, path);
  const isError = route.kind === 'error';
  const alternates = isError
    ? []
    : [...siteLocales().map((tag) => ({ hreflang: tag, href: url(tag, data.path) })), { hreflang: 'x-default', href: url('zh-TW', data.path) }];
  const crumbs: Crumb[] = [];
  if (route.id !== 'home' && !isError) {
    crumbs.push({ name: t('nav-home'), item: url(data.locale, '/') });
    if (own?.breadcrumbParent) crumbs.push({ name: t(own.breadcrumbParent.key), item: url(data.locale, own.breadcrumbParent.path) });
    crumbs.push({ name: pageTitle, item: url(data.locale, data.path) });
  }
  return {
    title,
    description,
    canonical: url(data.locale, data.path),
    alternates,
    noindex: route.kind !== 'public',
    jsonLd: route.kind === 'public' ? structuredData(route.id, data as PageData<StructuredPage>, t, origin, crumbs) : [],
  };
}

/** The <head> tags of a page. */
export function headTags(seo: PageSeo): string {
  const tags = [
    `<title>${esc(seo.title)}</title>`,
    `<meta name="description" content="${esc(seo.description)}">`,
    seo.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    seo.alternates.length ? `<link rel="canonical" href="${esc(seo.canonical)}">` : '',
    ...seo.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}">`),
    `<meta property="og:title" content="${esc(seo.title)}">`,
    `<meta property="og:description" content="${esc(seo.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${esc(seo.canonical)}">`,
    ...seo.jsonLd.map((ld) => `<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`),
  ];
  return tags.filter(Boolean).join('\n');
}
