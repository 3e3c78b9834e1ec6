// The content pages' data as the prerender builds it (frontend/scripts/content-pages.mjs).
import type { TumorType } from '../../generated/core/TumorType';

export interface CaseItem {
  id: string;
  /** One of the tumour types a booking names; "other" is no condition of its own. */
  condition: Exclude<TumorType, 'other'>;
  sizeCm: number;
  incisionCm: number;
  surgeryMinutes: number;
  recoveryDays: number;
  patientAge: number;
  /** The patient's country, already named in the page's language. */
  country: string;
  articleId: string | null;
  title: string;
  summary: string;
  testimonial: string;
  location: string;
}

export interface VideoItem {
  id: string;
  category: 'lipoma' | 'cyst' | 'skinTumor' | 'technique';
  difficulty: 'basic' | 'intermediate' | 'advanced';
  views: number;
  durationSeconds: number;
  /** Null until the clinic publishes the video: the page then says "coming soon". */
  youtubeId: string | null;
  publishedAt: string;
  title: string;
  description: string;
}

export interface ArticleSummary {
  id: string;
  category: string;
  title: string;
  excerpt: string;
  tags: string[];
  readTime: number;
  views: number;
  publishedAt: string;
  featured: boolean;
}

export interface ArticleDetail extends ArticleSummary {
  author: string;
  testimonial: string | null;
  caseDetails: { tumorDurationMonths: number; surgeryMinutes: number; recoveryDays: number } | null;
  tumorInfo: { sizeCm: number; location: string; difficulty: 'basic' | 'intermediate' | 'advanced' } | null;
  /** HTML from the build's Markdown renderer (scripts/markdown.mjs: raw HTML off). */
  html: string;
  /** The article's illustration, a site path: its card and its structured data show it. */
  image: string;
  related: ArticleSummary[];
}

export interface FaqItem {
  id: string;
  category: string;
  question: string;
  answer: string;
}

/** A self-pay fee: one amount or a range, in whole units of the currency. */
export type FeePrice = { amount: number } | { min: number; max: number };

export interface FeeItem {
  id: string;
  /** A branch id of the clinic info (`taipei`, `kaohsiung`). */
  branch: string;
  name: string;
  note: string;
  price: FeePrice;
  currency: string;
  /** The day the health department approved the fee, `YYYY-MM-DD`. */
  approvedOn: string;
  /** New on the day the page was rendered (the core's rule, decided at prerender time). */
  isNew: boolean;
}
