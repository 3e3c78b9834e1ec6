// Staff sign-in: an account made with the CLI signs in with its password and an authenticator code
// (enrolled at the first sign-in), comes back with a recovery code, signs out everywhere; wrong
// passwords get a translated answer and a brute force ends in a translated lock-out.
import { expect, test } from '@playwright/test';
import { axe, tr } from './forms-support';
import type { Locale } from './helpers';
import { createStaff, openDashboard, signInFirstTime } from './dashboard-support';

async function passwordStep(page: import('@playwright/test').Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(tr(locale, 'dash-login-email')).fill(email);
  await page.getByLabel(tr(locale, 'dash-login-password')).fill(password);
  await page.getByRole('button', { name: tr(locale, 'dash-login-continue') }).click();
}

test('an account made with the CLI enrols TOTP, signs back in with a recovery code, and signs out everywhere', async ({ page }) => {
  const account = createStaff('staff', 'taipei');
  const { recoveryCodes } = await signInFirstTime(page, 'en', account);
  await page.getByRole('button', { name: tr('en', 'dash-sign-out'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'dash-login-title') })).toBeVisible();

  // Back to a protected screen: the sign-in screen again.
  await page.goto('/medical-dashboard/inbox');
  await expect(page).toHaveURL(/\/medical-dashboard\/login$/);
  await passwordStep(page, 'en', account.email, account.password);
  await page.getByRole('button', { name: tr('en', 'dash-login-use-recovery') }).click();
  await page.getByLabel(tr('en', 'dash-login-recovery-code')).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: tr('en', 'dash-login-verify') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'dash-nav-overview') })).toBeVisible();
  // A staff account sees no admin sections.
  await expect(page.getByRole('link', { name: tr('en', 'dash-nav-users') })).toHaveCount(0);

  await page.getByRole('button', { name: tr('en', 'dash-sign-out-everywhere') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'dash-login-title') })).toBeVisible();
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
});

test('a wrong password is answered in the dashboard language, and a brute force locks the account', async ({ page }) => {
  const account = createStaff('staff');
  await openDashboard(page, 'ar', '/medical-dashboard/login');
  await passwordStep(page, 'ar', account.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(tr('ar', 'dash-error-invalid-credentials'));
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const locked = new RegExp(esc(tr('ar', 'dash-error-locked', { minutes: 'MINUTES' })).replace('MINUTES', '\u2068?\\d+\u2069?'));
  for (let i = 0; i < 10; i++) {
    await page.getByRole('button', { name: tr('ar', 'dash-login-continue') }).click();
    await expect(page.getByRole('button', { name: tr('ar', 'dash-login-continue') })).toBeEnabled();
    if (locked.test((await page.getByRole('alert').textContent()) ?? '')) break;
  }
  await expect(page.getByRole('alert')).toHaveText(locked);
  // Locked means locked: even the right password is refused now.
  await passwordStep(page, 'ar', account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText(locked);
});

test('an admin creates a staff account and sees its one-time password; the audit log lists it', async ({ page }) => {
  const admin = createStaff('admin');
  await signInFirstTime(page, 'en', admin);
  await page.getByRole('link', { name: tr('en', 'dash-nav-users') }).click();
  const email = `new-${Date.now()}@clinic.example`;
  const form = page.getByRole('form', { name: tr('en', 'dash-users-create') });
  await form.getByLabel(tr('en', 'dash-login-email')).fill(email);
  await form.getByLabel(tr('en', 'dash-col-branch')).selectOption('kaohsiung');
  await form.getByRole('button', { name: tr('en', 'dash-users-create-submit') }).click();
  await expect(page.getByRole('status')).toContainText(email);
  await expect(page.getByRole('table', { name: tr('en', 'dash-nav-users') })).toContainText(email);

  await page.getByRole('button', { name: tr('en', 'dash-users-disable-for', { email }) }).click();
  await expect(page.getByRole('button', { name: tr('en', 'dash-users-enable-for', { email }) })).toBeVisible();

  await page.getByRole('link', { name: tr('en', 'dash-nav-audit') }).click();
  const log = page.getByRole('table', { name: tr('en', 'dash-nav-audit') });
  await expect(log.getByText(tr('en', 'dash-event-user-create'), { exact: true }).first()).toBeVisible();
  await expect(log.getByText(tr('en', 'dash-event-user-disable'), { exact: true }).first()).toBeVisible();
  await expect(log.getByText(tr('en', 'dash-event-signin-success'), { exact: true }).first()).toBeVisible();
});

for (const locale of ['zh-TW', 'en', 'ar'] as Locale[]) {
  test(`axe finds no violation on the sign-in steps in ${locale}`, async ({ page }) => {
    const account = createStaff('staff');
    await openDashboard(page, locale, '/medical-dashboard/login');
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-login-title') })).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
    await passwordStep(page, locale, account.email, account.password);
    await expect(page.getByRole('heading', { name: tr(locale, 'dash-login-enrol-title') })).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
  });
}
