import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Branch as BranchInfo, PageData } from '../../lib/site-data';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Button } from '../../components/ui/Button';
import { calendarUrl, cancelBooking, getBooking, newIdempotencyKey, type BookingSummary } from '../../lib/api';
import { formatDate, formatTime, loadForms } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { TextField } from '../../components/form/fields';
import { FormNotice } from '../../components/form/FormNotice';
import { ReminderChannelSection } from '../../components/reminders/ReminderChannelSection';
import { asApiError, failureText } from '../../lib/forms/failure';
import { FormProvider } from '../../lib/forms/form-context';
import { useForm } from '../../lib/forms/use-form';
import { takeLineReturn } from '../../lib/line-login-return';
import { lineOutcome, type LineOutcome } from './line-outcome';
import { lookupProblems, normalizeCode } from './lookup';
import { RescheduleForm } from './RescheduleForm';
import { formatClinicInstant } from '../../lib/clinic-time';

const FIELDS = ['code', 'contact'] as const;

/**
 * /booking-status: confirmation code + e-mail or phone → the booking, and cancelling it. LINE Login
 * sends the patient back here (`?code=…&line=linked|declined|failed`): the page says how it went and,
 * in the tab that left for LINE, shows the booking again at once.
 */
export default function BookingStatusPage({ data }: { data: PageData }) {
  const { t } = useI18n();
  const form = useForm<{ code: string; contact: string }>({
    name: 'status',
    initial: { code: '', contact: '' },
    order: FIELDS,
    validate: (rules, v) => lookupProblems(rules, v),
    load: 'touch',
  });
  const [booking, setBooking] = useState<{ summary: BookingSummary; contact: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [line, setLine] = useState<LineOutcome | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const outcome = lineOutcome(params.get('line'));
    setLine(outcome);
    const back = outcome ? takeLineReturn() : null;
    if (!code) return;
    // The link's code is in the field at once (a patient who types the contact and sends before the
    // rules arrive must not send an empty code), unless the patient already typed one; when the rules
    // arrive it is shown as the core reads it, if it is still the link's.
    form.restore({ code });
    void loadForms().then(
      (rules) => {
        const read = normalizeCode(rules, code);
        form.replace((v) => (v.code === code ? { ...v, code: read } : v));
        // Back from LINE Login with the booking this tab left with: show it again.
        if (back && normalizeCode(rules, back.code) === read) {
          form.restore({ contact: back.contact });
          void find(read, back.contact.trim());
        }
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const labels = { code: t('status-field-code'), contact: t('status-field-contact') };

  // One lookup at a time, whatever the presses: `busy` is state, so a second press in the same task
  // (a press just as a held sending goes) would still read it false.
  const inFlight = useRef(false);
  /** Looks up the booking `load` names (null: the form shows problems instead). */
  const lookup = async (load: () => Promise<{ code: string; contact: string } | null>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setNotice(null);
    try {
      const asked = await load();
      if (!asked) return;
      setBusy(true);
      setBooking({ summary: await getBooking(asked.code, asked.contact), contact: asked.contact });
    } catch (error) {
      const err = asApiError(error);
      setNotice(err.status === 404 ? t('status-not-found') : failureText(t, err));
    } finally {
      setBusy(false);
      inFlight.current = false;
    }
  };
  const find = (code: string, contact: string) => lookup(async () => ({ code, contact }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return lookup(async () =>
      (await form.check()) ? { code: normalizeCode(await loadForms(), form.values.code), contact: form.values.contact.trim() } : null,
    );
  };

  return (
    <>
      <PageIntro id="booking-status" />
      <PageBody>
        {line && <LineNotice outcome={line} />}
        {booking ? (
          <BookingCard
            summary={booking.summary}
            contact={booking.contact}
            branch={data.site.clinic.branches.find((b) => b.id === booking.summary.branch)}
            onChange={(summary) => setBooking({ ...booking, summary })}
            onAnother={() => {
              setBooking(null);
              form.reset();
            }}
          />
        ) : (
          <FormProvider form={form}>
            <form ref={form.ref} noValidate onSubmit={submit} aria-label={t('page-booking-status-title')} className="card grid gap-4">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('forms-required-note')}</p>
              <ErrorSummary labels={labels} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  field="code"
                  label={labels.code}
                  required
                  dir="ltr"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  hint={t('status-code-hint')}
                />
                <TextField field="contact" label={labels.contact} required dir="ltr" autoComplete="email" />
              </div>
              <FormNotice text={notice} />
              <div>
                <Button type="submit" loading={busy}>
                  {t('status-submit')}
                </Button>
              </div>
            </form>
          </FormProvider>
        )}
      </PageBody>
    </>
  );
}

/** How linking LINE ended, said once at the top of the page. */
function LineNotice({ outcome }: { outcome: LineOutcome }) {
  const { t } = useI18n();
  return (
    <div className="mb-6">
      <FormNotice text={t(`status-line-${outcome}`)} tone={outcome === 'failed' ? 'error' : 'info'} />
    </div>
  );
}

/** Whether the patient may still move or cancel online: open, and before the change window. */
function onlineChangeAllowed(summary: BookingSummary): boolean {
  const until = summary.changeableUntil ? Date.parse(summary.changeableUntil) : Number.NaN;
  return (summary.status === 'pending' || summary.status === 'confirmed') && until > Date.now();
}

function BookingCard({
  summary,
  contact,
  branch,
  onChange,
  onAnother,
}: {
  summary: BookingSummary;
  contact: string;
  branch: BranchInfo | undefined;
  onChange: (summary: BookingSummary) => void;
  onAnother: () => void;
}) {
  const { t, locale } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState(false);
  const [tooLate, setTooLate] = useState(false);
  const branchName = branch?.name ?? summary.branch;
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const cancelKey = useRef(newIdempotencyKey());

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const res = await cancelBooking(summary.confirmationCode, contact, cancelKey.current);
      onChange({ ...summary, status: res.status });
      setConfirming(false);
      setCancelled(true);
      heading.current?.focus();
    } catch (error) {
      const err = asApiError(error);
      if (err.status === 404) setNotice(t('status-not-found'));
      else if (err.status === 409 && err.code === 'change_window') {
        setConfirming(false);
        setTooLate(true);
      } else if (err.status === 409) setNotice(t('status-not-changeable'));
      else setNotice(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const open = summary.status === 'pending' || summary.status === 'confirmed';
  const canChange = open && !tooLate && onlineChangeAllowed(summary);
  const rows: [string, string][] = [
    [t('status-field-code'), summary.confirmationCode],
    [t('status-label-status'), t(`status-state-${summary.status}`)],
    [t('booking-field-date'), formatDate(locale, summary.preferredDate)],
    [t('booking-field-time'), formatTime(locale, summary.preferredTime)],
    [t('booking-field-branch'), branchName],
  ];
  return (
    <section aria-labelledby="status-result" className="card grid gap-4">
      <h2 id="status-result" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {t('status-result-title')}
      </h2>
      <p role="status">{cancelled ? t('status-cancelled') : moved ? t('status-rescheduled') : ''}</p>
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Only a pending booking's seat runs out with the hold: one staff confirmed is never expired. */}
      {summary.status === 'pending' && summary.verification === 'unverified' && summary.verifyUntil && (
        <p className="rounded-xl border-2 border-amber-700 p-4 dark:border-amber-300">
          {t('status-verify-waiting', { until: formatClinicInstant(locale, summary.verifyUntil) })}
        </p>
      )}
      {summary.verification === 'expired' && (
        <p className="rounded-xl border-2 border-red-700 p-4 dark:border-red-400">{t('status-verify-expired')}</p>
      )}
      {summary.status !== 'cancelled' && (
        <p>
          <a className="underline" href={calendarUrl(summary.confirmationCode, contact)} download={`booking-${summary.confirmationCode}.ics`}>
            {t('booking-ics')}
          </a>
        </p>
      )}
      {open && !canChange && (
        <p className="rounded-xl border-2 border-amber-700 p-4 dark:border-amber-300">
          {t('status-change-window', { branch: branchName })}{' '}
          {branch && (
            <a className="font-semibold underline" href={`tel:${branch.internationalPhone.replace(/\s/g, '')}`} dir="ltr">
              {branch.phone}
            </a>
          )}
        </p>
      )}
      {canChange && !confirming && !moving && (
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            onClick={() => {
              setMoved(false);
              setMoving(true);
            }}
          >
            {t('status-reschedule')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
            {t('status-cancel')}
          </Button>
        </div>
      )}
      {canChange && moving && (
        <RescheduleForm
          summary={summary}
          contact={contact}
          onMoved={(next) => {
            onChange(next);
            setMoving(false);
            setMoved(true);
            heading.current?.focus();
          }}
          onTooLate={() => {
            setMoving(false);
            setTooLate(true);
          }}
          onClose={() => setMoving(false)}
        />
      )}
      {confirming && (
        <div role="group" aria-labelledby="status-confirm" className="grid gap-3 rounded-xl border-2 border-red-700 p-4 dark:border-red-400">
          <h3 id="status-confirm" ref={confirmHeading} tabIndex={-1} className="text-lg font-bold">
            {t('status-cancel-confirm-title')}
          </h3>
          <p>{t('status-cancel-confirm-body')}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={cancel} loading={busy} className="bg-red-800 hover:bg-red-900 dark:bg-red-300 dark:hover:bg-red-200">
              {t('status-cancel-yes')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t('status-cancel-no')}
            </Button>
          </div>
        </div>
      )}
      <FormNotice text={notice} />
      <div>
        <Button type="button" variant="ghost" onClick={onAnother}>
          {t('status-check-another')}
        </Button>
      </div>
      {/* Reminders matter while the visit is ahead; the choice arrives after the card, below it all. */}
      {open && <ReminderChannelSection code={summary.confirmationCode} contact={contact} />}
    </section>
  );
}

