import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { buttonVariants } from '../../components/ui/Button';
import { localeProfile, localizedPath, negotiateLanguage, Translations, type Locale } from '../../lib/core';
import { stripIsolates } from '../../lib/i18n';
import { adoptInsets, setInset } from '../../lib/layout-insets';
import { chooseLanguage, storedLanguage } from '../../lib/language-preference';

const DISMISSED_KEY = 'language-suggestion-dismissed';

interface Suggestion {
  tag: Locale;
  direction: string;
  text: (key: string) => string;
}

const dismissed = (): boolean => {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return true; // no storage: the suggestion could never stay dismissed, so it is not offered
  }
};

/** The suggestion applies to unprefixed (zh-TW) pages of someone who has chosen nothing yet. */
function wantedLanguage(locale: Locale): Locale | null {
  if (locale !== 'zh-TW' || storedLanguage() !== null || dismissed()) return null;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const tag = negotiateLanguage('/', null, browser);
  return tag === 'zh-TW' ? null : tag;
}

/**
 * the product’s states and transitions puts the browser's language before the default; the unprefixed pages stay zh-TW for
 * crawlers and shared links (no redirect), so a first-time visitor whose browser prefers another site
 * language is offered the same page in it, in that language. Choosing stores the preference as the
 * language switcher does; dismissing is remembered. It appears after hydration as a fixed card (no
 * layout shift) and leaves room for focus below it (scroll-padding, styles.css).
 */
export function LanguageSuggestion({ locale, path, ftlVersion }: { locale: Locale; path: string; ftlVersion: string }) {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    const tag = wantedLanguage(locale);
    if (!tag) return;
    let live = true;
    // Only the offer's own messages in that language (i18n/<tag>/language-suggestion.ftl): parsing the
    // whole language would be a long task on a phone right after the page starts.
    fetch(`/i18n/suggestion/${tag}.ftl?v=${ftlVersion}`)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`${res.status}`))))
      .then((source) => {
        const translations = new Translations();
        translations.add(tag, source);
        if (live) setSuggestion({ tag, direction: localeProfile(tag).direction, text: (key) => stripIsolates(translations.t(tag, key)) });
      })
      .catch((error) => console.warn('language suggestion not shown', tag, error));
    return () => {
      live = false;
    };
  }, [locale, ftlVersion]);

  // The card sits below the header: it takes the header's measured height before it is first painted.
  useLayoutEffect(() => adoptInsets(card.current), [suggestion]);

  useEffect(() => {
    const el = card.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setInset('--suggestion-height', el.offsetHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      setInset('--suggestion-height', null);
    };
  }, [suggestion]);

  if (!suggestion) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
    } catch (error) {
      console.warn('language suggestion dismissal not stored', error);
    }
    setSuggestion(null);
  };

  return (
    <section
      ref={card}
      lang={suggestion.tag}
      dir={suggestion.direction}
      aria-label={suggestion.text('language-suggestion-label')}
      data-language-suggestion={suggestion.tag}
      data-insets
      className="fixed inset-x-2 top-[calc(var(--header-height,5rem)+0.5rem)] z-40 mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p>{suggestion.text('language-suggestion-text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className={buttonVariants({ size: 'sm' })} href={localizedPath(suggestion.tag, path)} onClick={() => chooseLanguage(locale, suggestion.tag)}>
          {suggestion.text('language-suggestion-switch')}
        </a>
        <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={dismiss}>
          {suggestion.text('language-suggestion-dismiss')}
        </button>
      </div>
    </section>
  );
}
