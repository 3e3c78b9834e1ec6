// The one module that imports the WASM core (`clinic-core-pkg` is aliased in vite.config.ts:
// the bundler build in the browser, the Node build in the prerender and in Vitest).
import * as wasm from 'clinic-core-pkg';
import { BOOKING_HORIZON_DAYS, SLOT_TIMES, type SITE_LOCALES } from '../generated/contract';
import type { FieldError } from '../generated/core/FieldError';
import type { LocaleProfile } from '../generated/core/LocaleProfile';

/** A site language (the generated list is the core's `Locale::SITE`). */
export type Locale = (typeof SITE_LOCALES)[number];
export type { LocaleProfile };
/** One problem with one field, as the core and the server report it. */
export type FieldProblem = FieldError;

export type FluentArgs = Record<string, string | number> | null | undefined;

export const siteLocales = (): Locale[] => wasm.siteLocales() as Locale[];
export const localeProfile = (tag: string): LocaleProfile => wasm.localeProfile(tag) as LocaleProfile;
export const negotiateLanguage = (path: string, stored: string | null, browser: readonly string[]): Locale =>
  wasm.negotiateLanguage(path, stored, [...browser]) as Locale;
export const localizedPath = (tag: string, path: string): string => wasm.localizedPath(tag, path);
export const cleanPath = (path: string): string => wasm.cleanPath(path);
/** A number in the page language's one convention (`10.000` in es, `10,000` in en, `1,00,000` in hi). */
export const formatNumber = (tag: string, value: number, decimals = 0): string => wasm.formatNumberIn(tag, value, decimals);
/** A number the site states (content/facts.json), by name: the one place for it. */
export const fact = (name: string): number => wasm.fact(name);
export const formatTime = (tag: string, time: string): string => wasm.formatTime(tag, time);
export const formatDate = (tag: string, date: string): string => wasm.formatDate(tag, date);
export const formatMoney = (tag: string, currency: string, amount: number): string =>
  wasm.formatMoney(tag, currency, amount);
export const applyPhoneMask = (tag: string, input: string): string => wasm.applyPhoneMask(tag, input);

/** Fluent translations with the core's fallback chain (current → en → zh-TW → key). */
export class Translations {
  private readonly inner = new wasm.Translator();

  add(tag: string, ftl: string): string[] {
    return this.inner.addFtl(tag, ftl);
  }

  has(tag: string): boolean {
    return this.inner.hasLocale(tag);
  }

  keys(tag: string): string[] {
    return this.inner.keys(tag);
  }

  t(tag: string, key: string, args?: FluentArgs): string {
    return this.inner.t(tag, key, args ?? null);
  }
}

/** A photo as the form rules see it: its size and its first bytes (the type is judged by content). */
export interface PhotoMeta {
  size: number;
  head: Uint8Array;
}

/** The form rules (validation, triage, slots), typed; the WASM behind it is loaded once, on demand. */
export interface FormRules {
  validateBooking(request: Record<string, unknown>, nowMs?: number): FieldProblem[];
  validateWaitlist(request: Record<string, unknown>, nowMs?: number): FieldProblem[];
  validateInquiry(request: Record<string, unknown>): FieldProblem[];
  validateAssessment(request: Record<string, unknown>, photos: PhotoMeta[]): FieldProblem[];
  checkPhotos(photos: PhotoMeta[]): FieldProblem[];
  sniffImageType(head: Uint8Array): 'jpeg' | 'png' | undefined;
  slotsOn(date: string): string[];
  slotProblem(date: string, time: string, nowMs?: number): string | undefined;
  /** A confirmation code as typed, in its printed form (`K7XP-3M9Q-T2`); undefined when it cannot be one. */
  parseConfirmationCode(input: string): string | undefined;
}

let formRules: Promise<FormRules> | null = null;

interface PublishedHours {
  timeZone: string;
  slotMinutes: number;
  bookingHorizonDays: number;
  hoursSpans: string;
  slotTimes: string[];
}

/** The clinic's hours as the page was built with them (site data), once the app knows them. */
let publishedHours: PublishedHours | null = null;

/**
 * The opening hours and slot grid the form rules check by: the ones the page was built with, which the
 * clinic publishes and the server checks by, not the ones compiled into the WASM. Call it before the
 * first form loads (entry-client.tsx does, with the page data).
 */
export function applyOpeningHours(clinic: PublishedHours) {
  publishedHours = {
    timeZone: clinic.timeZone,
    slotMinutes: clinic.slotMinutes,
    bookingHorizonDays: clinic.bookingHorizonDays,
    hoursSpans: clinic.hoursSpans,
    slotTimes: clinic.slotTimes,
  };
}

/** How many days ahead a booking may be made: the published hours' horizon, else the contract's default. */
export function bookingHorizonDays(): number {
  return publishedHours?.bookingHorizonDays ?? BOOKING_HORIZON_DAYS;
}

/** Every slot start of an open day (the time list without scripts): the published hours', else the contract's. */
export function slotTimes(): readonly string[] {
  return publishedHours?.slotTimes ?? SLOT_TIMES;
}

/**
 * The form rules from the separate forms build (`clinic-core-forms`: pkg-forms/ in the browser, the
 * Node build in the prerender and Vitest), so a page without a form never downloads them. Call it
 * when a form mounts or is first touched; every call shares one load.
 */
export function loadForms(): Promise<FormRules> {
  formRules ??= import('clinic-core-forms').then((forms): FormRules => {
    const h = publishedHours;
    if (h && !forms.setOpeningHours(h.timeZone, h.slotMinutes, h.bookingHorizonDays, h.hoursSpans)) console.warn('opening hours not usable; the built-in ones apply');
    return {
      validateBooking: (request, nowMs = Date.now()) => forms.validateBooking(request, nowMs) as FieldProblem[],
      validateWaitlist: (request, nowMs = Date.now()) => forms.validateWaitlist(request, nowMs) as FieldProblem[],
      validateInquiry: (request) => forms.validateInquiry(request) as FieldProblem[],
      validateAssessment: (request, photos) => forms.validateAssessment(request, photos) as FieldProblem[],
      checkPhotos: (photos) => forms.checkPhotos(photos) as FieldProblem[],
      sniffImageType: (head) => forms.sniffImageType(head) as 'jpeg' | 'png' | undefined,
      slotsOn: (date) => forms.slotsOn(date),
      slotProblem: (date, time, nowMs = Date.now()) => forms.slotProblem(date, time, nowMs) ?? undefined,
      parseConfirmationCode: (input) => forms.parseConfirmationCode(input) ?? undefined,
    };
  },
    (error: unknown) => {
      formRules = null; // a failed download may succeed on the next try
      throw error;
    },
  );
  return formRules;
}

/** One search hit of the article index (`Search.search`). */
export interface SearchHit {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  score: number;
}

/** A document of the per-locale article index. */
export interface SearchDoc {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
}

export interface ArticleSearch {
  /** Ranked hits; `category` undefined or 'all' searches every category. */
  search(query: string, category?: string, limit?: number): SearchHit[];
  /** The locale's search normalisation (the product’s validation rules). */
  normalize(text: string): string;
}

/**
 * The article search (WASM `pkg-search`, aliased `clinic-core-search` in vite.config.ts), imported on
 * demand so that only /articles downloads it.
 */
export async function loadSearch(tag: string, docs: SearchDoc[]): Promise<ArticleSearch> {
  const search = await import('clinic-core-search');
  const index = new search.Search(tag, docs);
  return {
    search: (query, category, limit = 50) => index.search(query, category && category !== 'all' ? category : undefined, limit) as SearchHit[],
    normalize: (text) => search.normalize(text, tag),
  };
}
