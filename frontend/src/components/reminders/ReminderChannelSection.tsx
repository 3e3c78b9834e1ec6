import { useEffect, useState, type ComponentType } from 'react';
import { getReminderChannel, type ReminderChannelBody } from '../../lib/api';
import { asApiError } from '../../lib/forms/failure';
import { useI18n } from '../../lib/i18n';
import { Button } from '../ui/Button';
import type { ChoiceProps } from './ReminderChannelChoice';
import { reminderView } from './reminder-channel';

// The choice itself is its own chunk: a page downloads it only with a booking in hand, beside the answer.
const loadChoice = () => import('./ReminderChannelChoice');

type State =
  | { kind: 'loading' }
  | { kind: 'hidden' }
  | { kind: 'failed' }
  | { kind: 'ready'; body: ReminderChannelBody; Choice: ComponentType<ChoiceProps> };

/**
 * "Remind me on LINE / WhatsApp / e-mail" for one booking (the success page, the status page). It
 * renders nothing until the server has said what the clinic offers, and nothing at all when that is
 * e-mail alone; pages put it after their own content, so its arrival moves nothing the patient reads.
 */
export function ReminderChannelSection({ code, contact, phone }: { code: string; contact: string; phone?: string }) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const chunk = loadChoice();
    chunk.catch(() => undefined); // judged below, only when the choice is shown
    getReminderChannel(code, contact, locale)
      .then(async (body) => {
        if (reminderView(body).kind === 'hidden') return { kind: 'hidden' } as const;
        const { default: Choice } = await chunk;
        return { kind: 'ready', body, Choice } as const;
      })
      // 404: this code and contact name no booking (the page says so itself): nothing to offer.
      .catch((error: unknown) => (asApiError(error).status === 404 ? ({ kind: 'hidden' } as const) : ({ kind: 'failed' } as const)))
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [code, contact, locale, attempt]);

  if (state.kind === 'loading' || state.kind === 'hidden') return null;
  if (state.kind === 'failed') {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span>{t('reminders-load-failed')}</span>
        <Button type="button" variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
          {t('reminders-retry')}
        </Button>
      </p>
    );
  }
  const { Choice, body } = state;
  return <Choice code={code} contact={contact} phone={phone} initial={body} />;
}
