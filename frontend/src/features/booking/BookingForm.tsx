import { startTransition, useEffect, useRef, useState } from 'react';
import type { Branch as BranchInfo } from '../../lib/site-data';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { AgreementField, SelectField, TextArea, TextField } from '../../components/form/fields';
import { FormNotice } from '../../components/form/FormNotice';
import { Button } from '../../components/ui/Button';
import { createBooking, type BookingRequest, type BookingSummary } from '../../lib/api';
import { applyPhoneMask, bookingHorizonDays, localeProfile } from '../../lib/core';
import { FormProvider } from '../../lib/forms/form-context';
import { useForm } from '../../lib/forms/use-form';
import { useSubmission } from '../../lib/forms/use-submission';
import { useI18n } from '../../lib/i18n';
import { trackEvent } from '../../lib/analytics/analytics';
import { clearDraft, EMPTY_DRAFT, readDraft, saveDraft, type BookingValues } from '../../lib/forms/booking-draft';
import { readPrefill } from '../../lib/booking-prefill';
import { BOOKING_FIELDS, LIMITS, SITE_LOCALES, TUMOR_TYPES } from '../../generated/contract';
import { addDays, clinicToday, visitorZone } from '../../lib/clinic-time';
import type { FormRules } from '../../lib/core';
import type { Form } from '../../lib/forms/use-form';
import { DateField } from '../../components/form/DateField';
import { SlotPicker } from '../../components/form/SlotPicker';
import { JoinWaitlist } from './JoinWaitlist';

/**
 * The request for the answers: optional texts left empty are not sent. The browser's time zone goes
 * along (reminders show the visit in the patient's own time too) when the core accepts its name.
 */
function toRequest(v: BookingValues, lang: BookingRequest['lang'], timeZone?: string): BookingRequest {
  return {
    ...v,
    branch: v.branch as BookingRequest['branch'],
    tumorType: v.tumorType as BookingRequest['tumorType'],
    location: v.location.trim() || undefined,
    size: v.size.trim() || undefined,
    message: v.message.trim() || undefined,
    interpreter: v.interpreter || undefined,
    companions: v.companions === '' ? undefined : Number(v.companions),
    lang,
    timeZone,
  };
}

/** The browser's IANA time zone, if the core's rule accepts its name (else nothing is sent). */
function acceptedZone(rules: FormRules | null, lang: string): string | undefined {
  const zone = visitorZone();
  if (!rules) return undefined;
  return rules.validateBooking({ timeZone: zone, lang }).some((p) => p.field === 'timeZone') ? undefined : zone;
}

/**
 * What the person sends; the contact they gave is kept for the calendar link and the status page, and
 * their phone for the reminder choice (the WhatsApp number it offers).
 */
export interface BookingDone {
  booking: BookingSummary;
  contact: string;
  phone: string;
}

/** Each field's label, by field: the sections show them, the error summary names the fields by them. */
type Labels = Record<(typeof BOOKING_FIELDS)[number], string>;

const SECTION = 'card grid gap-4';

/**
 * the product’s screens and routes's booking: personal, appointment and tumour sections; one booking per attempt, whatever the clicks.
 * Each section is its own component, so React renders (and hydrates) them as separate units of work
 * and can yield to the browser between them: the whole form as one unit took about 5 ms of a fast
 * machine's main thread, React's whole time slice, and with a garbage collection or a first call into
 * the core inside it a task past 12.5 ms, i.e. a long task on a slow phone (docs/performance.md).
 */
export function BookingForm({ branches, onBooked }: { branches: BranchInfo[]; onBooked: (done: BookingDone) => void }) {
  const { t, locale } = useI18n();
  const form = useForm<BookingValues>({
    name: 'booking',
    initial: { ...EMPTY_DRAFT, termsAccepted: false },
    order: BOOKING_FIELDS,
    validate: (rules, v) => rules.validateBooking(toRequest(v, locale), Date.now()),
  });
  const [slotRefresh, setSlotRefresh] = useState(0);
  // A full day, or the time that was just taken (409 slot_full): the form offers that waitlist.
  const [takenTime, setTakenTime] = useState<string | null>(null);
  useEffect(() => setTakenTime(null), [form.values.branch, form.values.preferredDate]);

  // The draft (or the home page's starter) comes back after hydration, into the fields still empty:
  // what the patient typed before the scripts arrived wins. As a transition, so the form's new render
  // yields to the browser like the hydration did; with nothing stored there is nothing to render again.
  // From then on every change is kept.
  const [restored, setRestored] = useState(false);
  const nothingStored = useRef(false);
  useEffect(() => {
    const stored = { ...(readPrefill() ?? {}), ...readDraft() };
    if (!Object.values(stored).some(Boolean)) {
      nothingStored.current = true;
      return;
    }
    startTransition(() => {
      form.restore(stored);
      setRestored(true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!restored && !nothingStored.current) return;
    const { termsAccepted: _terms, ...draft } = form.values;
    saveDraft(draft);
  }, [form.values, restored]);

  const labels: Labels = {
    name: t('booking-field-name'),
    phone: t('booking-field-phone'),
    email: t('forms-field-email'),
    branch: t('booking-field-branch'),
    preferredDate: t('booking-field-date'),
    preferredTime: t('booking-field-time'),
    tumorType: t('booking-field-tumor-type'),
    location: t('booking-field-location'),
    size: t('booking-field-size'),
    message: t('booking-field-message'),
    interpreter: t('booking-field-interpreter'),
    companions: t('booking-field-companions'),
    termsAccepted: t('booking-field-terms'),
  };

  const { submit, sending, notice } = useSubmission({
    form,
    signature: (v) => JSON.stringify(toRequest(v, locale, acceptedZone(form.rules, locale))),
    send: (v, key) => createBooking(toRequest(v, locale, acceptedZone(form.rules, locale)), key),
    onSuccess: (booking, v) => {
      clearDraft();
      trackEvent('appointment_booking', { branch: booking.branch });
      onBooked({ booking, contact: v.email.trim() || v.phone.trim(), phone: v.phone.trim() });
    },
    onFailure: (err) => {
      if (err.status === 409 && err.code === 'too_many_open_bookings') {
        // The limit on open bookings: the e-mail field carries the message, the summary points to it.
        // The server's field code says which limit refused (the contact's or the network's).
        const code =
          err.fields.find((f) => f.field === 'email' && f.code.startsWith('too_many_open_bookings'))?.code ??
          'too_many_open_bookings';
        form.setFieldProblem({ field: 'email', code, params: {} });
        return { text: t(`validation-${code}`), tone: 'error' };
      }
      if (err.status !== 409 || err.code !== 'slot_full') return undefined;
      setTakenTime(form.values.preferredTime || null);
      form.set('preferredTime', '');
      form.setFieldProblem({ field: 'preferredTime', code: 'slot_full', params: {} });
      setSlotRefresh((n) => n + 1);
      return { text: t('booking-slot-full-refreshed'), tone: 'info' };
    },
  });

  return (
    <FormProvider form={form}>
      {/* method and action: without scripts the browser posts the form and the server answers a page */}
      <form ref={form.ref} method="post" action="/forms/booking" noValidate onSubmit={submit} aria-label={t('page-medical-booking-title')} className="grid gap-6">
        <input type="hidden" name="lang" value={locale} />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('forms-required-note')}</p>
        <ErrorSummary labels={labels} />
        <PersonalSection labels={labels} />
        <AppointmentSection labels={labels} form={form} branches={branches} slotRefresh={slotRefresh} takenTime={takenTime} />
        <TumorSection labels={labels} />
        <InternationalSection labels={labels} />
        <div className={SECTION}>
          <AgreementField field="termsAccepted" label={t('booking-terms')} notice="/privacy" />
          <FormNotice text={notice?.text ?? null} tone={notice?.tone} />
          <div>
            <Button type="submit" size="lg" loading={sending}>
              {sending ? t('forms-sending') : t('booking-submit')}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

function PersonalSection({ labels }: { labels: Labels }) {
  const { t, locale, profile } = useI18n();
  return (
    <section aria-labelledby="booking-personal" className={SECTION}>
      <h2 id="booking-personal" className="text-xl font-bold">{t('booking-section-personal')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field="name" label={labels.name} required autoComplete="name" />
        <TextField
          field="phone"
          label={labels.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          hint={profile.phoneMask ? t('booking-phone-hint', { example: profile.phoneMask }) : undefined}
          transform={(value) => applyPhoneMask(locale, value)}
        />
        <TextField field="email" label={labels.email} required type="email" autoComplete="email" dir="ltr" />
      </div>
    </section>
  );
}

function AppointmentSection({
  labels,
  form,
  branches,
  slotRefresh,
  takenTime,
}: {
  labels: Labels;
  form: Form<BookingValues>;
  branches: BranchInfo[];
  slotRefresh: number;
  takenTime: string | null;
}) {
  const { t } = useI18n();
  const [dayFull, setDayFull] = useState(false);
  const today = clinicToday();
  return (
    <section aria-labelledby="booking-appointment" className={SECTION}>
      <h2 id="booking-appointment" className="text-xl font-bold">{t('booking-section-appointment')}</h2>
      <ChoiceGroup
        field="branch"
        legend={labels.branch}
        required
        options={branches.map((b) => ({
          value: b.id,
          label: (
            <span className="grid">
              <span className="font-semibold">{b.name}</span>
              <span className="text-sm text-slate-700 dark:text-slate-300">{b.address}</span>
            </span>
          ),
        }))}
        onToggle={(value) => {
          // Another branch has other times; choosing the same one again keeps the pick.
          if (value !== form.values.branch) form.set('preferredTime', '');
          form.set('branch', value);
        }}
      />
      <DateField label={labels.preferredDate} min={today} max={addDays(today, bookingHorizonDays())} form={form} />
      <SlotPicker form={form} refresh={slotRefresh} onDayFull={setDayFull} />
      {(dayFull || takenTime) && form.values.branch && form.values.preferredDate && (
        <JoinWaitlist
          form={form}
          branchName={branches.find((b) => b.id === form.values.branch)?.name ?? form.values.branch}
          time={dayFull ? undefined : (takenTime ?? undefined)}
        />
      )}
    </section>
  );
}

function TumorSection({ labels }: { labels: Labels }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="booking-tumor" className={SECTION}>
      <h2 id="booking-tumor" className="text-xl font-bold">{t('booking-section-tumor')}</h2>
      <SelectField
        field="tumorType"
        label={labels.tumorType}
        required
        placeholder={t('forms-choose')}
        options={TUMOR_TYPES.map((type) => ({ value: type, label: t(`booking-tumor-${type}`) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field="location" label={labels.location} maxLength={LIMITS.bookingLocation} />
        <TextField field="size" label={labels.size} maxLength={LIMITS.bookingSize} />
      </div>
      <TextArea field="message" label={labels.message} />
    </section>
  );
}

function InternationalSection({ labels }: { labels: Labels }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="booking-international" className={SECTION}>
      <h2 id="booking-international" className="text-xl font-bold">{t('booking-section-international')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          field="interpreter"
          label={labels.interpreter}
          placeholder={t('booking-interpreter-none')}
          options={SITE_LOCALES.map((tag) => ({ value: tag, label: localeProfile(tag).nativeName }))}
        />
        <SelectField
          field="companions"
          label={labels.companions}
          placeholder={t('booking-companions-none')}
          options={Array.from({ length: LIMITS.companions + 1 }, (_, n) => ({ value: String(n), label: t('booking-companions-count', { count: n }) }))}
        />
      </div>
    </section>
  );
}
