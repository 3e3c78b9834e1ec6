import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Button } from '../../components/ui/Button';
import { FormNotice } from '../../components/form/FormNotice';
import { acceptOffer, ApiError, getOffer, newIdempotencyKey, type OfferBody } from '../../lib/api';
import { formatDate, formatTime } from '../../lib/core';
import { formatClinicInstant } from '../../lib/clinic-time';
import { useI18n } from '../../lib/i18n';
import type { Branch as BranchInfo } from '../../lib/site-data';
import { offerRefusalKey } from './offer-refusal';

type State =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; offer: OfferBody; problem?: string; sending?: boolean }
  | { state: 'booked'; code: string };

/**
 * The page behind the waitlist message's link (`?offer=<id>` on the booking page): the held seat and
 * until when, and one button that books it. An offer whose hold is over says so; the booking form
 * below stays for another time.
 */
export function WaitlistOffer({ offerId, branches }: { offerId: string; branches: BranchInfo[] }) {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<State>({ state: 'loading' });
  const key = useRef(newIdempotencyKey());

  useEffect(() => {
    getOffer(offerId)
      .then((offer) => setStatus({ state: 'ready', offer }))
      .catch(() => setStatus({ state: 'missing' }));
  }, [offerId]);

  async function take(offer: OfferBody) {
    setStatus({ state: 'ready', offer, sending: true });
    try {
      const booking = await acceptOffer(offerId, key.current);
      setStatus({ state: 'booked', code: booking.confirmationCode });
    } catch (e) {
      const gone = e instanceof ApiError && e.code === 'offer_expired';
      // Over the limits on open bookings the seat stays held: the patient may cancel a booking and come back.
      const problem = gone ? undefined : t(offerRefusalKey(e));
      setStatus({ state: 'ready', offer: gone ? { ...offer, status: 'expired' } : offer, problem });
    }
  }

  let body: ReactElement;
  if (status.state === 'loading') body = <p role="status">{t('offer-loading')}</p>;
  else if (status.state === 'missing') body = <p role="alert">{t('offer-not-found')}</p>;
  else if (status.state === 'booked') body = <p role="status" className="font-semibold">{t('offer-booked', { code: status.code })}</p>;
  else if (status.offer.status !== 'held') body = <p role="status">{t('offer-expired')}</p>;
  else {
    const o = status.offer;
    body = (
      <>
        <p>
          {t('offer-held', {
            branch: branches.find((b) => b.id === o.branch)?.name ?? o.branch,
            date: formatDate(locale, o.preferredDate),
            time: formatTime(locale, o.preferredTime),
            until: formatClinicInstant(locale, o.expiresAt),
          })}
        </p>
        <FormNotice text={status.problem ?? null} />
        <div>
          <Button type="button" size="lg" loading={status.sending} onClick={() => void take(o)}>
            {t('offer-take')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="waitlist-offer-title" className="card mb-8 grid gap-3" data-testid="offer-panel">
      <h2 id="waitlist-offer-title" className="text-xl font-bold">{t('offer-title')}</h2>
      {body}
    </section>
  );
}
