import { useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { FormNotice } from '../../components/form/FormNotice';
import { ApiError, joinWaitlist, newIdempotencyKey, type WaitlistRequest } from '../../lib/api';
import { formatDate, formatTime, loadForms } from '../../lib/core';
import type { Form } from '../../lib/forms/use-form';
import { useI18n } from '../../lib/i18n';
import type { BookingValues } from '../../lib/forms/booking-draft';

/** What the patient already typed, as a request to wait for a seat on the chosen day (and time, if any). */
function toWaitlistRequest(v: BookingValues, lang: WaitlistRequest['lang']): WaitlistRequest {
  return {
    name: v.name,
    phone: v.phone,
    email: v.email,
    branch: v.branch as WaitlistRequest['branch'],
    preferredDate: v.preferredDate,
    preferredTime: v.preferredTime || undefined,
    tumorType: v.tumorType as WaitlistRequest['tumorType'],
    termsAccepted: v.termsAccepted,
    lang,
  };
}

/** The message for a refused join: a seat to book instead, the limits on open bookings, or try again. */
function joinRefusal(e: unknown): string {
  if (e instanceof ApiError && e.code === 'seats_free') return 'waitlist-seats-free';
  // The server's field code says which limit refused (the contact's or the network's).
  if (e instanceof ApiError && e.code === 'too_many_open_bookings')
    return `validation-${e.fields.find((f) => f.code.startsWith('too_many_open_bookings'))?.code ?? 'too_many_open_bookings'}`;
  return 'waitlist-join-failed';
}

type State = { state: 'idle' } | { state: 'sending' } | { state: 'joined' } | { state: 'failed'; text: string };

/**
 * Shown when the chosen day (or the time just taken) is full: the patient joins that branch's
 * waitlist for the day with what they typed. The core's rules check the request first; problems are
 * shown on the booking form's own fields.
 */
export function JoinWaitlist({ form, branchName, time: takenTime }: { form: Form<BookingValues>; branchName: string; time?: string }) {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<State>({ state: 'idle' });
  const key = useRef<{ signature: string; key: string } | null>(null);
  const v = { ...form.values, preferredTime: takenTime ?? '' };
  const day = formatDate(locale, v.preferredDate);
  const time = v.preferredTime ? formatTime(locale, v.preferredTime) : '';

  async function join() {
    const request = toWaitlistRequest({ ...form.values, preferredTime: takenTime ?? '' }, locale);
    const rules = form.rules ?? (await loadForms().catch(() => null));
    const problems = rules ? rules.validateWaitlist(request as unknown as Record<string, unknown>, Date.now()) : [];
    if (problems.length > 0) {
      for (const p of problems) form.setFieldProblem(p);
      setStatus({ state: 'failed', text: t('waitlist-fix-fields') });
      return;
    }
    // The same request again (a double click, a retry) is the same attempt for the server.
    const signature = JSON.stringify(request);
    if (key.current?.signature !== signature) key.current = { signature, key: newIdempotencyKey() };
    setStatus({ state: 'sending' });
    try {
      await joinWaitlist(request, key.current.key);
      setStatus({ state: 'joined' });
    } catch (e) {
      setStatus({ state: 'failed', text: t(joinRefusal(e)) });
    }
  }

  if (status.state === 'joined') {
    return (
      <div role="status" className="card grid gap-2" data-testid="waitlist-joined">
        <p className="font-semibold">{t('waitlist-joined', { branch: branchName, date: day })}</p>
      </div>
    );
  }
  return (
    <div className="card grid gap-3" data-testid="waitlist-offer">
      <p>
        {time
          ? t('waitlist-slot-full', { branch: branchName, date: day, time })
          : t('waitlist-day-full', { branch: branchName, date: day })}
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('waitlist-how')}</p>
      <FormNotice text={status.state === 'failed' ? status.text : null} tone="error" />
      <div>
        <Button type="button" variant="secondary" loading={status.state === 'sending'} onClick={() => void join()}>
          {t('waitlist-join')}
        </Button>
      </div>
    </div>
  );
}
