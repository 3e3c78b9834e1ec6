// Retention and erasure (admins; docs/retention.md): the periods after which closed submissions lose
// their personal data, and erasing one patient's data across all submissions on request. Erasure
// takes three steps: look the patient up (nothing changes, the counts show what would go), type the
// e-mail or phone again in a dialog, then erase. The server checks the repeated contact too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { erasePatient, previewErasure } from '../api/endpoints';
import { useRetention } from '../api/queries';
import type { ErasureRequest, Removed } from '../api/wire';
import { ActionDialog } from '../ui/dialog';
import { SelectField, TextField } from '../ui/field';
import { ErrorMessage } from './ErrorMessage';

type By = 'email' | 'phone';

function Counts({ counts }: { counts: Removed }) {
  const { t } = useI18n();
  return (
    <ul className="list-inside list-disc text-sm">
      <li>{t('dash-erasure-count-bookings', { count: counts.bookings })}</li>
      <li>{t('dash-erasure-count-inquiries', { count: counts.inquiries })}</li>
      <li>{t('dash-erasure-count-assessments', { count: counts.assessments })}</li>
      <li>{t('dash-erasure-count-photos', { count: counts.photos })}</li>
      <li>{t('dash-erasure-count-waitlist', { count: counts.waitlist })}</li>
      <li>{t('dash-erasure-count-health', { count: counts.healthAnswers })}</li>
      <li>{t('dash-erasure-count-aftercare', { count: counts.aftercareAnswers })}</li>
    </ul>
  );
}

function Periods() {
  const { t } = useI18n();
  const periods = useRetention();
  const p = periods.data;
  return (
    <section aria-labelledby="retention-title" className="max-w-3xl space-y-2 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="retention-title" className="text-lg font-semibold">{t('dash-retention-title')}</h2>
      <ErrorMessage error={periods.error} />
      {p && (
        <ul className="list-inside list-disc text-sm">
          <li>{t('dash-retention-bookings', { days: p.bookingDays })}</li>
          <li>{t('dash-retention-inquiries', { days: p.inquiryDays })}</li>
          <li>{t('dash-retention-assessments', { days: p.assessmentDays })}</li>
          <li>{t('dash-retention-waitlist', { days: p.waitlistDays })}</li>
        </ul>
      )}
      <p className="text-sm text-slate-700">{t('dash-retention-kept')}</p>
    </section>
  );
}

export default function ErasureScreen() {
  const { t } = useI18n();
  const client = useQueryClient();
  const [by, setBy] = useState<By>('email');
  const [contact, setContact] = useState('');
  const [again, setAgain] = useState('');
  const [confirming, setConfirming] = useState(false);
  const request = (): ErasureRequest => ({ email: by === 'email' ? contact : null, phone: by === 'phone' ? contact : null, confirmation: null });
  const preview = useMutation({ mutationFn: previewErasure });
  const erase = useMutation({
    mutationFn: erasePatient,
    onSuccess: () => {
      setConfirming(false);
      setAgain('');
      preview.reset();
      return client.invalidateQueries();
    },
  });
  const found = preview.data;
  const anything = found ? found.bookings + found.inquiries + found.assessments + found.waitlist + found.healthAnswers + found.aftercareAnswers > 0 : false;
  return (
    <section aria-labelledby="erasure-title" className="space-y-6">
      <h1 id="erasure-title" className="text-2xl font-bold">{t('dash-nav-erasure')}</h1>
      <Periods />
      <form
        aria-labelledby="erasure-find-title"
        className="grid max-w-3xl gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          erase.reset();
          preview.mutate(request());
        }}
      >
        <h2 id="erasure-find-title" className="text-lg font-semibold sm:col-span-2">{t('dash-erasure-find')}</h2>
        <p className="text-sm text-slate-700 sm:col-span-2">{t('dash-erasure-help')}</p>
        <SelectField
          label={t('dash-erasure-by')}
          value={by}
          onChange={(e) => { setBy(e.target.value as By); preview.reset(); }}
          options={[{ value: 'email', label: t('dash-erasure-by-email') }, { value: 'phone', label: t('dash-erasure-by-phone') }]}
        />
        <TextField
          label={by === 'email' ? t('dash-erasure-by-email') : t('dash-erasure-by-phone')}
          name="contact"
          type={by === 'email' ? 'email' : 'tel'}
          dir="ltr"
          required
          value={contact}
          onChange={(e) => { setContact(e.target.value); preview.reset(); }}
        />
        <div className="space-y-2 sm:col-span-2">
          <ErrorMessage error={preview.error} />
          <Button type="submit" loading={preview.isPending}>{t('dash-erasure-find-submit')}</Button>
        </div>
      </form>
      {found && (
        <section aria-labelledby="erasure-found-title" className="max-w-3xl space-y-2 rounded-xl border border-amber-400 bg-amber-50 p-4">
          <div role="status" className="space-y-2">
            <h2 id="erasure-found-title" className="font-semibold">{anything ? t('dash-erasure-found') : t('dash-erasure-none')}</h2>
            {anything && <Counts counts={found} />}
          </div>
          {anything && <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>{t('dash-erasure-erase')}</Button>}
        </section>
      )}
      {erase.data && (
        <section role="status" className="max-w-3xl space-y-2 rounded-xl bg-white p-4 shadow-sm">
          <h2 className="font-semibold">{t('dash-erasure-done')}</h2>
          <Counts counts={erase.data} />
        </section>
      )}
      <ActionDialog open={confirming} onOpenChange={setConfirming} title={t('dash-erasure-confirm-title')}>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            erase.mutate({ ...request(), confirmation: again });
          }}
        >
          <p>{t('dash-erasure-confirm-help')}</p>
          <TextField label={by === 'email' ? t('dash-erasure-by-email') : t('dash-erasure-by-phone')} name="confirmation" dir="ltr" required autoComplete="off" value={again} onChange={(e) => setAgain(e.target.value)} />
          <ErrorMessage error={erase.error} />
          <Button type="submit" loading={erase.isPending}>{t('dash-erasure-confirm-submit')}</Button>
        </form>
      </ActionDialog>
    </section>
  );
}
