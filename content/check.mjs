#!/usr/bin/env node
// Checks the content/ folder against docs/content-format.md, and the words of content/ and i18n/
// against each language's glossary and content/facts.json (words.mjs).
// Usage: node content/check.mjs   (no dependencies; exits 1 when it finds any problem)

import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkWords } from './words.mjs';

const ROOT = dirname(fileURLToPath(import.meta.url));
// The core's lists, as `cargo test -p clinic-core` writes them (core-wasm/src/contract.rs).
const CONTRACT = JSON.parse(readFileSync(join(ROOT, '..', 'frontend', 'src', 'generated', 'contract.json'), 'utf8')).values;
const LOCALES = CONTRACT.SITE_LOCALES;
const CERT_LOCALES = [...LOCALES, 'de', 'fr'];
const CERT_IDS = [
  'dermatology-specialist', 'cosmetic-surgery-member', 'cell-therapy', 'lecturer',
  'acls', 'anesthesia', 'korea-cosmetic-hands-on', 'korea-rhinoplasty-workshop',
];
const CERT_CATEGORIES = ['core', 'safety', 'academic', 'international'];
const ORIENTATIONS = ['portrait', 'landscape'];
const ARTICLE_CATEGORIES = ['medical_knowledge', 'surgical_technique', 'patient_testimonial', 'celebrity_case', 'video_tutorial'];
const CASE_ARTICLE_CATEGORIES = ['patient_testimonial', 'celebrity_case'];
const VIDEO_CATEGORIES = ['lipoma', 'cyst', 'skinTumor', 'technique'];
const DIFFICULTIES = ['basic', 'intermediate', 'advanced'];
// A case is about one of the tumour types a booking names ("other" is no condition of its own).
const CONDITIONS = CONTRACT.TUMOR_TYPES.filter((t) => t !== 'other');
const LOCATIONS = ['back', 'shoulder', 'neck', 'arm', 'thigh', 'abdomen', 'face', 'scalp', 'chest'];
const FAQ_CATEGORIES = ['procedure', 'recovery', 'cost', 'international', 'booking'];
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const FRONT_MATTER_KEYS = ['title', 'excerpt', 'tags', 'testimonial'];
const FAQ_COUNT = 20;
// Phrase every article must contain in its closing reminder (only for locales listed here).
// The word each locale's closing reminder uses for "(not a) diagnosis".
const DISCLAIMER = { en: 'not a diagnosis', 'zh-TW': '並非診斷', ja: '診断', ko: '진단', es: 'no es un diagnóstico', ar: 'تشخيص', hi: 'निदान' };
// Words that must never appear in text shown to patients.
// Markers of unfinished copy. TODO and TBD only in capitals: "todo" is everyday Spanish.
const unfinished = (text) => text.match(/lorem|ipsum|placeholder|xxx/i)?.[0] ?? text.match(/\b(TODO|TBD)\b/)?.[0] ?? null;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const problems = [];
const problem = (where, what) => problems.push(`${where}: ${what}`);

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isText = (v) => typeof v === 'string' && v.trim().length > 0;
const isPositiveInt = (v) => Number.isInteger(v) && v > 0;
const isNonNegativeInt = (v) => Number.isInteger(v) && v >= 0;
const isPositiveNumber = (v) => typeof v === 'number' && Number.isFinite(v) && v > 0;
const isValidDate = (v) => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
  && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

function readJson(rel) {
  const path = join(ROOT, rel);
  if (!existsSync(path)) {
    problem(rel, 'file is missing');
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    problem(rel, `invalid JSON (${error.message})`);
    return undefined;
  }
}

function checkUniqueIds(where, list) {
  const seen = new Set();
  for (const item of list) {
    if (!isText(item?.id)) problem(where, 'an entry has no id');
    else if (seen.has(item.id)) problem(where, `duplicate id "${item.id}"`);
    else seen.add(item.id);
  }
  return seen;
}

function sameSet(where, expected, actual) {
  for (const id of expected) if (!actual.has(id)) problem(where, `missing id "${id}"`);
  for (const id of actual) if (!expected.has(id)) problem(where, `unknown id "${id}"`);
}

function checkText(where, value) {
  if (!isText(value)) problem(where, 'missing or empty text');
  else if (unfinished(value)) problem(where, `contains unfinished text: ${unfinished(value)}`);
}

// ---------- shared: clinics.json ----------
function checkClinics(clinics) {
  const f = 'clinics.json';
  if (!isObject(clinics)) { problem(f, 'must be an object'); return new Set(); }
  if (clinics.timeZone !== 'Asia/Taipei') problem(f, 'timeZone must be Asia/Taipei');
  if (!isPositiveInt(clinics.slotMinutes)) problem(f, 'slotMinutes must be a positive integer');
  if (!isPositiveInt(clinics.bookingHorizonDays)) problem(f, 'bookingHorizonDays must be a positive integer');
  if (!Array.isArray(clinics.openingHours) || clinics.openingHours.length === 0) {
    problem(f, 'openingHours must be a non-empty array');
  } else {
    const seenDays = new Set();
    clinics.openingHours.forEach((h, i) => {
      const w = `${f} openingHours[${i}]`;
      if (!Array.isArray(h.days) || h.days.length === 0) problem(w, 'days must be a non-empty array');
      else for (const d of h.days) {
        if (!DAYS.includes(d)) problem(w, `unknown day "${d}"`);
        if (seenDays.has(d)) problem(w, `day "${d}" appears twice`);
        seenDays.add(d);
      }
      if (!TIME.test(h.opens ?? '') || !TIME.test(h.closes ?? '')) problem(w, 'opens/closes must be HH:mm');
      else if (h.opens >= h.closes) problem(w, 'opens must be before closes');
    });
  }
  for (const key of ['byAppointmentOnly', 'selfPay']) {
    if (typeof clinics[key] !== 'boolean') problem(f, `${key} must be a boolean`);
  }
  const ids = new Set();
  if (!Array.isArray(clinics.branches) || clinics.branches.length === 0) {
    problem(f, 'branches must be a non-empty array');
  } else {
    for (const id of checkUniqueIds(`${f} branches`, clinics.branches)) ids.add(id);
    for (const b of clinics.branches) {
      const w = `${f} branch ${b.id}`;
      if (!isText(b.phone)) problem(w, 'phone missing');
      if (!/^\+\d[\d ]+$/.test(b.internationalPhone ?? '')) problem(w, 'internationalPhone must look like "+886 2 2700 1234"');
      if (!isObject(b.geo) || typeof b.geo.lat !== 'number' || typeof b.geo.lng !== 'number'
        || Math.abs(b.geo.lat) > 90 || Math.abs(b.geo.lng) > 180) problem(w, 'geo must be {lat, lng} numbers');
      if (!String(b.mapUrl ?? '').startsWith('https://www.google.com/maps/search/?api=1&query=')) problem(w, 'mapUrl must be a Google Maps search link');
      if ('placeholder' in b && typeof b.placeholder !== 'boolean') problem(w, 'placeholder must be a boolean');
    }
  }
  const line = clinics.line;
  if (!isObject(line) || !isText(line.id)) problem(f, 'line.id missing');
  else if (line.url !== `https://line.me/R/ti/p/${line.id}`) problem(f, 'line.url must be https://line.me/R/ti/p/<id>');
  const wa = clinics.whatsapp;
  if (!isObject(wa) || !isText(wa.number)) problem(f, 'whatsapp.number missing');
  else if (wa.url !== `https://wa.me/${wa.number.replace(/\D/g, '')}`) problem(f, 'whatsapp.url must be https://wa.me/<digits of number>');
  if (!Array.isArray(clinics.social) || clinics.social.length !== 3) problem(f, 'social must have 3 entries');
  else for (const s of clinics.social) {
    if (!['facebook', 'instagram', 'youtube'].includes(s.id)) problem(f, `social: unknown id "${s.id}"`);
    if (!String(s.url ?? '').startsWith('https://')) problem(f, `social ${s.id}: url must be https`);
  }
  const r = clinics.rating;
  if (!isObject(r) || typeof r.value !== 'number' || r.value < 0 || r.value > 5 || !isNonNegativeInt(r.count)) problem(f, 'rating must be {value 0-5, count}');
  if (!isText(clinics.priceRange)) problem(f, 'priceRange missing');
  if (!Array.isArray(clinics.currencies) || !clinics.currencies.every((c) => /^[A-Z]{3}$/.test(c))) problem(f, 'currencies must be ISO 4217 codes');
  if (!Array.isArray(clinics.paymentMethods) || clinics.paymentMethods.length === 0) problem(f, 'paymentMethods missing');
  if (!Number.isInteger(clinics.foundingYear)) problem(f, 'foundingYear must be an integer');
  return ids;
}

// ---------- shared: certificates.json ----------
function checkCertificates(certs) {
  const f = 'certificates.json';
  if (!Array.isArray(certs)) { problem(f, 'must be an array'); return; }
  sameSet(f, new Set(CERT_IDS), checkUniqueIds(f, certs));
  const core = certs.filter((c) => c.category === 'core').length;
  if (core !== 4) problem(f, `exactly 4 certificates must be "core" (found ${core})`);
  for (const c of certs) {
    const w = `${f} ${c.id}`;
    if (!CERT_CATEGORIES.includes(c.category)) problem(w, `unknown category "${c.category}"`);
    if (!ORIENTATIONS.includes(c.orientation)) problem(w, `unknown orientation "${c.orientation}"`);
    if (!isObject(c.images) || !isText(c.images.thumbnail) || !isText(c.images.full)) problem(w, 'images {thumbnail, full} missing');
    for (const field of ['title', 'issuer']) {
      if (!isObject(c[field])) { problem(w, `${field} must be an object of locales`); continue; }
      for (const loc of CERT_LOCALES) if (!isText(c[field][loc])) problem(w, `${field}.${loc} missing`);
      for (const loc of Object.keys(c[field])) if (!CERT_LOCALES.includes(loc)) problem(w, `${field} has unknown locale "${loc}"`);
    }
  }
}

// ---------- shared: articles.json ----------
function checkArticles(articles) {
  const f = 'articles.json';
  if (!Array.isArray(articles)) { problem(f, 'must be an array'); return new Map(); }
  const ids = checkUniqueIds(f, articles);
  const byId = new Map(articles.map((a) => [a.id, a]));
  for (const cat of ARTICLE_CATEGORIES) {
    const n = articles.filter((a) => a.category === cat).length;
    if (n < 2) problem(f, `category "${cat}" needs at least 2 articles (found ${n})`);
  }
  for (const a of articles) {
    const w = `${f} ${a.id}`;
    if (!SLUG.test(a.id ?? '')) problem(w, 'id must be a lowercase-hyphen slug');
    if (!ARTICLE_CATEGORIES.includes(a.category)) problem(w, `unknown category "${a.category}"`);
    if (!isPositiveInt(a.readTime)) problem(w, 'readTime must be a positive integer (minutes)');
    if (!isNonNegativeInt(a.views)) problem(w, 'views must be a non-negative integer');
    if (!isValidDate(a.publishedAt)) problem(w, 'publishedAt must be a valid YYYY-MM-DD date');
    if (!isText(a.author)) problem(w, 'author missing');
    if (typeof a.featured !== 'boolean') problem(w, 'featured must be a boolean');
    if (!Array.isArray(a.related) || a.related.length < 2 || a.related.length > 3) problem(w, 'related must list 2-3 ids');
    else {
      if (new Set(a.related).size !== a.related.length) problem(w, 'related has duplicates');
      for (const r of a.related) {
        if (r === a.id) problem(w, 'related lists the article itself');
        else if (!ids.has(r)) problem(w, `related id "${r}" does not exist`);
      }
    }
    const isCase = CASE_ARTICLE_CATEGORIES.includes(a.category);
    for (const key of ['caseDetails', 'tumorInfo']) {
      if (isCase && !isObject(a[key])) problem(w, `${key} is required for ${a.category}`);
      if (!isCase && key in a) problem(w, `${key} is only for patient_testimonial and celebrity_case`);
    }
    if (isObject(a.caseDetails)) {
      const d = a.caseDetails;
      for (const key of ['tumorDurationMonths', 'surgeryMinutes', 'recoveryDays']) {
        if (!isPositiveInt(d[key])) problem(w, `caseDetails.${key} must be a positive integer`);
      }
      for (const key of Object.keys(d)) {
        if (!['tumorDurationMonths', 'surgeryMinutes', 'recoveryDays'].includes(key)) problem(w, `caseDetails has unknown field "${key}"`);
      }
    }
    if (isObject(a.tumorInfo)) {
      const t = a.tumorInfo;
      if (!isPositiveNumber(t.sizeCm)) problem(w, 'tumorInfo.sizeCm must be a positive number');
      if (!LOCATIONS.includes(t.location)) problem(w, `tumorInfo.location "${t.location}" is not a location key`);
      if (!DIFFICULTIES.includes(t.difficulty)) problem(w, `tumorInfo.difficulty "${t.difficulty}" is unknown`);
    }
  }
  return byId;
}

// ---------- shared: videos.json ----------
function checkVideos(videos) {
  const f = 'videos.json';
  if (!Array.isArray(videos)) { problem(f, 'must be an array'); return new Set(); }
  const ids = checkUniqueIds(f, videos);
  for (const v of videos) {
    const w = `${f} ${v.id}`;
    if (!SLUG.test(v.id ?? '')) problem(w, 'id must be a lowercase-hyphen slug');
    if (!VIDEO_CATEGORIES.includes(v.category)) problem(w, `unknown category "${v.category}"`);
    if (!DIFFICULTIES.includes(v.difficulty)) problem(w, `unknown difficulty "${v.difficulty}"`);
    if (!isNonNegativeInt(v.views)) problem(w, 'views must be a non-negative integer');
    if (!isPositiveInt(v.durationSeconds)) problem(w, 'durationSeconds must be a positive integer');
    if (v.youtubeId === null) {
      if (v.placeholder !== true) problem(w, 'youtubeId is null, so placeholder must be true');
    } else if (!/^[A-Za-z0-9_-]{11}$/.test(v.youtubeId ?? '')) problem(w, 'youtubeId must be an 11-character YouTube id or null');
    if (!isValidDate(v.publishedAt)) problem(w, 'publishedAt must be a valid YYYY-MM-DD date');
  }
  for (const cat of VIDEO_CATEGORIES) if (!videos.some((v) => v.category === cat)) problem(f, `no video in category "${cat}"`);
  for (const d of DIFFICULTIES) if (!videos.some((v) => v.difficulty === d)) problem(f, `no video with difficulty "${d}"`);
  return ids;
}

// ---------- shared: cases.json ----------
function checkCases(cases, articlesById) {
  const f = 'cases.json';
  if (!Array.isArray(cases)) { problem(f, 'must be an array'); return new Set(); }
  const ids = checkUniqueIds(f, cases);
  for (const c of cases) {
    const w = `${f} ${c.id}`;
    if (!SLUG.test(c.id ?? '')) problem(w, 'id must be a lowercase-hyphen slug');
    if (!CONDITIONS.includes(c.condition)) problem(w, `unknown condition "${c.condition}"`);
    if (!isPositiveNumber(c.sizeCm)) problem(w, 'sizeCm must be a positive number');
    if (!LOCATIONS.includes(c.location)) problem(w, `location "${c.location}" is not a location key`);
    if (!isPositiveNumber(c.incisionCm)) problem(w, 'incisionCm must be a positive number');
    // The site claims an incision of 10-50% of the tumour diameter for lipomas and cysts.
    if (['lipoma', 'cyst'].includes(c.condition) && isPositiveNumber(c.sizeCm) && isPositiveNumber(c.incisionCm)) {
      const ratio = c.incisionCm / c.sizeCm;
      if (ratio < 0.1 || ratio > 0.5) problem(w, `incision is ${(ratio * 100).toFixed(0)}% of the diameter; the copy promises 10-50%`);
    }
    if (!isPositiveInt(c.surgeryMinutes)) problem(w, 'surgeryMinutes must be a positive integer');
    if (!isPositiveInt(c.recoveryDays)) problem(w, 'recoveryDays must be a positive integer');
    if (!Number.isInteger(c.patientAge) || c.patientAge < 0 || c.patientAge > 120) problem(w, 'patientAge must be an integer 0-120');
    if (!/^[A-Z]{2}$/.test(c.patientCountry ?? '')) problem(w, 'patientCountry must be an ISO 3166 alpha-2 code');
    if ('articleId' in c) {
      const a = articlesById.get(c.articleId);
      if (!a) problem(w, `articleId "${c.articleId}" does not exist`);
      else {
        if (!CASE_ARTICLE_CATEGORIES.includes(a.category)) problem(w, `articleId "${c.articleId}" is not a case article`);
        const t = a.tumorInfo ?? {};
        const d = a.caseDetails ?? {};
        if (t.sizeCm !== c.sizeCm) problem(w, `sizeCm ${c.sizeCm} differs from article (${t.sizeCm})`);
        if (t.location !== c.location) problem(w, `location ${c.location} differs from article (${t.location})`);
        if (d.surgeryMinutes !== c.surgeryMinutes) problem(w, `surgeryMinutes ${c.surgeryMinutes} differs from article (${d.surgeryMinutes})`);
        if (d.recoveryDays !== c.recoveryDays) problem(w, `recoveryDays ${c.recoveryDays} differs from article (${d.recoveryDays})`);
      }
    }
  }
  return ids;
}

// ---------- shared: fees.json ----------
// The self-pay fee schedule per branch (Taipei requires newly approved fees on the website). A price is
// one amount or a range; amounts are whole units of the currency. The "new" rule is the core's
// (core-wasm/src/fees.rs), not this file's: here only the facts it reads are checked.
const FEE_PRICE_CAP = 1_000_000;
function checkFees(fees, branchIds) {
  const f = 'fees.json';
  if (!Array.isArray(fees)) { problem(f, 'must be an array'); return new Set(); }
  const ids = checkUniqueIds(f, fees);
  const sane = (n) => Number.isInteger(n) && n >= 0 && n <= FEE_PRICE_CAP;
  for (const fee of fees) {
    const w = `${f} ${fee.id}`;
    if (!SLUG.test(fee.id ?? '')) problem(w, 'id must be a lowercase-hyphen slug');
    if (!branchIds.has(fee.branch)) problem(w, `unknown branch "${fee.branch}" (clinics.json names ${[...branchIds].join(', ')})`);
    const p = fee.price;
    const keys = isObject(p) ? Object.keys(p).sort().join(',') : '';
    if (keys === 'amount') {
      if (!sane(p.amount)) problem(w, `price.amount must be a whole number from 0 to ${FEE_PRICE_CAP}`);
    } else if (keys === 'max,min') {
      if (!sane(p.min) || !sane(p.max)) problem(w, `price.min and price.max must be whole numbers from 0 to ${FEE_PRICE_CAP}`);
      else if (p.min >= p.max) problem(w, 'price.min must be below price.max (one amount is {amount})');
    } else problem(w, 'price must be {amount} or {min, max}');
    // The health department approves fees in New Taiwan dollars, and the fee page says so.
    if (fee.currency !== 'TWD') problem(w, `currency must be TWD (fees are approved in New Taiwan dollars), not ${JSON.stringify(fee.currency)}`);
    if (!isValidDate(fee.approvedOn)) problem(w, 'approvedOn must be a valid YYYY-MM-DD date');
    if ('placeholder' in fee && typeof fee.placeholder !== 'boolean') problem(w, 'placeholder must be a boolean');
    for (const key of Object.keys(fee)) {
      if (!['id', 'branch', 'price', 'currency', 'approvedOn', 'placeholder'].includes(key)) problem(w, `unknown field "${key}"`);
    }
  }
  return ids;
}

// ---------- per locale ----------
function checkKeyedTexts(where, data, expectedIds, fields) {
  if (!isObject(data)) { problem(where, 'must be an object keyed by id'); return; }
  sameSet(where, expectedIds, new Set(Object.keys(data)));
  for (const [id, entry] of Object.entries(data)) {
    if (!isObject(entry)) { problem(`${where} ${id}`, 'must be an object'); continue; }
    for (const field of fields) checkText(`${where} ${id}.${field}`, entry[field]);
    for (const key of Object.keys(entry)) if (!fields.includes(key)) problem(`${where} ${id}`, `unknown field "${key}"`);
  }
}

function parseArticle(where, text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) { problem(where, 'must start with a --- front matter block closed by ---'); return null; }
  const meta = {};
  match[1].split(/\r?\n/).forEach((line, i) => {
    const colon = line.indexOf(':');
    if (colon <= 0) { problem(where, `front matter line ${i + 1} is not "key: value"`); return; }
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!FRONT_MATTER_KEYS.includes(key)) problem(where, `unknown front matter key "${key}"`);
    if (key in meta) problem(where, `front matter key "${key}" appears twice`);
    if (/^["'].*["']$/.test(value)) problem(where, `front matter "${key}" must not be quoted`);
    meta[key] = value;
  });
  return { meta, body: match[2] };
}

// CommonMark only opens "**" before a non-space character and only closes it after one, with an extra
// rule around punctuation that bites in Chinese text: "**提醒：**本文" does not close. Check each pair.
function checkEmphasis(where, lineNo, line) {
  const marks = [...line.matchAll(/\*\*/g)].map((m) => m.index);
  if (marks.length % 2 !== 0) { problem(where, `body line ${lineNo}: unbalanced **`); return; }
  const isSpace = (c) => c === undefined || /\s/u.test(c);
  const isPunct = (c) => c !== undefined && /[\p{P}\p{S}]/u.test(c);
  marks.forEach((at, n) => {
    const before = line[at - 1];
    const after = line[at + 2];
    const opening = n % 2 === 0;
    const flanking = opening
      ? !isSpace(after) && (!isPunct(after) || isSpace(before) || isPunct(before))
      : !isSpace(before) && (!isPunct(before) || isSpace(after) || isPunct(after));
    if (!flanking) problem(where, `body line ${lineNo}: ** at column ${at + 1} will not ${opening ? 'open' : 'close'} bold text`);
  });
}

// The Markdown a body may use (articles and sheets): paragraphs, "## " headings, "-" lists, **bold**.
function checkMarkdownBody(where, body) {
  if (unfinished(body)) problem(where, `body contains unfinished text: ${unfinished(body)}`);
  if (/<\/?[a-zA-Z!][^>]*>/.test(body)) problem(where, 'body contains raw HTML');
  // Images only from the site's own uploads (`![text](/media/<hash>-<W>x<H>.<ext>)`, docs/admin-api.md).
  if (/!\[(?![^\]\\]*\]\(\/media\/[0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4}\.(?:jpg|png)\))/.test(body)) problem(where, 'body contains an image from elsewhere');
  body.split(/\r?\n/).forEach((line, i) => {
    if (/^#/.test(line) && !/^## \S/.test(line)) problem(where, `body line ${i + 1}: only "## " headings are allowed`);
    if (/^\s*\d+[.)]\s/.test(line)) problem(where, `body line ${i + 1}: use "-" lists, not numbered lists`);
    if (/^\s*[*+]\s/.test(line)) problem(where, `body line ${i + 1}: use "-" for list items`);
    if (/^\s*\|/.test(line)) problem(where, `body line ${i + 1}: tables are not part of the format`);
    checkEmphasis(where, i + 1, line);
  });
}

function checkArticleFile(locale, id, article) {
  const where = `${locale}/articles/${id}.md`;
  const parsed = parseArticle(where, readFileSync(join(ROOT, locale, 'articles', `${id}.md`), 'utf8'));
  if (!parsed) return;
  const { meta, body } = parsed;
  for (const key of ['title', 'excerpt', 'tags']) checkText(`${where} ${key}`, meta[key]);
  if (isText(meta.tags) && meta.tags.split(',').some((t) => t.trim() === '')) problem(where, 'tags has an empty entry');
  const isCase = CASE_ARTICLE_CATEGORIES.includes(article.category);
  if (isCase) checkText(`${where} testimonial`, meta.testimonial);
  else if ('testimonial' in meta) problem(where, `testimonial is only for patient_testimonial and celebrity_case (this is ${article.category})`);

  if (!isText(body)) { problem(where, 'body is empty'); return; }
  checkMarkdownBody(where, body);
  const lastParagraph = body.trim().split(/\n\s*\n/).pop() ?? '';
  if (DISCLAIMER[locale] && !lastParagraph.includes(DISCLAIMER[locale])) {
    problem(where, `body must end with the general-information reminder ("${DISCLAIMER[locale]}")`);
  }
  if (locale === 'en') {
    const words = body.split(/\s+/).filter(Boolean).length;
    if (words < 300 || words > 600) problem(where, `body has ${words} words; expected 300-600`);
  }
}

function checkLocale(locale, shared, reference) {
  const dir = join(ROOT, locale);
  const clinics = readJson(`${locale}/clinics.json`);
  if (clinics !== undefined) {
    if (!isObject(clinics)) problem(`${locale}/clinics.json`, 'must be an object');
    else {
      checkText(`${locale}/clinics.json subtitle`, clinics.subtitle);
      checkKeyedTexts(`${locale}/clinics.json branches`, clinics.branches, shared.branchIds, ['name', 'address', 'locationNote']);
    }
  }

  const faq = readJson(`${locale}/faq.json`);
  if (faq !== undefined) {
    const f = `${locale}/faq.json`;
    if (!Array.isArray(faq)) problem(f, 'must be an array');
    else {
      if (faq.length !== FAQ_COUNT) problem(f, `must have exactly ${FAQ_COUNT} entries (found ${faq.length})`);
      const ids = checkUniqueIds(f, faq);
      for (const q of faq) {
        const w = `${f} ${q.id}`;
        if (!SLUG.test(q.id ?? '')) problem(w, 'id must be a lowercase-hyphen slug');
        if (!FAQ_CATEGORIES.includes(q.category)) problem(w, `unknown category "${q.category}"`);
        checkText(`${w} question`, q.question);
        checkText(`${w} answer`, q.answer);
      }
      if (reference.faq) {
        sameSet(`${f} (compared with ${reference.locale})`, new Set(reference.faq.keys()), ids);
        for (const q of faq) {
          const cat = reference.faq.get(q.id);
          if (cat && cat !== q.category) problem(`${f} ${q.id}`, `category "${q.category}" differs from ${reference.locale} ("${cat}")`);
        }
      } else {
        reference.locale = locale;
        reference.faq = new Map(faq.map((q) => [q.id, q.category]));
      }
    }
  }

  const videos = readJson(`${locale}/videos.json`);
  if (videos !== undefined) checkKeyedTexts(`${locale}/videos.json`, videos, shared.videoIds, ['title', 'description']);

  const cases = readJson(`${locale}/cases.json`);
  if (cases !== undefined) checkKeyedTexts(`${locale}/cases.json`, cases, shared.caseIds, ['title', 'summary', 'testimonial', 'location']);

  const fees = readJson(`${locale}/fees.json`);
  if (fees !== undefined) checkKeyedTexts(`${locale}/fees.json`, fees, shared.feeIds, ['name', 'note']);

  const articlesDir = join(dir, 'articles');
  if (!existsSync(articlesDir) || !statSync(articlesDir).isDirectory()) {
    problem(`${locale}/articles`, 'folder is missing');
    return;
  }
  const files = readdirSync(articlesDir);
  for (const file of files) {
    if (!file.endsWith('.md')) problem(`${locale}/articles/${file}`, 'not a .md file');
    else if (!shared.articles.has(file.slice(0, -3))) problem(`${locale}/articles/${file}`, 'no such id in articles.json');
  }
  for (const [id, article] of shared.articles) {
    if (!files.includes(`${id}.md`)) problem(`${locale}/articles/${id}.md`, 'file is missing');
    else checkArticleFile(locale, id, article);
  }
}

// ---------- run ----------
const clinics = readJson('clinics.json');
const certificates = readJson('certificates.json');
const articles = readJson('articles.json');
const videos = readJson('videos.json');
const cases = readJson('cases.json');

const shared = {
  branchIds: clinics === undefined ? new Set() : checkClinics(clinics),
  articles: articles === undefined ? new Map() : checkArticles(articles),
  videoIds: videos === undefined ? new Set() : checkVideos(videos),
};
shared.caseIds = cases === undefined ? new Set() : checkCases(cases, shared.articles);
const fees = readJson('fees.json');
shared.feeIds = fees === undefined ? new Set() : checkFees(fees, shared.branchIds);
if (certificates !== undefined) checkCertificates(certificates);

const present = LOCALES.filter((l) => existsSync(join(ROOT, l)));
if (present.length === 0) problem('content', 'no locale folder found');
for (const entry of readdirSync(ROOT)) {
  if (statSync(join(ROOT, entry)).isDirectory() && !LOCALES.includes(entry)) problem(entry, 'folder is not a known locale');
}
const reference = {};
for (const locale of present) checkLocale(locale, shared, reference);

// The privacy notice and the terms (issue 14): in every language, with a title, an excerpt and the
// notice's sections (PDPA art. 8: who, purposes, kinds, period, area, recipients and use, rights,
// what happens without the data; plus consent withdrawal, cookies and the version).
for (const locale of present) {
  for (const [doc, sections] of [['privacy', 9], ['terms', 5]]) {
    const where = `${locale}/legal/${doc}.md`;
    const path = join(ROOT, locale, 'legal', `${doc}.md`);
    if (!existsSync(path)) { problem(where, 'file is missing'); continue; }
    const text = readFileSync(path, 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
    for (const key of ['title', 'excerpt']) if (!new RegExp(`^${key}: \\S`, 'm').test(front)) problem(where, `front matter needs ${key}`);
    const found = (text.match(/^## \S/gm) ?? []).length;
    if (found < sections) problem(where, `has ${found} sections; expected at least ${sections}`);
    if (/<\/?[a-zA-Z!][^>]*>/.test(text)) problem(where, 'contains raw HTML');
  }
}
// The procedure information sheets and aftercare sheets (issue 26): one per visit kind in every
// language, front matter `version` and `title`, one version per sheet across the languages (the
// acknowledgement stores it), the article body rules, and on every aftercare sheet the emergency number.
const SHEET_FOLDERS = ['sheets', 'aftercare'];
const SHEET_KEYS = ['version', 'title'];
const EMERGENCY_NUMBER = '119';
// The visit kinds, as ts-rs writes the core's VisitKind (core-wasm/src/intake/mod.rs).
function visitKinds() {
  const rel = join('frontend', 'src', 'generated', 'core', 'VisitKind.ts');
  const path = join(ROOT, '..', rel);
  if (!existsSync(path)) { problem(rel, 'file is missing (cargo test -p clinic-core writes it)'); return []; }
  const kinds = [...readFileSync(path, 'utf8').matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);
  if (kinds.length === 0) problem(rel, 'names no visit kind');
  return kinds;
}

function checkSheetFile(where, text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) { problem(where, 'must start with a --- front matter block closed by ---'); return null; }
  const meta = {};
  for (const line of match[1].split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const key = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!SHEET_KEYS.includes(key)) { problem(where, `front matter line "${line}" is not version or title`); continue; }
    if (key in meta) problem(where, `front matter key "${key}" appears twice`);
    meta[key] = line.slice(colon + 1).trim();
  }
  if (!/^[1-9]\d*$/.test(meta.version ?? '')) problem(where, 'front matter needs version: a positive whole number');
  checkText(`${where} title`, meta.title);
  const body = match[2];
  if (!isText(body)) { problem(where, 'body is empty'); return meta; }
  checkMarkdownBody(where, body);
  return { ...meta, body };
}

function checkSheets(locales) {
  const kinds = visitKinds();
  for (const folder of SHEET_FOLDERS) {
    for (const locale of locales) {
      const dir = join(ROOT, locale, folder);
      if (!existsSync(dir)) { problem(`${locale}/${folder}`, 'folder is missing'); continue; }
      for (const file of readdirSync(dir)) {
        if (!file.endsWith('.md') || !kinds.includes(file.slice(0, -3))) problem(`${locale}/${folder}/${file}`, 'not a visit kind\'s .md file');
      }
    }
    for (const kind of kinds) {
      const versions = new Map();
      for (const locale of locales) {
        const where = `${locale}/${folder}/${kind}.md`;
        const path = join(ROOT, where);
        if (!existsSync(path)) { problem(where, 'file is missing'); continue; }
        const sheet = checkSheetFile(where, readFileSync(path, 'utf8'));
        if (sheet?.version) versions.set(locale, sheet.version);
        if (folder === 'aftercare' && sheet?.body && !sheet.body.includes(EMERGENCY_NUMBER)) {
          problem(where, `must tell when to call ${EMERGENCY_NUMBER} (the emergency number in Taiwan)`);
        }
      }
      if (new Set(versions.values()).size > 1) {
        problem(`*/${folder}/${kind}.md`, `versions differ across languages (${[...versions].map(([l, v]) => `${l} ${v}`).join(', ')}); change the text in every language and raise the version together`);
      }
    }
  }
  return kinds.length;
}
const sheetKinds = checkSheets(LOCALES);

const notice = JSON.parse(readFileSync(join(ROOT, 'notice.json'), 'utf8'));
if (!/^\d{4}-\d{2}-\d{2}$/.test(notice.version ?? '')) problem('notice.json', 'version must be the date the notice took effect, YYYY-MM-DD');

// The words patients read: glossaries, number convention, facts, nothing left in English (words.mjs).
for (const p of checkWords(join(ROOT, '..'))) problems.push(p);

if (problems.length > 0) {
  console.error(`content check: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`- ${p}`);
  process.exit(1);
}
console.log(`content check: OK (locales: ${present.join(', ')}; ${shared.articles.size} articles, `
  + `${shared.videoIds.size} videos, ${shared.caseIds.size} cases, ${shared.feeIds.size} fees, ${CERT_IDS.length} certificates, `
  + `${sheetKinds} visit kinds' information and aftercare sheets)`);
