import { useId, useRef, useState } from 'react';
import { chooseReminderChannel, getReminderChannel, type LineLinking, type ReminderChannelBody } from '../../lib/api';
import { formatClinicInstant } from '../../lib/clinic-time';
import { asApiError, failureText } from '../../lib/forms/failure';
import { FormProvider } from '../../lib/forms/form-context';
import { useForm } from '../../lib/forms/use-form';
import { useSubmission } from '../../lib/forms/use-submission';
import { useI18n } from '../../lib/i18n';
import { saveLineReturn } from '../../lib/line-login-return';
import { ChoiceGroup } from '../form/ChoiceGroup';
import { ErrorSummary } from '../form/ErrorSummary';
import { AgreementField, TextField } from '../form/fields';
import { FormNotice } from '../form/FormNotice';
import { Button, buttonVariants } from '../ui/Button';
import {
  asksConsent,
  channelKey,
  choiceRequest,
  initialChoice,
  opensChoice,
  reminderView,
  svgDataUrl,
  type ChoiceValues,
  type ReminderView,
} from './reminder-channel';

const FIELDS = ['channel', 'whatsappNumber', 'consent'] as const;

export interface ChoiceProps {
  code: string;
  /** The e-mail or phone the patient named the booking by (every self-service call carries it). */
  contact: string;
  /** The booking's phone, when the page knows it: the WhatsApp number offered. */
  phone?: string;
  /** The server's first answer (the section waited for it). */
  initial: ReminderChannelBody;
}

/**
 * Where the booking's reminders go, and the patient's choice among the channels the clinic offers:
 * WhatsApp with its number, LINE linked through LINE Login or with a code sent to the official account.
 */
export default function ReminderChannelChoice({ code, contact, phone, initial }: ChoiceProps) {
  const { t } = useI18n();
  const headingId = useId();
  const [body, setBody] = useState(initial);
  const [open, setOpen] = useState(() => opensChoice(reminderView(initial)));
  const [saved, setSaved] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const view = reminderView(body);

  /** A new answer from the server: the section says where reminders go now, and focus goes there. */
  const show = (next: ReminderChannelBody, justSaved: boolean) => {
    setBody(next);
    setSaved(justSaved);
    setOpen(opensChoice(reminderView(next)));
    // after the render that removed the control the patient used
    requestAnimationFrame(() => status.current?.focus());
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border-2 border-slate-300 p-4 dark:border-slate-600">
      <h3 id={headingId} className="text-lg font-bold">
        {t('reminders-title')}
      </h3>
      <div ref={status} tabIndex={-1} role="status" className="grid gap-1">
        {saved && <p className="font-semibold">{t('reminders-saved')}</p>}
        <p>{currentText(t, view)}</p>
      </div>
      {view.kind === 'pending' && <LineSteps code={code} contact={contact} line={view.line} onChecked={(next) => show(next, false)} />}
      {open ? (
        <ChoiceForm
          key={`${body.channel}-${body.state}`}
          code={code}
          contact={contact}
          phone={phone}
          body={body}
          onSaved={(next) => show(next, true)}
          onClose={opensChoice(view) ? undefined : () => setOpen(false)}
        />
      ) : (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setOpen(true);
            }}
          >
            {t('reminders-change')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** Where reminders go now, in a sentence. */
function currentText(t: (key: string, args?: Record<string, string>) => string, view: ReminderView): string {
  switch (view.kind) {
    case 'pending':
      return t('reminders-line-pending');
    case 'stopped':
      return t('reminders-stopped', { channel: t(channelKey(view.channel)) });
    case 'active':
      // reminders-now-email, reminders-now-line, reminders-now-whatsapp (with its number)
      return t(`reminders-now-${view.channel}`, { number: view.whatsappNumber ?? '' });
    default:
      return '';
  }
}

function ChoiceForm({
  code,
  contact,
  phone,
  body,
  onSaved,
  onClose,
}: {
  code: string;
  contact: string;
  phone?: string;
  body: ReminderChannelBody;
  onSaved: (next: ReminderChannelBody) => void;
  /** Closes the form without a change (absent when the form is the section's only content). */
  onClose?: () => void;
}) {
  const { t, locale } = useI18n();
  const form = useForm<ChoiceValues>({
    name: 'reminders',
    initial: initialChoice(body, phone),
    order: FIELDS,
    // Every rule of a choice is the server's: its 422 lands on the fields.
    validate: () => [],
    refined: ['terms_required', 'phone'],
  });
  const { submit, sending, notice } = useSubmission({
    form,
    signature: (v) => JSON.stringify(choiceRequest(v, contact, locale)),
    send: (v, key) => chooseReminderChannel(code, choiceRequest(v, contact, locale), key),
    onSuccess: (next) => onSaved(next),
    onFailure: (err) => {
      if (err.status === 409) return { text: t('reminders-closed'), tone: 'error' };
      if (err.status === 404) return { text: t('status-not-found'), tone: 'error' };
      return undefined;
    },
  });
  const channel = form.values.channel;
  const channelName = t(channelKey(channel));
  const labels = {
    channel: t('reminders-field-channel'),
    whatsappNumber: t('reminders-field-number'),
    consent: t('reminders-field-consent'),
  };
  return (
    <FormProvider form={form}>
      <form ref={form.ref} noValidate onSubmit={submit} aria-label={t('reminders-title')} className="grid gap-4">
        <ErrorSummary labels={labels} />
        <ChoiceGroup
          field="channel"
          legend={labels.channel}
          required
          columns="sm:grid-cols-3"
          options={body.offered.map((c) => ({ value: c, label: t(channelKey(c)) }))}
          onToggle={(value) => {
            // An agreement is for the channel it names: another channel asks again.
            if (value !== form.values.channel) form.set('consent', false);
            form.set('channel', value);
          }}
        />
        {channel === 'whatsapp' && (
          <TextField
            field="whatsappNumber"
            label={labels.whatsappNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            hint={t('reminders-number-hint')}
          />
        )}
        {asksConsent(channel) && <AgreementField field="consent" label={t('reminders-consent', { channel: channelName })} notice="/privacy" />}
        <FormNotice text={notice?.text ?? null} tone={notice?.tone} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={sending}>
            {sending ? t('forms-sending') : t('reminders-save')}
          </Button>
          {onClose && (
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('reminders-keep')}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * Linking LINE: LINE Login in one tap (when the clinic has it), or the official account added as a
 * friend and sent the link code; "Check again" asks the server whether the chat has linked it.
 */
function LineSteps({
  code,
  contact,
  line,
  onChecked,
}: {
  code: string;
  contact: string;
  line: LineLinking;
  onChecked: (next: ReminderChannelBody) => void;
}) {
  const { t, locale } = useI18n();
  const codeLabel = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(line.linkCode);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const check = async () => {
    if (checking) return;
    setChecking(true);
    setNotice(null);
    try {
      const next = await getReminderChannel(code, contact, locale);
      if (next.state === 'pending' && next.channel === 'line') setNotice({ text: t('reminders-not-linked-yet'), tone: 'info' });
      else onChecked(next);
    } catch (error) {
      setNotice({ text: failureText(t, asApiError(error)), tone: 'error' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="grid gap-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-900">
      <h4 className="font-bold">{t('reminders-line-title')}</h4>
      <ol className="list-decimal space-y-5 ps-6">
        {line.loginUrl && (
          <li className="space-y-2">
            <p>{t('reminders-line-login-hint')}</p>
            <p>
              {/* A plain navigation to LINE Login, which sends the patient back to the status page. */}
              <a className={buttonVariants()} href={line.loginUrl} onClick={() => saveLineReturn({ code, contact })}>
                {t('reminders-line-login')}
              </a>
            </p>
          </li>
        )}
        <li className="space-y-3">
          <p>{t(line.loginUrl ? 'reminders-line-or-code' : 'reminders-line-code-steps')}</p>
          {line.addFriendUrl && (
            <p className={line.addFriendQrSvg ? 'md:hidden' : undefined}>
              <a className="font-semibold text-brand-800 underline dark:text-brand-200" href={line.addFriendUrl} rel="noopener">
                {t('reminders-line-add-friend')}
              </a>
            </p>
          )}
          {line.addFriendQrSvg && (
            <img
              src={svgDataUrl(line.addFriendQrSvg)}
              alt={t('reminders-line-qr-alt')}
              width="160"
              height="160"
              className="hidden size-40 rounded bg-white p-2 md:block"
            />
          )}
          <div className="grid gap-2">
            <p id={codeLabel} className="font-medium">
              {t('reminders-line-code-label')}
            </p>
            <p className="flex flex-wrap items-center gap-3">
              <output
                aria-labelledby={codeLabel}
                dir="ltr"
                className="rounded-lg bg-white px-4 py-2 font-mono text-3xl font-bold tracking-[0.25em] text-slate-900 sm:text-4xl dark:bg-slate-800 dark:text-white"
              >
                {line.linkCode}
              </output>
              <Button type="button" variant="secondary" size="sm" onClick={copyCode}>
                {t('reminders-line-copy')}
              </Button>
              <span role="status" className="text-sm">
                {copy === 'copied' ? t('reminders-line-copied') : copy === 'failed' ? t('reminders-line-copy-failed') : ''}
              </span>
            </p>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('reminders-line-code-until', { until: formatClinicInstant(locale, line.linkExpiresAt) })}</p>
          </div>
        </li>
      </ol>
      <FormNotice text={notice?.text ?? null} tone={notice?.tone} />
      <div>
        <Button type="button" variant="secondary" loading={checking} onClick={() => void check()}>
          {t('reminders-check-again')}
        </Button>
      </div>
    </div>
  );
}
