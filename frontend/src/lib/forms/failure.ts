import { ApiError } from '../../lib/api';
import type { FieldProblem, FluentArgs } from '../../lib/core';

/** What to tell a person whose submission failed for a reason other than their answers; the input stays. */
export function failureText(t: (key: string, args?: FluentArgs) => string, error: ApiError): string {
  if (error.isNetwork) return t('forms-network-error');
  if (error.status === 429) return t('forms-rate-limited', { seconds: error.retryAfter ?? 60 });
  if (error.status === 413) return t('forms-too-large');
  if (error.status === 409) return t('forms-conflict');
  return t('forms-server-error');
}

/** Any thrown value as an ApiError: what the client did not answer itself is a network failure. */
export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError(0, 'network', String(error));

/**
 * After a failed submit: the server's field problems go onto their fields; returns the notice to show,
 * or null when every problem landed on a field.
 */
export function placeFailure(
  error: ApiError,
  applyServer: (fields: FieldProblem[]) => FieldProblem[],
  t: (key: string, args?: FluentArgs) => string,
): string | null {
  if (error.status === 422 && error.fields.length) return applyServer(error.fields).length ? t('forms-server-error') : null;
  return failureText(t, error);
}
