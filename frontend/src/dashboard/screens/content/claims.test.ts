import { describe, expect, it } from 'vitest';
import { byPhrase, excerpt, overridesOf, reasonsOf, sameReasons, unresolved, type ClaimFinding } from './claims';

const text = 'Our painless procedure is quick. A painless procedure, they said. Results guaranteed.';
const at = (phrase: string, from = 0) => text.indexOf(phrase.split(' ')[0] ?? phrase, from);
const finding = (phrase: string, rule: ClaimFinding['rule'], start: number): ClaimFinding => ({ phrase, rule, why: `why ${phrase}`, start, end: start + phrase.length });

const findings = [
  finding('results guaranteed', 'guarantee', at('Results')),
  finding('painless procedure', 'painless', at('painless')),
  finding('painless procedure', 'painless', at('painless', 10)),
];

describe('the claims check as the editor lists it', () => {
  it('lists each phrase once, with every place it was found, in reading order', () => {
    const phrases = byPhrase(findings);
    expect(phrases.map((p) => [p.phrase, p.places.length])).toEqual([
      ['painless procedure', 2],
      ['results guaranteed', 1],
    ]);
    expect(phrases[0]?.places.map((p) => text.slice(p.start, p.end))).toEqual(['painless procedure', 'painless procedure']);
  });

  it('shows a place with the words around it, cut where the line ends', () => {
    const start = at('painless');
    expect(excerpt(text, start, start + 18, 3)).toEqual({ before: '…ur ', match: 'painless procedure', after: ' is…' });
    expect(excerpt(text, start, start + 18, 4).before).toBe('Our ');
    expect(excerpt('first line\nbad phrase here\nnext', 11, 21, 30)).toEqual({ before: '', match: 'bad phrase', after: ' here' });
    expect(excerpt('bad', 0, 3)).toEqual({ before: '', match: 'bad', after: '' });
  });
});

describe('reasons for keeping a phrase', () => {
  it('sends only the phrases with a reason, trimmed and in a stable order', () => {
    expect(overridesOf({ 'z phrase': '  quoted from a ruling ', 'a phrase': '', 'b phrase': 'a negation' })).toEqual([
      { phrase: 'b phrase', reason: 'a negation' },
      { phrase: 'z phrase', reason: 'quoted from a ruling' },
    ]);
  });

  it('tells a changed reason from one typed the same, and an emptied reason from none', () => {
    const savedReasons = reasonsOf([{ phrase: 'p', reason: 'why' }]);
    expect(sameReasons({ p: 'why ' }, savedReasons)).toBe(true);
    expect(sameReasons({ p: 'why not' }, savedReasons)).toBe(false);
    expect(sameReasons({ p: '  ' }, {})).toBe(true);
  });

  it('leaves open every phrase without a reason: approval waits for those', () => {
    const phrases = byPhrase(findings);
    expect(unresolved(phrases, {}).map((p) => p.phrase)).toEqual(['painless procedure', 'results guaranteed']);
    expect(unresolved(phrases, { 'painless procedure': 'quoting what a patient asked', 'results guaranteed': ' ' }).map((p) => p.phrase)).toEqual(['results guaranteed']);
  });
});
