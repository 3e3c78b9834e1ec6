import type { Certificate, PageData } from '../../app/site-data';
import { CertificateCard } from '../../components/page/CertificateCard';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { useI18n } from '../../lib/i18n';

export default function DoctorPage({ data }: { data: PageData<{ certificates: Certificate[] }> }) {
  const { t } = useI18n();
  return (
    <>
      <PageIntro id="doctor" />
      <PageBody>
        <section aria-labelledby="doctor-profile" className="card">
          <h2 id="doctor-profile" className="text-2xl font-bold">{t('doctor-name')}</h2>
          <p className="mt-1 text-brand-800 dark:text-brand-200">{t('doctor-title')}</p>
          <p className="mt-3">{t('doctor-summary')}</p>
        </section>
        <h2 className="mt-10 text-2xl font-bold">{t('doctor-certificates-title')}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.page.certificates.map((c) => (
            <li key={c.id}><CertificateCard cert={c} /></li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
