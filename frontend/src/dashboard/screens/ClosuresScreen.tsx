// Closures and capacity (issue 13): admins close a branch for a day, part of a day or a range of days
// with a reason, and change the seats of a slot or a day; everyone on staff sees them. Closing days
// that hold bookings lists those bookings here, each a link to its detail, where staff move or cancel
// it (the patient gets the message of that workflow): nothing is moved or cancelled silently.
import { useState } from 'react';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { BRANCHES } from '../api/choices';
import { addClosure, removeClosure, setCapacity } from '../api/endpoints';
import { useExceptions, useMe, useScheduleChange } from '../api/queries';
import type { AffectedBooking, CapacityRequest, ClosureRequest, ClosureWithBookings } from '../api/wire';
import { Link } from '../app/router';
import { SelectField, TextField } from '../ui/field';
import { clinicDate, formatDay } from '../ui/format';
import { ErrorMessage } from './ErrorMessage';
import { valueLabel } from './labels';

const text = (d: FormData, name: string) => String(d.get(name) ?? '').trim();

function BookingsInside({ bookings }: { bookings: AffectedBooking[] }) {
  const { t, locale } = useI18n();
  if (bookings.length === 0) return <p className="text-sm text-slate-700">{t('dash-closures-no-bookings')}</p>;
  return (
    <div role="status" className="rounded-lg border border-amber-400 bg-amber-50 p-3">
      <p className="font-semibold">{t('dash-closures-bookings-inside', { count: bookings.length })}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {bookings.map((b) => (
          <li key={b.code}>
            <Link to={`/bookings/${encodeURIComponent(b.code)}`} className="font-semibold text-brand-900 underline">{b.name}</Link>{' '}
            {formatDay(locale, b.preferredDate)} <span dir="ltr">{b.preferredTime}</span> · {valueLabel(t, 'status', b.status)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ClosureItem({ item, admin }: { item: ClosureWithBookings; admin: boolean }) {
  const { t, locale } = useI18n();
  const remove = useScheduleChange((id: string) => removeClosure(id));
  const c = item.closure;
  const days = c.fromDate === c.toDate ? formatDay(locale, c.fromDate) : t('dash-closures-range', { from: formatDay(locale, c.fromDate), to: formatDay(locale, c.toDate) });
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 shadow-sm">
      <p>
        <span className="font-semibold">{days}</span>{' '}
        {c.startTime && c.endTime ? <span dir="ltr">{c.startTime}–{c.endTime}</span> : t('dash-closures-whole-day')} · {c.reason}
      </p>
      <BookingsInside bookings={item.bookings} />
      <ErrorMessage error={remove.error} />
      {admin && (
        <Button type="button" size="sm" variant="secondary" loading={remove.isPending} onClick={() => remove.mutate(c.id)} aria-label={stripIsolates(t('dash-closures-remove-for', { days, reason: c.reason }))}>
          {t('dash-closures-remove')}
        </Button>
      )}
    </li>
  );
}

function ClosureForm({ branch }: { branch: string }) {
  const { t } = useI18n();
  const add = useScheduleChange((body: ClosureRequest) => addClosure(body));
  const [partial, setPartial] = useState(false);
  return (
    <form
      aria-labelledby="closure-add-title"
      className="grid max-w-3xl gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const el = e.currentTarget;
        const d = new FormData(el);
        const body: ClosureRequest = {
          branch: branch as ClosureRequest['branch'],
          fromDate: text(d, 'fromDate'),
          toDate: text(d, 'toDate') || null,
          startTime: partial ? text(d, 'startTime') : null,
          endTime: partial ? text(d, 'endTime') : null,
          reason: text(d, 'reason'),
        };
        add.mutate(body, { onSuccess: () => el.reset() });
      }}
    >
      <h2 id="closure-add-title" className="text-lg font-semibold sm:col-span-2">{t('dash-closures-add')}</h2>
      <TextField label={t('dash-closures-from')} name="fromDate" type="date" min={clinicDate()} required />
      <TextField label={t('dash-closures-to')} name="toDate" type="date" min={clinicDate()} />
      <div className="sm:col-span-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={partial} onChange={(e) => setPartial(e.target.checked)} />
          {t('dash-closures-part-of-day')}
        </label>
      </div>
      {partial && (
        <>
          <TextField label={t('dash-closures-start')} name="startTime" type="time" step={1800} required />
          <TextField label={t('dash-closures-end')} name="endTime" type="time" step={1800} required />
        </>
      )}
      <TextField label={t('dash-closures-reason')} name="reason" required maxLength={500} className="sm:col-span-2" />
      <div className="space-y-2 sm:col-span-2">
        <ErrorMessage error={add.error} />
        {add.data && <BookingsInside bookings={add.data.bookings} />}
        <Button type="submit" loading={add.isPending}>{t('dash-closures-add-submit')}</Button>
      </div>
    </form>
  );
}

function CapacityForm({ branch }: { branch: string }) {
  const { t } = useI18n();
  const change = useScheduleChange((body: CapacityRequest) => setCapacity(body));
  return (
    <form
      aria-labelledby="capacity-title"
      className="grid max-w-3xl gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const el = e.currentTarget;
        const d = new FormData(el);
        const seats = text(d, 'capacity');
        const body: CapacityRequest = {
          branch: branch as CapacityRequest['branch'],
          date: text(d, 'date'),
          time: text(d, 'time') || null,
          capacity: seats === '' ? null : Number(seats),
          reason: text(d, 'reason'),
        };
        change.mutate(body, { onSuccess: () => el.reset() });
      }}
    >
      <h2 id="capacity-title" className="text-lg font-semibold sm:col-span-2">{t('dash-capacity-title')}</h2>
      <p className="text-sm text-slate-700 sm:col-span-2">{t('dash-capacity-help')}</p>
      <TextField label={t('dash-capacity-date')} name="date" type="date" min={clinicDate()} required />
      <TextField label={t('dash-capacity-time')} name="time" type="time" step={1800} />
      <TextField label={t('dash-capacity-seats')} name="capacity" type="number" min={0} max={50} inputMode="numeric" />
      <TextField label={t('dash-closures-reason')} name="reason" required maxLength={500} />
      <div className="space-y-2 sm:col-span-2">
        <ErrorMessage error={change.error} />
        {change.isSuccess && <p role="status">{t('dash-capacity-saved')}</p>}
        <Button type="submit" loading={change.isPending}>{t('dash-capacity-submit')}</Button>
      </div>
    </form>
  );
}

export default function ClosuresScreen() {
  const { t, locale } = useI18n();
  const me = useMe();
  const own = me.data?.user.branch ?? null;
  const admin = me.data?.user.role === 'admin';
  const [picked, setPicked] = useState<string>('taipei');
  const branch = own ?? picked;
  const exceptions = useExceptions(branch);
  const closures = exceptions.data?.closures ?? [];
  const capacities = exceptions.data?.capacities ?? [];
  return (
    <section aria-labelledby="closures-title" className="space-y-6">
      <h1 id="closures-title" className="text-2xl font-bold">{t('dash-nav-closures')}</h1>
      {own ? (
        <p>{valueLabel(t, 'branch', own)}</p>
      ) : (
        <SelectField className="max-w-xs" label={t('dash-col-branch')} value={branch} onChange={(e) => setPicked(e.target.value)} options={BRANCHES.map((b) => ({ value: b, label: valueLabel(t, 'branch', b) }))} />
      )}
      {admin && <ClosureForm branch={branch} />}
      <ErrorMessage error={exceptions.error} />
      <div>
        <h2 className="text-lg font-semibold">{t('dash-closures-title')}</h2>
        {closures.length === 0 ? <p>{t('dash-none')}</p> : <ul className="mt-2 space-y-3">{closures.map((c) => <ClosureItem key={c.closure.id} item={c} admin={admin} />)}</ul>}
      </div>
      {admin && <CapacityForm branch={branch} />}
      <div>
        <h2 className="text-lg font-semibold">{t('dash-capacity-list')}</h2>
        {capacities.length === 0 ? (
          <p>{t('dash-none')}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {capacities.map((c) => (
              <li key={`${c.date}/${c.time ?? ''}`}>
                {formatDay(locale, c.date)} <span dir="ltr">{c.time ?? ''}</span> {c.time ? '' : t('dash-closures-whole-day')} · {t('dash-capacity-seats-value', { capacity: c.capacity })} · {c.reason}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
