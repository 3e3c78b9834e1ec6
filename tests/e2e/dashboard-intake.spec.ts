// The staff side of the health questions and aftercare (issue 26), as staff would work it: a booking
// whose answers raised flags is on the overview's list to review; from there, with the keyboard
// alone, staff open it, read the flags and the patient's own words, write a note and mark it
// reviewed; the chart summary prints (the print is recorded) with only the page on paper. A patient's
// "something worries me" heads the triage queue until a staff member marks it handled. axe finds no
// violation on these views in zh-TW, en and ar.
//
// The patient pages that write the answers and the worries are tested in forms-intake.spec.ts and
// forms-aftercare.spec.ts; here the rows are written straight into the shared server's database, as
// those pages store them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { axe, bookingBody, openDay, tr, trText } from './forms-support';
import type { Locale } from './helpers';
import { createStaff, signInFirstTime } from './dashboard-support';

// Days 118-123 of openDay() belong to this file.

/** Runs SQL with parameters on the shared server's database (SQLite), as a patient page would write. */
function sql(statement: string, params: (string | number | null)[]) {
  const db = (process.env.E2E_DATABASE_URL ?? '').replace(/^sqlite:\/\//, '');
  const run = [
    'import json, sqlite3, sys',
    "con = sqlite3.connect(sys.argv[1], timeout=30)",
    'rows = con.execute(sys.argv[2], json.loads(sys.argv[3])).fetchall()',
    'con.commit()',
    'print(json.dumps(rows))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', run, db, statement, JSON.stringify(params)]).toString()) as unknown[][];
}

const canonical = (code: string) => code.replace(/-/g, '').toUpperCase();

/** The patient's own words in the "other medicines" field: Arabic, typed as such. */
const OTHER_MEDICINE = 'أسبرين للأطفال';

async function book(page: Page, locale: Locale, day: number, time: string, name: string): Promise<string> {
  const res = await page.request.post('/api/bookings', { data: bookingBody(locale, openDay(day), time, { name }) });
  expect(res.status()).toBe(201);
  return (await res.json()).confirmationCode as string;
}

/** Sent answers on apixaban, allergic to latex, with a keloid history: three flags to review. */
function sendFlaggedAnswers(code: string, lang: Locale) {
  const answers = {
    medicines: ['apixaban'],
    otherMedicines: OTHER_MEDICINE,
    allergies: ['latex'],
    conditions: ['keloid'],
    previousTreatment: 'none',
    emergencyName: 'Mei Lin',
    emergencyPhone: '0912-000-111',
    healthDataConsent: true,
    lang,
  };
  const now = Date.now();
  sql(
    'INSERT INTO intakes (code, answers, submitted_at, flags, consent_at, notice_version, photo_key, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [canonical(code), JSON.stringify(answers), now, 'anticoagulant,medicine_to_check,latex_allergy,keloid', now, '2026-11-23', '', now],
  );
}

/** A completed visit whose patient answered day 2's check-in with "something worries me". */
function worry(code: string): string {
  const id = `aft_e2e_${randomBytes(6).toString('hex')}`;
  sql("UPDATE bookings SET status = 'completed' WHERE code = ?", [canonical(code)]);
  sql("INSERT INTO aftercare_answers (id, code, day, answer, signs, answered_at) VALUES (?, ?, 2, 'worry', 'bleeding,fever', ?)", [id, canonical(code), Date.now()]);
  return id;
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let n = 0; n < limit && !(await target.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function violations(page: Page, view: string): Promise<string[]> {
  const result = await axe(page);
  return result.violations.map((v) => `${view}: ${v.id} ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
}

test('staff review a flagged booking from the overview with the keyboard alone, then print its chart summary', async ({ page }) => {
  test.setTimeout(120_000);
  const locale: Locale = 'en';
  const name = `Flagged ${randomBytes(3).toString('hex')}`;
  const code = await book(page, locale, 118, '10:00', name);
  sendFlaggedAnswers(code, 'ar');

  await signInFirstTime(page, locale, createStaff('staff', 'taipei'));
  const list = page.getByRole('region', { name: tr(locale, 'dash-to-review-title') });
  const row = list.locator('[data-slot="data-table-row"]').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(tr(locale, 'dash-flag-anticoagulant'));
  await expect(row).toContainText(tr(locale, 'dash-intake-to-review-mark'));

  // From the top of the page: Tab to the list (the rows are one tab stop; arrows move), Enter opens.
  await page.locator('body').focus();
  await tabTo(page, list.locator('[data-slot="data-table-row"]').first());
  for (let n = 0; n < 200 && !(await row.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('ArrowDown');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(tr(locale, 'dash-detail-title-booking')) })).toBeVisible();

  const intake = page.getByRole('region', { name: tr(locale, 'dash-intake-title') });
  // The flags as badges (the conditions the patient ticked are listed again among the answers).
  for (const flag of ['anticoagulant', 'medicine_to_check', 'latex_allergy', 'keloid']) {
    await expect(intake.locator(`[data-flag="${flag}"]`)).toHaveText(tr(locale, `dash-flag-${flag.replace(/_/g, '-')}`));
  }
  await expect(intake).toContainText(trText(locale, 'dash-intake-medicine', { name: 'Apixaban', class: tr(locale, 'dash-medicine-class-anticoagulant') }));
  // The patient's words as typed, their direction their own.
  const words = intake.getByText(OTHER_MEDICINE, { exact: true });
  await expect(words).toHaveAttribute('dir', 'auto');

  const note = intake.getByLabel(tr(locale, 'dash-intake-review-note'));
  await tabTo(page, note);
  await page.keyboard.type('Apixaban: paused 48 h before, agreed with her cardiologist.');
  await page.keyboard.press('Tab');
  const save = intake.getByRole('button', { name: tr(locale, 'dash-intake-review-save') });
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(intake.getByText('Apixaban: paused 48 h before, agreed with her cardiologist.')).toBeVisible();
  await expect(intake.getByText(tr(locale, 'dash-intake-state-reviewed'), { exact: true })).toBeVisible();
  await expect(save).toHaveCount(0);
  await expect(page.getByRole('region', { name: tr(locale, 'dash-history') })).toContainText(tr(locale, 'dash-event-intake-review'));

  // The chart summary, by the keyboard too; its Print button records the print, then prints.
  const chartLink = intake.getByRole('link', { name: tr(locale, 'dash-chart-open') });
  await tabTo(page, chartLink, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(tr(locale, 'dash-chart-title')) })).toBeVisible();
  await expect(page.getByRole('article')).toContainText(name);
  await expect(page.getByRole('article')).toContainText(OTHER_MEDICINE);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  const print = page.getByRole('button', { name: tr(locale, 'dash-chart-print') });
  await tabTo(page, print);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const recorded = sql("SELECT COUNT(*) FROM audit_log WHERE action = 'chart.print' AND target_id = ?", [canonical(code)]);
  expect(recorded[0]?.[0]).toBe(1);
  expect(sql("SELECT COUNT(*) FROM audit_log WHERE action = 'chart.view' AND target_id = ?", [canonical(code)])[0]?.[0]).toBeGreaterThanOrEqual(1);

  // On paper: the page alone, without the menu, the top bar or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: tr(locale, 'dash-nav-label') })).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(tr(locale, 'dash-chart-title')) })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Off the overview's list once reviewed.
  await page.goto('/medical-dashboard');
  await expect(list.locator('[data-slot="data-table-row"]').first().or(list.getByText(tr(locale, 'dash-to-review-empty')))).toBeVisible();
  await expect(list.getByText(name)).toHaveCount(0);
});

test('a patient\u2019s aftercare worry heads the triage queue until a staff member marks it handled', async ({ page }) => {
  test.setTimeout(120_000);
  const locale: Locale = 'en';
  const name = `Worried ${randomBytes(3).toString('hex')}`;
  const code = await book(page, locale, 119, '10:00', name);
  worry(code);

  await signInFirstTime(page, locale, createStaff('staff', 'taipei'));
  // The overview counts the worries waiting, beside the assessments to triage, and leads to the queue.
  const waiting = page.getByRole('link', { name: tr(locale, 'dash-stat-aftercare-worries') });
  await expect(waiting).toHaveAttribute('href', /\/medical-dashboard\/triage$/);
  await expect(waiting.locator('span').last()).toHaveText(/^[1-9]\d*$/);
  await page.getByRole('link', { name: tr(locale, 'dash-nav-triage'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dash-nav-triage') })).toBeVisible();
  const worries = page.getByRole('region', { name: tr(locale, 'dash-worries-title') });
  const item = worries.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText(tr(locale, 'dash-worry-bleeding'));
  await expect(item).toContainText(tr(locale, 'dash-worry-fever'));
  await expect(item).toContainText(trText(locale, 'dash-worry-day', { day: 2 }));
  // Above the assessments: the worries come first on the screen.
  const lead = page.getByText(tr(locale, 'dash-triage-lead'));
  expect(await worries.evaluate((w, l) => Boolean(w.compareDocumentPosition(l as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await lead.elementHandle())).toBe(true);

  const handled = item.getByRole('button', { name: tr(locale, 'dash-worry-handled-for', { name }) });
  await handled.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: tr(locale, 'dash-worry-handled-title', { name }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(tr(locale, 'dash-worry-note'))).toBeFocused();
  await page.keyboard.type('Called back: pressure for 20 minutes, bleeding stopped; seen tomorrow.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: tr(locale, 'dash-worry-save') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name)).toHaveCount(0);
  expect(sql("SELECT COUNT(*) FROM audit_log WHERE action = 'aftercare.handled' AND target_id = ?", [canonical(code)])[0]?.[0]).toBe(1);
});

for (const [i, locale] of (['zh-TW', 'en', 'ar'] as Locale[]).entries()) {
  test(`axe finds no violation on the health questions, the chart summary, the worries and the list to review (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = randomBytes(3).toString('hex');
    const flagged = await book(page, locale, 120 + i, '10:00', `Chart ${locale} ${stamp}`);
    sendFlaggedAnswers(flagged, locale);
    const worried = await book(page, locale, 120 + i, '10:30', `Worry ${locale} ${stamp}`);
    worry(worried);
    const missing = await book(page, locale, 120 + i, '11:00', `Missing ${locale} ${stamp}`);

    await signInFirstTime(page, locale, createStaff('admin'));
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const failures: string[] = [];
    await expect(page.getByRole('region', { name: tr(locale, 'dash-to-review-title') }).getByText(`Chart ${locale} ${stamp}`)).toBeVisible();
    failures.push(...(await violations(page, 'overview with the list to review')));

    await page.goto(`/medical-dashboard/bookings/${flagged}`);
    const intake = page.getByRole('region', { name: tr(locale, 'dash-intake-title') });
    await expect(intake.getByLabel(tr(locale, 'dash-intake-review-note'))).toBeVisible();
    failures.push(...(await violations(page, 'booking with flagged answers')));

    await page.goto(`/medical-dashboard/bookings/${missing}`);
    await expect(page.getByRole('region', { name: tr(locale, 'dash-intake-title') })).toContainText(tr(locale, 'dash-intake-not-sent'));
    failures.push(...(await violations(page, 'booking without answers')));

    await page.goto(`/medical-dashboard/bookings/${flagged}/chart`);
    await expect(page.getByRole('article')).toContainText(OTHER_MEDICINE);
    failures.push(...(await violations(page, 'chart summary')));

    await page.goto('/medical-dashboard/triage');
    await expect(page.getByRole('region', { name: tr(locale, 'dash-worries-title') }).getByText(`Worry ${locale} ${stamp}`)).toBeVisible();
    failures.push(...(await violations(page, 'triage with a worry')));

    await page.goto(`/medical-dashboard/inbox?q=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole('table', { name: tr(locale, 'dash-nav-inbox') }).getByText(tr(locale, 'dash-flag-anticoagulant'))).toBeVisible();
    failures.push(...(await violations(page, 'inbox with marks')));
    expect(failures).toEqual([]);
  });
}
