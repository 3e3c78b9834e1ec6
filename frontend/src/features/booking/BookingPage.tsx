import { useEffect, useState } from 'react';
import type { PageData } from '../../lib/site-data';
import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';
import { BookingForm, type BookingDone } from './BookingForm';
import { BookingSuccess } from './BookingSuccess';
import { WaitlistOffer } from './WaitlistOffer';

/** /medical-booking and /appointment: the booking form, then its confirmation. */
export default function BookingPage({ data }: { data: PageData }) {
  const [done, setDone] = useState<BookingDone | null>(null);
  const branches = data.site.clinic.branches;
  // The waitlist message's link (`?offer=`), read after hydration: the prerendered page is the same for all.
  const [offerId, setOfferId] = useState<string | null>(null);
  useEffect(() => setOfferId(new URLSearchParams(window.location.search).get('offer')), []);
  return (
    <>
      <PageIntro id="medical-booking" />
      <PageBody>
        {offerId && <WaitlistOffer offerId={offerId} branches={branches} />}
        {done ? (
          <BookingSuccess done={done} branches={branches} onAnother={() => setDone(null)} />
        ) : (
          <BookingForm branches={branches} onBooked={setDone} />
        )}
        <div className="mt-8">
          <KeyList prefix="page-medical-booking-point" count={3} />
        </div>
      </PageBody>
    </>
  );
}
