import { localizedPath, siteLocales, type Locale } from '../lib/core';
import { stripIsolates, type I18n } from '../lib/i18n';
import type { RouteDef } from './routes';
import type { ClinicInfo, PageData } from '../lib/site-data';

const DAY_NAMES: Record<string, string> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

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

export function pageSeo(route: RouteDef, data: PageData<SeoOverride>, i18n: I18n, origin: string): PageSeo {
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
  const jsonLd: object[] = [];
  const clinic = data.site.clinic;
  if (route.id === 'home') {
    jsonLd.push(website(origin, data.locale, clinicName, t('seo-home-description')));
    jsonLd.push(...clinicsLd(clinic, clinicName, origin, data.locale));
    jsonLd.push(physicianLd(t, origin, data.locale));
  } else if (route.id === 'contact' || route.id === 'about') {
    jsonLd.push(...clinicsLd(clinic, clinicName, origin, data.locale));
  } else if (route.id === 'doctor') {
    jsonLd.push(physicianLd(t, origin, data.locale));
  }
  if (route.id !== 'home' && !isError) {
    const crumbs = [{ name: t('nav-home'), item: url(data.locale, '/') }];
    if (own?.breadcrumbParent) crumbs.push({ name: t(own.breadcrumbParent.key), item: url(data.locale, own.breadcrumbParent.path) });
    crumbs.push({ name: pageTitle, item: url(data.locale, data.path) });
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.item })),
    });
  }
  return {
    title,
    description,
    canonical: url(data.locale, data.path),
    alternates,
    noindex: route.kind !== 'public',
    jsonLd: route.kind === 'public' ? jsonLd : [],
  };
}

function website(origin: string, locale: Locale, name: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    description,
    url: origin + localizedPath(locale, '/'),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localizedPath(locale, '/articles')}?q={q}` },
      'query-input': 'required name=q',
    },
  };
}

export function clinicsLd(clinic: ClinicInfo, name: string, origin: string, locale: Locale) {
  return clinic.branches.map((b) => ({
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${origin}/#clinic-${b.id}`,
    name: `${name} ${b.name}`,
    url: origin + localizedPath(locale, '/contact'),
    telephone: b.internationalPhone,
    address: { '@type': 'PostalAddress', streetAddress: b.address, addressCountry: 'TW' },
    geo: { '@type': 'GeoCoordinates', latitude: b.geo.lat, longitude: b.geo.lng },
    hasMap: b.mapUrl,
    openingHoursSpecification: clinic.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => DAY_NAMES[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    priceRange: clinic.priceRange,
    currenciesAccepted: clinic.currencies.join(', '),
    paymentAccepted: clinic.paymentMethods.join(', '),
    foundingDate: String(clinic.foundingYear),
    medicalSpecialty: 'Dermatology',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: clinic.rating.value, reviewCount: clinic.rating.count, bestRating: 5 },
  }));
}

function physicianLd(t: (k: string) => string, origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: t('doctor-name'),
    description: t('doctor-summary'),
    url: origin + localizedPath(locale, '/doctor'),
    medicalSpecialty: 'Dermatology',
    worksFor: { '@id': `${origin}/#clinic-taipei` },
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
