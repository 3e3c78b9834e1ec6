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
    const preload = window.setTimeout(() => {
      for (const tag of PRELOAD_LOCALES) {
        if (tag !== data.locale) fetch(`/i18n/${tag}.ftl?v=${data.ftl}`).catch((e) => console.warn('preload failed', tag, e));
      }
    }, PRELOAD_DELAY_MS);
    return () => {
      window.removeEventListener(CONSENT_REOPEN_EVENT, reopen);
      window.clearTimeout(preload);
    };
  }, [data]);

  return (
    <>
      <LanguageSuggestion locale={data.locale} path={data.path} ftlVersion={data.ftl} />
      {showConsent !== false && <ConsentBanner decided={showConsent !== null} onDone={() => setShowConsent(false)} />}
    </>
  );
}
