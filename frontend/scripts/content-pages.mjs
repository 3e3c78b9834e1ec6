// Page data of every page that shows content (home, conditions, cases, videos, doctor, FAQ, articles, …),
// built from the one content reader (content.mjs) at prerender time. What a page shows is decided here,
// once, at build time: the page components only lay it out, hydration sees the same serialised data, and
// the structured data (src/app/structured-data.ts) is built from it too.
import { renderMarkdown } from './markdown.mjs';
import { createRequire } from 'node:module';
import { renderDay } from './prerender/render-day.mjs';

// The core (Node build) says which fees are new on the render day (clinic_core::fees), so no page
// restates the rule.
const core = createRequire(import.meta.url)('../../pkg-node/clinic_core.js');

const CONDITION_ARTICLES = {
  lipoma: ['what-is-a-lipoma', 'minimally-invasive-vs-traditional-excision', 'patient-story-20cm-lipoma-3cm-incision'],
  cyst: ['epidermal-and-sebaceous-cysts-explained', 'patient-story-recurring-neck-cyst', 'why-complete-removal-matters'],
  tumor: ['when-to-get-a-mole-checked', 'local-anaesthesia-and-surgical-safety', 'why-complete-removal-matters'],
};
const COMMUNITY_QUESTIONS = ['is-the-surgery-painful', 'how-small-is-the-incision', 'can-i-go-home-the-same-day', 'how-do-i-care-for-the-wound-and-scar'];
const ARTICLE_ART = { medical_knowledge: 'lipoma', surgical_technique: 'cyst', patient_testimonial: 'lipoma', celebrity_case: 'tumor', video_tutorial: 'video-technique' };
const CONDITION_CASES = { lipoma: ['lipoma'], cyst: ['cyst'], tumor: ['skin_tumor', 'mole'] };

/**
 * Page data for a route (`{}` for pages that show no content). `today` is the render day
 * (prerender/render-day.mjs): the fees new on it are marked, and the home page lists them.
 */
export function createContentPages(content, { today = renderDay() } = {}) {
  const localeJson = content.localeJson;
  const articleSource = content.article;
  const { articles: articleMeta, videos: videoMeta, cases: caseMeta, fees: feeMeta = [] } = content.shared;

  const countryName = (locale, code) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const articleSummary = (locale, meta) => {
    const { front } = articleSource(locale, meta.id);
    return {
      id: meta.id,
      category: meta.category,
      title: front.title ?? meta.id,
      excerpt: front.excerpt ?? '',
      tags: (front.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean),
      readTime: meta.readTime,
      views: meta.views,
      publishedAt: meta.publishedAt,
      featured: Boolean(meta.featured),
    };
  };

  const cases = (locale) => {
    const texts = localeJson(locale, 'cases.json', {});
    return caseMeta.map((c) => ({
      id: c.id,
      condition: c.condition,
      sizeCm: c.sizeCm,
      incisionCm: c.incisionCm,
      surgeryMinutes: c.surgeryMinutes,
      recoveryDays: c.recoveryDays,
      patientAge: c.patientAge,
      country: countryName(locale, c.patientCountry),
      articleId: c.articleId ?? null,
      title: texts[c.id]?.title ?? c.id,
      summary: texts[c.id]?.summary ?? '',
      testimonial: texts[c.id]?.testimonial ?? '',
      location: texts[c.id]?.location ?? c.location,
    }));
  };

  const videos = (locale) => {
    const texts = localeJson(locale, 'videos.json', {});
    return videoMeta.map((v) => ({
      id: v.id,
      category: v.category,
      difficulty: v.difficulty,
      views: v.views,
      durationSeconds: v.durationSeconds,
      youtubeId: v.youtubeId ?? null,
      publishedAt: v.publishedAt,
      title: texts[v.id]?.title ?? v.id,
      description: texts[v.id]?.description ?? '',
    }));
  };

  // Each branch's self-pay fees, in the page language, the new ones marked for the render day.
  const fees = (locale) => {
    const texts = localeJson(locale, 'fees.json', {});
    return feeMeta.map((f) => ({
      id: f.id,
      branch: f.branch,
      name: texts[f.id]?.name ?? f.id,
      note: texts[f.id]?.note ?? '',
      price: f.price,
      currency: f.currency,
      approvedOn: f.approvedOn,
      isNew: core.isFeeNew(f.approvedOn, today) === true,
    }));
  };

  const faq = (locale) => localeJson(locale, 'faq.json', []).map((f) => ({ id: f.id, category: f.category, question: f.question, answer: f.answer }));

  const article = (locale, id) => {
    const meta = articleMeta.find((a) => a.id === id);
    const { front, body } = articleSource(locale, id);
    const related = (meta.related ?? []).map((r) => articleMeta.find((a) => a.id === r)).filter(Boolean);
    return {
      ...articleSummary(locale, meta),
      author: meta.author,
      testimonial: front.testimonial ?? null,
      caseDetails: meta.caseDetails ?? null,
      tumorInfo: meta.tumorInfo ?? null,
      html: renderMarkdown(body),
      image: `/images/illustrations/${ARTICLE_ART[meta.category] ?? 'lipoma'}.svg`,
      related: related.map((r) => articleSummary(locale, r)),
    };
  };

  const legal = (locale, id) => {
    const { front, body } = content.legal(locale, id);
    return { title: front.title ?? id, excerpt: front.excerpt ?? '', html: renderMarkdown(body) };
  };

  return {
    pageData(routeId, locale, param) {
      switch (routeId) {
        case 'privacy':
        case 'terms': {
          const doc = legal(locale, routeId);
          return { legal: doc, seo: { title: doc.title, description: doc.excerpt } };
        }
        case 'doctor':
          return { certificates: content.certificates(locale) };
        case 'cases':
          return { cases: cases(locale) };
        case 'videos':
          return { videos: videos(locale) };
        case 'youtube-integration':
          return { videos: videos(locale).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 3) };
        case 'faq':
          return { faq: faq(locale) };
        case 'lipoma':
        case 'cyst':
        case 'tumor':
          return {
            cases: cases(locale).filter((c) => CONDITION_CASES[routeId].includes(c.condition)),
            articles: CONDITION_ARTICLES[routeId].map((id) => articleSummary(locale, articleMeta.find((a) => a.id === id))),
          };
        case 'global-influence':
          return {
            countries: [...new Set(caseMeta.map((c) => c.patientCountry))].filter((c) => c !== 'TW').map((c) => countryName(locale, c)),
            certificates: content.certificates(locale).filter((c) => c.category === 'international' || c.id === 'lecturer'),
          };
        case 'patient-community':
          return {
            stories: cases(locale).filter((c) => c.testimonial),
            questions: faq(locale).filter((f) => COMMUNITY_QUESTIONS.includes(f.id)),
          };
        case 'articles':
          return { articles: articleMeta.map((m) => articleSummary(locale, m)) };
        case 'article': {
          const a = article(locale, param);
          return { article: a, seo: { title: a.title, description: a.excerpt, breadcrumbParent: { path: '/articles', key: 'page-articles-title' } } };
        }
        case 'fees':
          return { fees: fees(locale) };
        case 'home':
          return {
            certificates: content.certificates(locale).filter((c) => c.category === 'core').slice(0, 4),
            newFees: fees(locale).filter((f) => f.isNew),
          };
        default:
          return {};
      }
    },
  };
}
