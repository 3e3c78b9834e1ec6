// The findable-pages check on small sites whose answers are known (node --test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FINDABLE, linkProblems, linksOf, normalise } from './check-links.mjs';

const footer = FINDABLE.map((p) => `<a href="${p}">x</a>`).join('');
const site = (extra = {}) => new Map([
  ['/', linksOf(`${footer}<a href="/about">About</a>`)],
  ['/about', linksOf(footer)],
  ...FINDABLE.map((p) => [p, linksOf(`<a href="/">Home</a>${footer}`)]),
  ...Object.entries(extra),
]);

test('a site whose footer carries every findable page has no problem', () => {
  assert.deepEqual(linkProblems(site(), []), []);
});

test('a page no other page links to is reported', () => {
  const problems = linkProblems(site({ '/patient-community': linksOf(footer) }), []);
  assert.deepEqual(problems, ['/patient-community: no other page links to it']);
});

test('a findable page three clicks away is reported', () => {
  const pages = new Map([
    ['/', ['/a']],
    ['/a', ['/b', '/']],
    ['/b', ['/faq', '/']],
    ...FINDABLE.map((p) => [p, ['/', ...FINDABLE]]),
  ]);
  const problems = linkProblems(pages, []);
  assert.ok(problems.includes('/: /faq is more than two clicks away'), problems.join('\n'));
});

test('links are compared per language prefix, without query, hash or trailing slash', () => {
  assert.equal(normalise('https://x.tw/en/faq/?q=1#a', 'https://x.tw'), '/en/faq');
  assert.equal(normalise('https://other.example/faq', 'https://x.tw'), null);
  assert.equal(normalise('/images/qr/line.svg'), null);
  const en = new Map([...site()].map(([p, links]) => [p === '/' ? '/en' : `/en${p}`, links.map((l) => (l === '/' ? '/en' : `/en${l}`))]));
  assert.deepEqual(linkProblems(en, ['/en']), []);
});
