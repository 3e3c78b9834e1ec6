// A failed call as a translated sentence: by the error code the server sent, else by its status.
import { ApiError } from '../api/client';
import { useI18n } from '../../lib/i18n';

const KNOWN = new Set(['invalid_credentials', 'locked', 'invalid_code', 'unauthorized', 'forbidden', 'csrf', 'not_found', 'slot_full', 'conflict', 'network', 'validation', 'change_window', 'not_allowed', 'already_exists']);

export function useErrorText(): (error: unknown) => string {
  const { t } = useI18n();
  return (error) => {
    if (!(error instanceof ApiError)) return t('dash-error-unknown');
    if (error.code === 'locked') return t('dash-error-locked', { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
    if (error.fields.some((f) => f.field === 'userId' && f.code === 'other_branch')) return t('dash-error-assignee-branch');
    // A slot staff closed: say so rather than "some fields are invalid".
    if (error.fields.some((f) => f.code === 'date_closed')) return t('dash-error-date-closed');
    if (KNOWN.has(error.code)) return t(`dash-error-${error.code.replace(/_/g, '-')}`);
    if (error.status === 422) return t('dash-error-validation');
    if (error.status === 429) return t('dash-error-locked', { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
    if (error.status === 401 || error.status === 403) return t(error.status === 401 ? 'dash-error-unauthorized' : 'dash-error-forbidden');
    if (error.status === 404) return t('dash-error-not-found');
    if (error.status === 409) return t('dash-error-conflict');
    return t('dash-error-unknown');
  };
}

export function ErrorMessage({ error }: { error: unknown }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900">
      {text(error)}
    </p>
  );
}
