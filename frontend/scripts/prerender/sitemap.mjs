// sitemap.xml (every public path in every locale, with hreflang alternates) and robots.txt.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeSitemap({ dist, origin, locales, localizedPath, publicPaths, privatePaths }) {
  const loc = (l, p) => origin + localizedPath(l, p);
  const urls = publicPaths.flatMap((p) =>
    locales.map(
      (l) => `<url><loc>${loc(l, p)}</loc>${locales.map((a) => `<xhtml:link rel="alternate" hreflang="${a}" href="${loc(a, p)}"/>`).join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${loc('zh-TW', p)}"/></url>`,
    ),
  );
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  const noindex = privatePaths.flatMap((p) => locales.map((l) => localizedPath(l, p)));
  // The staff dashboard (its own build, every path below it) is noindex and never in the sitemap.
  writeFileSync(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n${noindex.map((p) => `Disallow: ${p}$`).join('\n')}\nDisallow: /medical-dashboard\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
}
