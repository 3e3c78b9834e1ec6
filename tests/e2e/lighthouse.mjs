// Lighthouse 12.8 (mobile, the default config) on the home, services, articles and booking pages in
// zh-TW, en and ar (docs/performance.md), against the built site served by `clinic serve`, in Debian's Chromium.
// Prints one row per page: the four category scores and LCP, time to interactive, TBT and CLS, and
// marks the figures over budget. `LH_PATHS=/services,/en` runs only those pages; `LH_VERBOSE=1` also
// names the largest-paint element (what to look at when LCP is over budget); `CLINIC_DIST=<dir>` measures
// another build (e.g. a checkout of main, for a before/after table); `CLINIC_BIN=<file>` another server
// binary; `LH_JSON_DIR=<dir>` keeps each page's Lighthouse JSON there (its `long-tasks`, `bootup-time` and
// `mainthread-work-breakdown` audits name what blocked the page).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { row } from '../../scripts/bench-table.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const binary = process.env.CLINIC_BIN || ['release', 'debug'].map((p) => join(repo, 'target', p, 'clinic')).find(existsSync);
if (!binary) {
  console.log('lighthouse: no target/*/clinic binary; build the server first (cargo build -p clinic-server)');
  process.exit(0);
}
const port = await new Promise((ok) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => ok(port));
  });
});
const db = mkdtempSync(join(tmpdir(), 'clinic-lh-'));
const server = spawn(binary, ['serve'], {
  cwd: repo,
  env: { ...process.env, CLINIC_ADDR: `127.0.0.1:${port}`, CLINIC_DIST: process.env.CLINIC_DIST || join(repo, 'frontend', 'dist'), DATABASE_URL: `sqlite://${db}/t.db`, RUST_LOG: 'warn' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const pages = ['/', '/services', '/articles', '/medical-booking'];
    const all = ['', '/en', '/ar'].flatMap((prefix) => pages.map((p) => (prefix && p === '/' ? prefix : prefix + p)));
    const paths = process.env.LH_PATHS ? process.env.LH_PATHS.split(',') : all;
    const width = Math.max(...paths.map((p) => p.length));
    for (const path of paths) {
      // A trace occasionally fails to record on a busy 2-core machine: try once more.
      let { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (lhr.runtimeError) ({ lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' }));
      if (process.env.LH_JSON_DIR) {
        mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
        writeFileSync(join(process.env.LH_JSON_DIR, `${path.replaceAll('/', '_') || '_'}.json`), JSON.stringify(lhr));
      }
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const a = lhr.audits;
      const num = (id, scale, digits) => {
        const v = a[id]?.numericValue;
        return v === undefined ? `n/a (${a[id]?.errorMessage ?? lhr.runtimeError?.message ?? 'no value'})` : (v / scale).toFixed(digits);
      };
      // docs/performance.md's budget; a figure over it is marked with "!".
      const over = (id, limit) => ((a[id]?.numericValue ?? Infinity) > limit ? '!' : '');
      console.log(
        `lighthouse ${path.padEnd(width)} performance ${score('performance')} accessibility ${score('accessibility')} best-practices ${score('best-practices')} seo ${score('seo')} | ` +
          `LCP ${num('largest-contentful-paint', 1000, 2)} s${over('largest-contentful-paint', 1000)} TTI ${num('interactive', 1000, 2)} s${over('interactive', 1500)} ` +
          `TBT ${num('total-blocking-time', 1, 0)} ms${over('total-blocking-time', 50)} CLS ${num('cumulative-layout-shift', 1, 3)}${over('cumulative-layout-shift', 0.02)}`,
      );
      row(
        'lighthouse mobile',
        path,
        `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}; ` +
          `LCP ${num('largest-contentful-paint', 1000, 2)} s, TTI ${num('interactive', 1000, 2)} s, TBT ${num('total-blocking-time', 1, 0)} ms, CLS ${num('cumulative-layout-shift', 1, 3)}`,
        'LCP ≤ 1 s, TTI ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.02',
      );
      if (process.env.LH_VERBOSE) {
        const item = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        console.log(`  largest paint: ${item?.snippet ?? 'n/a'} (${item?.selector ?? ''})`);
        for (const phase of a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []) console.log(`  ${phase.phase}: ${Math.round(phase.timing)} ms`);
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}
