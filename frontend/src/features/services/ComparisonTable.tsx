import { useI18n } from '../../lib/i18n';

const ROWS = ['incision', 'recovery'] as const;

/** the product brief comparison as a real data table: caption, column and row headers. */
export function ComparisonTable() {
  const { t } = useI18n();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-start">
        <caption className="mb-3 text-start text-sm text-slate-700 dark:text-slate-300">{t('medical-compare-caption')}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 dark:border-slate-700">
            <th scope="col" className="p-3 text-start">{t('medical-compare-aspect')}</th>
            <th scope="col" className="p-3 text-start">{t('medical-compare-traditional')}</th>
            <th scope="col" className="bg-brand-50 p-3 text-start text-brand-900 dark:bg-slate-800 dark:text-brand-200">{t('medical-compare-minimal')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row} className="border-b border-slate-200 dark:border-slate-800">
              <th scope="row" className="p-3 text-start font-semibold">{t(`medical-compare-${row}`)}</th>
              <td className="p-3">{t(`medical-compare-${row}-traditional`)}</td>
              <td className="bg-brand-50 p-3 font-bold text-brand-900 dark:bg-slate-800 dark:text-brand-200">{t(`medical-compare-${row}-minimal`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm">{t('medical-compare-note')}</p>
    </div>
  );
}
