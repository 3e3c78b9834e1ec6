// The facts agree on every page (issue 30): every Fluent message of every language is rendered with the
// facts of content/facts.json as its arguments (as the core does for every message), and every content
// text with its {fact} names filled in; each statistic, time, count and duration shown is then compared
// with the facts and the data they describe, and each case's figures with the ranges the pages state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ftlMessages, LOCALES } from './words.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (rel) => JSON.parse(readFileSync(join(repo, rel), 'utf8'));
const facts = Object.fromEntries(Object.entries(readJson('content/facts.json')).filter(([k]) => !k.startsWith('$')));
const clinics = readJson('content/clinics.json');
const cases = readJson('content/cases.json');
const articles = readJson('content/articles.json');
const certificates = readJson('content/certificates.json');
const contract = readJson('frontend/src/generated/contract.json').values;
const known = { ...facts, founding_year: clinics.foundingYear };

/** A number as the page writes it: the locale's decimal mark, no grouping (grouping is checked elsewhere). */
const decimalComma = (locale) => readJson(`i18n/${locale}/glossary.json`).numbers.decimal === ',';
const show = (locale, value) => (decimalComma(locale) ? String(value).replace('.', ',') : String(value));

/** A Fluent message rendered with the facts: selectors resolved by CLDR plural rules, other arguments "…". */
export function render(locale, source, args = known) {
  const plural = new Intl.PluralRules(locale);
  const lines = source.split('\n');
  let out = '';
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i];
    const sel = /\{\s*\$([a-z_][\w]*)\s*->\s*$/.exec(line);
    if (sel) {
      out += line.slice(0, sel.index);
      const value = args[sel[1]];
      const variants = [];
      i += 1;
      while (i < lines.length && !lines[i].startsWith('}')) {
        const v = /^(\*)?\[([\w-]+)\]\s?(.*)$/.exec(lines[i]);
        if (v) variants.push({ fallback: Boolean(v[1]), key: v[2], text: v[3] });
        i += 1;
      }
      const pick = variants.find((v) => typeof value === 'number' && v.key === String(value))
        ?? variants.find((v) => typeof value === 'number' && v.key === plural.select(value))
        ?? variants.find((v) => v.fallback);
      out += pick ? render(locale, pick.text, args) : '';
      line = (lines[i] ?? '').slice(1);
      out += line.replace(/\{\s*\$([a-z_][\w]*)\s*\}/g, (_, n) => (typeof args[n] === 'number' ? show(locale, args[n]) : '…'));
      out += '\n';
      continue;
    }
    out += `${line.replace(/\{\s*\$([a-z_][\w]*)\s*\}/g, (_, n) => (typeof args[n] === 'number' ? show(locale, args[n]) : '…'))}\n`;
  }
  return out.trim();
}

/** "2 hours 30 minutes" as "150 minutes", so that a duration in hours and minutes is compared too. */
const minutesOnly = (text) => text.replace(/(\d+)\s*(시간|時間|小時|hours?|horas?)\s*(\d+)\s*(분|分鐘|分|minutes?|minutos?)/gu, (_, h, hu, m, mu) => `${Number(h) * 60 + Number(m)} ${mu}`);

/** Every page text of a locale, rendered: [where, text]. Staff screens and the style guide are not pages patients read. */
function pageTexts(locale) {
  const out = [];
  const dir = join(repo, 'i18n', locale);
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ftl') && !['dashboard.ftl', 'styleguide.ftl'].includes(n)).sort()) {
    for (const [key, text] of Object.entries(ftlMessages(readFileSync(join(dir, f), 'utf8')))) out.push([`i18n/${locale}/${f} ${key}`, minutesOnly(render(locale, text)), key]);
  }
  const fill = (t) => minutesOnly(t).replace(/\{([a-z_][a-z0-9_]*)\}/g, (m, n) => (n in known ? show(locale, known[n]) : m));
  for (const q of readJson(`content/${locale}/faq.json`)) out.push([`content/${locale}/faq.json ${q.id}`, fill(q.answer), null]);
  for (const [id, c] of Object.entries(readJson(`content/${locale}/cases.json`))) out.push([`content/${locale}/cases.json ${id}`, fill(`${c.title} ${c.summary} ${c.testimonial}`), id]);
  const walk = (rel) => {
    for (const name of readdirSync(join(repo, 'content', locale, rel))) {
      const p = join(rel, name);
      if (statSync(join(repo, 'content', locale, p)).isDirectory()) walk(p);
      else if (name.endsWith('.md')) out.push([`content/${locale}/${p}`, fill(readFileSync(join(repo, 'content', locale, p), 'utf8')), name.slice(0, -3)]);
    }
  };
  walk('');
  return out;
}

// What a number measures, by the word after it, in the seven languages.
const NUM = String.raw`(?<![\d.,:/\-#A-Za-z])(\d+(?:[.,]\d+)?)`;
const MEASURES = {
  minutes: String.raw`\s*(?:minutes?|minutos?|分鐘|分(?!の)|분(?!의)|دقيقة|دقائق|دقيقتين|मिनट)`,
  days: String.raw`\s*(?:days?|días|天|日(?:間|後|で|目)?|일|أيام|يومًا|يوم|दिन|दिनों)`,
  weeks: String.raw`\s*(?:weeks?|semanas?|週|주|أسابيع|أسبوعًا|أسبوع|सप्ताह|हफ़्ते)`,
  cm: String.raw`\s*(?:cm|公分|センチ|سم|सेमी)`,
  percent: String.raw`\s*%`,
};
// Figures a page may state that are no fact of the clinic's and no case's: each with why.
const EXPLAINED = {
  minutes: { 5: 'the time the health questions before a visit take to answer (server.ftl, email-intake-line)', 10: 'firm pressure on a bleeding wound, 10–15 minutes (FAQ, wound care)', 15: 'the same', 30: 'the booking slot, 30 minutes (content/clinics.json slotMinutes)' },
  days: {
    1: 'the day after surgery', 2: 'the first two days of wound care',
    15: 'the privacy notice: requests to see or copy data are answered within 15 days (PDPA art. 13)',
    30: 'the privacy notice: requests to correct or delete data within 30 days (PDPA art. 13)',
  },
  weeks: { 1: 'one week of wound care', 4: 'sport after four weeks for large wounds' },
  cm: { 10: 'the online assessment\'s size bands (under 2, 2–5, 5–10, over 10 cm; core-wasm assess)' },
  percent: {},
};

/** The values a measure may take on a page: its facts, every case's and case article's figures, and the explained ones. */
function allowed(measure) {
  const byName = {
    minutes: (n) => /minutes/.test(n), days: (n) => /_days/.test(n), weeks: (n) => /weeks/.test(n), cm: (n) => /_cm/.test(n), percent: (n) => /percent/.test(n),
  };
  const values = new Set(Object.entries(facts).filter(([n]) => byName[measure](n)).map(([, v]) => v));
  for (const c of cases) {
    if (measure === 'minutes') values.add(c.surgeryMinutes);
    if (measure === 'days') values.add(c.recoveryDays);
    if (measure === 'cm') { values.add(c.sizeCm); values.add(c.incisionCm); }
  }
  for (const a of articles) {
    if (a.caseDetails && measure === 'minutes') values.add(a.caseDetails.surgeryMinutes);
    if (a.caseDetails && measure === 'days') values.add(a.caseDetails.recoveryDays);
    if (a.tumorInfo && measure === 'cm') values.add(a.tumorInfo.sizeCm);
  }
  if (measure === 'minutes') values.add(clinics.slotMinutes);
  for (const v of Object.keys(EXPLAINED[measure])) values.add(Number(v));
  return values;
}

test('the facts agree with the data they count', () => {
  assert.equal(facts.site_languages, contract.SITE_LOCALES.length, 'site_languages is the number of site languages');
  assert.equal(facts.certificates_shown, certificates.length, 'certificates_shown is the number of certificates on the doctor\'s page');
  assert.equal(facts.largest_tumour_cm, Math.max(...cases.map((c) => c.sizeCm)), 'largest_tumour_cm is the largest case');
  assert.ok(cases.some((c) => c.sizeCm === facts.showcase_tumour_cm && c.incisionCm === facts.showcase_incision_cm), 'the showcase is a case');
  assert.ok(facts.stay_days >= facts.activity_days_max, 'the stay covers the return to normal activity and the wound check');
  assert.equal(facts.traditional_recovery_weeks_min, facts.healing_weeks_min, 'the comparison row compares full healing with full healing');
});

test('every statistic the pages show is a fact', () => {
  for (const file of ['features/home/stats.ts', 'features/about/AboutPage.tsx', 'features/global-influence/GlobalInfluencePage.tsx']) {
    const source = readFileSync(join(repo, 'frontend/src', file), 'utf8');
    const names = [...source.matchAll(/fact\('([a-z_]+)'\)/g)].map((m) => m[1]);
    assert.ok(names.length > 0, file);
    for (const n of names) assert.ok(n in facts, `${file} shows fact('${n}'), which content/facts.json does not hold`);
  }
});

test('every time, size and share a page states is a fact, a case\'s figure or explained', () => {
  const wrong = [];
  for (const locale of LOCALES) {
    for (const [where, text] of pageTexts(locale)) {
      for (const [measure, unit] of Object.entries(MEASURES)) {
        const ok = allowed(measure);
        // "a–b unit" and "a unit": both ends of a range are checked.
        for (const m of text.matchAll(new RegExp(`${NUM}(?:\\s?[–~〜-]\\s?(\\d+(?:[.,]\\d+)?))?(?=${unit})`, 'gu'))) {
          for (const n of [m[1], m[2]].filter(Boolean).map((s) => Number(s.replace(',', '.')))) {
            if (!ok.has(n)) wrong.push(`${where}: ${n} (${measure}) in "${m[0].trim()}"`);
          }
        }
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test('each case\'s figures in its own words match content/cases.json', () => {
  const wrong = [];
  for (const locale of LOCALES) {
    for (const [id, c] of Object.entries(readJson(`content/${locale}/cases.json`))) {
      const data = cases.find((x) => x.id === id);
      // A week is 7 of the case's recovery days ("back at work after a week").
      const figures = new Set([data.sizeCm, data.incisionCm, data.surgeryMinutes, data.recoveryDays, data.patientAge, data.recoveryDays / 7]);
      const text = minutesOnly(`${c.title} ${c.summary} ${c.testimonial}`);
      for (const [measure, unit] of Object.entries(MEASURES)) {
        for (const m of text.matchAll(new RegExp(`${NUM}(?=${unit})`, 'gu'))) {
          const n = Number(m[1].replace(',', '.'));
          if (!figures.has(n) && !(measure === 'percent')) wrong.push(`content/${locale}/cases.json ${id}: ${n} (${measure}) is none of the case's figures`);
        }
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test('a range the cases go beyond is stated as usual on every page, in every language', () => {
  const ranges = [
    ['surgeryMinutes', 'surgery_minutes_min', 'surgery_minutes_max'],
    ['recoveryDays', 'activity_days_min', 'activity_days_max'],
    ['incisionCm', 'incision_cm_min', 'incision_cm_max'],
  ];
  const wrong = [];
  for (const locale of LOCALES) {
    const style = readJson(`i18n/${locale}/glossary.json`).style;
    for (const [field, min, max] of ranges) {
      const beyond = cases.filter((c) => c[field] < facts[min] || c[field] > facts[max]);
      if (beyond.length === 0) continue;
      const num = (v) => show(locale, v).replace('.', '\\.');
      const stated = new RegExp(`(?<![\\d.,])${num(facts[min])}\\s?${style.range}\\s?${num(facts[max])}(?![\\d.,])`, 'u');
      for (const [where, text] of pageTexts(locale)) {
        if (where.includes('/articles/') || where.includes('cases.json')) continue; // a case's own story states its own figures
        if (stated.test(text) && !style.usually.some((w) => text.toLowerCase().includes(w.toLowerCase()))) {
          wrong.push(`${where}: "${text.match(stated)[0]}" without ${style.usually.join('/')} (cases ${beyond.map((c) => `${c.id} ${c[field]}`).join(', ')})`);
        }
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test('the renderer picks plural variants as the core does', () => {
  assert.equal(render('en', 'about { $n ->\n[one] { $n } day\n*[other] { $n } days\n}.', { n: 7 }), 'about 7 days.');
  assert.equal(render('ar', '{ $n ->\n[one] يوم\n[few] { $n } أيام\n*[other] { $n } يوم\n}', { n: 7 }), '7 أيام');
  assert.equal(render('es', '{ $x } cm', { x: 0.5 }), '0,5 cm');
});
