// The procedure information and aftercare sheets (issue 26): each defect a sheet can have is put into a
// copy of content/ and i18n/, and content/check.mjs, run on the copy as `make test-content` runs it, must
// name it. One copy carries every break, each in a different file; one run of the check.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const KINDS = [...readFileSync(join(repo, 'frontend/src/generated/core/VisitKind.ts'), 'utf8').matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);
const LOCALES = JSON.parse(readFileSync(join(repo, 'frontend/src/generated/contract.json'), 'utf8')).values.SITE_LOCALES;

/** Runs content/check.mjs of a tree; its status and its problem lines. */
function check(root) {
  const run = spawnSync(process.execPath, [join(root, 'content', 'check.mjs')], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, problems: run.stderr.split('\n').filter((l) => l.startsWith('- ')).map((l) => l.slice(2)) };
}

// [file under content/, change]: every break the tests below look for.
const BREAKS = [
  ['hi/sheets/mole.md', null],
  ['ja/aftercare/cyst.md', (s) => s.replace('version: 1', 'version: 2')],
  ['es/sheets/lipoma.md', (s) => s.replace(/^---\n[\s\S]*?\n---\n/, '')],
  ['en/sheets/mole.md', (s) => s.replace('version: 1\n', 'version: 1\nauthor: Dr. Lin\n')],
  ['ar/sheets/cyst.md', (s) => s.replace('version: 1', 'version: one')],
  ['en/sheets/cyst.md', (s) => `${s}\n<script>alert(1)</script>\n`],
  ['en/aftercare/mole.md', (s) => s.replaceAll('119', 'the emergency number')],
  ['en/sheets/skin_tumor.md', (s) => s.replace('## Risks\n', '## Risks\nIt is a painless procedure.\n\n')],
  ['zh-TW/sheets/lipoma.md', (s) => s.replace('## 可能的風險\n', '## 可能的風險\n完整切除後不會復發。\n\n')],
  ['ko/aftercare/lipoma.md', (s) => s.replace('## 샤워\n', '## 샤워\n상처는 금방 아물어요.\n\n')],
  ['ko/sheets/cyst.md', (s) => s.replace('## 옷차림\n', '## 옷차림\n병원에 오실 때 편한 옷을 입으십시오.\n\n')],
  ['en/aftercare/skin_tumor.md', (s) => s.replace('{activity_days_min}–{activity_days_max} days', '3–7 days')],
  ['es/aftercare/mole.md', (s) => s.replace('## La ducha\n', '## La ducha\n# Tu herida\n\n')],
];

let root;
let result;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'sheets-'));
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(repo, 'i18n'), join(root, 'i18n'), { recursive: true });
  for (const rel of ['contract.json', 'core/VisitKind.ts']) {
    cpSync(join(repo, 'frontend/src/generated', rel), join(root, 'frontend/src/generated', rel));
  }
  for (const [rel, change] of BREAKS) {
    const path = join(root, 'content', rel);
    if (change === null) { unlinkSync(path); continue; }
    const text = readFileSync(path, 'utf8');
    const broken = change(text);
    assert.notEqual(broken, text, `the break did not change ${rel}`);
    writeFileSync(path, broken);
  }
  appendFileSync(join(root, 'content/en/sheets/tattoo.md'), '---\nversion: 1\ntitle: Tattoo removal\n---\nText.\n');
  result = check(root);
});
after(() => rmSync(root, { recursive: true, force: true }));

/** The check named `where` with a problem matching `what`. */
const finds = (where, what) => {
  const hit = result.problems.some((p) => p.startsWith(`${where}:`) && what.test(p));
  assert.ok(hit, `expected ${where} ~ ${what}; found:\n${result.problems.filter((p) => p.startsWith(where)).join('\n') || '(nothing there)'}`);
};

test('the repository\'s sheets pass: every visit kind, in every language, both sheets', () => {
  const run = check(repo);
  assert.equal(run.status, 0, run.problems.join('\n'));
  assert.match(run.out, new RegExp(`${KINDS.length} visit kinds' information and aftercare sheets`));
  assert.deepEqual(KINDS, ['consultation', 'lipoma', 'cyst', 'skin_tumor', 'mole']);
  assert.equal(LOCALES.length, 7);
});

test('a sheet missing in one language fails', () => {
  assert.equal(result.status, 1);
  finds('hi/sheets/mole.md', /file is missing/);
});

test('a sheet whose version differs between languages fails (the acknowledgement stores one version)', () => {
  finds('*/aftercare/cyst.md', /versions differ across languages \(.*ja 2/);
});

test('front matter: present, only version and title, the version a whole number', () => {
  finds('es/sheets/lipoma.md', /must start with a --- front matter block/);
  finds('en/sheets/mole.md', /front matter line "author: Dr\. Lin" is not version or title/);
  finds('ar/sheets/cyst.md', /version: a positive whole number/);
});

test('raw HTML, other headings and files that are no visit kind fail', () => {
  finds('en/sheets/cyst.md', /body contains raw HTML/);
  finds('es/aftercare/mole.md', /only "## " headings are allowed/);
  finds('en/sheets/tattoo.md', /not a visit kind's \.md file/);
});

test('an aftercare sheet that does not name the emergency number fails', () => {
  finds('en/aftercare/mole.md', /must tell when to call 119/);
});

test('the medical-advertising claims rules apply to the sheets (no "painless", no "no recurrence")', () => {
  finds('content/en/sheets/skin_tumor.md', /"painless procedure" is never used \(medical advertising, painless:/);
  finds('content/zh-TW/sheets/lipoma.md', /"不會復發" is never used \(medical advertising, no-recurrence:/);
});

test('the glossary applies to the sheets: ko 합니다체 and 클리닉, facts named rather than typed', () => {
  finds('content/ko/aftercare/lipoma.md', /is never used \(address form here is 합니다체/);
  finds('content/ko/sheets/cyst.md', /"병원" is never used \(glossary term "clinic"/);
  finds('content/en/aftercare/skin_tumor.md', /types the fact activity_days_min by hand/);
  assert.ok(!result.problems.some((p) => p.startsWith('content/ko/sheets/') && /습니다/.test(p)), 'formal endings are right in the Korean sheets');
});
