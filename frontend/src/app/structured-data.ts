// Every page's structured data (schema.org JSON-LD), built in one place from the page's own data and
// put in <head> by the prerender (seo.ts → headTags). Pages never build their own, so no page can
// describe a video that does not exist or an author the page does not name.
import { localizedPath, type Locale } from '../lib/core';
import type { ClinicInfo, PageData } from '../lib/site-data';
import type { ArticleDetail, FaqItem, FeeItem, VideoItem } from '../components/page/content-types';

type T = (key: string, args?: Record<string, string | number>) => string;

/** What the builders may find in a page's data (each page carries at most one of these). */
export interface StructuredPage {
  article?: ArticleDetail;
  faq?: FaqItem[];
  fees?: FeeItem[];
  videos?: VideoItem[];
}

export interface Crumb {
  name: string;
  item: string;
}

const CONTEXT = 'https://schema.org';
const DAY_NAMES: Record<string, string> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

/** The JSON-LD objects of one public page, in the order they appear in <head>. */
export function structuredData(routeId: string, data: PageData<StructuredPage | undefined>, t: T, origin: string, crumbs: Crumb[]): object[] {
  const url = (path: string) => origin + localizedPath(data.locale, path);
  const clinicName = t('common-clinic-name');
  const clinic = data.site.clinic;
  const page = data.page ?? {};
  const out: object[] = [];
  if (routeId === 'home') out.push(website(url, data.locale, clinicName, t('seo-home-description')));
  if (routeId === 'home' || routeId === 'contact' || routeId === 'about') out.push(...clinics(clinic, clinicName, origin, url));
  if (routeId === 'home' || routeId === 'doctor') out.push(physician(t, origin, url));
  if (routeId === 'article' && page.article) out.push(article(page.article, data.locale, t, origin, url, url(data.path)));
  if (routeId === 'faq' && page.faq) out.push(faqPage(page.faq, data.locale));
  if (routeId === 'fees' && page.fees) out.push(...feeCatalogs(page.fees, clinic, clinicName, origin, url));
  // Only published videos: one still being filmed has nothing to describe.
  if (routeId === 'videos' && page.videos) out.push(...page.videos.filter((v) => v.youtubeId).map(video));
  if (crumbs.length) {
    out.push({ '@context': CONTEXT, '@type': 'BreadcrumbList', itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.item })) });
  }
  return out;
}

function website(url: (p: string) => string, locale: Locale, name: string, description: string) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    description,
    url: url('/'),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${url('/articles')}?q={q}` },
      'query-input': 'required name=q',
    },
  };
}

function clinics(clinic: ClinicInfo, name: string, origin: string, url: (p: string) => string) {
  return clinic.branches.map((b) => ({
    '@context': CONTEXT,
    '@type': 'MedicalClinic',
    '@id': `${origin}/#clinic-${b.id}`,
    name: `${name} ${b.name}`,
    url: url('/contact'),
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

function physician(t: T, origin: string, url: (p: string) => string) {
  return {
    '@context': CONTEXT,
    '@type': 'Physician',
    name: t('doctor-name'),
    description: t('doctor-summary'),
    url: url('/doctor'),
    medicalSpecialty: 'Dermatology',
    worksFor: { '@id': `${origin}/#clinic-taipei` },
  };
}

function article(a: ArticleDetail, locale: Locale, t: T, origin: string, url: (p: string) => string, pageUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    inLanguage: locale,
    datePublished: a.publishedAt,
    keywords: a.tags.join(', '),
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    image: origin + a.image,
    author: { '@type': 'Person', name: t(`articles-author-${a.author}`), url: url('/doctor') },
    publisher: { '@type': 'MedicalClinic', '@id': `${origin}/#clinic-taipei` },
  };
}

function faqPage(faq: FaqItem[], locale: Locale) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

// Each branch's fee schedule as an OfferCatalog of its clinic: a range is a PriceSpecification with a
// minimum and a maximum, the approval date the day the price is valid from.
function feeCatalogs(fees: FeeItem[], clinic: ClinicInfo, name: string, origin: string, url: (p: string) => string) {
  return clinic.branches
    .filter((b) => fees.some((f) => f.branch === b.id))
    .map((b) => ({
      '@context': CONTEXT,
      '@type': 'OfferCatalog',
      name: `${name} ${b.name}`,
      url: url('/fees'),
      itemListElement: fees.filter((f) => f.branch === b.id).map((f) => ({
        '@type': 'Offer',
        name: f.name,
        description: f.note,
        validFrom: f.approvedOn,
        priceSpecification: 'amount' in f.price
          ? { '@type': 'PriceSpecification', price: f.price.amount, priceCurrency: f.currency }
          : { '@type': 'PriceSpecification', minPrice: f.price.min, maxPrice: f.price.max, priceCurrency: f.currency },
        offeredBy: { '@id': `${origin}/#clinic-${b.id}` },
      })),
    }));
}

function video(v: VideoItem) {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: v.title,
    description: v.description,
    uploadDate: v.publishedAt,
    duration: `PT${Math.floor(v.durationSeconds / 60)}M${v.durationSeconds % 60}S`,
    thumbnailUrl: `https://i.ytimg.com/vi/${v.youtubeId}/hqdefault.jpg`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${v.youtubeId}`,
  };
}
