// Shared by the forms-*.spec.ts files: the texts a person sees (read from the Fluent catalogues, so a
// test asserts the right language), clinic dates, and the steps that fill the forms.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { plain, url, type Locale } from './helpers';

const i18n = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'i18n');

// The core (its Node build) translates, as the pages do: facts, plural variants and numbers included.
type Translator = { addFtl(tag: string, source: string): string[]; t(tag: string, key: string, args: unknown): string; keys(tag: string): string[] };
const core = createRequire(import.meta.url)('../../pkg-node/clinic_core.js') as { Translator: new () => Translator };
let translator: Translator | undefined;

function catalogue(): Translator {
  if (!translator) {
    translator = new core.Translator();
    for (const locale of readdirSync(i18n)) {
      for (const file of readdirSync(join(i18n, locale)).filter((f) => f.endsWith('.ftl'))) {
        translator.addFtl(locale, readFileSync(join(i18n, locale, file), 'utf8'));
      }
    }
  }
  return translator;
}

function translated(locale: Locale, key: string, args: Record<string, string | number>): string {
  if (!catalogue().keys(locale).includes(key)) throw new Error(`no ${key} in ${locale}`);
  return catalogue().t(locale, key, args);
}

/** The text of a Fluent message with its arguments, without bidi isolates. */
export function tr(locale: Locale, key: string, args: Record<string, string | number> = {}): string {
  return translated(locale, key, args).replace(/[\u2068\u2069]/g, '');
}

/** A message with arguments as a pattern that tolerates Fluent's bidi isolates around each argument. */
export function trText(locale: Locale, key: string, args: Record<string, string | number> = {}): RegExp {
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(esc(translated(locale, key, args)).replace(/[\u2068\u2069]/g, '$&?'));
}

/** A field's label as a person reads it: the text, then perhaps the required mark or "(optional)". */
export function labelled(locale: Locale, key: string): RegExp {
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${esc(tr(locale, key))}\\s*(\\*|${esc(tr(locale, 'forms-optional'))})?$`);
}

/** A string as an exact, anchored pattern (for accessible names that carry extra words). */
export const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Today in clinic time (Asia/Taipei, UTC+8, no daylight saving). */
export function clinicToday(): Date {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

export function clinicDate(daysAhead: number): string {
  const d = clinicToday();
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return iso(d);
}

/**
 * The n-th weekday (Monday to Friday) from three days ahead: each test books its own day, so tests
 * running side by side on one database never meet in a slot.
 */
export function openDay(n: number): string {
  const d = clinicToday();
  d.setUTCDate(d.getUTCDate() + 3);
  let seen = -1;
  for (;;) {
    const day = d.getUTCDay();
    if (day >= 1 && day <= 5 && ++seen === n) return iso(d);
    d.setUTCDate(d.getUTCDate() + 1);
  }
}

/** The next Sunday, when the clinic is closed. */
export function nextSunday(): string {
  const d = clinicToday();
  d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7 || 7));
  return iso(d);
}

export const PEOPLE: Record<Locale, { name: string; phone: string; email: string }> = {
  'zh-TW': { name: '王小明', phone: '0912345678', email: 'ming@example.com' },
  en: { name: 'Ann Lee', phone: '2125550123', email: 'ann@example.com' },
  ja: { name: '山田花子', phone: '0312345678', email: 'hanako@example.com' },
  ko: { name: '김민지', phone: '0212345678', email: 'minji@example.com' },
  es: { name: 'Lucía Pérez', phone: '612345678', email: 'lucia@example.com' },
  ar: { name: 'أحمد علي', phone: '0501234567', email: 'ahmad@example.com' },
  hi: { name: 'राहुल शर्मा', phone: '9812345678', email: 'rahul@example.com' },
};

/** A valid booking body for the API (for arranging state or bypassing the browser). */
export function bookingBody(locale: Locale, date: string, time: string, overrides: Record<string, unknown> = {}) {
  const p = PEOPLE[locale];
  return {
    name: p.name,
    phone: p.phone,
    email: p.email,
    branch: 'taipei',
    preferredDate: date,
    preferredTime: time,
    tumorType: 'lipoma',
    termsAccepted: true,
    lang: locale,
    ...overrides,
  };
}

/** The remaining places of one slot, from GET /api/availability. */
export async function remaining(page: Page, date: string, time: string, branch = 'taipei'): Promise<number> {
  const res = await page.request.get(`/api/availability?branch=${branch}&from=${date}&to=${date}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { slots: { date: string; time: string; remaining: number }[] };
  return body.slots.find((s) => s.date === date && s.time === time)?.remaining ?? -1;
}

/** Fills the whole booking form as a patient would (the time is picked from the loaded slots). */
export async function fillBooking(page: Page, locale: Locale, date: string, time: string, options: { terms?: boolean } = {}) {
  const p = PEOPLE[locale];
  await page.getByLabel(tr(locale, 'booking-field-name')).fill(p.name);
  await page.getByLabel(tr(locale, 'booking-field-phone')).pressSequentially(p.phone);
  await page.getByLabel(tr(locale, 'forms-field-email')).first().fill(p.email);
  await page.locator('input[name="branch"][value="taipei"]').check();
  await page.getByLabel(tr(locale, 'booking-field-date')).fill(date);
  const slot = page.locator(`input[name="preferredTime"][value="${time}"]`);
  await expect(slot).toBeEnabled();
  await slot.check();
  await expect(slot).toBeChecked();
  await page.getByLabel(tr(locale, 'booking-field-tumor-type')).selectOption('lipoma');
  if (options.terms !== false) await page.getByRole('checkbox', { name: tr(locale, 'booking-terms') }).check();
}

/** The error text linked to a field (through aria-describedby), without bidi isolates. */
export async function fieldError(field: Locator): Promise<string> {
  const page = field.page();
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').filter((id) => id.endsWith('-error')).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return plain(texts.join(' ')).trim();
}

/** Waits until a field is marked invalid and its linked error says `message`. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => fieldError(field)).toContain(message);
}

export const bookingUrl = (locale: Locale) => url(locale, '/medical-booking');

export { plain, url };

// Axe judges what a person sees, so let running transitions (the floating pill fading) finish first.
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
// Legacy mode runs axe.run() in the page itself. The default runs axe.runPartial() in every frame, then
// opens a blank page to finish the run there and closes it again: about 0.4 s more per call on a 2-core
// machine, for frames from other origins, which legacy mode leaves out and these pages do not have
// (frames of the same origin are checked either way).
export const axe = async (page: Page) => {
  await settle(page);
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode().analyze();
};
