import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteLocales, Translations } from './lib/core';

const i18n = join(__dirname, '..', '..', 'i18n');

function keysOf(locale: string): Set<string> {
  const tr = new Translations();
  const dir = join(i18n, locale);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ftl') && f !== 'server.ftl')) {
    const problems = tr.add(locale, readFileSync(join(dir, file), 'utf8'));
    expect(problems, `${locale}/${file} parses`).toEqual([]);
  }
  return new Set(tr.keys(locale));
}

describe('Fluent catalogues', () => {
  const reference = keysOf('en');
  for (const locale of siteLocales()) {
    it(`${locale} has every key (and no extra one)`, () => {
      expect(existsSync(join(i18n, locale)), `i18n/${locale} exists`).toBe(true);
      const keys = keysOf(locale);
      expect([...reference].filter((k) => !keys.has(k)), 'missing').toEqual([]);
      expect([...keys].filter((k) => !reference.has(k)), 'extra').toEqual([]);
    });
  }

  it('every key the components ask for by a literal exists in en', () => {
    const src = join(__dirname);
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, name.name);
        if (name.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name.name) && !name.name.endsWith('.test.ts')) {
          for (const m of readFileSync(path, 'utf8').matchAll(/\bt\('([a-z0-9_-]+)'/g)) used.add(m[1]);
        }
      }
    };
    walk(src);
    expect([...used].filter((k) => !reference.has(k))).toEqual([]);
  });
});
