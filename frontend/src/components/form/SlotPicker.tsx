import { useEffect, useState } from 'react';
import { getAvailability, type Branch, type Slot } from '../../lib/api';
import { formatTime, slotTimes } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { ChoiceGroup } from './ChoiceGroup';
import type { Form } from '../../lib/forms/use-form';
import { clinicInstant, clockReadsAsClinic, localSlotLabel, visitorZone } from '../../lib/clinic-time';
import type { BookingValues } from '../../lib/forms/booking-draft';

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'error' } | { state: 'ready'; slots: Slot[] };
const IDLE: Load = { state: 'idle' };

/**
 * The times of the chosen branch and day from `GET /api/availability`, in clinic time and, for a
 * visitor whose clock differs, their own time too. `refresh` changes to reload (after a 409 slot_full).
 */
export function SlotPicker({ form, refresh, onDayFull }: { form: Form<BookingValues>; refresh: number; onDayFull?: (full: boolean) => void }) {
  const { t, locale } = useI18n();
  const { branch, preferredDate } = form.values;
  const [load, setLoad] = useState<Load>(IDLE);
  const [retry, setRetry] = useState(0);
  const dateProblem = form.rules?.validateBooking({ preferredDate, lang: locale }).find((p) => p.field === 'preferredDate');
  const canLoad = Boolean(branch && preferredDate && form.rules && !dateProblem);
  // a branch and day restored from a draft need the rules to show their times
  const { prepare } = form;
  useEffect(() => {
    if (branch && preferredDate) prepare();
  }, [branch, preferredDate, prepare]);

  useEffect(() => {
    if (!canLoad) {
      setLoad(IDLE); // the same state when already idle: no render of its own right after hydration
      return;
    }
    const abort = new AbortController();
    setLoad({ state: 'loading' });
    getAvailability(branch as Branch, preferredDate, preferredDate, abort.signal)
      .then((a) => setLoad({ state: 'ready', slots: a.slots.filter((s) => s.date === preferredDate) }))
      .catch(() => !abort.signal.aborted && setLoad({ state: 'error' }));
    return () => abort.abort();
  }, [canLoad, branch, preferredDate, refresh, retry]);

  const bookable = (s: Slot) => s.remaining > 0 && !form.rules?.slotProblem(s.date, s.time);
  const slots = load.state === 'ready' ? load.slots.filter((s) => !form.rules?.slotProblem(s.date, s.time)) : [];
  // Every time of the day taken: the form offers the day's waitlist instead.
  const dayFull = load.state === 'ready' && slots.length > 0 && slots.every((s) => s.remaining <= 0);
  useEffect(() => onDayFull?.(dayFull), [dayFull, onDayFull]);
  // The visitor's own times are shown only where their clock differs from the clinic's at a slot. Most
  // visitors' does not, and the date's offset tells so at once; naming the zone through Intl costs
  // ~10 ms the first time on a phone (measured during hydration), so it waits for times to show.
  const zone = slots.some((s) => !clockReadsAsClinic(clinicInstant(s.date, s.time))) ? visitorZone() : null;
  const localNote = zone && localSlotLabel(locale, slots[0].date, slots[0].time, zone) !== null;

  let empty: string;
  if (load.state === 'loading') empty = t('booking-times-loading');
  else if (load.state === 'error') empty = t('booking-times-error');
  else if (load.state === 'ready') empty = t('booking-times-none');
  else empty = t('booking-times-choose-first');

  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('booking-times-zone')}
        {localNote ? ` ${t('booking-times-local-zone', { zone: zone ?? '' })}` : ''}
      </p>
      <ChoiceGroup
        field="preferredTime"
        legend={t('booking-field-time')}
        required
        columns="grid-cols-2 sm:grid-cols-3"
        empty={slots.length ? undefined : empty}
        options={slots.map((s) => {
          const local = zone ? localSlotLabel(locale, s.date, s.time, zone) : null;
          return {
            value: s.time,
            disabled: !bookable(s),
            label: (
              <span className="grid">
                <span dir="ltr" className="font-semibold">{formatTime(locale, s.time)}</span>
                {local && <span className="text-xs text-slate-700 dark:text-slate-300">{t('booking-slot-local', { time: local })}</span>}
                {s.remaining <= 0 && <span className="text-xs">{t('booking-slot-full')}</span>}
              </span>
            ),
          };
        })}
      />
      {/* Without scripts no free times can be fetched: every time of an open day, checked by the server. */}
      <noscript>
        <label className="grid gap-1">
          <span className="font-semibold">{t('booking-field-time')}</span>
          <select name="preferredTime" className="rounded-md border border-slate-500 p-2" defaultValue="">
            <option value="">{t('forms-choose')}</option>
            {slotTimes().map((time) => (
              <option key={time} value={time}>{time}</option>
            ))}
          </select>
        </label>
      </noscript>
      {load.state === 'error' && (
        <div>
          <Button type="button" size="sm" variant="secondary" onClick={() => setRetry((n) => n + 1)}>
            {t('booking-times-retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
