// A booking's health questions in its detail: where they stand, the flags, the answers in the staff
// member's language (choices by their names here, the patient's own words exactly as typed, each
// isolated with dir="auto"), the photo, the consent, the information sheets acknowledged, and the
// review of flagged answers (a note and a button: a plain form, worked from the keyboard). The chart
// summary (ChartScreen) shows the same answers through `IntakeAnswersList`.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { intakePhotoUrl } from '../api/endpoints';
import { useIntake, useIntakeReview } from '../api/queries';
import type { IntakeAnswers, IntakeView, SheetAcknowledgement } from '../api/wire';
import { Link } from '../app/router';
import { Badge } from '../ui/badge';
import { TextArea } from '../ui/field';
import { formatInstant } from '../ui/format';
import { ErrorMessage } from './ErrorMessage';
import { FlagBadges } from './IntakeMarks';
import { languageName, valueLabel } from './labels';

/** The patient's own words: a text node (never markup), its direction found from its own script. */
export function PatientWords({ text }: { text: string }) {
  return <span dir="auto" className="whitespace-pre-wrap break-words">{text}</span>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** The answers as a list of terms: choices named in the reader's language, free text as typed. */
export function IntakeAnswersList({ answers }: { answers: IntakeAnswers }) {
  const { t } = useI18n();
  const sep = t('dash-list-separator');
  const none = <span className="text-slate-700">{t('dash-intake-nothing')}</span>;
  const names = (group: Parameters<typeof valueLabel>[1], codes: readonly string[]) => codes.map((c) => valueLabel(t, group, c)).join(sep);
  return (
    <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-2">
      <Row label={t('dash-intake-medicines')}>
        {answers.noMedicines
          ? t('dash-intake-no-medicines')
          : answers.medicines.length === 0
            ? none
            : answers.medicines.map((m) => t('dash-intake-medicine', { name: m.name, class: valueLabel(t, 'medicine-class', m.class) })).join(sep)}
      </Row>
      {answers.otherMedicines && (
        <Row label={t('dash-intake-other-medicines')}>
          <PatientWords text={answers.otherMedicines} />
        </Row>
      )}
      <Row label={t('dash-intake-allergies')}>
        {answers.noAllergies ? t('dash-intake-no-allergies') : answers.allergies.length === 0 ? none : names('allergy', answers.allergies)}
      </Row>
      {answers.otherAllergy && (
        <Row label={t('dash-intake-other-allergy')}>
          <PatientWords text={answers.otherAllergy} />
        </Row>
      )}
      <Row label={t('dash-intake-conditions')}>
        {answers.noConditions ? t('dash-intake-no-conditions') : answers.conditions.length === 0 ? none : names('condition', answers.conditions)}
      </Row>
      <Row label={t('dash-intake-previous-treatment')}>{answers.previousTreatment ? valueLabel(t, 'treatment', answers.previousTreatment) : none}</Row>
      {answers.previousTreatmentNote && (
        <Row label={t('dash-intake-previous-treatment-note')}>
          <PatientWords text={answers.previousTreatmentNote} />
        </Row>
      )}
      <Row label={t('dash-intake-emergency')}>
        {answers.emergencyName ? (
          <>
            <PatientWords text={answers.emergencyName} />
            {answers.emergencyRelation && (
              <>
                {' · '}
                <PatientWords text={answers.emergencyRelation} />
              </>
            )}
            {answers.emergencyPhone && (
              <span className="block" dir="ltr">
                {answers.emergencyPhone}
              </span>
            )}
          </>
        ) : (
          none
        )}
      </Row>
      <Row label={t('dash-intake-answered-in')}>
        <span lang={answers.lang}>{languageName(answers.lang)}</span>
      </Row>
    </dl>
  );
}

export function AcknowledgementList({ items }: { items: readonly SheetAcknowledgement[] }) {
  const { t, locale } = useI18n();
  if (items.length === 0) return <p className="text-slate-700">{t('dash-intake-acknowledged-none')}</p>;
  return (
    <ul className="list-disc space-y-1 ps-5">
      {items.map((a) => (
        <li key={`${a.kind}-${a.lang}-${a.version}`}>
          {t('dash-intake-acknowledged-item', {
            kind: valueLabel(t, 'visit-kind', a.kind),
            version: a.version,
            language: languageName(a.lang),
            at: formatInstant(locale, a.acknowledgedAt),
          })}
        </li>
      ))}
    </ul>
  );
}

/** Where the questions stand, in one sentence. */
export function IntakeStatus({ view }: { view: IntakeView }) {
  const { t, locale } = useI18n();
  return (
    <div className="space-y-2">
      <p className="font-semibold">
        {view.submittedAt ? t('dash-intake-sent-at', { at: formatInstant(locale, view.submittedAt) }) : valueLabel(t, 'intake-state', view.state)}
      </p>
      {view.state === 'missing' && <p>{t('dash-intake-not-sent')}</p>}
      {view.state === 'draft' && <p>{t('dash-intake-draft')}</p>}
      {view.due && (
        <p role="note" className="rounded-lg bg-rose-50 p-2 font-semibold text-rose-900">
          {t('dash-intake-due')}
        </p>
      )}
      {(view.state === 'sent' || view.state === 'reviewed') && (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">{t('dash-intake-flags')}</h3>
          {view.flags.length === 0 ? (
            <p>{t('dash-intake-no-flags')}</p>
          ) : (
            <p className="mt-1 flex flex-wrap gap-1">
              <FlagBadges flags={view.flags} />
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export function ReviewDone({ view }: { view: IntakeView }) {
  const { t, locale } = useI18n();
  if (!view.review) return null;
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="good">{valueLabel(t, 'intake-state', 'reviewed')}</Badge>
        <span>{t('dash-intake-reviewed-by', { by: view.review.by, at: formatInstant(locale, view.review.at) })}</span>
      </p>
      <p dir="auto" className="whitespace-pre-wrap break-words">
        {view.review.note}
      </p>
    </div>
  );
}

function ReviewForm({ code }: { code: string }) {
  const { t } = useI18n();
  const review = useIntakeReview(code);
  const [note, setNote] = useState('');
  const hint = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = note.trim();
    if (text) review.mutate(text, { onSuccess: () => setNote('') });
  };
  return (
    <form onSubmit={submit} className="space-y-2" aria-labelledby={`${hint}-title`}>
      <h3 id={`${hint}-title`} className="font-semibold">{t('dash-intake-review-title')}</h3>
      <p id={hint} className="text-sm text-amber-900">{t('dash-intake-review-needed')}</p>
      <TextArea label={t('dash-intake-review-note')} name="note" required rows={3} dir="auto" value={note} onChange={(e) => setNote(e.target.value)} aria-describedby={hint} />
      <ErrorMessage error={review.error} />
      <Button type="submit" size="sm" loading={review.isPending}>
        {t('dash-intake-review-save')}
      </Button>
    </form>
  );
}

export function IntakeSection({ code }: { code: string }) {
  const { t, locale } = useI18n();
  const intake = useIntake(code);
  const v = intake.data;
  return (
    <section aria-labelledby="intake-title" className="space-y-4 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="intake-title" className="text-lg font-semibold">{t('dash-intake-title')}</h2>
        <Link to={`/bookings/${encodeURIComponent(code)}/chart`} className="text-sm font-semibold text-brand-800 underline">
          {t('dash-chart-open')}
        </Link>
      </div>
      <ErrorMessage error={intake.error} />
      {!v ? (
        !intake.error && <p role="status">{t('dash-loading')}</p>
      ) : (
        <>
          <IntakeStatus view={v} />
          {v.needsReview && <ReviewForm code={code} />}
          <ReviewDone view={v} />
          {v.answers && <IntakeAnswersList answers={v.answers} />}
          {v.consentAt && (
            <p className="text-sm text-slate-700">{t('dash-intake-consent', { at: formatInstant(locale, v.consentAt), version: v.noticeVersion ?? '—' })}</p>
          )}
          {v.photo && (
            <div>
              <h3 className="text-sm font-semibold text-slate-700">{t('dash-intake-photo')}</h3>
              <a href={intakePhotoUrl(code)} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
                <img src={intakePhotoUrl(code)} alt={stripIsolates(t('dash-intake-photo-alt'))} className="h-32 w-32 rounded-lg object-cover" loading="lazy" />
              </a>
            </div>
          )}
          <div>
            <h3 className="text-sm font-semibold text-slate-700">{t('dash-intake-acknowledged')}</h3>
            <AcknowledgementList items={v.acknowledgements} />
          </div>
        </>
      )}
    </section>
  );
}
