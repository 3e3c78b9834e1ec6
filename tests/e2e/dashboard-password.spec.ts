// A staff member changes their own password from the dashboard's account menu (POST
// /api/admin/me/password): a wrong current password and a new one under the core's minimum are
// refused in the dashboard's language, the right change works, and after signing out only the new
// password signs in. Books nothing; days 120–124 of openDay() belong to this file.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { tr, trText } from './forms-support';
import type { Locale } from './helpers';
import { createStaff, signInFirstTime, totp } from './dashboard-support';

const contract = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'src', 'generated', 'contract.json');
/** The core's minimum (clinic-core's PASSWORD_MIN_CHARS), as the dashboard reads it. */
const { PASSWORD_MIN_CHARS } = JSON.parse(readFileSync(contract, 'utf8')).values as { PASSWORD_MIN_CHARS: number };

async function passwordStep(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(tr(locale, 'dash-login-email')).fill(email);
  await page.getByLabel(tr(locale, 'dash-login-password')).fill(password);
  await page.getByRole('button', { name: tr(locale, 'dash-login-continue') }).click();
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`in ${locale} a staff member changes their password, signs out and signs in with the new one; a wrong current or too short new one is refused in the language`, async ({ page }) => {
    const account = createStaff('staff', 'taipei');
    const { secret } = await signInFirstTime(page, locale, account);
    await page.getByRole('button', { name: tr(locale, 'dash-password-open') }).click();
    const dialog = page.getByRole('dialog', { name: tr(locale, 'dash-password-title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(trText(locale, 'dash-password-hint', { min: PASSWORD_MIN_CHARS }))).toBeVisible();
    const current = dialog.getByLabel(tr(locale, 'dash-password-current'), { exact: true });
    const next = dialog.getByLabel(tr(locale, 'dash-password-new'), { exact: true });
    const again = dialog.getByLabel(tr(locale, 'dash-password-again'), { exact: true });
    const submit = dialog.getByRole('button', { name: tr(locale, 'dash-password-submit') });
    const change = async (from: string, to: string) => {
      await current.fill(from);
      await next.fill(to);
      await again.fill(to);
      await submit.click();
    };

    // One character short of the core's minimum: the server's min_length {min}, in the language.
    const tooShort = 'x'.repeat(PASSWORD_MIN_CHARS - 1);
    await change(account.password, tooShort);
    await expect(next).toHaveAccessibleDescription(trText(locale, 'dash-password-error-too-short', { min: PASSWORD_MIN_CHARS }));
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');

    const newPassword = `new ${account.password} phrase`;
    await change('not my password at all', newPassword);
    await expect(current).toHaveAccessibleDescription(tr(locale, 'dash-password-error-incorrect'));
    await expect(next).not.toHaveAttribute('aria-invalid', 'true');

    await change(account.password, newPassword);
    await expect(dialog.getByRole('status')).toHaveText(tr(locale, 'dash-password-changed'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: tr(locale, 'dash-sign-out'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-login-title') })).toBeVisible();
    // The old password no longer signs in; the new one does, with the authenticator's next code (the
    // first sign-in used the current one, and a code works only once).
    await passwordStep(page, locale, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(tr(locale, 'dash-error-invalid-credentials'));
    await passwordStep(page, locale, account.email, newPassword);
    await page.getByLabel(tr(locale, 'dash-login-code')).fill(totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: tr(locale, 'dash-login-verify') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-overview') })).toBeVisible();
  });
}
