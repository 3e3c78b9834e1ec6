// Prints the first-load JS (gzip) of the home page per language: every JS file its HTML loads
// (entry script and module preloads, which include the page chunk), plus the WASM core for reference.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const BUDGET_KB = 100;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const homes = { 'zh-TW': 'index.html', en: 'en/index.html', ja: 'ja/index.html', ko: 'ko/index.html', es: 'es/index.html', ar: 'ar/index.html', hi: 'hi/index.html' };
let worst = 0;
for (const [lang, page] of Object.entries(homes)) {
  const html = readFileSync(join(dist, page), 'utf8');
  const files = [...html.matchAll(/(?:modulepreload" href|type="module" src)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const total = files.reduce((sum, f) => sum + gz(f), 0) + gz('boot.js');
  worst = Math.max(worst, total);
  console.log(`home ${lang.padEnd(5)} first-load JS ${(total / 1024).toFixed(1)} KB gzip (${files.length + 1} files)`);
}
const wasm = readdirSync(join(dist, 'assets')).find((f) => f.endsWith('.wasm'));
if (wasm) console.log(`wasm core ${(gz(join('assets', wasm)) / 1024).toFixed(1)} KB gzip (loaded after first paint)`);
console.log(`budget ${BUDGET_KB} KB: ${worst / 1024 <= BUDGET_KB ? 'met' : 'EXCEEDED'}`);
