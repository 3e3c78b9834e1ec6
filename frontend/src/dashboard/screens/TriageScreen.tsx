// Open assessments by urgency, then age (the server's order), in the inbox's table.
import { useI18n } from '../../lib/i18n';
import { useTriage } from '../api/queries';
import { navigate } from '../app/router';
import { DataTable } from '../ui/data-table';
import { ErrorMessage } from './ErrorMessage';
import { detailLink, useSubmissionColumns } from './InboxScreen';

const SHOWN = new Set(['name', 'status', 'branch', 'lang', 'urgency', 'receivedAt', 'assignee']);

export default function TriageScreen() {
  const { t } = useI18n();
  const triage = useTriage();
  const columns = useSubmissionColumns().filter((c) => SHOWN.has(c.id ?? ''));
  return (
    <section aria-labelledby="triage-title" className="space-y-4">
      <h1 id="triage-title" className="text-2xl font-bold">{t('dash-nav-triage')}</h1>
      <p className="text-slate-700">{t('dash-triage-lead')}</p>
      <ErrorMessage error={triage.error} />
      <DataTable
        label={t('dash-nav-triage')}
        columns={columns}
        rows={triage.data ?? []}
        rowKey={(r) => r.id}
        loading={triage.isFetching}
        empty={t('dash-triage-empty')}
        onOpen={(row) => navigate(detailLink(row))}
      />
    </section>
  );
}
