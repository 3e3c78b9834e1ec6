// Page data of the content pages (services, conditions, cases, videos, doctor, FAQ, articles, …), read
// from content/ at prerender time (docs/content-format.md). What a page shows is decided here, once, at
// build time: the page components only lay it out, and hydration sees the same serialised data.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArticle, readContentText } from './content.mjs';

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `**bold**` inside already escaped text; an unmatched `**` stays as it is. */
const inline = (escaped) => escaped.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/**
 * The Markdown subset of content-format.md to HTML: `##`/`###` headings, `-` and `1.` lists, paragraphs,
 * `**bold**`. Everything else is text: the input is HTML-escaped first, so no tag, attribute or link
 * from a content file can reach the page. Headings start at h2 (the page owns h1).
 */
export function renderMarkdown(body) {
  const out = [];
  let list = null; // { tag, items }
  let para = [];
  const flushPara = () => {
    if (para.length) out.push(`<p>${inline(escapeHtml(para.join(' ')))}</p>`);
    para = [];
  };
  const flushList = () => {
    if (list) out.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(escapeHtml(i))}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flushPara();
      flushList();
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (heading) {
      flushPara();
      flushList();
      const level = heading[1].length;
      out.push(`<h${level}>${inline(escapeHtml(heading[2]))}</h${level}>`);
    } else if (bullet || numbered) {
      flushPara();
      const tag = bullet ? 'ul' : 'ol';
      if (list && list.tag !== tag) flushList();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)[1]);
    } else {
      flushList();
      para.push(line);
    }
  }
  flushPara();
  flushList();
  return out.join('\n');
}

const CONDITION_ARTICLES = {
  lipoma: ['what-is-a-lipoma', 'minimally-invasive-vs-traditional-excision', 'patient-story-20cm-lipoma-3cm-incision'],
  cyst: ['epidermal-and-sebaceous-cysts-explained', 'patient-story-recurring-neck-cyst', 'why-complete-removal-matters'],
  tumor: ['when-to-get-a-mole-checked', 'local-anaesthesia-and-surgical-safety', 'why-complete-removal-matters'],
};
const COMMUNITY_QUESTIONS = ['is-the-surgery-painful', 'how-small-is-the-incision', 'can-i-go-home-the-same-day', 'how-do-i-care-for-the-wound-and-scar'];
const ARTICLE_ART = { medical_knowledge: 'lipoma', surgical_technique: 'cyst', patient_testimonial: 'lipoma', celebrity_case: 'tumor', video_tutorial: 'video-technique' };
const CONDITION_CASES = { lipoma: ['lipoma'], cyst: ['cyst'], tumor: ['skin_tumor', 'mole'] };

/** Page data for the content routes; `null` for routes this module does not own. */
export function createContentPages(root, content, site = { origin: '', localizedPath: (_l, p) => p }) {
  const dir = join(root, 'content');
  const localeJson = (locale, file, empty) => {
    for (const l of [locale, 'en']) {
      const path = join(dir, l, file);
      if (existsSync(path)) return JSON.parse(readContentText(path, locale));
    }
    return empty;
  };
  const articleFront = new Map();
  const articleSource = (locale, id) => {
    const key = `${locale}/${id}`;
    if (!articleFront.has(key)) {
      const path = [locale, 'en'].map((l) => join(dir, l, 'articles', `${id}.md`)).find((p) => existsSync(p));
      articleFront.set(key, path ? parseArticle(readContentText(path, locale)) : { front: {}, body: '' });
    }
    return articleFront.get(key);
  };
  const { articles: articleMeta, videos: videoMeta, cases: caseMeta } = content.shared;

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
      related: related.map((r) => articleSummary(locale, r)),
    };
  };

  // The privacy notice and the terms (content/<locale>/legal/*.md): one text per language, zh-TW's
  // is the reviewed one, so a language without its own falls back to zh-TW, never to English.
  const legal = (locale, id) => {
    const path = [locale, 'zh-TW'].map((l) => join(dir, l, 'legal', `${id}.md`)).find((p) => existsSync(p));
    if (!path) throw new Error(`content/zh-TW/legal/${id}.md is missing`);
    const { front, body } = parseArticle(readContentText(path, locale));
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
          const url = site.origin + site.localizedPath(locale, `/articles/${a.id}`);
          return {
            article: a,
            jsonLd: {
              '@context': 'https://schema.org',
              '@type': 'Article',
              headline: a.title,
              description: a.excerpt,
              inLanguage: locale,
              datePublished: a.publishedAt,
              keywords: a.tags.join(', '),
              url,
              mainEntityOfPage: url,
              image: `${site.origin}/images/illustrations/${ARTICLE_ART[a.category] ?? 'lipoma'}.svg`,
              author: { '@type': 'Person', name: 'Dr. Lin', url: site.origin + site.localizedPath(locale, '/doctor') },
              publisher: { '@type': 'MedicalClinic', '@id': `${site.origin}/#clinic-taipei` },
            },
            seo: { title: a.title, description: a.excerpt, breadcrumbParent: { path: '/articles', key: 'page-articles-title' } },
          };
        }
        default:
          return null;
      }
    },
  };
}
