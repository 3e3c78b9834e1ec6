// The published site's versions (issue 27 point 5; reviewers and admins): each approval renders every
// page into a version, and the server keeps the last 20. The list shows them newest first (when, who,
// how many files and bytes, which one every instance serves), says whether this server renders at all,
// and gives admins "Roll back to this version", asked once more in a dialog: the pages of that version
// are served again and its documents published again as it shows them.
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { stripIsolates, useI18n } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../api/client';
import { useMe } from '../../api/queries';
import { useSiteRollback, useSiteVersions } from '../../api/site';
import type { SiteVersionItem, SiteVersions } from '../../api/wire';
import { Badge } from '../../ui/badge';
import { DataTable } from '../../ui/data-table';
import { ActionDialog } from '../../ui/dialog';
import { formatInstant } from '../../ui/format';
import { ErrorMessage } from '../ErrorMessage';
import { formatBytes, renderingOf } from './site-versions';

/** Whether approvals make pages on this server, and why not when they cannot. */
function Rendering({ answer }: { answer: SiteVersions }) {
  const { t } = useI18n();
  const state = renderingOf(answer);
  return (
    <div className={cn('space-y-1 rounded-xl border p-4 text-sm', state === 'unavailable' ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white')}>
      <p>{t(`dash-site-versions-rendering-${state}`)}</p>
      {state === 'unavailable' && (
        // The server's own words (for whoever runs it), in English.
        <p>
          {t('dash-site-versions-reason')} <code lang="en" dir="ltr" className="break-words text-xs">{answer.reason}</code>
        </p>
      )}
    </div>
  );
}

/** Roll back to `version` once the admin confirms; a version no longer kept is said as such. */
function RollbackDialog({ version, onClose, onDone }: { version: SiteVersionItem; onClose: () => void; onDone: (notice: string) => void }) {
  const { t, locale } = useI18n();
  const rollback = useSiteRollback();
  const at = formatInstant(locale, version.createdAt);
  const gone = rollback.error instanceof ApiError && rollback.error.status === 404;
  return (
    <ActionDialog open onOpenChange={(open) => !open && onClose()} title={stripIsolates(t('dash-site-versions-rollback-title', { at }))}>
      <div className="space-y-3">
        <p>{t('dash-site-versions-rollback-help')}</p>
        {gone ? (
          <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900">{t('dash-site-versions-error-gone')}</p>
        ) : (
          <ErrorMessage error={rollback.error} />
        )}
        <Button
          type="button"
          className="bg-red-700 hover:bg-red-800"
          loading={rollback.isPending}
          onClick={() =>
            rollback.mutate(version.id, {
              onSuccess: (done) => onDone(stripIsolates(t('dash-site-versions-rolled-back', { at, count: done.documentsRestored }))),
            })
          }
        >
          {t('dash-site-versions-rollback-confirm')}
        </Button>
      </div>
    </ActionDialog>
  );
}

export default function SiteVersionsScreen() {
  const { t, locale } = useI18n();
  const admin = useMe().data?.user.role === 'admin';
  const versions = useSiteVersions();
  const [target, setTarget] = useState<SiteVersionItem | null>(null);
  const [notice, setNotice] = useState('');

  const columns = useMemo<ColumnDef<SiteVersionItem, unknown>[]>(
    () => [
      {
        id: 'published',
        header: t('dash-site-versions-col-published'),
        cell: ({ row }) => (
          <div className="space-y-0.5">
            <p className="font-semibold">{formatInstant(locale, row.original.createdAt)}</p>
            <p dir="ltr" className="font-mono text-xs text-slate-700">{row.original.id}</p>
          </div>
        ),
      },
      { id: 'by', header: t('dash-site-versions-col-by'), cell: ({ row }) => <span dir="ltr">{row.original.createdBy}</span> },
      {
        id: 'size',
        header: t('dash-site-versions-col-size'),
        cell: ({ row }) => t('dash-site-versions-size', { files: row.original.files, size: formatBytes(locale, row.original.bytes) }),
      },
      {
        id: 'served',
        header: t('dash-site-versions-col-served'),
        cell: ({ row }) => (row.original.current ? <Badge tone="good">{t('dash-site-versions-served')}</Badge> : null),
      },
      ...(admin
        ? [
            {
              id: 'action',
              header: t('dash-site-versions-col-action'),
              cell: ({ row }) =>
                row.original.current ? null : (
                  <Button type="button" variant="secondary" size="sm" onClick={() => setTarget(row.original)}>
                    {t('dash-site-versions-rollback')}
                  </Button>
                ),
            } satisfies ColumnDef<SiteVersionItem, unknown>,
          ]
        : []),
    ],
    [t, locale, admin],
  );

  return (
    <section aria-labelledby="site-versions-title" className="space-y-4">
      <h1 id="site-versions-title" className="text-2xl font-bold">{t('dash-nav-site-versions')}</h1>
      <p className="max-w-3xl text-sm text-slate-800">{t(admin ? 'dash-site-versions-lead-admin' : 'dash-site-versions-lead')}</p>
      <p role="status" aria-live="polite" className={cn('text-sm', notice && 'rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900')}>{notice}</p>
      {versions.data && <Rendering answer={versions.data} />}
      <ErrorMessage error={versions.error} />
      <DataTable
        label={t('dash-nav-site-versions')}
        columns={columns}
        rows={versions.data?.items ?? []}
        rowKey={(v) => v.id}
        loading={versions.isFetching}
        empty={t('dash-site-versions-empty')}
      />
      {target && (
        <RollbackDialog
          key={target.id}
          version={target}
          onClose={() => setTarget(null)}
          onDone={(text) => {
            setTarget(null);
            setNotice(text);
          }}
        />
      )}
    </section>
  );
}
