// The browser tests of the site as built with GA_MEASUREMENT_ID (analytics-tag.spec.ts): a second build
// (analytics-build.mjs, into a temporary directory) served by a second server with its own database.
// Its own config, so only this run pays for that build: `npm run test:e2e` runs it after the main one.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import base from './playwright.config';
import { MEASUREMENT_ID, PUBLISHED_VIDEO } from './analytics-fixture';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
// Evaluated again in every worker: the port and the directory are picked once, in the runner.
if (!process.env.E2E_GA_PORT) {
  process.env.E2E_GA_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  process.env.E2E_GA_DIR = mkdtempSync(join(tmpdir(), 'clinic-e2e-analytics-'));
}
const port = Number(process.env.E2E_GA_PORT);
const out = process.env.E2E_GA_DIR as string;
const baseURL = `http://127.0.0.1:${port}`;
const build = [process.execPath, join(here, 'analytics-build.mjs'), out, MEASUREMENT_ID, PUBLISHED_VIDEO.id, PUBLISHED_VIDEO.youtubeId];

export default defineConfig({
  ...base,
  testMatch: 'analytics-tag.spec.ts',
  testIgnore: [],
  use: { ...base.use, baseURL },
  webServer: {
    command: `${build.map((a) => JSON.stringify(a)).join(' ')} && ${JSON.stringify(process.env.E2E_CLINIC_BIN)} serve`,
    cwd: repo,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      CLINIC_ADDR: `127.0.0.1:${port}`,
      CLINIC_DIST: join(out, 'dist'),
      DATABASE_URL: `sqlite://${out}/t.db`,
      CLINIC_RATE_LIMIT: '0',
      RUST_LOG: 'warn',
    },
  },
});
