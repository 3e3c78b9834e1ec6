// Every dashboard screen, in zh-TW, en and ar (right to left): axe finds no violation; and the inbox
// table works with the keyboard alone.
import { expect, test, type Page } from '@playwright/test';
import { axe, bookingBody, clinicDate, openDay, tr } from './forms-support';
import type { Locale } from './helpers';
import { createStaff, openDashboard, signInFirstTime, tinyPng } from './dashboard-support';

// Days 45-49 of openDay() belong to this file.
async function violations(page: Page, screen: string): Promise<string[]> {
  const result = await axe(page);
  return result.violations.map((v) => `${screen}: ${v.id} ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
}

async function arrange(page: Page, locale: Locale, day: number) {
  const booking = await page.request.post('/api/bookings', { data: bookingBody(locale, openDay(day), '10:00') });
  const inquiry = await page.request.post('/api/inquiries', {
    data: { name: `A11y ${locale}`, email: 'a11y@example.com', subject: 'Question', message: 'Does it hurt?', inquiryType: 'general', lang: locale },
  });
  const assessment = await page.request.post('/api/assessments', {
    multipart: {
      data: { name: 'data', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ size: '5_to_10cm', location: 'back', duration: 'over_year', patientAge: 40, symptoms: ['growing'], email: 'a11y@example.com', termsAccepted: true, healthDataConsent: true, lang: locale })) },
      images: tinyPng,
    },
  });
  return {
    code: (await booking.json()).confirmationCode as string,
    inquiry: (await inquiry.json()).id as string,
    assessment: (await assessment.json()).id as string,
  };
}

for (const [i, locale] of (['zh-TW', 'en', 'ar'] as Locale[]).entries()) {
  test(`axe finds no violation on any dashboard screen in ${locale}`, async ({ page }) => {
    test.setTimeout(240_000);
    const ids = await arrange(page, locale, 45 + i);
    const failures: string[] = [];
    await openDashboard(page, locale, '/medical-dashboard/login');
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-login-title') })).toBeVisible();
    failures.push(...(await violations(page, 'login')));
    const admin = createStaff('admin');
    await signInFirstTime(page, locale, admin);
    const screens: [string, string][] = [
      ['overview', '/medical-dashboard'],
      ['inbox', '/medical-dashboard/inbox'],
      ['booking', `/medical-dashboard/bookings/${ids.code}`],
      ['inquiry', `/medical-dashboard/inquiries/${ids.inquiry}`],
      ['assessment', `/medical-dashboard/assessments/${ids.assessment}`],
      ['triage', '/medical-dashboard/triage'],
      ['audit', '/medical-dashboard/audit'],
      ['access-report', `/medical-dashboard/access-report?user=${encodeURIComponent(admin.email)}&from=${clinicDate(0)}&to=${clinicDate(0)}`],
      ['users', '/medical-dashboard/users'],
      ['calendar', `/medical-dashboard/calendar?branch=taipei&date=${openDay(45 + i)}`],
      ['closures', '/medical-dashboard/closures'],
      ['waitlist', `/medical-dashboard/waitlist?branch=taipei&day=${openDay(45 + i)}`],
      ['front-desk', `/medical-dashboard/front-desk?branch=taipei&date=${openDay(45 + i)}`],
      ['erasure', '/medical-dashboard/erasure'],
      // The site's content (an admin edits and reviews it): the list, a document in this language, the versions.
      ['content', '/medical-dashboard/content'],
      ['content editor', `/medical-dashboard/content/edit?path=${encodeURIComponent(`${locale}/faq.json`)}`],
      ['site versions', '/medical-dashboard/site-versions'],
    ];
    for (const [screen, path] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // loaded: no "Loading…" left (other status messages, such as a closure's bookings, may stay)
      await expect(page.getByRole('status').filter({ hasText: tr(locale, 'dash-loading') })).toHaveCount(0);
      // and no table still reading its rows (the content list is read whole)
      await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      failures.push(...(await violations(page, screen)));
    }
    await page.goto(`/medical-dashboard/bookings/${ids.code}`);
    await page.getByRole('button', { name: tr(locale, 'dash-action-cancel') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    failures.push(...(await violations(page, 'cancel dialog')));
    expect(failures).toEqual([]);
  });
}

test('the inbox table works with the keyboard alone: sort, move between rows, open one', async ({ page }) => {
  const name = `Keyboard ${Date.now()}`;
  for (const [time, suffix] of [['10:00', 'A'], ['13:00', 'B']] as const) {
    const res = await page.request.post('/api/bookings', { data: bookingBody('en', openDay(48), time, { name: `${name} ${suffix}` }) });
    expect(res.status()).toBe(201);
  }
  await signInFirstTime(page, 'en', createStaff('staff'));
  await page.goto(`/medical-dashboard/inbox?q=${encodeURIComponent(name)}`);
  const table = page.getByRole('table', { name: tr('en', 'dash-nav-inbox') });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Tab to the name column's sort button and sort by name, ascending then descending.
  const sortByName = table.getByRole('button', { name: tr('en', 'dash-col-name') });
  for (let i = 0; i < 40 && !(await sortByName.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(sortByName).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: tr('en', 'dash-col-name') })).toHaveAttribute('aria-sort', /ascending|descending/);
  const sorted = await table.getByRole('columnheader', { name: tr('en', 'dash-col-name') }).getAttribute('aria-sort');
  const first = sorted === 'ascending' ? 'A' : 'B';
  const second = first === 'A' ? 'B' : 'A';
  await expect(table.getByRole('row').nth(1)).toContainText(`${name} ${first}`);

  // Tab onward into the rows: the first row takes focus, Arrow Down moves, Enter opens.
  const rows = table.locator('[data-slot="data-table-row"]');
  for (let i = 0; i < 20 && !(await rows.first().evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(tr('en', 'dash-detail-title-booking')) })).toBeVisible();
  await expect(page.getByRole('article')).toContainText(`${name} ${second}`);
});
