// The branch calendar (issue 13): a day or a week, each 30-minute slot with its bookings and the seats
// left. A booking opens its detail; "Move" opens a dialog to pick a free slot, the keyboard path of a
// reschedule. A plain table of our own: a calendar library would cost more of the dashboard's JS budget
// than the grid it replaces, and a table reads row by row to a screen reader and mirrors itself in ar.
import { useState } from 'react';
import { addDays } from '../../lib/clinic-time';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/cn';
import { reschedule } from '../api/endpoints';
import { useCalendar, useSubmissionChange } from '../api/queries';
import type { CalendarBooking, CalendarDay } from '../api/wire';
import { Link, navigate, useLocation } from '../app/router';
import { ActionDialog } from '../ui/dialog';
import { clinicDate, formatDay, weekStart } from '../ui/format';
import { BranchPicker, useBranch } from './BranchPicker';
import { ErrorMessage } from './ErrorMessage';
import { IntakeBadges } from './IntakeMarks';
import { valueLabel } from './labels';
import { RescheduleForm } from './RescheduleForm';

type View = 'day' | 'week';

function MoveDialog({ booking, branch, onClose }: { booking: CalendarBooking; branch: string; onClose: () => void }) {
  const { t } = useI18n();
  const move = useSubmissionChange('booking', booking.code, (v: { date: string; time: string }) => reschedule(booking.code, v.date, v.time));
  return (
    <ActionDialog open onOpenChange={(o) => !o && onClose()} title={stripIsolates(t('dash-calendar-move-title', { name: booking.name }))}>
      <RescheduleForm branch={branch} pending={move.isPending} error={move.error} onPick={(date, time) => move.mutate({ date, time }, { onSuccess: onClose })} />
    </ActionDialog>
  );
}

function SlotCell({ date, slot, onMove }: { date: string; slot: CalendarDay['slots'][number]; onMove: (b: CalendarBooking) => void }) {
  const { t } = useI18n();
  return (
    <td className={cn('min-w-40 border border-slate-200 p-1 align-top text-sm', slot.closed ? 'bg-slate-200' : slot.remaining === 0 ? 'bg-amber-50' : 'bg-white')} data-date={date} data-time={slot.time}>
      <p className="text-xs text-slate-700">
        {slot.closed ? t('dash-calendar-closed') : t('dash-calendar-seats', { remaining: slot.remaining, capacity: slot.capacity })}
      </p>
      {/* A seat held for a waitlist offer is taken without a booking under it: say why. */}
      {slot.held > 0 && <p className="text-xs font-semibold text-amber-900">{t('dash-calendar-held', { held: slot.held })}</p>}
      <ul className="space-y-1">
        {slot.bookings.map((b) => (
          <li key={b.code} className="flex flex-wrap items-center gap-1 rounded bg-brand-50 px-1">
            <Link to={`/bookings/${encodeURIComponent(b.code)}`} className="font-semibold text-brand-900 underline">
              {b.name}
            </Link>
            <span className="text-xs text-slate-700">{valueLabel(t, 'status', b.status)}</span>
            <IntakeBadges mark={b.intake} named />
            {(b.status === 'pending' || b.status === 'confirmed') && (
              <button type="button" onClick={() => onMove(b)} className="ms-auto rounded border border-brand-700 px-1 text-xs text-brand-800 hover:bg-white" aria-label={stripIsolates(t('dash-calendar-move-for', { name: b.name, time: slot.time }))}>
                {t('dash-calendar-move')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </td>
  );
}

export default function CalendarScreen() {
  const { t, locale } = useI18n();
  const { search } = useLocation();
  const { own, branch } = useBranch(search);
  const view: View = search.get('view') === 'day' ? 'day' : 'week';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? (search.get('date') as string) : clinicDate();
  const from = view === 'week' ? weekStart(anchor) : anchor;
  const to = view === 'week' ? addDays(from, 6) : from;
  const calendar = useCalendar(branch, from, to);
  const [moving, setMoving] = useState<CalendarBooking | null>(null);

  const go = (changes: Partial<{ branch: string; view: View; date: string }>) => {
    const next = new URLSearchParams({ branch, view, date: anchor, ...changes });
    navigate(`/calendar?${next.toString()}`, { replace: true });
  };
  const step = view === 'week' ? 7 : 1;
  const days = calendar.data?.days ?? [];
  const times = [...new Set(days.flatMap((d) => d.slots.map((s) => s.time)))].sort();
  const heading = view === 'week' ? t('dash-calendar-week-of', { from: formatDay(locale, from), to: formatDay(locale, to) }) : formatDay(locale, from, true);

  return (
    <section aria-labelledby="calendar-title" className="space-y-4">
      <h1 id="calendar-title" className="text-2xl font-bold">{t('dash-nav-calendar')}</h1>
      <div className="flex flex-wrap items-end gap-3" role="toolbar" aria-label={t('dash-calendar-toolbar')}>
        <BranchPicker own={own} branch={branch} onChange={(b) => go({ branch: b })} />
        <div className="flex gap-1" role="group" aria-label={t('dash-calendar-view')}>
          {(['day', 'week'] as const).map((v) => (
            <Button key={v} type="button" size="sm" variant={view === v ? 'primary' : 'secondary'} aria-pressed={view === v} onClick={() => go({ view: v })}>
              {t(`dash-calendar-view-${v}`)}
            </Button>
          ))}
        </div>
        <div className="flex gap-1">
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ date: addDays(anchor, -step) })}>{t(`dash-calendar-previous-${view}`)}</Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ date: clinicDate() })}>{t('dash-calendar-today')}</Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ date: addDays(anchor, step) })}>{t(`dash-calendar-next-${view}`)}</Button>
        </div>
        <div>
          <label htmlFor="calendar-date" className="block text-sm font-semibold">{t('dash-calendar-go-to')}</label>
          <input id="calendar-date" type="date" value={anchor} onChange={(e) => e.target.value && go({ date: e.target.value })} className="rounded-lg border border-slate-400 px-2 py-1" />
        </div>
      </div>
      <ErrorMessage error={calendar.error} />
      {calendar.data && calendar.data.closures.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t('dash-closures-title')}>
          {calendar.data.closures.map((c) => (
            <li key={c.id} className="rounded bg-slate-200 px-2 py-1">
              {t('dash-calendar-closure-note', { from: formatDay(locale, c.fromDate), to: formatDay(locale, c.toDate), reason: c.reason })}
            </li>
          ))}
        </ul>
      )}
      <div className="overflow-x-auto">
        <table className="border-collapse">
          <caption className="mb-2 text-start text-lg font-semibold">{heading}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-start text-sm">{t('dash-calendar-time')}</th>
              {days.map((d) => (
                <th key={d.date} scope="col" className="p-1 text-start text-sm">{formatDay(locale, d.date)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.length === 0 && calendar.data && (
              <tr>
                <td colSpan={days.length + 1} className="p-4">{t('dash-calendar-no-hours')}</td>
              </tr>
            )}
            {times.map((time) => (
              <tr key={time}>
                <th scope="row" className="p-1 align-top font-mono text-sm" dir="ltr">{time}</th>
                {days.map((d) => {
                  const slot = d.slots.find((s) => s.time === time);
                  return slot ? <SlotCell key={d.date} date={d.date} slot={slot} onMove={setMoving} /> : (
                    <td key={d.date} className="border border-slate-200 bg-slate-100">
                      <span className="sr-only">{t('dash-calendar-not-open')}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {moving && <MoveDialog booking={moving} branch={branch} onClose={() => setMoving(null)} />}
    </section>
  );
}
