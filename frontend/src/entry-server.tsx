import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App';
import { notFoundRoute, routes, routeById, type RouteDef } from './app/routes';
import type { PageData } from './lib/site-data';
import { headTags, pageSeo } from './app/seo';
import { applyOpeningHours, localeProfile, localizedPath, siteLocales, Translations, type Locale } from './lib/core';
import { createI18n } from './lib/i18n';

export { routes, notFoundRoute, localizedPath, siteLocales, localeProfile };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** Builds a renderer over every locale's Fluent sources (`{ 'zh-TW': '...ftl...' }`). */
export function createRenderer(sources: Record<string, string>, origin: string) {
  const translations = new Translations();
  for (const [tag, ftl] of Object.entries(sources)) translations.add(tag, ftl);
  // The server renders the page module directly (already loaded), so its Suspense boundary completes in
  // the first pass: no streamed completion script, which the CSP would block. The client wraps the same
  // module in React.lazy; a boundary that suspends during hydration keeps the server HTML meanwhile.
  const pageFor = async (route: RouteDef) => (await route.load()).default;

  return {
    translations,
    t: (tag: Locale, key: string, args?: Record<string, string | number>) => translations.t(tag, key, args),
    async render(data: PageData) {
      const route = data.route === notFoundRoute.id ? notFoundRoute : routeById(data.route);
      // The hours the pages are rendered with (the published ones), as the browser applies them.
      applyOpeningHours(data.site.clinic);
      const i18n = createI18n(translations, data.locale);
      const Page = await pageFor(route);
      const errors: unknown[] = [];
      const { prelude } = await prerenderToNodeStream(<App data={data} i18n={i18n} Page={Page} />, {
        onError: (error) => void errors.push(error),
        // One piece: never outline a boundary into a streamed inline script (the CSP forbids those).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
      if (errors.length) throw errors[0];
      const html = await streamToString(prelude);
      const seo = pageSeo(route, data as PageData<never>, i18n, origin);
      return { html, head: headTags(seo), seo, direction: i18n.profile.direction };
    },
  };
}
