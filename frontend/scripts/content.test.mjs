import { describe, expect, it } from 'vitest';
import { mkdtempSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContent, parseArticle } from './content.mjs';

const repo = new URL('../..', import.meta.url).pathname;

describe('content loading', () => {
  it('parses front matter and keeps the Markdown body', () => {
    const { front, body } = parseArticle('---\ntitle: What is a lipoma?\ntags: a, b\n---\nIntro **bold**.\n\n## Heading\n');
    expect(front).toEqual({ title: 'What is a lipoma?', tags: 'a, b' });
    expect(body).toBe('Intro **bold**.\n\n## Heading\n');
  });

  it('falls back to en content for a missing locale, logging it, without crashing', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
    const logs = [];
    const content = createContent(root, (m) => logs.push(m));
    const en = createContent(repo, () => {}).clinic('en');
    const clinic = content.clinic('xx');
    expect(clinic.branches[0].name).toBe(en.branches[0].name);
    expect(content.localeJson('xx', 'faq.json', []).length).toBeGreaterThan(0);
    expect(content.article('xx', 'what-is-a-lipoma').front.title).toBe(content.article('en', 'what-is-a-lipoma').front.title);
    expect(logs.some((m) => m.includes('xx/clinics.json'))).toBe(true);
  });

  it('gives the pages the published hours as the core reads them: the time list is the slot grid of every open day', () => {
    const clinic = createContent(repo, () => {}).clinic('en');
    expect(clinic.hoursSpans).toBe('mon tue wed thu fri|10:00|19:00;sat|10:00|17:00');
    expect(clinic.slotTimes[0]).toBe('10:00');
    expect(clinic.slotTimes.at(-1)).toBe('18:30');
    expect(clinic.slotTimes).toHaveLength(18);
  });
});
