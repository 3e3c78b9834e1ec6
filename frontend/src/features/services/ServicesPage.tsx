import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';
import { useI18n } from '../../lib/i18n';

export default function ServicesPage() {
  const { t } = useI18n();
  const rows = ['incision', 'recovery'] as const;
  return (
    <>
      <PageIntro id="services" />
      <PageBody>
        <KeyList prefix="page-services-point" count={4} />
        <h2 className="mt-10 text-2xl font-bold">{t('services-comparison-title')}</h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-start">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="p-3 text-start"><span className="sr-only">{t('services-comparison-aspect')}</span></th>
                <th scope="col" className="p-3 text-start">{t('services-comparison-traditional')}</th>
                <th scope="col" className="p-3 text-start">{t('services-comparison-minimally-invasive')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row} className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="row" className="p-3 text-start">{t(`services-comparison-${row}`)}</th>
                  <td className="p-3">{t(`services-comparison-${row}-traditional`)}</td>
                  <td className="p-3 font-semibold text-brand-800 dark:text-brand-200">{t(`services-comparison-${row}-minimally-invasive`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageBody>
    </>
  );
}
