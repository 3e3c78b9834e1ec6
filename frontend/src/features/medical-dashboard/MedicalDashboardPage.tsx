import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { useI18n } from '../../lib/i18n';

/** Placeholder until the staff dashboard issue: staff sign-in required (noindex). */
export default function MedicalDashboardPage() {
  const { t } = useI18n();
  return (
    <>
      <PageIntro id="medical-dashboard" />
      <PageBody>
        <p role="note" className="card">{t('page-medical-dashboard-signin')}</p>
      </PageBody>
    </>
  );
}
