// E-mail verification of bookings (CLINIC_VERIFY_EMAIL): a patient books, is told to confirm by the
// e-mail's link, opens the link from the real message, presses the page's button and is told the
// booking is confirmed; the same link again says it already is. The shared test server runs with
// verification off, so this file starts its own (beside a small SMTP server of its own that keeps
// every message) on free ports with a fresh database.
// Days 105-109 of openDay() belong to this file.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { open, plain, url } from './helpers';
import { axe, bookingUrl, fillBooking, openDay, PEOPLE, tr } from './forms-support';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const messages: string[] = [];
let smtp: Server;
let server: ChildProcess;
let base = '';

/** A minimal SMTP server on loopback that accepts every message and keeps its raw text. */
function startSmtp(): Promise<number> {
  smtp = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((done) => smtp.listen(0, '127.0.0.1', () => done((smtp.address() as AddressInfo).port)));
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => done(port));
    });
  });
}

/** The verification link of the message to `to`, decoded from whatever transfer encoding it has. */
function linkTo(to: string): string | undefined {
  for (const raw of messages.filter((m) => m.includes(to))) {
    let text = raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    // Base64 parts: decode every block of base64 lines too.
    for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? []) text += Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8');
    const found = text.match(/\/forms\/booking-verify\?lang=en&(?:amp;)?token=[A-Za-z0-9_-]{43}/);
    if (found) return found[0].replace('&amp;', '&');
  }
  return undefined;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const smtpPort = await startSmtp();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'clinic-e2e-verify-'));
  server = spawn(process.env.E2E_CLINIC_BIN as string, ['serve'], {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      CLINIC_ADDR: `127.0.0.1:${port}`,
      CLINIC_DIST: join(repo, 'frontend', 'dist'),
      DATABASE_URL: `sqlite://${dir}/t.db`,
      UPLOAD_STORE: `file://${dir}/uploads`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CLINIC_VERIFY_EMAIL: '1',
      CLINIC_RATE_LIMIT: '0',
      CLINIC_OPEN_BOOKINGS_PER_CONTACT: '0',
      CLINIC_OPEN_BOOKINGS_PER_NETWORK: '0',
      RUST_LOG: 'warn',
    },
  });
  await expect.poll(async () => fetch(`${base}/healthz`).then((r) => r.status).catch(() => 0), { timeout: 30_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done()));
});

test('a patient confirms a booking with the link of the message it sends', async ({ page }) => {
  const day = openDay(105);
  await open(page, `${base}${bookingUrl('en')}`);
  await fillBooking(page, 'en', day, '10:00');
  await page.getByRole('button', { name: tr('en', 'booking-submit') }).click();
  await expect(page.getByText(tr('en', 'booking-success-verify'))).toBeVisible();
  const code = plain(await page.locator('output[aria-labelledby="booking-code-label"]').textContent()).trim();

  // Until confirmed, the status page asks for the link and says until when the seat is held.
  await open(page, `${base}${url('en', '/booking-status')}?code=${code}`);
  await page.getByLabel(tr('en', 'status-field-contact')).fill(PEOPLE.en.email);
  await page.getByRole('button', { name: tr('en', 'status-submit') }).click();
  await expect(page.getByText(/^Please confirm this booking with the link in the e-mail we sent you/)).toBeVisible();

  // The message arrives with its one-time link, which opens a page with one button.
  await expect.poll(() => linkTo('@example.com') ?? '', { timeout: 20_000 }).toContain('token=');
  const link = linkTo('@example.com') as string;
  await page.goto(`${base}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'verify-page-title') })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await page.getByRole('button', { name: tr('en', 'verify-page-confirm') }).click();
  await expect(page.getByRole('status')).toHaveText(tr('en', 'verify-page-verified'));

  // The same link again: already confirmed, nothing to do.
  await page.goto(`${base}${link}`);
  await expect(page.getByRole('status')).toHaveText(tr('en', 'verify-page-already'));
  expect((await axe(page)).violations).toEqual([]);
});
