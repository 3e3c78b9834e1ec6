// The client build's manifest (dist/.vite/manifest.json, kept as dist-ssr/client-manifest.json) as the
// tags a page needs: its stylesheets, the module list boot.js loads after first paint, and the files the
// app fetches as it starts (the core's WASM and the page's translations), which boot.js requests with it.
import { readFileSync } from 'node:fs';

export function readAssets(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The staff dashboard is its own build (vite.dashboard.config.ts): no public chunk may contain its code.
  const leaked = Object.keys(manifest).filter((k) => k.startsWith('src/dashboard/') || (manifest[k].imports ?? []).some((i) => i.startsWith('src/dashboard/')));
  if (leaked.length) throw new Error(`public build contains staff dashboard modules: ${leaked.join(', ')}`);

  const chunkClosure = (key, seen = new Set()) => {
    if (!key || seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) chunkClosure(dep, seen);
    return seen;
  };
  const entryChunks = chunkClosure(entryKey);
  const css = [...new Set([...entryChunks].flatMap((k) => manifest[k].css ?? []))];
  // The core's WASM, which the entry fetches only once its modules have run: requested beside them instead.
  const wasm = [...new Set([...entryChunks].flatMap((k) => (manifest[k].assets ?? []).filter((f) => f.endsWith('.wasm'))))];
  if (!wasm.length) throw new Error('the entry imports no WASM: the core is missing from the client build');

  return {
    /**
     * The stylesheets, the module list and the other files the app fetches as it starts (the core's
     * WASM, the page language's translations: `translations`) of one route's page.
     */
    tags(route, translations) {
      if (!translations) throw new Error(`no translations file for the page of ${route.id}`);
      const pageKey = `src/${route.module}`;
      const preload = new Set();
      for (const k of entryChunks) if (k !== entryKey) preload.add(manifest[k].file);
      const page = manifest[pageKey] ? chunkClosure(pageKey) : new Set();
      for (const k of page) if (!entryChunks.has(k)) preload.add(manifest[k].file);
      const pageCss = [...page].flatMap((k) => manifest[k].css ?? []);
      return [
        ...[...new Set([...css, ...pageCss])].map((f) => `<link rel="stylesheet" href="/${f}">`),
        // boot.js requests these once the page is painted (entry first, then what it will import).
        `<meta name="app-modules" content="${[manifest[entryKey].file, ...preload].map((f) => `/${f}`).join(' ')}">`,
        `<meta name="app-fetches" content="${[...wasm.map((f) => `/${f}`), translations].join(' ')}">`,
      ].join('\n');
    },
    /** What the service worker keeps for offline use: boot script, entry, its chunks and styles. */
    shell: ['/boot.js', `/${manifest[entryKey].file}`, ...css.map((f) => `/${f}`), ...[...entryChunks].map((k) => `/${manifest[k].file}`)],
    /** Changes whenever the entry's code does: part of the service worker's cache name. */
    entryFile: manifest[entryKey].file,
  };
}
