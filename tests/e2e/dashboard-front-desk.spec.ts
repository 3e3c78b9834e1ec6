// The front desk as staff work it from the keyboard, in English and in Arabic (right to left): two
// patients booked for one day are listed in time order; j/k and the arrow keys move between them; `a`
// marks the first arrived; the second, still pending, cannot be marked a no-show until it is confirmed
// in its detail, after which `n` marks it; Enter opens a booking, whose detail shows the reminder
// channel the patient chose and the arrival. axe finds no violation on the screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe, bookingBody, openDay, PEOPLE, tr, trText } from './forms-support';
import type { Locale } from './helpers';
import { createStaff, signInFirstTime } from './dashboard-support';

// Days 116-117 of openDay() belong to this file (one per language).

async function book(page: Page, locale: Locale, day: string, time: string, name: string): Promise<string> {
  const res = await page.request.post('/api/bookings', { data: bookingBody(locale, day, time, { name }) });
  expect(res.status()).toBe(201);
  return (await res.json()).confirmationCode;
}

/** Presses Tab until `target` has the focus (a date input takes a Tab per field first). */
async function tabTo(page: Page, target: Locator) {
  for (let n = 0; n < 8 && !(await target.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

for (const [i, locale] of (['en', 'ar'] as Locale[]).entries()) {
  test(`the front desk marks one patient arrived and another a no-show with the keyboard (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const day = openDay(116 + i);
    const stamp = Date.now();
    const [first, second] = [`Desk A ${locale} ${stamp}`, `Desk B ${locale} ${stamp}`];
    // Booked in the other order: the desk lists them by time, not by when they booked.
    await book(page, locale, day, '11:00', second);
    const firstCode = await book(page, locale, day, '10:00', first);
    const chosen = await page.request.post(`/api/bookings/${firstCode}/reminder-channel`, {
      data: { contact: PEOPLE[locale].email, channel: 'email', consent: false, lang: locale },
    });
    expect(chosen.status()).toBe(200);

    await signInFirstTime(page, locale, createStaff('admin'));
    await page.getByRole('link', { name: tr(locale, 'dash-nav-front-desk'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-front-desk') })).toBeVisible();
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: tr(locale, 'dash-desk-keys') })).toBeVisible();
    // An account of every branch picks one, as on the calendar.
    await expect(page.getByLabel(tr(locale, 'dash-col-branch'))).toHaveValue('taipei');
    const date = page.getByLabel(tr(locale, 'dash-calendar-go-to'));
    await date.fill(day);

    const rows = page.getByRole('table').locator('[data-slot="data-table-row"]');
    await expect(rows).toHaveCount(2);
    const [rowA, rowB] = [rows.nth(0), rows.nth(1)];
    await expect(rowA).toContainText(first);
    await expect(rowA).toContainText('10:00');
    await expect(rowB).toContainText(second);
    await expect(rowA).toContainText(tr(locale, 'dash-desk-no-answer'));
    // The steps are buttons too; a pending booking offers no no-show, it says to confirm first.
    await expect(rowB.getByRole('button', { name: tr(locale, 'dash-desk-mark-arrived-for', { name: second }) })).toBeVisible();
    await expect(rowB.getByRole('link', { name: tr(locale, 'dash-desk-confirm-first-link') })).toBeVisible();
    await expect(rowB.getByRole('button', { name: tr(locale, 'dash-desk-mark-no-show-for', { name: second }) })).toHaveCount(0);

    // The rows are one tab stop after the date; j/k and the arrows move.
    await date.focus();
    await tabTo(page, rowA);
    await page.keyboard.press('j');
    await expect(rowB).toBeFocused();
    await page.keyboard.press('k');
    await expect(rowA).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rowB).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(rowA).toBeFocused();

    // `a`: the first patient has arrived.
    await page.keyboard.press('a');
    const said = page.getByRole('status').filter({ hasText: /\S/ });
    await expect(said).toHaveText(trText(locale, 'dash-desk-done-arrived', { name: first }));
    await expect(rowA.getByRole('button', { name: tr(locale, 'dash-desk-mark-arrived-for', { name: first }) })).toHaveCount(0);
    await expect(rowA.locator('td').nth(7)).toHaveText(/\d/);
    await expect(rowA).toBeFocused();
    await expect(page.getByText(trText(locale, 'dash-desk-summary', { expected: 2, willCome: 0, arrived: 1 }))).toBeVisible();

    // `u` takes a mistaken mark back; `a` marks it again.
    await page.keyboard.press('u');
    await expect(said).toHaveText(trText(locale, 'dash-desk-done-undo-arrived', { name: first }));
    await expect(page.getByText(trText(locale, 'dash-desk-summary', { expected: 2, willCome: 0, arrived: 0 }))).toBeVisible();
    await expect(rowA).toBeFocused();
    await page.keyboard.press('a');
    await expect(said).toHaveText(trText(locale, 'dash-desk-done-arrived', { name: first }));
    await expect(page.getByText(trText(locale, 'dash-desk-summary', { expected: 2, willCome: 0, arrived: 1 }))).toBeVisible();

    // `n` on the pending booking says why not; Enter opens it, where it is confirmed.
    await page.keyboard.press('j');
    await page.keyboard.press('n');
    await expect(said).toHaveText(trText(locale, 'dash-desk-confirm-first', { name: second }));
    await expect(rowB).toContainText(tr(locale, 'dash-status-pending'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(tr(locale, 'dash-detail-title-booking')) })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(second);
    const reminders = page.getByRole('region', { name: tr(locale, 'dash-field-reminders') });
    await expect(reminders).toContainText(tr(locale, 'dash-reminder-channel-none'));
    await expect(reminders.getByRole('table', { name: tr(locale, 'dash-reminder-messages') })).toContainText(tr(locale, 'dash-reminder-messages-none'));
    const confirm = page.getByRole('button', { name: tr(locale, 'dash-action-confirm'), exact: true });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: tr(locale, 'dash-action-no-show'), exact: true })).toBeVisible();

    // Back at the desk, `n` now marks the confirmed patient a no-show.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-front-desk') })).toBeVisible();
    await expect(rowB).toContainText(tr(locale, 'dash-status-confirmed'));
    await date.focus();
    await tabTo(page, rowA);
    await page.keyboard.press('j');
    await expect(rowB.getByRole('button', { name: tr(locale, 'dash-desk-mark-no-show-for', { name: second }) })).toBeVisible();
    await page.keyboard.press('n');
    await expect(said).toHaveText(trText(locale, 'dash-desk-done-no-show', { name: second }));
    await expect(rowB).toContainText(tr(locale, 'dash-status-no-show'));
    await expect(rowB.getByRole('button')).toHaveCount(0);
    const result = await axe(page);
    expect(result.violations.map((v) => `front desk: ${v.id} ${v.nodes[0]?.target.join(' ')} — ${v.help}`)).toEqual([]);

    // Enter opens the first patient's booking: the channel they chose, and their arrival in the history.
    await page.keyboard.press('k');
    await expect(rowA).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article')).toContainText(first);
    await expect(reminders.getByText(tr(locale, 'dash-channel-email'), { exact: true })).toBeVisible();
    await expect(reminders.getByText(tr(locale, 'dash-channel-state-active'), { exact: true })).toBeVisible();
    // "Agreed on <when> (privacy notice of <version>)", whatever the time.
    const agreed = tr(locale, 'dash-reminder-opted-in', { at: '@', version: '@' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').split('@');
    await expect(reminders).toContainText(new RegExp(agreed.join('.+')));
    await expect(page.getByRole('region', { name: tr(locale, 'dash-history') })).toContainText(tr(locale, 'dash-event-arrived'));
  });
}
