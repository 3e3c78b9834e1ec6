// The booking's date field, shared by a new booking and a patient's reschedule.
import type { BookingValues } from '../../lib/forms/booking-draft';
import type { useForm } from '../../lib/forms/use-form';
import { useI18n } from '../../lib/i18n';
import { TextField } from './fields';

/** The date, typed or picked; the core says at once when the clinic is closed or the day is too far. */
export function DateField({ label, min, max, form }: { label: string; min: string; max: string; form: ReturnType<typeof useForm<BookingValues>> }) {
  const { t } = useI18n();
  return (
    <TextField
      field="preferredDate"
      label={label}
      required
      type="date"
      min={min}
      max={max}
      hint={t('booking-date-hint')}
      // Only a new date drops the chosen time: browsers also send input events that change nothing
      // (a date picker confirming the same day), and those must not undo the patient's pick.
      onInput={(e) => {
        if (e.currentTarget.value !== form.values.preferredDate) form.set('preferredTime', '');
      }}
    />
  );
}
