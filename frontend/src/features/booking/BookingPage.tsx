import { useEffect, useState } from 'react';
import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';
import { useI18n } from '../../lib/i18n';
import { readPrefill, type BookingPrefill } from './prefill';

/** /medical-booking and /appointment. The full form is the booking issue's; this shows the prefill. */
export default function BookingPage() {
  const { t } = useI18n();
  const [prefill, setPrefill] = useState<BookingPrefill | null>(null);
  useEffect(() => setPrefill(readPrefill()), []);
  return (
    <>
      <PageIntro id="medical-booking" />
      <PageBody>
        <form className="card grid gap-4" aria-labelledby="booking-personal" onSubmit={(e) => e.preventDefault()}>
          <h2 id="booking-personal" className="text-xl font-bold">{t('booking-section-personal')}</h2>
          <label className="grid gap-1">
            <span>{t('booking-field-name')}</span>
            <input name="name" autoComplete="name" defaultValue={prefill?.name} key={`n${prefill?.name}`} className="rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800" />
          </label>
          <label className="grid gap-1">
            <span>{t('booking-field-phone')}</span>
            <input name="phone" type="tel" autoComplete="tel" defaultValue={prefill?.phone} key={`p${prefill?.phone}`} className="rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800" />
          </label>
        </form>
        <div className="mt-8">
          <KeyList prefix="page-medical-booking-point" count={3} />
        </div>
      </PageBody>
    </>
  );
}
