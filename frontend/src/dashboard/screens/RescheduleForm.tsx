// Picks another free slot for a booking from the public availability of its branch.
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useFreeSlots } from '../api/queries';
import { clinicDate } from '../ui/format';
import { controlClass } from '../ui/field';
import { ErrorMessage } from './ErrorMessage';

export function RescheduleForm({ branch, pending, error, onPick }: { branch: string; pending: boolean; error: unknown; onPick: (date: string, time: string) => void }) {
  const { t } = useI18n();
  const [date, setDate] = useState(clinicDate(1));
  const slots = useFreeSlots(branch, date, date);
  const free = (slots.data?.slots ?? []).filter((s) => s.date === date && s.remaining > 0);
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="reschedule-date" className="block text-sm font-semibold">{t('dash-reschedule-date')}</label>
        <input id="reschedule-date" type="date" min={clinicDate()} value={date} onChange={(e) => setDate(e.target.value)} className={controlClass} />
      </div>
      <ErrorMessage error={slots.error} />
      {slots.isPending ? (
        <p role="status">{t('dash-loading')}</p>
      ) : free.length === 0 ? (
        <p>{t('dash-reschedule-none')}</p>
      ) : (
        <fieldset>
          <legend className="text-sm font-semibold">{t('dash-reschedule-slots')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {free.map((s) => (
              <button
                key={s.time}
                type="button"
                disabled={pending}
                onClick={() => onPick(s.date, s.time)}
                className="rounded-lg border border-brand-700 px-3 py-1 font-mono text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                dir="ltr"
              >
                {s.time}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <ErrorMessage error={error} />
    </div>
  );
}
