// A booking's reminders ("Fewer empty chairs"): the patient's answer, the channel they chose and how it
// stands (the opt-in, or how it ended), and every reminder the worker decided, with the message it
// queued and what became of it on its channel, failures in plain words. A plain table: a short list
// the server sends whole, nothing to sort or page.
import { useI18n } from '../../lib/i18n';
import type { BookingDetail } from '../api/wire';
import { Badge } from '../ui/badge';
import { formatInstant } from '../ui/format';
import { valueLabel } from './labels';
import { problemsOf, reminderRows } from './reminder-messages';

const TONES: Record<string, 'good' | 'info' | 'warn' | 'bad'> = { delivered: 'good', read: 'good', sent: 'info', queued: 'warn', retrying: 'warn', failed: 'bad' };
const TIMES = ['queuedAt', 'sentAt', 'deliveredAt', 'readAt'] as const;
const cell = 'px-3 py-2 text-start align-top';

function Channel({ detail }: { detail: BookingDetail }) {
  const { t, locale } = useI18n();
  const c = detail.reminderChannel;
  if (!c) return <>{t('dash-reminder-channel-none')}</>;
  const at = (v: string | null) => formatInstant(locale, v);
  return (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <Badge>{valueLabel(t, 'channel', c.channel)}</Badge>
        <Badge tone={c.state === 'active' ? 'good' : 'warn'}>{valueLabel(t, 'channel-state', c.state)}</Badge>
        {c.whatsappNumber && <span dir="ltr">{c.whatsappNumber}</span>}
      </span>
      {c.optedInAt && <span className="block text-sm">{t('dash-reminder-opted-in', { at: at(c.optedInAt), version: c.noticeVersion })}</span>}
      {c.stoppedAt && (
        <span className="block text-sm">{t(c.stoppedBy === 'unfollow' ? 'dash-reminder-stopped-unfollow' : 'dash-reminder-stopped-chat', { at: at(c.stoppedAt) })}</span>
      )}
    </>
  );
}

export function ReminderSection({ detail }: { detail: BookingDetail }) {
  const { t, locale } = useI18n();
  const rows = reminderRows(detail.reminders, detail.reminderMessages);
  return (
    <section aria-labelledby="reminders-title" className="space-y-3">
      <h2 id="reminders-title" className="text-lg font-semibold">{t('dash-field-reminders')}</h2>
      <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-2 rounded-xl bg-white p-4 shadow-sm">
        <dt className="font-semibold text-slate-700">{t('dash-field-attendance-confirmed-at')}</dt>
        <dd>
          {detail.attendanceConfirmedAt ? (
            <><span aria-hidden="true">✓ </span>{formatInstant(locale, detail.attendanceConfirmedAt)}</>
          ) : (
            t('dash-reminder-no-answer')
          )}
        </dd>
        <dt className="font-semibold text-slate-700">{t('dash-reminder-channel')}</dt>
        <dd className="min-w-0"><Channel detail={detail} /></dd>
      </dl>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="px-3 pt-2 text-start font-semibold">{t('dash-reminder-messages')}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {['dash-reminder-col-reminder', 'dash-reminder-col-channel', 'dash-reminder-col-delivery', 'dash-reminder-col-times', 'dash-reminder-col-problem'].map((key) => (
                <th key={key} scope="col" className={cell}>{t(key)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className={cell}>{t('dash-reminder-messages-none')}</td>
              </tr>
            )}
            {rows.map((r) => {
              const m = r.message;
              const problems = m ? problemsOf(t, m) : [];
              return (
                <tr key={r.key} className="border-t border-slate-100">
                  <th scope="row" className={`${cell} min-w-36 font-normal`}>
                    {r.offsetHours === null ? t('dash-reminder-before', { visit: r.visit }) : t('dash-reminder-when', { hours: r.offsetHours, visit: r.visit })}
                  </th>
                  <td className={cell}>{m ? <Badge>{valueLabel(t, 'channel', m.channel)}</Badge> : '—'}</td>
                  <td className={cell}><Badge tone={TONES[r.state] ?? 'neutral'}>{valueLabel(t, 'delivery', r.state)}</Badge></td>
                  <td className={cell}>
                    {m && TIMES.filter((k) => m[k]).map((k) => (
                      <span key={k} className="block whitespace-nowrap">{t(`dash-reminder-${k.replace('At', '')}-at`, { at: formatInstant(locale, m[k]) })}</span>
                    ))}
                  </td>
                  <td className={`${cell} min-w-40`}>
                    {problems.map((p) => <span key={p} className="block">{p}</span>)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
