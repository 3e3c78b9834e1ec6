// The front desk ("Fewer empty chairs"): a branch's patients of the day in time order, with who said
// they will come, where their reminders go, what they need, and who has arrived. Worked from the
// keyboard: the rows are one tab stop (arrow keys or j and k move, Enter opens the booking), `a` marks
// the patient arrived and `n` a no-show; each step is also a button in the row, and the keys are shown
// above the table. Read again every minute, so an answer arriving by LINE shows up by itself.
import type { ColumnDef } from '@tanstack/react-table';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { addDays } from '../../lib/clinic-time';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { useFrontDesk, useFrontDeskStep } from '../api/queries';
import type { Arrival } from '../api/wire';
import { Link, navigate, useLocation } from '../app/router';
import { Badge, toneOf } from '../ui/badge';
import { DataTable } from '../ui/data-table';
import { clinicDate, formatClock, formatDay, formatInstant } from '../ui/format';
import { BranchPicker, useBranch } from './BranchPicker';
import { ErrorMessage } from './ErrorMessage';
import { IntakeBadges } from './IntakeMarks';
import { checkStep, type Step } from './front-desk-steps';
import { languageName, valueLabel } from './labels';

const bookingPath = (a: Arrival) => `/bookings/${encodeURIComponent(a.code)}`;

const Key = ({ children }: { children: ReactNode }) => (
  <kbd className="rounded border border-slate-400 bg-slate-50 px-1.5 font-mono text-xs text-slate-900">{children}</kbd>
);

function Shortcuts() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="desk-keys-title" className="rounded-xl bg-white p-3 text-sm shadow-sm">
      <h2 id="desk-keys-title" className="font-semibold">{t('dash-desk-keys')}</h2>
      <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        <li><Key>↑</Key> <Key>↓</Key> <Key>j</Key> <Key>k</Key> {t('dash-desk-key-move')}</li>
        <li><Key>a</Key> {t('dash-desk-key-arrived')}</li>
        <li><Key>n</Key> {t('dash-desk-key-no-show')}</li>
        <li><Key>u</Key> {t('dash-desk-key-undo-arrived')}</li>
        <li><Key>{t('dash-desk-key-enter')}</Key> {t('dash-desk-key-open')}</li>
      </ul>
    </section>
  );
}

/** What the status line says once a step is done. */
const DONE: Record<Step, string> = {
  arrived: 'dash-desk-done-arrived',
  no_show: 'dash-desk-done-no-show',
  undo_arrived: 'dash-desk-done-undo-arrived',
};

export default function FrontDeskScreen() {
  const { t, locale } = useI18n();
  const { search } = useLocation();
  const { own, branch } = useBranch(search);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? (search.get('date') as string) : clinicDate();
  const day = useFrontDesk(branch, date);
  const run = useFrontDeskStep();
  // What the last key or button did, or why it could not (read out politely).
  const [said, setSaid] = useState('');
  const go = (changes: Partial<{ branch: string; date: string }>) => {
    setSaid('');
    navigate(`/front-desk?${new URLSearchParams({ branch, date, ...changes }).toString()}`, { replace: true });
  };

  // Which key press the status line speaks for: a step that ends after a newer press stays quiet.
  const turn = useRef(0);
  const act = (a: Arrival, step: Step) => {
    const mine = ++turn.current;
    const check = checkStep(a, step);
    if (check !== 'ok') return setSaid(t(`dash-desk-${check}`, { name: a.name, status: valueLabel(t, 'status', a.status) }));
    if (run.isPending && run.variables?.code === a.code) return; // this patient's step is on its way
    setSaid('');
    const done = t(DONE[step], { name: a.name });
    run.mutate({ code: a.code, step }, { onSuccess: () => mine === turn.current && setSaid(done) });
  };
  // A button's step leaves the focus on its row (the button may go once the step is done).
  const press = (a: Arrival, step: Step) => (e: MouseEvent<HTMLButtonElement>) => {
    (e.target as HTMLElement).closest<HTMLElement>('tr')?.focus();
    act(a, step);
  };

  const columns: ColumnDef<Arrival, unknown>[] = [
    { id: 'time', header: t('dash-calendar-time'), cell: ({ row }) => <span className="font-mono" dir="ltr">{row.original.time}</span> },
    {
      id: 'name',
      header: t('dash-col-name'),
      cell: ({ row }) => (
        <Link to={bookingPath(row.original)} tabIndex={-1} className="font-semibold text-brand-800 underline">{row.original.name}</Link>
      ),
    },
    { id: 'code', header: t('dash-col-code'), cell: ({ row }) => <span className="whitespace-nowrap font-mono" dir="ltr">{row.original.code}</span> },
    {
      id: 'answer',
      header: t('dash-desk-col-answer'),
      cell: ({ row }) =>
        row.original.attendanceConfirmedAt ? (
          <>
            <Badge tone="good"><span aria-hidden="true">✓&nbsp;</span>{t('dash-desk-will-come')}</Badge>
            <span className="block text-xs text-slate-700">{formatInstant(locale, row.original.attendanceConfirmedAt)}</span>
          </>
        ) : (
          <span className="text-slate-700">{t('dash-desk-no-answer')}</span>
        ),
    },
    { id: 'channel', header: t('dash-desk-col-channel'), cell: ({ row }) => <Badge>{valueLabel(t, 'channel', row.original.channel)}</Badge> },
    {
      id: 'needs',
      header: t('dash-desk-col-needs'),
      cell: ({ row }) => {
        const { interpreter, companions, intake } = row.original;
        const needs = [
          interpreter && t('dash-desk-interpreter', { language: languageName(interpreter) }),
          companions ? t('dash-desk-companions', { count: companions }) : '',
        ].filter(Boolean);
        // The health questions' flags and "answers missing" are what the patient needs at the table too.
        const marks = <IntakeBadges mark={intake} named />;
        if (!needs.length && !intake?.due && !intake?.needsReview && !intake?.flags.length) return <span className="text-slate-600">—</span>;
        return (
          <>
            {needs.map((n) => <span key={n} className="block">{n}</span>)}
            {marks}
          </>
        );
      },
    },
    { id: 'status', header: t('dash-col-status'), cell: ({ row }) => <Badge tone={toneOf(row.original.status)}>{valueLabel(t, 'status', row.original.status)}</Badge> },
    {
      id: 'arrived',
      header: t('dash-desk-col-arrived'),
      cell: ({ row }) => (row.original.arrivedAt ? formatClock(locale, row.original.arrivedAt) : <span className="text-slate-600">—</span>),
    },
    {
      id: 'actions',
      header: t('dash-actions'),
      cell: ({ row }) => {
        const a = row.original;
        const noShow = checkStep(a, 'no_show');
        return (
          <div className="flex flex-wrap items-center gap-1">
            {checkStep(a, 'arrived') === 'ok' && (
              <Button type="button" size="sm" aria-label={stripIsolates(t('dash-desk-mark-arrived-for', { name: a.name }))} onClick={press(a, 'arrived')}>
                {t('dash-desk-mark-arrived')}
              </Button>
            )}
            {noShow === 'ok' && (
              <Button type="button" size="sm" variant="secondary" aria-label={stripIsolates(t('dash-desk-mark-no-show-for', { name: a.name }))} onClick={press(a, 'no_show')}>
                {t('dash-action-no-show')}
              </Button>
            )}
            {checkStep(a, 'undo_arrived') === 'ok' && (
              <Button type="button" size="sm" variant="secondary" aria-label={stripIsolates(t('dash-desk-undo-arrived-for', { name: a.name }))} onClick={press(a, 'undo_arrived')}>
                {t('dash-desk-undo-arrived')}
              </Button>
            )}
            {noShow === 'confirm-first' && (
              <Link to={bookingPath(a)} className="text-sm text-brand-800 underline">{t('dash-desk-confirm-first-link')}</Link>
            )}
          </div>
        );
      },
    },
  ];

  const arrivals = day.data?.arrivals ?? [];
  const caption = t('dash-desk-caption', { branch: valueLabel(t, 'branch', branch), date: formatDay(locale, date, true) });
  return (
    <section aria-labelledby="desk-title" className="space-y-4">
      <h1 id="desk-title" className="text-2xl font-bold">{t('dash-nav-front-desk')}</h1>
      <div className="flex flex-wrap items-end gap-3" role="toolbar" aria-label={t('dash-desk-toolbar')}>
        <BranchPicker own={own} branch={branch} onChange={(b) => go({ branch: b })} />
        <div className="flex gap-1">
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ date: addDays(date, -1) })}>{t('dash-calendar-previous-day')}</Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ date: clinicDate() })}>{t('dash-calendar-today')}</Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ date: addDays(date, 1) })}>{t('dash-calendar-next-day')}</Button>
        </div>
        <div>
          <label htmlFor="desk-date" className="block text-sm font-semibold">{t('dash-calendar-go-to')}</label>
          <input id="desk-date" type="date" value={date} onChange={(e) => e.target.value && go({ date: e.target.value })} className="rounded-lg border border-slate-400 px-2 py-1" />
        </div>
      </div>
      <Shortcuts />
      <h2 className="text-lg font-semibold">{caption}</h2>
      {day.data && (
        <p className="text-sm">
          {t('dash-desk-summary', {
            expected: arrivals.length,
            willCome: arrivals.filter((a) => a.attendanceConfirmedAt).length,
            arrived: arrivals.filter((a) => a.arrivedAt).length,
          })}
        </p>
      )}
      <ErrorMessage error={day.error} />
      <ErrorMessage error={run.error} />
      <p role="status" className="min-h-6 text-sm font-semibold">{said}</p>
      <DataTable
        label={stripIsolates(caption)}
        columns={columns}
        rows={arrivals}
        rowKey={(a) => a.id}
        loading={day.isPending}
        empty={t('dash-desk-empty')}
        onOpen={(a) => navigate(bookingPath(a))}
        rowKeys={{ a: (a) => act(a, 'arrived'), n: (a) => act(a, 'no_show'), u: (a) => act(a, 'undo_arrived') }}
      />
    </section>
  );
}
