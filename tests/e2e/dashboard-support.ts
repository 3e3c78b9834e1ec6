// Shared by the dashboard-*.spec.ts files: staff accounts made with the CLI (as a clinic does), TOTP
// codes computed from the secret the sign-in page shows, and the sign-in steps.
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Locale } from './helpers';
import { tr } from './forms-support';

export interface StaffAccount {
  email: string;
  password: string;
}

/** A new staff account through `clinic admin create-user` on the server's database (password on stdin);
 *  `contentRole` lets it edit (or also review) the site's content, `databaseUrl` names another server's
 *  database than the shared one's. */
export function createStaff(
  role: 'admin' | 'staff',
  branch?: 'taipei' | 'kaohsiung',
  options: { contentRole?: 'editor' | 'reviewer'; databaseUrl?: string } = {},
): StaffAccount {
  const email = `${role}-${randomBytes(4).toString('hex')}@clinic.example`;
  const password = `Pw-${randomBytes(9).toString('base64url')}`;
  const args = [
    'admin', 'create-user', '--email', email, '--role', role,
    ...(branch ? ['--branch', branch] : []),
    ...(options.contentRole ? ['--content-role', options.contentRole] : []),
  ];
  execFileSync(process.env.E2E_CLINIC_BIN ?? '', args, {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: options.databaseUrl ?? process.env.E2E_DATABASE_URL, RUST_LOG: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return { email, password };
}

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/[=\s]/g, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The RFC 6238 code (SHA-1, 30 s, 6 digits) of a secret at a time. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Opens the dashboard in a language (the dashboard keeps its language as a setting). */
export async function openDashboard(page: Page, locale: Locale, path = '/medical-dashboard') {
  await page.addInitScript((l) => localStorage.setItem('dashboard-language', l), locale);
  await page.goto(path);
}

/**
 * Signs in for the first time: password, then the enrolment (QR code and secret shown), a code computed
 * from the shown secret, the recovery codes shown once; ends on the overview.
 */
export async function signInFirstTime(page: Page, locale: Locale, account: StaffAccount): Promise<{ secret: string; recoveryCodes: string[] }> {
  await openDashboard(page, locale, '/medical-dashboard/login');
  await page.getByLabel(tr(locale, 'dash-login-email')).fill(account.email);
  await page.getByLabel(tr(locale, 'dash-login-password')).fill(account.password);
  await page.getByRole('button', { name: tr(locale, 'dash-login-continue') }).click();
  await expect(page.getByRole('heading', { name: tr(locale, 'dash-login-enrol-title') })).toBeVisible();
  await expect(page.getByRole('img', { name: tr(locale, 'dash-login-qr-alt') })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  await page.getByLabel(tr(locale, 'dash-login-code')).fill(totp(secret));
  await page.getByRole('button', { name: tr(locale, 'dash-login-verify') }).click();
  await expect(page.getByRole('heading', { name: tr(locale, 'dash-login-recovery-title') })).toBeVisible();
  const codes = page.getByRole('list', { name: tr(locale, 'dash-login-recovery-title') }).getByRole('listitem');
  await expect(codes).not.toHaveCount(0);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: tr(locale, 'dash-login-recovery-done') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-overview') })).toBeVisible();
  return { secret, recoveryCodes };
}

/** A 1×1 PNG: a real image the server accepts as a photo. */
export const tinyPng = {
  name: 'spot.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};
