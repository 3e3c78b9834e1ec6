// The words patients read, checked against i18n/<locale>/glossary.json and content/facts.json
// (docs/content-format.md): no glossary "never" word in a language's strings or content, every number in
// the language's one convention, every fact stated from its one place, and no string left in English.
// Used by content/check.mjs; exported for its tests. No dependencies.

import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES = ['zh-TW', 'en', 'ja', 'ko', 'es', 'ar', 'hi'];
export const GLOSSARY_TERMS = [
  'lipoma', 'epidermal-cyst', 'cyst-wall', 'skin-tumour', 'mole', 'local-anaesthesia', 'incision', 'pathology',
  'confirmation-code', 'self-assessment', 'patient', 'clinic', 'same-day-discharge', 'wound-healing', 'urgency',
  'acls', 'minimally-invasive', 'privacy-notice', 'terms-of-use', 'appointment-time', 'clinic-name',
];
// What each language's style sheet (glossary.json "style") must say: the range mark between two numbers,
// the percent sign, the digits, and the words that mark a range as usual ("most", "usually").
export const STYLE_KEYS = ['range', 'percent', 'digits', 'usually'];

// Keys whose value may equal English in another language: names, brands, codes and formats.
export const SAME_AS_ENGLISH = new Set([
  'social-facebook', 'social-instagram', 'social-youtube', 'home-line-title', 'footer-line-id',
  'hours-day-range', 'hours-time-range', 'status-code-hint', 'doctor-name', 'articles-author-dr-lin',
  'dash-branch-kaohsiung',
]);
// Words spelled the same as in English in one language (Spanish "lipoma", "abdomen").
export const SAME_WORD = { es: new Set(['Lipoma', 'Abdomen', 'No', 'Diabetes']) };
// A value made only of placeables, digits, Latin names of products and punctuation is not English prose.
const NAMES_ONLY = /^(?:\{[^}]*\}|LINE|WhatsApp|YouTube|Facebook|Instagram|Google|ACLS|JPG|PNG|MB|cm|MRT|UTC\+8|[\d\s.,:;/()+–\-|%·•…])*$/u;

// How each fact is typed by hand when it should not be: its value next to what it measures, in any of
// the seven languages. A statement matching one of these must name the fact instead ({name} in content,
// { $name } in Fluent), so that changing content/facts.json changes every page.
const RANGE = String.raw`\s*(?:[–~～〜-]|a|to|إلى|से|至|到|から)\s*`;
const CM = String.raw`\s*(?:cm|公分|センチ|㎝|سم|सेमी|厘米)`;
const TYPED_FACTS = {
  cases: String.raw`(?<![\d.,])10[,. \u00A0\u202F]?000(?![\d])`,
  founding_year: String.raw`(?<![\d.,])2008(?![\d])`,
  largest_tumour_cm: String.raw`(?<![\d.,])38(?=${CM})`,
  satisfaction_percent: String.raw`(?<![\d.,])98(?=\s*%)`,
  countries: String.raw`(?<![\d.,])50(?=\s*\+?\s*(?:countries|países|個國家|か国|개국|دولة|देश))|أكثر من 50 دولة`,
  reply_hours: String.raw`(?<![\d.,])24(?=\s*(?:hours|小時內|時間以内|시간 이내|घंटे के भीतर))|(?:menos de|خلال) 24 (?:horas|ساعة)`,
  incision_cm_min: String.raw`(?<![\d.,])0[.,]5${RANGE}1(?![\d.,])`,
  surgery_minutes_min: String.raw`(?<![\d.,])20${RANGE}45(?![\d])`,
  activity_days_min: String.raw`(?<![\d.,])3${RANGE}7(?![\d.,])`,
  incision_ratio_min_percent: String.raw`(?<![\d.,])10${RANGE}50(?=\s*%)`,
  healing_weeks_min: String.raw`(?<![\d.,])2${RANGE}3(?![\d.,])(?=\s*(?:weeks|semanas|週|주|أسابيع|सप्ताह))`,
};

// Counts a text may only state from the fact (any number next to these words is typed by hand: "9
// languages" beside "7", "15+ certifications" beside "8 certificates"), in the seven languages.
const UNIT_FACTS = {
  countries: 'countries|países|個國家|か国|カ国|개국|دولة|دول|देशों|देश',
  site_languages: 'languages|idiomas|種語言|言語|개 언어|개국어|لغات|لغة|भाषाओं|भाषाएँ|भाषाओँ',
  certificates_shown: 'certificates|certifications|certificados|certificaciones|張.{0,8}證書|項.{0,6}認證|証書|資格|認定|증서|자격증|인증|شهادات|شهادة|प्रमाणपत्र',
};
// The reply time: its own value next to "hours" on a patient page (wound care says "48 hours", staff
// screens count their own hours).
const REPLY_HOURS_UNITS = 'hours|horas|小時|時間|시간|ساعة|घंटे';
// Comparison rows (traditional cell, our cell): a fact on one side names the measure the other side
// must state too, so that a row never sets our return to activity against their full healing.
const COMPARISON_ROWS = [
  ['medical-compare-recovery-traditional', 'medical-compare-recovery-minimal'],
  ['services-comparison-recovery-traditional', 'services-comparison-recovery-minimally-invasive'],
  ['medical-compare-incision-traditional', 'medical-compare-incision-minimal'],
  ['services-comparison-incision-traditional', 'services-comparison-incision-minimally-invasive'],
];
const SAME_MEASURE = { traditional_recovery_weeks: 'healing_weeks', traditional_incision_cm: 'incision_cm' };
// The one place that may spell the opening hours out; the check compares it with content/clinics.json.
const OPENING_HOURS_COPIES = ['faq.json[what-are-your-opening-hours].answer'];
// Case field, and the facts of the range the pages state for it.
const CASE_RANGES = {
  surgery: ['surgeryMinutes', 'surgery_minutes_min', 'surgery_minutes_max'],
  activity: ['recoveryDays', 'activity_days_min', 'activity_days_max'],
  incision: ['incisionCm', 'incision_cm_min', 'incision_cm_max'],
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for a "never" word, ignoring case: a substring in CJK scripts, a whole word elsewhere; "/…/"
 * is a regular expression. In Arabic each word matches with and without its article (ال) and after the
 * clitics و ف ب ك ل (so "التشخيص الذاتي" also finds "تشخيص ذاتي" and "بالتشخيص الذاتي"). The core
 * matches the claims and advertising phrases the same way, without regular expressions, for the
 * dashboard's editor and the server (core-wasm/src/claims.rs); tests/vectors/claims.json holds both to it.
 */
export function neverMatcher(word, locale) {
  if (/^\/.+\/$/.test(word)) return new RegExp(word.slice(1, -1), 'u');
  const body = escape(word.trim());
  if (CJK.test(word)) return new RegExp(body, 'iu');
  if (locale === 'ar' || /[\u0600-\u06FF]/u.test(word)) {
    const words = word.trim().split(/\s+/).map((w) => `(?:ال)?${escape(w.replace(/^ال/, ''))}`);
    words[0] = `(?:[وف])?(?:[بكل])?(?:ال|ل)?${escape(word.trim().split(/\s+/)[0].replace(/^ال/, ''))}`;
    return new RegExp(`(?<![\\p{L}\\p{M}])${words.join('\\s+')}(?:[\\u064B-\\u0652]*ا)?(?![\\p{L}\\p{M}])`, 'iu');
  }
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
}

/** Message values of one .ftl source: { key: text } (attributes and variants folded into the text). */
export function ftlMessages(source) {
  const messages = {};
  let key = null;
  for (const line of source.split(/\r?\n/)) {
    const m = /^([a-zA-Z][\w-]*)\s*=\s?(.*)$/.exec(line);
    if (m) {
      key = m[1];
      messages[key] = m[2];
    } else if (key && /^(\s+\S|})/.test(line)) {
      messages[key] += `\n${line.trim()}`;
    } else if (!line.trim() || line.startsWith('#')) {
      if (line.startsWith('#')) key = null;
    }
  }
  return messages;
}

/** Text a person reads: placeables, selector syntax and variant keys removed. */
const readable = (text) => text
  .replace(/\{[^{}]*->/g, ' ')
  .replace(/\{\s*[$-]?[\w.-]+(\([^)]*\))?\s*\}/g, ' ')
  .replace(/^\s*\*?\[[\w-]+\]\s*/gm, ' ')
  .replace(/^\s*\.[\w-]+\s*=\s*/gm, ' ')
  .replace(/[{}]/g, ' ');

/** Fact names a text uses: Fluent `{ $name }` and content `{name}`. */
const factNames = (text, facts) => new Set([...text.matchAll(/\{\s*\$?([a-z][a-z0-9_]*)\s*\}/g)].map((m) => m[1]).filter((n) => n in facts));

/** Problems with how numbers are written, for one locale's convention. */
export function numberProblems(text, numbers) {
  const found = [];
  const t = readable(text);
  const test = (re, what) => { const m = t.match(re); if (m) found.push(`${what}: "${m[0]}"`); };
  const space = /\d[ \u00A0\u202F]\d{3}(?![\d])/u;
  test(space, 'digits grouped with a space');
  if (numbers.decimal === '.') {
    test(/(?<![\d,])\d{1,3},\d{1,2}(?![\d])(?!,\d)/u, 'decimal comma');
    test(/(?<![\d.])\d{1,3}\.\d{3}(?![\d])/u, 'thousands grouped with a dot');
  } else {
    test(/(?<![\d.,])\d+\.\d{1,2}(?![\d.])/u, 'decimal point');
    test(/(?<![\d.,])\d{1,3},\d{3}(?![\d])/u, 'thousands grouped with a comma');
    if (numbers.minimumGroupingDigits === 2) test(/(?<![\d.,])\d\.\d{3}(?![\d.,])/u, 'four-digit number grouped');
  }
  test(/(?<![\d.,:\-/+#A-Za-z])\d{5,}(?![\d])/u, 'five or more digits without grouping');
  return found;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every string of a JSON value, with where it is. */
function jsonStrings(value, where, out = []) {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => jsonStrings(v, `${where}[${v?.id ?? i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) jsonStrings(v, `${where}.${k}`, out);
  return out;
}

/** Patient text of a locale's content folder: [where, text]. */
function contentTexts(dir, locale) {
  const out = [];
  const base = join(dir, locale);
  if (!existsSync(base)) return out;
  const walk = (rel) => {
    for (const name of readdirSync(join(base, rel)).sort()) {
      const path = join(base, rel, name);
      const relName = rel ? `${rel}/${name}` : name;
      if (statSync(path).isDirectory()) walk(relName);
      else if (name.endsWith('.json')) {
        const data = readJson(path);
        // Ids, categories and slugs are data, not text: only the fields a person reads.
        for (const [where, text] of jsonStrings(data, `${locale}/${relName}`)) {
          if (!/\.(id|category)$/.test(where)) out.push([where, text]);
        }
      } else if (name.endsWith('.md')) out.push([`${locale}/${relName}`, readFileSync(path, 'utf8')]);
    }
  };
  walk('');
  return out;
}

/** The locale's .ftl messages: [file, key, text]. */
function ftlTexts(i18nDir, locale) {
  const dir = join(i18nDir, locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort().flatMap((f) => Object.entries(ftlMessages(readFileSync(join(dir, f), 'utf8')))
    .map(([key, text]) => [`i18n/${locale}/${f}`, key, text]));
}

/** Problems with a banned claim's phrases: the core matches plain text only (core-wasm/src/claims.rs). */
const phraseProblems = (never) => never.filter((w) => typeof w !== 'string' || !w.trim() || /^\/.+\/$/.test(w.trim()));

function checkGlossaryShape(where, g, problem, advertisingRules) {
  if (!g || typeof g !== 'object') { problem(where, 'missing or invalid JSON'); return false; }
  if (!g.address || typeof g.address.form !== 'string' || !Array.isArray(g.address.never)) problem(where, 'address {form, never[]} missing');
  const n = g.numbers ?? {};
  if (!['.', ','].includes(n.decimal) || ![',', '.', ' '].includes(n.group) || !['thousands', 'indian'].includes(n.grouping)) {
    problem(where, 'numbers {decimal, group, grouping} missing or unknown');
  }
  const style = g.style ?? {};
  for (const k of STYLE_KEYS) if (!(k in style)) problem(where, `style.${k} missing`);
  if (!Array.isArray(g.claims) || g.claims.some((c) => !Array.isArray(c.never) || typeof c.why !== 'string')) problem(where, 'claims [{never[], why}] missing');
  else for (const w of g.claims.flatMap((c) => phraseProblems(c.never))) problem(where, `claims: "${w}" is not a plain phrase (the core matches no regular expressions)`);
  // The medical-advertising rules (docs/content-format.md), each once, named as the core names them.
  if (!Array.isArray(g.advertising) || g.advertising.some((a) => typeof a?.rule !== 'string' || !Array.isArray(a.never) || typeof a.why !== 'string')) {
    problem(where, 'advertising [{rule, why, never[]}] missing');
  } else {
    for (const a of g.advertising) {
      if (advertisingRules && !advertisingRules.includes(a.rule)) problem(where, `advertising: unknown rule "${a.rule}" (the core's rules: ${advertisingRules.join(', ')})`);
      if (a.never.length === 0) problem(where, `advertising: rule "${a.rule}" lists no phrase`);
      for (const w of phraseProblems(a.never)) problem(where, `advertising: "${w}" is not a plain phrase (the core matches no regular expressions)`);
    }
    for (const rule of advertisingRules ?? []) {
      const n = g.advertising.filter((a) => a.rule === rule).length;
      if (n !== 1) problem(where, `advertising: rule "${rule}" ${n === 0 ? 'missing' : `listed ${n} times`}`);
    }
  }
  for (const sc of g.address?.scopes ?? []) if (typeof sc.where !== 'string' || !Array.isArray(sc.never)) problem(where, 'address.scopes [{where, form, never[]}] malformed');
  const ids = new Set((g.terms ?? []).map((t) => t.id));
  for (const id of GLOSSARY_TERMS) if (!ids.has(id)) problem(where, `term "${id}" missing`);
  for (const t of g.terms ?? []) {
    if (typeof t.use !== 'string' || !t.use.trim()) problem(where, `term "${t.id}" has no word to use`);
    if (!Array.isArray(t.never)) problem(where, `term "${t.id}": never must be a list`);
    for (const w of t.never ?? []) if (t.use && neverMatcher(w, g.locale).test(t.use)) problem(where, `term "${t.id}": the word to use contains the never word "${w}"`);
  }
  return true;
}

/**
 * Every problem with the words of the site, as "where: what" lines.
 * `root` is the repository (with content/ and i18n/).
 */
export function checkWords(root) {
  const problems = [];
  const problem = (where, what) => problems.push(`${where}: ${what}`);
  const contentDir = join(root, 'content');
  const i18nDir = join(root, 'i18n');

  const factsFile = readJson(join(contentDir, 'facts.json'));
  if (!factsFile || typeof factsFile !== 'object') { problem('facts.json', 'missing or invalid JSON'); return problems; }
  const facts = Object.fromEntries(Object.entries(factsFile).filter(([k]) => !k.startsWith('$')));
  for (const [name, value] of Object.entries(facts)) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) problem('facts.json', `fact name "${name}" must be snake_case`);
    if (typeof value !== 'number' || !Number.isFinite(value)) problem('facts.json', `fact "${name}" must be a number`);
  }
  const foundingYear = readJson(join(contentDir, 'clinics.json'))?.foundingYear;
  const known = { ...facts, founding_year: foundingYear };
  const typedFacts = Object.entries(TYPED_FACTS).map(([name, re]) => [name, new RegExp(re, 'u')]);
  const unitFacts = Object.entries(UNIT_FACTS).map(([name, units]) => [name, new RegExp(String.raw`(?<![\d.,:])\d+\+?(?:[^\d\n.。!?؟।:]{0,12}?)(?:${units})`, 'iu')]);
  if (Number.isInteger(facts.reply_hours)) {
    unitFacts.push(['reply_hours', new RegExp(String.raw`(?<![\d.,:])${facts.reply_hours}(?![\d.,:])(?:[^\d\n.。!?؟।:]{0,6}?)(?:${REPLY_HOURS_UNITS})`, 'iu'), ['dashboard.ftl']]);
  }
  const clinicsFile = readJson(join(contentDir, 'clinics.json'));
  const openingTimes = [...new Set((clinicsFile?.openingHours ?? []).flatMap((h) => [h.opens, h.closes]))];
  // The ranges some case goes beyond (content/cases.json): every text stating them must say "usually".
  const cases = readJson(join(contentDir, 'cases.json')) ?? [];
  const usualRanges = Object.entries(CASE_RANGES)
    .filter(([, [field, min, max]]) => cases.some((c) => c[field] < facts[min] || c[field] > facts[max]))
    .map(([, [, min]]) => min);

  const enMessages = new Map(ftlTexts(i18nDir, 'en').map(([, key, text]) => [key, text]));
  // The medical-advertising rules, as the core names them (cargo test -p clinic-core writes the contract).
  const contract = readJson(join(root, 'frontend', 'src', 'generated', 'contract.json'));
  const advertisingRules = contract?.values?.ADVERTISING_RULES;
  if (!Array.isArray(advertisingRules)) problem('frontend/src/generated/contract.json', 'ADVERTISING_RULES missing (cargo test -p clinic-core writes it)');

  for (const locale of LOCALES) {
    const gPath = `i18n/${locale}/glossary.json`;
    const glossary = readJson(join(root, gPath));
    if (!checkGlossaryShape(gPath, glossary, problem, Array.isArray(advertisingRules) ? advertisingRules : null)) continue;
    // Each "never" word with why, and the places it does not apply to (a term's "except": staff screens
    // may speak of seats) or the only places it applies to (a claim's "keys", an address scope's "where").
    const scopes = (glossary.address.scopes ?? []).map((sc) => ({ ...sc, re: new RegExp(sc.where, 'u') }));
    const inScope = (where) => scopes.find((sc) => sc.re.test(where));
    const never = [
      ...glossary.terms.flatMap((t) => (t.never ?? []).map((w) => ({ w, why: `glossary term "${t.id}" uses "${t.use}"`, except: t.except ?? [] }))),
      ...glossary.address.never.map((w) => ({ w, why: `address form is ${glossary.address.form}`, address: null })),
      ...scopes.flatMap((sc) => sc.never.map((w) => ({ w, why: `address form here is ${sc.form}`, address: sc }))),
      ...['vocabulary', 'spelling'].flatMap((k) => (glossary[k]?.never ?? []).map((w) => ({ w, why: `${k}: ${glossary[k].variety ?? glossary[k].rule}` }))),
      ...(glossary.claims ?? []).flatMap((c) => c.never.map((w) => ({ w, why: `banned claim: ${c.why}`, keys: c.keys ?? null, except: c.except ?? [] }))),
      ...(Array.isArray(glossary.advertising) ? glossary.advertising : []).flatMap((a) => (Array.isArray(a.never) ? a.never : [])
        .map((w) => ({ w, why: `medical advertising, ${a.rule}: ${a.why}` }))),
    ].map((n) => ({ ...n, re: neverMatcher(n.w, locale) }));
    const applies = (n, where, key) => {
      if (n.except?.some((e) => where.startsWith(e))) return false;
      if (n.keys && !n.keys.includes(key)) return false;
      if ('address' in n) return (inScope(where) ?? null) === n.address;
      return true;
    };
    const style = glossary.style ?? {};
    const otherRange = new RegExp(`(?:\\}|\\d)\\s?([–~～〜-])\\s?(?:\\{|\\d)`, 'gu');
    const usually = (style.usually ?? []).map((w) => neverMatcher(w, locale));

    const clinicName = glossary.terms.find((t) => t.id === 'clinic-name');
    const named = ftlTexts(i18nDir, locale).find(([, key]) => key === 'common-clinic-name');
    if (clinicName?.full && named && named[2].trim() !== clinicName.full) problem(`${gPath}`, `the clinic's full name is "${named[2].trim()}" in common-clinic-name, "${clinicName.full}" here`);

    const texts = [
      ...ftlTexts(i18nDir, locale).map(([file, key, text]) => ({ where: `${file} ${key}`, key, text })),
      ...contentTexts(contentDir, locale).map(([where, text]) => ({ where: `content/${where}`, key: null, text })),
    ];
    for (const { where, key, text } of texts) {
      const shown = readable(text);
      for (const n of never) if (applies(n, where, key) && n.re.test(shown)) problem(where, `"${n.w}" is never used (${n.why})`);
      for (const m of text.matchAll(otherRange)) {
        if (style.range && m[1] !== style.range && !/\d[-/]\d|\d:\d|\+\d/.test(m[0])) {
          problem(where, `range mark "${m[1]}" in "${m[0]}"; ${locale} writes ranges with "${style.range}" (glossary style)`);
          break;
        }
      }
      if (style.percent && /[%٪％]/u.test(shown) && [...shown.matchAll(/[%٪％]/gu)].some((m) => m[0] !== style.percent)) {
        problem(where, `percent sign not "${style.percent}" (glossary style)`);
      }
      if (style.digits === 'latin' && /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/u.test(shown)) problem(where, 'non-Latin digits; the style sheet says Latin digits');
      // A range the cases go beyond is a usual range: say so ("most procedures", "usually").
      for (const name of usualRanges) {
        if (new RegExp(`\\{\\s*\\$?${name}\\s*\\}`).test(text) && !usually.some((re) => re.test(shown))) {
          problem(where, `states the range ${name.replace(/_min$/, '')} without "usually" (${(style.usually ?? []).join(', ')}); cases in content/cases.json lie outside it`);
        }
      }
      for (const [name, re, exceptFiles = []] of unitFacts) {
        if (exceptFiles.some((f) => where.includes(f))) continue;
        const m = shown.match(re);
        if (m) problem(where, `types a ${name} count by hand: "${m[0]}"; use { $${name} } (content/facts.json)`);
      }
      // Opening hours come from content/clinics.json. The one FAQ answer that spells them out (for the
      // FAQPage structured data too) must state exactly those times.
      const times = [...shown.matchAll(/(?<![\d:])([01]\d|2[0-3]):[0-5]\d(?![\d])/g)].map((m) => m[0]);
      if (OPENING_HOURS_COPIES.some((c) => where.endsWith(c))) {
        const want = [...openingTimes].sort().join(' ');
        const have = [...new Set(times)].sort().join(' ');
        if (want !== have) problem(where, `states opening times ${have || 'none'}; content/clinics.json says ${want}`);
      } else {
        const typed = times.find((t) => openingTimes.includes(t));
        if (typed) problem(where, `types the opening hours by hand ("${typed}"); they come from content/clinics.json`);
      }
      for (const p of numberProblems(text, glossary.numbers)) problem(where, `number not in the ${locale} convention (${glossary.numbers.example}): ${p}`);
      for (const m of text.matchAll(/\{\s*\$?([a-z][a-z0-9_]*)\s*\}/g)) {
        if (key === null && !(m[1] in known)) problem(where, `{${m[1]}} is not a fact of content/facts.json`);
      }
      for (const [name, re] of typedFacts) {
        if (re.test(shown)) problem(where, `types the fact ${name} by hand: "${shown.match(re)[0]}"; use {${name}} (content/facts.json)`);
      }
      const row = COMPARISON_ROWS.find(([traditional]) => traditional === key);
      if (row) {
        const ours = texts.find((t) => t.key === row[1]);
        const theirs = [...factNames(text, known)].map((n) => n.replace(/_(min|max)$/, ''));
        for (const measure of theirs) {
          const want = SAME_MEASURE[measure];
          if (want && !(ours && new RegExp(`\\$${want}_(min|max)\\b`).test(ours.text))) {
            problem(`${where.replace(key, row[1])}`, `compares ${measure} with another measure; the row must state ${want} on our side too`);
          }
        }
      }
      if (key !== null && locale !== 'en' && enMessages.has(key)) {
        const en = enMessages.get(key);
        const want = factNames(en, known);
        const have = factNames(text, known);
        for (const n of want) if (!have.has(n)) problem(where, `English states { $${n} }; this language must use the same fact`);
        if (text.trim() === en.trim() && !SAME_AS_ENGLISH.has(key) && !SAME_WORD[locale]?.has(text.trim()) && !NAMES_ONLY.test(text.trim())) {
          problem(where, 'identical to English (translate it, or add the key to SAME_AS_ENGLISH in content/words.mjs if it is a name)');
        }
      }
    }
  }
  return problems;
}
