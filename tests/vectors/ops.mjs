// The operations of the shared vectors, each as the WASM build (pkg-node) answers it. Used by
// vectors.test.mjs (the shared cases) and tiers.mjs (random inputs compared with the native answers).
import { createRequire } from "node:module";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { neverMatcher } from "../../content/words.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const core = createRequire(import.meta.url)(join(root, "pkg-node", "clinic_core.js"));
// The workflow table the dashboard reads (generated from the core by core-wasm/src/contract.rs).
const contract = JSON.parse(readFileSync(join(root, "frontend", "src", "generated", "contract.json"), "utf8")).values;

const LOCALES = ["zh-TW", "en", "ja", "ko", "es", "ar", "hi", "de", "fr"];
const stripIsolation = (s) => s.replace(/[\u2068\u2069]/g, "");

function realTranslator() {
  const t = new core.Translator();
  for (const tag of LOCALES) {
    const dir = join(root, "i18n", tag);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((f) => f.endsWith(".ftl")).sort()) {
      const problems = t.addFtl(tag, readFileSync(join(dir, f), "utf8"));
      if (problems.length) throw new Error(`${tag}/${f}: ${problems.join("; ")}`);
    }
  }
  return t;
}

const real = realTranslator();
const glossaries = new Map();
const glossary = (tag) => {
  if (!glossaries.has(tag)) glossaries.set(tag, readFileSync(join(root, "i18n", tag, "glossary.json"), "utf8"));
  return glossaries.get(tag);
};

/**
 * The core's findings; the content check (content/words.mjs) must find the same phrases in the text, and
 * each finding's span must be the phrase: one rule, written for the check and for the editor.
 */
function checkClaims(i) {
  const rulesJson = i.rulesJson ?? glossary(i.locale);
  const found = core.checkClaims(i.locale, rulesJson, i.text);
  if (found === null) return null;
  const rules = JSON.parse(rulesJson);
  const phrases = [...rules.claims.filter((c) => !c.keys).flatMap((c) => c.never), ...rules.advertising.flatMap((a) => a.never)];
  const byCheck = [...new Set(phrases.filter((w) => neverMatcher(w, i.locale).test(i.text)))].sort();
  const byCore = [...new Set(found.map((f) => f.phrase))].sort();
  if (JSON.stringify(byCheck) !== JSON.stringify(byCore)) {
    throw new Error(`content/words.mjs finds ${JSON.stringify(byCheck)}, the core ${JSON.stringify(byCore)}`);
  }
  for (const f of found) {
    if (!neverMatcher(f.phrase, i.locale).test(i.text.slice(f.start, f.end))) {
      throw new Error(`the core's span ${f.start}–${f.end} of "${f.phrase}" is "${i.text.slice(f.start, f.end)}"`);
    }
  }
  return found.map(({ rule, phrase, start, end }) => ({ rule, phrase, start, end }));
}
const malformed = (errors) =>
  errors.length === 1 && errors[0].field === "" && errors[0].code === "format" ? "malformed" : errors;

export const ops = {
  negotiate: (i) => core.negotiateLanguage(i.path, i.stored ?? undefined, i.browser),
  localizedPath: (i) => core.localizedPath(i.locale, i.path),
  cleanPath: (i) => core.cleanPath(i.path),
  profile: (i) => core.localeProfile(i.locale),
  formatDate: (i) => core.formatDate(i.locale, i.date),
  formatTime: (i) => core.formatTime(i.locale, i.time),
  formatNumber: (i) => core.formatNumber(i.value, i.decimals),
  formatMoney: (i) => core.formatMoney(i.locale, i.currency, i.amount),
  applyPhoneMask: (i) => core.applyPhoneMask(i.locale, i.input),
  parseConfirmationCode: (i) => core.parseConfirmationCode(i.text) ?? null,
  slotsOn: (i) => core.slotsOn(i.date),
  validateBooking: (i) => malformed(core.validateBooking(i.request, i.nowMs)),
  validateWaitlist: (i) => malformed(core.validateWaitlist(i.request, i.nowMs)),
  validateInquiry: (i) => malformed(core.validateInquiry(i.request)),
  validateAssessment: (i) =>
    malformed(core.validateAssessment(i.request, i.photos.map((p) => ({ size: p.size, head: new Uint8Array(p.head) })))),
  checkPhotos: (i) => core.checkPhotos(i.photos.map((p) => ({ size: p.size, head: new Uint8Array(p.head) }))),
  triage: (i) => {
    const out = core.triage(i.request);
    return out.errors ? { errors: malformed(out.errors) === "malformed" ? "malformed" : out.errors } : out;
  },
  checkIntake: (i) => {
    const out = core.checkIntake(i.request, i.complete);
    return malformed(out.errors) === "malformed" ? "malformed" : out;
  },
  searchMedicines: (i) => core.searchMedicines(i.query, i.locale).map((m) => m.id),
  validateAftercare: (i) => malformed(core.validateAftercare(i.request)),
  normalize: (i) => core.normalize(i.text, i.locale),
  similarity: (i) => Math.round(core.similarity(i.a, i.b) * 1000) / 1000,
  search: (i) => new core.Search(i.locale, i.docs).search(i.query, i.category ?? undefined, i.limit).map((h) => h.id),
  canMoveTo: (i) => core.canMoveTo(i.kind, i.from, i.to),
  // The core's answer, which must also be the generated table's: a stale table would show staff
  // steps the server refuses (or hide ones it allows).
  nextStatuses: (i) => {
    const fromCore = core.nextStatuses(i.kind, i.from);
    const fromTable = Object.hasOwn(contract.STATUS_TRANSITIONS, i.kind)
      ? (Object.hasOwn(contract.STATUS_TRANSITIONS[i.kind], i.from) ? contract.STATUS_TRANSITIONS[i.kind][i.from] : [])
      : [];
    if (JSON.stringify(fromCore) !== JSON.stringify(fromTable)) {
      throw new Error(`the generated STATUS_TRANSITIONS say ${JSON.stringify(fromTable)}, the core ${JSON.stringify(fromCore)}`);
    }
    return fromCore;
  },
  emailIdentityKey: (i) => core.emailIdentityKey(i.email),
  checkClaims,
  translate: (i) => {
    let t = real;
    if (i.sources) {
      t = new core.Translator();
      for (const [tag, src] of Object.entries(i.sources)) t.addFtl(tag, src);
    }
    const r = t.translate(i.locale, i.key, i.args);
    return { text: stripIsolation(r.text), locale: r.locale ?? null };
  },
};

