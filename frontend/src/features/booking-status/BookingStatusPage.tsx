import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';

export default function BookingStatusPage() {
  return (
    <>
      <PageIntro id="booking-status" />
      <PageBody>
        <KeyList prefix="page-booking-status-point" count={3} />
      </PageBody>
    </>
  );
}
