// The triage queue: first the patients who answered an aftercare check-in with "something worries
// me" (urgent, oldest first; each with its booking, the signs and a "handled" step that asks what was
// done), then open assessments by urgency, then age (the server's order), in the inbox's table.
import { useState, type FormEvent } from 'react';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { useAftercareHandled, useTriage } from '../api/queries';
import type { InboxItem } from '../api/wire';
import { Link, navigate } from '../app/router';
import { Badge } from '../ui/badge';
import { DataTable } from '../ui/data-table';
import { ActionDialog } from '../ui/dialog';
import { TextArea } from '../ui/field';
import { formatInstant } from '../ui/format';
import { ErrorMessage } from './ErrorMessage';
import { detailLink, useSubmissionColumns } from './InboxScreen';
import { valueLabel } from './labels';

const SHOWN = new Set(['name', 'status', 'branch', 'lang', 'urgency', 'receivedAt', 'assignee']);

function HandledDialog({ item, onClose }: { item: InboxItem; onClose: () => void }) {
  const { t } = useI18n();
  const handled = useAftercareHandled();
  const [note, setNote] = useState('');
  const id = item.aftercare?.id ?? '';
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = note.trim();
    if (text) handled.mutate({ id, note: text }, { onSuccess: onClose });
  };
  return (
    <ActionDialog open onOpenChange={(o) => !o && onClose()} title={stripIsolates(t('dash-worry-handled-title', { name: item.name }))}>
      <form className="space-y-3" onSubmit={submit}>
        <TextArea label={t('dash-worry-note')} name="note" required rows={3} dir="auto" value={note} onChange={(e) => setNote(e.target.value)} />
        <ErrorMessage error={handled.error} />
        <Button type="submit" loading={handled.isPending}>{t('dash-worry-save')}</Button>
      </form>
    </ActionDialog>
  );
}

function Worries({ items }: { items: InboxItem[] }) {
  const { t, locale } = useI18n();
  const [handling, setHandling] = useState<InboxItem | null>(null);
  return (
    <section aria-labelledby="worries-title" className="space-y-3 rounded-xl border-2 border-rose-300 bg-rose-50 p-4">
      <h2 id="worries-title" className="text-lg font-bold text-rose-900">{t('dash-worries-title')}</h2>
      <p className="text-sm text-slate-900">{t('dash-worries-lead')}</p>
      <ul className="space-y-2">
        {items.map((item) => {
          const w = item.aftercare;
          if (!w) return null;
          return (
            <li key={w.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-white p-3 shadow-sm">
              <div className="space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge tone="bad">{t('dash-worry-urgent')}</Badge>
                  <Link to={detailLink(item)} className="font-semibold text-brand-800 underline">
                    {item.purged ? t('dash-purged-name') : item.name}
                  </Link>
                  <span className="font-mono text-sm" dir="ltr">{item.code}</span>
                  {item.branch && <span className="text-sm">{valueLabel(t, 'branch', item.branch)}</span>}
                </p>
                <p className="text-sm">
                  {t('dash-worry-day', { day: w.day })} · {t('dash-worry-answered', { at: formatInstant(locale, w.answeredAt) })}
                </p>
                {w.signs.length > 0 && (
                  <p className="flex flex-wrap items-center gap-1 text-sm">
                    <span>{t('dash-worry-signs')}:</span>
                    {w.signs.map((s) => (
                      <Badge key={s} tone="bad">{valueLabel(t, 'worry', s)}</Badge>
                    ))}
                  </p>
                )}
              </div>
              <Button type="button" size="sm" onClick={() => setHandling(item)} aria-label={stripIsolates(t('dash-worry-handled-for', { name: item.name }))}>
                {t('dash-worry-handled')}
              </Button>
            </li>
          );
        })}
      </ul>
      {handling && <HandledDialog item={handling} onClose={() => setHandling(null)} />}
    </section>
  );
}

export default function TriageScreen() {
  const { t } = useI18n();
  const triage = useTriage();
  const columns = useSubmissionColumns().filter((c) => SHOWN.has(c.id ?? ''));
  const items = triage.data ?? [];
  const worries = items.filter((i) => i.aftercare);
  const assessments = items.filter((i) => !i.aftercare);
  return (
    <section aria-labelledby="triage-title" className="space-y-4">
      <h1 id="triage-title" className="text-2xl font-bold">{t('dash-nav-triage')}</h1>
      <ErrorMessage error={triage.error} />
      {worries.length > 0 && <Worries items={worries} />}
      <p className="text-slate-700">{t('dash-triage-lead')}</p>
      <DataTable
        label={t('dash-nav-triage')}
        columns={columns}
        rows={assessments}
        rowKey={(r) => r.id}
        loading={triage.isFetching}
        empty={t('dash-triage-empty')}
        onOpen={(row) => navigate(detailLink(row))}
      />
    </section>
  );
}
