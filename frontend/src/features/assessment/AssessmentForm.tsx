import { useState } from 'react';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { AgreementField, SelectField, TextArea, TextField } from '../../components/form/fields';
import { FormNotice } from '../../components/form/FormNotice';
import { Button } from '../../components/ui/Button';
import { createAssessment, type AssessmentData, type AssessmentResult } from '../../lib/api';
import { FormProvider } from '../../lib/forms/form-context';
import { useForm } from '../../lib/forms/use-form';
import { useSubmission } from '../../lib/forms/use-submission';
import { useI18n } from '../../lib/i18n';
import { ASSESSMENT_FIELDS, BODY_AREAS, DURATIONS, SIZES, SYMPTOMS } from '../../generated/contract';
import { PhotoPicker } from './PhotoPicker';
import { toggleSymptom, type PickedPhoto } from './photos';

interface Values {
  size: string;
  location: string;
  duration: string;
  patientAge: string;
  symptoms: string[];
  previousTreatment: string;
  medicalHistory: string;
  email: string;
  termsAccepted: boolean;
  healthDataConsent: boolean;
}

const EMPTY: Values = {
  size: '',
  location: '',
  duration: '',
  patientAge: '',
  symptoms: [],
  previousTreatment: '',
  medicalHistory: '',
  email: '',
  termsAccepted: false,
  healthDataConsent: false,
};

/** The age as the contract's integer; what is not a whole number goes as is, so the core says `format`. */
function age(text: string): number | null | string {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function toData(v: Values, lang: AssessmentData['lang']): AssessmentData {
  return {
    size: v.size,
    location: v.location,
    duration: v.duration,
    patientAge: age(v.patientAge) as number | null,
    symptoms: v.symptoms,
    previousTreatment: v.previousTreatment.trim() || undefined,
    medicalHistory: v.medicalHistory.trim() || undefined,
    email: v.email.trim() || undefined,
    termsAccepted: v.termsAccepted,
    healthDataConsent: v.healthDataConsent,
    lang,
  };
}

/** the product’s entities's assessment: photos, answers, the reference-only agreement, an upload with its progress. */
export function AssessmentForm({ onResult }: { onResult: (result: AssessmentResult) => void }) {
  const { t, locale } = useI18n();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // photos still being prepared are not in `photos` yet: the form waits for them rather than send without
  const [preparing, setPreparing] = useState(0);
  const form = useForm<Values>({
    name: 'assessment',
    initial: EMPTY,
    order: ASSESSMENT_FIELDS,
    // sent before the scripts arrived: not before the photos chosen then are in (the picker counts
    // them as preparing from hydration on)
    heldSubmitReady: preparing === 0,
    refined: ['terms_required', 'healthDataConsent.terms_required'],
    validate: (rules, v) => {
      const data = toData(v, locale);
      // a non-numeric age cannot be deserialised by the core: report it on the field, check the rest
      if (typeof data.patientAge === 'string') {
        return [
          ...rules.validateAssessment({ ...data, patientAge: 0 }, photos.map((p) => p.meta)).filter((p) => p.field !== 'patientAge'),
          { field: 'patientAge', code: 'format', params: {} },
        ];
      }
      return rules.validateAssessment({ ...data }, photos.map((p) => p.meta));
    },
  });
  const [progress, setProgress] = useState<number | null>(null);

  const labels: Record<string, string> = {
    images: t('assess-field-photos'),
    size: t('assess-field-size'),
    location: t('assess-field-location'),
    duration: t('assess-field-duration'),
    patientAge: t('assess-field-age'),
    symptoms: t('assess-field-symptoms'),
    previousTreatment: t('assess-field-previous'),
    medicalHistory: t('assess-field-history'),
    email: t('forms-field-email'),
    termsAccepted: t('assess-field-terms'),
    healthDataConsent: t('assess-field-health-consent'),
  };

  const { submit, sending, notice } = useSubmission({
    form,
    signature: (v) => JSON.stringify([toData(v, locale), photos.map((p) => p.id)]),
    send: async (v, key) => {
      setProgress(0);
      try {
        return await createAssessment(toData(v, locale), photos.map((p) => p.file), key, setProgress);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: (res) => onResult(res.result),
  });

  const section = 'card grid gap-4';
  const options = (prefix: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`${prefix}-${value}`) }));
  return (
    <FormProvider form={form}>
      <form ref={form.ref} noValidate onSubmit={submit} aria-label={t('page-assessment-title')} className="grid gap-6">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('forms-required-note')}</p>
        <ErrorSummary labels={labels} />
        <section aria-labelledby="assess-photos" className={section}>
          <h2 id="assess-photos" className="text-xl font-bold">{t('assess-section-photos')}</h2>
          <PhotoPicker photos={photos} onChange={setPhotos} onPreparing={setPreparing} disabled={sending} />
        </section>
        <section aria-labelledby="assess-lump" className={section}>
          <h2 id="assess-lump" className="text-xl font-bold">{t('assess-section-lump')}</h2>
          <ChoiceGroup field="size" legend={labels.size} required options={options('assess-size', SIZES)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField field="location" label={labels.location} required placeholder={t('forms-choose')} options={options('assess-location', BODY_AREAS)} />
            <SelectField field="duration" label={labels.duration} required placeholder={t('forms-choose')} options={options('assess-duration', DURATIONS)} />
            <TextField field="patientAge" label={labels.patientAge} required inputMode="numeric" autoComplete="off" dir="ltr" className="w-32 rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 dark:border-slate-400 dark:bg-slate-800 dark:text-white" />
          </div>
          <ChoiceGroup
            field="symptoms"
            legend={labels.symptoms}
            required
            multiple
            options={options('assess-symptom', SYMPTOMS)}
            onToggle={(value, checked) => form.set('symptoms', toggleSymptom(form.values.symptoms, value, checked))}
          />
        </section>
        <section aria-labelledby="assess-more" className={section}>
          <h2 id="assess-more" className="text-xl font-bold">{t('assess-section-more')}</h2>
          <TextArea field="previousTreatment" label={labels.previousTreatment} rows={3} />
          <TextArea field="medicalHistory" label={labels.medicalHistory} rows={3} />
          <TextField field="email" label={labels.email} type="email" autoComplete="email" dir="ltr" hint={t('assess-email-hint')} />
        </section>
        <div className={section}>
          <AgreementField field="termsAccepted" label={t('assess-terms')} notice="/terms" />
          <AgreementField field="healthDataConsent" label={t('assess-health-consent')} notice="/privacy" />
          <FormNotice text={notice?.text ?? null} tone={notice?.tone} />
          {progress !== null && (
            <div className="grid gap-1">
              <label htmlFor="assess-progress" className="text-sm">
                {t('assess-uploading', { percent: Math.round((progress ?? 0) * 100) })}
              </label>
              <progress id="assess-progress" max={100} value={Math.round((progress ?? 0) * 100)} className="h-3 w-full accent-brand-700" />
            </div>
          )}
          <div>
            <Button type="submit" size="lg" loading={sending || preparing > 0}>
              {sending ? t('forms-sending') : t('assess-submit')}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
