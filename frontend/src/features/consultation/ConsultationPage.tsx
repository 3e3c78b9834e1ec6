import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';
import { useI18n } from '../../lib/i18n';

/** /consultation: what a consultation is, with the ways in: the photo self-assessment and booking. */
export default function ConsultationPage() {
  const { t, href } = useI18n();
  return (
    <>
      <PageIntro id="consultation" />
      <PageBody>
        <KeyList prefix="page-consultation-point" count={3} />
        <section aria-labelledby="consult-entry" className="card mt-8 grid gap-3">
          <h2 id="consult-entry" className="text-xl font-bold">{t('consult-assess-title')}</h2>
          <p>{t('consult-assess-text')}</p>
          <div className="flex flex-wrap gap-3">
            <a className="btn btn-primary" href={href('/assessment')}>{t('consult-assess-start')}</a>
            <a className="btn btn-secondary" href={href('/medical-booking')}>{t('consult-book')}</a>
          </div>
        </section>
      </PageBody>
    </>
  );
}
