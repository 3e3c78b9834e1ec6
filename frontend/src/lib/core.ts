// The one module that imports the WASM core (`clinic-core-pkg` is aliased in vite.config.ts:
// the bundler build in the browser, the Node build in the prerender and in Vitest).
import * as wasm from 'clinic-core-pkg';

export type Locale = 'zh-TW' | 'en' | 'ja' | 'ko' | 'es' | 'ar' | 'hi';

export interface LocaleProfile {
  code: Locale;
  name: string;
  nativeName: string;
  flag: string;
  direction: 'ltr' | 'rtl';
  dateFormat: string;
  timeFormat: string;
  currency: string;
  phoneMask: string;
  validationTiming: 'onBlur' | 'onChange' | 'onSubmit';
  indirectCommunication: boolean;
  clickDelayMs: number;
  modalClosesOnBackdrop: boolean;
  modalClosesOnEscape: boolean;
  animation: { name: 'none' | 'subtle' | 'smooth' | 'dynamic'; durationMs: number; staggerMs: number };
  virtualKeyboardHint: boolean;
  speechLang: string;
  speechRate: number;
  speechVolume: number;
}

export interface FieldProblem {
  field: string;
  code: string;
  params: Record<string, string | number>;
}

export type FluentArgs = Record<string, string | number> | null | undefined;

export const siteLocales = (): Locale[] => wasm.siteLocales() as Locale[];
export const localeProfile = (tag: string): LocaleProfile => wasm.localeProfile(tag) as LocaleProfile;
export const negotiateLanguage = (path: string, stored: string | null, browser: readonly string[]): Locale =>
  wasm.negotiateLanguage(path, stored, [...browser]) as Locale;
export const localizedPath = (tag: string, path: string): string => wasm.localizedPath(tag, path);
export const cleanPath = (path: string): string => wasm.cleanPath(path);
export const formatNumber = (value: number, decimals = 0): string => wasm.formatNumber(value, decimals);
export const formatTime = (tag: string, time: string): string => wasm.formatTime(tag, time);
export const formatDate = (tag: string, date: string): string => wasm.formatDate(tag, date);
export const formatMoney = (tag: string, currency: string, amount: number): string =>
  wasm.formatMoney(tag, currency, amount);
export const applyPhoneMask = (tag: string, input: string): string => wasm.applyPhoneMask(tag, input);
export const validateBooking = (request: Record<string, unknown>, nowMs = Date.now()): FieldProblem[] =>
  wasm.validateBooking(request, nowMs) as FieldProblem[];

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
