// The prerender, in the order it runs:
//   1. read the site: routes and locales from the server build, content through the one reader;
//   2. i18n bundles and QR codes as static files;
//   3. every route × locale (and the 404 pages) rendered to dist/<path>/index.html;
//   4. sitemap.xml and robots.txt;
//   5. the service worker's shell list.
// Page data comes from content-pages.mjs, the document's <head> (titles, alternates, structured data)
// from src/app/seo.ts through dist-ssr/entry-server.js.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import QRCode from 'qrcode';
import { createContent, readFtl } from './content.mjs';
import { createContentPages } from './content-pages.mjs';
import { readAssets } from './prerender/assets.mjs';
import { writeSitemap } from './prerender/sitemap.mjs';
import { renderDay } from './prerender/render-day.mjs';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const root = join(frontend, '..');
// PRERENDER_DIST and CONTENT_ROOT make a second build beside the site's without touching it: the
// browser tests' analytics build prerenders into its own copy of dist/ (tests/e2e/analytics-build.mjs).
const dist = process.env.PRERENDER_DIST ? resolve(process.env.PRERENDER_DIST) : join(frontend, 'dist');
const contentRoot = process.env.CONTENT_ROOT ? resolve(process.env.CONTENT_ROOT) : root;
const origin = (process.env.SITE_URL || 'https://www.lipomaclinic.tw').replace(/\/$/, '');
const measurementId = process.env.GA_MEASUREMENT_ID || '';
const started = Date.now();

// 1. The site.
const ssr = await import(pathToFileURL(join(frontend, 'dist-ssr', 'entry-server.js')).href);
const locales = ssr.siteLocales();
const content = createContent(contentRoot);
// The day every page is rendered for (the newly approved fees): now in Taipei, or CLINIC_RENDER_TODAY.
const today = renderDay();
const contentPages = createContentPages(content, { today });
// The client build's manifest leaves dist/ (it is not for the public) but is kept beside the SSR build,
// so a later prerender into a copy of dist/ can still read it.
const builtManifest = join(dist, '.vite', 'manifest.json');
const keptManifest = join(frontend, 'dist-ssr', 'client-manifest.json');
if (existsSync(builtManifest)) copyFileSync(builtManifest, keptManifest);
const assets = readAssets(keptManifest);

// 2. i18n bundles (fetched by the client as static files, not JS) and QR codes as SVG.
const sources = Object.fromEntries(locales.map((l) => [l, readFtl(root, l)]));
// Sample content left in content/ ("placeholder": true), as the core lists it (contract.json): while
// any remains, every page says so.
const { PLACEHOLDERS } = JSON.parse(readFileSync(join(frontend, 'src', 'generated', 'contract.json'), 'utf8')).values;
const sampleContent = PLACEHOLDERS.length > 0;
const ftlVersion = createHash('sha256').update(JSON.stringify(sources)).digest('hex').slice(0, 10);
// A language's translations as the app fetches them (entry-client.tsx): versioned, so caches renew.
const ftlUrl = (locale) => `/i18n/${locale}.ftl?v=${ftlVersion}`;
mkdirSync(join(dist, 'i18n'), { recursive: true });
for (const [l, src] of Object.entries(sources)) writeFileSync(join(dist, 'i18n', `${l}.ftl`), src);
// The offer of the browser's language on a zh-TW page needs four messages of that language, not all of
// it: each language's language-suggestion.ftl is also served alone (LanguageSuggestion.tsx).
mkdirSync(join(dist, 'i18n', 'suggestion'), { recursive: true });
const SUGGESTION_KEYS = ['language-suggestion-label', 'language-suggestion-text', 'language-suggestion-switch', 'language-suggestion-dismiss'];
for (const l of locales) {
  const source = readFtl(root, l, undefined, 'language-suggestion.ftl');
  const missing = SUGGESTION_KEYS.filter((key) => !new RegExp(`^${key} =`, 'm').test(source));
  if (missing.length) throw new Error(`i18n/${l}/language-suggestion.ftl lacks ${missing.join(', ')}: the offer of ${l} would show keys`);
  writeFileSync(join(dist, 'i18n', 'suggestion', `${l}.ftl`), source);
}

mkdirSync(join(dist, 'images', 'qr'), { recursive: true });
const { line, whatsapp } = content.shared.clinics;
for (const [name, url] of [['line', line.url], ['whatsapp', whatsapp.url]]) {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0a2e2a', light: '#ffffff' } });
  writeFileSync(join(dist, 'images', 'qr', `${name}.svg`), svg);
}

// 3. Every page.
// The theme script must run before first paint; as a file it would cost a blocking round trip
// (Lighthouse: ~0.3 s on a mobile connection), so it is inlined. The server's CSP allows it by the
// SHA-256 of dist/boot.js, so it must stay byte for byte that file.
const bootSource = readFileSync(join(dist, 'boot.js'), 'utf8');
const bootTag = bootSource.toLowerCase().includes('</script') ? '<script src="/boot.js"></script>' : `<script>${bootSource}</script>`;
const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

function documentHtml({ locale, direction, head, html, data, route }) {
  return `<!doctype html>
<html lang="${locale}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
${bootTag}
${head}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${assets.tags(route, ftlUrl(data.locale))}
</head>
<body>
<div id="root">${html}</div>
<script type="application/json" id="page-data">${json(data)}</script>
</body>
</html>
`;
}

const renderer = ssr.createRenderer(sources, origin);
let count = 0;
async function renderOne(route, locale, cleanPath, param, file) {
  const page = contentPages.pageData(route.id, locale, param);
  const data = { route: route.id, locale, path: cleanPath, ftl: ftlVersion, measurementId, site: { clinic: content.clinic(locale), sampleContent }, page };
  const out = await renderer.render(data);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, documentHtml({ locale, direction: out.direction, head: out.head, html: out.html, data, route }));
  count++;
}
// A page's file, never outside dist/: page paths come from content ids, which the clinic edits in the
// dashboard (the server refuses ids that are not slugs; this refuses them again here).
const outFile = (urlPath) => {
  const file = resolve(urlPath === '/' ? join(dist, 'index.html') : join(dist, urlPath.slice(1), 'index.html'));
  if (!file.startsWith(resolve(dist) + sep)) throw new Error(`refusing to write a page outside the site: ${urlPath}`);
  return file;
};

const publicPaths = [];
for (const route of ssr.routes) {
  const paths = route.path.includes(':id') ? content.articleIds().map((id) => [route.path.replace(':id', id), id]) : [[route.path, null]];
  for (const [cleanPath, param] of paths) {
    for (const locale of locales) await renderOne(route, locale, cleanPath, param, outFile(ssr.localizedPath(locale, cleanPath)));
    if (route.kind === 'public') publicPaths.push(cleanPath);
  }
}
// 404 pages: dist/404.html (zh-TW) and dist/<lang>/404.html.
for (const locale of locales) {
  const file = locale === 'zh-TW' ? join(dist, '404.html') : join(dist, ssr.localizedPath(locale, '/').slice(1), '404.html');
  await renderOne(ssr.notFoundRoute, locale, '/', null, file);
}

// 4. sitemap.xml and robots.txt.
const privatePaths = ssr.routes.filter((r) => r.kind !== 'public').map((r) => r.path);
writeSitemap({ dist, origin, locales, localizedPath: ssr.localizedPath, publicPaths, privatePaths });
// The server reads this to let the analytics tag's hosts through its Content-Security-Policy: only
// when a measurement id was built in, and only those hosts (server/src/security.rs).
if (measurementId) writeFileSync(join(dist, 'analytics.json'), JSON.stringify({ measurementId }));
else rmSync(join(dist, 'analytics.json'), { force: true });

// 5. The service worker's shell list.
const shell = [...assets.shell, ...locales.map(ftlUrl)];
const swPath = join(dist, 'sw.js');
if (existsSync(swPath)) {
  const sw = readFileSync(swPath, 'utf8').replace('self.__SHELL__', JSON.stringify([...new Set(shell)])).replace('__VERSION__', ftlVersion + assets.entryFile);
  writeFileSync(swPath, sw);
}

rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${count} pages for ${today} in ${Date.now() - started} ms (${locales.length} locales, ${publicPaths.length} indexable paths)`);
