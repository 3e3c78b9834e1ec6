import { useEffect, useRef, useState } from 'react';
import type { Branch as BranchInfo } from '../../lib/site-data';
import { Button } from '../../components/ui/Button';
import { ReminderChannelSection } from '../../components/reminders/ReminderChannelSection';
import { calendarUrl } from '../../lib/api';
import { formatDate, formatTime } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import type { BookingDone } from './BookingForm';

/**
 * 'Booking request received' (SPEC's 'booking successful', docs/decisions.md): the code to keep (with a
 * copy button), the calendar file, the status page; last, where the reminders go (it arrives after the
 * first paint, below everything else, so it moves nothing).
 */
export function BookingSuccess({ done, branches, onAnother }: { done: BookingDone; branches: BranchInfo[]; onAnother: () => void }) {
  const { t, locale, href } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { booking, contact, phone } = done;
  const branch = branches.find((b) => b.id === booking.branch)?.name ?? booking.branch;

  useEffect(() => heading.current?.focus(), []);

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(booking.confirmationCode);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section aria-labelledby="booking-success" className="card grid gap-4">
      <h2 id="booking-success" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {t('booking-success-title')}
      </h2>
      <p>{t(booking.verification === 'unverified' ? 'booking-success-verify' : 'booking-success-pending')}</p>
      <div className="grid gap-2">
        <p className="font-medium" id="booking-code-label">{t('booking-success-code-label')}</p>
        <p className="flex flex-wrap items-center gap-3">
          <output aria-labelledby="booking-code-label" dir="ltr" className="rounded-lg bg-brand-50 px-4 py-2 font-mono text-2xl font-bold tracking-widest text-brand-900 dark:bg-slate-800 dark:text-brand-100">
            {booking.confirmationCode}
          </output>
          <Button type="button" variant="secondary" size="sm" onClick={copyCode}>
            {t('booking-copy')}
          </Button>
          <span role="status" className="text-sm">
            {copy === 'copied' ? t('booking-copied') : copy === 'failed' ? t('booking-copy-failed') : ''}
          </span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('booking-success-keep')}</p>
      </div>
      <p>
        {t('booking-success-details', {
          date: formatDate(locale, booking.preferredDate),
          time: formatTime(locale, booking.preferredTime),
          branch,
        })}
      </p>
      <ul className="grid gap-2">
        <li>
          <a className="underline" href={calendarUrl(booking.confirmationCode, contact)} download={`booking-${booking.confirmationCode}.ics`}>
            {t('booking-ics')}
          </a>
        </li>
        <li>
          <a className="underline" href={`${href('/booking-status')}?code=${encodeURIComponent(booking.confirmationCode)}`}>
            {t('booking-status-link')}
          </a>
        </li>
      </ul>
      <div>
        {/* The second click of a double click on "Book" lands here once this view has replaced the form
            (the button sits where "Book" was): only a click of its own starts a new booking. */}
        <Button type="button" variant="ghost" onClick={(event) => event.detail < 2 && onAnother()}>
          {t('booking-new')}
        </Button>
      </div>
      <ReminderChannelSection code={booking.confirmationCode} contact={contact} phone={phone} />
    </section>
  );
}
