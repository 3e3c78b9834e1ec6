import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { siteLocales, Translations } from '../lib/core';
import { ftlParts } from './load-translations';

const root = join(__dirname, '..', '..', '..');
// The build's own reader, so the test cuts the bundle the prerender writes (a .mjs without types).
const { readFtl } = (await import(join(root, 'frontend', 'scripts', 'content.mjs'))) as { readFtl: (root: string, locale: string) => string };

describe('translations handed to the core a file at a time', () => {
  for (const locale of siteLocales()) {
    it(`${locale}: every message reads the same as from the whole bundle`, () => {
      const bundle = readFtl(root, locale);
      const whole = new Translations();
      expect(whole.add(locale, bundle)).toEqual([]);
      const parted = new Translations();
      const parts = ftlParts(bundle);
      expect(parts.length).toBeGreaterThan(5);
      expect(parts.join('')).toBe(bundle);
      for (const part of parts) expect(parted.add(locale, part)).toEqual([]);
      expect(parted.keys(locale)).toEqual(whole.keys(locale));
      // messages that need other arguments read with a warning on both sides: only the texts matter here
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const key of whole.keys(locale)) expect(parted.t(locale, key, { count: 2 }), key).toBe(whole.t(locale, key, { count: 2 }));
      vi.restoreAllMocks();
    });
  }
});
