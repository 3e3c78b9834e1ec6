// Reads content/ (docs/content-format.md) for the prerender. A locale whose folder or file is missing
// falls back to en content, logged, never a crash.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The core (Node build) fills each `{fact}` of content/facts.json into content text, in the page
// locale's number format, so content and Fluent strings state the same numbers the same way.
const core = createRequire(import.meta.url)('../../pkg-node/clinic_core.js');

/** A content file's text for a page locale, with its `{fact}` names filled in by the core. */
export const readContentText = (path, locale) => core.fillFacts(locale, readFileSync(path, 'utf8'));

export function createContent(root, log = console.warn) {
  const dir = join(root, 'content');
  const json = (path) => JSON.parse(readFileSync(join(dir, path), 'utf8'));
  const warned = new Set();
  const fallback = (locale, file) => {
    const key = `${locale}/${file}`;
    if (!warned.has(key)) {
      warned.add(key);
      log(`content: ${key} missing, using en`);
    }
  };
  const localeFile = (locale, file) => {
    if (existsSync(join(dir, locale, file))) return join(dir, locale, file);
    fallback(locale, file);
    const en = join(dir, 'en', file);
    return existsSync(en) ? en : null;
  };
  const localeJson = (locale, file, empty) => {
    const path = localeFile(locale, file);
    return path ? JSON.parse(readContentText(path, locale)) : empty;
  };

  const shared = {
    clinics: json('clinics.json'),
    certificates: json('certificates.json'),
    articles: json('articles.json'),
    videos: json('videos.json'),
    cases: json('cases.json'),
  };

  return {
    shared,
    clinic(locale) {
      const local = localeJson(locale, 'clinics.json', { subtitle: '', branches: {} });
      const c = shared.clinics;
      return {
        subtitle: local.subtitle,
        branches: c.branches.map((b) => ({
          id: b.id,
          name: local.branches[b.id]?.name ?? b.id,
          address: local.branches[b.id]?.address ?? '',
          locationNote: local.branches[b.id]?.locationNote ?? '',
          phone: b.phone,
          internationalPhone: b.internationalPhone,
          mapUrl: b.mapUrl,
          geo: b.geo,
        })),
        openingHours: c.openingHours,
        line: { id: c.line.id, url: c.line.url, qr: '/images/qr/line.svg' },
        whatsapp: { number: c.whatsapp.number, url: c.whatsapp.url, qr: '/images/qr/whatsapp.svg' },
        social: c.social.map((s) => ({ id: s.id, url: s.url })),
        rating: c.rating,
        priceRange: c.priceRange,
        currencies: c.currencies,
        paymentMethods: c.paymentMethods,
        foundingYear: c.foundingYear,
      };
    },
    certificates(locale) {
      return shared.certificates.map((c) => ({
        id: c.id,
        category: c.category,
        orientation: c.orientation,
        thumbnail: c.images.thumbnail,
        full: c.images.full,
        title: c.title[locale] ?? c.title.en,
        issuer: c.issuer[locale] ?? c.issuer.en,
      }));
    },
    faq(locale) {
      return localeJson(locale, 'faq.json', []).map((f) => ({ id: f.id, question: f.question, answer: f.answer }));
    },
    cases(locale) {
      const texts = localeJson(locale, 'cases.json', {});
      return shared.cases.map((c) => ({
        id: c.id,
        condition: c.condition,
        sizeCm: c.sizeCm,
        incisionCm: c.incisionCm,
        recoveryDays: c.recoveryDays,
        title: texts[c.id]?.title ?? c.id,
        summary: texts[c.id]?.summary ?? '',
      }));
    },
    videos(locale) {
      const texts = localeJson(locale, 'videos.json', {});
      return shared.videos.map((v) => ({
        id: v.id,
        category: v.category,
        difficulty: v.difficulty,
        views: v.views,
        title: texts[v.id]?.title ?? v.id,
        description: texts[v.id]?.description ?? '',
      }));
    },
    article(locale, id) {
      const meta = shared.articles.find((a) => a.id === id);
      const path = localeFile(locale, join('articles', `${id}.md`));
      const { front, body } = path ? parseArticle(readContentText(path, locale)) : { front: {}, body: '' };
      return {
        id,
        category: meta.category,
        readTime: meta.readTime,
        publishedAt: meta.publishedAt,
        featured: meta.featured,
        related: meta.related ?? [],
        title: front.title ?? id,
        excerpt: front.excerpt ?? '',
        body,
      };
    },
    articleIds() {
      return shared.articles.map((a) => a.id);
    },
  };
}

/** Front matter (`key: value` lines between `---`) and the Markdown body. */
export function parseArticle(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { front: {}, body: source };
  const front = {};
  for (const line of match[1].split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) front[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return { front, body: match[2] };
}

/** The Markdown subset of content-format.md as blocks: `## ` headings, `- ` lists, paragraphs. */
export function markdownBlocks(body) {
  const blocks = [];
  for (const chunk of body.split(/\r?\n\s*\r?\n/)) {
    const lines = chunk.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    if (!lines.length) continue;
    if (lines[0].startsWith('## ')) {
      blocks.push({ type: 'h2', text: lines[0].slice(3) });
      if (lines.length > 1) blocks.push(...markdownBlocks(lines.slice(1).join('\n')));
    } else if (lines.every((l) => l.startsWith('- '))) {
      blocks.push({ type: 'ul', items: lines.map((l) => l.slice(2)) });
    } else {
      blocks.push({ type: 'p', text: lines.join(' ') });
    }
  }
  return blocks;
}

/** `i18n/<locale>/*.ftl` without server.ftl, concatenated; en's when the locale folder is missing. */
export function readFtl(root, locale, log = console.warn) {
  let dir = join(root, 'i18n', locale);
  if (!existsSync(dir)) {
    log(`i18n: ${locale} missing, using en`);
    dir = join(root, 'i18n', 'en');
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ftl') && f !== 'server.ftl')
    .sort()
    .map((f) => `# ${f}\n${readFileSync(join(dir, f), 'utf8').trim()}\n`)
    .join('\n');
}
