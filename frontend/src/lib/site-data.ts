import type { Locale } from './core';

/** One branch of the clinic, in the page's language. */
export interface Branch {
  id: string;
  name: string;
  address: string;
  locationNote: string;
  phone: string;
  internationalPhone: string;
  mapUrl: string;
  geo: { lat: number; lng: number };
}

export interface OpeningHours {
  days: string[];
  opens: string;
  closes: string;
}

/** Clinic facts every page shows (footer, JSON-LD), built from content/ at prerender time. */
export interface ClinicInfo {
  subtitle: string;
  branches: Branch[];
  openingHours: OpeningHours[];
  /** The slot grid the hours are cut into (clinics.json), for the form rules. */
  timeZone: string;
  slotMinutes: number;
  bookingHorizonDays: number;
  /** The hours as the forms' WASM takes them (`setOpeningHours`). */
  hoursSpans: string;
  /** Every slot start (`HH:mm`) of an open day, by the core: the time list without scripts. */
  slotTimes: string[];
  line: { id: string; url: string; qr: string };
  whatsapp: { number: string; url: string; qr: string };
  social: { id: string; url: string }[];
  rating: { value: number; count: number };
  priceRange: string;
  currencies: string[];
  paymentMethods: string[];
  foundingYear: number;
}

export interface Certificate {
  id: string;
  category: string;
  orientation: 'portrait' | 'landscape';
  thumbnail: string;
  full: string;
  title: string;
  issuer: string;
}

/** Everything the prerender hands a page; serialised into the HTML so hydration sees the same data. */
export interface PageData<P = unknown> {
  route: string;
  locale: Locale;
  path: string;
  ftl: string;
  measurementId: string;
  /** `sampleContent`: content/ still has entries marked as placeholders (the pages say so). */
  site: { clinic: ClinicInfo; sampleContent?: boolean };
  page: P;
}
