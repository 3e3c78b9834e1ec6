import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Never download a browser: Debian's Chromium, headless.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The config is evaluated again in every worker: pick the port and the database once, in the runner,
// and hand them down through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
  process.env.E2E_DB_DIR = mkdtempSync(join(tmpdir(), 'clinic-e2e-'));
}
const port = Number(process.env.E2E_PORT);
// The server's database, also for tests that use the CLI beside it (`clinic admin create-user`).
process.env.E2E_DATABASE_URL = `sqlite://${process.env.E2E_DB_DIR}/t.db`;
process.env.E2E_CLINIC_BIN = join(process.env.CARGO_TARGET_DIR ? resolve(repo, process.env.CARGO_TARGET_DIR) : join(repo, 'target'), 'debug', 'clinic');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // the analytics build's tests need their own build and server: analytics-build.config.ts
  testIgnore: '**/analytics-tag.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A browser set to Traditional Chinese, like most of the clinic's patients: the site's unprefixed
    // pages then offer no other language (language-suggestion.spec.ts opens other browser languages).
    locale: 'zh-TW',
    browserName: 'chromium',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${process.env.E2E_CLINIC_BIN} serve`,
    cwd: repo,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      CLINIC_ADDR: `127.0.0.1:${port}`,
      CLINIC_DIST: join(repo, 'frontend', 'dist'),
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      CLINIC_RATE_LIMIT: '0',
      // Every spec books with one test patient from one address: the flood limits are off here.
      CLINIC_OPEN_BOOKINGS_PER_CONTACT: '0',
      CLINIC_OPEN_BOOKINGS_PER_NETWORK: '0',
      // The waitlist task looks every second, so offers.spec.ts sees a freed seat offered at once
      // (the only specs with waiting patients keep their slots full).
      CLINIC_WAITLIST_POLL_SECONDS: '1',
      RUST_LOG: 'warn',
    },
  },
});
