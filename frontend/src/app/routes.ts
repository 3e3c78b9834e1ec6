import type { ComponentType } from 'react';
import type { PageData } from '../lib/site-data';

// Each page reads its own `page` data; the route table holds them all, so it cannot name one type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<{ data: PageData<any> }>;
export type PageModule = { default: PageComponent };

/** public pages are indexed; demo and staff pages are noindex and left out of the sitemap. */
export type RouteKind = 'public' | 'demo' | 'staff' | 'error';

export interface RouteDef {
  /** Stable id: names the page's Fluent keys (`page-<titleKey>-title`) and its analytics page type. */
  id: string;
  /** Clean path; `:id` marks a parameter filled from content. */
  path: string;
  kind: RouteKind;
  /** The Fluent key stem for title and lead (aliases share their target's texts). */
  titleKey: string;
  /** The page module, relative to src/ (also its key in the client build manifest). */
  module: string;
  load: () => Promise<PageModule>;
}

// One lazy chunk per page file: every page lives in src/features/<name>/<Name>Page.tsx.
const pageModules = import.meta.glob<PageModule>('../features/*/*Page.tsx');

function page(module: string): Pick<RouteDef, 'module' | 'load'> {
  const loader = pageModules[`../${module}`];
  if (!loader) throw new Error(`no page module ${module}`);
  return { module, load: loader };
}

const home = page('features/home/HomePage.tsx');
const booking = page('features/booking/BookingPage.tsx');
const styleGuide = page('features/style-guide/StyleGuidePage.tsx');

const demo = (path: string): RouteDef => ({ id: path.slice(1), path, kind: 'demo', titleKey: 'style-guide', ...styleGuide });

export const routes: RouteDef[] = [
  { id: 'home', path: '/', kind: 'public', titleKey: 'home', ...home },
  { id: 'about', path: '/about', kind: 'public', titleKey: 'about', ...page('features/about/AboutPage.tsx') },
  { id: 'doctor', path: '/doctor', kind: 'public', titleKey: 'doctor', ...page('features/doctor/DoctorPage.tsx') },
  { id: 'services', path: '/services', kind: 'public', titleKey: 'services', ...page('features/services/ServicesPage.tsx') },
  { id: 'medical-booking', path: '/medical-booking', kind: 'public', titleKey: 'medical-booking', ...booking },
  { id: 'appointment', path: '/appointment', kind: 'public', titleKey: 'medical-booking', ...booking },
  { id: 'global-influence', path: '/global-influence', kind: 'public', titleKey: 'global-influence', ...page('features/global-influence/GlobalInfluencePage.tsx') },
  { id: 'cases', path: '/cases', kind: 'public', titleKey: 'cases', ...page('features/cases/CasesPage.tsx') },
  { id: 'videos', path: '/videos', kind: 'public', titleKey: 'videos', ...page('features/videos/VideosPage.tsx') },
  { id: 'contact', path: '/contact', kind: 'public', titleKey: 'contact', ...page('features/contact/ContactPage.tsx') },
  { id: 'articles', path: '/articles', kind: 'public', titleKey: 'articles', ...page('features/articles/ArticlesPage.tsx') },
  { id: 'article', path: '/articles/:id', kind: 'public', titleKey: 'article', ...page('features/articles/ArticlePage.tsx') },
  { id: 'faq', path: '/faq', kind: 'public', titleKey: 'faq', ...page('features/faq/FaqPage.tsx') },
  { id: 'fees', path: '/fees', kind: 'public', titleKey: 'fees', ...page('features/fees/FeesPage.tsx') },
  { id: 'international', path: '/international', kind: 'public', titleKey: 'international', ...page('features/international/InternationalPage.tsx') },
  { id: 'consultation', path: '/consultation', kind: 'public', titleKey: 'consultation', ...page('features/consultation/ConsultationPage.tsx') },
  { id: 'assessment', path: '/assessment', kind: 'public', titleKey: 'assessment', ...page('features/assessment/AssessmentPage.tsx') },
  { id: 'lipoma', path: '/lipoma', kind: 'public', titleKey: 'lipoma', ...page('features/conditions/LipomaPage.tsx') },
  { id: 'cyst', path: '/cyst', kind: 'public', titleKey: 'cyst', ...page('features/conditions/CystPage.tsx') },
  { id: 'tumor', path: '/tumor', kind: 'public', titleKey: 'tumor', ...page('features/conditions/TumorPage.tsx') },
  { id: 'patient-community', path: '/patient-community', kind: 'public', titleKey: 'patient-community', ...page('features/patient-community/PatientCommunityPage.tsx') },
  { id: 'youtube-integration', path: '/youtube-integration', kind: 'public', titleKey: 'youtube-integration', ...page('features/youtube-integration/YoutubeIntegrationPage.tsx') },
  { id: 'booking-status', path: '/booking-status', kind: 'public', titleKey: 'booking-status', ...page('features/booking-status/BookingStatusPage.tsx') },
  { id: 'privacy', path: '/privacy', kind: 'public', titleKey: 'privacy', ...page('features/legal/PrivacyPage.tsx') },
  { id: 'terms', path: '/terms', kind: 'public', titleKey: 'terms', ...page('features/legal/TermsPage.tsx') },
  { id: 'style-guide', path: '/style-guide', kind: 'demo', titleKey: 'style-guide', ...styleGuide },
  demo('/about-test'),
  demo('/language-test'),
  demo('/sidebar-demo'),
  demo('/typography-demo'),
  demo('/chart-enhancement-demo'),
  demo('/medical-form-demo'),
  demo('/simple-test'),
  demo('/test-debug'),
];

export const notFoundRoute: RouteDef = {
  id: 'not-found',
  path: '/404',
  kind: 'error',
  titleKey: 'not-found',
  ...page('features/not-found/NotFoundPage.tsx'),
};

/** The header menu, in the product’s screens and routes order. */

export function routeById(id: string): RouteDef {
  return routes.find((r) => r.id === id) ?? notFoundRoute;
}
