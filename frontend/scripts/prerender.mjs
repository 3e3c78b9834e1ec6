// Renders every route × locale to dist/<path>/index.html with React's server renderer and the WASM
// core (through dist-ssr/entry-server.js), plus 404 pages, i18n bundles, QR codes, sitemap and robots.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import QRCode from 'qrcode';
import { createContent, markdownBlocks, readFtl } from './content.mjs';
import { createContentPages } from './content-pages.mjs';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const root = join(frontend, '..');
const dist = join(frontend, 'dist');
const origin = (process.env.SITE_URL || 'https://www.lipomaclinic.tw').replace(/\/$/, '');
const measurementId = process.env.GA_MEASUREMENT_ID || '';

const ssr = await import(pathToFileURL(join(frontend, 'dist-ssr', 'entry-server.js')).href);
const locales = ssr.siteLocales();
const content = createContent(root);
const contentPages = createContentPages(root, content, { origin, localizedPath: ssr.localizedPath });

// i18n bundles, fetched by the client as static files (not JS).
const sources = Object.fromEntries(locales.map((l) => [l, readFtl(root, l)]));
const ftlVersion = createHash('sha256').update(JSON.stringify(sources)).digest('hex').slice(0, 10);
mkdirSync(join(dist, 'i18n'), { recursive: true });
for (const [l, src] of Object.entries(sources)) writeFileSync(join(dist, 'i18n', `${l}.ftl`), src);

// QR codes as SVG, generated at build time.
mkdirSync(join(dist, 'images', 'qr'), { recursive: true });
const clinics = content.shared.clinics;
for (const [name, url] of [['line', clinics.line.url], ['whatsapp', clinics.whatsapp.url]]) {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0a2e2a', light: '#ffffff' } });
  writeFileSync(join(dist, 'images', 'qr', `${name}.svg`), svg);
}

// Assets from the client manifest.
const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The staff dashboard is its own build (vite.dashboard.config.ts): no public chunk may contain its code.
const leaked = Object.keys(manifest).filter((k) => k.startsWith('src/dashboard/') || (manifest[k].imports ?? []).some((i) => i.startsWith('src/dashboard/')));
if (leaked.length) throw new Error(`public build contains staff dashboard modules: ${leaked.join(', ')}`);
function chunkClosure(key, seen = new Set()) {
  if (!key || seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) chunkClosure(dep, seen);
  return seen;
}
const entryChunks = chunkClosure(entryKey);
const css = [...new Set([...entryChunks].flatMap((k) => manifest[k].css ?? []))];
const routeSource = (route) => `src/${route.module}`;

function assetTags(route) {
  const pageKey = routeSource(route);
  const preload = new Set();
  for (const k of entryChunks) if (k !== entryKey) preload.add(manifest[k].file);
  if (pageKey && manifest[pageKey]) for (const k of chunkClosure(pageKey)) if (!entryChunks.has(k)) preload.add(manifest[k].file);
  const pageCss = pageKey && manifest[pageKey] ? [...chunkClosure(pageKey)].flatMap((k) => manifest[k].css ?? []) : [];
  return [
    ...[...new Set([...css, ...pageCss])].map((f) => `<link rel="stylesheet" href="/${f}">`),
    // boot.js requests these once the page is painted (entry first, then what it will import).
    `<meta name="app-modules" content="${[manifest[entryKey].file, ...preload].map((f) => `/${f}`).join(' ')}">`,
  ].join('\n');
}

const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

// The theme script must run before first paint; as a file it would cost a blocking round trip
// (Lighthouse: ~0.3 s on a mobile connection), so it is inlined. The server's CSP allows it by the
// SHA-256 of dist/boot.js, so it must stay byte for byte that file.
const bootSource = readFileSync(join(dist, 'boot.js'), 'utf8');
const bootTag = bootSource.toLowerCase().includes('</script') ? '<script src="/boot.js"></script>' : `<script>${bootSource}</script>`;

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
${assetTags(route)}
</head>
<body>
<div id="root">${html}</div>
<script type="application/json" id="page-data">${json(data)}</script>
</body>
</html>
`;
}

function pageDataFor(route, locale, param) {
  // The content pages' data (scripts/content-pages.mjs); the rest below.
  const own = contentPages.pageData(route.id, locale, param);
  if (own) return own;
  switch (route.id) {
    case 'home':
      return { certificates: content.certificates(locale).filter((c) => c.category === 'core').slice(0, 4) };
    case 'doctor':
      return { certificates: content.certificates(locale) };
    case 'cases':
      return { cases: content.cases(locale) };
    case 'videos':
      return { videos: content.videos(locale) };
    case 'faq':
      return { faq: content.faq(locale) };
    case 'articles':
      return {
        articles: content.articleIds().map((id) => {
          const a = content.article(locale, id);
          return { id, category: a.category, title: a.title, excerpt: a.excerpt, readTime: a.readTime, publishedAt: a.publishedAt, featured: a.featured };
        }),
      };
    case 'article': {
      const a = content.article(locale, param);
      return {
        article: {
          id: a.id, category: a.category, title: a.title, excerpt: a.excerpt, publishedAt: a.publishedAt, readTime: a.readTime,
          blocks: markdownBlocks(a.body),
          related: a.related.map((id) => ({ id, title: content.article(locale, id).title })),
        },
        seo: { title: a.title, description: a.excerpt, breadcrumbParent: { path: '/articles', key: 'page-articles-title' } },
      };
    }
    default:
      return {};
  }
}

function outFile(urlPath) {
  return urlPath === '/' ? join(dist, 'index.html') : join(dist, urlPath.slice(1), 'index.html');
}

const renderer = ssr.createRenderer(sources, origin);
const sitemap = [];
let count = 0;

async function renderOne(route, locale, cleanPath, param, file) {
  const site = { clinic: content.clinic(locale) };
  const data = { route: route.id, locale, path: cleanPath, ftl: ftlVersion, measurementId, site, page: pageDataFor(route, locale, param) };
  const out = await renderer.render(data);
  const html = documentHtml({ locale, direction: out.direction, head: out.head, html: out.html, data, route });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  count++;
}

const started = Date.now();
for (const route of ssr.routes) {
  const paths = route.path.includes(':id') ? content.articleIds().map((id) => [route.path.replace(':id', id), id]) : [[route.path, null]];
  for (const [cleanPath, param] of paths) {
    for (const locale of locales) {
      const urlPath = ssr.localizedPath(locale, cleanPath);
      await renderOne(route, locale, cleanPath, param, outFile(urlPath));
    }
    if (route.kind === 'public') sitemap.push(cleanPath);
  }
}
// 404 pages: dist/404.html (zh-TW) and dist/<lang>/404.html.
for (const locale of locales) {
  const file = locale === 'zh-TW' ? join(dist, '404.html') : join(dist, ssr.localizedPath(locale, '/').slice(1), '404.html');
  await renderOne(ssr.notFoundRoute, locale, '/', null, file);
}

// sitemap.xml with hreflang alternates, robots.txt.
const loc = (l, p) => origin + ssr.localizedPath(l, p);
const urls = sitemap.flatMap((p) =>
  locales.map(
    (l) => `<url><loc>${loc(l, p)}</loc>${locales.map((a) => `<xhtml:link rel="alternate" hreflang="${a}" href="${loc(a, p)}"/>`).join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${loc('zh-TW', p)}"/></url>`,
  ),
);
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
const noindex = ssr.routes.filter((r) => r.kind !== 'public').flatMap((r) => locales.map((l) => ssr.localizedPath(l, r.path)));
// The staff dashboard (its own build, every path below it) is noindex and never in the sitemap.
// The server reads this to let the analytics tag's hosts through its Content-Security-Policy: only
// when a measurement id was built in, and only those hosts (server/src/security.rs).
if (measurementId) writeFileSync(join(dist, 'analytics.json'), JSON.stringify({ measurementId }));
else rmSync(join(dist, 'analytics.json'), { force: true });
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n${noindex.map((p) => `Disallow: ${p}$`).join('\n')}\nDisallow: /medical-dashboard\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);

// The service worker's shell list.
const shell = ['/boot.js', `/${manifest[entryKey].file}`, ...css.map((f) => `/${f}`), ...[...entryChunks].map((k) => `/${manifest[k].file}`), ...locales.map((l) => `/i18n/${l}.ftl?v=${ftlVersion}`)];
const swPath = join(dist, 'sw.js');
if (existsSync(swPath)) {
  const sw = readFileSync(swPath, 'utf8').replace('self.__SHELL__', JSON.stringify([...new Set(shell)])).replace('__VERSION__', ftlVersion + manifest[entryKey].file);
  writeFileSync(swPath, sw);
}

rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${count} pages in ${Date.now() - started} ms (${locales.length} locales, ${sitemap.length} indexable paths)`);
