// The words check fails when a page says the wrong word, types a fact by hand, writes a number in another
// language's convention or is left in English: each test breaks a copy of the repository's content and
// strings one way and runs content/check.mjs on it as `make test` does.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkWords, ftlMessages, neverMatcher, numberProblems } from './words.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

// One copy of content/, i18n/ and the generated contract for every test; each test breaks one file and puts it back.
let root;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'words-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(repo, 'i18n'), join(root, 'i18n'), { recursive: true });
  // The check reads the core's choice lists from the generated contract, as the site does.
  cpSync(join(repo, 'frontend/src/generated/contract.json'), join(root, 'frontend/src/generated/contract.json'));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** Runs content/check.mjs, as `make test` does, on the copy with one file changed by `breakIt`. */
function checkBrokenCopy(breakIt) {
  const touched = breakIt(root);
  try {
    const run = spawnSync(process.execPath, [join(root, 'content', 'check.mjs')], { encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    writeFileSync(touched.path, touched.original);
  }
}

const edit = (copy, rel, change) => {
  const path = join(copy, rel);
  const original = readFileSync(path, 'utf8');
  const changed = change(original);
  assert.notEqual(changed, original, `the test did not change ${rel}`);
  writeFileSync(path, changed);
  return { path, original };
};

test('the repository passes the check', () => {
  assert.deepEqual(checkWords(repo), []);
});

test('a Hindi page that calls a mole a wart fails', () => {
  const { status, output } = checkBrokenCopy((copy) => edit(copy, 'i18n/hi/home.ftl', (s) => `${s}\nbroken-mole = त्वचा ट्यूमर और मस्से\n`));
  assert.equal(status, 1);
  assert.match(output, /i18n\/hi\/home\.ftl broken-mole: "मस्से" is never used \(glossary term "mole" uses "तिल"\)/);
});

test('a Spanish FAQ answer that addresses the patient as tú fails', () => {
  const { status, output } = checkBrokenCopy((copy) => edit(copy, 'content/es/faq.json', (s) => s.replace('"answer": "', '"answer": "Escríbenos cuando quieras. ')));
  assert.equal(status, 1);
  assert.match(output, /content\/es\/faq\.json\[[^\]]+\]\.answer: "Escríbenos" is never used \(address form is usted\)/);
});

test('a reply time typed by hand instead of taken from the facts fails', () => {
  const { status, output } = checkBrokenCopy((copy) => edit(copy, 'i18n/en/pages.ftl', (s) => s.replace(/^contact-reply-time = .*(?:\n[ }].*)*/m, 'contact-reply-time = We reply within 24 hours.')));
  assert.equal(status, 1);
  assert.match(output, /i18n\/en\/pages\.ftl contact-reply-time: types the fact reply_hours by hand: "24"/);
});

test('a language that drops a fact English states fails', () => {
  const { status, output } = checkBrokenCopy((copy) => edit(copy, 'i18n/ja/pages.ftl', (s) => s.replace(/^contact-reply-time = .*$/m, 'contact-reply-time = すぐに返信します。')));
  assert.equal(status, 1);
  assert.match(output, /i18n\/ja\/pages\.ftl contact-reply-time: English states \{ \$reply_hours \}/);
});

test('a Spanish article with an English decimal point fails', () => {
  const { status, output } = checkBrokenCopy((copy) => edit(copy, 'content/es/articles/what-is-a-lipoma.md', (s) => s.replace(/\n$/, ' Mide 2.5 cm.\n')));
  assert.equal(status, 1);
  assert.match(output, /content\/es\/articles\/what-is-a-lipoma\.md: number not in the es convention .*decimal point: "2\.5"/);
});

test('a string left in English fails', () => {
  const { status, output } = checkBrokenCopy((copy) => edit(copy, 'i18n/ko/common.ftl', (s) => s.replace(/^common-loading = .*$/m, 'common-loading = Loading…')));
  assert.equal(status, 1);
  assert.match(output, /i18n\/ko\/common\.ftl common-loading: identical to English/);
});

test('a content file naming an unknown fact fails', () => {
  const { status, output } = checkBrokenCopy((copy) => edit(copy, 'content/en/faq.json', (s) => s.replace('"answer": "', '"answer": "{reply_days} ')));
  assert.equal(status, 1);
  assert.match(output, /\{reply_days\} is not a fact of content\/facts\.json/);
});

test('a glossary whose advertising list names an unknown rule, drops one or lists a regular expression fails', () => {
  const { status, output } = checkBrokenCopy((copy) => edit(copy, 'i18n/ja/glossary.json', (s) => {
    const g = JSON.parse(s);
    g.advertising = g.advertising.filter((a) => a.rule !== 'testimonial');
    g.advertising[0].rule = 'cheapest';
    g.advertising[1].never.push('/無痛.*/');
    return `${JSON.stringify(g, null, 2)}\n`;
  }));
  assert.equal(status, 1);
  assert.match(output, /i18n\/ja\/glossary\.json: advertising: unknown rule "cheapest"/);
  assert.match(output, /i18n\/ja\/glossary\.json: advertising: rule "testimonial" missing/);
  assert.match(output, /i18n\/ja\/glossary\.json: advertising: rule "guarantee" missing/);
  assert.match(output, /i18n\/ja\/glossary\.json: advertising: "\/無痛\.\*\/" is not a plain phrase/);
});

test('never words match whole words outside Chinese, Japanese and Korean', () => {
  assert.ok(neverMatcher('tu').test('Guarde tu código'));
  assert.ok(!neverMatcher('tu').test('Actualización'));
  assert.ok(!neverMatcher('هيك').test('الهيكل'));
  assert.ok(neverMatcher('당일 퇴원').test('수술 당일 퇴원해요'));
});

test('numbers follow each convention', () => {
  const dot = { decimal: '.', group: ',', grouping: 'thousands', minimumGroupingDigits: 1 };
  const comma = { decimal: ',', group: '.', grouping: 'thousands', minimumGroupingDigits: 2 };
  assert.deepEqual(numberProblems('10,000 cases, 0.5 cm, 09:30, 2026-03-07', dot), []);
  assert.equal(numberProblems('0,5 cm', dot).length, 1);
  assert.equal(numberProblems('10 000 casos', comma).length, 1);
  assert.deepEqual(numberProblems('10.000 casos, 0,5 cm, 1000 pacientes', comma), []);
  assert.equal(numberProblems('1.000 pacientes', comma).length, 1);
  assert.equal(numberProblems('12345 patients', dot).length, 1);
});

test('Fluent messages are read with their variants', () => {
  const m = ftlMessages('# comment\na = one\nb = { $n ->\n    [one] x\n   *[other] y\n} z\nc = three\n');
  assert.equal(m.a, 'one');
  assert.match(m.b, /\[one\] x[\s\S]*\} z/);
  assert.equal(m.c, 'three');
});
