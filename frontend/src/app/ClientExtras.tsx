import { useEffect, useState } from 'react';
import ConsentBanner from '../features/consent/ConsentBanner';
import { LanguageSuggestion } from '../features/language-suggestion/LanguageSuggestion';
import { readConsent } from '../lib/consent-store';
import { CONSENT_REOPEN_EVENT } from '../lib/consent-events';
import { flushPendingEvents, initAnalytics, trackPageView } from '../lib/analytics/analytics';
import { registerServiceWorker } from './service-worker';
import type { PageData } from '../lib/site-data';

const PRELOAD_LOCALES = ['en', 'ja'];
const PRELOAD_DELAY_MS = 2000;

/**
 * Fetches the other languages' translations into the HTTP cache, one after another: on a slow phone
 * network two 50–110 KB files at once kept the page's network busy right after it had become usable,
 * and Lighthouse's time to interactive of the booking page read 1.75–2.10 s instead of 0.9 s in 3 of
 * 20 runs (0 of 12 one after another; docs/performance.md). The body is read so the next one starts
 * only once this one is stored; nothing is parsed.
 */
async function preloadTranslations(data: PageData, signal: AbortSignal): Promise<void> {
  for (const tag of PRELOAD_LOCALES) {
    if (tag === data.locale) continue;
    try {
      const res = await fetch(`/i18n/${tag}.ftl?v=${data.ftl}`, { signal });
      await res.blob();
    } catch (error) {
      if (signal.aborted) return;
      console.warn('preload failed', tag, error);
    }
  }
}

/**
 * Everything that only exists in the browser, started after hydration so the first paint stays light.
 * The consent banner is the exception: it is in the prerendered HTML (boot.js shows it before first
 * paint when nothing is stored), because a banner drawn only after hydration would be a second paint
 * of the page's largest text on a slow phone, and the patient would read the page once without it.
 */
export function ClientExtras({ data }: { data: PageData }) {
  // null until hydrated: the stylesheet and boot.js decide, as in the prerendered HTML.
  const [showConsent, setShowConsent] = useState<boolean | null>(null);

  useEffect(() => {
    initAnalytics(data.measurementId);
    flushPendingEvents();
    trackPageView(data.path, data.route, data.locale);
    setShowConsent(readConsent() === null);
    const reopen = () => setShowConsent(true);
    window.addEventListener(CONSENT_REOPEN_EVENT, reopen);
    registerServiceWorker();
    // the product’s states and transitions: en and ja translations are preloaded 2 s later (into the HTTP cache).
    const abort = new AbortController();
    const preload = window.setTimeout(() => void preloadTranslations(data, abort.signal), PRELOAD_DELAY_MS);
    return () => {
      window.removeEventListener(CONSENT_REOPEN_EVENT, reopen);
      window.clearTimeout(preload);
      abort.abort();
    };
  }, [data]);

  return (
    <>
      <LanguageSuggestion locale={data.locale} path={data.path} ftlVersion={data.ftl} />
      {showConsent !== false && <ConsentBanner decided={showConsent !== null} onDone={() => setShowConsent(false)} />}
    </>
  );
}
