import type { ApiError } from '../../lib/api';
import type { FluentArgs } from '../../lib/core';

/** What to tell a person whose submission failed for a reason other than their answers; the input stays. */
export function failureText(t: (key: string, args?: FluentArgs) => string, error: ApiError): string {
  if (error.isNetwork) return t('forms-network-error');
  if (error.status === 429) return t('forms-rate-limited', { seconds: error.retryAfter ?? 60 });
  if (error.status === 413) return t('forms-too-large');
  if (error.status === 409) return t('forms-conflict');
  return t('forms-server-error');
}
