import type { PageData } from '../../app/site-data';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { formatNumber } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

export interface CaseSummary {
  id: string;
  condition: string;
  sizeCm: number;
  incisionCm: number;
  recoveryDays: number;
  title: string;
  summary: string;
}

export default function CasesPage({ data }: { data: PageData<{ cases: CaseSummary[] }> }) {
  const { t } = useI18n();
  return (
    <>
      <PageIntro id="cases" />
      <PageBody>
        <ul className="grid gap-4">
          {data.page.cases.map((c) => (
            <li key={c.id} className="card">
              <h2 className="text-xl font-bold">{c.title}</h2>
              <p className="mt-2">{c.summary}</p>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {t('cases-facts', { size: formatNumber(c.sizeCm, 1), incision: formatNumber(c.incisionCm, 1), days: c.recoveryDays })}
              </p>
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
