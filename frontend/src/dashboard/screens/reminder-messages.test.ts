import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Translations, type FluentArgs } from '../../lib/core';
import type { ReminderDecision, ReminderMessage } from '../api/wire';
import { problemsOf, problemText, reminderRows } from './reminder-messages';

// The staff's English texts, as the dashboard reads them.
const texts = new Translations();
texts.add('en', readFileSync(join(__dirname, '..', '..', '..', '..', 'i18n', 'en', 'dashboard.ftl'), 'utf8'));
const t = (key: string, args?: FluentArgs) => texts.t('en', key, args).replace(/[\u2068\u2069]/g, '');

const message = (m: Partial<ReminderMessage>): ReminderMessage => ({
  visit: '2026-12-10 10:00',
  offsetHours: 24,
  channel: 'email',
  state: 'sent',
  queuedAt: '2026-12-09T02:00:00Z',
  sentAt: '2026-12-09T02:00:01Z',
  deliveredAt: null,
  readAt: null,
  error: null,
  fallbackReason: null,
  ...m,
});
const decision = (d: Partial<ReminderDecision>): ReminderDecision => ({ visit: '2026-12-10 10:00', offsetHours: 24, queued: true, decidedAt: '2026-12-09T02:00:00Z', ...d });

describe('a delivery problem in plain words', () => {
  it('says why a LINE reminder went by e-mail instead', () => {
    const m = message({ channel: 'email', fallbackReason: 'not_a_friend' });
    expect(problemsOf(t, m)).toEqual(["Not a friend of the clinic's LINE account (or blocked it): sent by e-mail instead"]);
  });

  it('says a number without WhatsApp, on the failed message and on the e-mail that replaced it', () => {
    expect(problemsOf(t, message({ channel: 'whatsapp', state: 'failed', error: 'undeliverable' }))).toEqual(['This number has no WhatsApp']);
    expect(problemsOf(t, message({ fallbackReason: 'undeliverable' }))).toEqual(['This number has no WhatsApp: sent by e-mail instead']);
  });

  it("names the provider's refusals and a mail server's answer", () => {
    expect(problemText(t, 'template refused')).toBe('WhatsApp refused the message template');
    expect(problemText(t, 'line refused the message')).toBe('LINE refused the message');
    expect(problemText(t, 'whatsapp refused the token')).toMatch(/^WhatsApp refused the clinic's access token/);
    expect(problemText(t, 'smtp 550 permanent')).toBe('The mail server refused it for good (SMTP 550)');
    expect(problemText(t, 'smtp 451 transient')).toMatch(/put it off for now \(SMTP 451\)/);
  });

  it('shows a reason it does not know as the server sent it', () => {
    expect(problemText(t, 'whatsapp error 131000')).toBe('whatsapp error 131000');
    expect(problemsOf(t, message({ state: 'retrying', sentAt: null, error: 'connect refused' }))).toEqual(['connect refused']);
  });

  it('says nothing when nothing went wrong', () => {
    expect(problemsOf(t, message({}))).toEqual([]);
  });
});

describe("a booking's reminders as one list", () => {
  it('puts each message beside the decision that queued it, and keeps a skipped reminder', () => {
    const rows = reminderRows(
      [decision({ offsetHours: 72, queued: false, decidedAt: '2026-12-07T02:00:00Z' }), decision({ offsetHours: 24 })],
      [message({ offsetHours: 24, channel: 'line', state: 'read', readAt: '2026-12-09T03:00:00Z' })],
    );
    expect(rows.map((r) => [r.offsetHours, r.state, r.message?.channel ?? null])).toEqual([
      [72, 'skipped', null],
      [24, 'read', 'line'],
    ]);
  });

  it('lists both messages of one reminder: the failed WhatsApp one and the e-mail that replaced it', () => {
    const rows = reminderRows(
      [decision({})],
      [message({ channel: 'whatsapp', state: 'failed', error: 'undeliverable' }), message({ fallbackReason: 'undeliverable', queuedAt: '2026-12-09T02:05:00Z' })],
    );
    expect(rows.map((r) => [r.state, r.message?.channel])).toEqual([
      ['failed', 'whatsapp'],
      ['sent', 'email'],
    ]);
  });

  it('shows a message without a decision (a reminder from before the offsets) in its place in time', () => {
    const rows = reminderRows(
      [decision({ decidedAt: '2026-12-09T02:00:00Z' })],
      [message({ offsetHours: null, visit: '2026-12-03 10:00', queuedAt: '2026-12-02T02:00:00Z' }), message({})],
    );
    expect(rows.map((r) => [r.visit, r.offsetHours])).toEqual([
      ['2026-12-03 10:00', null],
      ['2026-12-10 10:00', 24],
    ]);
  });

  it('shows a queued reminder whose message is not there yet as queued', () => {
    expect(reminderRows([decision({})], []).map((r) => r.state)).toEqual(['queued']);
  });
});
