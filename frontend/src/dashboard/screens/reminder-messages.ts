// A booking's reminders as staff read them: each decision of the reminder worker (hours before which
// visit, queued or skipped) beside the message queued for it and what became of it, one row each; and
// a delivery problem in plain words. The server stores problems as short reasons (a provider's refusal,
// an SMTP reply class); the known ones are translated, anything else is shown as sent.
import type { I18n } from '../../lib/i18n';
import type { ReminderDecision, ReminderMessage } from '../api/wire';

export interface ReminderRow {
  key: string;
  visit: string;
  /** Hours before the visit; none for a message from before several offsets. */
  offsetHours: number | null;
  /** The message and what became of it; none for a skipped reminder. */
  message: ReminderMessage | null;
  /** The message's state; `skipped` when the worker decided not to send it, `queued` without a message yet. */
  state: string;
}

const time = (at: string) => Date.parse(at) || 0;

/** Decisions and messages as one list in the order they happened; a message joins its decision by visit and offset. */
export function reminderRows(decisions: ReminderDecision[], messages: ReminderMessage[]): ReminderRow[] {
  const left = [...messages];
  const rows: (ReminderRow & { at: number })[] = [];
  const add = (visit: string, offsetHours: number | null, message: ReminderMessage | null, state: string, at: string) =>
    rows.push({ key: `${visit} ${offsetHours} ${rows.length}`, visit, offsetHours, message, state, at: time(at) });
  for (const d of decisions) {
    const mine = d.queued ? left.filter((m) => m.visit === d.visit && m.offsetHours === d.offsetHours) : [];
    for (const m of mine) left.splice(left.indexOf(m), 1);
    if (mine.length === 0) add(d.visit, d.offsetHours, null, d.queued ? 'queued' : 'skipped', d.decidedAt);
    for (const m of mine) add(m.visit, m.offsetHours, m, m.state, d.decidedAt);
  }
  for (const m of left) add(m.visit, m.offsetHours, m, m.state, m.queuedAt);
  return rows.sort((a, b) => a.at - b.at).map(({ at: _at, ...row }) => row);
}

// The reasons the server stores (server/src/messaging: line.rs, whatsapp.rs), by their text key.
const REASONS: Record<string, string> = {
  not_a_friend: 'not-a-friend',
  undeliverable: 'undeliverable',
  'template refused': 'template-refused',
  'line refused the message': 'line-refused-message',
  'line refused the token': 'line-refused-token',
  'line forbids this channel': 'line-forbidden',
  'line user unknown': 'line-user-unknown',
  'whatsapp refused the token': 'whatsapp-refused-token',
  'outside the reply window': 'outside-window',
  "not delivered (patient's choice)": 'patient-choice',
};

/** One problem in plain words: a known reason translated, an SMTP refusal by its class, anything else as sent. */
export function problemText(t: I18n['t'], reason: string): string {
  const key = REASONS[reason];
  if (key) return t(`dash-reminder-problem-${key}`);
  const smtp = /^smtp (\d{3}) (permanent|transient)$/.exec(reason);
  if (smtp) return t(`dash-reminder-problem-smtp-${smtp[2]}`, { code: smtp[1] ?? '' });
  return reason;
}

/** What went wrong with a message: why it went by e-mail instead of the chat channel, and its last error. */
export function problemsOf(t: I18n['t'], m: ReminderMessage): string[] {
  const out: string[] = [];
  if (m.fallbackReason) out.push(t('dash-reminder-by-email', { reason: problemText(t, m.fallbackReason) }));
  if (m.error && m.error !== m.fallbackReason) out.push(problemText(t, m.error));
  return out;
}
