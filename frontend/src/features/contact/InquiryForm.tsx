import { useEffect, useRef, useState } from 'react';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { AgreementField, SelectField, TextArea, TextField } from '../../components/form/fields';
import { FormNotice } from '../../components/form/FormNotice';
import { Button } from '../../components/ui/Button';
import { createInquiry, type InquiryRequest } from '../../lib/api';
import { applyPhoneMask } from '../../lib/core';
import { FormProvider } from '../../lib/forms/form-context';
import { useForm } from '../../lib/forms/use-form';
import { useSubmission } from '../../lib/forms/use-submission';
import { useI18n } from '../../lib/i18n';
import { consultationRequestSent } from '../../lib/analytics/consultation-request';
import { INQUIRY_FIELDS, INQUIRY_TYPES } from '../../generated/contract';

type Values = Omit<InquiryRequest, 'lang' | 'termsAccepted'> & { termsAccepted: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', inquiryType: '', subject: '', message: '', termsAccepted: false };

/** The contact page's inquiry form (the product’s entities): checked by the WASM core, sent once per attempt. */
export function InquiryForm() {
  const { t, locale } = useI18n();
  const form = useForm<Values>({
    name: 'inquiry',
    initial: EMPTY,
    order: INQUIRY_FIELDS,
    refined: ['terms_required'],
    validate: (rules, v) => rules.validateInquiry({ ...v, lang: locale }),
  });
  const [sent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const labels: Record<string, string> = {
    name: t('booking-field-name'),
    email: t('forms-field-email'),
    phone: t('booking-field-phone'),
    inquiryType: t('inquiry-field-type'),
    subject: t('inquiry-field-subject'),
    message: t('inquiry-field-message'),
    termsAccepted: t('inquiry-field-terms'),
  };

  const toRequest = (v: Values): InquiryRequest => ({ ...v, phone: v.phone?.trim() || undefined, lang: locale });
  const { submit, sending, notice } = useSubmission({
    form,
    signature: (v) => JSON.stringify(toRequest(v)),
    send: (v, key) => createInquiry(toRequest(v), key),
    onSuccess: (_, v) => {
      consultationRequestSent({ source: 'contact', language: locale, inquiryType: v.inquiryType });
      setSent(true);
    },
  });

  if (sent) {
    return (
      <section className="card grid gap-3" aria-labelledby="inquiry-sent">
        <h2 id="inquiry-sent" ref={sentHeading} tabIndex={-1} className="text-xl font-bold">
          {t('inquiry-sent-title')}
        </h2>
        <p role="status">{t('inquiry-sent-body')}</p>
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              form.reset();
              setSent(false);
            }}
          >
            {t('inquiry-send-another')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <FormProvider form={form}>
      {/* method and action: without scripts the browser posts the form and the server answers a page */}
      <form ref={form.ref} method="post" action="/forms/inquiry" noValidate onSubmit={submit} aria-labelledby="inquiry-title" className="card grid gap-4">
        <input type="hidden" name="lang" value={locale} />
        <h2 id="inquiry-title" className="text-xl font-bold">{t('inquiry-title')}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('forms-required-note')}</p>
        <ErrorSummary labels={labels} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field="name" label={labels.name} required autoComplete="name" />
          <TextField field="email" label={labels.email} required type="email" autoComplete="email" dir="ltr" />
          <TextField
            field="phone"
            label={labels.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            transform={(v) => applyPhoneMask(locale, v)}
          />
          <SelectField
            field="inquiryType"
            label={labels.inquiryType}
            required
            placeholder={t('forms-choose')}
            options={INQUIRY_TYPES.map((type) => ({ value: type, label: t(`inquiry-type-${type}`) }))}
          />
        </div>
        <TextField field="subject" label={labels.subject} required />
        <TextArea field="message" label={labels.message} required rows={6} />
        <AgreementField field="termsAccepted" label={t('inquiry-terms')} notice="/privacy" />
        <FormNotice text={notice?.text ?? null} tone={notice?.tone} />
        <div>
          <Button type="submit" loading={sending}>
            {sending ? t('forms-sending') : t('inquiry-submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export default InquiryForm;
