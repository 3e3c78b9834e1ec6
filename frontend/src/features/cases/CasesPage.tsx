import type { PageData } from '../../lib/site-data';
import { CallToAction } from '../../components/page/CallToAction';
import { CaseCard } from '../../components/page/CaseCard';
import type { CaseItem } from '../../components/page/content-types';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { useI18n } from '../../lib/i18n';
import { useTrackOnView } from '../../lib/analytics/analytics';

export default function CasesPage({ data }: { data: PageData<{ cases: CaseItem[] }> }) {
  const { t } = useI18n();
  useTrackOnView('case_study_view', { cases: data.page.cases.length });
  return (
    <>
      <PageIntro id="cases" />
      <PageBody>
        <ul className="grid gap-6 md:grid-cols-2">
          {data.page.cases.map((c) => <li key={c.id}><CaseCard item={c} /></li>)}
        </ul>
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t('case-privacy-note')}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
        <CallToAction />
      </PageBody>
    </>
  );
}
