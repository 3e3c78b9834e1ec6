import { useState } from 'react';
import type { PageData } from '../../lib/site-data';
import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';
import { BookingForm, type BookingDone } from './BookingForm';
import { BookingSuccess } from './BookingSuccess';

/** /medical-booking and /appointment: the booking form, then its confirmation. */
export default function BookingPage({ data }: { data: PageData }) {
  const [done, setDone] = useState<BookingDone | null>(null);
  const branches = data.site.clinic.branches;
  return (
    <>
      <PageIntro id="medical-booking" />
      <PageBody>
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
