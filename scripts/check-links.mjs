#!/usr/bin/env node
// Findable pages (issue 14): over the prerendered site, every public page (sitemap.xml, every
// language) is linked from at least one other page, and from every public page the pages a patient
// looks for (online assessment, articles, FAQ, contact, international patients, booking status) are
// at most two clicks away. Usage: node scripts/check-links.mjs [dist dir]. No dependencies.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pages every other page must reach within two clicks (clean paths, before the language prefix). */
export const FINDABLE = ['/assessment', '/articles', '/faq', '/contact', '/international', '/booking-status'];

/** A site path without origin, query, hash or trailing slash; null for other sites and non-pages. */
export function normalise(href, origin) {
  let h = href.trim().replace(/&amp;/g, '&');
  if (origin && h.startsWith(origin)) h = h.slice(origin.length) || '/';
  if (!h.startsWith('/') || h.startsWith('//')) return null;
  h = h.replace(/[?#].*$/, '');
  if (/\.[a-z0-9]+$/i.test(h) && !h.endsWith('.html')) return null; // images, feeds, calendar files
  return h.length > 1 ? h.replace(/\/$/, '') : '/';
}

/** Links of a page's HTML: the href of every <a>. */
export const linksOf = (html, origin) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) => normalise(m[1], origin)).filter(Boolean);

/** The page's language prefix ('' for zh-TW): `/en/faq` → `/en`. */
const prefixOf = (path, prefixes) => prefixes.find((p) => path === p || path.startsWith(`${p}/`)) ?? '';

/**
 * Problems of a site given as `pages` (path → links): orphans, and findable pages further than two
 * clicks. `prefixes` are the non-default languages' path prefixes.
 */
export function linkProblems(pages, prefixes) {
  const problems = [];
  const linkedFrom = new Map([...pages.keys()].map((p) => [p, 0]));
  for (const [from, links] of pages) for (const to of new Set(links)) if (to !== from && linkedFrom.has(to)) linkedFrom.set(to, linkedFrom.get(to) + 1);
  for (const [path, n] of linkedFrom) if (n === 0) problems.push(`${path}: no other page links to it`);
  for (const [from, links] of pages) {
    const prefix = prefixOf(from, prefixes);
    const oneClick = new Set(links);
    const twoClicks = new Set([...oneClick].flatMap((p) => pages.get(p) ?? []));
    for (const target of FINDABLE) {
      const to = target === '/' ? prefix || '/' : `${prefix}${target}`;
      if (to !== from && !oneClick.has(to) && !twoClicks.has(to)) problems.push(`${from}: ${to} is more than two clicks away`);
    }
  }
  return problems;
}

/** The public pages of a built site (its sitemap) and their links. */
export function readSite(dist) {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const origin = new URL(urls[0]).origin;
  const paths = urls.map((u) => normalise(u, origin));
  const prefixes = [...new Set(paths.map((p) => /^\/[a-z]{2}(?=\/|$)/.exec(p)?.[0]).filter(Boolean))];
  const pages = new Map();
  for (const path of paths) {
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
    if (!existsSync(file)) throw new Error(`${path} is in the sitemap but ${file} is missing`);
    pages.set(path, linksOf(readFileSync(file, 'utf8'), origin));
  }
  return { pages, prefixes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'frontend', 'dist');
  const { pages, prefixes } = readSite(dist);
  const problems = linkProblems(pages, prefixes);
  if (problems.length) {
    console.error(`check-links: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`- ${p}`);
    process.exit(1);
  }
  console.log(`check-links: ${pages.size} public pages, each linked from another, ${FINDABLE.length} findable pages within two clicks of every one`);
}
