import { lazy, Suspense, useEffect, useState } from 'react';
import { readConsent } from '../features/consent/consent-store';
import { CONSENT_REOPEN_EVENT } from '../features/consent/consent-events';
import { flushPendingEvents, initAnalytics, trackPageView } from '../features/analytics/analytics';
import { registerServiceWorker } from './service-worker';
import type { PageData } from '../lib/site-data';

const ConsentBanner = lazy(() => import('../features/consent/ConsentBanner'));

const PRELOAD_LOCALES = ['en', 'ja'];
const PRELOAD_DELAY_MS = 2000;

/** Everything that only exists in the browser, started after hydration so the first paint stays light. */
export function ClientExtras({ data }: { data: PageData }) {
  const [showConsent, setShowConsent] = useState(false);

  useEffect(() => {
    initAnalytics(data.measurementId);
    flushPendingEvents();
    trackPageView(data.path, data.route, data.locale);
    setShowConsent(readConsent() === null);
    const reopen = () => setShowConsent(true);
    window.addEventListener(CONSENT_REOPEN_EVENT, reopen);
    registerServiceWorker();
    // SPEC §4: en and ja translations are preloaded 2 s later (into the HTTP cache).
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

  return showConsent ? (
    <Suspense fallback={null}>
      <ConsentBanner onDone={() => setShowConsent(false)} />
    </Suspense>
  ) : null;
}
