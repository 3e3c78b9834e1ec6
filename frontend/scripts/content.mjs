// The one reader of content/ (docs/content-format.md) for the build: shared files, per-locale files with
// their facts filled in, and article sources. A locale whose folder or file is missing falls back to en
// content, logged, never a crash. What each page shows from it is decided in content-pages.mjs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The core (Node build) fills each `{fact}` of content/facts.json into content text, in the page
// locale's number format, so content and Fluent strings state the same numbers the same way.
const core = createRequire(import.meta.url)('../../pkg-node/clinic_core.js');

/** `openingHours` as the core's WASM faces take them: `"mon tue|10:00|19:00"` per span, `;` between. */
const hoursSpans = (spans) => spans.map((s) => `${s.days.join(' ')}|${s.opens}|${s.closes}`).join(';');

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

  const articles = new Map();
  const shared = {
    clinics: json('clinics.json'),
    certificates: json('certificates.json'),
    articles: json('articles.json'),
    videos: json('videos.json'),
    cases: json('cases.json'),
    // Optional: content seeded into a database before the fee schedule existed has no fees.json.
    fees: existsSync(join(dir, 'fees.json')) ? json('fees.json') : [],
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
        // The slot grid with the hours: the form rules check by these (lib/core.ts applyOpeningHours),
        // the published ones, as the server does. `hoursSpans` is the hours as the forms' WASM takes
        // them (one string: no structure's glue in that build); `slotTimes` every slot start of an open
        // day, from the core, for the booking form's time list without scripts.
        timeZone: c.timeZone,
        slotMinutes: c.slotMinutes,
        bookingHorizonDays: c.bookingHorizonDays,
        hoursSpans: hoursSpans(c.openingHours),
        slotTimes: core.slotTimes(c.timeZone, c.slotMinutes, c.bookingHorizonDays, hoursSpans(c.openingHours)),
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
    /** A per-locale JSON file (`faq.json`, `cases.json`, …), en's when the locale has none. */
    localeJson,
    /** An article's front matter and Markdown body in a locale, en's when the locale has none. */
    article(locale, id) {
      const key = `${locale}/${id}`;
      if (!articles.has(key)) {
        const path = localeFile(locale, join('articles', `${id}.md`));
        articles.set(key, path ? parseArticle(readContentText(path, locale)) : { front: {}, body: '' });
      }
      return articles.get(key);
    },
    /**
     * The privacy notice or the terms (`legal/<id>.md`): front matter and Markdown body. zh-TW's text
     * is the reviewed one, so a language without its own falls back to zh-TW, never to English.
     */
    legal(locale, id) {
      const path = [locale, 'zh-TW'].map((l) => join(dir, l, 'legal', `${id}.md`)).find((p) => existsSync(p));
      if (!path) throw new Error(`content/zh-TW/legal/${id}.md is missing`);
      if (!path.includes(`${locale}/legal`)) fallback(locale, join('legal', `${id}.md`));
      return parseArticle(readContentText(path, locale));
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

/**
 * `i18n/<locale>/*.ftl` without the server's and the dashboard's files, concatenated (or only the file named `only`); en's when the
 * locale folder is missing.
 */
export function readFtl(root, locale, log = console.warn, only = null) {
  let dir = join(root, 'i18n', locale);
  if (!existsSync(dir)) {
    log(`i18n: ${locale} missing, using en`);
    dir = join(root, 'i18n', 'en');
  }
  return readdirSync(dir)
    // server.ftl, intake.ftl and aftercare.ftl (the health questions' and the aftercare's
    // server-rendered pages) are the server's; dashboard.ftl is bundled into the staff dashboard only.
    .filter((f) => (only ? f === only : f.endsWith('.ftl') && !['server.ftl', 'intake.ftl', 'aftercare.ftl', 'dashboard.ftl'].includes(f)))
    .sort()
    .map((f) => `# ${f}\n${readFileSync(join(dir, f), 'utf8').trim()}\n`)
    .join('\n');
}
