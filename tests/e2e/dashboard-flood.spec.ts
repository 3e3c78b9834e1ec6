// A flood of made-up bookings, cancelled by staff at once from the inbox: they find the bookings,
// select them all, give a reason, choose not to write to the (made-up) addresses, and each booking is
// cancelled, its seat free again and its cancellation in the audit log. axe finds no violation on the
// inbox with rows selected nor in the dialog.
import { expect, test } from '@playwright/test';
import { axe, bookingBody, openDay, tr } from './forms-support';
import { createStaff, signInFirstTime } from './dashboard-support';

// Days 85-89 of openDay() belong to this file.
const en = (key: string, args?: Record<string, string | number>) => tr('en', key, args);

test('staff select a flood of bookings in the inbox and cancel them at once without mailing anyone', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Flood ${Date.now()}`;
  const codes: string[] = [];
  for (const [i, time] of ['10:00', '10:30', '11:00'].entries()) {
    const res = await page.request.post('/api/bookings', {
      data: bookingBody('en', openDay(85 + i), time, { name, email: `flood${i}@example.com`, phone: `0912-555-00${i}` }),
    });
    expect(res.status()).toBe(201);
    codes.push((await res.json()).confirmationCode);
  }
  await signInFirstTime(page, 'en', createStaff('admin'));
  await page.getByRole('link', { name: en('dash-nav-inbox'), exact: true }).click();
  await page.getByRole('searchbox', { name: en('dash-search-label') }).fill(name);
  await page.getByRole('button', { name: en('dash-search'), exact: true }).click();
  const table = page.getByRole('table', { name: en('dash-nav-inbox') });
  await expect(table.getByRole('link', { name })).toHaveCount(3);

  await table.getByRole('checkbox', { name: en('dash-bulk-select-all') }).check();
  await expect(table.getByRole('checkbox', { name: en('dash-bulk-select-row', { name }) })).toHaveCount(3);
  for (const box of await table.getByRole('checkbox', { name: en('dash-bulk-select-row', { name }) }).all()) await expect(box).toBeChecked();
  const bar = page.getByRole('region', { name: en('dash-bulk-actions') });
  await expect(bar).toContainText(en('dash-bulk-selected', { count: 3 }));
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);

  await bar.getByRole('button', { name: en('dash-bulk-cancel') }).click();
  const dialog = page.getByRole('dialog', { name: en('dash-bulk-cancel-title', { count: 3 }) });
  await dialog.getByLabel(en('dash-bulk-reason')).fill('Made-up bookings from one network');
  await dialog.getByRole('checkbox', { name: new RegExp(en('dash-bulk-notify')) }).uncheck();
  expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: en('dash-bulk-confirm', { count: 3 }) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bulk-cancel-result')).toHaveText(en('dash-bulk-done', { cancelled: 3, skipped: 0 }));
  await expect(table.getByText(en('dash-status-cancelled'), { exact: true })).toHaveCount(3);
  await expect(table.getByRole('checkbox', { name: en('dash-bulk-select-row', { name }) })).toHaveCount(0);

  for (const [i, code] of codes.entries()) {
    const status = await page.request.get(`/api/bookings/${code}?contact=${encodeURIComponent(`flood${i}@example.com`)}`);
    expect((await status.json()).status).toBe('cancelled');
  }
  const audit = await page.request.get('/api/admin/audit?action=booking.status');
  expect(audit.status()).toBe(200);
  const entries = JSON.stringify(await audit.json());
  for (const code of codes) expect(entries).toContain(code.replace(/-/g, ''));
});
