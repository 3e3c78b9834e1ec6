import './styles.css';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { notFoundRoute, routeById } from './app/routes';
import type { PageData } from './app/site-data';
import { renderFatal } from './app/ErrorBoundaries';
import { Translations } from './lib/core';
import { createI18n } from './lib/i18n';

async function loadFtl(locale: string, version: string): Promise<{ tag: string; source: string }> {
  try {
    const res = await fetch(`/i18n/${locale}.ftl?v=${version}`);
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    return { tag: locale, source: await res.text() };
  } catch (error) {
    // SPEC §8: a failed translation load is logged and the zh-TW bundle used.
    console.error('translations failed to load', locale, error);
    if (locale === 'zh-TW') throw error;
    const res = await fetch(`/i18n/zh-TW.ftl?v=${version}`);
    return { tag: 'zh-TW', source: await res.text() };
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Root container not found');
  try {
    const data = JSON.parse(document.getElementById('page-data')?.textContent ?? 'null') as PageData;
    const route = data.route === notFoundRoute.id ? notFoundRoute : routeById(data.route);
    const page = route.load(); // start the page chunk download at once, beside the translations
    const ftl = await loadFtl(data.locale, data.ftl);
    const translations = new Translations();
    translations.add(ftl.tag, ftl.source);
    const i18n = createI18n(translations, data.locale);
    const Page = lazy(() => page);
    hydrateRoot(root, <App data={data} i18n={i18n} Page={Page} />, {
      onRecoverableError: (error) => console.warn('hydration recovered', error),
    });
  } catch (error) {
    console.error('app failed to start', error);
    renderFatal(root);
  }
}

void start();
