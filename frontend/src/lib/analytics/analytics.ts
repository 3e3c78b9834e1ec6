import { useEffect } from 'react';
import { consentModeFor, readConsent, type ConsentRecord } from '../consent-store';

/** the product’s outgoing calls's named events. */
export type AnalyticsEvent =
  | 'consultation_request'
  | 'service_view'
  | 'case_study_view'
  | 'language_switch'
  | 'appointment_booking'
  | 'video_engagement';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let measurementId = '';
/** Events of a page that mounted before the layer started: sent right after its consent default. */
let started = false;
const early: unknown[][] = [];

function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(args);
}

/**
 * Starts the layer: consent defaults to denied (consent mode), and the third-party tag is loaded only
 * when a measurement id was configured at build time and the visitor allowed analytics.
 */
export function initAnalytics(id: string): void {
  measurementId = id;
  window.gtag = window.gtag ?? gtag;
  gtag('consent', 'default', { ...consentModeFor({ analytics: false }), wait_for_update: 500 });
  const consent = readConsent();
  if (consent) applyConsent(consent);
  started = true;
  for (const args of early.splice(0)) gtag(...args);
}

/** Sends now, or once the layer has started (a page's effects run before the app shell's). */
function send(...args: unknown[]): void {
  if (started) gtag(...args);
  else early.push(args);
}

/**
 * Where the hit comes from, without the query string or fragment: links to the site carry personal
 * values there (`?code=` of the booking status page, `?offer=` of a waitlist offer), and the tag
 * would otherwise send the whole address (and the previous page's, as the referrer) to Google.
 */
export function pageContext(): { page_location: string; page_referrer?: string } {
  const location = `${window.location.origin}${window.location.pathname}`;
  const referrer = withoutQuery(document.referrer);
  return referrer ? { page_location: location, page_referrer: referrer } : { page_location: location };
}

/** An address with neither query string nor fragment ('' when it is none). */
function withoutQuery(address: string): string {
  try {
    const u = new URL(address);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '';
  }
}

let tagLoaded = false;
function loadTag(): void {
  if (tagLoaded || !measurementId) return;
  tagLoaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false, ...pageContext() });
}

/** Tells the analytics layer about a consent choice (the product’s states and transitions). */
export function applyConsent(record: ConsentRecord): void {
  gtag('consent', 'update', consentModeFor(record));
  if (record.analytics) loadTag();
}

function allowed(): boolean {
  return readConsent()?.analytics === true;
}

/** A page view with the page type (the product’s outgoing calls), only under stored analytics consent. */
export function trackPageView(path: string, pageType: string, lang: string): void {
  if (!allowed()) return;
  send('event', 'page_view', { page_path: path, page_type: pageType, language: lang, ...pageContext() });
}

/** A named event, only under stored analytics consent. */
export function trackEvent(name: AnalyticsEvent, params: Record<string, string | number> = {}): void {
  if (!allowed()) return;
  send('event', name, { ...params, ...pageContext() });
}

/** A named event once per page view, when the page has mounted (e.g. a service or case study seen). */
export function useTrackOnView(name: AnalyticsEvent, params: Record<string, string | number>): void {
  const key = JSON.stringify(params);
  useEffect(() => {
    trackEvent(name, JSON.parse(key) as Record<string, string | number>);
  }, [name, key]);
}

const PENDING_KEY = 'pending-analytics-events';

/**
 * An event whose page is about to unload (navigation is full page loads): kept in sessionStorage and
 * sent by the next page, so it is neither lost nor sent without consent.
 */
export function trackEventAfterNavigation(name: AnalyticsEvent, params: Record<string, string | number>): void {
  if (!allowed()) return;
  try {
    const queue = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as unknown[];
    queue.push([name, params]);
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(queue));
  } catch (error) {
    console.warn('analytics event dropped', error);
  }
}

/** Sends the events queued by the previous page. */
export function flushPendingEvents(): void {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    for (const [name, params] of JSON.parse(raw ?? '[]') as [AnalyticsEvent, Record<string, string | number>][]) {
      trackEvent(name, params);
    }
  } catch (error) {
    console.warn('queued analytics events dropped', error);
  }
}
