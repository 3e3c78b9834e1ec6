import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { setInset } from '../../lib/layout-insets';
import { Button } from '../../components/ui/Button';
import { consentFor, storeConsent, type ConsentChoice } from '../../lib/consent-store';
import { applyConsent } from '../../lib/analytics/analytics';
import { toast } from '../../components/ui/toast-store';

/**
 * the product’s states and transitions consent banner, shown only when nothing is stored. Prerendered on every page: until the app
 * has read the stored consent (`decided`), the `consent-pending` class that boot.js puts on <html>
 * shows it (styles.css), so it is painted with the page, never after it.
 */
export default function ConsentBanner({ decided = true, onDone }: { decided?: boolean; onDone: () => void }) {
  const { t, href } = useI18n();
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const banner = useRef<HTMLElement>(null);

  // While the banner is up, focus and the page's end stay clear of it (WCAG 2.2 SC 2.4.11): its height
  // feeds scroll-padding and the body's bottom padding (styles.css). Once it goes, so does the room.
  useEffect(() => {
    const el = banner.current;
    const root = document.documentElement;
    if (!el) return;
    const observer = new ResizeObserver(() => setInset('--consent-height', el.offsetHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      setInset('--consent-height', null);
      root.classList.remove('consent-pending');
    };
  }, []);

  const decide = (choice: ConsentChoice) => {
    const record = consentFor(choice);
    storeConsent(record);
    applyConsent(record);
    onDone();
    toast({ title: t('consent-saved') });
  };

  return (
    <section
      ref={banner}
      role="region"
      aria-labelledby="consent-title"
      data-consent-banner={decided ? 'open' : 'pending'}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-5xl">
        <h2 id="consent-title" className="text-lg font-bold">{t('consent-title')}</h2>
        <p className="mt-1 text-sm">
          {t('consent-body')}{' '}
          <a className="font-semibold underline" href={href('/privacy')}>{t('consent-privacy-link')}</a>
        </p>
        {customizing && (
          <div className="mt-3 grid gap-2 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} className="size-4" />
              {t('consent-analytics-label')}
            </label>
            <p className="text-slate-600 dark:text-slate-400">{t('consent-necessary-note')}</p>
          </div>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => decide('all')}>{t('consent-accept-all')}</Button>
          <Button variant="secondary" onClick={() => decide('necessary')}>{t('consent-necessary-only')}</Button>
          {customizing ? (
            <Button variant="secondary" onClick={() => decide({ analytics })}>{t('consent-save')}</Button>
          ) : (
            <Button variant="ghost" aria-expanded={false} onClick={() => setCustomizing(true)}>{t('consent-customize')}</Button>
          )}
        </div>
      </div>
    </section>
  );
}
