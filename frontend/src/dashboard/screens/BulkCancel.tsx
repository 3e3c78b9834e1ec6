// Cancelling several bookings at once from the inbox (a flood of made-up bookings, a doctor's sudden
// leave): the bar appears once rows are selected; the dialog asks for the reason and whether each
// patient gets the cancellation e-mail. Each booking is cancelled and audited as if cancelled alone.
import { useState, type FormEvent } from 'react';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { useBulkCancel } from '../api/queries';
import type { BulkCancelBody } from '../api/wire';
import { ActionDialog } from '../ui/dialog';
import { TextArea } from '../ui/field';
import { ErrorMessage } from './ErrorMessage';

export function BulkCancel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t: translate } = useI18n();
  // Every argument here is a count: no isolation marks needed, and none in accessible names.
  const t = (key: string, args?: Record<string, number>) => stripIsolates(translate(key, args));
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<BulkCancelBody | null>(null);
  const cancel = useBulkCancel();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const request = { codes, reason: String(data.get('reason') ?? '').trim(), notifyPatients: data.get('notify') === 'on' };
    cancel.mutate(request, {
      onSuccess: (answer) => {
        setResult(answer);
        setOpen(false);
        onDone();
      },
    });
  };

  return (
    <div className="space-y-2">
      {result && (
        <p role="status" data-testid="bulk-cancel-result" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          {t('dash-bulk-done', { cancelled: result.cancelled, skipped: result.results.length - result.cancelled })}
        </p>
      )}
      {codes.length > 0 && (
        <div role="region" aria-label={t('dash-bulk-actions')} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-brand-50 p-3 text-sm">
          <p aria-live="polite">{t('dash-bulk-selected', { count: codes.length })}</p>
          <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
            {t('dash-bulk-cancel')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            {t('dash-bulk-clear')}
          </Button>
        </div>
      )}
      <ActionDialog open={open} onOpenChange={setOpen} title={t('dash-bulk-cancel-title', { count: codes.length })}>
        <form className="space-y-3" onSubmit={submit}>
          <TextArea label={t('dash-bulk-reason')} name="reason" required minLength={3} />
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="notify" defaultChecked className="mt-0.5 h-4 w-4" />
            <span>
              {t('dash-bulk-notify')}
              <span className="block text-xs text-slate-600">{t('dash-bulk-notify-hint')}</span>
            </span>
          </label>
          <ErrorMessage error={cancel.error} />
          <Button type="submit" loading={cancel.isPending}>
            {t('dash-bulk-confirm', { count: codes.length })}
          </Button>
        </form>
      </ActionDialog>
    </div>
  );
}
