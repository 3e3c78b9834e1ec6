// A staff member changes their own password: the current one, then the new one twice. The server
// checks the current one and the length (the core's minimum, which the hint reads from the generated
// contract); this form checks that the two new ones match.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { PASSWORD_MIN_CHARS } from '../../generated/contract';
import type { FieldError } from '../../generated/core/FieldError';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { changePassword } from '../api/endpoints';
import { ActionDialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { ErrorMessage } from './ErrorMessage';

function fieldError(error: unknown, field: string): FieldError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fields.find((f) => f.field === field);
}

export function PasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({ mutationFn: changePassword });
  const close = (value: boolean) => {
    if (!value) {
      setCurrent('');
      setNext('');
      setAgain('');
      setMismatch(false);
      change.reset();
    }
    onOpenChange(value);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMismatch(next !== again);
    if (next !== again) return;
    change.mutate({ currentPassword: current, newPassword: next });
  };
  const currentError = fieldError(change.error, 'currentPassword') && t('dash-password-error-incorrect');
  // The server's problem in the shared shape: `min_length` with its `{min}` (the core's minimum).
  const newProblem = fieldError(change.error, 'newPassword');
  const newError =
    newProblem &&
    (newProblem.code === 'min_length'
      ? t('dash-password-error-too-short', { min: newProblem.params.min ?? PASSWORD_MIN_CHARS })
      : t(`validation-${newProblem.code}`, newProblem.params));
  const fieldsExplain = Boolean(currentError || newError);
  return (
    <ActionDialog open={open} onOpenChange={close} title={t('dash-password-title')}>
      {change.isSuccess ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{t('dash-password-changed')}</p>
      ) : (
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <TextField label={t('dash-password-current')} type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} error={currentError || undefined} />
          <TextField label={t('dash-password-new')} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_CHARS} value={next} onChange={(e) => setNext(e.target.value)} error={newError || undefined} />
          <TextField label={t('dash-password-again')} type="password" autoComplete="new-password" required value={again} onChange={(e) => setAgain(e.target.value)} error={mismatch ? t('dash-password-error-mismatch') : undefined} />
          <p className="text-sm text-slate-700">{t('dash-password-hint', { min: PASSWORD_MIN_CHARS })}</p>
          {!fieldsExplain && <ErrorMessage error={change.error} />}
          <Button type="submit" loading={change.isPending}>{t('dash-password-submit')}</Button>
        </form>
      )}
    </ActionDialog>
  );
}
