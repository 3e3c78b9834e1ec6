import { useEffect, useRef, useState } from 'react';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { FormNotice } from '../../components/form/FormNotice';
import { Button } from '../../components/ui/Button';
import { rescheduleBooking, type BookingSummary } from '../../lib/api';
import { FormProvider } from '../../lib/forms/form-context';
import { useForm } from '../../lib/forms/use-form';
import { useSubmission } from '../../lib/forms/use-submission';
import { useI18n } from '../../lib/i18n';
import { DateField } from '../../components/form/DateField';
import { EMPTY_DRAFT, type BookingValues } from '../../lib/forms/booking-draft';
import { SlotPicker } from '../../components/form/SlotPicker';
import { addDays, clinicToday } from '../../lib/clinic-time';
import { bookingHorizonDays } from '../../lib/core';

const FIELDS = ['preferredDate', 'preferredTime'] as const;

/**
 * A new day and time for a booking, in its own branch: the same date field and free times as the
 * booking form, checked by the same core rules. `onMoved` gets the booking at its new time;
 * `onTooLate` is called when the server says the visit is inside the change window.
 */
export function RescheduleForm({
  summary,
  contact,
  onMoved,
  onTooLate,
  onClose,
}: {
  summary: BookingSummary;
  contact: string;
  onMoved: (summary: BookingSummary) => void;
  onTooLate: () => void;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const [refresh, setRefresh] = useState(0);
  const form = useForm<BookingValues>({
    name: 'reschedule',
    initial: { ...EMPTY_DRAFT, branch: summary.branch, termsAccepted: true },
    order: FIELDS,
    validate: (rules, v) =>
      rules
        .validateBooking({ preferredDate: v.preferredDate, preferredTime: v.preferredTime, lang: locale }, Date.now())
        .filter((p) => p.field === 'preferredDate' || p.field === 'preferredTime'),
  });
  useEffect(() => heading.current?.focus(), []);

  const { submit, sending, notice } = useSubmission({
    form,
    signature: (v) => `${v.preferredDate} ${v.preferredTime}`,
    send: (v, key) =>
      rescheduleBooking(summary.confirmationCode, { contact, preferredDate: v.preferredDate, preferredTime: v.preferredTime }, key),
    onSuccess: (moved) => onMoved(moved),
    onFailure: (err) => {
      if (err.status === 409 && err.code === 'change_window') {
        onTooLate();
        return null;
      }
      if (err.status !== 409 || err.code !== 'slot_full') return undefined;
      form.set('preferredTime', '');
      form.setFieldProblem({ field: 'preferredTime', code: 'slot_full', params: {} });
      setRefresh((n) => n + 1);
      return { text: t('booking-slot-full-refreshed'), tone: 'info' };
    },
  });

  const today = clinicToday();
  const labels = { preferredDate: t('booking-field-date'), preferredTime: t('booking-field-time') };
  return (
    <FormProvider form={form}>
      <form
        ref={form.ref}
        noValidate
        onSubmit={submit}
        aria-labelledby="status-reschedule"
        className="grid gap-4 rounded-xl border-2 border-slate-300 p-4 dark:border-slate-600"
      >
        <h3 id="status-reschedule" ref={heading} tabIndex={-1} className="text-lg font-bold">
          {t('status-reschedule-title')}
        </h3>
        <p>{t('status-reschedule-body')}</p>
        <ErrorSummary labels={labels} />
        <DateField label={labels.preferredDate} min={today} max={addDays(today, bookingHorizonDays())} form={form} />
        <SlotPicker form={form} refresh={refresh} />
        <FormNotice text={notice?.text ?? null} tone={notice?.tone} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={sending}>
            {t('status-reschedule-submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('status-reschedule-keep')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
