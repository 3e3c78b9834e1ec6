import './styles.css';
import { lazy, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { notFoundRoute, routeById } from './app/routes';
import type { PageData } from './lib/site-data';
import { renderFatal } from './app/ErrorBoundaries';
import { applyOpeningHours, localizedPath, negotiateLanguage } from './lib/core';
import { LANGUAGE_KEY } from './lib/language-preference';
import { createI18n } from './lib/i18n';
import { warmCore } from './app/warm-core';
import { loadTranslations } from './app/load-translations';
import { nextTask } from './lib/next-task';

/**
 * the product’s states and transitions: the language comes from the path prefix, else the stored preference. An unprefixed (zh-TW)
 * page visited by someone who chose another language goes to that language's page. The browser's
 * languages are deliberately not used here: crawlers must be able to read the zh-TW pages.
 */
function redirectToPreferredLanguage(data: PageData): boolean {
  if (data.locale !== 'zh-TW' || data.route === notFoundRoute.id) return false;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return false;
  }
  const wanted = negotiateLanguage(window.location.pathname, stored, []);
  if (wanted === 'zh-TW') return false;
  window.location.replace(localizedPath(wanted, data.path) + window.location.search + window.location.hash);
  return true;
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Root container not found');
  try {
    const data = JSON.parse(document.getElementById('page-data')?.textContent ?? 'null') as PageData;
    const route = data.route === notFoundRoute.id ? notFoundRoute : routeById(data.route);
    if (redirectToPreferredLanguage(data)) return;
    applyOpeningHours(data.site.clinic);
    const page = route.load(); // start the page chunk download at once, beside the translations
    const translations = await loadTranslations(data.locale, data.ftl);
    const i18n = createI18n(translations, data.locale);
    await warmCore(i18n, data.locale).catch((e: unknown) => console.warn('core warm-up failed', e));
    const Page = lazy(() => page);
    // As a transition, hydration yields to the browser between units of work instead of one long task
    // (the page is already painted and readable from the prerendered HTML).
    startTransition(() => {
      hydrateRoot(root, <App data={data} i18n={i18n} Page={Page} />, {
        onRecoverableError: (error) => console.warn('hydration recovered', error),
      });
    });
  } catch (error) {
    console.error('app failed to start', error);
    renderFatal(root);
  }
}

// In a task of its own, after the modules' evaluation: together they were one long task.
void nextTask().then(start);
