// The one submit flow of the patient forms (booking, inquiry, assessment): one request at a time
// whatever the clicks, the answers checked by the core first, one Idempotency-Key per attempt, and a
// failure placed where the patient will see it (on the fields, or as the form's notice). The input
// always stays.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey, type ApiError } from '../api';
import { useI18n } from '../i18n';
import { attemptKeys } from './attempt';
import { asApiError, placeFailure } from './failure';
import type { Form } from './use-form';

export interface Notice {
  text: string;
  tone: 'error' | 'info';
}

export interface SubmissionOptions<V, R> {
  form: Form<V>;
  /** The answers as sent; equal signatures are the same attempt (the same Idempotency-Key). */
  signature: (values: V) => string;
  send: (values: V, idempotencyKey: string) => Promise<R>;
  onSuccess: (result: R, values: V) => void;
  /** A failure this form handles itself (e.g. a full slot); return a notice, or undefined if not handled. */
  onFailure?: (error: ApiError) => Notice | null | undefined;
}

export interface Submission {
  submit: (event?: FormEvent) => Promise<void>;
  sending: boolean;
  notice: Notice | null;
}

export function useSubmission<V, R>(options: SubmissionOptions<V, R>): Submission {
  const { t } = useI18n();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const inFlight = useRef(false);
  const keys = useRef(attemptKeys(newIdempotencyKey));
  const latest = useRef(options);
  latest.current = options;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      // a second click while the first is on its way does nothing (the button is disabled too)
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      setNotice(null);
      const { form, signature, send, onSuccess, onFailure } = latest.current;
      try {
        if (!(await form.check())) return;
        const values = form.values;
        const result = await send(values, keys.current.keyFor(signature(values)));
        keys.current.settle();
        onSuccess(result, values);
      } catch (error) {
        const failure = asApiError(error);
        const own = onFailure?.(failure);
        if (own !== undefined) setNotice(own);
        else {
          const text = placeFailure(failure, form.applyServer, t);
          setNotice(text ? { text, tone: 'error' } : null);
        }
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [t],
  );

  return { submit, sending, notice };
}
