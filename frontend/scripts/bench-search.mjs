// Article search latency in WASM over the real per-locale index (the docs /articles hands to
// `loadSearch`), with realistic queries: exact, prefix (as you type), typo, per script.
// Run: node scripts/bench-search.mjs (after `make wasm`).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createContent } from './content.mjs';
import { createContentPages } from './content-pages.mjs';
import { row } from '../../scripts/bench-table.mjs';

const require = createRequire(import.meta.url);
const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const { Search } = require(join(root, 'pkg-node', 'clinic_core.js'));
const pages = createContentPages(createContent(root, () => {}));

const QUERIES = {
  'zh-TW': ['脂肪瘤', '脂肪', '粉瘤 復發', '麻醉'],
  en: ['lipoma', 'lip', 'lipoam', 'cyst recurrence', 'anaesthesia'],
  ja: ['脂肪腫', '粉瘤', '麻酔'],
  ko: ['지방종', '낭종', '마취'],
  es: ['lipoma', 'quiste', 'anestesia', 'cicatriz'],
  ar: ['الورم الشحمي', 'التَّخْدِير', 'كيس'],
  hi: ['लाइपोमा', 'सिस्ट', 'एनेस्थीसिया'],
};
const ROUNDS = 2000;

for (const [locale, queries] of Object.entries(QUERIES)) {
  const docs = pages.pageData('articles', locale).articles.map(({ id, title, excerpt, category, tags }) => ({ id, title, excerpt, category, tags }));
  const t0 = performance.now();
  const index = new Search(locale, docs);
  const buildMs = performance.now() - t0;
  const times = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of queries) {
      const s = performance.now();
      index.search(q, undefined, 20);
      times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);
  const us = (ms) => `${(ms * 1000).toFixed(1)} µs`;
  const hits = queries.map((q) => `${q}→${index.search(q, undefined, 20).length}`).join(' ');
  row('search', `query latency ${locale} (${docs.length} articles)`, `p50 ${us(times[times.length >> 1])}, p99 ${us(times[Math.floor(times.length * 0.99)])}`);
  console.log(`search ${locale.padEnd(5)} ${docs.length} articles, index build ${us(buildMs)} (first call includes WASM warm-up); query p50 ${us(times[times.length >> 1])}, p99 ${us(times[Math.floor(times.length * 0.99)])} [${hits}]`);
}
