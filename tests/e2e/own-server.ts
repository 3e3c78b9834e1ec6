// For the specs that need a server of their own (other settings than the shared one's): a clinic
// server on a free port with a fresh database, a small SMTP server on loopback that keeps every
// message it is sent, and the local LINE and WhatsApp (tests/providers/sandbox.mjs).
import { expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => done(port));
    });
  });
}

export interface SmtpSink {
  port: number;
  /** Every message's raw text, in arrival order. */
  messages: string[];
  close(): Promise<void>;
}

/** A minimal SMTP server on loopback that accepts every message and keeps its raw text. */
export function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    // A client may drop its connection without QUIT (the server's pool closing, the server stopping):
    // a reset is the end of that conversation, not an error of the test.
    socket.on('error', () => socket.destroy());
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
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        port: (server.address() as AddressInfo).port,
        messages,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    ),
  );
}

/** A message's text with its transfer encodings undone (quoted-printable soft breaks and `=3D`, base64 blocks). */
export function decoded(raw: string): string {
  let text = raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  // A block's last line is usually shorter than the others: it belongs to the block too.
  for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+(?:^[A-Za-z0-9+/=]{1,19}\r?\n)?/gm) ?? []) {
    text += Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8');
  }
  return text;
}

export interface OwnServer {
  base: string;
  port: number;
  /** Its database, for `clinic` commands on it (staff accounts). */
  databaseUrl: string;
  stop(): void;
}

/** Starts `clinic serve` on `port` (a free one by default) with a fresh database and `env` on top of
 *  the shared server's test settings, and waits until it answers. */
export async function startClinic(env: Record<string, string>, port?: number): Promise<OwnServer> {
  const listen = port ?? (await freePort());
  const base = `http://127.0.0.1:${listen}`;
  const dir = mkdtempSync(join(tmpdir(), 'clinic-e2e-own-'));
  const server = spawn(process.env.E2E_CLINIC_BIN as string, ['serve'], {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      CLINIC_ADDR: `127.0.0.1:${listen}`,
      CLINIC_DIST: join(repo, 'frontend', 'dist'),
      DATABASE_URL: `sqlite://${dir}/t.db`,
      // The site versions it publishes and serves (content-publishing.spec.ts): never the repository's.
      CLINIC_SITE_VERSIONS: join(dir, 'site-versions'),
      UPLOAD_STORE: `file://${dir}/uploads`,
      CLINIC_RATE_LIMIT: '0',
      CLINIC_OPEN_BOOKINGS_PER_CONTACT: '0',
      CLINIC_OPEN_BOOKINGS_PER_NETWORK: '0',
      RUST_LOG: 'warn',
      ...env,
    },
  });
  await expect.poll(async () => fetch(`${base}/healthz`).then((r) => r.status).catch(() => 0), { timeout: 30_000 }).toBe(200);
  return { base, port: listen, databaseUrl: `sqlite://${dir}/t.db`, stop: () => server.kill('SIGTERM') };
}

/** The sandbox's default credentials (tests/providers/README.md), for the clinic server too. */
export const PROVIDER_CREDENTIALS = {
  LINE_CHANNEL_ACCESS_TOKEN: 'line-token',
  LINE_CHANNEL_SECRET: 'line-secret',
  LINE_LOGIN_CHANNEL_ID: '1650000000',
  LINE_LOGIN_CHANNEL_SECRET: 'login-secret',
  WHATSAPP_TOKEN: 'wa-token',
  WHATSAPP_PHONE_NUMBER_ID: '109000000000001',
  WHATSAPP_APP_SECRET: 'wa-app-secret',
};

export interface ProviderSandbox {
  base: string;
  /** The clinic server's settings that point LINE and WhatsApp at this sandbox. */
  env: Record<string, string>;
  stop(): void;
}

/** Starts the local LINE and WhatsApp (it exits when our end of its stdin closes) and reads its port
 *  off its first line. */
export function startProviderSandbox(): Promise<ProviderSandbox> {
  const child = spawn(process.execPath, [join(repo, 'tests', 'providers', 'sandbox.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...PROVIDER_CREDENTIALS, SANDBOX_EXIT_ON_STDIN_EOF: '1' },
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the sandbox exited (${code}) before it listened`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const base = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
      done({
        base,
        env: {
          ...PROVIDER_CREDENTIALS,
          LINE_API_BASE: base,
          LINE_ACCESS_BASE: base,
          LINE_BOT_BASIC_ID: '@clinic-test',
          WHATSAPP_API_BASE: `${base}/v21.0`,
        },
        stop: () => {
          child.stdin?.end();
          child.kill('SIGTERM');
        },
      });
    });
  });
}
