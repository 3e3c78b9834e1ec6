// A submission in full: every field as the patient typed it (always as text), the patient's language,
// photos, a booking's reminders, the workflow actions, the assignee, internal notes and the history of
// who did what.
import { useState, type FormEvent } from 'react';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { URGENCIES, canReschedule, nextStatuses } from '../api/choices';
import { addNote, photoUrl, reviewAssessment, replyToInquiry, reschedule, setAssignee, setStatus } from '../api/endpoints';
import { useDetail, useMe, useSubmissionChange } from '../api/queries';
import type { SubmissionDetail, SubmissionKind, Urgency } from '../api/wire';
import { Badge, toneOf } from '../ui/badge';
import { ActionDialog } from '../ui/dialog';
import { SelectField, TextArea } from '../ui/field';
import { formatInstant } from '../ui/format';
import { ErrorMessage } from './ErrorMessage';
import { answerLabel, isCodedAnswer, languageName, valueLabel } from './labels';
import { IntakeSection } from './IntakeSection';
import { ReminderSection } from './ReminderSection';
import { RescheduleForm } from './RescheduleForm';

// Parts shown in their own sections, not in the field list.
const STRUCTURAL = new Set(['history', 'notes', 'assignee', 'photos', 'status', 'lang', 'id', 'verification', 'verifyUntil', 'reminders', 'reminderChannel', 'reminderMessages', 'attendanceConfirmedAt']);

/** A booking's e-mail check (CLINIC_VERIFY_EMAIL), beside its status: unconfirmed ones stand apart. */
function VerificationBadge({ detail }: { detail: SubmissionDetail }) {
  const { t, locale } = useI18n();
  const v = 'verification' in detail ? detail.verification : null;
  // A confirmed booking whose address is still unproven never expires: its hold's end no longer applies.
  if (v === 'unverified' && detail.status === 'confirmed') return <Badge tone="warn">{t('dash-unverified')}</Badge>;
  if (v === 'unverified' && detail.status === 'pending') {
    const until = 'verifyUntil' in detail && detail.verifyUntil ? formatInstant(locale, detail.verifyUntil) : '';
    return <Badge tone="warn">{t('dash-unverified-until', { until })}</Badge>;
  }
  if (v === 'verified') return <Badge tone="good">{t('dash-verified')}</Badge>;
  if (v === 'expired') return <Badge tone="bad">{t('dash-verification-expired')}</Badge>;
  return null;
}

/** Nested answers (an assessment's `answers` and `result`) become fields of their own. */
function flatten(entries: [string, unknown][]): [string, unknown][] {
  return entries.flatMap(([name, value]): [string, unknown][] =>
    value && typeof value === 'object' && !Array.isArray(value) && name !== 'estimatedCost' ? Object.entries(value as Record<string, unknown>) : [[name, value]],
  );
}

function FieldValue({ kind, name, value }: { kind: SubmissionKind; name: string; value: unknown }) {
  const { t, locale } = useI18n();
  if (value === null || value === undefined || value === '') return <span className="text-slate-600">—</span>;
  if (typeof value === 'boolean') return <>{value ? t('dash-yes') : t('dash-no')}</>;
  if (isCodedAnswer(kind, name) && (typeof value === 'string' || Array.isArray(value))) {
    const codes = (Array.isArray(value) ? value : [value]).map(String);
    return <>{codes.map((c) => answerLabel(t, kind, name, c)).join(t('dash-list-separator'))}</>;
  }
  if (Array.isArray(value)) return <>{value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')}</>;
  if (name === 'estimatedCost' && typeof value === 'object') {
    const cost = value as { currency?: string; min?: number; max?: number };
    return <span dir="ltr">{`${cost.currency ?? ''} ${cost.min ?? ''}–${cost.max ?? ''}`}</span>;
  }
  if (typeof value === 'object') return <span className="font-mono text-xs">{JSON.stringify(value)}</span>;
  if (/At$/.test(name)) return <>{formatInstant(locale, value as string | number)}</>;
  if (name === 'branch') return <>{valueLabel(t, 'branch', String(value))}</>;
  if (name === 'tumorType') return <>{valueLabel(t, 'tumor', String(value))}</>;
  if (name === 'interpreter') return <>{languageName(String(value))}</>;
  if (name === 'urgency' || name === 'reviewedUrgency') return <>{valueLabel(t, 'urgency', String(value))}</>;
  // Patient-typed text: a React text node, never markup; dir="auto" keeps each script's direction.
  return <span dir="auto" className="whitespace-pre-wrap break-words">{String(value)}</span>;
}

function StatusActions({ kind, id, detail }: { kind: SubmissionKind; id: string; detail: SubmissionDetail }) {
  const { t } = useI18n();
  const [dialog, setDialog] = useState<'' | 'cancel' | 'reschedule' | 'reply' | 'review'>('');
  const status = useSubmissionChange(kind, id, (v: { status: string; reason?: string }) => setStatus(kind, id, v.status, v.reason));
  const reply = useSubmissionChange(kind, id, (message: string) => replyToInquiry(id, message));
  const review = useSubmissionChange(kind, id, (v: { note: string; urgency: Urgency }) => reviewAssessment(id, v.note, v.urgency));
  const move = useSubmissionChange(kind, id, (v: { date: string; time: string }) => reschedule(id, v.date, v.time));
  const close = () => setDialog('');
  // The workflow's next steps come from the core (the server refuses every other one).
  const next = nextStatuses(kind, detail.status);
  const can = (to: string) => next.includes(to);

  const quick = (to: string, key: string) => (
    <Button key={to} type="button" size="sm" variant={to === 'confirmed' ? 'primary' : 'secondary'} loading={status.isPending} onClick={() => status.mutate({ status: to })}>
      {t(key)}
    </Button>
  );
  const form = (submit: (data: FormData) => void) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit(new FormData(e.currentTarget));
  };

  return (
    <section aria-labelledby="actions-title" className="space-y-3">
      <h2 id="actions-title" className="text-lg font-semibold">{t('dash-actions')}</h2>
      <div className="flex flex-wrap gap-2">
        {kind === 'booking' && can('confirmed') && quick('confirmed', 'dash-action-confirm')}
        {kind === 'booking' && can('completed') && quick('completed', 'dash-action-complete')}
        {kind === 'booking' && can('no_show') && quick('no_show', 'dash-action-no-show')}
        {kind === 'booking' && canReschedule(detail.status) && (
          <Button type="button" size="sm" variant="secondary" onClick={() => setDialog('reschedule')}>{t('dash-action-reschedule')}</Button>
        )}
        {kind === 'booking' && can('cancelled') && (
          <Button type="button" size="sm" variant="secondary" onClick={() => setDialog('cancel')}>{t('dash-action-cancel')}</Button>
        )}
        {kind === 'inquiry' && can('answered') && <Button type="button" size="sm" onClick={() => setDialog('reply')}>{t('dash-action-reply')}</Button>}
        {kind === 'assessment' && can('reviewed') && <Button type="button" size="sm" onClick={() => setDialog('review')}>{t('dash-action-review')}</Button>}
        {kind !== 'booking' && can('closed') && quick('closed', 'dash-action-close')}
      </div>
      <ErrorMessage error={status.error} />

      <ActionDialog open={dialog === 'cancel'} onOpenChange={(o) => !o && close()} title={t('dash-action-cancel')}>
        <form className="space-y-3" onSubmit={form((d) => status.mutate({ status: 'cancelled', reason: String(d.get('reason') ?? '').trim() }, { onSuccess: close }))}>
          <TextArea label={t('dash-cancel-reason')} name="reason" required minLength={3} />
          <ErrorMessage error={status.error} />
          <Button type="submit" loading={status.isPending}>{t('dash-action-cancel-confirm')}</Button>
        </form>
      </ActionDialog>
      <ActionDialog open={dialog === 'reschedule'} onOpenChange={(o) => !o && close()} title={t('dash-action-reschedule')}>
        <RescheduleForm branch={String(detail.branch ?? '')} pending={move.isPending} error={move.error} onPick={(date, time) => move.mutate({ date, time }, { onSuccess: close })} />
      </ActionDialog>
      <ActionDialog open={dialog === 'reply'} onOpenChange={(o) => !o && close()} title={t('dash-action-reply')}>
        <form className="space-y-3" onSubmit={form((d) => reply.mutate(String(d.get('message') ?? '').trim(), { onSuccess: close }))}>
          <p className="text-sm">{t('dash-reply-language', { language: languageName(detail.lang) })}</p>
          <TextArea label={t('dash-reply-message')} name="message" required rows={8} dir="auto" />
          <ErrorMessage error={reply.error} />
          <Button type="submit" loading={reply.isPending}>{t('dash-reply-send')}</Button>
        </form>
      </ActionDialog>
      <ActionDialog open={dialog === 'review'} onOpenChange={(o) => !o && close()} title={t('dash-action-review')}>
        <form className="space-y-3" onSubmit={form((d) => review.mutate({ note: String(d.get('note') ?? '').trim(), urgency: String(d.get('urgency')) as Urgency }, { onSuccess: close }))}>
          <TextArea label={t('dash-review-note')} name="note" required dir="auto" />
          <SelectField label={t('dash-col-urgency')} name="urgency" defaultValue={String(detail.urgency ?? 'medium')} options={URGENCIES.map((u) => ({ value: u, label: valueLabel(t, 'urgency', u) }))} />
          <ErrorMessage error={review.error} />
          <Button type="submit" loading={review.isPending}>{t('dash-review-save')}</Button>
        </form>
      </ActionDialog>
    </section>
  );
}

function Assignee({ kind, id, detail }: { kind: SubmissionKind; id: string; detail: SubmissionDetail }) {
  const { t } = useI18n();
  const me = useMe().data?.user;
  const change = useSubmissionChange(kind, id, (userId: string | null) => setAssignee(kind, id, userId));
  const current = detail.assignee;
  return (
    <section aria-labelledby="assignee-title" className="space-y-2">
      <h2 id="assignee-title" className="text-lg font-semibold">{t('dash-assignee')}</h2>
      <p dir="auto">{current?.email ?? t('dash-assignee-none')}</p>
      <div className="flex gap-2">
        {me && current?.email !== me.email && (
          <Button type="button" size="sm" variant="secondary" loading={change.isPending} onClick={() => change.mutate(me.id)}>{t('dash-assignee-me')}</Button>
        )}
        {current && (
          <Button type="button" size="sm" variant="ghost" loading={change.isPending} onClick={() => change.mutate(null)}>{t('dash-assignee-clear')}</Button>
        )}
      </div>
      <ErrorMessage error={change.error} />
    </section>
  );
}

function Notes({ kind, id, detail }: { kind: SubmissionKind; id: string; detail: SubmissionDetail }) {
  const { t, locale } = useI18n();
  const add = useSubmissionChange(kind, id, (text: string) => addNote(kind, id, text));
  return (
    <section aria-labelledby="notes-title" className="space-y-3">
      <h2 id="notes-title" className="text-lg font-semibold">{t('dash-notes')}</h2>
      <ul className="space-y-2">
        {detail.notes.map((n, i) => (
          <li key={n.id ?? i} className="rounded-lg bg-white p-3 shadow-sm">
            <p className="text-xs text-slate-700">
              <span dir="ltr">{n.actorEmail}</span> · {formatInstant(locale, n.at)}
            </p>
            <p dir="auto" className="whitespace-pre-wrap break-words">{n.note}</p>
          </li>
        ))}
      </ul>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          const el = e.currentTarget;
          const text = String(new FormData(el).get('text') ?? '').trim();
          if (text) add.mutate(text, { onSuccess: () => el.reset() });
        }}
      >
        <TextArea label={t('dash-note-add')} name="text" rows={2} required dir="auto" />
        <ErrorMessage error={add.error} />
        <Button type="submit" size="sm" loading={add.isPending}>{t('dash-note-save')}</Button>
      </form>
    </section>
  );
}

function History({ detail }: { detail: SubmissionDetail }) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="history-title" className="space-y-2">
      <h2 id="history-title" className="text-lg font-semibold">{t('dash-history')}</h2>
      {detail.history.length === 0 ? (
        <p className="text-slate-700">{t('dash-history-empty')}</p>
      ) : (
        <ol className="space-y-2 border-s-2 border-slate-200 ps-4">
          {detail.history.map((h, i) => (
            <li key={i}>
              <p className="text-xs text-slate-700">
                {formatInstant(locale, h.at)} · {h.by === 'patient' ? t('dash-history-patient') : <span dir="ltr">{h.actorEmail || t('dash-history-system')}</span>}
              </p>
              <p>
                {valueLabel(t, 'event', h.action)}
                {h.from || h.to ? ` (${h.from ? valueLabel(t, h.action === 'review' ? 'urgency' : 'status', h.from) : ''} → ${h.to ? valueLabel(t, h.action === 'review' ? 'urgency' : 'status', h.to) : ''})` : ''}
              </p>
              {h.note && <p dir="auto" className="whitespace-pre-wrap break-words text-slate-800">{h.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Photos({ id, detail }: { id: string; detail: SubmissionDetail }) {
  const { t } = useI18n();
  const photos = (detail.photos ?? []).map((p) => p.id);
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-title" className="space-y-2">
      <h2 id="photos-title" className="text-lg font-semibold">{t('dash-photos')}</h2>
      <ul className="flex flex-wrap gap-3">
        {photos.map((photo, i) => (
          <li key={photo}>
            <a href={photoUrl(id, photo)} target="_blank" rel="noopener noreferrer" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
              <img src={photoUrl(id, photo)} alt={stripIsolates(t('dash-photo-alt', { n: i + 1 }))} className="h-32 w-32 rounded-lg object-cover" loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DetailScreen({ kind, id }: { kind: SubmissionKind; id: string }) {
  const { t } = useI18n();
  const detail = useDetail(kind, id);
  if (detail.error) return <ErrorMessage error={detail.error} />;
  if (!detail.data) return <p role="status">{t('dash-loading')}</p>;
  const d = detail.data;
  const fields = flatten(Object.entries(d).filter(([name]) => !STRUCTURAL.has(name)));
  const ref = 'code' in d ? d.code : d.id;
  return (
    <article aria-labelledby="detail-title" className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="detail-title" className="text-2xl font-bold">
          {t(`dash-detail-title-${kind}`)} <span className="font-mono" dir="ltr">{ref}</span>
        </h1>
        <Badge tone={toneOf(d.status)}>{valueLabel(t, 'status', d.status)}</Badge>
        <VerificationBadge detail={d} />
        <span className="text-sm">
          {t('dash-patient-language')}: <span lang={d.lang}>{languageName(d.lang)}</span>
        </span>
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="fields-title">
            <h2 id="fields-title" className="sr-only">{t('dash-fields')}</h2>
            <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-2 rounded-xl bg-white p-4 shadow-sm">
              {fields.map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-semibold text-slate-700">{valueLabel(t, 'field', name)}</dt>
                  <dd className="min-w-0"><FieldValue kind={kind} name={name} value={value} /></dd>
                </div>
              ))}
            </dl>
          </section>
          {kind === 'booking' && <IntakeSection code={id} />}
          {'reminderMessages' in d && <ReminderSection detail={d} />}
          {kind === 'assessment' && <Photos id={id} detail={d} />}
          <History detail={d} />
        </div>
        <div className="space-y-6">
          <StatusActions kind={kind} id={id} detail={d} />
          <Assignee kind={kind} id={id} detail={d} />
          <Notes kind={kind} id={id} detail={d} />
        </div>
      </div>
    </article>
  );
}
