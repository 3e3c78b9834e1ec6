import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContent, markdownBlocks, parseArticle } from './content.mjs';

const repo = new URL('../..', import.meta.url).pathname;

describe('content loading', () => {
  it('parses front matter and the Markdown subset', () => {
    const { front, body } = parseArticle('---\ntitle: What is a lipoma?\ntags: a, b\n---\nIntro **bold**.\n\n## Heading\n\n- one\n- two\n');
    expect(front.title).toBe('What is a lipoma?');
    expect(markdownBlocks(body)).toEqual([
      { type: 'p', text: 'Intro **bold**.' },
      { type: 'h2', text: 'Heading' },
      { type: 'ul', items: ['one', 'two'] },
    ]);
  });

  it('falls back to en content for a missing locale, logging it, without crashing', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
    const logs = [];
    const content = createContent(root, (m) => logs.push(m));
    const en = createContent(repo, () => {}).clinic('en');
    const clinic = content.clinic('xx');
    expect(clinic.branches[0].name).toBe(en.branches[0].name);
    expect(content.faq('xx').length).toBeGreaterThan(0);
    expect(logs.some((m) => m.includes('xx/clinics.json'))).toBe(true);
  });
});
