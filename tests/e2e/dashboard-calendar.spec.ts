// The branch calendar and closures as staff use them, in English and in Arabic (right to left): a
// booking shows in its slot with the seats left, opens, and moves to another slot with the keyboard
// alone; an admin closes a day that holds a booking, the booking is listed for staff, the day shows
// closed and patients are no longer offered it. axe finds no violation on either screen.
import { expect, test, type Page } from '@playwright/test';
import { axe, bookingBody, openDay, PEOPLE, tr, trText } from './forms-support';
import type { Locale } from './helpers';
import { createStaff, openDashboard, signInFirstTime } from './dashboard-support';

// Days 73-78 of openDay() belong to this file.

async function book(page: Page, locale: Locale, day: string, time: string, name: string): Promise<string> {
  const res = await page.request.post('/api/bookings', { data: bookingBody(locale, day, time, { name }) });
  expect(res.status()).toBe(201);
  return (await res.json()).confirmationCode;
}

async function noViolations(page: Page, screen: string) {
  const result = await axe(page);
  expect(result.violations.map((v) => `${screen}: ${v.id} ${v.nodes[0]?.target.join(' ')} — ${v.help}`)).toEqual([]);
}

for (const [i, locale] of (['en', 'ar'] as Locale[]).entries()) {
  test.describe(`calendar in ${locale}`, () => {
    test(`a booking shows in the week and the day, opens, and moves with the keyboard (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      const [day, target] = [openDay(73 + i * 2), openDay(74 + i * 2)];
      const name = `Calendar ${locale} ${Date.now()}`;
      const code = await book(page, locale, day, '10:00', name);
      await signInFirstTime(page, locale, createStaff('admin'));
      if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

      await page.getByRole('link', { name: tr(locale, 'dash-nav-calendar'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-calendar') })).toBeVisible();
      await page.getByLabel(tr(locale, 'dash-calendar-go-to')).fill(day);
      const grid = page.getByRole('table');
      await expect(grid.getByRole('columnheader')).toHaveCount(8);
      const cell = page.locator(`td[data-date="${day}"][data-time="10:00"]`);
      await expect(cell.getByRole('link', { name })).toBeVisible();
      await expect(cell).toContainText(trText(locale, 'dash-calendar-seats', { remaining: 1, capacity: 2 }));
      await noViolations(page, 'calendar week');

      const dayView = page.getByRole('group', { name: tr(locale, 'dash-calendar-view') }).getByRole('button', { name: tr(locale, 'dash-calendar-view-day'), exact: true });
      await dayView.click();
      await expect(dayView).toHaveAttribute('aria-pressed', 'true');
      await expect(grid.getByRole('columnheader')).toHaveCount(2);

      // The keyboard path of a reschedule: focus "Move", Enter, type the date, Tab to a free time, Enter.
      const move = cell.getByRole('button', { name: tr(locale, 'dash-calendar-move-for', { name, time: '10:00' }) });
      await move.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: tr(locale, 'dash-calendar-move-title', { name }) });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(tr(locale, 'dash-reschedule-date')).fill(target);
      const eleven = dialog.getByRole('button', { name: '11:00' });
      await expect(eleven).toBeVisible();
      await eleven.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(cell.getByRole('link', { name })).toHaveCount(0);
      const status = await page.request.get(`/api/bookings/${code}?contact=${encodeURIComponent(PEOPLE[locale].email)}`);
      expect(await status.json()).toMatchObject({ preferredDate: target, preferredTime: '11:00' });

      await page.getByLabel(tr(locale, 'dash-calendar-go-to')).fill(target);
      const movedCell = page.locator(`td[data-date="${target}"][data-time="11:00"]`);
      await movedCell.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(tr(locale, 'dash-detail-title-booking')) })).toBeVisible();
      await expect(page.getByRole('article')).toContainText(target);
    });

    test(`an admin closes a day that holds a booking: it is listed, and the day shows closed (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      const day = openDay(77 + i);
      const name = `Closure ${locale} ${Date.now()}`;
      await book(page, locale, day, '15:00', name);
      await signInFirstTime(page, locale, createStaff('admin'));

      await page.getByRole('link', { name: tr(locale, 'dash-nav-closures'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-closures') })).toBeVisible();
      const form = page.getByRole('form', { name: tr(locale, 'dash-closures-add') });
      await form.getByLabel(tr(locale, 'dash-closures-from')).fill(day);
      await form.getByLabel(tr(locale, 'dash-closures-reason')).fill(locale === 'ar' ? 'إجازة الطبيب' : "Doctor's leave");
      await form.getByRole('button', { name: tr(locale, 'dash-closures-add-submit') }).click();
      const inside = form.getByRole('status');
      await expect(inside).toContainText(trText(locale, 'dash-closures-bookings-inside', { count: 1 }));
      await expect(inside.getByRole('link', { name })).toBeVisible();
      await noViolations(page, 'closures');

      const open = await page.request.get(`/api/availability?branch=taipei&from=${day}&to=${day}`);
      expect((await open.json()).slots).toEqual([]);

      await openDashboard(page, locale, `/medical-dashboard/calendar?branch=taipei&view=day&date=${day}`);
      const cell = page.locator(`td[data-date="${day}"][data-time="15:00"]`);
      await expect(cell).toContainText(tr(locale, 'dash-calendar-closed'));
      await expect(cell.getByRole('link', { name })).toBeVisible();
    });
  });
}
