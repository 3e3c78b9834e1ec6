// The self-pay fee schedule (issue 27): each defect a fee can have is put into a copy of content/ and
// i18n/, and content/check.mjs, run on the copy as `make test-content` runs it, must name it. One copy
// carries every break, each on a different fee or file; one run of the check.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = JSON.parse(readFileSync(join(repo, 'frontend/src/generated/contract.json'), 'utf8')).values.SITE_LOCALES;
const FEES = JSON.parse(readFileSync(join(repo, 'content/fees.json'), 'utf8'));

/** Runs content/check.mjs of a tree; its status and its problem lines. */
function check(root) {
  const run = spawnSync(process.execPath, [join(root, 'content', 'check.mjs')], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, problems: run.stderr.split('\n').filter((l) => l.startsWith('- ')).map((l) => l.slice(2)) };
}

/** Changes one fee of fees.json (by its position) with `change`. */
const fee = (i, change) => (text) => {
  const list = JSON.parse(text);
  change(list[i]);
  return `${JSON.stringify(list, null, 2)}\n`;
};
/** Changes the texts of a language's fees.json with `change`. */
const texts = (change) => (text) => {
  const all = JSON.parse(text);
  change(all);
  return `${JSON.stringify(all, null, 2)}\n`;
};

// [file under content/, change]: every break the tests below look for.
const BREAKS = [
  ['fees.json', (s) => {
    let out = s;
    for (const change of [
      fee(1, (f) => { f.price = { min: 15000, max: 8000 }; }),
      fee(2, (f) => { f.price = { min: 15000 }; }),
      fee(3, (f) => { f.price = { amount: -1 }; }),
      fee(4, (f) => { f.branch = 'tainan'; }),
      fee(5, (f) => { f.approvedOn = '2026-02-30'; }),
      fee(7, (f) => { f.currency = 'EUR'; }),
      fee(8, (f) => { f.price = { amount: 2500.5 }; }),
      fee(9, (f) => { f.discount = 10; }),
    ]) out = change(out);
    return out;
  }],
  ['ko/fees.json', texts((t) => { delete t[FEES[0].id]; })],
  ['es/fees.json', texts((t) => { t[FEES[1].id].note = ' '; })],
  ['ja/fees.json', texts((t) => { t['taipei-laser'] = { name: 'レーザー', note: '1か所あたり。' }; })],
  ['en/fees.json', texts((t) => { t[FEES[2].id].note = 'A painless procedure under local anaesthesia.'; })],
  ['zh-TW/fees.json', texts((t) => { t[FEES[3].id].note = '療效保證，切除後不會復發。'; })],
];

let root;
let result;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'fees-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(repo, 'i18n'), join(root, 'i18n'), { recursive: true });
  cpSync(join(repo, 'frontend/src/generated'), join(root, 'frontend/src/generated'), { recursive: true });
  for (const [rel, change] of BREAKS) {
    const path = join(root, 'content', rel);
    const text = readFileSync(path, 'utf8');
    const broken = change(text);
    assert.notEqual(broken, text, `the break did not change ${rel}`);
    writeFileSync(path, broken);
  }
  result = check(root);
});
after(() => rmSync(root, { recursive: true, force: true }));

/** The check named `where` with a problem matching `what`. */
const finds = (where, what) => {
  const hit = result.problems.some((p) => p.startsWith(`${where}:`) && what.test(p));
  assert.ok(hit, `expected ${where} ~ ${what}; found:\n${result.problems.filter((p) => p.startsWith(where)).join('\n') || '(nothing there)'}`);
};

test('the repository\'s fee schedule passes: both branches, every fee in every language', () => {
  const run = check(repo);
  assert.equal(run.status, 0, run.problems.join('\n'));
  assert.match(run.out, new RegExp(`${FEES.length} fees`));
  assert.deepEqual([...new Set(FEES.map((f) => f.branch))], ['taipei', 'kaohsiung']);
  for (const locale of LOCALES) {
    const names = JSON.parse(readFileSync(join(repo, 'content', locale, 'fees.json'), 'utf8'));
    assert.deepEqual(Object.keys(names), FEES.map((f) => f.id), `${locale}/fees.json names every fee, in order`);
  }
});

test('a price must be one amount or a range from low to high, in whole units', () => {
  assert.equal(result.status, 1);
  finds(`fees.json ${FEES[1].id}`, /price\.min must be below price\.max/);
  finds(`fees.json ${FEES[2].id}`, /price must be \{amount\} or \{min, max\}/);
  finds(`fees.json ${FEES[3].id}`, /price\.amount must be a whole number/);
  finds(`fees.json ${FEES[8].id}`, /price\.amount must be a whole number/);
});

test('a fee names a known branch, a valid approval date and New Taiwan dollars', () => {
  finds(`fees.json ${FEES[4].id}`, /unknown branch "tainan"/);
  finds(`fees.json ${FEES[5].id}`, /approvedOn must be a valid YYYY-MM-DD date/);
  finds(`fees.json ${FEES[7].id}`, /currency must be TWD/);
  finds(`fees.json ${FEES[9].id}`, /unknown field "discount"/);
});

test('every fee is named and explained in every language, and no language names another fee', () => {
  finds('ko/fees.json', new RegExp(`missing id "${FEES[0].id}"`));
  finds(`es/fees.json ${FEES[1].id}.note`, /missing or empty text/);
  finds('ja/fees.json', /unknown id "taipei-laser"/);
});

test('the medical-advertising rules apply to the fees\' texts', () => {
  finds(`content/en/fees.json.${FEES[2].id}.note`, /"painless procedure" is never used \(medical advertising, painless:/);
  finds(`content/zh-TW/fees.json.${FEES[3].id}.note`, /is never used \(medical advertising, (guarantee|no-recurrence):/);
});
