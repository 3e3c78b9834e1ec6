// Sign-in: e-mail and password, then a TOTP code (or a recovery code). The first sign-in enrols TOTP:
// the QR code, the secret as text, and after the first code the one-time recovery codes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { useI18n } from '../../lib/i18n';
import { setCsrfToken } from '../api/client';
import { signIn, verifyTotp } from '../api/endpoints';
import { keys } from '../api/queries';
import type { SignedIn, SignInStep } from '../api/wire';
import { navigate } from '../app/router';
import { TextField } from '../ui/field';
import { ErrorMessage } from './ErrorMessage';

export default function LoginScreen() {
  const { t } = useI18n();
  const client = useQueryClient();
  const [step, setStep] = useState<SignInStep | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);

  const password = useMutation({
    mutationFn: (form: { email: string; password: string }) => signIn(form.email, form.password),
    onSuccess: setStep,
  });
  const second = useMutation({
    mutationFn: (code: string) => verifyTotp(useRecovery ? { recoveryCode: code } : { code }),
    onSuccess: (answer: SignedIn) => {
      setCsrfToken(answer.csrfToken);
      if (answer.recoveryCodes?.length) setRecoveryCodes(answer.recoveryCodes);
      else enter(answer);
    },
  });
  const enter = (answer: SignedIn) => {
    client.setQueryData(keys.me, answer);
    navigate('/', { replace: true });
  };

  const submitPassword = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    password.mutate({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  const submitCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    second.mutate(String(new FormData(e.currentTarget).get('code') ?? '').replace(/\s/g, ''));
  };

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold">{t('dash-login-title')}</h1>
      {recoveryCodes && second.data ? (
        <section className="mt-6 space-y-4" aria-labelledby="recovery-title">
          <h2 id="recovery-title" className="text-lg font-semibold">{t('dash-login-recovery-title')}</h2>
          <p>{t('dash-login-recovery-help')}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono" aria-label={t('dash-login-recovery-title')}>
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-1" dir="ltr">{code}</li>
            ))}
          </ul>
          <Button type="button" onClick={() => enter(second.data)}>{t('dash-login-recovery-done')}</Button>
        </section>
      ) : !step ? (
        <form className="mt-6 space-y-4" onSubmit={submitPassword} noValidate>
          <TextField label={t('dash-login-email')} name="email" type="email" autoComplete="username" required dir="ltr" />
          <TextField label={t('dash-login-password')} name="password" type="password" autoComplete="current-password" required dir="ltr" />
          <ErrorMessage error={password.error} />
          <Button type="submit" loading={password.isPending}>{t('dash-login-continue')}</Button>
        </form>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={submitCode} noValidate>
          {step.next === 'enrol' && (
            <section className="space-y-3" aria-labelledby="enrol-title">
              <h2 id="enrol-title" className="text-lg font-semibold">{t('dash-login-enrol-title')}</h2>
              <p>{t('dash-login-enrol-help')}</p>
              {/* The server's SVG as an image: it can never run script or touch the page. */}
              <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qrSvg)}`} alt={t('dash-login-qr-alt')} width={200} height={200} className="bg-white" />
              <p>
                {t('dash-login-secret')}{' '}
                <code className="break-all rounded bg-slate-100 px-1 font-mono" dir="ltr" data-testid="totp-secret">{step.secret}</code>
              </p>
            </section>
          )}
          <TextField
            key={useRecovery ? 'recovery' : 'code'}
            label={useRecovery ? t('dash-login-recovery-code') : t('dash-login-code')}
            name="code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            required
            autoFocus
            dir="ltr"
          />
          <ErrorMessage error={second.error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={second.isPending}>{t('dash-login-verify')}</Button>
            {step.next === 'totp' && (
              <Button type="button" variant="ghost" onClick={() => setUseRecovery(!useRecovery)}>
                {useRecovery ? t('dash-login-use-code') : t('dash-login-use-recovery')}
              </Button>
            )}
          </div>
        </form>
      )}
    </main>
  );
}
